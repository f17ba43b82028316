import Testing

@testable import LetterKit

/// What a row of a large or wide line is written as with each
/// `large_type`, and the marks a frame gives its sized rows.
@Suite("Type sizes: sized rows on the screen")
struct SizedRowTests {
    /// A row `width` cells wide: `margin` from column 0, `text` (already
    /// spaced, as the paper draws it) after it, blank cells after that.
    static func row(_ margin: String, _ text: String, width: Int = 16) -> [Cell] {
        var frame = Frame(size: TerminalSize(rows: 1, columns: width), style: .line)
        let column = frame.put(margin, row: 0, column: 0, style: .desk)
        frame.put(text, row: 0, column: column, style: .line)
        return frame.rows[0]
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var size: RowSize
        var way: LargeTypeChoice
        var margin: String
        var text: String
        /// The upper row's spaced text, for a large line's lower row.
        var upper: String?
        var written: String
        var testDescription: String { "\(size) \(way) \(text.isEmpty ? upper ?? "" : text)" }
    }

    static let esc = "\u{1B}"

    static func blank(_ count: Int) -> String { String(repeating: " ", count: count) }

    @Test(arguments: [
        // dec: the attribute, the margin halved, each character once.
        Case(size: .largeTop, way: .dec, margin: "1234", text: "H i ", written: esc + "#3" + "13Hi" + blank(4)),
        Case(
            size: .largeBottom, way: .dec, margin: "1234", text: "", upper: "H i ",
            written: esc + "#4" + "13Hi" + blank(4)),
        Case(size: .wide, way: .dec, margin: "1234", text: "H i ", written: esc + "#6" + "13Hi" + blank(4)),
        // An odd margin: its cells every other one, the text whole.
        Case(size: .wide, way: .dec, margin: "123", text: "H i ", written: esc + "#6" + "13Hi" + blank(5)),
        Case(size: .largeTop, way: .dec, margin: "12", text: "안  녕  ", written: esc + "#3" + "1안녕" + blank(3)),
        // kitty: a large line's text once, twice the size, on its upper row.
        Case(
            size: .largeTop, way: .kitty, margin: "1234", text: "H i ",
            written: "1234" + esc + "]66;s=2;Hi" + esc + "\\" + blank(8)),
        Case(
            size: .largeBottom, way: .kitty, margin: "1234", text: "", upper: "H i ",
            written: "1234" + esc + "[4C" + blank(8)),
        Case(
            size: .largeTop, way: .kitty, margin: "12", text: "안  녕  ",
            written: "12" + esc + "]66;s=2;안녕" + esc + "\\" + blank(6)),
        // kitty has no width alone: a wide line is written spaced.
        Case(size: .wide, way: .kitty, margin: "1234", text: "H i ", written: "1234H i " + blank(8)),
        // spaced: the cells as they are, whatever the size.
        Case(size: .largeTop, way: .spaced, margin: "1234", text: "H i ", written: "1234H i " + blank(8)),
        Case(
            size: .largeBottom, way: .spaced, margin: "1234", text: "", upper: "H i ",
            written: "1234" + blank(12)),
        Case(size: .wide, way: .spaced, margin: "12", text: "안  녕  ", written: "12안  녕  " + blank(6)),
    ])
    func eachSizeIsWrittenAs(_ row: Case) {
        let sized = SizedRow(size: row.size, textColumn: CellWidth.of(row.margin))
        let upper = row.upper.map { Self.row(row.margin, $0) }
        #expect(sized.text(of: Self.row(row.margin, row.text), upper: upper, way: row.way) == row.written)
    }

    @Test func anEmptyLargeLineIsWrittenWithoutAScaledText() {
        let sized = SizedRow(size: .largeTop, textColumn: 2)
        #expect(sized.text(of: Self.row("12", ""), way: .kitty) == "12" + String(repeating: " ", count: 14))
    }

    @Test func aRowStoppingBeingSizedGetsSingleWidthBack() {
        #expect(RowSize.single.decAttribute == Self.esc + "#5")
    }

    @Test func aFrameMarksALargeLinesRowsAndAWideOnesRow() {
        var state = EditorState(page: makePage("Big\nwide\nplain|", paper: sheet(10, 20)), path: "/tmp/a.letter")
        _ = update(&state, .resize(rows: 14, columns: 30))
        var renderer = FrameRenderer()
        #expect(renderer.render(state, state.terminal).sizedRows.isEmpty)
        state.page.move(.documentStart)
        #expect(state.page.perform(.setSize(.large)) == .applied)
        state.page.move(.down)
        #expect(state.page.perform(.setSize(.wide)) == .applied)
        let frame = renderer.render(state, state.terminal)
        #expect(frame == render(state, state.terminal))
        let rows = frame.sizedRows.keys.sorted()
        #expect(rows.count == 3)
        guard rows.count == 3 else { return }
        #expect(rows[1] == rows[0] + 1 && rows[2] == rows[1] + 1)
        #expect(rows.map { frame.sizedRows[$0]?.size } == [.largeTop, .largeBottom, .wide])
        #expect(frame.lines[rows[0]].contains("B i g"))
        // Normal again: the marks go with the size, in the incremental frame too.
        state.page.move(.documentStart)
        #expect(state.page.perform(.setSize(.normal)) == .applied)
        let after = renderer.render(state, state.terminal)
        #expect(after == render(state, state.terminal))
        #expect(after.sizedRows.values.map(\.size) == [.wide])
    }
}
