import LetterKit
import Testing

/// A full page says no: each of the three refusals is an error-tone status
/// message naming the case, a flash, and the letter exactly as it was.
@Suite struct EditorRefusalTests {
    /// Three lines on a 3-line paper, cursor at the end of "Yours, Bo".
    private func fullPage() throws -> EditorHarness {
        var editor = try EditorHarness.smallPaper(text: "Dear Ann,\nI miss you.\nYours, Bo")
        editor.press(.ctrl(.end))
        return editor
    }

    @Test func trailingNewlineAtTheEndOfTheLastLine() throws {
        var editor = try fullPage()
        #expect(editor.cursor == Spot(row: 5, column: 29))

        #expect(editor.press(.enter) == [.flash])
        #expect(editor.message == EditorState.Message("End of the page: line 3 is the last line.", tone: .error))
        #expect(editor.statusRow == " End of the page: line 3 is the last line.")
        #expect(editor.statusStyle == .statusError)
        #expect(editor.textWithCursor == "Dear Ann,\nI miss you.\nYours, Bo|")
        #expect(editor.cursor == Spot(row: 5, column: 29))
        #expect(editor.state.isModified == false)
    }

    @Test func newLineInTheMiddleOfTheLastLine() throws {
        var editor = try fullPage()
        editor.press(.left, .left, .left)
        #expect(editor.textWithCursor == "Dear Ann,\nI miss you.\nYours,| Bo")

        #expect(editor.press(.enter) == [.flash])
        #expect(editor.message == EditorState.Message("No room for a new line: the page has 3 lines.", tone: .error))
        #expect(editor.statusRow == " No room for a new line: the page has 3 lines.")
        #expect(editor.statusStyle == .statusError)
        #expect(editor.textWithCursor == "Dear Ann,\nI miss you.\nYours,| Bo")
    }

    @Test func newLineOnAnEarlierLineOfAFullPage() throws {
        var editor = try fullPage()
        editor.press(.ctrl(.home), .end)
        #expect(editor.textWithCursor == "Dear Ann,|\nI miss you.\nYours, Bo")
        #expect(editor.press(.enter) == [.flash])
        #expect(editor.message?.text == "No room for a new line: the page has 3 lines.")
        #expect(editor.text == "Dear Ann,\nI miss you.\nYours, Bo")
    }

    @Test func typingThatWouldWrapPastTheLastLine() throws {
        var editor = try EditorHarness.smallPaper(text: "Dear Ann,\nI miss you.\nYours truly, Bo")
        editor.press(.ctrl(.end))
        // "Yours truly, Bo and " is exactly 20 cells: accepted.
        #expect(editor.type(" and ") == [])
        #expect(editor.message == nil)
        #expect(editor.screen[5] == "                │   Yours truly, Bo and    │")

        // "C" would start a fourth line.
        #expect(editor.press(.character("C")) == [.flash])
        #expect(editor.message == EditorState.Message("The page is full: that would wrap past line 3.", tone: .error))
        #expect(editor.statusRow == " The page is full: that would wrap past line 3.")
        #expect(editor.statusStyle == .statusError)
        #expect(editor.textWithCursor == "Dear Ann,\nI miss you.\nYours truly, Bo and |")
        #expect(editor.screen[5] == "                │   Yours truly, Bo and    │")
        #expect(editor.screen[6] == "                │                          │")
    }

    @Test func refusalMessageClearsOnTheNextKey() throws {
        var editor = try fullPage()
        editor.press(.enter)
        #expect(editor.message != nil)
        editor.press(.backspace)
        #expect(editor.message == nil)
        #expect(editor.text == "Dear Ann,\nI miss you.\nYours, B")
        #expect(editor.statusStyle == .status)
    }

