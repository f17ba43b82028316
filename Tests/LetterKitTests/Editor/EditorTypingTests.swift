import LetterKit
import Testing

/// Typing in any script shows on the ruled lines, in the right rows and columns.
///
/// The small paper (3 × 20) sits in a 60×10 terminal: framed width 20 + 2·3 + 2 =
/// 28, so the border starts at column (60 − 28) / 2 = 16, the writing area at
/// 16 + 1 + 3 = 20. The sheet is 3 + 4 = 7 rows in 8 view rows, so it starts on
/// row 1 + (8 − 7) / 2 = 1: border row 1, margin 2, lines 3–5, margin 6, border 7.
@Suite struct EditorTypingTests {
    @Test func typesEnglishOnTheRuledLines() throws {
        var editor = try EditorHarness.smallPaper()
        #expect(editor.type("Dear Ann,") == [])
        #expect(editor.press(.enter) == [])
        #expect(editor.type("How are you?") == [])

        #expect(editor.text == "Dear Ann,\nHow are you?")
        // Title: 45 characters, so "F1 help " fits at 60 − 8 = 52.
        // Status: 2 lines of 3, 5 words, 9 + 1 + 12 = 22 characters, cursor after
        // "How are you?" (column 13); the 46-cell right part ends at the edge.
        editor.pause()
        #expect(
            editor.screenText == """
                 New letter · custom paper, 3 × 20 · modified       F1 help
                                ┌──────────────────────────┐
                                │                          │
                                │   Dear Ann,              │
                                │   How are you?           │
                                │                          │
                                │                          │
                                └──────────────────────────┘

                              Ln 2, Col 13 · 2/3 lines · 5 words · 22 chars
                """)
        #expect(editor.cursor == Spot(row: 4, column: 32))
        #expect(editor.cells(inRow: 3, styled: .line) == "Dear Ann,           ")
    }

    @Test func typesKoreanTwoCellsPerSyllable() throws {
        var editor = try EditorHarness.smallPaper()
        editor.type("안녕")
        #expect(editor.cursor == Spot(row: 3, column: 24))
        #expect(editor.frame.rows[3][20].text == "안")
        #expect(editor.frame.rows[3][21].text == "")
        #expect(editor.frame.rows[3][22].text == "녕")
        editor.pause()
        #expect(editor.statusRow.hasPrefix(" ") && editor.statusRow.contains("Ln 1, Col 5 · 1/3 lines"))

        // 10 + 1 + 10 cells do not fit in 20: the second word moves down whole
        // (Hangul words break at spaces, "keep-all").
        editor.type("하세요 반갑습니다")
        #expect(editor.text == "안녕하세요 반갑습니다")
        editor.pause()
        #expect(
            editor.screenText == """
                 New letter · custom paper, 3 × 20 · modified       F1 help
                                ┌──────────────────────────┐
                                │                          │
                                │   안녕하세요             │
                                │   반갑습니다             │
                                │                          │
                                │                          │
                                └──────────────────────────┘

                              Ln 2, Col 11 · 2/3 lines · 2 words · 11 chars
                """)
        #expect(editor.cursor == Spot(row: 4, column: 30))
    }

    @Test func wordThatDoesNotFitWrapsToTheNextLine() throws {
        var editor = try EditorHarness.smallPaper()
        editor.type("The weather here is lovely")
        // "The weather here is " is exactly 20 cells; "lovely" starts line 2.
        #expect(editor.screen[3] == "                │   The weather here is    │")
        #expect(editor.screen[4] == "                │   lovely                 │")
        #expect(editor.cursor == Spot(row: 4, column: 26))
        editor.pause()
        #expect(editor.statusRow == "               Ln 2, Col 7 · 2/3 lines · 5 words · 26 chars")
    }

    @Test func wideCharacterAtEdgeMovesToTheNextLine() throws {
        var editor = try EditorHarness.smallPaper()
        editor.type("abcdefghijklmnopqrs")
        #expect(editor.cursor == Spot(row: 3, column: 39))
        // One cell is left; a two-cell syllable never straddles the edge.
        editor.type("한")
        #expect(editor.screen[3] == "                │   abcdefghijklmnopqrs    │")
        #expect(editor.screen[4] == "                │   한                     │")
        #expect(editor.cursor == Spot(row: 4, column: 22))
    }

    @Test func fullLineThenCursorSitsAtTheRightEdge() throws {
        var editor = try EditorHarness.smallPaper()
        editor.type("abcdefghijklmnopqrst")
        // 20 cells fill the line exactly; no empty row follows, and the cursor
        // waits just past the last cell.
        #expect(editor.state.page.lineCount == 1)
        #expect(editor.cursor == Spot(row: 3, column: 40))
        editor.type("u")
        #expect(editor.screen[4] == "                │   u                      │")
        #expect(editor.cursor == Spot(row: 4, column: 21))
    }

    @Test func controlCharactersShowInCaretForm() throws {
        var editor = try EditorHarness.smallPaper(text: "a\u{1B}[31mred\u{7F}\ntab\there\n\u{9B}2J")
        editor.press(.ctrl(.end))
        // ESC is ^[, DEL ^?, TAB ^I (two cells each); the C1 CSI is ~[.
        #expect(editor.screen[3] == "                │   a^[[31mred^?           │")
        #expect(editor.screen[4] == "                │   tab^Ihere              │")
        #expect(editor.screen[5] == "                │   ~[2J                   │")
        #expect(editor.frame.hasNoControlCharacters)
        #expect(editor.cursor == Spot(row: 5, column: 24))
        // The text itself is kept as it was.
        #expect(editor.text == "a\u{1B}[31mred\u{7F}\ntab\there\n\u{9B}2J")
    }

    @Test func defaultPaperFitsWholeIn80By24() {
        let editor = EditorHarness.defaultPaper(text: "Dear Ann,")
        // Framed width 64 + 8 = 72: border at column (80 − 72) / 2 = 4, writing at
        // 8. The sheet is 18 + 4 = 22 rows, exactly the 24 − 2 view rows.
        #expect(
            editor.screenText == """
                 New letter · letter paper, 18 × 64                                     F1 help
                    ┌──────────────────────────────────────────────────────────────────────┐
                    │                                                                      │
                    │   Dear Ann,                                                          │
                    │                                                                      │
                    │                                                                      │
                    │                                                                      │
                    │                                                                      │
                    │                                                                      │
                    │                                                                      │
                    │                                                                      │
                    │                                                                      │
                    │                                                                      │
                    │                                                                      │
                    │                                                                      │
                    │                                                                      │
                    │                                                                      │
                    │                                                                      │
                    │                                                                      │
                    │                                                                      │
                    │                                                                      │
                    │                                                                      │
                    └──────────────────────────────────────────────────────────────────────┘
                                                   Ln 1, Col 1 · 1/18 lines · 2 words · 9 chars
                """)
        #expect(editor.screen.count == 24)
        #expect(editor.screen[1].contains("┌"))
        #expect(editor.screen[22].contains("└"))
        #expect(editor.frame.rows[0].allSatisfy { $0.style == .title })
        #expect(editor.frame.rows[23].allSatisfy { $0.style == .status })
        #expect(editor.cursor == Spot(row: 3, column: 8))
    }
}
