/// Display cells per character, as ncurses will place them.
///
/// ncurses places each scalar with the C library's `wcwidth`, so a grapheme
/// cluster takes the sum of its scalars' widths: `e` + U+0301 is 1 cell, 😀 is 2,
/// ❤️ (U+2764 U+FE0F) is 1, a ZWJ family is the sum of its emoji. `WidthTable`
/// carries `wcwidth`'s answers as data so this file needs no locale; a test
/// compares the two over a corpus and over every scalar.
///
/// Characters `wcwidth` rejects never reach the terminal raw: C0 controls and DEL
/// are shown in caret form (`^[`, `^?`), C1 controls as `~` plus a letter (nano's
/// convention), and any other unprintable scalar (unassigned, noncharacter) as
/// U+FFFD. `Glyph` is that shown form; its width is what layout uses.
public enum CellWidth {
    /// The cells `wcwidth` gives one scalar, or nil where it gives -1.
    public static func of(_ scalar: Unicode.Scalar) -> Int? {
        let value = scalar.value
        if value >= 0x20 && value < 0x7F { return 1 }
        if WidthTable.unprintable.containsScalar(value) { return nil }
        if WidthTable.zeroWidth.containsScalar(value) { return 0 }
        if WidthTable.doubleWidth.containsScalar(value) { return 2 }
        return 1
    }

    /// The cells a character takes on the page, once shown as its `Glyph`;
    /// a sticker's mark takes one wide character's two (`StickerMark`).
    public static func of(_ character: Character) -> Int {
        if let ascii = character.singleASCIIByte, ascii >= 0x20, ascii < 0x7F { return 1 }
        var total = 0
        if StickerMark.startsMark(character), StickerMark(character) != nil { return StickerMark.cells }
        for scalar in character.unicodeScalars {
            total += Glyph.width(of: scalar)
        }
        return total
    }

    /// The cells a string takes: printable ASCII (most of a status row's
    /// figures) counted a byte at a time, without making characters of it;
    /// a byte followed by a non-ASCII one may start a longer character and
    /// is measured as one.
    public static func of(_ text: String) -> Int {
        let utf8 = text.utf8
        var total = 0
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            let next = utf8.index(after: index)
            if byte >= 0x20, byte < 0x7F, next == utf8.endIndex || utf8[next] < 0x80 {
                total += 1
                index = next
            } else {
                total += of(text[index])
                index = text.index(after: index)
            }
        }
        return total
    }

    /// The cells a run of characters takes.
    public static func of<S: Sequence>(_ characters: S) -> Int where S.Element == Character {
        characters.reduce(0) { $0 + of($1) }
    }
}

extension Array where Element == ClosedRange<UInt32> {
    /// True when one of these ranges, sorted and disjoint as the generated
    /// tables are, holds `value`: a binary search.
    func containsScalar(_ value: UInt32) -> Bool {
        var low = 0
        var high = count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = self[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}

/// How a character is shown on the page: safe text for the terminal and its cells.
///
/// Printable scalars are shown as themselves. The rest are replaced so that no
/// control character or escape sequence from a letter ever reaches the terminal.
public enum Glyph {
    /// The text the terminal is given for one character.
    public static func shown(_ character: Character) -> String {
        if let ascii = character.singleASCIIByte, ascii >= 0x20, ascii < 0x7F { return String(character) }
        var needsReplacing = false
        for scalar in character.unicodeScalars where !isShownAsIs(scalar) {
            needsReplacing = true
            break
        }
        guard needsReplacing else { return String(character) }
        var shown = ""
        for scalar in character.unicodeScalars {
            shown += self.shown(scalar)
        }
        return shown
    }

    /// True when the character reaches the terminal as it is (no caret form or
    /// replacement): then it is one shown character.
    static func isShownAsIs(_ character: Character) -> Bool {
        if let ascii = character.singleASCIIByte { return ascii >= 0x20 && ascii < 0x7F }
        for scalar in character.unicodeScalars where !isShownAsIs(scalar) { return false }
        return true
    }

    /// The text the terminal is given for one scalar.
    static func shown(_ scalar: Unicode.Scalar) -> String {
        let value = scalar.value
        if isShownAsIs(scalar) { return String(scalar) }
        // The same forms as every line printed to a terminal (`TerminalSafe`).
        if let control = TerminalSafe.controlForm(of: value) { return control }
        return "\u{FFFD}"
    }

    /// True for scalars the terminal can be given raw: those `wcwidth` measures,
    /// except NUL, which it calls 0 cells wide but which would end the string
    /// ncurses draws (so NUL is shown as `^@`, like the other C0 controls).
    static func isShownAsIs(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value != 0 && CellWidth.of(scalar) != nil
    }

    /// Cells of one scalar as shown.
    static func width(of scalar: Unicode.Scalar) -> Int {
        if isShownAsIs(scalar), let width = CellWidth.of(scalar) { return width }
        let value = scalar.value
        if value < 0x20 || value == 0x7F || (value >= 0x80 && value < 0xA0) { return 2 }
        return 1
    }
}
