/// Finding text in a letter, as Ctrl-F does.
///
/// The text and the needle are compared folded (`SearchFolding`: compatibility
/// forms, case, composed or decomposed), so `DEAR` finds `dear`, `Ä` finds
/// `ä`, `fi` finds `ﬁ`, `Ａ` finds `A`, and 한 typed as one syllable finds 한
/// written as three jamo, and the other way round: as the letterbox finds it.
/// A match covers whole characters of the letter (its grapheme clusters), so it
/// works the same in every script and never matches half of a character (an
/// accent, a syllable, an emoji sequence, half of ﬁ); its range is in the
/// letter's own characters, whatever length folding gave them. A match never
/// spans a paragraph break.
extension Document {
    /// Where `needle` next occurs at or after `position`, wrapping past the end
    /// to the start, and whether it wrapped. Nil when it occurs nowhere.
    public func find(_ needle: String, from position: Position) -> (range: Range<Position>, wrapped: Bool)? {
        let pattern = Array(SearchFolding.folded(needle).unicodeScalars)
        guard !pattern.isEmpty else { return nil }
        let start = clamped(position)
        // From the cursor to the end, then from the top back to the cursor.
        for index in start.paragraph..<paragraphs.count {
            let from = index == start.paragraph ? start.offset : 0
            if let found = Document.match(pattern, in: paragraphs[index].characters, from: from, startingBefore: nil) {
                return (range(paragraph: index, found), false)
            }
        }
        for index in 0...start.paragraph {
            let limit = index == start.paragraph ? start.offset : nil
            if let found = Document.match(pattern, in: paragraphs[index].characters, from: 0, startingBefore: limit) {
                return (range(paragraph: index, found), true)
            }
        }
        return nil
    }

    /// Where `needle` first occurs at or after `position` without wrapping,
    /// starting before `limit` when one is given; nil when it does not. What
    /// replacing walks the letter with, a match at a time: a picture's
    /// paragraph is passed over, so nothing is replaced through a picture.
    func firstMatch(_ needle: String, from position: Position, before limit: Position? = nil) -> Range<Position>? {
        let pattern = Array(SearchFolding.folded(needle).unicodeScalars)
        guard !pattern.isEmpty else { return nil }
        let start = clamped(position)
        let last = limit.map { min(clamped($0).paragraph, paragraphs.count - 1) } ?? paragraphs.count - 1
        guard start.paragraph <= last else { return nil }
        for index in start.paragraph...last where paragraphs[index].pictureMark == nil {
            let from = index == start.paragraph ? start.offset : 0
            let before = index == limit?.paragraph ? limit?.offset : nil
            if let found = Document.match(pattern, in: paragraphs[index].characters, from: from, startingBefore: before) {
                return range(paragraph: index, found)
            }
        }
        return nil
    }

    private func range(paragraph: Int, _ offsets: Range<Int>) -> Range<Position> {
        Position(paragraph: paragraph, offset: offsets.lowerBound)
            ..< Position(paragraph: paragraph, offset: offsets.upperBound)
    }

    /// The characters of the first match starting at or after `from` (and
    /// before `limit`, when given): a run of whole characters whose folded
    /// scalars, one after the other, are exactly `pattern`.
    private static func match(
        _ pattern: [Unicode.Scalar], in characters: [Character], from: Int, startingBefore limit: Int?
    ) -> Range<Int>? {
        let end = min(characters.count, limit ?? characters.count)
        guard from < end else { return nil }
        // Each character folded once, on first need: a search stays linear in
        // the characters it passes for a needle of a few characters.
        var folds: [Int: [Unicode.Scalar]] = [:]
        func fold(_ offset: Int) -> [Unicode.Scalar] {
            if let known = folds[offset] { return known }
            let folded = SearchFolding.folded(characters[offset])
            folds[offset] = folded
            return folded
        }
        for offset in from..<end {
            var matched = 0
            var next = offset
            while matched < pattern.count, next < characters.count {
                let piece = fold(next)
                guard matched + piece.count <= pattern.count,
                    pattern[matched..<(matched + piece.count)].elementsEqual(piece)
                else { break }
                matched += piece.count
                next += 1
            }
            if matched == pattern.count { return offset..<next }
            folds[offset] = nil
        }
        return nil
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
