import Glibc
import Testing

@testable import LetterPictures
@testable import LetterSystem

/// Looking at a picture before decoding it: its facts come from `stat` and the
/// header, and every refusal that can be judged there is, quickly.
@Suite("Pictures: looking before decoding")
struct PicturesFileTests {
    let scratch: FilesScratch

    init() throws { scratch = try FilesScratch() }

    @Test func aPNGsFormatSizeAndBytesComeFromItsHeaderAndStat() throws {
        let path = scratch.file("red.png")
        let bytes = PNGFixture.image(width: 40, height: 20) { _, _ in .red }
        try writeBytes(path, bytes)
        let file = try PictureFile.inspect(path)
        #expect(file.format == "png")
        #expect(file.width == 40 && file.height == 20)
        #expect(file.bytes == Int64(bytes.count))
        #expect(file.stamp == DiskStamp.of(path: path))
    }

    @Test func aJPEGsFormatAndSize() throws {
        let path = scratch.file("sea.jpg")
        try JPEGFixture.write(path, width: 32, height: 16) { _, _ in .blue }
        let file = try PictureFile.inspect(path)
        #expect(file.format == "jpeg")
        #expect(file.width == 32 && file.height == 16)
    }

    @Test func aPictureWhoseNameSaysNothingIsKnownByItsBytes() throws {
        let path = scratch.file("holiday")
        try writeBytes(path, PNGFixture.image(width: 3, height: 5) { _, _ in .green })
        let file = try PictureFile.inspect(path)
        #expect(file.format == "png" && file.width == 3 && file.height == 5)
    }

    @Test func aMissingFileOrFolderOnTheWayIsMissing() throws {
        for path in [scratch.file("nowhere.png"), scratch.file("no-folder/nowhere.png")] {
            #expect(throws: PictureError.missing(path: path)) { try PictureFile.inspect(path) }
        }
    }

    @Test func aLoopOfLinksIsUnreadable() throws {
        let path = scratch.file("loop.png")
        #expect(symlink(path, path) == 0)
        #expect(throws: PictureError.unreadable(path: path, SystemError(ELOOP))) { try PictureFile.inspect(path) }
    }

    @Test func aPathThroughAFileIsUnreadable() throws {
        let file = scratch.file("letter.txt")
        try writeBytes(file, Array("Dear Mum,\n".utf8))
        let path = file + "/photo.png"
        #expect(throws: PictureError.unreadable(path: path, SystemError(ENOTDIR))) { try PictureFile.inspect(path) }
    }

    @Test func aFolderOrADeviceIsNotAFile() throws {
        let folder = try scratch.folder("photos.png")
        #expect(throws: PictureError.notAFile(path: folder)) { try PictureFile.inspect(folder) }
        #expect(throws: PictureError.notAFile(path: "/dev/null")) { try PictureFile.inspect("/dev/null") }
    }

