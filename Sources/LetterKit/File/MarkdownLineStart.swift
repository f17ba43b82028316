/// How the start of a line of Markdown reads to pandoc and CommonMark: as a
/// paragraph's text, or as the start of a block (heading, list, quote,
/// table, rule, fence, definition, code).
///
/// One judgment serves both directions, so they agree: the writer escapes
/// the character that would start a block, and the reader keeps a line that
/// starts one as a line of its own rather than joining it to the paragraph
/// before it.
///
/// Why escapes rather than leaving such lines alone: a letter's line `- milk`
/// is a line of text on the page; written bare, pandoc and GitHub would show
/// a list item. `\-` reads as `-` in both, and in letter.
enum MarkdownLineStart {
    /// The characters that start a block in pandoc's Markdown or CommonMark
    /// whatever follows them, at the start of a line: escaped there always.
    /// (`*`, `_`, `` ` ``, `<`, `[` and `~` are escaped everywhere by the ink
    /// writer; a fence written elsewhere, `~~~`, is escaped by `MarkdownBody`.)
    static let alwaysEscaped: Set<Unicode.Scalar> = ["#", ">", "|", "+", "-", "=", ":", "%"]

    /// Where the character to escape is in `line` (a line's text, its
    /// leading spaces already taken off), so that no reader takes the line
    /// for the start of a block; nil when the line reads as text as it is.
    ///
    /// Besides `alwaysEscaped`: an ordered list's marker (`1.`, `2)`, `a.`,
    /// `iv.`, `@.` before a space or the end) has its delimiter escaped, and
    /// pandoc's `(1)`, `(a)`, `(@)` their opening parenthesis.
    static func escapeOffset(in line: Substring.UnicodeScalarView) -> Int? {
        guard let first = line.first else { return nil }
        if alwaysEscaped.contains(first) { return 0 }
        let scalars = Array(line)
        let parenthesized = first == "("
        let tokenStart = parenthesized ? 1 : 0
        var index = tokenStart
        while index < scalars.count, isMarkerScalar(scalars[index]) { index += 1 }
        guard index > tokenStart, index < scalars.count, isListToken(scalars[tokenStart..<index]) else { return nil }
        let delimiter = scalars[index]
        let followedByBlank = index + 1 == scalars.count || scalars[index + 1] == " " || scalars[index + 1] == "\t"
        guard followedByBlank else { return nil }
        if parenthesized { return delimiter == ")" ? 0 : nil }
        return delimiter == "." || delimiter == ")" ? index : nil
    }

    /// Whether a line written elsewhere starts a block, so letter keeps it a
    /// line of its own: everything `escapeOffset` escapes, and a bullet
    /// (`*`, `-`, `+` before a space), a rule of `*` or `_`, or a fence.
    static func startsBlock(_ line: Substring) -> Bool {
        let scalars = line.unicodeScalars
        guard let first = scalars.first else { return false }
        if first == "-" || first == "+" || first == "*" || first == "_" || first == "=" {
            // A bullet, a rule or a heading's underline; `-5°` and `*word*` are text.
            let rest = scalars.dropFirst()
            if rest.isEmpty || rest.first == " " || rest.first == "\t" { return true }
            return scalars.allSatisfy { $0 == first || $0 == " " || $0 == "\t" }
                || (first == "+" && (rest.first == "-" || rest.first == "="))
        }
        if first == "`" { return line.hasPrefix("```") }
        if first == "~" { return line.hasPrefix("~~~") || scalars.dropFirst().first == " " }
        if first == ":" { return line.hasPrefix(":::") || scalars.dropFirst().first == " " }
        if first == "#" || first == ">" || first == "|" { return true }
        return escapeOffset(in: scalars[...]) != nil && first != "%"
    }

    /// A heading or a rule: a block of one line, never continued.
    static func isOneLineBlock(_ line: Substring) -> Bool {
        guard let first = line.first else { return false }
        if first == "#" { return true }
        guard "-*_=".contains(first) else { return false }
        return line.allSatisfy { $0 == first || $0 == " " || $0 == "\t" }
    }

    /// Whether `line` opens (or closes) a fenced code block.
    static func isFence(_ line: Substring) -> Bool {
        line.hasPrefix("```") || line.hasPrefix("~~~")
    }

    private static func isMarkerScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCIILetter || scalar.isASCIIDigit || scalar == "@"
    }

    /// An ordered list's number as pandoc's fancy lists read it: up to nine
    /// digits, one letter, a Roman numeral, or `@` with a label.
    private static func isListToken(_ token: ArraySlice<Unicode.Scalar>) -> Bool {
        if token.allSatisfy(\.isASCIIDigit) { return token.count <= 9 }
        if token.first == "@" { return token.dropFirst().allSatisfy { $0.isASCIILetter || $0.isASCIIDigit } }
        if token.count == 1 { return token.allSatisfy(\.isASCIILetter) }
        return token.allSatisfy { "ivxlcdmIVXLCDM".unicodeScalars.contains($0) }
    }
}
