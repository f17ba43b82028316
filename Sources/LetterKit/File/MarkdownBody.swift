/// A letter's lines written as Markdown that pandoc and CommonMark readers
/// (cmark, GitHub) show as those same lines, and read back from it: the body
/// of a `.letter` with `format: 2` and of a `.md`.
///
/// The letter's lines are the editor's body, one paragraph a line, each
/// line's ink in `MarkdownInk`'s writing. On disk:
///
///     Dear Sam,\              consecutive lines: one Markdown paragraph,
///     Write soon,\            a backslash hard break ending each line
///     Hana                    but the last
///                             one empty line: a blank line between paragraphs
///     P.S. the garden\        
///     &nbsp;\                 every further empty line: a line `&nbsp;`
///     &nbsp;\                 (also at the start and the end of a letter)
///       indented              leading spaces: no-break spaces (U+00A0),
///     \- milk                 so never a code block; a character that would
///     1\. eggs                start a block is escaped
///
/// Why this shape: pandoc and CommonMark join a paragraph's lines and collapse
/// blank lines, so one line a paragraph (the old form) reads as one ragged
/// paragraph. Hard breaks keep each line; a blank line is the one separator
/// both show as an empty line, and `&nbsp;` the one visible-empty line both
/// keep. A backslash reads better than two trailing spaces, which editors
/// strip. A leading no-break space is written `&#xA0;` and a leading tab
/// `&#9;`, so a letter's own no-break spaces and tabs come back as they were.
///
/// Reading is pandoc's block reading, for the parts that carry lines: blank
/// lines separate paragraphs (a run of them is one empty line), a soft line
/// break joins two lines with one space, a hard break (`\` or two spaces at the
/// end) ends a line. A line that starts a block (heading, list item, quote,
/// table, rule, fence, picture) stays a line of its own, and a fenced or
/// indented code block's lines are kept as written, so nothing a person wrote
/// is lost; their inline text is read by the ink reader.
///
/// Round trip: `lines(ofMarkdown: markdown(ofLines: b)).body == b` for every
/// body `b` (lines split at LF, CR or CRLF, joined by "\n").
///
/// Limitations: headings, lists, quotes, tables and code read as lines of
/// text (they show their marks on the page); written again after an edit,
/// their marks are escaped, so other tools show the same text the page shows.
/// Entities (`&amp;`) are read as written, except a line that is only
/// `&nbsp;`. A paragraph written elsewhere is written back as it was while it
/// is unedited (`sources`), its soft line breaks and all.
public enum MarkdownBody {
    /// The line that stands for an empty line of the letter.
    static let emptyLine = "&nbsp;"

    /// The Markdown of `body`'s lines. A line found in `sources` (a
    /// paragraph read from Markdown written elsewhere, unedited) is written as
    /// it was read.
    public static func markdown(ofLines body: String, keeping sources: [String: String] = [:]) -> String {
        let lines = Document.paragraphTexts(body)
        if lines.count == 1, lines[0].isEmpty { return "" }
        var paragraphs: [[String]] = [[]]
        var pendingEmpty = 0
        var seenText = false
        let metadata = metadataLineCount(lines, sources: sources)
        for (index, line) in lines.enumerated() {
            if index < metadata {
                // A YAML block kept as written, its lines plain.
                paragraphs[0].append(metadataMark + String(line))
                seenText = true
                continue
            }
            if line.isEmpty {
                pendingEmpty += 1
                continue
            }
            if pendingEmpty > 0 {
                // Between two paragraphs a blank line is the first empty line.
                let extra = seenText ? pendingEmpty - 1 : pendingEmpty
                paragraphs[paragraphs.count - 1] += Array(repeating: emptyLine, count: extra)
                if seenText { paragraphs.append([]) }
                pendingEmpty = 0
            }
            seenText = true
            paragraphs[paragraphs.count - 1].append(sources[String(line)] ?? written(line))
        }
        paragraphs[paragraphs.count - 1] += Array(repeating: emptyLine, count: pendingEmpty)
        return paragraphs.map(joinedByHardBreaks).joined(separator: "\n\n")
    }

