import Foundation
import Testing

/// The command palette through a real terminal: F10 or Ctrl-E opens it,
/// typing filters it, Enter runs the command, and what only the shell
/// could do before (export, print, the letterbox) happens from the editor.
@Suite("The command palette end to end in tmux")
struct EditorPaletteEndToEndTests {
    static func bytes(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { Array($0) }
    }

    /// F10, "pdf", Enter, the offered name accepted: a PDF beside the
    /// letter, of the letter as it stands (unsaved text too); a second
    /// export asks before replacing it, and "n" leaves it as it was.
    @Test func f10ExportsAPDFBesideTheLetter() throws {
        let folder = try ScratchFolder()
        try "Dear Ann,\n".write(toFile: folder.file("letter.md"), atomically: true, encoding: .utf8)
        let session = try TmuxSession("\(letterBinary) letter.md", folder: folder)
        try session.waitFor("F1 help")
        try session.press("C-End")
        try session.type("unsaved words")
        try session.press("F10")
        try session.waitFor("Export to PDF")
        try session.type("pdf")
        try session.press("Enter")
        try session.waitFor("Export to PDF as: letter.pdf")
        try session.press("Enter")
        try session.waitFor("Exported to letter.pdf", timeout: 30)
        let pdf = Self.bytes(folder.file("letter.pdf")) ?? []
        #expect(Array(pdf.prefix(5)) == Array("%PDF-".utf8))
        let text = try runTool(["pdftotext", folder.file("letter.pdf"), "-"]).output
        #expect(text.contains("unsaved words"))
        // Again: the file is there now, so it asks.
        try session.press("F10")
        try session.waitFor("Export to PDF")
        try session.type("pdf")
        try session.press("Enter")
        try session.waitFor("Export to PDF as:")
        try session.press("Enter")
        try session.waitFor("letter.pdf already exists. Replace it?")
        try session.type("n")
        try session.waitFor("Not exported")
        #expect(Self.bytes(folder.file("letter.pdf")) == pdf)
        // The letter itself was not saved by any of this.
        #expect(folder.read("letter.md") == "Dear Ann,\n")
    }

    /// Ctrl-E opens it too; Markdown goes under the name typed over the
    /// offered one.
    @Test func ctrlEExportsMarkdownUnderANameTyped() throws {
        let folder = try ScratchFolder()
        let session = try TmuxSession("\(letterBinary) note.letter", folder: folder)
        try session.waitFor("F1 help")
        try session.type("Hello **there**")
        try session.press("C-e")
        try session.waitFor("Commands")
        try session.type("markdown")
        try session.press("Enter")
        try session.waitFor("Export to Markdown as: note.md")
        try session.type("copy.md")
        try session.press("Enter")
        try session.waitFor("Exported to copy.md")
        #expect(folder.read("copy.md")?.hasPrefix("Hello") == true)
        #expect(folder.read("note.md") == nil)
    }

    /// Print goes through lp as `letter print` does, lp's words on the
    /// status row and not over the page.
    @Test func printSendsThePDFToLpAndSaysWhatItSaid() throws {
        let folder = try ScratchFolder()
        let bin = folder.file("bin")
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        let received = folder.file("received.pdf")
        // Written close-on-exec, not through Foundation: a process the suite
        // forks meanwhile must not hold it open for writing, or running it
        // fails with "Text file busy".
        try writeText(bin + "/lp", "#!/bin/sh\ncat > \(received)\necho 'request id is desk-7 (1 file(s))'\n", mode: 0o755)
        let session = try TmuxSession(
            "\(letterBinary) card.letter", folder: folder, environment: ["PATH": bin + ":/usr/bin:/bin"])
        try session.waitFor("F1 help")
        try session.type("Hi")
        try session.press("F10")
        try session.waitFor("Commands")
        try session.type("print")
        try session.press("Enter")
        let screen = try session.waitFor("Sent to the printer", timeout: 30)
        #expect(screen.contains("desk-7"))
        #expect(Self.bytes(received).map { Array($0.prefix(5)) } == Array("%PDF-".utf8))
    }

    /// The palette opens the letterbox on this terminal; leaving it comes
    /// back to the letter with its unsaved text as it was.
    @Test func thePaletteOpensTheBoxAndLeavingItReturnsToTheLetter() throws {
        let fixture = try BoxFixture()
        try fixture.write("spring.letter", "Dear Sam,\nThe cherry trees are out.\n", modified: 1_700_100_000)
        try fixture.nameTheBoxInTheConfiguration()
        let environment = fixture.editorEnvironment
        let letter = fixture.draft
        let session = try TmuxSession("\(letterBinary) '\(letter)'", environment: environment)
        try session.waitFor("F1 help")
        try session.type("안녕, not saved yet")
        try session.press("C-e")
        try session.waitFor("Commands")
        try session.type("letterbox")
        try session.press("Enter")
        let box = try session.waitFor("Letterbox · ")
        #expect(box.contains("Dear Sam,"))
        try session.press("q")
        let back = try session.waitFor("the letter again") { $0.contains("draft.letter") && $0.contains("안녕, not saved yet") }
        #expect(back.contains("modified"))
        #expect(!back.contains("Letterbox · "))
        // Still the same editor: typing goes on where it was, and saves.
        try session.type("!")
        try session.press("C-s")
        try session.waitFor("Saved")
        #expect((try? String(contentsOfFile: letter, encoding: .utf8))?.contains("안녕, not saved yet!") == true)
    }

    /// Switch paper: the papers listed, a postcard chosen, the title and
    /// the status row say so and the save records it; Esc in the chooser
    /// keeps the paper.
    @Test func thePaletteSwitchesPaperWhenTheLetterFits() throws {
        let folder = try ScratchFolder()
        let session = try TmuxSession("\(letterBinary) card.letter", folder: folder)
        try session.waitFor("F1 help")
        try session.type("Dear Ann,")
        try session.press("F10")
        try session.waitFor("Commands")
        try session.type("paper")
        try session.press("Enter")
        try session.waitFor("Papers")
        try session.type("postcard")
        try session.press("Enter")
        try session.waitFor("postcard paper, 10 × 40")
        try session.press("C-s")
        try session.waitFor("Saved")
        #expect(folder.read("card.letter")?.contains("paper: postcard") == true)
        try session.waitFor("1/10 lines")
        try session.press("F10")
        try session.waitFor("Commands")
        try session.type("paper")
        try session.press("Enter")
        try session.waitFor("Papers")
        try session.press("Escape")
        try session.waitFor("postcard paper, 10 × 40")
    }
}
