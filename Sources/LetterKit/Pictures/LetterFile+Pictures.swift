/// What reading a body needs to know of its pictures: where the letter is,
/// and the facts the program found about pictures whose height the file does
/// not give (`![a](p)` without `{lines=N}`: natural height).
///
/// Plain data, so reading stays a pure function: the program asks
/// `LetterFile.picturesNeedingFacts` first, looks at those files, and passes
/// what it found.
public struct PictureReading: Hashable, Sendable {
    /// The letter's folder, which relative paths are read against.
    public var folder: String
    /// Facts by resolved path.
    public var facts: [String: PictureFacts]

    public init(folder: String, facts: [String: PictureFacts] = [:]) {
        self.folder = folder
        self.facts = facts
    }

    /// The letter at `path` (nil for a new one), with no facts.
    public init(letterAt path: String?) {
        self.init(folder: path.map(PicturePath.folder(of:)) ?? ".")
    }
}

extension LetterFile {
    /// The pictures of `body` (a Markdown body) whose height is not written,
    /// as resolved paths: the files to look at before reading it.
    public static func picturesNeedingFacts(inBody body: String, folder: String) -> [String] {
        guard mayHoldPictures(body) else { return [] }
        var paths: [String] = []
        for line in Document.paragraphTexts(body) where line.hasPrefix("![") {
            guard let syntax = PictureSyntax(line: String(line)), syntax.lines == nil else { continue }
            let path = PicturePath.resolve(syntax.path, in: folder)
            // A video takes lines as a picture does: its size is asked too.
            if PictureKind(path: path) != .attachment { paths.append(path) }
        }
        return paths
    }

    /// Whether `body` has a line starting "![": a scan of its UTF-8 bytes,
    /// so a long letter without pictures costs a pass over bytes, not
    /// characters.
    static func mayHoldPictures(_ body: String) -> Bool {
        var body = body
        return body.withUTF8 { bytes in
            var lineStart = true
            var index = 0
            while index + 1 < bytes.count {
                let byte = bytes[index]
                if lineStart, byte == 0x21, bytes[index + 1] == 0x5B { return true }
                lineStart = byte == 0x0A || byte == 0x0D
                index += 1
            }
            return false
        }
    }

    /// A Markdown body's paragraphs with their ink and pictures: a line that is
    /// only `![caption](path){lines=N}` becomes a picture's mark, its source
    /// put on `shelf`; every other line is read as `StyledText(bodyLine:)` (its ink and size).
    /// Marks never come from the text itself (`Document.withoutPictureMarks`).
    /// For a reader that writes nothing back: no line's source is kept.
    public static func styledParagraphs(
        ofBody body: String, paper: Paper, reading: PictureReading, shelf: inout PictureShelf
    ) -> [StyledText] {
        var sources = MarkdownSources()
        var stickers = StickerShelf()
        return styledParagraphs(
            ofBody: body, paper: paper, reading: reading, shelf: &shelf, stickers: &stickers, sources: &sources)
    }

    /// A Markdown body's paragraphs with their ink and pictures, as above,
    /// each line's source noted in `sources` with what it read to
    /// (as `MarkdownSources.of(body:)` notes them), so opening a styled
    /// letter reads every line once: a second pass over a manuscript cost as
    /// much as the first. A line holding stickers
    /// (`![heart](stickers/heart.png){.sticker}`) is read with their marks,
    /// the stickers put on `stickers`.
    public static func styledParagraphs(
        ofBody body: String, paper: Paper, reading: PictureReading, shelf: inout PictureShelf,
        stickers: inout StickerShelf, sources: inout MarkdownSources
    ) -> [StyledText] {
        let mayHoldMarks = PictureMark.mayAppear(in: body)
        return Document.paragraphTexts(body).map { line in
            let text = String(line)
            // The reading below drops picture marks from the line; its source
            // is read as it stands, as `MarkdownSources.of(body:)` reads it.
            if mayHoldMarks { sources.note(line) }
            if line.hasPrefix("!["), let syntax = PictureSyntax(line: text) {
                if !mayHoldMarks { sources.note(line) }
                // A path the letter wrote: read only inside its folder.
                let source = PictureSource(
                    caption: syntax.caption, path: PicturePath.resolve(syntax.path, in: reading.folder),
                    confinedTo: reading.folder)
                let lines = syntax.lines ?? naturalLines(of: source, paper: paper, facts: reading.facts[source.path])
                let mark = PictureMark(id: shelf.add(source), lines: source.kind == .attachment ? 1 : lines)
                return StyledText([mark.character])
            }
            if StickerText.mayHold(line),
                let read = StickerText.read(mayHoldMarks ? Document.withoutPictureMarks(text) : text, shelf: &stickers)
            {
                // Noted without its reading: a sticker's path may change before
                // the letter is written, so the line is written anew.
                if !mayHoldMarks { sources.note(line) }
                return read
            }
            if mayHoldMarks { return StyledText(bodyLine: Document.withoutPictureMarks(text)) }
            let read = StyledText(bodyLine: text)
            sources.note(line, read: read)
            return read
        }
    }

    /// The height a picture block takes when its file does not say.
    static func naturalLines(of source: PictureSource, paper: Paper, facts: PictureFacts?) -> Int {
        guard source.kind != .attachment else { return 1 }
        switch facts {
        case .picture(let width, let height, _)?: return PictureHeight.natural(width: width, height: height, paper: paper)
        case .media(let media)? where source.kind == .video: return PictureHeight.natural(of: media, paper: paper)
        default: return PictureHeight.unknown(paper: paper)
        }
    }

    /// The line that writes paragraph `paragraph` if it is a picture: its
    /// caption, its path relative to `folder` where it lies inside it, and its
    /// height, always written so the letter takes the same lines anywhere.
    static func pictureLine(for paragraph: StyledText, shelf: PictureShelf, folder: String) -> String? {
        guard let (mark, source) = shelf.picture(in: paragraph) else { return nil }
        let path = PicturePath.written(source.path, forLetterIn: folder)
        let lines = source.kind == .attachment ? nil : mark.lines
        return PictureSyntax(caption: source.caption, path: path, lines: lines).line
    }
}
