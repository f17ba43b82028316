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
/// Representation: each line read, with the paragraph it read to, in order.
/// Which lines the canonical writing would change is decided when a body is
/// written (`LetterFile.body(of:ink:keeping:)`), which writes every paragraph
/// canonically anyway: deciding it when the letter opens meant writing every
/// line of a styled manuscript before its first screen, more than reading it.
/// The lines share the storage of the body they came from.
public struct MarkdownSources: Sendable {
    /// One line as written, and what it read to: nil where the page holds
    /// something else there (a picture's mark), read again when asked.
    struct Line: Sendable {
        let source: Substring
        let read: StyledText?
    }

    var lines: [Line] = []

    public static let none = MarkdownSources()

    /// True when every line read was canonical.
    public var isEmpty: Bool { byParagraph.isEmpty }

    /// The sources of `body`'s lines.
    public static func of(body: String) -> MarkdownSources {
        var sources = MarkdownSources()
        for line in Document.paragraphTexts(body) { sources.note(line) }
        return sources
    }

    /// Keeps `source`, one line of a body, to be read when a body is written.
    mutating func note(_ source: Substring) {
        lines.append(Line(source: source, read: nil))
    }

    /// Keeps `source` with `read`, what it reads to: the caller that has just
    /// read the line (opening a page) hands its reading on, so a line is read
    /// once.
    mutating func note(_ source: Substring, read: StyledText) {
        lines.append(Line(source: source, read: read))
    }

    /// The source to write for each paragraph read from a line the canonical
    /// writing would change: the first such line, where several read alike.
    var byParagraph: [StyledText: String] {
        var sources: [StyledText: String] = [:]
        for line in lines {
            let source = String(line.source)
            let read = line.read ?? StyledText(bodyLine: source)
            if sources[read] == nil, read.bodyLine != source { sources[read] = source }
        }
        return sources
    }
}
