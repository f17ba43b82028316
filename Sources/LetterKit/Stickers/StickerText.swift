/// Stickers as a letter's Markdown writes them inside a line, and as plain
/// output shows them.
///
/// In the file a sticker is `![heart](stickers/heart.png){.sticker}`
/// anywhere in a line: pandoc reads it as an inline image with the class
/// `sticker`, so the letter means the same there. Reading turns each such
/// image into its mark before the line's ink is read, and writing turns each
/// mark back after the ink is written, so a sticker may sit inside bold or
/// coloured text like any character.
///
/// Limitations: an image written inside a code span (`` `![a](b){.sticker}` ``,
/// which letter never writes) is still read as a sticker; a sticker followed
/// in the file by a combining character (which would join its mark) stays the
/// characters written.
public enum StickerText {
    /// The class that makes an inline image a sticker.
    static let className = ".sticker"
    static let attribute = "{.sticker}"

    /// How `render`, `check` and plain text show a sticker: its name between
    /// colons (`:heart:`), the way chat programs write an emoji by name,
    /// escaped for a terminal.
    public static func readable(_ sticker: Sticker) -> String {
        ":" + StickerNames.shown(sticker.name) + ":"
    }

    /// The Markdown that writes `sticker`.
    public static func syntax(for sticker: Sticker) -> String {
        PictureSyntax(caption: sticker.name, path: sticker.path, lines: nil).line + attribute
    }

    /// Whether `line` may hold a sticker: it holds `{.sticker}` as
    /// characters (not with a combining mark on its brace).
    ///
    /// Asked of every line of a styled letter as it opens, so the bytes are
    /// looked at first: `Substring.contains(_:)` cost 38 K instructions a
    /// line (a third of opening a styled 5,047-line letter), and only a line
    /// whose bytes hold the attribute can hold it as characters.
    static func mayHold(_ line: Substring) -> Bool {
        bytesHoldAttribute(line) && line.contains(attribute)
    }

    private static func bytesHoldAttribute(_ line: Substring) -> Bool {
        let pattern = attributeBytes
        var line = line
        return line.withUTF8 { bytes in
            guard bytes.count >= pattern.count else { return false }
            var start = 0
            while start <= bytes.count - pattern.count {
                if bytes[start] == pattern[0] {
                    var matched = 1
                    while matched < pattern.count, bytes[start + matched] == pattern[matched] { matched += 1 }
                    if matched == pattern.count { return true }
                }
                start += 1
            }
            return false
        }
    }

    private static let attributeBytes = Array(attribute.utf8)

    /// `line` with every sticker image replaced by its mark, the stickers put
    /// on `shelf`; nil when it holds none. An image after an odd number of
    /// backslashes is text (`\![` is an escaped `!`).
    static func marking(_ line: String, shelf: inout StickerShelf) -> (line: String, count: Int)? {
        let scalars = Array(line.unicodeScalars)
        let tail = Array(attribute.unicodeScalars)
        var result = String.UnicodeScalarView()
        var count = 0
        var index = 0
        var backslashes = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "!", backslashes % 2 == 0, let image = PictureSyntax.image(in: scalars, at: index),
                image.end + tail.count <= scalars.count, Array(scalars[image.end..<(image.end + tail.count)]) == tail
            {
                let mark = StickerMark(id: shelf.add(Sticker(name: image.caption, path: image.path)))
                result.append(contentsOf: String(mark.character).unicodeScalars)
                count += 1
                index = image.end + tail.count
                backslashes = 0
                continue
            }
            backslashes = scalar == "\\" ? backslashes + 1 : 0
            result.append(scalar)
            index += 1
        }
        return count == 0 ? nil : (String(result), count)
    }

    /// A line of Markdown holding stickers: read with its ink, the stickers
    /// on `shelf`; nil when it holds none, or when a mark did not survive the
    /// reading whole (then the line is read as the characters written).
    static func read(_ line: String, shelf: inout StickerShelf) -> StyledText? {
        guard let (marked, count) = marking(line, shelf: &shelf) else { return nil }
        let read = StyledText(bodyLine: marked)
        let survived = read.characters.reduce(0) { $0 + (StickerMark.isMark($1) ? 1 : 0) }
        return survived == count ? read : nil
    }

    /// `markdown` (a paragraph written by the ink writer, marks left as they
    /// are) with every mark of `shelf` written as its sticker's image.
    static func writing(_ markdown: String, shelf: StickerShelf) -> String {
        guard !shelf.isEmpty, PictureMark.mayAppear(in: markdown) else { return markdown }
        return replacing(markdown, shelf: shelf, with: syntax(for:))
    }

    /// `text` with each sticker written as its Markdown and the rest as it
    /// is: what the terminal's clipboard is given for a copy.
    public static func markdown<S: Sequence>(of text: S, shelf: StickerShelf) -> String where S.Element == Character {
        replacing(text, shelf: shelf, with: syntax(for:))
    }

    /// `text` with each sticker shown readable (`:heart:`): what plain text
    /// (`.txt`, `export --to txt`) writes for one.
    public static func plain<S: Sequence>(_ text: S, shelf: StickerShelf) -> String where S.Element == Character {
        replacing(text, shelf: shelf, with: readable)
    }

    private static func replacing<S: Sequence>(_ text: S, shelf: StickerShelf, with written: (Sticker) -> String)
        -> String where S.Element == Character
    {
        var result = ""
        for character in text {
            if let sticker = shelf.sticker(for: character) {
                result += written(sticker)
            } else {
                result.append(character)
            }
        }
        return result
    }
}
