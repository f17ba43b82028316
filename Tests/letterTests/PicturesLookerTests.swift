import Glibc
import LetterKit
import Testing

@testable import LetterPictures
@testable import LetterSystem

/// The program's answers to LetterKit: a file's facts for the attach prompt,
/// and a block's look for the frame, in LetterKit's words.
@Suite("Pictures: looking for LetterKit")
struct PicturesLookerTests {
    let scratch: FilesScratch

    init() throws { scratch = try FilesScratch() }

    func png(_ name: String, width: Int = 40, height: Int = 20, color: (Int, Int) -> RGBA = { _, _ in .red })
        throws -> String
    {
        let path = scratch.file(name)
        try writeBytes(path, PNGFixture.image(width: width, height: height, color: color))
        return path
    }

    func request(_ path: String, columns: Int = 40, lines: Int = 10, id: Int = 0) -> PictureRequest {
        PictureRequest(
            mark: PictureMark(id: id, lines: lines), source: PictureSource(caption: "the bridge", path: path),
            columns: columns)
    }

    // MARK: Facts

    @Test func aPNGsFactsAreItsPixelsAndBytes() throws {
        let path = try png("bridge.png", width: 40, height: 20)
        #expect(PictureLooker().facts(at: path) == .picture(width: 40, height: 20, bytes: Int64(readBytes(path)?.count ?? -1)))
    }

    @Test func aJPEGsFactsAreItsPixelsAndBytes() throws {
        let path = scratch.file("Sea.JPEG")
        try JPEGFixture.write(path, width: 32, height: 16) { _, _ in .blue }
        #expect(PictureLooker().facts(at: path) == .picture(width: 32, height: 16, bytes: Int64(readBytes(path)?.count ?? -1)))
    }

    /// Any other file is an attachment, whatever its bytes: the name decides,
    /// as it decided the block's layout.
    @Test func aPDFOrASoundIsAnAttachmentOfItsSize() throws {
        let pdf = scratch.file("ticket.pdf")
        try writeBytes(pdf, Array(repeating: 0x25, count: 3_000))
        #expect(PictureLooker().facts(at: pdf) == .attachment(bytes: 3_000))
        let pngInDisguise = scratch.file("song.ogg")
        try writeBytes(pngInDisguise, PNGFixture.image(width: 2, height: 2) { _, _ in .green })
        #expect(PictureLooker().facts(at: pngInDisguise) == .attachment(bytes: Int64(readBytes(pngInDisguise)?.count ?? -1)))
        let empty = scratch.file("README")
        try writeBytes(empty, [])
        #expect(PictureLooker().facts(at: empty) == .attachment(bytes: 0))
    }

    @Test func aMissingPictureOrAttachmentIsMissing() {
        for name in ["nowhere.png", "nowhere.pdf", "no-folder/nowhere.jpg"] {
            #expect(PictureLooker().facts(at: scratch.file(name)) == .problem(.missing), "\(name)")
        }
    }

    @Test func aFolderIsNotAFileWhateverItsName() throws {
        let pictures = try scratch.folder("holiday.png")
        let files = try scratch.folder("holiday.files")
        #expect(PictureLooker().facts(at: pictures) == .problem(.notAFile))
        #expect(PictureLooker().facts(at: files) == .problem(.notAFile))
        #expect(PictureLooker().facts(at: "/dev/null") == .problem(.notAFile))
    }

    /// Root reads every file, so "unreadable" is made with a loop of links,
    /// which no one can follow.
    @Test func aLoopOfLinksIsUnreadableInTheSystemsWords() throws {
        for name in ["loop.png", "loop.pdf"] {
            let path = scratch.file(name)
            #expect(symlink(path, path) == 0)
            #expect(PictureLooker().facts(at: path) == .problem(.unreadable(reason: "Too many levels of symbolic links")))
        }
    }

    @Test func textNamedLikeAPictureIsNotAPicture() throws {
        let path = scratch.file("letter.png")
        try writeText(path, "Dear Mum,\n")
        #expect(PictureLooker().facts(at: path) == .problem(.notAPicture))
    }

    /// The header claims 100,000 × 100,000 pixels over five bytes of pixels:
    /// refused from the header, at once, by facts and by look alike.
    @Test func aHugeHeaderIsRefusedInWellUnderASecond() throws {
        let path = scratch.file("huge.png")
        try writeBytes(path, PNGFixture.headerOnly(width: 100_000, height: 100_000))
        let problem = PictureProblem.tooManyPixels(width: 100_000, height: 100_000, limit: 10_000)
        let start = ContinuousClock.now
        var looker = PictureLooker()
        #expect(looker.facts(at: path) == .problem(problem))
        #expect(looker.look(for: request(path), colors: .indexed256) == .problem(problem))
        #expect(ContinuousClock.now - start < .milliseconds(500))
    }

