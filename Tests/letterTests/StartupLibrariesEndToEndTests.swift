import Foundation
import Testing

/// What a start maps: the editor on a new letter loads only what writing
/// needs. Pango, Cairo, chafa, gdk-pixbuf, GLib, SQLite and Hunspell are in
/// the helper executables (`letter-print`, `letter-pictures`, `letter-index`,
/// `letter-spell`), loaded when a letter is printed, a picture drawn, the box
/// opened or a word checked; here they
/// must not be mapped at all, and the shared objects besides the Swift
/// runtime's own are at most twelve. The runtime is left out of the count
/// because the release build links it statically (the benchmark reports
/// that build's whole count); this debug build maps it as shared objects.
@Suite("The libraries a start maps")
struct StartupLibrariesEndToEndTests {
    /// Libraries only printing, pictures or the letterbox use.
    static let heavy = [
        "libpango", "libcairo", "libchafa", "libgdk_pixbuf", "libglib-2.0", "libgobject", "libgio",
        "libsqlite3", "libharfbuzz", "libfreetype", "libfontconfig", "libX11", "libxcb", "libpng", "libjpeg",
    ]

    /// The shared objects `pid` has mapped, by path, read from /proc/PID/maps.
    static func sharedObjects(of pid: Int32) throws -> Set<String> {
        let maps = try String(contentsOfFile: "/proc/\(pid)/maps", encoding: .utf8)
        var objects: Set<String> = []
        for line in maps.split(separator: "\n") {
            guard let path = line.split(separator: " ", omittingEmptySubsequences: true).dropFirst(5).first,
                path.hasPrefix("/"), path.contains(".so")
            else { continue }
            objects.insert(String(path))
        }
        return objects
    }

    /// The folder the Swift runtime's shared objects are in: where
    /// libswiftCore.so is mapped from.
    static func runtimeFolder(in objects: Set<String>) -> String? {
        objects.first { $0.hasSuffix("/libswiftCore.so") }.map { ($0 as NSString).deletingLastPathComponent }
    }

    @Test func aNewLetterMapsNoPrintPictureOrIndexLibraryAndAtMostTwelveObjects() throws {
        let home = try ScratchFolder()
        let session = try TmuxSession("\(letterBinary) new.letter", columns: 80, rows: 24, folder: home)
        try session.waitFor("letter paper")
        let pid = try #require(try session.programPID())
        let objects = try Self.sharedObjects(of: pid)
        #expect(!objects.isEmpty, "nothing read from /proc/\(pid)/maps")
        let loadedHeavy = objects.filter { path in Self.heavy.contains { path.contains("/" + $0) } }
        #expect(loadedHeavy.isEmpty, "mapped at start: \(loadedHeavy.sorted())")
        // Hunspell is `letter-spell`'s alone: the program does not even link it.
        let hunspell = objects.filter { $0.contains("/libhunspell") }
        #expect(hunspell.isEmpty, "Hunspell mapped at start: \(hunspell.sorted())")
        let runtime = Self.runtimeFolder(in: objects)
        let counted = objects.filter { path in runtime.map { !path.hasPrefix($0 + "/") } ?? true }
        #expect(counted.count <= 12, "\(counted.count) shared objects: \(counted.sorted())")
        try session.press("C-q")
        try session.waitFor("[exit 0]")
    }
}