    @Test(arguments: [
        ("text.png", Array("Dear Mum,\nthe sea was grey.\n".utf8)),
        ("empty.png", []),
        ("signature-only.png", PNGFixture.signature),
        ("cut-in-the-header.png", Array(PNGFixture.image(width: 4, height: 4) { _, _ in .red }.prefix(20))),
        ("noise.jpg", (0..<600).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) }),
    ])
    func whatIsNotAPictureIsRefusedByItsHeader(name: String, bytes: [UInt8]) throws {
        let path = scratch.file(name)
        try writeBytes(path, bytes)
        #expect(throws: PictureError.notAPicture(path: path)) { try PictureFile.inspect(path) }
    }

    /// The header claims 100,000 × 100,000 pixels (40 GB decoded) over a pixel
    /// stream of five bytes: only a header read can answer, and fast.
    @Test func aHeaderClaiming100000PixelsASideIsRefusedAtOnceWithoutDecoding() throws {
        let path = scratch.file("huge.png")
        try writeBytes(path, PNGFixture.headerOnly(width: 100_000, height: 100_000))
        let expected = PictureError.tooManyPixels(path: path, width: 100_000, height: 100_000, limit: 10_000)
        let start = ContinuousClock.now
        #expect(throws: expected) { try PictureFile.inspect(path) }
        // The decoder's own entry looks first too: the same refusal, not a
        // decoding failure.
        #expect(throws: expected) {
            try PictureDecoder.render(path: path, columns: 40, rows: 10, colors: .indexed256)
        }
        #expect(ContinuousClock.now - start < .seconds(1))
    }

    @Test func theSideLimitIsInclusiveOnEitherSide() throws {
        let atLimit = scratch.file("at-limit.png")
        try writeBytes(atLimit, PNGFixture.headerOnly(width: 10_000, height: 1))
        #expect(try PictureFile.inspect(atLimit).width == 10_000)
        for (width, height) in [(10_001, 1), (1, 10_001)] {
            let path = scratch.file("over-\(width)x\(height).png")
            try writeBytes(path, PNGFixture.headerOnly(width: width, height: height))
            #expect(throws: PictureError.tooManyPixels(path: path, width: width, height: height, limit: 10_000)) {
                try PictureFile.inspect(path)
            }
        }
    }

    /// A sparse file: a true PNG grown to just over 50 MB by `ftruncate`, so
    /// no 50 MB are written. Refused from `stat`, before its header is read.
    @Test func aFileOver50MBIsRefusedAndOneOfExactly50MBIsNot() throws {
        let limit = PictureFile.Limits.standard.bytes
        #expect(limit == 50 * 1_048_576)
        let over = scratch.file("over.png")
        let exact = scratch.file("exact.png")
        for (path, size) in [(over, limit + 1), (exact, limit)] {
            try writeBytes(path, PNGFixture.image(width: 4, height: 4) { _, _ in .red })
            #expect(truncate(path, off_t(size)) == 0)
        }
        let start = ContinuousClock.now
        #expect(throws: PictureError.tooLarge(path: over, bytes: limit + 1, limit: limit)) {
            try PictureFile.inspect(over)
        }
        #expect(ContinuousClock.now - start < .seconds(1))
        let file = try PictureFile.inspect(exact)
        #expect(file.bytes == limit && file.width == 4)
    }

    @Test func smallerLimitsAreHonoured() throws {
        let path = scratch.file("red.png")
        let bytes = PNGFixture.image(width: 40, height: 20) { _, _ in .red }
        try writeBytes(path, bytes)
        let tight = PictureFile.Limits(bytes: Int64(bytes.count - 1), side: 100)
        #expect(throws: PictureError.tooLarge(path: path, bytes: Int64(bytes.count), limit: tight.bytes)) {
            try PictureFile.inspect(path, limits: tight)
        }
        let narrow = PictureFile.Limits(bytes: 1 << 20, side: 39)
        #expect(throws: PictureError.tooManyPixels(path: path, width: 40, height: 20, limit: 39)) {
            try PictureFile.inspect(path, limits: narrow)
        }
    }

    @Test func eachRefusalSaysWhatAndWhereInWords() {
        let path = "/home/me/sea.png"
        #expect(PictureError.missing(path: path).description == "no picture at /home/me/sea.png")
        #expect(
            PictureError.tooLarge(path: path, bytes: 52_428_801, limit: 52_428_800).description
                == "the picture /home/me/sea.png is too large: 51 MB, over 50 MB")
        #expect(
            PictureError.tooManyPixels(path: path, width: 100_000, height: 20, limit: 10_000).description
                == "the picture /home/me/sea.png is too large: 100000 × 20 pixels, over 10000 on a side")
        #expect(PictureError.notAPicture(path: path).description.hasPrefix("/home/me/sea.png is not a picture"))
        #expect(PictureError.unreadable(path: path, SystemError(EACCES)).description.hasSuffix("Permission denied"))
        #expect(PictureError.damaged(path: path, reason: "IDAT: CRC error").path == path)
    }
}
