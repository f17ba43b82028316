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
/// (no fonts, scripts or images), so it can be mailed or opened offline.
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
    /// copy); an attachment is a link on one line.
    public static func html(
        of paragraphs: [StyledText], paper: Paper, title: String, language: String? = nil,
        pictures: PictureShelf = PictureShelf(), address: (PictureSource) -> String = { $0.path },
        envelope: Envelope = Envelope()
    ) -> String {
        let language = language ?? HTMLInk.language(of: paragraphs)
        // Each block with the lines it takes: a line of text takes one, a
        // picture its height.
        var blocks: [(html: String, lines: Int, isPicture: Bool)] = []
        for paragraph in paragraphs {
            if !pictures.isEmpty, paragraph.characters.count == 1, let mark = PictureMark(paragraph.characters[0]),
                let source = pictures[mark.id]
            {
                blocks.append((pictureBlock(source, lines: mark.lines, address: address(source)), mark.lines, true))
                continue
            }
            for line in InkedLines.lines(of: [paragraph], columns: paper.columns) {
                blocks.append((HTMLInk.content(of: line), 1, false))
            }
        }
        let lineCount = blocks.reduce(0) { $0 + $1.lines }
        var page = """
            <!DOCTYPE html>
            <html lang="\(HTMLInk.escaped(language))">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light">
            <meta name="generator" content="letter">
            <title>\(HTMLInk.escaped(title))</title>
            <style>
            \(style(columns: paper.columns, language: language))
            </style>
            </head>
            <body>
            \(envelopeBlock(envelope))<main class="sheet">

            """
        var index = 0
        for block in blocks {
            if block.isPicture {
                page += block.html + "\n"
            } else {
                let kind = index < paper.lines ? "line" : "line over"
                page += "<div class=\"\(kind)\">\(block.html)</div>\n"
            }
            index += block.lines
        }
        if lineCount < paper.lines {
            let rest = paper.lines - lineCount
            page += "<div class=\"rules\" aria-hidden=\"true\" style=\"height:calc(var(--line) * \(rest))\"></div>\n"
        }
        page += "</main>\n</body>\n</html>\n"
        return page
    }

    /// The envelope's address block, above the sheet as on an envelope:
    /// the recipient and where, then the sender, the date; nothing for an
    /// empty envelope.
    static func envelopeBlock(_ envelope: Envelope) -> String {
        guard !envelope.isEmpty else { return "" }
        let lines = envelope.addressLines.map {
            "<div class=\"\($0.field.key)\">\(HTMLInk.escaped($0.text))</div>"
        }
        return "<address class=\"envelope\">\n" + lines.joined(separator: "\n") + "\n</address>\n"
    }

    /// A picture as tall as its lines, or an attachment's one-line link.
    static func pictureBlock(_ source: PictureSource, lines: Int, address: String) -> String {
        let caption = HTMLInk.escaped(source.caption)
        let url = HTMLInk.escaped(address)
        switch source.kind {
        case .picture:
            return "<figure class=\"picture\" style=\"height:calc(var(--line) * \(lines))\">"
                + "<img src=\"\(url)\" alt=\"\(caption)\" title=\"\(caption)\"></figure>"
        case .attachment:
            return "<figure class=\"picture attachment\">📎 <a href=\"\(url)\">"
                + "\(HTMLInk.escaped(source.fileName))</a></figure>"
        }
    }

    /// Hangul's code points: syllables, jamo and compatibility jamo.
    static let hangulRange = "U+1100-11FF, U+3130-318F, U+A960-A97F, U+AC00-D7FF"

    /// One-cell characters beyond ASCII: Latin, Greek, Cyrillic, punctuation,
    /// currency, letterlike symbols, arrows, mathematics, box drawing.
    static let narrowRange =
        "U+00A0-036F, U+0370-052F, U+1E00-1EFF, U+2000-206F, U+20A0-20CF, U+2100-22FF, U+2500-259F"

    /// The faces that draw each character in exactly its cells: `@font-face`
    /// rules on fonts already on the reader's machine, nothing fetched.
    /// Noto Sans Mono CJK draws Hangul 920 units to the em (scaled to 1000);
    /// DejaVu Sans Mono and Menlo are 1233/2048 em wide (scaled to 1/2).
    static let fontFaces = [
        face("Letter Hangul", ["D2Coding", "NanumGothicCoding"], bold: false, scale: nil, range: hangulRange),
        face("Letter Hangul", ["D2Coding Bold", "D2CodingBold", "NanumGothicCoding-Bold"], bold: true, scale: nil,
            range: hangulRange),
        face("Letter Hangul Noto", ["Noto Sans Mono CJK KR", "NotoSansMonoCJKkr-Regular"], bold: false,
            scale: "108.696%", range: hangulRange),
        face("Letter Hangul Noto", ["Noto Sans Mono CJK KR Bold", "NotoSansMonoCJKkr-Bold"], bold: true,
            scale: "108.696%", range: hangulRange),
        face("Letter Narrow", ["DejaVu Sans Mono", "DejaVuSansMono", "Menlo-Regular"], bold: false, scale: "83.05%",
            range: narrowRange),
        face("Letter Narrow", ["DejaVu Sans Mono Bold", "DejaVuSansMono-Bold", "Menlo-Bold"], bold: true,
            scale: "83.05%", range: narrowRange),
    ].joined(separator: "\n")

    /// One `@font-face` rule over installed fonts.
    static func face(_ family: String, _ fonts: [String], bold: Bool, scale: String?, range: String) -> String {
        let sources = fonts.map { "local(\"\($0)\")" }.joined(separator: ", ")
        return "@font-face { font-family: \"\(family)\";\(bold ? " font-weight: bold;" : "") src: \(sources);"
            + (scale.map { " size-adjust: \($0);" } ?? "") + " unicode-range: \(range); }"
    }

    /// The monospace faces: those drawing exact cells, then the page
    /// language's CJK face.
    static func fontStack(language: String) -> String {
        let regional = ["ko": "KR", "ja": "JP", "zh": "SC"]
        let first = regional[language.lowercased().split(separator: "-").first.map(String.init) ?? ""] ?? "KR"
        var regions = ["KR", "JP", "SC", "TC"]
        regions.removeAll { $0 == first }
        let noto = ([first] + regions).map { "\"Noto Sans Mono CJK \($0)\"" }
        return (["\"Letter Narrow\"", "\"Letter Hangul\"", "\"Letter Hangul Noto\""] + noto + ["\"D2Coding\"", "monospace"])
            .joined(separator: ", ")
    }

    /// The page's style sheet: a sheet of `columns` cells, one ruled line each.
    static func style(columns: Int, language: String) -> String {
        """
        \(fontFaces)
        html { background: #e8e3d3; }
        body { margin: 0; padding: 24px 8px; }
        .sheet {
          --line: 1.75em;
          box-sizing: content-box;
          width: \(columns)ch;
          margin: 0 auto;
          padding: var(--line) 4ch;
          background: \(paperColor);
          color: \(inkColor);
          font-family: \(fontStack(language: language));
          font-size: 16px;
          line-height: var(--line);
          box-shadow: 0 1px 4px rgba(0, 0, 0, 0.25);
        }
        .line {
          box-sizing: border-box;
          height: var(--line);
          white-space: pre;
          border-bottom: 1px solid \(ruleColor);
        }
        .line.over { color: #af0000; background: #ffd7d7; }
        .rules {
          background: repeating-linear-gradient(to bottom, transparent 0 calc(var(--line) - 1px),
            \(ruleColor) calc(var(--line) - 1px) var(--line));
        }
        .picture {
          box-sizing: border-box;
          margin: 0;
          display: flex;
          align-items: center;
          justify-content: center;
          height: var(--line);
          white-space: pre;
          overflow: hidden;
        }
        .picture img { max-width: 100%; max-height: 100%; }
        .envelope {
          width: calc(\(columns)ch + 8ch);
          margin: 0 auto 16px;
          font-style: normal;
          font-family: \(fontStack(language: language));
          color: \(inkColor);
        }
        .envelope .to { font-weight: bold; }
        mark { color: inherit; background: #ffff00; }
        @media print {
          html { background: none; }
          body { padding: 0; }
          .sheet { box-shadow: none; }
        }
        """
    }
}
