import Foundation
import Testing

/// The body's Markdown in the real editor: a letter saved before `format: 2`
/// opens as it did and is saved in the new form; a hard-wrapped `.md` written
/// elsewhere opens as its paragraphs and keeps its wrap where it is not edited.
@Suite("The body's Markdown end to end in tmux")
struct FileFormatEndToEndTests {
    /// `Tests/Fixtures/before-format-2.letter`: a letter as the editor saved them before.
    static let oldLetter = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/before-format-2.letter").path

    @Test func anOldLetterOpensAsItDidAndIsSavedInTheNewForm() throws {
        let folder = try ScratchFolder()
        let path = folder.file("autumn.letter")
        try String(contentsOfFile: Self.oldLetter, encoding: .utf8).write(toFile: path, atomically: true, encoding: .utf8)
        let pictures = folder.file("picture-letter.files")
        try FileManager.default.createDirectory(atPath: pictures, withIntermediateDirectories: true)
        let sunset = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/picture-letter.files/sunset.png").path
        try FileManager.default.copyItem(atPath: sunset, toPath: pictures + "/sunset.png")
        let before = try runTool([letterBinary, "render", path]).output
        #expect(before.contains("\n    not code, four spaces\n\n\n\nTwo empty lines above"))

        let session = try TmuxSession.editor("autumn.letter", in: folder)
        try session.waitFor("# not a heading, a line")
        try session.press("C-End")
        try session.type("P.S.")
        try session.press("C-s")
        try session.waitFor("Saved")
        let saved = folder.read("autumn.letter") ?? ""
        #expect(saved.contains("\nformat: 2\n"))
        #expect(saved.contains("\n\\# not a heading, a line\\\n"))
        #expect(try runTool([letterBinary, "render", path]).output == before.dropLast() + "P.S.\n")
    }

    @Test func aHardWrappedMarkdownFileOpensAsItsParagraphsAndKeepsItsWrapWhereUnedited() throws {
        let folder = try ScratchFolder()
        try "Dear Sam,\n\nI hope this letter\nfinds you well.\n".write(
            toFile: folder.file("note.md"), atomically: true, encoding: .utf8)
        let session = try TmuxSession.editor("note.md", in: folder)
        let screen = try session.waitFor("I hope this letter finds you well.")
        #expect(screen.contains("3/18 lines"))
        try session.press("C-Home", "End")
        try session.type(" hello")
        try session.press("C-s")
        try session.waitFor("Saved")
        #expect(folder.read("note.md") == "Dear Sam, hello\n\nI hope this letter\nfinds you well.\n")
    }
}
