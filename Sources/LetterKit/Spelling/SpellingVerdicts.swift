/// What a letter knows of its words' spelling: each distinct word's
/// verdict (spelt or not), as the shell gave it. A letter repeats its
/// words, and an edit changes one or two of a paragraph's: with the
/// verdicts at hand only the words never asked before go to a dictionary,
/// and a paragraph edited again and again is marked from here.
///
/// A word's verdict does not depend on where it stands (the shell checks
/// words alone), so one memory serves the whole letter. Keyed by the
/// word's text: `SpellingWords` cuts a word where its script changes, so a
/// text names its script too.
///
/// Memory bound: at most `limit` words; the memory starts again, whole,
/// before it would pass that (a letter that long asks its dictionary
/// again for the words it shows, a batch at a time).
struct SpellingVerdicts: Sendable {
    private var known: [String: Bool] = [:]

    /// Words remembered before the memory starts again.
    static let limit = 20_000

    /// True when `word` is spelt, false when it is not, nil when it was
    /// never asked (or was forgotten).
    subscript(word: String) -> Bool? { known[word] }

    var count: Int { known.count }

    mutating func record(_ word: String, spelt: Bool) {
        known[word] = spelt
    }

    /// Forgets everything when the memory is full: called before a batch
    /// is made, never between a question and its answer.
    mutating func makeRoom() {
        if known.count >= Self.limit { known.removeAll(keepingCapacity: true) }
    }
}

/// A paragraph asked about and not answered yet: its words, the ones
/// asked, and the word the cursor is typing (never marked while it is).
struct PendingSpelling: Sendable {
    var words: [SpellingWord]
    var asked: [SpellingWord]
    var typing: Range<Int>?
}

/// The word the cursor was typing when its paragraph was marked: left
/// unmarked, and checked once the cursor leaves it or a space follows it.
struct TypingWord: Hashable, Sendable {
    var paragraphID: UInt64
    var paragraph: Int
    var range: Range<Int>
}
