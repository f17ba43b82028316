/// The sheet around the writing lines, drawn from the paper's look: its
/// border, its side margins, and the letterhead in its top margin; and the
/// style writing lines take from its ruling.
///
/// Each function fills cells of one terminal row, already painted as desk,
/// so `PaperLayout.draw` builds a row in one pass whatever the look.
extension PaperLayout {
    /// The style of writing line `index`: ruled or not, as the paper says. A
    /// line past the paper's last (an over-full letter) stays marked whatever
    /// the ruling: that it is over matters more than how the paper looks.
    func lineStyle(ofLine index: Int) -> Style {
        guard index < paper.lines else { return .overLine }
        return paper.look.ruling == .none ? .unruledLine : .line
    }

    /// Where the ✗ beside a line past the paper goes: a cell into the right
    /// margin, as the editor always drew it, or, on a sheet with less margin
    /// than that, the cell right after the writing area (the margin's only
    /// cell, or the border), so it stays on the sheet.
    var overMarkColumn: Int { textColumn + paper.columns + (margin >= 2 ? 1 : 0) }

    /// The top or bottom border: corners and a side in the look's border
    /// style (`none` gives spaces on the paper, so the sheet keeps its size
    /// and colour).
    func drawEdge(top: Bool, into cells: inout [Cell]) {
        let (topLeft, topRight, bottomLeft, bottomRight, horizontal, _) = paper.look.border.pieces
        let sheet = sheetColumns
        PaperLayout.paint(&cells, sheet.lowerBound..<(sheet.lowerBound + 1), top ? topLeft : bottomLeft)
        PaperLayout.paint(&cells, (sheet.lowerBound + 1)..<max(sheet.lowerBound + 1, sheet.upperBound - 1), horizontal)
        if sheet.upperBound - 1 > sheet.lowerBound {
            PaperLayout.paint(&cells, (sheet.upperBound - 1)..<sheet.upperBound, top ? topRight : bottomRight)
        }
    }

    /// A row of the sheet between the borders: the two sides and, between
    /// them, paper. Writing lines are drawn over its middle.
    func drawSides(into cells: inout [Cell]) {
        let vertical = paper.look.border.pieces.5
        let sheet = sheetColumns
        PaperLayout.paint(&cells, sheet.lowerBound..<(sheet.lowerBound + 1), vertical)
        PaperLayout.paint(&cells, (sheet.lowerBound + 1)..<max(sheet.lowerBound + 1, sheet.upperBound - 1), " ")
        if sheet.upperBound - 1 > sheet.lowerBound {
            PaperLayout.paint(&cells, (sheet.upperBound - 1)..<sheet.upperBound, vertical)
        }
    }

    /// The top margin row: the sides, and the paper's letterhead centred
    /// over the writing area, cut with "…" where it is wider. The letterhead
    /// is not a writing line: it is never counted and the cursor never
    /// stands on it.
    func drawTopMargin(into cells: inout [Cell]) {
        drawSides(into: &cells)
        guard let letterhead = paper.look.letterhead, !letterhead.isEmpty else { return }
        let shown = CellCut.fitted(letterhead, to: paper.columns)
        var column = textColumn + max(0, (paper.columns - CellWidth.of(shown)) / 2)
        for character in shown {
            column = Frame.put(character, into: &cells, column: column, style: .letterhead)
        }
    }

    /// Cells `range` of a row as `piece` on the paper, clipped to the row.
    private static func paint(_ cells: inout [Cell], _ range: Range<Int>, _ piece: Character) {
        let text = String(piece)
        for index in range.clamped(to: 0..<cells.count) { cells[index] = Cell(text, .paper) }
    }
}
