/// What a letterbox search asks the index, decided from the text typed: the
/// SQL pieces are the program's, the choice and the quoting are here, pure,
/// so every text a person can type is tested without a database.
///
/// A trigram index finds any substring of three characters or more, in any
/// script (안녕하 inside 안녕하세요, こんに, "ello"), but matches nothing
/// shorter: one or two characters are looked for with `LIKE` over the same
/// text instead, a scan the size of the box.
///
/// Limitations: "characters" are Unicode scalars, which is what the trigram
/// tokenizer counts: a Hangul syllable typed as separate jamo counts as two
/// or three.
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

    public init(_ text: String) {
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
