import Glibc
import Testing

@testable import LetterPictures
@testable import LetterSystem

/// The cache of drawn pictures: a picture is decoded once for the same file
/// and request, anew when either changes, and the cache stays small.
@Suite("Pictures: the cache")
struct PicturesCacheTests {
    /// Counts the decodes the cache asks for, and does them.
    final class Decodes {
        var paths: [String] = []
        var count: Int { paths.count }

        func cache(capacity: Int = 32) -> PictureCache {
            PictureCache(capacity: capacity) { file, columns, rows, colors throws(PictureError) in
                self.paths.append(file.path)
                return try PictureDecoder.render(file, columns: columns, rows: rows, colors: colors)
            }
        }
    }

    let scratch: FilesScratch
    let decodes = Decodes()

    init() throws { scratch = try FilesScratch() }

    func png(_ name: String, _ color: RGBA, width: Int = 40, height: Int = 20) throws -> String {
        let path = scratch.file(name)
        try writeBytes(path, PNGFixture.image(width: width, height: height) { _, _ in color })
        return path
    }

    @Test func theSameRequestIsDecodedOnce() throws {
        let path = try png("red.png", .red)
        var cache = decodes.cache()
        let first = try cache.cells(path: path, columns: 40, rows: 10, colors: .indexed256)
        let second = try cache.cells(path: path, columns: 40, rows: 10, colors: .indexed256)
        #expect(decodes.count == 1)
        #expect(first == second)
        #expect(first == (try PictureDecoder.render(path: path, columns: 40, rows: 10, colors: .indexed256)))
    }

    @Test func anotherSizeOrColourModeIsDecodedAgainAndKeptBeside() throws {
        let path = try png("red.png", .red)
        var cache = decodes.cache()
        _ = try cache.cells(path: path, columns: 40, rows: 10, colors: .indexed256)
        _ = try cache.cells(path: path, columns: 20, rows: 10, colors: .indexed256)
        _ = try cache.cells(path: path, columns: 40, rows: 5, colors: .indexed256)
        let monochrome = try cache.cells(path: path, columns: 40, rows: 10, colors: .monochrome)
        #expect(decodes.count == 4)
        #expect(cache.count == 4)
        #expect(monochrome[0, 0].foreground == nil && monochrome[0, 0].background == nil)
        _ = try cache.cells(path: path, columns: 20, rows: 10, colors: .indexed256)
        #expect(decodes.count == 4)
    }

    @Test func aPictureSavedOverIsDecodedAgain() throws {
        let path = try png("photo.png", .red)
        var cache = decodes.cache()
        let before = try cache.cells(path: path, columns: 20, rows: 5, colors: .indexed256)
        // Another picture in its place (another size, so another stamp even
        // within the clock's resolution).
        try writeBytes(path, PNGFixture.image(width: 40, height: 21) { _, _ in .blue })
        let after = try cache.cells(path: path, columns: 20, rows: 5, colors: .indexed256)
        #expect(decodes.count == 2)
        #expect(looks(shownColor(before[10, 2]), like: .red))
        #expect(looks(shownColor(after[10, 2]), like: .blue))
    }

    @Test func theLeastRecentlyUsedGoesFirst() throws {
        let a = try png("a.png", .red)
        let b = try png("b.png", .green)
        let c = try png("c.png", .blue)
        var cache = decodes.cache(capacity: 2)
        for path in [a, b, a, c] {  // a is used again after b, so b is the oldest when c comes
            _ = try cache.cells(path: path, columns: 8, rows: 2, colors: .indexed256)
        }
        #expect(decodes.paths == [a, b, c])
        #expect(cache.count == 2)
        _ = try cache.cells(path: a, columns: 8, rows: 2, colors: .indexed256)
        #expect(decodes.paths == [a, b, c], "a was kept")
        _ = try cache.cells(path: b, columns: 8, rows: 2, colors: .indexed256)
        #expect(decodes.paths == [a, b, c, b], "b was let go")
        #expect(cache.count == 2)
    }

    /// A picture refused from its header never reaches the decoder, and the
    /// refusal is kept: asked again, nothing is decoded either.
    @Test func aRefusedPictureIsNeverDecodedAndStaysRefused() throws {
        let path = scratch.file("huge.png")
        try writeBytes(path, PNGFixture.headerOnly(width: 100_000, height: 100_000))
        var cache = decodes.cache()
        let refusal = PictureError.tooManyPixels(path: path, width: 100_000, height: 100_000, limit: 10_000)
        for _ in 0..<2 {
            #expect(throws: refusal) { try cache.cells(path: path, columns: 40, rows: 10, colors: .indexed256) }
        }
        #expect(decodes.count == 0)
        #expect(cache.count == 1)
    }

    @Test func aDamagedPictureIsDecodedOnceAndItsRefusalKept() throws {
        let path = scratch.file("nonsense.png")
        try writeBytes(path, PNGFixture.damaged(width: 10, height: 10))
        var cache = decodes.cache()
        for _ in 0..<3 {
            #expect(throws: PictureError.self) { try cache.cells(path: path, columns: 10, rows: 5, colors: .indexed256) }
        }
        #expect(decodes.count == 1)
    }

    /// A missing picture has no stamp to be kept under: it is looked for on
    /// every request and drawn as soon as it appears.
    @Test func aMissingPictureIsLookedForAgain() throws {
        let path = scratch.file("later.png")
        var cache = decodes.cache()
        #expect(throws: PictureError.missing(path: path)) {
            try cache.cells(path: path, columns: 8, rows: 2, colors: .indexed256)
        }
        #expect(cache.count == 0)
        try writeBytes(path, PNGFixture.image(width: 8, height: 4) { _, _ in .green })
        let cells = try cache.cells(path: path, columns: 8, rows: 2, colors: .indexed256)
        #expect(looks(shownColor(cells[0, 0]), like: .green))
        #expect(decodes.count == 1)
    }

    @Test func removeAllForgetsEverything() throws {
        let path = try png("red.png", .red)
        var cache = decodes.cache()
        _ = try cache.cells(path: path, columns: 8, rows: 2, colors: .indexed256)
        cache.removeAll()
        #expect(cache.count == 0)
        _ = try cache.cells(path: path, columns: 8, rows: 2, colors: .indexed256)
        #expect(decodes.count == 2)
    }
}
