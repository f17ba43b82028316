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
/// Why `ch` and a CJK monospace face first: in Noto Sans Mono CJK (and the
/// other faces listed) a Latin letter is half an em and a Hangul or Han
/// character a whole one, so `ch` is one terminal cell and a 2-cell character
/// takes exactly 2: the page's lines are as wide as the editor's. The face
/// for the page's language comes first, so Han characters take that
/// language's shapes.
///
/// Limitations: without any of the faces listed, the browser's default
/// monospace font is used and wide characters may take a little less than 2
/// cells (never more, in the common fonts); emoji are drawn in the emoji font,
/// whose width is its own.
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
    public static func html(of paragraphs: [StyledText], paper: Paper, title: String, language: String? = nil)
        -> String
    {
        let language = language ?? HTMLInk.language(of: paragraphs)
        let lines = InkedLines.lines(of: paragraphs, columns: paper.columns)
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
            <main class="sheet">

            """
        for (index, line) in lines.enumerated() {
            let kind = index < paper.lines ? "line" : "line over"
            page += "<div class=\"\(kind)\">\(HTMLInk.content(of: line))</div>\n"
        }
        if lines.count < paper.lines {
            let rest = paper.lines - lines.count
            page += "<div class=\"rules\" aria-hidden=\"true\" style=\"height:calc(var(--line) * \(rest))\"></div>\n"
        }
        page += "</main>\n</body>\n</html>\n"
        return page
    }

    /// The monospace faces, the page language's CJK face first.
    static func fontStack(language: String) -> String {
        let regional = ["ko": "KR", "ja": "JP", "zh": "SC"]
        let first = regional[language.lowercased().split(separator: "-").first.map(String.init) ?? ""] ?? "KR"
        var regions = ["KR", "JP", "SC", "TC"]
        regions.removeAll { $0 == first }
        let noto = ([first] + regions).map { "\"Noto Sans Mono CJK \($0)\"" }
        return (noto + ["\"Sarasa Mono K\"", "\"D2Coding\"", "monospace"]).joined(separator: ", ")
    }

    /// The page's style sheet: a sheet of `columns` cells, one ruled line each.
    static func style(columns: Int, language: String) -> String {
        """
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
        mark { color: inherit; background: #ffff00; }
        @media print {
          html { background: none; }
          body { padding: 0; }
          .sheet { box-shadow: none; }
        }
        """
    }
}
