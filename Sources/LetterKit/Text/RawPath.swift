/// File names as the disk keeps them, bytes that need not be UTF-8, carried
/// in a `String` that gives every byte back.
///
/// Why: Linux names are bytes; a name written on another system (Latin-1,
/// EUC-KR) is not valid UTF-8, and decoding it with replacement characters
/// would leave a name no call can open, rename or trash. So every name read
/// from the disk or the command line is decoded here, the program keeps the
/// string (in its index too), turns it back into the same bytes at each
/// system call (`bytes(of:)`), and shows it escaped (`displayed`).
///
/// Representation: valid UTF-8 is its characters; each byte that is not part
/// of valid UTF-8 is the private-use scalar U+EF00 + byte (U+EF80…U+EFFF,
/// as MirBSD's OPTU-8 does). A name that really holds one of those 128
/// scalars has its three bytes carried the same way, so the mapping is
/// exact both ways for every byte string.
///
/// Limitations: a program that gets such a string without going through
/// `bytes(of:)` (a C library given a path) sees the private-use characters,
/// not the bytes.
public enum RawPath {
    /// The scalars that stand for single bytes 0x80…0xFF.
    static let carriers: ClosedRange<UInt32> = 0xEF80...0xEFFF

    /// `bytes` as a string that `bytes(of:)` turns back into them exactly.
    public static func string(_ bytes: some Collection<UInt8>) -> String {
        let bytes = Array(bytes)
        if let text = String(validating: bytes, as: UTF8.self),
            !text.unicodeScalars.contains(where: { carriers.contains($0.value) })
        {
            return text
        }
        var scalars = String.UnicodeScalarView()
        var index = 0
        while index < bytes.count {
            let length = sequenceLength(bytes[index])
            if length > 1, index + length <= bytes.count,
                let text = String(validating: bytes[index..<(index + length)], as: UTF8.self),
                let scalar = text.unicodeScalars.first, !carriers.contains(scalar.value)
            {
                scalars.append(scalar)
                index += length
            } else if bytes[index] < 0x80 {
                scalars.append(Unicode.Scalar(bytes[index]))
                index += 1
            } else {
                // The carrier of a byte is never a surrogate, so the scalar exists.
                scalars.append(Unicode.Scalar(0xEF00 + UInt32(bytes[index])) ?? "\u{FFFD}")
                index += 1
            }
        }
        return String(scalars)
    }

    /// The bytes `string` stands for: its UTF-8, each carrier scalar its byte.
    public static func bytes(of string: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(string.utf8.count)
        for scalar in string.unicodeScalars {
            if carriers.contains(scalar.value) {
                bytes.append(UInt8(scalar.value - 0xEF00))
            } else {
                bytes.append(contentsOf: String(scalar).utf8)
            }
        }
        return bytes
    }

    /// True when `string` holds a byte that is not UTF-8.
    public static func holdsRawBytes(_ string: String) -> Bool {
        string.unicodeScalars.contains { carriers.contains($0.value) }
    }

    /// `string` as a screen shows it: each byte that is not UTF-8 as `\xff`,
    /// and every control character as the terminal sanitiser shows it
    /// (`TerminalSafe`: `^J`, `^?`, `~E`), so a name can neither hide its
    /// bytes nor move the cursor, and is shown one way everywhere.
    public static func displayed(_ string: String) -> String {
        guard string.unicodeScalars.contains(where: { carriers.contains($0.value) }) else {
            return TerminalSafe.escaped(string)
        }
        var shown = ""
        for scalar in string.unicodeScalars {
            if carriers.contains(scalar.value) {
                shown += "\\x" + hex(scalar.value - 0xEF00)
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return TerminalSafe.escaped(shown)
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return digits.count < 2 ? "0" + digits : digits
    }

    /// How many bytes the UTF-8 sequence led by `byte` takes (1 for a byte
    /// that cannot lead one).
    private static func sequenceLength(_ byte: UInt8) -> Int {
        switch byte {
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 1
        }
    }
}
