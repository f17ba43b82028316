import Foundation
import LetterSystem
import Testing

/// The real `letter` binary in a real terminal (tmux on a private socket):
/// keys typed, screen read, files checked on disk.
@Suite("Editor end to end in tmux")
struct EditorEndToEndTests {
    /// Starts the editor on `arguments` in a scratch folder and waits for the page.
    func start(_ arguments: String, in folder: ScratchFolder, columns: Int = 80, rows: Int = 24) throws -> TmuxSession {
        let session = try TmuxSession("\(letterBinary) \(arguments)", columns: columns, rows: rows, folder: folder)
        try session.waitFor("F1 help")
        return session
    }

    @Test func typesEnglishAndKoreanOntoThePage() throws {
        let folder = try ScratchFolder()
        let session = try start("dear.letter", in: folder)
        try session.type("Dear friend, 안녕하세요")
        let screen = try session.waitFor("Dear friend, 안녕하세요")
        // The default paper is drawn whole on 80×24: writing starts 8 cells in, and
        // the cursor sits after 13 ASCII cells and 5 Hangul syllables of 2 cells.
        let row = screen.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("Dear friend") }
        let cursor = try session.cursor()
        #expect(cursor.x == 8 + 13 + 10)
        #expect(cursor.y == row)
        // The status row's figures follow once typing pauses.
        try session.waitFor("Ln 1, Col 24")
    }

    @Test func eachRefusalIsShownAndTheLetterStaysOnThePage() throws {
        let folder = try ScratchFolder()
        let session = try start("small.letter --lines 3 --columns 20", in: folder)
        try session.type("one")
        try session.press("Enter")
        try session.type("two")
        try session.press("Enter")
        try session.type("three")
        try session.waitFor("3/3 lines")

        // Enter at the very end of the last line.
        try session.press("Enter")
        try session.waitFor("End of the page")

        // Enter in the middle of the last line.
        try session.press("Left", "Left", "Enter")
        try session.waitFor("No room for a new line")

        // Typing that would wrap the last word onto a fourth line.
        try session.press("End")
        try session.type(" abcdefghijklmnopq")
        try session.waitFor("wrap past line 3")
        let screen = try session.screen()
        #expect(screen.contains("three abcdefghijklmn"))
        #expect(!screen.contains("abcdefghijklmno"))

        try session.press("C-s")
        try session.waitFor("Saved")
        #expect(folder.read("small.letter")?.hasSuffix("one\\\ntwo\\\nthree abcdefghijklmn\n") == true)
        let check = try run([letterBinary, "check", folder.file("small.letter"), "--lines", "3", "--columns", "20"])
        #expect(check.output == "fits: 3 of 3 lines\n")
        #expect(check.status == 0)
    }

    @Test func pasteMoreThanFitsIsCutAndSaysSo() throws {
        let folder = try ScratchFolder()
        let session = try start("paste.letter --lines 2 --columns 20", in: folder)
        let words = (1...60).map { "word\($0)" }.joined(separator: " ")
        try session.paste(words)
        try session.waitFor("did not fit")
        try session.press("C-s")
        try session.waitFor("Saved")
        let check = try run([letterBinary, "check", folder.file("paste.letter"), "--lines", "2", "--columns", "20"])
        #expect(check.output == "fits: 2 of 2 lines\n")
        let saved = folder.read("paste.letter") ?? ""
        #expect(saved.contains("word1 word2"))
        #expect(!saved.contains("word60"))
    }

    @Test func undoAndRedo() throws {
        let folder = try ScratchFolder()
        let session = try start("undo.letter", in: folder)
        try session.type("Dear friend")
        try session.waitFor("Dear friend")
        try session.press("C-z")
        try session.waitFor("undo of the word \"friend\"") { $0.contains("Dear") && !$0.contains("friend") }
        try session.press("C-z")
        try session.waitFor("undo of \"Dear \"") { !$0.contains("Dear") }
        try session.press("C-y", "C-y")
        try session.waitFor("Dear friend")
    }

    @Test func selectWithShiftArrowsAndDelete() throws {
        let folder = try ScratchFolder()
        let session = try start("select.letter", in: folder)
        try session.type("Hello wonderful world")
        try session.waitFor("Hello wonderful world")
        try session.press("S-Left", "S-Left", "S-Left", "S-Left", "S-Left", "S-Left", "BSpace")
        try session.waitFor("deleted selection") { $0.contains("Hello wonderful") && !$0.contains("world") }
        try session.press("C-Left", "BSpace")
        try session.waitFor("Hellowonderful")
    }

    @Test func resizeSmallerThanThePaperAndBack() throws {
        let folder = try ScratchFolder()
        let session = try start("resize.letter", in: folder)
        try session.type("Still here after the storm.")
        try session.waitFor("Still here after the storm.")
        try session.resize(columns: 40, rows: 20)
        try session.waitFor("Terminal too small")
        // Typing is held back while the paper cannot be seen, but saving works.
        try session.type("x")
        try session.press("C-s")
        try session.waitFor("Saved")
        try session.resize(columns: 80, rows: 24)
        let screen = try session.waitFor("Still here after the storm.")
        #expect(!screen.contains("storm.x"))
        #expect(folder.read("resize.letter")?.hasSuffix("\n---\nStill here after the storm.\n") == true)
    }

    @Test func shortTerminalScrollsToKeepTheCursorVisible() throws {
        let folder = try ScratchFolder()
        let session = try start("tall.letter --paper long", in: folder, columns: 80, rows: 12)
        for line in 1...30 {
            try session.type("line \(line)")
            try session.press("Enter")
        }
        try session.type("the end")
        let screen = try session.waitFor("the end")
        #expect(screen.contains("line 30"))
        #expect(!screen.contains("line 1 "))
        let cursor = try session.cursor()
        #expect(cursor.y > 0 && cursor.y < 11)
        try session.press("C-Home")
        try session.waitFor("line 1\n") { $0.contains("line 1 ") || $0.contains("line 1\n") || $0.contains("line 1│") }
    }

    @Test func saveQuitReopenFindsTheSameLetter() throws {
        let folder = try ScratchFolder()
        let session = try start("keep.letter", in: folder)
        try session.type("Dear Min-ji,")
        try session.press("Enter")
        try session.type("보고 싶어요 😀")
        try session.press("C-s")
        try session.waitFor("Saved")
        try session.press("C-q")
        try session.waitFor("[exit 0]")
        #expect(folder.read("keep.letter")?.hasSuffix("Dear Min-ji,\\\n보고 싶어요 😀\n") == true)

        let again = try start("keep.letter", in: folder)
        let screen = try again.waitFor("보고 싶어요")
        #expect(screen.contains("Dear Min-ji,"))
        #expect(!screen.contains("modified"))
    }

    @Test func quitWithUnsavedChangesAsksFirst() throws {
        let folder = try ScratchFolder()
        let session = try start("unsaved.letter", in: folder)
        try session.type("Not yet saved")
        try session.press("C-q")
        try session.waitFor("Save changes before quitting?")
        try session.press("Escape")
        try session.waitFor("Quit cancelled")
        try session.press("C-q")
        try session.waitFor("Save changes before quitting?")
        try session.type("n")
        try session.waitFor("[exit 0]")
        #expect(folder.read("unsaved.letter") == nil)
    }

    @Test func newLetterAsksForANameOnFirstSave() throws {
        let folder = try ScratchFolder()
        let session = try start("", in: folder)
        try session.waitFor("New letter")
        try session.type("A new letter")
        try session.press("C-s")
        try session.waitFor("Letters/letter-")
        try session.press("C-u")
        try session.type("mine")
        try session.press("Enter")
        try session.waitFor("Saved")
        // A name without an extension is a .letter; a new letter follows the umask.
        #expect(folder.read("mine.letter")?.hasSuffix("A new letter\n") == true)
        var status = stat()
        #expect(stat(folder.file("mine.letter"), &status) == 0 && status.st_mode & 0o777 == System.newFileMode)
    }

    @Test(arguments: [
        ("env -u TERM", "TERM is not set"),
        ("env TERM=dumb", "TERM=dumb"),
        ("env TERM=no-such-terminal", "unknown terminal type"),
    ])
    func badTerminalsGetAClearMessage(prefix: String, message: String) throws {
        let folder = try ScratchFolder()
        let session = try TmuxSession("\(prefix) \(letterBinary) x.letter", folder: folder)
        let screen = try session.waitFor("[exit 2]")
        #expect(screen.contains(message))
    }

    @Test func aNonUTF8LocaleFallsBackToUTF8() throws {
        let folder = try ScratchFolder()
        let session = try TmuxSession("LC_ALL=C LANG=C \(letterBinary) c.letter", folder: folder)
        try session.waitFor("F1 help")
        try session.type("Hi 안녕 😀")
        try session.waitFor("Hi 안녕 😀")
        // 3 + 4 + 1 + 2 cells after the writing area's left edge at column 8.
        #expect(try session.cursor().x == 8 + 10)
    }

    @Test func notATerminalIsRefusedWithoutHanging() throws {
        let result = try run([letterBinary], input: "")
        #expect(result.status == 2)
        #expect(result.error.contains("not a terminal"))
    }

    @Test func findMovesToTheTextInAnyScriptAndAgainWithF3() throws {
        let folder = try ScratchFolder()
        try "Dear Min-ji,\n오늘은 좋은 날. dear friend\nDEAR end\n".write(
            toFile: folder.file("find.letter"), atomically: true, encoding: .utf8)
        let session = try start("find.letter", in: folder)
        try session.press("C-f")
        try session.waitFor("Find:")
        try session.type("좋은")
        try session.press("Enter")
        try session.waitFor("Found \u{201C}좋은\u{201D}")
        // The match is selected, the cursor after it: 오늘은, a space and 좋은 are 11 cells.
        var cursor = try session.cursor()
        #expect(cursor.y == 4 && cursor.x == 8 + 6 + 1 + 4)
        try session.press("C-f")
        try session.press("C-u")
        try session.type("dear")
        try session.press("Enter")
        try session.waitFor("Found \u{201C}dear\u{201D}")
        cursor = try session.cursor()
        #expect(cursor.y == 4 && cursor.x == 8 + 16 + 4)
        try session.press("F3")
        try session.waitFor("Ln 3, Col 5")
        try session.press("C-n")
        try session.waitFor("(from the top again)")
        cursor = try session.cursor()
        #expect(cursor.y == 3 && cursor.x == 8 + 4)
        // Typing replaces the found word, as in most editors.
        try session.type("Hi")
        try session.waitFor("Hi Min-ji,")
    }

    /// A letter written with decomposed Hangul and accents (as macOS writes
    /// them) is found by a search typed composed, and the other way round; a
    /// ligature by its letters. The cursor lands after the letter's own
    /// characters: 한글 is 4 cells however many scalars spell it.
    @Test func findMatchesAcrossUnicodeForms() throws {
        let folder = try ScratchFolder()
        let nfd = "\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}"
        let nfc = "\u{D55C}\u{AE00}"
        try "Dear Min-ji,\nA \(nfd) caf\u{E9}\nZ \(nfc) cafe\u{301} \u{FB01}n\n".write(
            toFile: folder.file("forms.letter"), atomically: true, encoding: .utf8)
        let session = try start("forms.letter", in: folder)
        try session.press("C-f")
        try session.waitFor("Find:")
        try session.send(bytes: nfc)
        try session.press("Enter")
        try session.waitFor("Found")
        var cursor = try session.cursor()
        #expect(cursor.y == 4 && cursor.x == 8 + 2 + 4)
        // Again, typed decomposed: the next match is the composed 한글.
        try session.press("C-f")
        try session.press("C-u")
        try session.send(bytes: nfd)
        try session.press("Enter")
        try session.waitFor("Ln 3, Col 7")
        cursor = try session.cursor()
        #expect(cursor.y == 5 && cursor.x == 8 + 2 + 4)
        try session.press("C-f")
        try session.press("C-u")
        try session.send(bytes: "CAFE\u{301}")
        try session.press("Enter")
        try session.waitFor("Ln 3, Col 12")
        try session.press("C-f")
        try session.press("C-u")
        try session.type("fin")
        try session.press("Enter")
        try session.waitFor("Ln 3, Col 15")
    }

    /// Writing past the bottom of a paper taller than the terminal scrolls the
    /// view a row at a time; the terminal moves the rows itself, and the screen
    /// is then exactly what a full repaint draws.
    @Test func scrollingWhileWritingLeavesTheScreenAsAFullRepaintDrawsIt() throws {
        let folder = try ScratchFolder()
        let session = try start("tall.letter --paper long", in: folder)
        for line in 1...30 {
            try session.type("line \(line) 안녕")
            try session.press("Enter")
        }
        try session.type("the end")
        let typed = try session.waitFor("the end")
        #expect(typed.contains("line 30 안녕"))
        #expect(!typed.contains("line 1 안녕\n"))
        // A resize away and back redraws everything from scratch. At 80 columns
        // the sheet's border is in the first column; at 84, two columns in.
        func border(_ screen: String) -> Int? {
            guard let row = screen.split(separator: "\n").first(where: { $0.contains("line 10") }),
                let edge = row.firstIndex(of: "│")
            else { return nil }
            return row.distance(from: row.startIndex, to: edge)
        }
        try session.resize(columns: 84, rows: 24)
        try session.waitFor("the frame at 84 columns") { border($0) == 2 }
        try session.resize(columns: 80, rows: 24)
        let repainted = try session.waitFor("the frame at 80 columns again") { border($0) == 0 && $0.contains("the end") }
        // The status row's figures may have caught up meanwhile: compare the rest.
        #expect(repainted.split(separator: "\n").dropLast() == typed.split(separator: "\n").dropLast())
    }
}
