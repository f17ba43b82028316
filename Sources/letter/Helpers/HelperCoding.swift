import Foundation

/// The encoding of the core's values between the program and its helper
/// executables: JSON, through Foundation's coders and the conformances
/// Swift synthesizes in LetterKit.
///
/// Why JSON: both ends are built from the same sources, so any encoding
/// would do, and this one needs no code of ours per type and can be read by
/// hand. Foundation is linked into the program anyway; this file is the only
/// part of the program outside the EPUB writer that uses it, and only when a
/// helper is asked something, never at start.
enum HelperCoding {
    /// `value` as JSON bytes; nil when it holds what JSON cannot say (a
    /// number that is not finite).
    static func encode(_ value: some Encodable) -> [UInt8]? {
        (try? JSONEncoder().encode(value)).map { Array($0) }
    }

    /// A `T` read from JSON `bytes`; nil when they are not one.
    static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) -> T? {
        try? JSONDecoder().decode(type, from: Data(bytes))
    }
}
