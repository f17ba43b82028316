/// A letter as one standalone HTML page that looks like its sheet: cream paper,
/// navy ink, a rule under every writing line, the letter's ink.
///
/// Representation of the page: a `.sheet` exactly `columns` `ch` wide, and in
/// it one `<div class="line">` per visual line, holding that line's text as
/// `letter export --to txt` writes it (the same breaks as `letter render`,
/// spaces hanging at the end dropped) under `white-space: pre`, with its ink as
/// elements (see `HTMLInk`). Lines past the paper's last are marked `over`, as
/// the editor marks them; the rest of the sheet's lines are ruled by one empty
/// block, so a 10,000-line manuscript paper costs one element, not 10,000.
/// Every character of text is escaped; the page loads nothing from elsewhere
/// (no fonts, scripts or images), so it can be mailed or opened offline. A
/// picture's target that is an address (`PictureTarget`: `https:`,
/// `javascript:`, `//host`) is never an `<img>` or a link, only its frame
/// with why; a file's path is written percent-encoded; a sticker is its PNG
/// held in the page (`StickerPictures`), never a path; an SVG drawing, which
/// can carry scripts and fetch what it names, enters a page only as the
/// PNG the program draws of it, else as its frame. And the page says
/// so to the browser: its Content-Security-Policy allows no script, no
/// frame, no form and no fetch but pictures from its own place (its folder
/// on disk, or its own site), so even a page edited by hand afterwards
/// runs nothing.
///
/// Why `ch` and these faces: in Noto Sans Mono CJK, ASCII is half an em wide
/// and Han and Kana a whole one, so `ch` is one terminal cell and those take
/// exactly 1 and 2: the page's lines are as wide as the editor's. Measured in
/// Chromium, its other characters are not: Hangul is 0.92 em, and accented
/// Latin, Greek, Cyrillic and punctuation (é, —, “) are proportional. So,
/// through `@font-face` rules on `local()` fonts limited by `unicode-range`
/// (nothing is fetched): Hangul comes from a Korean coding face (D2Coding,
/// Nanum Gothic Coding: exactly 2 cells), else from Noto Sans Mono CJK KR
/// scaled to 1 em; the other 1-cell scripts from DejaVu Sans Mono (or Menlo,
/// the same metrics) scaled to half an em. The CJK face of the page's
/// language comes next, so Han characters take that language's shapes.
///
/// Limitations: without those faces, the browser's default monospace font
/// draws what they would have, and such characters take the widths it gives
/// them (about 2 cells for a wide character, a little more than 1 for a
/// narrow one); emoji are drawn in the emoji font, whose width is its own.
public enum HTMLPage {
    /// The paper's colours: the terminal's cream (256-colour 230) and navy
    /// ink (18), the rule a faded blue, a line over the page red on pink as
    /// the editor draws it.
    static let paperColor = "#fdf6e3"
    static let inkColor = "#000087"
    static let ruleColor = "#b9c6dc"

    /// The whole page for `paragraphs` on `paper`, titled `title` (the file's
    /// name) and declared in `language` (a BCP 47 tag; guessed from the
    /// scripts when nil, see `HTMLInk.language(of:)`). UTF-8, lines end in LF.
    ///
    /// A picture's paragraph is an `<img>` as tall as its lines, its source
    /// given by `address` (a path relative to the page, where the caller put a
    /// copy); an attachment is a link on one line. A picture `address` has
    /// no place for is its frame, saying what `problems` (by path) says.
    /// A video or a sound is its player (HTMLPage+Media.swift), a video's
    /// poster the `data:` address `poster` gives.
    public static func html(
        of paragraphs: [StyledText], paper: Paper, title: String, language: String? = nil,
        pictures: PictureShelf = PictureShelf(), address: (PictureSource) -> String? = { $0.path },
        problems: [String: PictureProblem] = [:], envelope: Envelope = Envelope(),
        stickers: StickerShelf = StickerShelf(), stickerPictures: StickerPictures = StickerPictures(),
        poster: (PictureSource) -> String? = { _ in nil }
    ) -> String {
        let language = language ?? HTMLInk.language(of: paragraphs)
        let body =
            envelopeBlock(envelope, columns: paper.columns)
            + sheet(
                of: paragraphs, paper: paper, pictures: pictures, address: address, problems: problems,
                stickers: stickers, stickerAddress: stickerPictures.dataAddress, poster: poster)
        return document(title: title, language: language, style: style(language: language), body: body)
    }

