/// Whether a PNG file is an animated one (APNG), told from its first bytes:
/// an animation control chunk (`acTL`) comes before the first image data
/// chunk (`IDAT`), as the APNG specification requires.
///
/// Why it is asked before anything is decoded: gdk-pixbuf draws only an
/// APNG's first frame, so its frames come from FFmpeg in `letter-media`,
/// which the program must start only for a PNG that really moves, never
/// for every still PNG of a letter.
public enum AnimatedPNG {
    /// How many of the file's first bytes are read to tell: the chunks
    /// before `acTL` are a header and a few small ones.
    public static let headerBytes = 4096

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// True when `bytes`, a file's beginning, is a PNG whose `acTL` chunk
    /// comes before its `IDAT`; false for a still PNG, anything else, or a
    /// beginning too short to tell.
    public static func isAnimated(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= signature.count, Array(bytes.prefix(signature.count)) == signature else { return false }
        var offset = signature.count
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = bytes[offset + 4..<offset + 8].map { Character(Unicode.Scalar($0)) }
            switch String(type) {
            case "acTL": return true
            case "IDAT", "IEND": return false
            default: break
            }
            // Length, type, data and the checksum.
            guard length <= Int(Int32.max) else { return false }
            offset += 12 + length
        }
        return false
    }
}
