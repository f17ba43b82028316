import Glibc
import Testing

@testable import LetterPictures
@testable import LetterSystem

/// Decoding with gdk-pixbuf and drawing with chafa, checked on pictures whose
/// colours and layout are known: the cells must show those colours where the
/// picture has them.
@Suite("Pictures: decoding and drawing in cells")
struct PicturesDrawingTests {
    let scratch: FilesScratch

    init() throws { scratch = try FilesScratch() }

    /// Writes a PNG and returns its path.
    func png(_ name: String, width: Int, height: Int, color: (Int, Int) -> RGBA) throws -> String {
        let path = scratch.file(name)
        try writeBytes(path, PNGFixture.image(width: width, height: height, color: color))
        return path
    }

    /// Top left red, top right green, bottom left blue, bottom right white.
    func quadrants() throws -> String {
        try png("quadrants.png", width: 40, height: 20) { x, y in
            y < 10 ? (x < 20 ? .red : .green) : (x < 20 ? .blue : .white)
        }
    }

    func expectShape(_ cells: PictureCells, columns: Int, rows: Int) {
        #expect(cells.columns == columns)
        #expect(cells.rows.count == rows)
        #expect(cells.rows.allSatisfy { $0.count == columns })
        #expect(cells.cellCount == columns * rows)
    }

    @Test func aRedPictureIsDrawnInRedBlocksWith256Colours() throws {
        let path = try png("red.png", width: 40, height: 20) { _, _ in .red }
        let cells = try PictureDecoder.render(path: path, columns: 40, rows: 10, colors: .indexed256)
        expectShape(cells, columns: 40, rows: 10)
        #expect(cells.picture == CellArea(column: 0, row: 0, columns: 40, rows: 10))
        for cell in cells.rows.joined() {
            #expect(cell.symbol == " " || isBlockElement(cell.symbol), "\(cell)")
            #expect(looks(shownColor(cell), like: .red), "\(cell)")
        }
        // Pure red is a corner of xterm's colour cube.
        #expect(cells.rows.joined().filter { shownColor($0) == 196 }.count == 400)
    }

    /// Each quadrant's colour lands in its own corner: nothing is mirrored,
    /// turned or swapped.
    @Test func quadrantsLandInTheirCornersWith256Colours() throws {
        let cells = try PictureDecoder.render(path: quadrants(), columns: 20, rows: 5, colors: .indexed256)
        expectShape(cells, columns: 20, rows: 5)
        for (column, row, color) in [(0, 0, RGBA.red), (19, 0, .green), (0, 4, .blue), (19, 4, .white)] {
            let cell = cells[column, row]
            #expect(looks(shownColor(cell), like: color), "(\(column), \(row)): \(cell)")
        }
    }

    /// Without colours, shapes carry the picture: light parts are drawn in
    /// ink, dark parts left empty, and no cell asks for a colour.
    @Test func monochromeDrawsLightAsInkAndNoColours() throws {
        let path = try png("half.png", width: 40, height: 20) { x, _ in x < 20 ? .white : .black }
        let cells = try PictureDecoder.render(path: path, columns: 20, rows: 5, colors: .monochrome)
        expectShape(cells, columns: 20, rows: 5)
        #expect(cells.rows.joined().allSatisfy { $0.foreground == nil && $0.background == nil })
        for row in cells.rows {
            #expect(row[0].symbol == "█" && row[9].symbol == "█", "\(row)")
            #expect(row[10].symbol == " " && row[19].symbol == " ", "\(row)")
        }
    }

    /// On the paper of an 8- or 16-colour terminal (black ink on white) the
    /// dark parts are the symbols, so the picture is not its own negative.
    @Test func monochromeOnPaperDrawsDarkAsInk() throws {
        let path = try png("half.png", width: 40, height: 20) { x, _ in x < 20 ? .white : .black }
        let cells = try PictureDecoder.render(path: path, columns: 20, rows: 5, colors: .monochromeOnPaper)
        #expect(cells.rows.joined().allSatisfy { $0.foreground == nil && $0.background == nil })
        for row in cells.rows {
            #expect(row[0].symbol == " " && row[9].symbol == " ", "\(row)")
            #expect(row[10].symbol == "█" && row[19].symbol == "█", "\(row)")
        }
    }

    /// A square picture in a wide block keeps its shape: 10 rows of cells
    /// twice as tall as wide make 20 columns, centred; the rest is paper.
    @Test func aSquarePictureInAWideBlockIsCentredWithPaperEitherSide() throws {
        let path = try png("square.png", width: 20, height: 20) { _, _ in .red }
        let cells = try PictureDecoder.render(path: path, columns: 40, rows: 10, colors: .indexed256)
        expectShape(cells, columns: 40, rows: 10)
        #expect(cells.picture == CellArea(column: 10, row: 0, columns: 20, rows: 10))
        for row in cells.rows {
            #expect(row[..<10].allSatisfy { $0 == .paper } && row[30...].allSatisfy { $0 == .paper })
            #expect(row[10..<30].allSatisfy { looks(shownColor($0), like: .red) })
        }
    }

