import Foundation
import Testing

/// Styled ink in the real editor: Alt keys through a terminal, the saved
/// Markdown, undo, and the styles drawn again on reopening.
@Suite("Styled ink end to end in tmux")
struct EditorInkEndToEndTests {
    func start(_ name: String, in folder: ScratchFolder) throws -> TmuxSession {
        let session = try TmuxSession("\(letterBinary) \(name)", folder: folder)
        try session.waitFor("F1 help")
        return session
    }

    /// Alt plus a letter as a terminal sends it: Esc, then the letter.
    func alt(_ letter: String, in session: TmuxSession) throws {
        try session.send(bytes: "\u{1B}" + letter)
    }

    @Test func typeBoldSaveSelectItalicUndoAndReopen() throws {
        let folder = try ScratchFolder()
        let session = try start("ink.letter", in: folder)
        try session.type("Dear ")
        try alt("b", in: session)
        try session.waitFor("Typing in bold")
        try session.type("Min-ji")
        try alt("b", in: session)
        try session.type(", hello")
        try session.waitFor("Min-ji, hello")
        try session.press("C-s")
        try session.waitFor("Saved")
        #expect(folder.read("ink.letter")?.hasSuffix("---\nDear **Min-ji**, hello\n") == true)

        // Select "hello" (five Shift-Left from the end) and make it italic.
        try session.press("S-Left", "S-Left", "S-Left", "S-Left", "S-Left")
        try alt("i", in: session)
        try session.press("C-s")
        try session.waitFor("Saved")
        #expect(folder.read("ink.letter")?.hasSuffix("---\nDear **Min-ji**, *hello*\n") == true)
        // Undo takes the italic back.
        try session.press("C-z")
        try session.press("C-s")
        try session.waitFor("Saved")
        #expect(folder.read("ink.letter")?.hasSuffix("---\nDear **Min-ji**, hello\n") == true)
        try session.press("C-q")
        try session.waitFor("[exit 0]")

        // Reopened, the bold is drawn bold (SGR 1) and the markup is not shown.
        let again = try start("ink.letter", in: folder)
        let plain = try again.waitFor("Dear Min-ji, hello")
        #expect(!plain.contains("**"))
        let styled = try again.styledScreen()
        let row = try #require(styled.split(separator: "\n").first { $0.contains("Min-ji") })
        #expect(row.contains("[1m") || row.contains(";1m") || row.contains("[0;1m"), "no bold in: \(row)")
    }

    @Test func aTxtFileSaysStylesNeedALetter() throws {
        let folder = try ScratchFolder()
        try "plain note\n".write(toFile: folder.file("note.txt"), atomically: true, encoding: .utf8)
        let session = try start("note.txt", in: folder)
        try alt("b", in: session)
        try session.waitFor("Styles need a .letter or .md file")
        try session.type("!")
        try session.press("C-s")
        try session.waitFor("Saved")
        #expect(folder.read("note.txt") == "!plain note\n")
    }
}
