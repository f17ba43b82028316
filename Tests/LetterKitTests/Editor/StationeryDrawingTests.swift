import Testing

@testable import LetterKit

/// The editor draws a paper's look: its margin, border, letterhead and ruling.
///
/// The sheets are 3 × 20 in a 60×10 terminal, as in `EditorHarness.smallPaper`.
/// A margin m frames 20 + 2m + 2 cells, centred: the left border at
/// (60 − 22 − 2m) / 2 = 19 − m, the writing area always at 20 (the centring
/// takes what the margin adds from both sides), the right border at 40 + m.
/// Rows: border 1, top margin 2, writing lines 3–5, margin 6, border 7.
@Suite("Stationery: drawing a paper's look")
struct StationeryDrawingTests {
    static func card(_ look: PaperLook, lines: Int = 3) -> Paper { sheet(lines, 20).withLook(look) }

    static func editor(_ look: PaperLook, text: String = "Dear Ann,", rows: Int = 10, columns: Int = 60)
        -> EditorHarness
    {
        EditorHarness(paper: card(look), text: text, rows: rows, columns: columns)
    }

    static func layout(_ look: PaperLook, columns: Int = 60) -> PaperLayout {
        PaperLayout(paper: card(look), lineCount: 1, terminal: TerminalSize(rows: 10, columns: columns))
    }

    // MARK: Border

    /// Each style's corners and sides, read from the drawn sheet: top-left,
    /// top-right, bottom-left, bottom-right, top edge, left side.
    @Test(arguments: [
        (BorderStyle.single, "┌┐└┘─│"), (.double, "╔╗╚╝═║"), (.rounded, "╭╮╰╯─│"), (.none, "      "),
    ])
    func borderStyleCornersAndSides(style: BorderStyle, pieces: String) {
        let frame = Self.editor(PaperLook(border: style)).frame
        let drawn = [
            frame.rows[1][16], frame.rows[1][43], frame.rows[7][16], frame.rows[7][43], frame.rows[1][30],
            frame.rows[3][16],
        ]
        #expect(drawn.map(\.text).joined() == pieces)
        // A border of spaces is still the sheet: paper, not desk.
        #expect(drawn.allSatisfy { $0.style == .paper })
        #expect(frame.rows[4][43] == Cell(drawn[5].text, .paper))
        #expect(frame.rows[1][15].style == .desk && frame.rows[1][44].style == .desk)
    }