    /// A whole page around `body`: UTF-8, titled `title`, declared in
    /// `language`, with `style` as its one style sheet, and `policy` as what
    /// it may load (a message's page loads only its own parts, `MailPage`).
    public static func document(
        title: String, language: String, style: String, body: String, policy: String = contentSecurityPolicy
    ) -> String {
        """
        <!DOCTYPE html>
        <html lang="\(HTMLInk.escaped(language))">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="\(policy)">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light">
        <meta name="generator" content="letter">
        <title>\(HTMLInk.escaped(shown(title)))</title>
        <style>
        \(style)
        </style>
        </head>
        <body>
        \(body)</body>
        </html>

        """
    }

    /// What the page may load and run: pictures from its own place and
    /// those it holds (a sticker's PNG, a video's poster, as a `data:`
    /// address), videos and sounds from its own place, its own inline
    /// style, nothing else.
    public static let contentSecurityPolicy =
        "default-src 'none'; img-src 'self' file: data:; \(mediaSources); style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'"

    /// One letter's sheet as an `element` (`main` on a page of its own) as
    /// wide as the paper: a block per line, a picture's block as tall as its
    /// lines, the rest of the paper ruled by one empty block.
    ///
    /// `address` gives where the page finds a picture (a path relative to
    /// it), or nil when it cannot show it: the picture's frame is drawn then,
    /// a line of text a line, as the screen draws a picture it cannot show.
    /// The markup is also well-formed XML (elements closed, `<img … />`,
    /// every character of text escaped), so an EPUB's XHTML is the same sheet.
    /// A sticker of `stickers` is an image in its line, from `stickerAddress`
    /// (a `data:` address, or an EPUB's item), else its empty frame. A
    /// video or a sound `address` has a place for is its player, a video's
    /// poster from `poster`; else its card with the reason, as any file's.
    /// `url` makes `address`'s answer the page's address (a path,
    /// percent-encoded); a message's page gives `cid:` addresses as they are.
    public static func sheet(
        of paragraphs: [StyledText], paper: Paper, pictures: PictureShelf = PictureShelf(),
        address: (PictureSource) -> String?, problems: [String: PictureProblem] = [:], element: String = "main",
        stickers: StickerShelf = StickerShelf(), stickerAddress: (Sticker) -> String? = { _ in nil },
        poster: (PictureSource) -> String? = { _ in nil },
        url pageAddress: (String) -> String? = PictureTarget.pageAddress(for:)
    ) -> String {
        // Each block with the lines it takes: a line of text takes one, a
        // picture its height.
        var blocks: [(html: String, lines: Int, isPicture: Bool)] = []
        for paragraph in paragraphs {
            if let (mark, source) = pictures.picture(in: paragraph) {
                // The one place a picture's path becomes a page's address.
                let isAddress = PictureTarget.isAddress(source.path)
                let path = isAddress ? nil : address(source)
                let isDrawing = source.kind == .picture && path.map(PictureTarget.isVectorDrawing) == true
                if let kind = source.media, let path, let url = pageAddress(path) {
                    let block = mediaBlock(source, kind: kind, lines: mark.lines, address: url, poster: poster(source))
                    blocks.append((block, mark.lines, true))
                } else if let path, !isDrawing, let url = pageAddress(path) {
                    blocks.append((pictureBlock(source, lines: mark.lines, address: url), mark.lines, true))
                } else {
                    let look: PictureLook? = isAddress ? .problem(.address) : problems[source.path].map(PictureLook.problem)
                    // The frame's words are the page's, English (`ExportWords`).
                    let rows = ExportWords.inEnglish {
                        isDrawing
                            ? PictureBox.rows(
                                caption: source.caption.isEmpty ? source.fileName : source.caption,
                                note: PictureTarget.vectorDrawingNote, columns: paper.columns, lines: mark.lines)
                            : PictureBox.rows(for: source, look: look, columns: paper.columns, lines: mark.lines)
                    }
                    for row in rows {
                        blocks.append((HTMLInk.escaped(row), 1, false))
                    }
                }
                continue
            }
            for line in InkedLines.typeLines(of: paragraph, columns: paper.columns, stickers: stickers) {
                blocks.append((sized(line, stickerAddress: stickerAddress), line.size.rows, false))
            }
        }
        let lineCount = blocks.reduce(0) { $0 + $1.lines }
        var sheet = "<\(element) class=\"sheet\" style=\"width: \(paper.columns)ch;\">\n"
        var index = 0
        for block in blocks {
            if block.isPicture {
                sheet += block.html + "\n"
            } else {
                let over = index < paper.lines ? "" : " over"
                let kind = (block.lines > 1 ? "line large" : "line") + over
                sheet += "<div class=\"\(kind)\">\(block.html)</div>\n"
            }
            index += block.lines
        }
        if lineCount < paper.lines {
            let rest = paper.lines - lineCount
            sheet += "<div class=\"rules\" aria-hidden=\"true\" style=\"height:calc(var(--line) * \(rest))\"></div>\n"
        }
        return sheet + "</\(element)>\n"
    }

