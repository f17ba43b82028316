/// A paragraph's ink as Markdown, the way pandoc reads it: each line of a
/// `.letter` or `.md` body (`MarkdownBody` lays the lines out), so the file
/// stays Markdown any tool can read.
///
/// The marks, as pandoc writes them:
///
///     **bold**   *italic*   ***both***
///     [text]{.underline}    [text]{.mark}               (yellow highlight)
///     [text]{color=red}     [text]{background=green}    (any name or #RRGGBB)
///     [**Dear**]{.underline color=red}                  (combined, nested)
///
/// Reading is total and strict: any line reads, nothing is ever an error, and
/// markup that is broken or unknown (`**unclosed`, `[x]{.unknown}`,
/// `[x]{color=chartreuse}`, `[x]` alone, `2 * 3`) stays the characters written.
/// `_italic_` and `__bold__` read too, under pandoc's rule that a `_` inside a
/// word is a character. Markup is never counted: `**word**` is 4 characters.
///
/// Writing is canonical: one writing for every styled text, so reading it back
/// and writing again gives the same bytes. From the outside in: a span with
/// `.underline`, then `.mark` or `background=…`, then `color=…` (in that
/// order), then `**`, then `*`; never `_`. The characters `*`, `_`, `[`, `]`,
/// `\`, `` ` ``, `<`, `~`, `^` and `$` are always written escaped (`\*`), so
/// `2*3*4`, `snake_case`, `H~2~O` and `$x$` come back as typed and other tools
/// show them so; an `&` that would start an entity (`&amp;`) and an `@` that
/// would start a citation (`@smith`) are escaped too, and `!` just before a
/// span, since pandoc would read an image.
///
/// What writing cannot carry (see `normalized`): a mark on blank characters at
/// the edge of its run. Pandoc reads `** x**` as text and drops spaces at the
/// edges of a span, so the writer leaves edge spaces outside the marks. Bold
/// and italic on a space are invisible anyway; underline, highlight and colour
/// on a space between two marked characters are kept.
///
/// A line that starts like a heading or a list is the body's business
/// (`MarkdownBody` escapes its first character).
///
/// Limitations: pandoc's other syntax (links, `$math$`, `~sub~`, `^sup^`,
/// `&entities;`) is not read as such: the characters stay what they are here,
/// and pandoc shows them otherwise (letter writes them escaped). Smart quotes
/// and dashes: pandoc shows `"x"` as “x” and `--` as –.
public enum MarkdownInk {
    /// Reads one paragraph (a line without its newline).
    public static func parse(_ line: String) -> StyledText {
        var reader = MarkdownInkReader(line)
        return reader.read()
    }

    /// Writes one paragraph in the canonical form; no newline.
    public static func serialize(_ text: StyledText) -> String {
        var writer = MarkdownInkWriter(text)
        writer.write()
        return String(writer.output)
    }

    /// The text as writing carries it: the same characters, with every mark
    /// removed from blank characters at the edges of its runs.
    /// `parse(serialize(text)) == normalized(text)` for every text whose
    /// characters are whole graphemes of their string.
    public static func normalized(_ text: StyledText) -> StyledText {
        var writer = MarkdownInkWriter(text)
        writer.write()
        return writer.writtenText
    }
}

extension StyledText {
    /// The paragraph a line of Markdown holds.
    public init(markdown line: String) {
        self = MarkdownInk.parse(line)
    }

    /// The paragraph as its canonical line of Markdown.
    public var markdown: String { MarkdownInk.serialize(self) }
}
