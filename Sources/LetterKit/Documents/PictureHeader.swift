/// A picture's pixel size read from its first bytes (PNG, GIF, JPEG,
/// WebP), so a picture out of a document is refused before anything
/// decodes it.
///
/// Why here: `letter` itself links no picture library (the helper does),
/// and a document's picture is untrusted: a 40-byte PNG may claim
/// 100,000 × 100,000 pixels. The limits are the pictures' own
/// (`PictureFile.Limits.standard`: 10,000 a side, 40 million in all).
///
/// Limitations: only those four formats are known; any other (a Word
/// document's EMF or WMF) is not taken (`LeftOut.otherPictures`).
public struct PictureHeader: Hashable, Sendable {
    public var format: String
    public var width: Int
    public var height: Int

    /// The most pixels on a side, and in all, a picture may claim.
    public static let sideLimit = 10_000
    public static let pixelLimit = 40_000_000

    /// Whether the size is within the limits.
    public var isWithinLimits: Bool {
        width <= Self.sideLimit && height <= Self.sideLimit && width * height <= Self.pixelLimit
    }

    /// The header of `bytes`, or nil when it is none of the known formats.
    public static func of(_ bytes: [UInt8]) -> PictureHeader? {
        func big(_ at: Int, _ count: Int) -> Int? {
            guard at + count <= bytes.count else { return nil }
            return bytes[at..<(at + count)].reduce(0) { $0 << 8 | Int($1) }
        }
        func little(_ at: Int, _ count: Int) -> Int? {
            guard at + count <= bytes.count else { return nil }
            return bytes[at..<(at + count)].reversed().reduce(0) { $0 << 8 | Int($1) }
        }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            guard let width = big(16, 4), let height = big(20, 4) else { return nil }
            return PictureHeader(format: "png", width: width, height: height)
        }
        if bytes.starts(with: Array("GIF8".utf8)) {
            guard let width = little(6, 2), let height = little(8, 2) else { return nil }
            return PictureHeader(format: "gif", width: width, height: height)
        }
        if bytes.starts(with: Array("RIFF".utf8)), bytes.count > 30, Array(bytes[8..<12]) == Array("WEBP".utf8) {
            switch String(decoding: bytes[12..<16], as: UTF8.self) {
            case "VP8X":
                guard let width = little(24, 3), let height = little(27, 3) else { return nil }
                return PictureHeader(format: "webp", width: width + 1, height: height + 1)
            case "VP8L":
                guard let bits = little(21, 4) else { return nil }
                return PictureHeader(format: "webp", width: (bits & 0x3FFF) + 1, height: (bits >> 14 & 0x3FFF) + 1)
            default:
                guard let width = little(26, 2), let height = little(28, 2) else { return nil }
                return PictureHeader(format: "webp", width: width & 0x3FFF, height: height & 0x3FFF)
            }
        }
        if bytes.starts(with: [0xFF, 0xD8]) { return jpeg(bytes) }
        return nil
    }

    /// A JPEG's size from its first frame header (SOF0…SOF15 but DHT, JPG
    /// and DAC), walking the segments before it.
    static func jpeg(_ bytes: [UInt8]) -> PictureHeader? {
        var index = 2
        while index + 9 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF {
                index += 1
                continue
            }
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                let height = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
                let width = Int(bytes[index + 7]) << 8 | Int(bytes[index + 8])
                return PictureHeader(format: "jpeg", width: width, height: height)
            }
            guard length >= 2 else { return nil }
            index += 2 + length
        }
        return nil
    }
}
