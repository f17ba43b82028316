/// Which letters carry ink, and how a body of Markdown lines becomes styled
/// paragraphs and back.
///
/// `.letter` and `.md` bodies are Markdown as pandoc reads it, one paragraph of
/// the letter per line; any other file (`.txt` first) is plain text, written
/// and read as it is.
extension LetterFile {
    /// Whether a letter saved at `path` keeps its ink as Markdown.
    public static func carriesInk(path: String) -> Bool {
        switch pathExtension(of: path)?.lowercased() {
        case fileExtension, "md", "markdown": true
        default: false
        }
    }

    /// The paragraphs of `body`: with `ink`, each line read as Markdown; without
    /// it, each line as plain text.
    public static func styledParagraphs(ofBody body: String, ink: Bool) -> [StyledText] {
        let lines = Document.paragraphTexts(body)
        return lines.map { line in ink ? StyledText(markdown: String(line)) : StyledText(String(line)) }
    }

    /// The body for `paragraphs`: with `ink`, each written as Markdown; without
    /// it, the characters alone (the ink is not written).
    public static func body(of paragraphs: [StyledText], ink: Bool) -> String {
        var body = ""
        for (index, paragraph) in paragraphs.enumerated() {
            if index > 0 { body.append("\n") }
            if ink { body += paragraph.markdown } else { body.append(contentsOf: paragraph.characters) }
        }
        return body
    }

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
