/// Walks the letter's visual lines in order from a given one: where each is
/// (paragraph and line within it) without summing line counts again per row.
struct VisualLineWalker {
    let document: Document
    private(set) var paragraph = 0
    private(set) var line = 0
    /// The writing line the walker stands on.
    private(set) var index = 0

    /// A walker on writing line `target`, or past the text if the letter has
    /// fewer lines.
    init(_ document: Document, at target: Int) {
        self.document = document
        index = max(0, target)
        if index < document.lineCount {
            (paragraph, line) = document.location(ofLine: index)
        } else {
            paragraph = document.paragraphs.count
        }
    }

    /// Moves on to writing line `target` (at or after the current one).
    mutating func advance(to target: Int) {
        while index < target {
            index += 1
            guard paragraph < document.paragraphs.count else { continue }
            line += 1
            if line >= document.paragraphs[paragraph].lineCount {
                paragraph += 1
                line = 0
            }
        }
    }

    /// The current line's paragraph index, its characters and their offsets,
    /// or nil below the text.
    var current: (paragraph: Int, range: Range<Int>)? {
        guard paragraph < document.paragraphs.count else { return nil }
        return (paragraph, document.paragraphs[paragraph].range(ofLine: line))
    }
}