    @Test func aFileOver50MBIsTooLarge() throws {
        let path = try png("big.png", width: 4, height: 4)
        let size = PictureFile.Limits.standard.bytes + 1
        #expect(truncate(path, off_t(size)) == 0)
        #expect(PictureLooker().facts(at: path) == .problem(.tooLarge(bytes: size, limit: 50 << 20)))
    }

    // MARK: Looks

    @Test func aPictureIsDrawnInExactlyItsBlocksCells() throws {
        // A square in a wide block: centred, the rest paper, the size the block's.
        let path = try png("square.png", width: 20, height: 20)
        var looker = PictureLooker()
        guard case .art(let art) = looker.look(for: request(path, columns: 40, lines: 10), colors: .indexed256) else {
            Issue.record("no art")
            return
        }
        #expect(art.columns == 40 && art.rows.count == 10)
        #expect(art.rows.allSatisfy { $0.count == 40 })
        let middle = art.rows[5][20]
        #expect(middle.foreground.map { $0 >= 16 } ?? true && middle.background.map { $0 >= 16 } ?? true)
        #expect(art.rows.joined().contains { $0.foreground == 196 || $0.background == 196 }, "pure red is index 196")
        #expect(art.rows.allSatisfy { $0[0] == PictureGlyph(symbol: " ") && $0[39] == PictureGlyph(symbol: " ") })
    }

    @Test func monochromeArtHasSymbolsAndNoColours() throws {
        let path = try png("half.png", width: 40, height: 20) { x, _ in x < 20 ? .white : .black }
        var looker = PictureLooker()
        guard case .art(let art) = looker.look(for: request(path, columns: 20, lines: 5), colors: .monochrome) else {
            Issue.record("no art")
            return
        }
        #expect(art.columns == 20 && art.rows.count == 5)
        #expect(art.rows.joined().allSatisfy { $0.foreground == nil && $0.background == nil })
        #expect(art.rows.allSatisfy { $0[0].symbol == "█" && $0[19].symbol == " " })
    }

    @Test func anAttachmentLooksLikeItsBytes() throws {
        let path = scratch.file("voice.m4a")
        try writeBytes(path, Array(repeating: 7, count: 1_234))
        var looker = PictureLooker()
        #expect(looker.look(for: request(path, lines: 1), colors: .indexed256) == .attachment(bytes: 1_234))
        #expect(looker.look(for: request(scratch.file("gone.m4a"), lines: 1), colors: .indexed256) == .problem(.missing))
    }

    @Test func aMissingOrDamagedPictureLooksLikeItsProblem() throws {
        var looker = PictureLooker()
        #expect(looker.look(for: request(scratch.file("gone.png")), colors: .indexed256) == .problem(.missing))
        let damaged = scratch.file("damaged.png")
        try writeBytes(damaged, PNGFixture.damaged(width: 10, height: 10))
        guard case .problem(.damaged(let reason)) = looker.look(for: request(damaged), colors: .indexed256) else {
            Issue.record("a damaged picture was drawn")
            return
        }
        #expect(!reason.isEmpty)
    }

    /// Asked again for the same block (every frame might ask), the picture is
    /// not decoded again; another size is.
    @Test func aPictureIsDecodedOncePerSize() throws {
        let path = try png("red.png")
        var decodes = 0
        var looker = PictureLooker(
            cache: PictureCache { file, columns, rows, colors throws(PictureError) in
                decodes += 1
                return try PictureDecoder.render(file, columns: columns, rows: rows, colors: colors)
            })
        let first = looker.look(for: request(path, lines: 10), colors: .indexed256)
        let again = looker.look(for: request(path, lines: 10, id: 3), colors: .indexed256)
        #expect(first == again)
        #expect(decodes == 1)
        _ = looker.look(for: request(path, lines: 11), colors: .indexed256)
        #expect(decodes == 2)
    }

    /// A glyph's palette index reaches the frame as an RGB colour, and the
    /// screen picks the nearest palette entry for it: every index chafa
    /// uses (16–255) comes back as itself, so the picture's colours are exact.
    @Test func everyPaletteIndexAPictureUsesComesBackExactly() {
        for index in UInt8(16)...UInt8(255) {
            #expect(RGB(xterm256: index).nearestXterm256 == Int(index), "\(index)")
        }
    }

    /// The program's kind of a file and LetterKit's agree, so a block laid out
    /// as a picture is drawn as one.
    @Test func aPictureNamedInCapitalsIsStillAPicture() throws {
        let path = try png("BRIDGE.PNG")
        var looker = PictureLooker()
        guard case .art = looker.look(for: request(path), colors: .indexed256) else {
            Issue.record("not drawn as a picture")
            return
        }
    }
}
