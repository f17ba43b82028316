/// One terminal cell: the text drawn there and its style. A wide character's
/// second cell has empty text.
public struct Cell: Hashable, Sendable {
    public var text: String
    public var style: Style
    /// The ink of the character drawn here (plain everywhere but in styled text
    /// on the paper).
    public var ink: Ink

    public init(_ text: String, _ style: Style, ink: Ink = .plain) {
        self.text = text
        self.style = style
        self.ink = ink
    }
}

/// A whole screen as values: what `render` returns and the screen draws.
///
/// Representation: `size.rows` rows of `size.columns` cells, as a terminal holds
/// them. A character `w` cells wide is one cell with its text followed by `w - 1`
/// continuation cells with empty text; a zero-width character (a combining mark,
/// ZWSP, ZWJ, a direction mark) has no cell of its own and joins the text of the
/// character before it. So the screen can give each cell to the terminal whole.
///
/// Every drawing call is total: any text, any row, any column (negative or
/// huge), any count. What falls outside the frame is not drawn; a character cut
/// by an edge is shown as spaces; a wide character partly overwritten leaves
/// spaces, as on a terminal. A frame never traps, whatever the terminal's size,
/// because drawing code is written against sizes nobody tried.
public struct Frame: Hashable, Sendable {
    public var rows: [[Cell]]
    /// Where the terminal cursor goes, if it is shown.
    public var cursor: (row: Int, column: Int)?
    /// The rows of large and wide lines, by row: their cells are the spaced
    /// form, which a screen may write truly large (`SizedRow`). Empty in a
    /// letter without sized lines.
    public var sizedRows: [Int: SizedRow] = [:]
    /// The size drawn: the size asked for, with negative sides taken as 0.
    public let size: TerminalSize

    public init(size: TerminalSize, style: Style = .desk) {
        self.size = TerminalSize(rows: max(0, size.rows), columns: max(0, size.columns))
        rows = Array(
            repeating: Array(repeating: Cell(" ", style), count: self.size.columns), count: self.size.rows)
    }

    public static func == (left: Frame, right: Frame) -> Bool {
        left.rows == right.rows && left.sizedRows == right.sizedRows && left.cursor?.row == right.cursor?.row
            && left.cursor?.column == right.cursor?.column
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(rows) }

