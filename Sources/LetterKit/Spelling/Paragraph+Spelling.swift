extension Paragraph {
    /// The words to check in this paragraph (`SpellingWords`); none in a
    /// picture's or an attachment's paragraph, whose one character is a mark
    /// and not writing. Ink is kept in runs beside the characters, so its
    /// markup never reaches here.
    public var spellingWords: [SpellingWord] {
        pictureMark == nil ? SpellingWords.split(characters) : []
    }

    /// Where `offset` is drawn: its visual line in this paragraph and the
    /// cells before it on that line, both from 0 (as the status row's Ln and
    /// Col count them, less one).
    public func cellPlace(of offset: Int) -> (line: Int, column: Int) {
        let line = line(containing: offset)
        var column = 0
        for index in range(ofLine: line).lowerBound..<offset { column += cellWidth(at: index) }
        return (line, column)
    }
}
