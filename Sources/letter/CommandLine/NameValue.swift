/// `NAME=VALUE` as the command line writes it (`--set to=민지`, `--paper=a5`),
/// split at the first `=`.
///
/// Split by Unicode scalar, not by `Character`: a value may begin with a
/// combining mark, a zero-width joiner or a variation selector, and the `=`
/// and that scalar are then one grapheme cluster, which a `Character` search
/// for "=" never finds (`to=\u{301}x` would have no `=` at all).
enum NameValue {
    /// The text before the first `=` and the text after it; nil without one.
    static func split(_ text: String) -> (name: String, value: String)? {
        let scalars = text.unicodeScalars
        guard let equals = scalars.firstIndex(of: "=") else { return nil }
        let name = String.UnicodeScalarView(scalars[..<equals])
        let value = String.UnicodeScalarView(scalars[scalars.index(after: equals)...])
        return (String(name), String(value))
    }
}
