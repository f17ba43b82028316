/// The words of a freedesktop.org trash entry: the `.trashinfo` file that
/// says where a trashed file came from and when, and the names entries take.
///
/// Representation: plain functions of strings and numbers; the program
/// finds the trash folder, takes the local time and moves the files
/// (`Trash` in the program), so every byte written here is tested without a
/// disk.
///
/// The Trash specification (1.0): an info file is a desktop-entry style
/// group `[Trash Info]` with `Path=` (the original absolute path, escaped as
/// in URLs, RFC 2396 section 2) and `DeletionDate=` (local time,
/// `YYYY-MM-DDThh:mm:ss`); `info/NAME.trashinfo` goes with `files/NAME`.
public enum TrashInfo {
    /// The text of the info file for `originalPath` (absolute), trashed at
    /// `deletionDate` (`date(...)`).
    public static func text(originalPath: String, deletionDate: String) -> String {
        "[Trash Info]\nPath=\(percentEncoded(originalPath))\nDeletionDate=\(deletionDate)\n"
    }

    /// `path`'s bytes (`RawPath`: a name that is not UTF-8 keeps its own) with every byte but RFC 2396's unreserved
    /// characters (letters, digits, `-_.!~*'()`) and the `/` between names
    /// written `%XX`, as a URL path.
    public static func percentEncoded(_ path: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var encoded: [UInt8] = []
        encoded.reserveCapacity(path.utf8.count)
        for byte in RawPath.bytes(of: path) {
            if isKeptAsIs(byte) {
                encoded.append(byte)
            } else {
                encoded += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: encoded, as: UTF8.self)
    }

    /// The path a `Path=` value names, `%XX` read back; nil for a broken escape.
    public static func percentDecoded(_ value: String) -> String? {
        var bytes: [UInt8] = []
        var iterator = value.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        return RawPath.string(bytes)
    }

    /// A deletion date as the specification writes it.
    public static func date(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) -> String {
        "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
            + "T\(padded(hour, 2)):\(padded(minute, 2)):\(padded(second, 2))"
    }

    /// The name to try for `name` in the trash's `files/` on the `attempt`th
    /// try (1 first): the name itself, then with a number before its
    /// extension (`autumn.2.letter`, `autumn.2.files`, `notes.3`), so a
    /// trashed letter keeps the extension that says what it is.
    public static func candidateName(for name: String, attempt: Int) -> String {
        guard attempt > 1 else { return name }
        if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            return "\(name[..<dot]).\(attempt)\(name[dot...])"
        }
        return "\(name).\(attempt)"
    }

    /// The info file's name for an entry called `name` in `files/`.
    public static func infoName(for name: String) -> String { name + ".trashinfo" }

    private static func isKeptAsIs(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: "~"),
            UInt8(ascii: "*"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "/"):
            true
        default:
            false
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }

    private static func padded(_ number: Int, _ width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