    @Test func doubleBorderWithAOneCellMargin() {
        let editor = Self.editor(PaperLook(margin: 1, border: .double))
        #expect(
            editor.screen[1...7].joined(separator: "\n") == """
                                  ╔══════════════════════╗
                                  ║                      ║
                                  ║ Dear Ann,            ║
                                  ║                      ║
                                  ║                      ║
                                  ║                      ║
                                  ╚══════════════════════╝
                """)
        #expect(editor.cursor == Spot(row: 3, column: 20))
    }

    /// A borderless sheet keeps its size and colour: the same cells are paper
    /// as with a border, only blank.
    @Test func noBorderKeepsTheSheet() {
        let bordered = Self.editor(PaperLook()).frame
        let blank = Self.editor(PaperLook(border: .none)).frame
        for row in 1...7 {
            #expect(blank.rows[row].map(\.style) == bordered.rows[row].map(\.style))
        }
        #expect(blank.lines[1] == "")
        #expect(blank.lines[3] == String(repeating: " ", count: 20) + "Dear Ann,")
    }

    // MARK: Margin

    @Test func marginZeroPutsTheBorderBesideTheWritingArea() {
        let layout = Self.layout(PaperLook(margin: 0))
        #expect(layout.margin == 0)
        #expect(layout.textColumn == 20)
        #expect(layout.sheetColumns == 19..<41)
        let editor = Self.editor(PaperLook(margin: 0))
        #expect(editor.cells(inRow: 3, styled: .paper) == "││")
        #expect(editor.frame.rows[3][19].text == "│" && editor.frame.rows[3][40].text == "│")
        #expect(editor.screen[1] == String(repeating: " ", count: 19) + "┌" + String(repeating: "─", count: 20) + "┐")
        // The frame is 22 cells: it fits in 22 columns, not in 21.
        #expect(Self.layout(PaperLook(margin: 0), columns: 22).fit == .framed)
        #expect(Self.layout(PaperLook(margin: 0), columns: 21).fit == .bare)
    }

    @Test func marginEightWidensTheSheet() {
        let layout = Self.layout(PaperLook(margin: 8))
        #expect(layout.textColumn == 20)
        #expect(layout.sheetColumns == 11..<49)
        let editor = Self.editor(PaperLook(margin: 8))
        #expect(editor.frame.rows[3][11].text == "│" && editor.frame.rows[3][48].text == "│")
        #expect(editor.cells(inRow: 3, styled: .paper) == "│" + String(repeating: " ", count: 16) + "│")
        let margin = String(repeating: " ", count: 8)
        #expect(editor.screen[3] == String(repeating: " ", count: 11) + "│\(margin)Dear Ann,           \(margin)│")
        // 20 + 16 + 2 = 38 cells framed; one column less and the border goes.
        let fits = Self.layout(PaperLook(margin: 8), columns: 38)
        #expect(fits.fit == .framed && fits.textColumn == 9)
        #expect(Self.layout(PaperLook(margin: 8), columns: 37).fit == .bare)
        // A click in the left margin lands at the line's start; in the text, on its cell.
        #expect(layout.paperPoint(row: 3, column: 12, scrollTop: 0) == VisualPoint(row: 0, column: 0))
        #expect(layout.paperPoint(row: 3, column: 25, scrollTop: 0) == VisualPoint(row: 0, column: 5))
    }

    /// The ✗ beside a line past the paper stays on the sheet whatever the
    /// margin: a cell into a margin of 2 or more, the margin's only cell, or
    /// the border itself.
    @Test(arguments: [(0, 40), (1, 40), (3, 41)])
    func overMarkStaysOnTheSheet(margin: Int, column: Int) {
        let text = (1...5).map { "line \($0)" }.joined(separator: "\n")
        // 5 lines, 9 sheet rows in 12: border on row 2, line 4 (from 0) on row 8.
        let frame = Self.editor(PaperLook(margin: margin), text: text, rows: 14).frame
        #expect(frame.rows[8][column] == Cell("✗", .overLine))
        #expect(frame.rows[8][column - 1].text != "✗")
    }

    // MARK: Letterhead

    @Test func letterheadIsCentredInTheTopMargin() {
        var editor = Self.editor(PaperLook(border: .rounded, letterhead: "From Hana"))
        // 9 cells in 20: 5 before it, so from column 25.
        #expect(
            editor.screen[1...3].joined(separator: "\n") == """
                                ╭──────────────────────────╮
                                │        From Hana         │
                                │   Dear Ann,              │
                """)
        #expect(editor.cells(inRow: 2, styled: .letterhead) == "From Hana")
        #expect(editor.frame.rows[2][25] == Cell("F", .letterhead))
        // Not a writing line: the letter still has one line, the cursor stays
        // off it going up, and a click on it lands on the first line.
        #expect(editor.state.page.lineCount == 1)
        editor.press(.up)
        #expect(editor.cursor == Spot(row: 3, column: 20))
        editor.send(.click(row: 2, column: 25))
        #expect(editor.cursor == Spot(row: 3, column: 25))
        #expect(editor.textWithCursor == "Dear |Ann,")
    }

    @Test func wideLetterheadIsCentredByItsCells() {
        // 한나의 편지지: 6 + 1 + 6 = 13 cells, 3 before it.
        let editor = Self.editor(PaperLook(letterhead: "한나의 편지지"))
        #expect(editor.frame.rows[2][23] == Cell("한", .letterhead))
        #expect(editor.frame.rows[2][24] == Cell("", .letterhead))
        #expect(editor.screen[2] == String(repeating: " ", count: 16) + "│      한나의 편지지       │")
    }

    @Test func letterheadWiderThanTheLineIsCut() {
        // 31 cells: the first 19 and "…" fill the writing area.
        let editor = Self.editor(PaperLook(letterhead: "Warmest wishes from Jeju Island"))
        #expect(editor.cells(inRow: 2, styled: .letterhead) == "Warmest wishes from…")
        #expect(editor.frame.rows[2][20] == Cell("W", .letterhead))
        #expect(editor.frame.rows[2][39] == Cell("…", .letterhead))
        #expect(editor.frame.rows[2][40] == Cell(" ", .paper))
    }

    @Test func wideLetterheadIsCutWithoutSplittingACharacter() {
        // 11 syllables, 22 cells: 9 of them (18 cells) and "…" make 19, one
        // cell short of the line, so it starts at 20 + 0.
        let editor = Self.editor(PaperLook(letterhead: "가나다라마바사아자차카"))
        #expect(editor.cells(inRow: 2, styled: .letterhead) == "가나다라마바사아자…")
        #expect(editor.frame.rows[2][20] == Cell("가", .letterhead))
        #expect(editor.frame.rows[2][38] == Cell("…", .letterhead))
    }

    @Test func bareLayoutShowsNoLetterhead() {
        // 27 columns: one short of the 28-cell frame.
        let editor = Self.editor(PaperLook(letterhead: "From Hana"), columns: 27)
        #expect(editor.frame.rows.allSatisfy { row in row.allSatisfy { $0.style != .letterhead } })
        #expect(!editor.screenText.contains("From Hana"))
        #expect(editor.screen[3] == "   Dear Ann,")
    }

    // MARK: Ruling

    @Test func unruledPaperDrawsTextAndBlankLinesUnruled() {
        let editor = Self.editor(PaperLook(ruling: .none))
        #expect(editor.cells(inRow: 3, styled: .unruledLine) == "Dear Ann,           ")
        for row in 4...5 {
            #expect(editor.cells(inRow: row, styled: .unruledLine) == String(repeating: " ", count: 20))
        }
        #expect(editor.frame.rows.allSatisfy { row in row.allSatisfy { $0.style != .line } })
    }

    @Test func unruledPaperKeepsOverLinesMarked() {
        let text = (1...5).map { "line \($0)" }.joined(separator: "\n")
        let frame = Self.editor(PaperLook(ruling: .none), text: text, rows: 14).frame
        // Lines 0–2 on rows 4–6, the two over the paper on rows 7–8.
        for row in 4...6 { #expect(frame.rows[row][20...39].allSatisfy { $0.style == .unruledLine }) }
        for row in 7...8 { #expect(frame.rows[row][20...39].allSatisfy { $0.style == .overLine }) }
    }

    // MARK: The standard look

    /// A look spelled out as the editor always drew draws exactly what a
    /// preset draws; the existing screen tests pin what that is.
    @Test func spelledOutStandardLookDrawsAsBefore() {
        let spelled = PaperLook(
            margin: 3, border: .single, ruling: .underline, letterhead: nil,
            status: [.style, .position, .lines, .words, .characters])
        #expect(spelled == PaperLook.standard)
        let text = "Dear Ann,\nHow are you?"
        var preset = EditorHarness(paper: .letter, text: text, rows: 24, columns: 80)
        var spelledOut = EditorHarness(paper: Paper.letter.withLook(spelled), text: text, rows: 24, columns: 80)
        preset.press(.alt(.character("b")))
        spelledOut.press(.alt(.character("b")))
        preset.pause()
        spelledOut.pause()
        #expect(preset.frame == spelledOut.frame)
        // 64 + 2·3 + 2 = 72 cells from column 4; the writing area from 8.
        #expect(preset.screen[1] == "    ┌" + String(repeating: "─", count: 70) + "┐")
        #expect(preset.frame.rows[3][8].style == .line)
        #expect(preset.statusRow.hasSuffix(" bold · Ln 1, Col 1 · 2/18 lines · 5 words · 22 chars"))
    }
}
