extension Document {
    /// The paragraph and line within it of writing line `line`; past the text,
    /// the paragraph count and 0.
    func location(ofLine line: Int) -> (paragraph: Int, line: Int) {
        var remaining = line
        for (index, paragraph) in paragraphs.enumerated() {
            if remaining < paragraph.lineCount { return (index, remaining) }
            remaining -= paragraph.lineCount
        }
        return (paragraphs.count, 0)
    }
}
