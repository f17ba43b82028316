/// Whether a picture's or attachment's target, as a letter writes it in
/// `![caption](target)`, names a file or an address elsewhere, and the one
/// way a file's path becomes an address on a page.
///
/// Why: a letter is received from others, and its HTML page, its book's page
/// and EPUB are opened in browsers and readers that act on addresses. A
/// `javascript:` or `vbscript:` target would run, a `data:` one would show
/// what the letter smuggled in, an `http:`, `https:` or `//host` one would
/// tell a stranger the letter was read (and load anything), a `file:` one
/// would show the reader's own files. So a target with a scheme, in any
/// case, is no file: it is never opened, copied, or written as an `<img>`
/// or a link; its block shows why. And a file's path is written into a page
/// percent-encoded (`pageAddress`), so no file name, however it is spelled
/// (`javascript:x.png` in the letter's own folder), reads as a scheme.
///
/// The scheme is read as browsers read it (the WHATWG URL standard), and
/// more widely: controls, spaces and invisible format characters anywhere
/// before the colon are dropped first (`JaVa\tScript:`, ` javascript:`,
/// `java\u{0}script:`, `java\u{200B}script:`), and a backslash counts as a
/// slash (`\\host\x.png` is `//host/x.png` to a browser).
///
/// Limitations: a file whose name starts like a scheme (`photo:1.png`) is
/// taken for an address; write it `./photo:1.png`.
public enum PictureTarget {
    /// The scheme `written` starts with, lower-cased, or `//` for a
    /// network-path reference; nil for a path to a file.
    public static func scheme(of written: String) -> String? {
        var scheme = ""
        var leading = true
        var slashes = 0
        for scalar in written.unicodeScalars {
            if isIgnored(scalar) { continue }
            if leading, scalar == "/" || scalar == "\\" {
                slashes += 1
                if slashes == 2 { return "//" }
                continue
            }
            if slashes > 0 { return nil }
            leading = false
            if scalar == ":" { return isScheme(scheme) ? scheme.lowercased() : nil }
            if scalar == "/" || scalar == "\\" || scalar == "?" || scalar == "#" { return nil }
            scheme.unicodeScalars.append(scalar)
        }
        return nil
    }

    /// True when `written` is an address (has a scheme, or starts `//`),
    /// not a file.
    public static func isAddress(_ written: String) -> Bool { scheme(of: written) != nil }

    /// `path` (a file's, as the program holds it) as an address a page
    /// refers to it by: every byte but letters, digits, `-._~` and `/`
    /// percent-encoded (a colon too, so `javascript:x.png`, a file in the
    /// letter's folder, stays a file). Nil for an address:
    /// it never becomes a page's `src` or `href`.
    public static func pageAddress(for path: String) -> String? {
        guard !isAddress(path), !path.isEmpty else { return nil }
        var encoded = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                encoded += "%"
                encoded.unicodeScalars.append(hex[Int(byte >> 4)])
                encoded.unicodeScalars.append(hex[Int(byte & 0x0F)])
            }
        }
        // With every colon encoded, no first segment can read as a scheme.
        return encoded
    }

    /// True for an SVG drawing (`.svg`, `.svgz`, in any case): a document
    /// that can hold scripts, event handlers and references to elsewhere,
    /// so it never enters a page or a book as it is.
    public static func isVectorDrawing(_ path: String) -> Bool {
        let name = PicturePath.fileName(of: path).lowercased()
        return name.hasSuffix(".svg") || name.hasSuffix(".svgz")
    }

    /// What the frame of an SVG drawing that could not be drawn as a PNG says.
    public static let vectorDrawingNote = msgid("an SVG drawing: not put on a page")

    /// A scheme as RFC 3986 spells one: a letter, then letters, digits,
    /// `+`, `-` and `.`. Any non-ASCII letter makes it none.
    static func isScheme(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "+-.".unicodeScalars.contains(scalar))
        }
    }

    /// Characters a reader drops or never sees: C0 and C1 controls, space,
    /// DEL, and invisible format characters (zero-width space and joiners,
    /// directional marks, the byte-order mark, soft hyphen).
    static func isIgnored(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value <= 0x20 || (value >= 0x7F && value < 0xA0) { return true }
        if scalar.properties.generalCategory == .format { return true }
        return scalar.properties.isWhitespace
    }
}