    /// Marks a line of a YAML block for `joinedByHardBreaks`: no break after it.
    private static let metadataMark = "\u{0}"

    /// How many lines at the top are a YAML block read from a `.md` (kept as
    /// written, `sources` says): from a `---` line to a `---` or `...` line.
    private static func metadataLineCount(_ lines: [Substring], sources: [String: String]) -> Int {
        guard lines.first == "---", sources["---"] == "---" else { return 0 }
        guard let closing = lines.dropFirst().firstIndex(where: { $0 == "---" || $0 == "..." }) else { return 0 }
        return closing + 1
    }

    /// The letter's lines that `markdown` holds, joined by "\n", and the
    /// sources of the paragraphs whose writing is not the canonical one.
    ///
    /// With `readingSizes` (a `.letter`), a
    /// heading `# text` is a large line and `## text` a wide one: the line
    /// starts with the size's `bodyMark`. Without it a heading is the line of
    /// text it shows, marks and all, as it always was.
    public static func lines(ofMarkdown markdown: String, readingSizes: Bool = false) -> (body: String, sources: [String: String]) {
        var reader = MarkdownBodyReader(keepsSources: true, readsSizes: readingSizes)
        reader.read(markdown)
        return (reader.lines.joined(separator: "\n"), reader.sources)
    }

    /// One non-empty line of the letter as a line of Markdown: its text with
    /// a character that would start a block escaped, and its blanks as other
    /// tools would not collapse or strip them. Markdown drops leading spaces
    /// and reads a run of spaces as one, so a leading space, and a space after
    /// a space, is written as a no-break space; a no-break space there is
    /// written `&#xA0;`, and a leading tab `&#9;`, so they come back as they were.
    ///
    /// A sized line (led by `TypeSize.bodyMark`) is written as its ATX
    /// heading, `# ` or `## ` before its text written as above, with a `#`
    /// that ends it escaped (pandoc would take it for the heading's closing
    /// marks).
    static func written(_ line: Substring) -> String {
        if let first = line.unicodeScalars.first, let size = TypeSize(bodyMark: first) {
            var text = written(Substring(line.unicodeScalars.dropFirst()))
            if text.hasSuffix("#"), MarkdownBody.trailingBackslashes(text.dropLast()) % 2 == 0 {
                text.insert("\\", at: text.index(before: text.endIndex))
            }
            return text.isEmpty ? String(size.headingMark.dropLast()) : size.headingMark + text
        }
        var out = String.UnicodeScalarView()
        var rest = line.unicodeScalars[...]
        while let first = rest.first, first == " " || first == "\u{A0}" || first == "\t" {
            let blank = first == " " ? "\u{A0}" : first == "\t" ? "&#9;" : "&#xA0;"
            out.append(contentsOf: blank.unicodeScalars)
            rest = rest.dropFirst()
        }
        var escapeAt = MarkdownLineStart.escapeOffset(in: rest)
        // A line written elsewhere may start a fence, or be the empty line's sign.
        if escapeAt == nil, MarkdownLineStart.isFence(Substring(rest)) || String(rest) == emptyLine { escapeAt = 0 }
        var previousIsSpace = false
        for (offset, scalar) in rest.enumerated() {
            if offset == escapeAt { out.append("\\") }
            if previousIsSpace && scalar == " " {
                out.append("\u{A0}")
            } else if previousIsSpace && scalar == "\u{A0}" {
                out.append(contentsOf: "&#xA0;".unicodeScalars)
            } else {
                out.append(scalar)
            }
            previousIsSpace = scalar == " "
        }
        return String(out)
    }

