/// Opening a letter's body into a page: Markdown read into ink only where the
/// file carries it and the body could hold any markup.
extension LetterFile {
    /// Whether `body` could hold any markup at all: a byte that starts or
    /// escapes emphasis, a span or code (`*`, `_`, `[`, `\`, `` ` ``, `<`), or
    /// a size's mark (`TypeSize.bodyMark`, U+FDD8 or U+FDD9: EF B7 98/99). A
    /// letter with none is read as plain text without the Markdown reader.
    static func mayHoldMarkup(_ body: String) -> Bool {
        var text = body
        // A plain loop over the bytes: a closure per byte costs more than the test.
        return text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x2A || byte == 0x5F || byte == 0x5B || byte == 0x5C || byte == 0x60 || byte == 0x3C {
                    return true
                }
                if byte == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xB7,
                    bytes[index + 2] == 0x98 || bytes[index + 2] == 0x99
                {
                    return true
                }
                index += 1
            }
            return false
        }
    }
}

extension LetterFile {
    /// Paragraphs a long letter shows before the rest is laid out: more than
    /// any terminal has rows, each paragraph being a line at least.
    static let openingParagraphs = 256

    /// The part of a long body to lay out before the first paint: its first
    /// `openingParagraphs` paragraphs, when it has more than four times that;
    /// nil for a body small enough to lay out whole at once. The rest is laid
    /// out right after the first paint, before any key is read
    /// (`EditorReply.finishOpening`), so the first screen of a manuscript costs a
    /// screenful, not the manuscript.
    public static func openingPart(of body: String) -> String? {
        var breaks = 0
        var cut: String.Index?
        let utf8 = body.utf8
        var index = utf8.startIndex
        while index < utf8.endIndex {
            if utf8[index] == 0x0A {
                breaks += 1
                if breaks == openingParagraphs { cut = index }
                if breaks > 4 * openingParagraphs, let cut { return String(body[..<cut]) }
            }
            index = utf8.index(after: index)
        }
        return nil
    }
}

extension Page {
    /// A page holding a letter's body: Markdown read into ink when `ink` (a
    /// `.letter` or `.md`), else plain text.
    ///
    /// `pictures` says where the letter is, for the paths of its pictures,
    /// and what the program found about pictures whose height is not written.
    public init(paper: Paper, body: String, ink: Bool, pictures: PictureReading = PictureReading(folder: ".")) {
        if ink, LetterFile.mayHoldMarkup(body) {
            var shelf = PictureShelf()
            var sources = MarkdownSources()
            var stickers = StickerShelf()
            let paragraphs = LetterFile.styledParagraphs(
                ofBody: body, paper: paper, reading: pictures, shelf: &shelf, stickers: &stickers, sources: &sources)
            self.init(paper: paper, styled: paragraphs)
            document.pictures = shelf
            document.stickers = stickers
            markdownSources = sources
        } else {
            self.init(paper: paper, text: Document.withoutPictureMarks(body))
        }
    }
}
