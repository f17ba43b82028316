/// Opening a letter's body into a page: Markdown read into ink only where the
/// file carries it and the body could hold any markup.
extension LetterFile {
    /// Whether `body` could hold any markup at all: a byte that starts or
    /// escapes emphasis, a span or code (`*`, `_`, `[`, `\`, `` ` ``, `<`). A
    /// letter with none is read as plain text without the Markdown reader.
    static func mayHoldMarkup(_ body: String) -> Bool {
        body.utf8.contains { byte in
            byte == 0x2A || byte == 0x5F || byte == 0x5B || byte == 0x5C || byte == 0x60 || byte == 0x3C
        }
    }
}

extension Page {
    /// A page holding a letter's body: Markdown read into ink when `ink` (a
    /// `.letter` or `.md`), else plain text.
    public init(paper: Paper, body: String, ink: Bool) {
        if ink, LetterFile.mayHoldMarkup(body) {
            self.init(paper: paper, styled: LetterFile.styledParagraphs(ofBody: body, ink: true))
        } else {
            self.init(paper: paper, text: body)
        }
    }
}