    /// The letter's text of a line of Markdown `written` wrote (or a person):
    /// a no-break space at the start or after a space is a space, `&#xA0;`
    /// (or `&#160;`) a no-break space and a leading `&#9;` a tab; then
    /// without the escape `written` puts before a block's first character.
    /// Without `startsLine`, the text continues a line after a space.
    static func decodedBlanks(_ content: Substring, startsLine: Bool) -> String {
        var out = String.UnicodeScalarView()
        var rest = content.unicodeScalars[...]
        var leading = startsLine
        var previousIsSpace = !startsLine
        var backslashes = 0
        var textStart: Int?
        while let scalar = rest.first {
            if backslashes % 2 == 0, scalar == "&",
                let entity = blankEntities.first(where: { rest.starts(with: $0.key.unicodeScalars) }),
                leading || entity.value == "\u{A0}"
            {
                out.append(entity.value)
                rest = rest.dropFirst(entity.key.unicodeScalars.count)
                previousIsSpace = false
                continue
            }
            if scalar == "\u{A0}", leading || previousIsSpace {
                out.append(" ")
                previousIsSpace = true
            } else {
                if leading { textStart = out.count }
                leading = false
                out.append(scalar)
                previousIsSpace = scalar == " "
            }
            backslashes = scalar == "\\" ? backslashes + 1 : 0
            rest = rest.dropFirst()
        }
        guard startsLine else { return String(out) }
        let scalars = Array(out)
        let start = textStart ?? scalars.count
        let blanks = String(String.UnicodeScalarView(scalars[..<start]))
        return blanks + withoutStartEscape(Substring(String(String.UnicodeScalarView(scalars[start...]))))
    }

    private static let blankEntities: [(key: String, value: Unicode.Scalar)] = [
        ("&#xA0;", "\u{A0}"), ("&#160;", "\u{A0}"), ("&#9;", "\t"),
    ]

    /// `text` without the backslash `written` puts before a character that
    /// would start a block, so a line reads back as the line written; any
    /// other backslash stays (the ink reader reads it).
    static func withoutStartEscape(_ text: Substring) -> Substring {
        guard let escape = text.unicodeScalars.prefix(12).firstIndex(of: "\\") else { return text }
        var unescaped = text
        unescaped.unicodeScalars.remove(at: escape)
        let offset = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: escape)
        var expected = MarkdownLineStart.escapeOffset(in: unescaped.unicodeScalars)
        // (`\&nbsp;` stays: it reads as the text `&nbsp;` either way.)
        if expected == nil, MarkdownLineStart.isFence(unescaped) { expected = 0 }
        return expected == offset ? unescaped : text
    }

    /// A paragraph's lines, each but the last ending with a hard break.
    ///
    /// A heading or rule kept as written (`sources`) needs no break after it,
    /// nor a line before a block kept as written (`- item`): the reader
    /// starts a new line there anyway, and a backslash would show.
    private static func joinedByHardBreaks(_ lines: [String]) -> String {
        var out = ""
        for (index, marked) in lines.enumerated() {
            let line = marked.hasPrefix(metadataMark) ? String(marked.dropFirst()) : marked
            if index > 0 {
                let previous = lines[index - 1]
                let splitsAnyway = previous.hasPrefix(metadataMark) || MarkdownLineStart.isOneLineBlock(previous[...])
                    || MarkdownLineStart.startsBlock(line[...])
                out += splitsAnyway ? "\n" : "\\\n"
            }
            out += line
            if marked.hasPrefix(metadataMark) { continue }
            // A lone backslash at the end is text; doubled it stays text and
            // cannot be read as a hard break.
            if trailingBackslashes(line) % 2 == 1 { out += "\\" }
        }
        return out
    }

    static func trailingBackslashes(_ line: some StringProtocol) -> Int {
        var count = 0
        for scalar in line.unicodeScalars.reversed() {
            guard scalar == "\\" else { break }
            count += 1
        }
        return count
    }
}
