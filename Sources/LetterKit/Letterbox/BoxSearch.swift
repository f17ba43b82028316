/// What a letterbox search asks the index, decided from the text typed: the
/// SQL pieces are the program's, the choice and the quoting are here, pure,
/// so every text a person can type is tested without a database.
///
/// A trigram index finds any substring of three characters or more, in any
/// script (안녕하 inside 안녕하세요, こんに, "ello"), but matches nothing
/// shorter: one or two characters are looked for with `LIKE` over the same
/// text instead, a scan the size of the box.
///
/// The index holds text folded (`indexed(_:)`) and the search text is folded
/// the same way, with the editor's Ctrl-F folding (`SearchFolding`): a letter
/// written in NFD (as macOS writes Hangul and accents) is found by a search
/// typed in NFC and the other way round, ﬁ by fi, full-width Ａ by A.
///
/// Limitations: "characters" are Unicode scalars of the folded text, which is
/// what the trigram tokenizer counts: a syllable counts as one however it was
/// typed, but a letter with a combining mark that has no composed form counts
/// as two. A match may begin or end inside a character (i in ﬁ), where Ctrl-F
/// matches whole characters only.
public enum BoxSearch: Hashable, Sendable {
    /// Nothing to look for: an empty or all-space text.
    case nothing
    /// An FTS5 `MATCH` expression: the text as one FTS5 string, so every
    /// character (quotes, `*`, `-`, `AND`) is literal.
    case match(String)
    /// A `LIKE` pattern (`%text%`, with `\` as its escape character).
    case like(String)

    /// The fewest scalars the trigram index can find.
    public static let trigramLength = 3

    /// The search for `text` as typed: it is folded here.
    public init(_ typed: String) {
        let text = SearchFolding.folded(typed)
        guard text.contains(where: { !$0.isWhitespace }) else {
            self = .nothing
            return
        }
        if text.unicodeScalars.count >= BoxSearch.trigramLength {
            self = .match(BoxSearch.ftsString(text))
        } else {
            self = .like(BoxSearch.likePattern(containing: text))
        }
    }

    /// A title, recipient or letter's text as the index holds it: folded, so
    /// a folded search finds it.
    public static func indexed(_ text: String) -> String {
        SearchFolding.folded(text)
    }

    /// `text` as an FTS5 string: in double quotes, each quote doubled.
    public static func ftsString(_ text: String) -> String {
        // By scalar: a quote followed by a combining mark is one Character.
        var quoted = String.UnicodeScalarView()
        quoted.append("\"")
        for scalar in text.unicodeScalars {
            quoted.append(scalar)
            if scalar == "\"" { quoted.append("\"") }
        }
        quoted.append("\"")
        return String(quoted)
    }

    /// A `LIKE` pattern matching any text that contains `text`: `%` and `_`
    /// (and the escape `\` itself) escaped with `\`, for `ESCAPE '\'`.
    public static func likePattern(containing text: String) -> String {
        var pattern = String.UnicodeScalarView()
        pattern.append("%")
        for scalar in text.unicodeScalars {
            if scalar == "%" || scalar == "_" || scalar == "\\" { pattern.append("\\") }
            pattern.append(scalar)
        }
        pattern.append("%")
        return String(pattern)
    }
}
