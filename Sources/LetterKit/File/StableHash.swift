/// FNV-1a over a text's UTF-8, 64 bits: a hash that is the same in every
/// run and build, for naming things on disk (a recovery copy, a box's
/// index) and for a book's identifier. Swift's `Hasher` is seeded per
/// process, so it cannot.
///
/// Limitations: not a security property; two texts may meet.
public enum StableHash {
    /// FNV's 64-bit offset basis.
    public static let offsetBasis: UInt64 = 0xCBF2_9CE4_8422_2325

    /// The hash of `text`, starting from `basis` (another basis gives an
    /// independent hash of the same text).
    public static func fnv1a(_ text: String, basis: UInt64 = offsetBasis) -> UInt64 {
        var hash = basis
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// `value` as 16 lower-case hex digits.
    public static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
