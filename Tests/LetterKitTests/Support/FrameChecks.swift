import LetterKit

extension Frame {
    /// The first way the frame is not a faithful picture of a terminal, or nil.
    ///
    /// A terminal holds exactly `size.columns` cells per row; a character takes
    /// one cell with its text and one empty continuation cell for each further
    /// column it covers; so the cells' widths add up to the columns, no cell's
    /// text is zero cells wide, and an empty cell only ever follows a wide one.
    var shapeProblem: String? {
        guard rows.count == max(0, size.rows) else { return "\(rows.count) rows in a frame \(size.rows) high" }
        for (rowIndex, row) in rows.enumerated() {
            guard row.count == max(0, size.columns) else {
                return "row \(rowIndex) has \(row.count) cells, the frame is \(size.columns) wide"
            }
            var column = 0
            while column < row.count {
                let text = row[column].text
                let width = CellWidth.of(text)
                if text.isEmpty { return "row \(rowIndex): a continuation cell at \(column) follows no wide character" }
                if width == 0 { return "row \(rowIndex): cell \(column) holds \(Exact(text)), zero cells wide" }
                guard column + width <= row.count else {
                    return "row \(rowIndex): \(Exact(text)) at \(column) is \(width) wide and crosses the edge"
                }
                for continuation in (column + 1)..<(column + width) where !row[continuation].text.isEmpty {
                    return "row \(rowIndex): \(Exact(text)) at \(column) is \(width) wide, "
                        + "but cell \(continuation) holds \(Exact(row[continuation].text))"
                }
                column += width
            }
        }
        return nil
    }

    /// The texts of one row's cells, compared scalar for scalar.
    func cellTexts(_ row: Int) -> [Exact] { rows[row].map { Exact($0.text) } }
}
