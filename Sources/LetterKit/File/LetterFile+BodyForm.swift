extension LetterFile {
    /// How a file holds its body.
    public enum BodyForm: Hashable, Sendable {
        /// The lines as they are, one paragraph a line: a `.txt`, and a
        /// `.letter` saved before `format: 2`.
        case lines
        /// Markdown that other tools show line for line (`MarkdownBody`): a
        /// `.md`, and a `.letter` whose front matter says `format: 2`.
        case markdown

        /// The form a file read as `format`, with this front matter, holds.
        init(format: Format, frontMatter: FrontMatter?) {
            switch format {
            case .markdown: self = .markdown
            case .plain: self = .lines
            case .letter:
                let recorded = frontMatter?.value(for: LetterFile.formatKey)
                self = recorded == String(LetterFile.markdownFormat) ? .markdown : .lines
            }
        }
    }

    /// The front-matter key that records the body's form, and its value for
    /// the Markdown form. Without the key a letter's body is one paragraph a
    /// line (the form of every letter saved before the key existed).
    static let formatKey = "format"
    static let markdownFormat = 2

    /// The Markdown a file read held, and the lines it read as.
    struct MarkdownRead: Hashable, Sendable {
        var markdown: String
        var lines: String
    }
}
