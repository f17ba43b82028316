/// The sheets a printout is laid out for.
public enum PrintPageSize: String, Hashable, Sendable, CaseIterable {
    /// ISO A4, 210 × 297 mm.
    case a4
    /// US Letter, 8.5 × 11 inches.
    case letter

    /// Width and height in points.
    public var points: (width: Double, height: Double) {
        switch self {
        case .a4: (595.276, 841.89)
        case .letter: (612, 792)
        }
    }
}

/// Where a paper's cells fall on a printed page: the sheet scaled so its
/// whole width (border, margins, writing area) spans the page between the
/// print margins.
///
/// Representation: one cell is `cell` points wide, and a row of the sheet
/// (a writing line, a margin row, a border row, as the screen counts them)
/// is `row` points tall. The type is twice the cell, since the print face
/// sets Latin letters half an em wide and Hangul, Kana and Han a whole em:
/// one cell, two cells, as on screen. A row is 1.6 em, the line spacing of
/// a handwritten letter on ruled paper, so the ruled lines sit where a pen
/// expects them.
public struct PrintGeometry: Hashable, Sendable {
    public let pageWidth: Double
    public let pageHeight: Double
    /// White space around everything printed, on every side.
    public let printMargin: Double
    /// Cells across the sheet: writing area, two margins, two border cells.
    public let sheetCells: Int
    public let cell: Double
    public let fontSize: Double
    public let row: Double

    /// Half an inch: inside what any printer can reach.
    public static let standardPrintMargin = 36.0

    public init(page: PrintPageSize, columns: Int, margin: Int, printMargin: Double = standardPrintMargin) {
        let (width, height) = page.points
        pageWidth = width
        pageHeight = height
        self.printMargin = printMargin
        sheetCells = max(1, columns + 2 * margin + 2)
        cell = (width - 2 * printMargin) / Double(sheetCells)
        fontSize = 2 * cell
        row = 1.6 * fontSize
    }

    /// Rows of the sheet that fit on a page, below `reserved` points of the
    /// page's top used by something else (the address block), keeping room
    /// at the foot for the page number.
    public func rowsPerPage(reserved: Double = 0) -> Int {
        let room = pageHeight - 2 * printMargin - reserved - pageNumberRoom
        return max(1, Int((room / row).rounded(.down)))
    }

    /// The band under the sheet where a page number goes.
    public var pageNumberRoom: Double { row }

    /// Where the baseline sits in a row: a little above its foot, so the
    /// descenders of g and y clear the rule drawn at the foot.
    public var baseline: Double { row * 0.72 }
}
