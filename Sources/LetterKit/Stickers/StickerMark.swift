/// A sticker's place in the text: one character, two cells wide, that stands
/// for an entry of the document's `StickerShelf` (a name and a path).
///
/// Why a character: a sticker then moves through every path text takes — the
/// cursor, the wrap, the gate, undo and redo, the selection, cut, copy and
/// paste, search — as one character, with nothing added to any of them.
///
/// Representation: the noncharacter U+FDD1 followed by three variation
/// selectors (U+E0100…U+E01EF, 240 values each, which extend the grapheme so
/// the whole stays one `Character`): the sticker's number on the shelf. Why
/// not a private-use scalar (planes 15 and 16): a letter or a paste may hold
/// private-use characters of its own (icon fonts use them), and those must
/// stay text, shown at their own width; a noncharacter is not for
/// interchange, so text from outside never holds one but by accident, and
/// `Document.withoutPictureMarks` replaces such a mark on the way in (as it
/// does a picture's, whose mark starts with U+FDD0). A lone U+FDD1, or one
/// followed by anything but three digits, is not a sticker: it is shown as
/// U+FFFD, one cell, like any other noncharacter.
public struct StickerMark: Hashable, Sendable, CustomStringConvertible {
    /// The sticker's number in its document's shelf.
    public let id: Int

    static let base: UInt32 = 0xFDD1
    static let digits = 3
    /// The most stickers one document can hold.
    public static let maximumID = PictureMark.radix * PictureMark.radix * PictureMark.radix - 1
    /// Cells a sticker takes on its line: one wide character's.
    public static let cells = 2
    /// What stands in a sticker's two cells until its picture is drawn, and
    /// where it cannot be (no helper, a missing file): an empty frame.
    public static let placeholder = "[]"

    public init(id: Int) {
        self.id = min(max(0, id), StickerMark.maximumID)
    }

    /// The mark `character` is, if it is one.
    public init?(_ character: Character) {
        var scalars = character.unicodeScalars.makeIterator()
        guard scalars.next()?.value == StickerMark.base else { return nil }
        var count = 0
        var id = 0
        while let scalar = scalars.next() {
            let value = scalar.value
            guard value >= PictureMark.digitBase, value < PictureMark.digitBase + UInt32(PictureMark.radix),
                count < StickerMark.digits
            else { return nil }
            id = id * PictureMark.radix + Int(value - PictureMark.digitBase)
            count += 1
        }
        guard count == StickerMark.digits else { return nil }
        self.id = id
    }

    /// True for a character that starts like a mark; cheap, for the layout.
    static func startsMark(_ character: Character) -> Bool {
        character.unicodeScalars.first?.value == base
    }

    /// True when `character` is a sticker's mark.
    public static func isMark(_ character: Character) -> Bool {
        startsMark(character) && StickerMark(character) != nil
    }

    /// The character that stands for this mark in the text.
    public var character: Character {
        let radix = PictureMark.radix
        let digits = [id / (radix * radix), (id / radix) % radix, id % radix]
        var scalars = String.UnicodeScalarView()
        // A noncharacter cannot be written as a literal; the value always exists.
        scalars.append(Unicode.Scalar(StickerMark.base) ?? "\u{FFFD}")
        for digit in digits {
            scalars.append(Unicode.Scalar(PictureMark.digitBase + UInt32(digit)) ?? "\u{E0100}")
        }
        return Character(String(scalars))
    }

    public var description: String { "sticker \(id)" }
}
