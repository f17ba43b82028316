import LetterKit
import Testing

/// The terminal around the paper: resizes, short terminals that scroll, the
/// wheel, clicks, and `PaperLayout`'s three fits.
@Suite struct EditorTerminalTests {
    /// "line 1" … "line 30" on a 30-line, 20-column paper in a 60×10 terminal:
    /// the 34-row sheet is shown 8 rows at a time.
    private func longLetter() throws -> EditorHarness {
        let text = (1...30).map { "line \($0)" }.joined(separator: "\n")
        return EditorHarness(paper: try Paper(lines: 30, columns: 20), text: text, rows: 10, columns: 60)
    }

    @Test func terminalNarrowerThanThePaperKeepsTheLetterSafe() throws {
        var editor = try EditorHarness.smallPaper(text: "Dear Ann,", path: "/tmp/ann.letter")
        editor.send(.resize(rows: 10, columns: 19))

        // The message is wrapped to 19 − 2 = 17 columns from column 1; no paper.
        // The title drops the paper to fit, keeping the name.
        #expect(
            editor.screenText == """
                 ann.letter
                 Terminal too
                 small for this
                 paper: it needs
                 20 columns and 3
                 rows, has 19×10.
                 Ctrl-S saves,
                 Ctrl-Q quits.


                """)
        #expect(editor.cursor == nil)
        #expect(!editor.screenText.contains("┌"))

