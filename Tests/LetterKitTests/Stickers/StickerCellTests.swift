import PropertyBased
import Testing

@testable import LetterKit

/// `StickerCell.reduced`: a picture's pixels as a sticker's two cells, by
/// the rule the shipped stickers were drawn with.
@Suite struct StickerCellTests {
    typealias Pixel = (UInt8, UInt8, UInt8, UInt8)
    static let red: Pixel = (200, 10, 20, 255)
    static let blue: Pixel = (0, 0, 250, 255)
    static let clear: Pixel = (9, 9, 9, 0)
    static let redRGB = RGB(red: 200, green: 10, blue: 20)
    static let blueRGB = RGB(red: 0, green: 0, blue: 250)

    /// A picture drawn as rows of letters: r red, b blue, . clear.
    static func cells(_ rows: [String]) -> [StickerCell] {
        let grid = rows.map { Array($0) }
        return StickerCell.reduced(width: grid.first?.count ?? 0, height: grid.count) { x, y in
            switch grid[y][x] {
            case "r": red
            case "b": blue
            default: clear
            }
        }
    }

    @Test(arguments: [
        // Each quarter its own colour: top-left, bottom-left, top-right, bottom-right.
        (["rrbb", "rrbb", "bb..", "bb.."], [StickerCell(top: redRGB, bottom: blueRGB), StickerCell(top: blueRGB, bottom: nil)]),
        // One opaque pixel in four is enough; fewer is the paper.
        (["r...", "....", "....", "...."], [StickerCell(top: redRGB, bottom: nil), StickerCell(top: nil, bottom: nil)]),
        // A single pixel: the left half has no column, so it is the paper.
        (["r"], [StickerCell(top: nil, bottom: nil), StickerCell(top: nil, bottom: redRGB)]),
        // Odd sides: the middle column and row go right and down.
        (["rbb", "rbb", "rbb"], [StickerCell(top: redRGB, bottom: redRGB), StickerCell(top: blueRGB, bottom: blueRGB)]),
        // Nothing at all.
        ([], [StickerCell(top: nil, bottom: nil), StickerCell(top: nil, bottom: nil)]),
    ] as [([String], [StickerCell])])
    func reduced(rows: [String], expected: [StickerCell]) {
        #expect(Self.cells(rows) == expected)
    }

    @Test func theMeanOfTheOpaquePixelsHalvesToEvenAsTheGeneratorRounds() {
        // Red 1 and 2 over two pixels is 1.5: 2; red 0 and 1 is 0.5: 0.
        let cells = StickerCell.reduced(width: 2, height: 2) { x, y in
            y == 0 ? (UInt8(1 + x), 0, 0, 255) : (UInt8(x), 0, 0, 255)
        }
        #expect(cells[1].top?.red == 2)
        #expect(cells[1].bottom?.red == 1)
        let wide = StickerCell.reduced(width: 4, height: 2) { x, _ in (x < 2 ? 0 : 1, 0, 0, 255) }
        #expect(wide.map { $0.top?.red } == [0, 1])
        let halves = StickerCell.reduced(width: 4, height: 2) { x, _ in (UInt8(x % 2), 0, 0, 255) }
        #expect(halves.map { $0.top?.red } == [0, 0], "0.5 halves to the even 0")
    }

    /// Any size from 2 × 2, one opaque colour: every half of both cells is
    /// that colour; the same picture all transparent is the paper.
    @Test func aPictureOfOneColourIsThatColourEverywhere() async {
        let pictures = Gen.drawn { rng in
            (
                Int.random(in: 2...64, using: &rng), Int.random(in: 2...64, using: &rng),
                RGB(
                    red: UInt8.random(in: 0...255, using: &rng), green: UInt8.random(in: 0...255, using: &rng),
                    blue: UInt8.random(in: 0...255, using: &rng))
            )
        }
        await propertyCheck(count: 200, input: pictures) { input in
            let (width, height, colour) = input
            let cells = StickerCell.reduced(width: width, height: height) { _, _ in
                (colour.red, colour.green, colour.blue, 255)
            }
            #expect(cells == [StickerCell(top: colour, bottom: colour), StickerCell(top: colour, bottom: colour)])
            let clear = StickerCell.reduced(width: width, height: height) { _, _ in (colour.red, 0, 0, 0) }
            #expect(clear == [StickerCell(top: nil, bottom: nil), StickerCell(top: nil, bottom: nil)])
        }
    }
}
