/// The pieces of HTML a letter's text is written in: escaped text, one line's
/// ink as elements, and the language a page declares.
///
/// Ink becomes the elements a reader (and a screen reader) knows: `<strong>`,
/// `<em>`, `<u>`, `<mark>` (a yellow highlighter; another pen's colour in a
/// `style`), and `<span style="color:…">`. A stretch of several marks nests
/// them in one order, outside in: highlight, colour, underline, bold, italic;
/// so a highlight is one band behind the whole stretch and an underline takes
/// the ink's colour. Each stretch closes all its elements, so no element
/// crosses into the next stretch or line.
public enum HTMLInk {
    /// `text` with `&`, `<`, `>`, `"` and `'` as character references: safe
    /// in element content and in quoted attribute values alike.
    public static func escaped(_ text: String) -> String {
        MarkupEscape.escaped(text, apostrophe: "&#39;") { scalar, output in output.unicodeScalars.append(scalar) }
    }

    /// The line's content as HTML: its stretches, each in its ink's elements.
    /// Trailing spaces are left out, as `letter export --to txt` leaves them.
    /// A sticker is its image in its ink's elements (a highlight behind it),
    /// from `stickerAddress` (nil: its empty frame).
    public static func content(of line: InkedLine, stickerAddress: (Sticker) -> String? = { _ in nil }) -> String {
        var output = ""
        for segment in line.segments {
            let (open, close) = tags(for: segment.ink)
            if let sticker = segment.sticker {
                output += open + HTMLPage.sticker(sticker, address: stickerAddress(sticker)) + close
            } else {
                output += open + escaped(segment.text) + close
            }
        }
        return output
    }

    /// The opening and closing tags that write `ink`; empty for plain ink.
    public static func tags(for ink: Ink) -> (open: String, close: String) {
        var open = ""
        var close = ""
        func wrap(_ start: String, _ name: String) {
            open += start
            close = "</\(name)>" + close
        }
        if let highlight = ink.highlight {
            wrap(highlight == .yellow ? "<mark>" : "<mark style=\"background:\(highlight.rgb.hex)\">", "mark")
        }
        if let color = ink.color { wrap("<span style=\"color:\(color.rgb.hex)\">", "span") }
        if ink.underline { wrap("<u>", "u") }
        if ink.bold { wrap("<strong>", "strong") }
        if ink.italic { wrap("<em>", "em") }
        return (open, close)
    }

    /// The language a page of these paragraphs declares, guessed from their
    /// scripts: `ko` with any Hangul, else `ja` with any Kana, else `zh` with
    /// any Han, else `und` (undetermined).
    ///
    /// Why guess at all: a browser picks the shapes of Han characters and the
    /// CJK face of the font stack by the page's language. Limitations: Latin
    /// text is not told apart (English, French and Vietnamese are all `und`);
    /// a letter's `lang:` front matter says it outright.
    public static func language(of paragraphs: [StyledText]) -> String {
        var hasKana = false
        var hasHan = false
        for paragraph in paragraphs {
            for character in paragraph.characters {
                guard let value = character.unicodeScalars.first?.value else { continue }
                switch value {
                case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xD7B0...0xD7FF:
                    return "ko"
                case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: hasKana = true
                case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF: hasHan = true
                default: break
                }
            }
        }
        return hasKana ? "ja" : hasHan ? "zh" : "und"
    }
}
