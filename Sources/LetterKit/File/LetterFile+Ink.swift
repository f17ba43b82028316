extension LetterFile {
    /// Whether the body of the file at `path` carries ink, written as Markdown.
    ///
    /// `.letter` and `.md` bodies are Markdown (`**bold**`, `[text]{color=red}`),
    /// so their marks are read as ink and are never counted or shown; any other
    /// file (`.txt`, no extension) is plain text, every character shown as
    /// written. Why by extension: a `.txt` someone wrote elsewhere must keep
    /// its `*` and `_` as characters, and the name is the one thing that says
    /// what a file is before it is read. The extension is read in any case.
    public static func carriesInk(path: String) -> Bool {
        switch pathExtension(of: path)?.lowercased() {
        case fileExtension?, "md": true
        default: false
        }
    }

    /// A body's paragraphs with their ink: one paragraph a line, split where
    /// `Document` splits (LF, CRLF, CR), so paragraph N here is paragraph N of
    /// the document built from the visible text. With `ink`, each line is read
    /// as Markdown (`StyledText(bodyLine:)`, ink and size); without it, a line is its own
    /// plain characters. An empty body is one empty paragraph.
    public static func styledParagraphs(ofBody body: String, ink: Bool) -> [StyledText] {
        Document.paragraphTexts(body).map { line in
            ink ? StyledText(bodyLine: String(line)) : StyledText(Array(line))
        }
    }

    /// The body that holds `paragraphs`: each written as its canonical line of
    /// Markdown with `ink`, as its plain characters (ink dropped) without it,
    /// joined by "\n".
    ///
    /// Round trip: with ink, reading the body back gives the paragraphs as
    /// writing carries them (`MarkdownInk.normalized`); without ink, a body
    /// whose lines are separated by "\n" comes back unchanged.
    ///
    /// A picture's paragraph is written as its block (`pictureLine`), paths
    /// relative to `folder`, the folder of the file being written. A
    /// sticker of `stickers` is written as its inline image with ink
    /// (`StickerText`), as its name (`:heart:`) without.
    public static func body(
        of paragraphs: [StyledText], ink: Bool, keeping sources: MarkdownSources = .none,
        pictures: PictureShelf = PictureShelf(), stickers: StickerShelf = StickerShelf(), folder: String = "."
    ) -> String {
        var body = ""
        let kept = ink && !sources.lines.isEmpty ? sources.byParagraph : [:]
        for (index, paragraph) in paragraphs.enumerated() {
            if index > 0 { body += "\n" }
            if !pictures.isEmpty, let line = pictureLine(for: paragraph, shelf: pictures, folder: folder) {
                body += line
                continue
            }
            if !stickers.isEmpty, paragraph.characters.contains(where: StickerMark.isMark) {
                body += ink ? StickerText.writing(paragraph.bodyLine, shelf: stickers)
                    : StickerText.plain(paragraph.characters, shelf: stickers)
                continue
            }
            body += ink ? (kept[paragraph] ?? paragraph.bodyLine) : paragraph.string
        }
        return body
    }

    /// The characters drawn for `paragraphs`, joined by "\n": the text the
    /// page lays out and counts, markup left out.
    public static func visibleText(of paragraphs: [StyledText]) -> String {
        body(of: paragraphs, ink: false)
    }
}