    /// The frame as plain text, one string per row, trailing spaces trimmed: what
    /// tests compare and `tmux capture-pane` would show.
    public var lines: [String] {
        rows.map { row in
            var line = row.map(\.text).joined()
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// Writes `text` from (`row`, `column`) in `style`, cell by cell, clipped at the
    /// edges. Characters are shown as glyphs, so nothing raw reaches the
    /// terminal. Returns the column after the text, drawn or not.
    @discardableResult
    public mutating func put(_ text: String, row: Int, column: Int, style: Style) -> Int {
        // Printable ASCII (most of a status row's figures, between their
        // `·`s) is one cell per byte, shown as itself: no character is made
        // of it. A byte followed by a non-ASCII one may start a longer
        // character (an accent after it) and goes the general way.
        guard rows.indices.contains(row) else { return Frame.column(column, plus: CellWidth.of(text)) }
        let utf8 = text.utf8
        var column = column
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            let next = utf8.index(after: index)
            if byte >= 0x20, byte < 0x7F, next == utf8.endIndex || utf8[next] < 0x80 {
                column = Frame.putASCII(byte, into: &rows[row], column: column, style: style)
                index = next
            } else {
                let character = text[index]
                column = Frame.put(character, into: &rows[row], column: column, style: style)
                index = text.index(after: index)
            }
        }
        return column
    }

    /// One printable ASCII byte as its cell, as `put` draws a character.
    private static func putASCII(_ byte: UInt8, into cells: inout [Cell], column: Int, style: Style) -> Int {
        guard column >= 0, column < cells.count else { return Frame.column(column, plus: 1) }
        if cells[column].text.isEmpty || (column + 1 < cells.count && cells[column + 1].text.isEmpty) {
            keepWholeCharacters(&cells, around: column..<(column + 1))
        }
        // The byte's one-character string from a table: made from the scalar,
        // each cost more than the rest of the cell's work.
        cells[column] = Cell(String(CharacterMetrics.asciiCharacters[Int(byte)]), style)
        return column + 1
    }

    /// Writes one character as its glyph; returns the column after it.
    @discardableResult
    public mutating func put(_ character: Character, row: Int, column: Int, style: Style) -> Int {
        guard rows.indices.contains(row) else { return Frame.column(column, plus: CellWidth.of(character)) }
        return Frame.put(character, into: &rows[row], column: column, style: style)
    }

    /// Paints `count` cells from (`row`, `column`) with spaces in `style`.
    public mutating func fill(row: Int, from column: Int, count: Int, style: Style) {
        guard rows.indices.contains(row) else { return }
        Frame.fill(&rows[row], from: column, count: count, style: style)
    }

    // MARK: One row

    /// Writes one character as its glyph into a row of cells; returns the column
    /// after it. The row-level form of `put(_:row:column:style:)`, for drawing a
    /// whole row in one place.
    static func put(_ character: Character, into cells: inout [Cell], column: Int, style: Style, ink: Ink = .plain)
        -> Int
    {
        // Printable ASCII, most of most letters: one cell, shown as itself.
        // Asked of the byte: `asciiValue` costs a key's typed cell 300
        // instructions.
        if let ascii = character.singleASCIIByte, ascii >= 0x20, ascii < 0x7F, column >= 0, column < cells.count {
            if cells[column].text.isEmpty || (column + 1 < cells.count && cells[column + 1].text.isEmpty) {
                keepWholeCharacters(&cells, around: column..<(column + 1))
            }
            cells[column] = Cell(String(character), style, ink: ink)
            return column + 1
        }
        let width = CellWidth.of(character)
        let after = Frame.column(column, plus: width)
        if width == 0 {
            attach(Glyph.shown(character), to: &cells, column: column)
            return column
        }
        let shown = Glyph.shown(character)
        if !Glyph.isShownAsIs(character) {
            if StickerMark.startsMark(character), StickerMark(character) != nil {
                // A sticker with nothing drawn for it yet: its two cells.
                var next = column
                for piece in StickerMark.placeholder { next = put(piece, into: &cells, column: next, style: style, ink: ink) }
                return next
            }
            // Caret forms: one cell per shown character.
            var next = column
            for piece in shown { next = put(piece, into: &cells, column: next, style: style, ink: ink) }
            return next
        }
        guard column >= 0, after <= cells.count else {
            // Cut by an edge: the part on the frame is blank, as a terminal shows it.
            fill(&cells, from: column, count: width, style: style)
            return after
        }
        keepWholeCharacters(&cells, around: column..<after)
        cells[column] = Cell(shown, style, ink: ink)
        for continuation in (column + 1)..<after { cells[continuation] = Cell("", style, ink: ink) }
        return after
    }

    /// Paints `count` cells of a row from `column` with spaces in `style`.
    static func fill(_ cells: inout [Cell], from column: Int, count: Int, style: Style) {
        guard count > 0 else { return }
        let start = max(0, column)
        let end = min(cells.count, Frame.column(column, plus: count))
        guard start < end else { return }
        keepWholeCharacters(&cells, around: start..<end)
        for index in start..<end { cells[index] = Cell(" ", style) }
    }

    /// Adds a zero-width character to the character that ends just before
    /// `column`: the one it follows on screen. With none there (column 0, or past
    /// the right edge where the character before was not drawn) it is dropped.
    private static func attach(_ shown: String, to cells: inout [Cell], column: Int) {
        guard column > 0, column <= cells.count else { return }
        var owner = column - 1
        // A wide character's text lives in its first cell, not its continuation.
        while owner > 0, cells[owner].text.isEmpty { owner -= 1 }
        guard !cells[owner].text.isEmpty else { return }
        cells[owner].text += shown
    }

    /// Before `range` of a row is written: a wide character partly inside it is
    /// blanked whole, so no half of it is left without the other.
    private static func keepWholeCharacters(_ cells: inout [Cell], around range: Range<Int>) {
        let count = cells.count
        if range.lowerBound < count, range.lowerBound >= 0, cells[range.lowerBound].text.isEmpty {
            // The range starts inside a wide character: blank it back to its first cell.
            var index = range.lowerBound - 1
            while index >= 0 {
                let isFirstCell = !cells[index].text.isEmpty
                cells[index].text = " "
                if isFirstCell { break }
                index -= 1
            }
        }
        // Continuation cells after the range lost their first cell to it.
        var index = max(0, range.upperBound)
        while index < count, cells[index].text.isEmpty {
            cells[index].text = " "
            index += 1
        }
    }

    /// `column + cells`, held at the ends of `Int` instead of overflowing.
    static func column(_ column: Int, plus cells: Int) -> Int {
        let (sum, overflow) = column.addingReportingOverflow(cells)
        guard overflow else { return sum }
        return cells > 0 ? Int.max : Int.min
    }
}

/// How a cell is drawn; the screen maps styles to colours and attributes.
public enum Style: UInt8, Hashable, Sendable, CaseIterable {
    /// Outside the paper.
    case desk
    /// The sheet's border and margins.
    case paper
    /// A writing line: ink on paper, ruled (underlined).
    case line
    /// A line past the bottom of the paper, in an over-full letter.
    case overLine
    /// A picture block's cells: the paper without its rule, so a picture or
    /// its frame is not underlined.
    case picture
    /// A writing line on paper whose `ruling` is `none`: ink on paper, no rule.
    case unruledLine
    /// The paper's letterhead, in its top margin.
    case letterhead
    case selection
    /// A misspelt word on a writing line: marked as drawn, never in the file.
    case misspelt
    case title
    case status
    case statusWarning
    case statusError
    case help
    /// The letterbox: a row's second line and its counts, quieter than its title.
    case detail
    /// The letterbox: what is wrong with a broken letter, and its mark.
    case problem
    /// The letterbox: the mark of a marked letter.
    case marked
    /// The letterbox: a thumbnail's cells, whose glyphs bring their own colours
    /// (kept on a selected row too).
    case thumbnail
}
