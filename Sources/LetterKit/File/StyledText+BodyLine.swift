/// A paragraph as one line of a body (`LetterFile.body(of:ink:)`): its ink's
/// Markdown, a large or wide paragraph's led by its size's `bodyMark`, which
/// `MarkdownBody` writes as `# ` or `## `.
extension StyledText {
    /// The paragraph a body's line holds: its ink, and its size where the
    /// line starts with a size's mark.
    public init(bodyLine line: String) {
        let scalars = line.unicodeScalars
        if let first = scalars.first, let size = TypeSize(bodyMark: first) {
            self.init(markdown: String(scalars.dropFirst()))
            self.size = size
            return
        }
        self.init(markdown: line)
    }

    /// The paragraph as its body line. A normal paragraph whose text starts
    /// with a size's mark (a noncharacter no letter should hold) has it
    /// written as U+FFFD, as a picture's mark in text is: read back, it would
    /// make the line sized.
    public var bodyLine: String {
        let written = markdown
        if let mark = size.bodyMark { return String(mark) + written }
        if let first = written.unicodeScalars.first, TypeSize(bodyMark: first) != nil {
            return "\u{FFFD}" + String(written.unicodeScalars.dropFirst())
        }
        return written
    }
}
