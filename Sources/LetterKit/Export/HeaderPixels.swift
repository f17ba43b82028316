/// A picture's size in pixels as its file's first bytes say it (PNG, GIF,
/// JPEG), so an office document can give the picture its own proportions
/// inside the block the letter gives it, without decoding it.
///
/// Limitations: a JPEG whose frame header lies past the bytes given (a very
/// large EXIF block) has no size here; the picture then fills its block.
public struct HeaderPixels: Hashable, Sendable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The size `bytes` (a file's start) state, or nil when they state none
    /// or a zero one.
    public init?(header bytes: [UInt8]) {
        guard let media = EPUBMedia(header: Array(bytes.prefix(16))) else { return nil }
        let found: (Int, Int)?
        switch media {
        case .png: found = bytes.count >= 24 ? (Self.big(bytes, 16, 4), Self.big(bytes, 20, 4)) : nil
        case .gif: found = bytes.count >= 10 ? (Self.little(bytes, 6), Self.little(bytes, 8)) : nil
        case .jpeg: found = Self.jpegSize(bytes)
        case .svg: found = nil
        }
        guard let (width, height) = found, width > 0, height > 0 else { return nil }
        self.init(width: width, height: height)
    }

    /// The largest size of these proportions inside `box` (width, height),
    /// centred nowhere: the caller places it.
    public func fitted(in box: (width: Double, height: Double)) -> (width: Double, height: Double) {
        let scale = min(box.width / Double(width), box.height / Double(height))
        return (Double(width) * scale, Double(height) * scale)
    }

    private static func big(_ bytes: [UInt8], _ at: Int, _ count: Int) -> Int {
        bytes[at..<at + count].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func little(_ bytes: [UInt8], _ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }

    /// Walks a JPEG's segments to its first frame header (SOF0 to SOF15 but
    /// DHT, JPG and DAC), which holds the height, then the width.
    private static func jpegSize(_ bytes: [UInt8]) -> (Int, Int)? {
        var at = 2
        while at + 9 < bytes.count {
            guard bytes[at] == 0xFF else { return nil }
            let marker = bytes[at + 1]
            if marker == 0xFF {
                at += 1
                continue
            }
            let length = big(bytes, at + 2, 2)
            if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                return (big(bytes, at + 7, 2), big(bytes, at + 5, 2))
            }
            guard length >= 2 else { return nil }
            at += 2 + length
        }
        return nil
    }
}
