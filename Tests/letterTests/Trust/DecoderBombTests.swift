import Glibc
import Testing

@testable import LetterPictures
@testable import letter

/// A decoder bomb: a few bytes whose header claims a huge picture. Every
/// format's header is judged before a pixel is decoded, on the pixels in all
/// (`PictureFile.Limits.pixels`, 40 million: 160 MB decoded at most), not
/// only on each side, so a 35-byte GIF claiming 10,000 × 10,000 (400 MB
/// decoded, each side within its limit) costs a header read.
@Suite("Trust: decoder bombs stay within the stated bound")
struct DecoderBombTests {
    let scratch: FilesScratch

    init() throws { scratch = try FilesScratch() }

    /// GIF89a, a 10,000 × 10,000 screen with a two-colour table, one image
    /// as large, two bytes of LZW: 35 bytes.
    static func gif(width: Int, height: Int) -> [UInt8] {
        let size = le16(width) + le16(height)
        return Array("GIF89a".utf8) + size + [0x80, 0, 0] + [0, 0, 0, 0xFF, 0xFF, 0xFF] + [0x2C, 0, 0, 0, 0] + size
            + [0, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3B]
    }

    /// A BMP header (BITMAPINFOHEADER, 24 bits) claiming `width` × `height`
    /// over no pixels at all.
    static func bmp(width: Int, height: Int) -> [UInt8] {
        Array("BM".utf8) + le32(54) + le32(0) + le32(54) + le32(40) + le32(width) + le32(height) + le16(1) + le16(24)
            + le32(0) + le32(0) + le32(2835) + le32(2835) + le32(0) + le32(0)
    }

    static func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF)] }
    static func le32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }

    @Test func theGIFBombIs35Bytes() {
        #expect(Self.gif(width: 10_000, height: 10_000).count == 35)
    }

    /// Each format's bomb, every side within 10,000: refused on the pixels
    /// in all, at once.
    @Test(arguments: ["gif", "png", "bmp"])
    func aHeaderClaiming10000By10000IsRefusedWithoutDecoding(format: String) throws {
        let path = scratch.file("bomb.\(format)")
        let bytes: [UInt8] =
            switch format {
            case "gif": Self.gif(width: 10_000, height: 10_000)
            case "png": PNGFixture.headerOnly(width: 10_000, height: 10_000)
            default: Self.bmp(width: 10_000, height: 10_000)
            }
        try writeBytes(path, bytes)
        let limit = PictureFile.Limits.standard.pixels
        #expect(limit == 40_000_000)
        let start = ContinuousClock.now
        #expect(throws: PictureError.tooManyPixelsInAll(path: path, width: 10_000, height: 10_000, limit: limit)) {
            try PictureFile.inspect(path)
        }
        #expect(throws: PictureError.tooManyPixelsInAll(path: path, width: 10_000, height: 10_000, limit: limit)) {
            try PictureDecoder.render(path: path, columns: 40, rows: 10, colors: .indexed256)
        }
        #expect(ContinuousClock.now - start < .seconds(1))
    }

    /// The bound is inclusive: 8,000 × 5,000 is exactly 40 million.
    @Test func exactlyTheBoundIsLookedAtAndOneMoreRowIsNot() throws {
        let at = scratch.file("at.png")
        try writeBytes(at, PNGFixture.headerOnly(width: 8_000, height: 5_000))
        #expect(try PictureFile.inspect(at).height == 5_000)
        let over = scratch.file("over.png")
        try writeBytes(over, PNGFixture.headerOnly(width: 8_000, height: 5_001))
        #expect(throws: PictureError.tooManyPixelsInAll(path: over, width: 8_000, height: 5_001, limit: 40_000_000)) {
            try PictureFile.inspect(over)
        }
    }

    /// The whole program, rendering a letter whose picture is the GIF bomb:
    /// its peak resident memory (GNU time's %M) stays far under what the
    /// claimed pixels would take (400 MB; gdk-pixbuf alone decoding this
    /// file peaks near 396 MB), and the block says why.
    @Test func renderingTheBombStaysSmall() throws {
        guard access("/usr/bin/time", X_OK) == 0 else {
            Issue.record("GNU time is missing: the peak memory cannot be measured")
            return
        }
        try writeBytes(scratch.file("bomb.gif"), Self.gif(width: 10_000, height: 10_000))
        try writeText(scratch.file("bomb.letter"), "![bomb](bomb.gif)\n")
        let result = try run(["/usr/bin/time", "-f", "peak %M KB", letterBinary, "render", scratch.file("bomb.letter")])
        #expect(result.output.contains("too large: 10000 × 10000 pixels, over 40000000 in all"), "\(result.output)")
        let peak = result.error.split(separator: "\n").last { $0.hasPrefix("peak ") }
            .flatMap { Int($0.dropFirst("peak ".count).prefix { $0.isNumber }) }
        let kilobytes = try #require(peak, "\(result.error)")
        #expect(kilobytes < 100_000, "peak \(kilobytes) KB")
    }
}
