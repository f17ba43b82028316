import Glibc
import LetterKit
import LetterPictureFiles
import Testing

@testable import LetterPictures
@testable import letter

/// A sticker's file drawn as its two cells: decoded in the picture helper's
/// code and reduced as the shipped ones were, confined as a picture is, and
/// refused with a reason (never cells) when it is missing, outside its
/// folder, too large or not a PNG; and `letter check`'s note for a sticker
/// whose file is missing.
@Suite("Stickers: drawn from their files")
struct StickerDrawingTests {
    static func cells(_ answer: PictureAnswer) -> [StickerCell]? {
        if case .stickerCells(let cells) = answer { cells } else { nil }
    }

    @Test func eachShippedStickersPNGReducesToItsBuiltInCells() throws {
        let folder = try FilesScratch()
        for name in ShippedStickers.names {
            let path = folder.file(name + ".png")
            try writeBytes(path, try #require(ShippedStickers.png(named: name)))
            let answer = StickerPixels.answer(path: path, confinedTo: folder.path)
            #expect(Self.cells(answer) == ShippedStickers.cells(named: name), "\(name): \(answer)")
        }
    }

    @Test func aPictureOfQuartersIsDrawnInItsQuartersColours() throws {
        let folder = try FilesScratch()
        let path = folder.file("mine.png")
        try writeBytes(path, PNGFixture.image(width: 16, height: 16) { x, y in
            y < 8 ? (x < 8 ? .red : .clear) : (x < 8 ? .blue : .white)
        })
        let red = RGB(red: 255, green: 0, blue: 0)
        let blue = RGB(red: 0, green: 0, blue: 255)
        let white = RGB(red: 255, green: 255, blue: 255)
        #expect(
            Self.cells(StickerPixels.answer(path: path, confinedTo: folder.path))
                == [StickerCell(top: red, bottom: blue), StickerCell(top: nil, bottom: white)])
    }

    @Test func whatCannotBeASticker() throws {
        let folder = try FilesScratch()
        let inside = try folder.folder("letter")
        try writeBytes(folder.file("outside.png"), PNGFixture.image(width: 4, height: 4) { _, _ in .red })
        _ = symlink(folder.file("outside.png"), inside + "/link.png")
        try writeBytes(inside + "/huge.png", PNGFixture.headerOnly(width: 5000, height: 5000))
        try writeBytes(inside + "/text.png", Array("not a picture\u{1B}[31m".utf8))
        for name in ["missing.png", "link.png", "huge.png", "text.png"] {
            let answer = StickerPixels.answer(path: inside + "/" + name, confinedTo: inside)
            guard case .problem = answer else {
                Issue.record("\(name) was drawn: \(answer)")
                continue
            }
        }
        // The shell refuses what it can before the helper is asked.
        #expect(StickerFiles.look(of: Sticker(name: "x", path: "../outside.png"), in: inside) == .problem("outside the letter's folder"))
        #expect(StickerFiles.look(of: Sticker(name: "x", path: "missing.png"), in: inside) == .problem("no such file"))
        #expect(StickerFiles.look(of: Sticker(name: "x", path: "text.png"), in: inside) == .problem("not a PNG file"))
        guard case .problem(let reason) = StickerFiles.look(of: Sticker(name: "x", path: "link.png"), in: inside) else {
            Issue.record("a link out of the folder was read")
            return
        }
        #expect(reason.contains("outside"))
    }

    @Test func aShippedStickersFileIsKnownByItsBytesWhateverItsName() throws {
        let folder = try FilesScratch()
        _ = try folder.folder("stickers")
        try writeBytes(folder.file("stickers/mine.png"), try #require(ShippedStickers.png(named: "cake")))
        #expect(
            StickerFiles.look(of: Sticker(name: "mine", path: "stickers/mine.png"), in: folder.path)
                == .cells(try #require(ShippedStickers.cells(named: "cake"))))
    }

    @Test func checkNotesAStickerWhoseFileIsMissingButNotAShippedOne() throws {
        let folder = try FilesScratch()
        _ = try folder.folder("stickers")
        try writeBytes(folder.file("stickers/here.png"), PNGFixture.image(width: 4, height: 4) { _, _ in .red })
        let letter = folder.file("s.letter")
        try writeBytes(
            letter,
            Array(
                ("Dear ![heart](stickers/heart.png){.sticker} ![here](stickers/here.png){.sticker} "
                    + "![gone](stickers/gone.png){.sticker}\n").utf8))
        let result = try run([letterBinary, "check", letter])
        #expect(result.status == 0, "a missing sticker, like a missing picture, is no failure")
        #expect(result.output.hasPrefix("fits: "))
        #expect(
            result.error
                == "letter: note: \(letter): sticker :gone: has no file at stickers/gone.png: no such file\n")
    }
}
