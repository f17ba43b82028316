extension Page {
    /// Selects the word shown at `point` (a double click): the run of
    /// characters of the same class as the one there, as word motion counts
    /// classes (`WordClass`: letters and digits of any script, CJK included,
    /// are words; punctuation and symbols, emoji among them, are runs of
    /// their own; spaces are a run too). Past the end of a row's text (a
    /// click beyond where the row stops) it is the word before. A picture or an empty paragraph has no word:
    /// the cursor is only placed.
    public mutating func selectWord(at point: VisualPoint) {
        place(at: point)
        let position = cursor
        let paragraph = document.paragraphs[position.paragraph]
        guard paragraph.pictureMark == nil else { return }
        let characters = paragraph.characters
        var clicked = position.offset
        let pastText =
            clicked >= characters.count || point.column >= self.point(of: position).column + paragraph.cellWidth(at: clicked)
        if pastText {
            clicked -= 1
            while clicked > 0, characters[clicked].isWhitespace { clicked -= 1 }
        }
        guard clicked >= 0, !(pastText && characters[clicked].isWhitespace) else { return }
        let kind = WordClass(characters[clicked])
        var start = clicked
        while start > 0, WordClass(characters[start - 1]) == kind { start -= 1 }
        var end = clicked + 1
        while end < characters.count, WordClass(characters[end]) == kind { end += 1 }
        select(
            Position(paragraph: position.paragraph, offset: start)..<Position(paragraph: position.paragraph, offset: end))
    }
}
