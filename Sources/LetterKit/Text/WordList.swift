/// A list of a few things in words, "A, B and C", in the interface's
/// language: one place for the joining words, so a list reads as its
/// language lists (Korean joins with commas alone).
///
/// The items are whole words or phrases already in the interface's language
/// (or names, as "LF"); a list is the one sentence part that is not known
/// whole in advance.
public enum WordList {
    /// `items` joined: "" for none, the item for one, "A and B", "A, B and C".
    public static func joined(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        if items.count == 1 { return last }
        return tr("{list} and {last}", ["list": items.dropLast().joined(separator: tr(", ")), "last": last])
    }
}
