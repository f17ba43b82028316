/// The size a terminal row is drawn at: a row of a large or wide line.
///
/// A frame's cells of a sized row are its spaced form (`SpacedType`: each
/// character followed by as many blank cells as it is wide), a large line's
/// text on its upper row and its lower row empty, which any terminal shows;
/// the mark says how else it may be written (`SizedRow.text`).
public enum RowSize: Hashable, Sendable {
    case single, largeTop, largeBottom, wide

    /// The DEC line attribute that gives a row this size: `ESC # 5` (single
    /// width), `ESC # 3` (double height, top half), `ESC # 4` (bottom half),
    /// `ESC # 6` (double width).
    public var decAttribute: String {
        switch self {
        case .single: "\u{1B}#5"
        case .largeTop: "\u{1B}#3"
        case .largeBottom: "\u{1B}#4"
        case .wide: "\u{1B}#6"
        }
    }
}

/// A sized row of a frame: its size and the column its text starts at (the
/// paper's left margin ends there).
public struct SizedRow: Hashable, Sendable {
    public var size: RowSize
    public var textColumn: Int

    public init(size: RowSize, textColumn: Int) {
        self.size = size
        self.textColumn = textColumn
    }

    /// The cells a row written at double width shows, from the row's spaced
    /// cells: the cells before the text (desk, border, margin) every other
    /// one, so the margin is halved too, and from `textColumn` each
    /// character once with its continuation cells, its spacing left out.
    /// Half the columns, which the terminal shows doubled where the spaced
    /// row stood.
    public func halved(_ cells: [Cell]) -> [Cell] {
        let start = min(max(0, textColumn), cells.count)
        var result: [Cell] = []
        result.reserveCapacity(cells.count / 2 + 1)
        var column = 0
        while column < start {
            // A wide character in the margin (none is drawn there) would
            // leave half of itself: a blank in its place.
            result.append(cells[column].text.isEmpty ? Cell(" ", cells[column].style) : cells[column])
            column += 2
        }
        column = start
        while column < cells.count {
            var end = column + 1
            while end < cells.count, cells[end].text.isEmpty { end += 1 }
            if cells[column].text.isEmpty {
                result.append(Cell(" ", cells[column].style))
            } else {
                result += cells[column..<end]
            }
            // The character's own cells, then as many spaced ones.
            column += 2 * (end - column)
        }
        return result
    }

    /// The characters of a spaced row's text, unspaced and without the
    /// blanks after the last, and the columns their spaced form takes.
    func text(of cells: [Cell]) -> (characters: String, span: Int) {
        let start = min(max(0, textColumn), cells.count)
        var shown = Array(halved(cells).dropFirst((start + 1) / 2))
        // Blanks only: a wide character's continuation cell is part of it.
        while shown.last?.text == " " { shown.removeLast() }
        return (shown.map(\.text).joined(), 2 * shown.count)
    }

    /// One piece of a sized row as written: a control sequence, a cell in
    /// its own pen, or text that kitty draws twice the size, in the pen of
    /// `pen` (a sequence's text cannot change pens).
    public enum Piece: Hashable, Sendable {
        case control(String)
        case cell(Cell)
        case scaled(String, pen: Cell)
    }

    /// What a row of this size is written as with `way`, from the row's
    /// start. `cells` is the row's own (its spaced form); `upper`, for a
    /// large line's lower row, its upper row's, whose text both rows show.
    ///
    /// - dec: the line attribute, then the halved cells.
    /// - kitty: a large line's upper row is its cells before the text, the
    ///   text in one OSC 66 `s=2` sequence, which kitty draws over both
    ///   rows, and its cells after the text; the lower row is its own cells
    ///   with the text's columns stepped over. A wide row is written spaced:
    ///   kitty scales a character's width and height together, with no
    ///   width alone.
    /// - spaced (and auto, never asked): the cells as they are.
    public func pieces(of cells: [Cell], upper: [Cell]? = nil, way: LargeTypeChoice) -> [Piece] {
        let source = size == .largeBottom ? upper ?? cells : cells
        switch way {
        case .dec:
            return [.control(size.decAttribute)] + halved(source).map(Piece.cell)
        case .kitty where size == .largeTop || size == .largeBottom:
            let start = min(max(0, textColumn), cells.count)
            let (characters, span) = text(of: source)
            let rest = cells[min(cells.count, start + span)...].map(Piece.cell)
            var pieces = cells[..<start].map(Piece.cell)
            guard span > 0 else { return pieces + rest }
            if size == .largeTop {
                pieces.append(.scaled("\u{1B}]66;s=2;" + characters + "\u{1B}\\", pen: source[start]))
            } else {
                pieces.append(.control("\u{1B}[\(span)C"))
            }
            return pieces + rest
        case .kitty, .spaced, .auto:
            return cells.map(Piece.cell)
        }
    }

    /// The text of `pieces(of:upper:way:)`, pens aside.
    public func text(of cells: [Cell], upper: [Cell]? = nil, way: LargeTypeChoice) -> String {
        pieces(of: cells, upper: upper, way: way).map { piece in
            switch piece {
            case .control(let text), .scaled(let text, _): text
            case .cell(let cell): cell.text
            }
        }.joined()
    }
}
