import Foundation
import LetterKit
import Testing

/// The editor without `letter-pictures` beside it: a letter with a picture
/// still opens, the picture's block says why it is not drawn, and the
/// letter is edited and saved whole, its picture line kept.
@Suite("Pictures end to end without the picture program")
struct EditorPicturesHelperEndToEndTests {
    /// A copy of `letter` alone in a folder of its own, its papers beside it
    /// as SwiftPM puts them: `/proc/self/exe` then finds no helper.
    static func letterWithoutHelper(in folder: ScratchFolder) throws -> String {
        let bin = folder.file("bin")
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        let built = URL(fileURLWithPath: letterBinary).deletingLastPathComponent().path
        try FileManager.default.copyItem(atPath: letterBinary, toPath: bin + "/letter")
        let papers = built + "/letter_letter.resources"
        if FileManager.default.fileExists(atPath: papers) {
            try FileManager.default.copyItem(atPath: papers, toPath: bin + "/letter_letter.resources")
        }
        #expect(FileManager.default.fileExists(atPath: built + "/letter-pictures"), "the helper is built beside letter")
        #expect(!FileManager.default.fileExists(atPath: bin + "/letter-pictures"))
        // Run once, so that no child forked while the copy was written still
        // holds it open when a test starts it in a terminal.
        _ = try runJustWritten([bin + "/letter", "--version"], environment: ["HOME": folder.path])
        return bin + "/letter"
    }

    @Test func withoutThePictureProgramALetterOpensSaysWhyAndIsSavedWhole() throws {
        let folder = try ScratchFolder()
        let letter = try Self.letterWithoutHelper(in: folder)
        try writeBytes(folder.file("bridge.png"), EditorPicturesEndToEndTests.quadrants())
        try writeText(
            folder.file("trip.letter"),
            "---\npaper: letter\n---\nDear Ann,\n\n![the bridge](bridge.png){lines=6}\n\nYours, Ben\n")

        let session = try TmuxSession("\(letter) trip.letter", folder: folder)
        try session.waitFor("F1 help")
        let screen = try session.waitFor("not drawn: the picture program")
        #expect(screen.contains("the bridge"), "the block keeps its caption:\n\(screen)")
        #expect(EditorPicturesEndToEndTests.pictureRows(try session.styledScreen()).isEmpty, "no picture is drawn")

        // The editor goes on: a word typed, the letter saved, the editor quit.
        try session.type("Hello ")
        try session.waitFor("Hello Dear Ann,")
        try session.press("C-s")
        try session.waitFor("Saved")
        try session.press("C-q")
        try session.waitFor("[exit 0]")

        let saved = try #require(folder.read("trip.letter"))
        #expect(saved.contains("Hello Dear Ann,"), "\(saved)")
        #expect(saved.contains("![the bridge]("), "\(saved)")
        #expect(saved.contains("{lines=6}"), "\(saved)")
        #expect(saved.contains("Yours, Ben"), "\(saved)")
        #expect(readBytes(folder.file("bridge.png")) == EditorPicturesEndToEndTests.quadrants())
    }
}
