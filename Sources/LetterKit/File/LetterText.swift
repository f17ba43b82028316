/// Reading a letter's bytes into text, refusing what is not a letter.
///
/// A letter is UTF-8 text. Invalid UTF-8 and NUL bytes (binary data) are refused
/// rather than "fixed": repairing them on save would silently change the file.
/// A file's final newline ends its last line; it is not an extra, empty line
/// (POSIX, as vim and nano read files).
public enum LetterText {
    /// Bytes over this are refused: no paper holds that much text. The largest
    /// preset, the 10,000 × 72 manuscript, holds about 1.5 MB of Korean or emoji
    /// (3–4 bytes per 2-cell character), so the limit sits well above that: a
    /// letter that fits any preset always opens again.
    public static let sizeLimit = 4 << 20

    /// The text of `bytes`, or why it is not a letter.
    public static func decode(_ bytes: [UInt8]) throws(LetterFileError) -> String {
        try validate(bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Checks that `bytes` could be a letter: not too large, no NUL byte, valid
    /// UTF-8. Nothing is built, so checking a file costs one pass and no copies.
    public static func validate(_ bytes: [UInt8]) throws(LetterFileError) {
        guard bytes.count <= sizeLimit else { throw .tooLarge(bytes: bytes.count, limit: sizeLimit) }
        if let nul = bytes.firstIndex(of: 0) { throw .binary(offset: nul) }
        // The standard library's validation is fast; the slow decoder below only
        // finds where invalid text goes wrong, to say so.
        if String(validating: bytes, as: UTF8.self) != nil { return }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
            case .emptyInput:
                return
            case .error:
                throw .invalidUTF8(offset: offset)
            }
        }
    }

    /// The letter's body: the text without the one final newline that ends the
    /// last line, if it has one. `LetterFile` applies the same rule when it reads
    /// a whole file (after the front matter).
    public static func body(ofFileText text: String) -> String {
        if text.hasSuffix("\r\n") { return String(text.dropLast()) }  // "\r\n" is one Character
        if text.hasSuffix("\n") || text.hasSuffix("\r") { return String(text.dropLast()) }
        return text
    }
}

/// Why a file could not be opened as a letter.
public enum LetterFileError: Error, Hashable, Sendable, CustomStringConvertible {
    case notFound(path: String)
    case unreadable(path: String, reason: String)
    case isDirectory(path: String)
    case invalidUTF8(offset: Int)
    case binary(offset: Int)
    case tooLarge(bytes: Int, limit: Int)

    /// The description, starting with `path` when it does not name the file
    /// already, so every message says which file it is about.
    public func message(path: String) -> String {
        switch self {
        case .notFound, .unreadable, .isDirectory: description
        case .invalidUTF8, .binary, .tooLarge: "\(path): \(description)"
        }
    }

    public var description: String {
        switch self {
        case .notFound(let path): tr("{path}: no such file", ["path": path])
        case .unreadable(let path, let reason): tr("{path}: cannot read: {reason}", ["path": path, "reason": reason])
        case .isDirectory(let path): tr("{path}: is a folder, not a letter", ["path": path])
        case .invalidUTF8(let offset):
            tr("not UTF-8 text (invalid byte at offset {offset}); letters are UTF-8", ["offset": offset])
        case .binary(let offset): tr("binary data (a NUL byte at offset {offset}), not a letter", ["offset": offset])
        case .tooLarge(let bytes, let limit):
            tr("too large for a letter ({bytes} bytes; the limit is {limit} bytes)", ["bytes": bytes, "limit": limit])
        }
    }
}
