import LetterKit

/// Large and wide lines written truly large (`large_type = "dec"` or
/// `"kitty"`): a sized row is written whole, its size with it, whenever its
/// cells or its size change, and left alone otherwise. A row's size is part
/// of what it is compared on: the cells of a large line's lower row do not
/// change when its size does, and a row written at double width cannot be
/// patched cell by cell. With `spaced`, or without a sized row on screen
/// now or before, none of this runs.
extension Screen {
    /// The rows to write whole: every sized row when the screen is drawn
    /// whole; rows whose size changed (from, to or between sizes); sized
    /// rows that changed, and the lower row of a large line whose upper row
    /// did (both show its text).
    func rowsWrittenWhole(_ frame: Frame, changes: [(row: Int, columns: Range<Int>)]) -> Set<Int> {
        var rows = Set<Int>()
        let all = writtenSizes.isEmpty
        for (row, sized) in frame.sizedRows where all || writtenSizes[row] != sized { rows.insert(row) }
        for row in writtenSizes.keys where frame.sizedRows[row] == nil { rows.insert(row) }
        for change in changes {
            guard let sized = frame.sizedRows[change.row] else { continue }
            rows.insert(change.row)
            if sized.size == .largeTop, frame.sizedRows[change.row + 1]?.size == .largeBottom {
                rows.insert(change.row + 1)
            }
        }
        return rows.filter { frame.rows.indices.contains($0) }
    }

    /// Writes row `row` of `frame` whole, at its size; a row no longer sized
    /// is made single width again (`ESC # 5`) and drawn as any row.
    func writeWhole(_ row: Int, of frame: Frame) {
        let cells = frame.rows[row]
        guard let sized = frame.sizedRows[row] else {
            if writtenSizes.removeValue(forKey: row) != nil, largeType == .dec {
                moveToStart(of: row)
                control(RowSize.single.decAttribute)
            }
            drawPlain(cells, at: row)
            return
        }
        moveToStart(of: row)
        let upper = row > 0 ? frame.rows[row - 1] : nil
        for piece in sized.pieces(of: cells, upper: upper, way: largeType) {
            switch piece {
            case .control(let text): control(text)
            case .scaled(let text, let pen): control(text, pen: pen)
            case .cell(let cell): write(cell)
            }
        }
        writtenSizes[row] = sized
    }

    /// Where the terminal shows frame column `column` of `row`: on a row
    /// written at double width, the column of its halved cells.
    func shownColumn(_ column: Int, row: Int, of frame: Frame) -> Int {
        guard largeType == .dec, let sized = frame.sizedRows[row] else { return column }
        let start = max(0, sized.textColumn)
        if column < start { return column / 2 }
        return (start + 1) / 2 + (column - start) / 2
    }
}
