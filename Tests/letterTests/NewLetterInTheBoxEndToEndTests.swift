import Foundation
import Glibc
import Testing

/// `letter` with no file writes into the letterbox, where `letter box` finds
/// it: `~/Letters` unless config.toml names another box, made private on the
/// first save, never over a letter already there.
@Suite("A new letter lands in the letterbox, end to end")
struct NewLetterInTheBoxEndToEndTests {
    /// A scratch HOME, with `settings` as its config.toml.
    static func home(settings: String? = nil) throws -> ScratchFolder {
        let folder = try ScratchFolder()
        if let settings {
            let config = folder.file(".config/letter")
            try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
            try settings.write(toFile: config + "/config.toml", atomically: true, encoding: .utf8)
        }
        return folder
    }

    /// Runs `letter` in `home` (its HOME and working folder), types `text`,
    /// saves under the name offered and quits; returns the status row's words.
    static func writeNewLetter(_ text: String, home: ScratchFolder, offered: String) throws -> String {
        // Wide enough for the scratch folder's long name and the figures.
        let session = try TmuxSession(letterBinary, columns: 180, rows: 24, folder: home)
        try session.waitFor("New letter")
        try session.type(text)
        try session.press("C-s")
        try session.waitFor(offered)
        try session.press("Enter")
        let saved = try session.waitFor("Saved")
        try session.press("C-q")
        try session.waitFor("[exit 0]")
        return saved
    }

    static func today() -> String {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        return String(format: "%04d-%02d-%02d", parts.tm_year + 1900, parts.tm_mon + 1, parts.tm_mday)
    }

    static func mode(_ path: String) -> mode_t? {
        var status = stat()
        return stat(path, &status) == 0 ? status.st_mode & 0o777 : nil
    }

    static func list(home: ScratchFolder) throws -> String {
        try run([letterBinary, "box", "--list"], environment: ["HOME": home.path, "PATH": "/usr/bin:/bin"]).output
    }

    @Test func controlSPutsANewLetterInLettersWhereTheBoxListsIt() throws {
        let home = try Self.home()
        let name = "letter-\(Self.today()).letter"
        let screen = try Self.writeNewLetter("Dear box, here I am.", home: home, offered: "Letters/" + name)
        // The status row says where it went, whole.
        #expect(screen.contains("Saved \(home.file("Letters/" + name))"), "\(screen)")
        #expect(home.read("Letters/" + name)?.contains("Dear box, here I am.") == true)
        #expect(home.read(name) == nil, "nothing in the working folder")
        // Made on the first save, private as the box makes it.
        #expect(Self.mode(home.file("Letters")) == 0o700)
        let list = try Self.list(home: home)
        #expect(list.hasPrefix(name + "\t"), "\(list)")
        #expect(list.contains("Dear box, here I am."))
    }

    /// The box named in config.toml, not made yet: made at the first save,
    /// and the letter is there.
    @Test func aBoxNamedInTheSettingsIsWhereTheLetterGoes() throws {
        let home = try Self.home(settings: "box = \"~/elsewhere/post\"\n")
        let name = "letter-\(Self.today()).letter"
        _ = try Self.writeNewLetter("To the other box", home: home, offered: "post/" + name)
        #expect(home.read("elsewhere/post/" + name)?.contains("To the other box") == true)
        #expect(!FileManager.default.fileExists(atPath: home.file("Letters")))
        #expect(try Self.list(home: home).hasPrefix(name + "\t"))
    }

    /// Today's name is taken: the next free one is offered, and the letter
    /// already there is left as it was.
    @Test func aLetterAlreadyInTheBoxIsNeverOverwritten() throws {
        let home = try Self.home()
        let stem = "letter-\(Self.today())"
        try FileManager.default.createDirectory(atPath: home.file("Letters"), withIntermediateDirectories: true)
        try "The first\n".write(toFile: home.file("Letters/\(stem).letter"), atomically: true, encoding: .utf8)
        try "The second\n".write(toFile: home.file("Letters/\(stem)-2.letter"), atomically: true, encoding: .utf8)
        _ = try Self.writeNewLetter("The third", home: home, offered: "Letters/\(stem)-3.letter")
        #expect(home.read("Letters/\(stem).letter") == "The first\n")
        #expect(home.read("Letters/\(stem)-2.letter") == "The second\n")
        #expect(home.read("Letters/\(stem)-3.letter")?.contains("The third") == true)
    }

    /// Opening the editor and quitting without saving makes no box.
    @Test func quittingUnsavedMakesNoFolder() throws {
        let home = try Self.home()
        let session = try TmuxSession(letterBinary, columns: 100, rows: 24, folder: home)
        try session.waitFor("New letter")
        try session.press("C-q")
        try session.waitFor("[exit 0]")
        #expect(!FileManager.default.fileExists(atPath: home.file("Letters")))
    }
}
