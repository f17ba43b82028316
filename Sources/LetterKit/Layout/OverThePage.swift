/// How far a letter runs over its page, said one way wherever it is said:
/// the status row, the warning on opening, and the command line's note.
public enum OverThePage {
    /// "1 line over the page", "3 lines over the page".
    public static func words(lines: Int) -> String {
        trn("{count} line over the page", "{count} lines over the page", count: lines)
    }
}