    @Test func aFlatPictureInATallBlockIsCentredWithPaperAboveAndBelow() throws {
        let path = try png("flat.png", width: 80, height: 10) { _, _ in .blue }
        let cells = try PictureDecoder.render(path: path, columns: 20, rows: 10, colors: .indexed256)
        #expect(cells.picture == CellArea(column: 0, row: 4, columns: 20, rows: 1))
        for (index, row) in cells.rows.enumerated() {
            if index == 4 {
                #expect(row.allSatisfy { looks(shownColor($0), like: .blue) }, "\(row)")
            } else {
                #expect(row.allSatisfy { $0 == .paper }, "row \(index): \(row)")
            }
        }
    }

    /// Where the picture is transparent the paper shows: no colour at all.
    @Test func transparentPartsShowThePaper() throws {
        let path = try png("window.png", width: 40, height: 20) { x, _ in x < 20 ? .clear : .red }
        let cells = try PictureDecoder.render(path: path, columns: 20, rows: 5, colors: .indexed256)
        for row in cells.rows {
            #expect(row[0].foreground == nil && row[0].background == nil, "\(row[0])")
            #expect(looks(shownColor(row[19]), like: .red), "\(row[19])")
        }
    }

    @Test func aJPEGIsDecodedAndDrawn() throws {
        let path = scratch.file("sea.jpg")
        try JPEGFixture.write(path, width: 32, height: 16) { _, _ in .blue }
        let cells = try PictureDecoder.render(path: path, columns: 32, rows: 8, colors: .indexed256)
        expectShape(cells, columns: 32, rows: 8)
        #expect(cells.rows.joined().allSatisfy { looks(shownColor($0), like: .blue) })
    }

    /// A true header over damaged pixel data passes the look and is refused
    /// when decoding finds the damage, with the decoder's reason.
    @Test func damagedPixelDataIsRefusedWhenDecoding() throws {
        var badChecksum = PNGFixture.image(width: 10, height: 10) { _, _ in .red }
        badChecksum[badChecksum.count - 13] ^= 0xFF  // the IDAT chunk's CRC
        var cutShort = PNGFixture.image(width: 10, height: 10) { _, _ in .red }
        cutShort.removeLast(40)
        let cases: [(String, [UInt8], String)] = [
            ("checksum.png", badChecksum, "CRC error"),
            ("cut-short.png", cutShort, "Read Error"),
            ("nonsense.png", PNGFixture.damaged(width: 10, height: 10), "invalid block type"),
        ]
        for (name, bytes, reason) in cases {
            let path = scratch.file(name)
            try writeBytes(path, bytes)
            #expect(try PictureFile.inspect(path).width == 10)
            do {
                _ = try PictureDecoder.render(path: path, columns: 10, rows: 5, colors: .indexed256)
                Issue.record("\(name) was drawn")
            } catch {
                guard case .damaged(let refused, let said) = error else {
                    Issue.record("\(name): \(error)")
                    continue
                }
                #expect(refused == path)
                #expect(said.contains(reason), "\(said)")
                #expect(!said.contains(path), "the path is said once, by the refusal: \(said)")
            }
        }
    }

    /// A block with no room draws nothing and decodes nothing: a damaged
    /// picture is not found out.
    @Test func aBlockWithNoRoomIsBlankWithoutDecoding() throws {
        let path = scratch.file("nonsense.png")
        try writeBytes(path, PNGFixture.damaged(width: 10, height: 10))
        let noRows = try PictureDecoder.render(path: path, columns: 10, rows: 0, colors: .indexed256)
        #expect(noRows.rows.isEmpty && noRows.columns == 10)
        let noColumns = try PictureDecoder.render(path: path, columns: 0, rows: 3, colors: .indexed256)
        #expect(noColumns.rows == [[], [], []])
    }

    /// Fewer than 256 colours draws symbols alone (the 16 ANSI colours are
    /// the theme's, not the picture's): dark on the 8-colour paper, light on
    /// a terminal with no colours, whose own are mostly light on dark.
    @Test(arguments: [(256, PictureColors.indexed256), (1_000, .indexed256), (88, .monochromeOnPaper),
        (16, .monochromeOnPaper), (8, .monochromeOnPaper), (2, .monochrome), (0, .monochrome)])
    func theColourModeFollowsTheTerminal(count: Int, mode: PictureColors) {
        #expect(PictureColors(terminalColors: count) == mode)
    }
}
