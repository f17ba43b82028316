/// The interface's sentences, translated: every word a person reads passes
/// through `tr` (or `trn` where a number decides the form), with the English
/// sentence as a literal so `Scripts/update-po` finds it (xgettext keywords
/// `tr`, `trn:1,2` and `msgid`).
///
/// Values enter a sentence only by name, as `{name}` placeholders, so a
/// translation may put them in any order: `tr("Saved {file}.", ["file": n])`.
/// Never build a sentence from translated pieces, and never interpolate into
/// the literal (the catalog would not know the sentence).
///
/// Limitations: a placeholder whose name is not among the values stays as
/// written, which `StatusMessage(_:paths:)` uses to fill in paths after.

/// `message` in the interface's language, its `{name}` placeholders filled
/// from `values`.
public func tr(_ message: String, _ values: KeyValuePairs<String, any CustomStringConvertible> = [:]) -> String {
    let sentence = InterfaceLanguage.catalog?.translation(of: message) ?? message
    return values.isEmpty ? sentence : Placeholders.fill(sentence, values)
}

/// The form of a sentence that a count decides ("1 line", "3 lines"), in
/// the interface's language; `{count}` is filled with `count`, other
/// placeholders from `values`.
public func trn(
    _ singular: String, _ plural: String, count: Int,
    _ values: KeyValuePairs<String, any CustomStringConvertible> = [:]
) -> String {
    let sentence =
        InterfaceLanguage.catalog?.translation(of: singular, plural: plural, count: count)
        ?? (count == 1 ? singular : plural)
    return Placeholders.fill(Placeholders.fill(sentence, ["count": count]), values)
}

/// Marks an English sentence kept as data (a key's help, a command's name)
/// for the catalog; it is translated where it is shown, with `tr(text)`.
public func msgid(_ message: String) -> String {
    message
}

/// `{name}` placeholders in a sentence.
public enum Placeholders {
    /// `sentence` with each `{name}` that `values` names replaced by its value.
    public static func fill(_ sentence: String, _ values: KeyValuePairs<String, any CustomStringConvertible>) -> String {
        if values.isEmpty || !sentence.utf8.contains(UInt8(ascii: "{")) { return sentence }
        var result = ""
        forEachPiece(of: sentence, named: { name in values.first { $0.key == name }?.value.description }) { piece in
            // String(words), not the Substring itself: appending a Substring
            // is generic, and its first call scans every conformance.
            switch piece {
            case .words(let words): result += String(words)
            case .value(let value): result += value
            }
        }
        return result
    }

    /// Walks `sentence` in pieces: its words as written, and for each
    /// `{name}` that `value` knows, that value (marked as filled); a `{` of no
    /// known name stays a word. One walk for every use, so a value is never
    /// read as a sentence again (a file called "{b}" stays so).
    public static func forEachPiece<Value>(
        of sentence: String, named value: (Substring) -> Value?, _ body: (Piece<Value>) -> Void
    ) {
        var wordsStart = sentence.startIndex
        var rest = sentence[...]
        while let open = rest.firstIndex(of: "{") {
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "}"), let filled = value(rest[afterOpen..<close]) else {
                rest = rest[afterOpen...]
                continue
            }
            if wordsStart < open { body(.words(sentence[wordsStart..<open])) }
            body(.value(filled))
            wordsStart = sentence.index(after: close)
            rest = sentence[wordsStart...]
        }
        if wordsStart < sentence.endIndex { body(.words(sentence[wordsStart...])) }
    }

    /// A piece of a sentence walked by `forEachPiece`.
    public enum Piece<Value> {
        case words(Substring)
        case value(Value)
    }

    /// The names of the placeholders in `sentence`, in order, repeats kept.
    public static func names(in sentence: String) -> [String] {
        var names: [String] = []
        var rest = Substring(sentence)
        while let open = rest.firstIndex(of: "{") {
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "}") else { break }
            let name = rest[afterOpen..<close]
            if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) {
                names.append(String(name))
            }
            rest = rest[rest.index(after: close)...]
        }
        return names
    }
}
