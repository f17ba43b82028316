/// A large or wide line written honestly at its width where no true double
/// size can be drawn (`letter render`, `export --to txt`, the screen's
/// `large_type = "spaced"`): each character followed by as many spaces as
/// it has cells, so a line takes the cells it counts. The last character's
/// spaces are left off: they would hang past the text and mark nothing.
///
/// A large line's second writing line is left as an empty line below it.
public enum SpacedType {
    /// The padding after a character `width` cells wide.
    static func padding(afterWidth width: Int) -> String {
        String(repeating: " ", count: width)
    }

    /// `shown`, one character of shown text, spaced; `last` says whether it
    /// ends the line.
    static func spaced(_ shown: String, width: Int, last: Bool) -> String {
        last ? shown : shown + padding(afterWidth: width)
    }

    /// Shown text (`Glyph.shown`) spaced, character by character.
    public static func spaced(_ text: String) -> String {
        var result = ""
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            result += spaced(String(character), width: CellWidth.of(character), last: index == characters.count - 1)
        }
        return result
    }
}

extension Document {
    /// Every writing line as `letter render` prints it: control characters
    /// in caret form, hanging spaces kept, a sticker as its name (`:heart:`);
    /// a large or wide line spaced
    /// (`SpacedType`), a large line's second row empty.
    public var shownLines: [String] {
        var lines: [String] = []
        lines.reserveCapacity(lineCount)
        for paragraph in paragraphs {
            if paragraph.size != .normal {
                lines += shownRows(of: paragraph)
                continue
            }
            for line in 0..<paragraph.lineCount {
                var shown = ""
                for character in paragraph.characters[paragraph.range(ofLine: line)] { shown += self.shown(character) }
                lines.append(shown)
            }
        }
        return lines
    }

    /// `character` as `render` prints it: a sticker as its name, anything
    /// else as the terminal is given it.
    private func shown(_ character: Character) -> String {
        if !stickers.isEmpty, let sticker = stickers.sticker(for: character) { return StickerText.readable(sticker) }
        return Glyph.shown(character)
    }

    /// A sized paragraph's rows, text first and a large line's empty second
    /// row after it.
    func shownRows(of paragraph: Paragraph) -> [String] {
        var rows: [String] = []
        for line in 0..<paragraph.lineCount where !paragraph.isUpperHalf(line) {
            let range = paragraph.range(ofLine: line)
            var end = range.upperBound
            while end > range.lowerBound, paragraph.characters[end - 1].isLayoutSpace { end -= 1 }
            var text = ""
            for offset in range.lowerBound..<end { text += shown(paragraph.characters[offset]) }
            rows.append(SpacedType.spaced(text) + String(paragraph.characters[end..<range.upperBound]))
            if paragraph.size.rows == 2 { rows.append("") }
        }
        return rows
    }
}
