/// A picture's place in the text: one character that stands for a whole
/// picture block, its height in writing lines and which picture it is.
///
/// Why a character: a picture then moves through every path text takes — the
/// gate, undo and redo, cut and paste, the line index — with nothing added to
/// any of them, and a picture *is* its lines to the wrap (see `continueWrap`).
/// A paragraph holding a picture holds nothing else (`Document` keeps it so on
/// every edit), so the cursor steps over a picture as over one character.
///
/// Representation: the noncharacter U+FDD0, which Unicode reserves for a
/// program's internal use and which never appears in a letter read from
/// outside (`Document` replaces it on the way in), followed by five variation
/// selectors (U+E0100…U+E01EF, 240 values each, which extend the grapheme so
/// the whole stays one `Character`): two digits for the lines, three for the
/// picture's number in the document's `PictureShelf`.
public struct PictureMark: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The picture's number in its document's shelf.
    public let id: Int
    /// Writing lines the block takes: at least 1.
    public let lines: Int

    static let base: UInt32 = 0xFDD0
    static let digitBase: UInt32 = 0xE0100
    static let radix = 240
    /// The most lines a mark can say: far past any paper.
    public static let maximumLines = radix * radix - 1
    /// The most pictures one document can hold.
    public static let maximumID = radix * radix * radix - 1

    public init(id: Int, lines: Int) {
        self.id = min(max(0, id), PictureMark.maximumID)
        self.lines = min(max(1, lines), PictureMark.maximumLines)
    }

    /// The mark `character` is, if it is one.
    public init?(_ character: Character) {
        var scalars = character.unicodeScalars.makeIterator()
        guard scalars.next()?.value == PictureMark.base else { return nil }
        // Five digits read into two numbers, without an array: the frame asks
        // this of every picture row it keys.
        var count = 0
        var lines = 0
        var id = 0
        while let scalar = scalars.next() {
            let value = scalar.value
            guard value >= PictureMark.digitBase, value < PictureMark.digitBase + UInt32(PictureMark.radix), count < 5
            else { return nil }
            let digit = Int(value - PictureMark.digitBase)
            if count < 2 { lines = lines * PictureMark.radix + digit } else { id = id * PictureMark.radix + digit }
            count += 1
        }
        guard count == 5 else { return nil }
        self.lines = max(1, lines)
        self.id = id
    }

    /// True when `character` is a mark.
    static func isMark(_ character: Character?) -> Bool {
        guard let character, startsMark(character) else { return false }
        return PictureMark(character) != nil
    }

    /// True for a character that starts like a mark; cheap, for the layout.
    static func startsMark(_ character: Character) -> Bool {
        character.unicodeScalars.first?.value == base
    }

    /// Whether `text` holds U+FDD0 or U+FDD1, which every picture's and
    /// sticker's mark starts with: a scan of its UTF-8 bytes (EF B7 90 or
    /// EF B7 91), cheap enough for a whole letter.
    static func mayAppear(in text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            while index + 2 < bytes.count {
                if bytes[index] == 0xEF, bytes[index + 1] == 0xB7, bytes[index + 2] & 0xFE == 0x90 { return true }
                index += 1
            }
            return false
        }
    }

    /// The character that stands for this mark in the text.
    public var character: Character {
        let radix = PictureMark.radix
        let digits = [lines / radix, lines % radix, id / (radix * radix), (id / radix) % radix, id % radix]
        var scalars = String.UnicodeScalarView()
        // A noncharacter cannot be written as a literal; the value always exists.
        scalars.append(Unicode.Scalar(PictureMark.base) ?? "\u{FFFD}")
        for digit in digits {
            // Every digit is below the radix, so the scalar always exists.
            scalars.append(Unicode.Scalar(PictureMark.digitBase + UInt32(digit)) ?? "\u{E0100}")
        }
        return Character(String(scalars))
    }

    /// The same picture at another height.
    public func resized(to lines: Int) -> PictureMark { PictureMark(id: id, lines: lines) }

    public var description: String { "picture \(id) (\(lines) lines)" }
}
