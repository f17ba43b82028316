/// Finding text in a letter, as Ctrl-F does.
///
/// Matching compares grapheme clusters, so it works the same in every script
/// and never matches half of a character (an accent, a syllable, an emoji
/// sequence). Letters with case match either case: each character is compared
/// in its lower-case form, so `DEAR` finds `dear` and `Ä` finds `ä`. A match
/// never spans a paragraph break.
extension Document {
    /// Where `needle` next occurs at or after `position`, wrapping past the end
    /// to the start, and whether it wrapped. Nil when it occurs nowhere.
    public func find(_ needle: String, from position: Position) -> (range: Range<Position>, wrapped: Bool)? {
        let pattern = needle.map(Document.folded)
        guard !pattern.isEmpty else { return nil }
        let start = clamped(position)
        // From the cursor to the end, then from the top back to the cursor.
        for index in start.paragraph..<paragraphs.count {
            let from = index == start.paragraph ? start.offset : 0
            if let offset = Document.match(pattern, in: paragraphs[index].characters, from: from, before: nil) {
                return (range(paragraph: index, offset: offset, length: pattern.count), false)
            }
        }
        for index in 0...start.paragraph {
            let limit = index == start.paragraph ? start.offset + pattern.count - 1 : nil
            if let offset = Document.match(pattern, in: paragraphs[index].characters, from: 0, before: limit) {
                return (range(paragraph: index, offset: offset, length: pattern.count), true)
            }
        }
        return nil
    }

    private func range(paragraph: Int, offset: Int, length: Int) -> Range<Position> {
        Position(paragraph: paragraph, offset: offset)..<Position(paragraph: paragraph, offset: offset + length)
    }

    /// The first offset at or after `from` where `pattern` matches and ends by
    /// `before` (when given).
    private static func match(_ pattern: [String], in characters: [Character], from: Int, before limit: Int?) -> Int? {
        let end = min(characters.count, limit ?? characters.count)
        guard end - from >= pattern.count else { return nil }
        var offset = from
        while offset + pattern.count <= end {
            var matched = true
            for (index, wanted) in pattern.enumerated() where folded(characters[offset + index]) != wanted {
                matched = false
                break
            }
            if matched { return offset }
            offset += 1
        }
        return nil
    }

    /// A character as searching compares it: lower case where it has case.
    private static func folded(_ character: Character) -> String {
        if let ascii = character.asciiValue {
            return String(Character(Unicode.Scalar(ascii >= 65 && ascii <= 90 ? ascii + 32 : ascii)))
        }
        return character.isCased ? character.lowercased() : String(character)
    }
}

extension Page {
    /// Selects `range`, the cursor at its end (where a found text ends).
    public mutating func select(_ range: Range<Position>) {
        anchor = document.clamped(range.lowerBound)
        cursor = document.clamped(range.upperBound)
        goalColumn = nil
        history.sealed = true
        document.indexLines(through: cursor.paragraph)
    }
}
