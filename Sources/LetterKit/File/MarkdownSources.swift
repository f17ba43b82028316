/// The lines of a Markdown body as they were written, for the paragraphs that
/// read back to something the canonical writing would spell otherwise.
///
/// Why: a `.md` written elsewhere holds markup letter does not know (a link,
/// inline code, HTML), which it reads as text; written canonically, that text
/// would be escaped and the file's meaning to other tools would change. So a
/// paragraph saved unchanged is written as it was read, and only the
/// paragraphs edited (or new) are written canonically: a file changes only
/// where it was edited.
///
/// Representation: each read paragraph (characters and ink) mapped to its
/// source line, kept only where the source differs from the canonical
/// writing, so a canonical file keeps nothing.
public struct MarkdownSources: Sendable {
    var lines: [StyledText: String] = [:]

    public static let none = MarkdownSources()

    /// True when every line read was canonical.
    public var isEmpty: Bool { lines.isEmpty }

    /// The sources of `body`'s lines that the canonical writing would change.
    public static func of(body: String) -> MarkdownSources {
        var sources = MarkdownSources()
        for line in Document.paragraphTexts(body) {
            let source = String(line)
            let read = StyledText(markdown: source)
            if read.markdown != source, sources.lines[read] == nil { sources.lines[read] = source }
        }
        return sources
    }
}
