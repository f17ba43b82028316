/// Where a picture sits inside its block of terminal cells, which are about
/// twice as tall as they are wide.
///
/// The block's height is LetterKit's (`PictureHeight.natural`, or what the
/// letter says); this places the picture in it. It is chafa's own rule
/// (`chafa_calc_canvas_geometry` with a font ratio of 1/2, zoom on, stretch
/// off), computed here in whole numbers with the same rounding as
/// `PictureHeight.natural`, so a picture given its natural height fills its
/// width to the cell.
public enum PictureGeometry {
    /// Where a `width` × `height` pixel picture sits in a block of `columns` ×
    /// `rows` cells: as large as fits without changing its shape (smaller
    /// pictures are enlarged), centred, with the spare cells split evenly
    /// (the odd one after). Empty when the block or the picture is.
    public static func fit(width: Int, height: Int, columns: Int, rows: Int) -> CellArea {
        guard width > 0, height > 0, columns > 0, rows > 0 else {
            return CellArea(column: 0, row: 0, columns: 0, rows: 0)
        }
        // Full height: how wide would it be? 2 units per row, 1 per column.
        let widthAtFullHeight = rounded(2 * rows * width, height)
        let size: (columns: Int, rows: Int) =
            if widthAtFullHeight <= columns {
                (max(1, widthAtFullHeight), rows)
            } else {
                (columns, min(rows, max(1, rounded(columns * height, 2 * width))))
            }
        return CellArea(
            column: (columns - size.columns) / 2, row: (rows - size.rows) / 2,
            columns: size.columns, rows: size.rows)
    }

    /// `numerator / denominator` rounded half up, for positive numbers.
    private static func rounded(_ numerator: Int, _ denominator: Int) -> Int {
        (2 * numerator + denominator) / (2 * denominator)
    }
}