    @Test func pasteMoreThanFitsKeepsTheFittingPrefix() throws {
        var editor = try EditorHarness.smallPaper()
        let effects = editor.send(.edit(.paste("one two three four five six seven eight nine ten eleven twelve")))
        // Lines: "one two three four " / "five six seven eight" (the space hangs) /
        // "nine ten eleven twel" fills line 3; "ve" (2 characters) is left out.
        #expect(effects == [.flash])
        #expect(editor.text == "one two three four five six seven eight nine ten eleven twel")
        #expect(
            editor.message
                == EditorState.Message("Pasted 60 characters; 2 (1 line) did not fit on the page", tone: .warning))
        #expect(editor.statusRow == " Pasted 60 characters; 2 (1 line) did not fit on the page")
        #expect(editor.statusStyle == .statusWarning)
        #expect(editor.screen[3] == "                │   one two three four     │")
        #expect(editor.screen[4] == "                │   five six seven eight   │")
        #expect(editor.screen[5] == "                │   nine ten eleven twel   │")
        #expect(editor.state.isModified)
    }

    @Test func pasteOfParagraphsStopsAtTheLastLine() throws {
        var editor = try EditorHarness.smallPaper()
        #expect(editor.send(.edit(.paste("alpha\nbravo\ncharlie\ndelta\necho"))) == [.flash])
        #expect(editor.textWithCursor == "alpha\nbravo\ncharlie|")
        // 5 + 1 + 5 + 1 + 7 = 19 characters went in; "\ndelta\necho" (11) did not.
        #expect(editor.message?.text.hasPrefix("Pasted 19 characters; 11 (") == true)
        #expect(editor.message?.tone == .warning)
    }

    @Test func pasteCutAtANewlineCountsTheLinesLeftOut() throws {
        var editor = try EditorHarness.smallPaper()
        editor.send(.edit(.paste("alpha\nbravo\ncharlie\ndelta\necho")))
        // Left out: "\ndelta\necho", 11 characters; the newline at the cut only
        // ends "charlie", so "delta" and "echo" are the two lines that did not fit.
        #expect(editor.message?.text == "Pasted 19 characters; 11 (2 lines) did not fit on the page")
    }

    @Test func pasteWhenThePageIsFullIsRefused() throws {
        var editor = try fullPage()
        #expect(editor.send(.edit(.paste("\nP.S."))) == [.flash])
        #expect(editor.text == "Dear Ann,\nI miss you.\nYours, Bo")
        #expect(editor.message?.tone == .error)
    }

    @Test func readOnlyLetterRefusesEdits() throws {
        var editor = try EditorHarness.smallPaper(text: "Dear Ann,", path: "/tmp/ann.letter")
        // Opened read-only, as when another window has the letter.
        editor.send(.ask([.openElsewhere(name: "ann.letter", pid: 4242)]))
        editor.press(.enter)
        #expect(editor.state.isReadOnly)
        #expect(editor.titleRow == " ann.letter · custom paper, 3 × 20 · read-only      F1 help")
        #expect(editor.type("x") == [.flash])
        #expect(
            editor.message
                == EditorState.Message("Read-only: another letter window has this file open", tone: .warning))
        #expect(editor.press(.control("v"), .backspace, .enter) == [.flash, .flash])
        #expect(editor.text == "Dear Ann,")
        // Moving about is still fine.
        #expect(editor.press(.ctrl(.end)) == [])
        #expect(editor.cursor == Spot(row: 3, column: 29))
    }

    /// Whatever would change the file (a key, a save, a save-as, a picture),
    /// the refusal is the one sentence: the reason is the same.
    @Test(arguments: [Key.character("x"), .control("s"), .alt(.character("o")), .alt(.character("p"))])
    func aReadOnlyLetterRefusesEveryChangeInTheSameWords(key: Key) throws {
        var editor = try EditorHarness.smallPaper(text: "Dear Ann,", path: "/tmp/ann.letter")
        editor.send(.ask([.openElsewhere(name: "ann.letter", pid: 4242)]))
        editor.press(.enter)
        #expect(editor.press(key) == [.flash])
        #expect(
            editor.message
                == EditorState.Message("Read-only: another letter window has this file open", tone: .warning))
        #expect(editor.state.mode == .editing)
    }

    @Test func overFullLetterShowsLinesPastThePaper() throws {
        var editor = EditorHarness(
            paper: try Paper(lines: 3, columns: 20), text: "a\nb\nc\nd\ne", rows: 12, columns: 60)
        // 5 lines drawn on a 3-line sheet: 9 rows in 10 view rows, from row 1.
        // Lines past the paper get a ✗ in the right margin (column 20 + 20 + 1).
        #expect(
            editor.screenText == """
                 New letter · custom paper, 3 × 20                  F1 help
                                ┌──────────────────────────┐
                                │                          │
                                │   a                      │
                                │   b                      │
                                │   c                      │
                                │   d                    ✗ │
                                │   e                    ✗ │
                                │                          │
                                └──────────────────────────┘

                 2 lines over the page: trim the letter to fit
                """)
        #expect(editor.statusStyle == .statusWarning)
        #expect(editor.frame.rows[5][20].style == .line)
        #expect(editor.frame.rows[6][20].style == .overLine)
        #expect(editor.frame.rows[7][20].style == .overLine)

        // Trimming is accepted: Backspace at the end empties the last line, then
        // joins it to the one above.
        editor.press(.ctrl(.end))
        #expect(editor.press(.backspace) == [])
        #expect(editor.text == "a\nb\nc\nd\n")
        #expect(editor.statusRow == " 2 lines over the page")
        #expect(editor.press(.backspace) == [])
        #expect(editor.text == "a\nb\nc\nd")
        #expect(editor.statusRow == " 1 line over the page")
        #expect(editor.statusStyle == .statusWarning)
        // Four lines make an 8-row sheet, now centred from row 2: "d" is on row 7.
        #expect(editor.screen[7] == "                │   d                    ✗ │")
        #expect(editor.cursor == Spot(row: 7, column: 21))

        // Growing it is not.
        #expect(editor.press(.enter) == [.flash])
        #expect(editor.text == "a\nb\nc\nd")
    }
}
