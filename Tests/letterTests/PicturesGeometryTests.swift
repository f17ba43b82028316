import LetterKit
import Testing

@testable import LetterPictures
@testable import LetterSystem

/// The shape a picture takes in cells twice as tall as wide: its natural
/// height at a width, and where it sits in a block of any size.
@Suite("Pictures: shape in cells")
struct PicturesGeometryTests {
    /// A paper of `columns` and lines enough that half of them caps nothing.
    static func paper(columns: Int) throws -> Paper { try Paper(lines: 1_000, columns: columns) }

    /// LetterKit's rule for a block's height, as the pictures here rely on it.
    @Test(arguments: [
        // width, height (pixels), columns -> lines
        (40, 20, 40, 10),  // 2:1 at its own width: a cell per 1 × 2 pixels
        (100, 100, 40, 20),  // a square is half as many lines as columns
        (1000, 100, 60, 3),  // wide: 60 · 100 / 2000 = 3
        (40, 21, 40, 11),  // 10.5 rounds up
        (40, 19, 40, 10),  // 9.5 rounds up
        (40, 22, 60, 17),  // 16.5 rounds up
        (1000, 10, 60, 2),  // a panorama never flattens below 2 lines
        (1, 1, 2, 2),  // one pixel at two columns: 1, at least 2
        (100, 1000, 60, 300),  // tall: within half of this paper
    ])
    func naturalLinesKeepTheShapeAtLeastTwo(width: Int, height: Int, columns: Int, lines: Int) throws {
        #expect(PictureHeight.natural(width: width, height: height, paper: try Self.paper(columns: columns)) == lines)
    }

    @Test func aPictureFileGivesWhatItsNaturalLinesNeed() throws {
        let scratch = try FilesScratch()
        let path = scratch.file("portrait.png")
        try writeBytes(path, PNGFixture.image(width: 30, height: 60) { _, _ in .blue })
        let file = try PictureFile.inspect(path)
        #expect(PictureHeight.natural(width: file.width, height: file.height, paper: try Self.paper(columns: 30)) == 30)
        #expect(PictureHeight.natural(width: file.width, height: file.height, paper: try Self.paper(columns: 10)) == 10)
    }

    @Test(arguments: [
        // picture w, h; block columns, rows -> column, row, columns, rows
        (40, 20, 40, 10, CellArea(column: 0, row: 0, columns: 40, rows: 10)),  // exactly its shape
        (20, 20, 40, 10, CellArea(column: 10, row: 0, columns: 20, rows: 10)),  // square: centred across
        (20, 20, 41, 10, CellArea(column: 10, row: 0, columns: 20, rows: 10)),  // the odd spare cell after
        (80, 10, 20, 10, CellArea(column: 0, row: 4, columns: 20, rows: 1)),  // flat: centred down
        (4, 2, 40, 10, CellArea(column: 0, row: 0, columns: 40, rows: 10)),  // small: enlarged
        (1, 1000, 40, 10, CellArea(column: 19, row: 0, columns: 1, rows: 10)),  // a thread: at least 1 wide
        (1000, 1, 40, 10, CellArea(column: 0, row: 4, columns: 40, rows: 1)),  // a hair: at least 1 tall
        (40, 20, 0, 10, CellArea(column: 0, row: 0, columns: 0, rows: 0)),  // no block
    ])
    func fitKeepsTheShapeAndCentres(width: Int, height: Int, columns: Int, rows: Int, expected: CellArea) {
        #expect(PictureGeometry.fit(width: width, height: height, columns: columns, rows: rows) == expected)
    }

    /// Over many shapes and blocks: the picture is inside the block, fills it
    /// one way or the other, sits centred, and keeps its shape to within the
    /// rounding of a cell.
    @Test func fitIsInsideFullOneWayCentredAndTrueToShape() {
        let sizes = [1, 3, 7, 20, 33, 64, 199, 640, 1_000, 4_031, 10_000]
        let blocks = [1, 2, 5, 12, 40, 72, 133]
        for width in sizes {
            for height in sizes {
                for columns in blocks {
                    for rows in blocks {
                        let area = PictureGeometry.fit(width: width, height: height, columns: columns, rows: rows)
                        let context = "\(width)×\(height) in \(columns)×\(rows): \(area)"
                        #expect(area.columns >= 1 && area.rows >= 1, "\(context)")
                        #expect(area.column >= 0 && area.column + area.columns <= columns, "\(context)")
                        #expect(area.row >= 0 && area.row + area.rows <= rows, "\(context)")
                        #expect(area.columns == columns || area.rows == rows, "\(context)")
                        #expect(area.column == (columns - area.columns) / 2, "\(context)")
                        #expect(area.row == (rows - area.rows) / 2, "\(context)")
                        // Shape: the cells' 1 : 2 box is the picture's to within half a cell.
                        let drawnWidth = Double(area.columns)
                        let trueWidth = Double(area.rows * 2 * width) / Double(height)
                        let trueHeight = Double(area.columns * height) / Double(2 * width)
                        let close =
                            abs(drawnWidth - trueWidth) <= 0.5 || abs(Double(area.rows) - trueHeight) <= 0.5
                            || area.columns == 1 || area.rows == 1
                        #expect(close, "\(context)")
                    }
                }
            }
        }
    }

    /// The height the caller gives a picture (its natural lines) is one at
    /// which it fills the width: the two rules agree.
    @Test func atItsNaturalLinesAPictureFillsItsWidth() throws {
        for (width, height) in [(40, 20), (40, 21), (40, 19), (300, 200), (1024, 768), (1000, 100), (7, 13)] {
            for columns in [10, 40, 57, 72] {
                let lines = PictureHeight.natural(width: width, height: height, paper: try Self.paper(columns: columns))
                let exact = Double(columns * height) / Double(2 * width)
                guard Double(lines) >= exact else { continue }  // rounded down: the width is short by rounding
                let area = PictureGeometry.fit(width: width, height: height, columns: columns, rows: lines)
                #expect(area.columns == columns, "\(width)×\(height) at \(columns): \(area)")
            }
        }
    }
}
