/// The pictures an EPUB carries, known by their first bytes.
///
/// Why by content, not name: a reading system (and epubcheck) checks a
/// picture's bytes against the media type the package declares, and a
/// `.png` that is really a JPEG would be an error. Only EPUB's core image
/// types are carried; any other picture (BMP, WebP, TIFF, …) would need a
/// fallback, so its frame is drawn in its place, as the screen draws a
/// picture it cannot show. An SVG drawing is not carried as it is (it can
/// hold scripts and fetch what it names): only as the PNG the program
/// draws of it (`svg` names the drawing, so the program can tell).
public enum EPUBMedia: String, Hashable, Sendable, CaseIterable {
    case png, jpeg, gif, svg

    /// The media type the package declares.
    public var mediaType: String {
        switch self {
        case .png: "image/png"
        case .jpeg: "image/jpeg"
        case .gif: "image/gif"
        case .svg: "image/svg+xml"
        }
    }

    /// The name's extension inside the book.
    public var fileExtension: String { self == .jpeg ? "jpg" : rawValue }

    /// How many first bytes of a file tell its type.
    public static let headerLength = 512

    /// The type the file's first bytes show, or nil for anything else.
    public init?(header bytes: [UInt8]) {
        func starts(_ prefix: [UInt8]) -> Bool { bytes.starts(with: prefix) }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if starts([0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) {
            self = .gif
        } else if EPUBMedia.looksLikeSVG(bytes) {
            self = .svg
        } else {
            return nil
        }
    }

    /// XML text whose first element is `<svg`.
    static func looksLikeSVG(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes.prefix(headerLength), as: UTF8.self)
        guard let svg = text.firstRange(of: "<svg") else { return false }
        let before = text[..<svg.lowerBound]
        return before.allSatisfy { $0.isWhitespace || $0 == "\u{FEFF}" } || before.contains("<?xml")
            || before.contains("<!--") || before.contains("<!DOCTYPE")
    }
}
