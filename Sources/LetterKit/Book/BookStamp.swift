/// A stable name for a book, and the time an EPUB says it was made.
public enum BookStamp {
    /// A UUID (`urn:uuid:…`) that depends only on `key` (the book's folder
    /// and title): publishing the same book again gives the same identifier,
    /// so a reading system sees a new edition of the same book.
    ///
    /// Representation: 128 bits from two FNV-1a hashes of the key's UTF-8
    /// (two offset bases), marked as an RFC 9562 version 8 UUID (custom
    /// bits) of the RFC 4122 variant. Not a security property: two keys
    /// could meet, as with any 128-bit hash.
    public static func identifier(of key: String) -> String {
        var bytes: [UInt8] = []
        for half in [StableHash.fnv1a(key), StableHash.fnv1a(key, basis: 0x6C62_272E_07BB_0142)] {
            for shift in stride(from: 56, through: 0, by: -8) {
                bytes.append(UInt8(truncatingIfNeeded: half >> UInt64(shift)))
            }
        }
        bytes[6] = bytes[6] & 0x0F | 0x80
        bytes[8] = bytes[8] & 0x3F | 0x80
        let hex = bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        let parts = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { range in
            String(hex.dropFirst(range.lowerBound).prefix(range.count))
        }
        return "urn:uuid:" + parts.joined(separator: "-")
    }

    /// `seconds` since 1970 as `dcterms:modified` writes it: `2026-11-22T17:05:09Z`.
    public static func timestamp(secondsSince1970 seconds: Int64) -> String {
        let day = CalendarDay(secondsSince1970: seconds)
        let rest = (seconds % 86_400 + 86_400) % 86_400
        func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(day)T\(two(rest / 3600)):\(two(rest % 3600 / 60)):\(two(rest % 60))Z"
    }
}