    /// The envelope's address block, above the sheet as on an envelope:
    /// the recipient and where, then the sender, the date; nothing for an
    /// empty envelope.
    public static func envelopeBlock(_ envelope: Envelope, columns: Int) -> String {
        guard !envelope.isEmpty else { return "" }
        let lines = envelope.addressLines.map {
            "<div class=\"\($0.field.key)\">\(HTMLInk.escaped(shown($0.text)))</div>"
        }
        return "<address class=\"envelope\" style=\"width: calc(\(columns)ch + 8ch);\">\n"
            + lines.joined(separator: "\n") + "\n</address>\n"
    }

    /// A line's markup at its size: a large line is the whole `.line.large`
    /// (twice the type size over two lines, see the style), a wide line's
    /// text a `.wide` span drawn twice as wide on its one line. Either is
    /// only a look: the text stays the line's text, for a reader's search.
    static func sized(_ line: InkedLine, stickerAddress: (Sticker) -> String? = { _ in nil }) -> String {
        let content = HTMLInk.content(of: line, stickerAddress: stickerAddress)
        return line.size == .wide && !content.isEmpty ? "<span class=\"wide\">\(content)</span>" : content
    }

    /// A picture as tall as its lines, or an attachment's one-line link.
    static func pictureBlock(_ source: PictureSource, lines: Int, address: String) -> String {
        let caption = HTMLInk.escaped(shown(source.caption))
        let url = HTMLInk.escaped(address)
        switch source.kind {
        case .picture:
            return "<figure class=\"picture\" style=\"height:calc(var(--line) * \(lines))\">"
                + "<img src=\"\(url)\" alt=\"\(caption)\" title=\"\(caption)\" /></figure>"
        case .attachment:
            return "<figure class=\"picture attachment\">📎 <a href=\"\(url)\">"
                + "\(HTMLInk.escaped(shown(source.fileName)))</a></figure>"
        case .video:
            // As tall as its lines, as on the page; a link to the file inside.
            return "<figure class=\"picture\" style=\"height:calc(var(--line) * \(lines))\">▶ <a href=\"\(url)\">"
                + "\(HTMLInk.escaped(shown(source.fileName)))</a></figure>"
        }
    }

    /// `text` as a page shows it: control characters in caret form, as in
    /// the lines, so none reaches the page raw (nor breaks an XHTML document).
    public static func shown(_ text: String) -> String { text.map(Glyph.shown).joined() }
}
