/// The markup characters as character references, as HTML and XML both
/// write them: what a format calls an apostrophe (HTML's `&#39;`, XML's
/// `&apos;`) and what it does with every other character (XML leaves out
/// what it cannot carry) are the format's own.
enum MarkupEscape {
    /// `text` with `&`, `<`, `>`, `"` and `'` as references; each other
    /// scalar handed to `other`, which appends what stands for it.
    static func escaped(
        _ text: String, apostrophe: String, other: (Unicode.Scalar, inout String) -> Void
    ) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += apostrophe
            default: other(scalar, &output)
            }
        }
        return output
    }
}
