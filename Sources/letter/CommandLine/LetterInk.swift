import LetterKit

/// A loaded letter's text as the commands read it: Markdown ink in a `.letter`
/// or `.md` body, plain text in any other file.
extension LoadedLetter {
    /// Whether this file's body is Markdown whose marks are ink.
    var carriesInk: Bool { LetterFile.carriesInk(path: path) }

    /// The body's paragraphs with their ink (all plain for a plain file).
    var paragraphs: [StyledText] { LetterFile.styledParagraphs(ofBody: body, ink: carriesInk) }

    /// The characters drawn, one paragraph a line: what is laid out and counted.
    /// Markup is never measured, so `**word**` is the 4 characters of `word`.
    var visibleText: String { carriesInk ? LetterFile.visibleText(of: paragraphs) : body }

    /// The language the front matter's `lang:` gives (pandoc's key), if any.
    var declaredLanguage: String? {
        guard let value = file.frontMatter?.value(for: "lang"), !value.isEmpty else { return nil }
        return value
    }
}