        // Typing is refused with a message, not a flash; the letter is unchanged.
        #expect(editor.type("x") == [])
        #expect(editor.text == "Dear Ann,")
        #expect(
            editor.message
                == EditorState.Message(
                    "Terminal too small for this paper: it needs 20 columns and 3 rows, has 19×10. "
                        + "Ctrl-S saves, Ctrl-Q quits.", tone: .warning))
        // The message is cut at the edge, "…" saying there is more.
        #expect(editor.statusRow == " Terminal too sma…")
        #expect(editor.statusStyle == .statusWarning)

        // Saving and quitting still work.
        let saved = editor.press(.control("s"))
        #expect(saved.count == 1)
        let request = try #require(EditorHarness.saveRequest(in: saved))
        #expect(request.path == "/tmp/ann.letter")
        #expect(request.text == "Dear Ann,")
        #expect(editor.press(.control("q")) == [.quit])
    }

    @Test func resizeBackDrawsThePaperWithTheLetterIntact() throws {
        var editor = try EditorHarness.smallPaper(text: "Dear Ann,")
        editor.press(.ctrl(.end))
        editor.send(.resize(rows: 10, columns: 19))
        editor.press(.backspace, .enter)
        #expect(editor.text == "Dear Ann,")

        editor.send(.resize(rows: 10, columns: 60))
        #expect(editor.screen[1] == "                ┌──────────────────────────┐")
        #expect(editor.screen[3] == "                │   Dear Ann,              │")
        #expect(editor.screen[7] == "                └──────────────────────────┘")
        #expect(editor.cursor == Spot(row: 3, column: 29))
        // The message from the small terminal stays until the next key.
        editor.type("!")
        #expect(editor.textWithCursor == "Dear Ann,!|")
        #expect(editor.message == nil)
    }

    @Test func quitInATooSmallTerminalStillAsksAboutChanges() throws {
        var editor = try EditorHarness.smallPaper(text: "Dear Ann,")
        editor.type("x")
        editor.send(.resize(rows: 10, columns: 19))
        #expect(editor.press(.control("q")) == [])
        #expect(editor.state.mode == .confirmQuit)
        #expect(editor.statusRow == " Save changes bef…")
        #expect(editor.press(.character("n")) == [.quit])
    }

    @Test func shortTerminalScrollsToKeepTheCursorVisible() throws {
        var editor = try longLetter()
        // From the top: border row 1, margin row 2, lines 1–6 on rows 3–8.
        #expect(editor.screen[1] == "                ┌──────────────────────────┐")
        #expect(editor.screen[3] == "                │   line 1                 │")
        #expect(editor.screen[8] == "                │   line 6                 │")
        #expect(editor.cursor == Spot(row: 3, column: 20))

        // The end of the letter is the paper's last line: the view shows it with
        // the bottom margin and border below it.
        editor.press(.ctrl(.end))
        #expect(editor.textWithCursor.hasSuffix("line 30|"))
        #expect(editor.screen[1] == "                │   line 25                │")
        #expect(editor.screen[6] == "                │   line 30                │")
        #expect(editor.screen[7] == "                │                          │")
        #expect(editor.screen[8] == "                └──────────────────────────┘")
        #expect(editor.cursor == Spot(row: 6, column: 27))
        editor.pause()
        #expect(editor.statusRow.contains("Ln 30, Col 8 · 30/30 lines"))

        // Up past the top of the view scrolls one row at a time.
        for _ in 0..<7 { editor.press(.up) }
        #expect(editor.textWithCursor.contains("\nline 23|\n") || editor.textWithCursor.contains("\n|line 23\n"))
        #expect(editor.screen[1] == "                │   line 23                │")
        #expect(editor.cursor?.row == 1)

        // Back to the start shows the top border again.
        editor.press(.ctrl(.home))
        #expect(editor.screen[1] == "                ┌──────────────────────────┐")
        #expect(editor.cursor == Spot(row: 3, column: 20))
    }

    @Test func pageDownMovesAScreenfulMinusOne() throws {
        var editor = try longLetter()
        editor.press(.pageDown)
        // 8 visible lines, so 7 down: "line 8", on the view's last row.
        #expect(editor.textWithCursor.contains("\n|line 8\n"))
        #expect(editor.screen[8] == "                │   line 8                 │")
        #expect(editor.cursor == Spot(row: 8, column: 20))
        editor.press(.pageUp)
        #expect(editor.textWithCursor.hasPrefix("|line 1\n"))
        #expect(editor.screen[1] == "                ┌──────────────────────────┐")
    }

    @Test func wheelScrollsTheViewAndTheCursorFollows() throws {
        var editor = try longLetter()
        #expect(editor.send(.scroll(rows: 5)) == [])
        // Paper rows 5–12 are lines 4–11; the cursor, on line 1, moves to the
        // first line shown.
        #expect(editor.screen[1] == "                │   line 4                 │")
        #expect(editor.screen[8] == "                │   line 11                │")
        #expect(editor.textWithCursor.contains("\n|line 4\n"))
        #expect(editor.cursor == Spot(row: 1, column: 20))

        // Back up: the cursor is still in view and stays where it is.
        editor.send(.scroll(rows: -10))
        #expect(editor.screen[1] == "                ┌──────────────────────────┐")
        #expect(editor.textWithCursor.contains("\n|line 4\n"))
        #expect(editor.cursor == Spot(row: 6, column: 20))
    }

    @Test func clickPlacesTheCursorOnTheCharacter() throws {
        var editor = try EditorHarness.smallPaper(text: "Dear Ann,\nHow are you?\n안녕하세요")
        #expect(editor.send(.click(row: 4, column: 24)) == [])
        #expect(editor.textWithCursor == "Dear Ann,\nHow |are you?\n안녕하세요")
        #expect(editor.cursor == Spot(row: 4, column: 24))

        // Either cell of a wide character puts the cursor before it.
        editor.send(.click(row: 5, column: 23))
        #expect(editor.textWithCursor == "Dear Ann,\nHow are you?\n안|녕하세요")
        #expect(editor.cursor == Spot(row: 5, column: 22))
        editor.send(.click(row: 5, column: 22))
        #expect(editor.cursor == Spot(row: 5, column: 22))

        // Past the end of a line: the end of that line.
        editor.send(.click(row: 3, column: 50))
        #expect(editor.textWithCursor == "Dear Ann,|\nHow are you?\n안녕하세요")
        // In the left margin: the start of the line.
        editor.send(.click(row: 4, column: 17))
        #expect(editor.cursor == Spot(row: 4, column: 20))
        // On the border rows: the nearest writing line.
        editor.send(.click(row: 1, column: 25))
        #expect(editor.textWithCursor == "Dear |Ann,\nHow are you?\n안녕하세요")
        editor.send(.click(row: 7, column: 30))
        #expect(editor.textWithCursor == "Dear Ann,\nHow are you?\n안녕하세요|")
    }

    @Test func clickDropsTheSelection() throws {
        var editor = try EditorHarness.smallPaper(text: "Dear Ann,")
        editor.press(.control("a"))
        editor.send(.click(row: 3, column: 22))
        #expect(editor.state.page.selection == nil)
        #expect(editor.textWithCursor == "De|ar Ann,")
    }

    @Test func clickOnAScrolledPage() throws {
        var editor = try longLetter()
        editor.press(.ctrl(.end))
        // Row 1 shows "line 25" (see shortTerminalScrollsToKeepTheCursorVisible).
        editor.send(.click(row: 1, column: 22))
        #expect(editor.textWithCursor.contains("\nli|ne 25\n"))
        #expect(editor.cursor == Spot(row: 1, column: 22))
    }

    @Test func bareFitDrawsOnlyTheWritingLines() throws {
        // 24 columns: too narrow for the 28-column frame, wide enough for 20.
        let editor = EditorHarness(
            paper: try Paper(lines: 3, columns: 20), text: "Dear Ann,", rows: 10, columns: 24)
        // Writing area from column (24 − 20) / 2 = 2; three rows centred in eight
        // view rows start at row 1 + (8 − 3) / 2 = 3.
        // The full title (37 cells) does not fit 24 columns, so it is just the
        // name, and the F1 hint has room at the right.
        #expect(
            editor.screenText == """
                 New letter     F1 help


                  Dear Ann,






                """)
        #expect(editor.cursor == Spot(row: 3, column: 2))
        #expect(editor.frame.rows[4][1].style == .desk)
        #expect((2..<22).allSatisfy { editor.frame.rows[4][$0].style == .line })
        #expect(editor.frame.rows[4][22].style == .desk)
    }

    @Test func paperLayoutFits() throws {
        let paper = try Paper(lines: 3, columns: 20)
        func layout(_ rows: Int, _ columns: Int, lines: Int = 1) -> PaperLayout {
            PaperLayout(paper: paper, lineCount: lines, terminal: TerminalSize(rows: rows, columns: columns))
        }

        let framed = layout(10, 60)
        #expect(framed.fit == .framed)
        #expect(framed.textColumn == 20)
        #expect(framed.viewRows == 8)
        #expect(framed.lineCount == 3)
        #expect(framed.totalRows == 7)
        #expect(framed.firstLineRow == 2)
        #expect(framed.topRow == 1)
        #expect(framed.terminalRow(ofPaperRow: 0, scrollTop: 0) == 1)
        #expect(framed.terminalRow(ofPaperRow: framed.paperRow(ofLine: 2), scrollTop: 0) == 5)

        // Exactly the framed width, 20 + 2·3 + 2 = 28.
        #expect(layout(10, 28).fit == .framed)
        #expect(layout(10, 28).textColumn == 4)

        let bare = layout(10, 27)
        #expect(bare.fit == .bare)
        #expect(bare.textColumn == 3)
        #expect(bare.totalRows == 3)
        #expect(bare.firstLineRow == 0)
        #expect(bare.topRow == 3)
        #expect(layout(10, 20).fit == .bare)
        #expect(layout(10, 20).textColumn == 0)

        let narrow = layout(10, 19)
        #expect(narrow.fit == .tooSmall)
        #expect(narrow.paperPoint(row: 3, column: 5, scrollTop: 0) == nil)
        #expect(
            narrow.tooSmallMessage(.micro)
                == "Terminal too small for this paper: it needs 20 columns and 3 rows, has 19×10. "
                + "Ctrl-S saves, Ctrl-Q quits.")

        // A title row, a status row and at least one row of paper.
        #expect(layout(2, 60).fit == .tooSmall)
        #expect(layout(3, 60).fit == .framed)
        #expect(layout(3, 60).viewRows == 1)

        // An over-full letter draws all its lines.
        #expect(layout(12, 60, lines: 5).lineCount == 5)
        #expect(layout(12, 60, lines: 5).totalRows == 9)
    }

    @Test func paperLayoutOfTheDefaultPaper() {
        let whole = PaperLayout(paper: .letter, lineCount: 1, terminal: TerminalSize(rows: 24, columns: 80))
        #expect(whole.fit == .framed)
        #expect(whole.textColumn == 8)
        #expect(whole.totalRows == 22)
        #expect(whole.viewRows == 22)
        #expect(whole.topRow == 1)
        #expect(whole.visibleLineRange(scrollTop: 0) == 0..<18)

        // One row shorter: the sheet no longer fits and scrolls.
        let short = PaperLayout(paper: .letter, lineCount: 1, terminal: TerminalSize(rows: 23, columns: 80))
        #expect(short.totalRows > short.viewRows)
        #expect(short.terminalRow(ofPaperRow: 21, scrollTop: 0) == nil)
        #expect(short.terminalRow(ofPaperRow: 21, scrollTop: 1) == 21)
    }

    @Test func paperLayoutMapsClicksToPaperPoints() throws {
        let paper = try Paper(lines: 3, columns: 20)
        let framed = PaperLayout(paper: paper, lineCount: 3, terminal: TerminalSize(rows: 10, columns: 60))
        #expect(framed.paperPoint(row: 4, column: 25, scrollTop: 0) == VisualPoint(row: 1, column: 5))
        #expect(framed.paperPoint(row: 3, column: 20, scrollTop: 0) == VisualPoint(row: 0, column: 0))
        #expect(framed.paperPoint(row: 1, column: 5, scrollTop: 0) == VisualPoint(row: 0, column: 0))
        #expect(framed.paperPoint(row: 8, column: 45, scrollTop: 0) == VisualPoint(row: 2, column: 25))

        let tall = PaperLayout(
            paper: try Paper(lines: 30, columns: 20), lineCount: 30, terminal: TerminalSize(rows: 10, columns: 60))
        // Scrolled to paper row 26: terminal row 1 shows line 24 (from 0).
        #expect(tall.paperPoint(row: 1, column: 22, scrollTop: 26) == VisualPoint(row: 24, column: 2))
        #expect(tall.visibleLineRange(scrollTop: 26) == 24..<30)
        #expect(tall.visibleLineRange(scrollTop: 0) == 0..<6)
    }

    @Test func textPastTheRightEdgeIsClipped() throws {
        var editor = try EditorHarness.smallPaper(
            text: "Dear Ann,", path: "/tmp/a-very-long-name-for-a-letter-to-ann.letter")
        // 67 characters of title in 60 columns: the paper is dropped, and the name
        // (44 cells) leaves room for the F1 hint.
        #expect(editor.titleRow == " a-very-long-name-for-a-letter-to-ann.letter        F1 help")
        editor.type("!")
        // The modified mark stays in sight; now there is no room for the hint.
        #expect(editor.titleRow == " a-very-long-name-for-a-letter-to-ann.letter · modified")
        editor.press(.control("s"))
        editor.send(.saveFinished(.failed(.notAFile(path: "/mnt"))))
        // The save-as prompt shows the end of the long name, where the cursor is.
        #expect(editor.screen[8] == " Not saved: cannot save /mnt: it is not a regular file.")
        #expect(editor.statusRow == " Save as: /tmp/a-very-long-name-for-a-letter-to-ann.letter")
        #expect(editor.cursor == Spot(row: 9, column: 58))
    }

    @Test func wideFileNameLeavesRoomForTheTitle() throws {
        let paper = try Paper(lines: 3, columns: 20)
        let path = "/x/편지편지편지편지편지.letter"
        // The title is 41 characters but 51 cells: the hint does not fit in 55.
        let narrow = EditorHarness(paper: paper, path: path, rows: 10, columns: 55)
        #expect(narrow.titleRow == " 편지편지편지편지편지.letter · custom paper, 3 × 20")
        // In 80 it does, from column 72.
        let wide = EditorHarness(paper: paper, path: path, rows: 10, columns: 80)
        #expect(wide.titleRow == " 편지편지편지편지편지.letter · custom paper, 3 × 20                     F1 help")
    }

    @Test func statusCountsSayOneWordAndOneChar() throws {
        var editor = try EditorHarness.smallPaper()
        editor.type("A")
        // While typing, the figures wait for a pause.
        #expect(editor.statusRow == "                Ln 1, Col 1 · 1/3 lines · 0 words · 0 chars")
        #expect(editor.state.figuresAreBehind)
        editor.pause()
        #expect(!editor.state.figuresAreBehind)
        #expect(editor.statusRow == "                  Ln 1, Col 2 · 1/3 lines · 1 word · 1 char")
    }

    @Test func renderSurvivesAnyTerminalSize() throws {
        let paper = try Paper(lines: 3, columns: 20)
        let texts = ["", "Dear Ann,\nHow are you?", "안녕하세요 반갑습니다", "a\nb\nc\nd\ne", "a\u{1B}[2J\u{7F}"]
        for text in texts {
            for rows in 0...12 {
                for columns in 0...45 {
                    var editor = EditorHarness(
                        paper: paper, text: text, path: "/tmp/편지.letter", rows: rows, columns: columns)
                    editor.press(.ctrl(.end))
                    var frame = editor.frame
                    #expect(frame.rows.count == rows)
                    #expect(frame.rows.allSatisfy { $0.count == columns })
                    #expect(frame.hasNoControlCharacters)
                    if let cursor = frame.cursor {
                        #expect((0..<rows).contains(cursor.row) && (0..<columns).contains(cursor.column))
                    }
                    editor.press(.function(1))
                    frame = editor.frame
                    #expect(frame.rows.count == rows)
                }
            }
        }
    }
}
