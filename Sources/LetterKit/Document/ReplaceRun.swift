/// One pass of find and replace: the text looked for, what replaces it,
/// and how far round the letter the pass has come.
///
/// A pass starts at the cursor, goes to the end of the letter, then from the
/// top back to where it started: each match is offered once, and never one
/// the pass itself put in (it goes on after a replacement, so a replacement
/// that contains the text it replaces cannot loop). Matches are found as
/// Find finds them (`SearchFolding`: any script, case ignored), and their
/// ranges are in the letter's own characters, so a replacement takes out
/// exactly what matched however folding changed its length.
///
/// Representation: where to look next, where the pass started (the stop,
/// moved along as replacements before it in its paragraph change the
/// paragraph's length), whether it has wrapped, the match offered now, and
/// the counts so far.
public struct ReplaceRun: Hashable, Sendable {
    /// What is looked for, as typed.
    public let term: String
    /// What each match gives way to.
    public let replacement: String
    /// The match offered now; nil before the first and after the last.
    public internal(set) var current: Range<Position>?
    /// Matches replaced so far.
    public internal(set) var replaced = 0
    /// Matches whose replacement the page refused: it would have pushed the
    /// letter past its last line.
    public internal(set) var refused = 0
    var next: Position
    var stop: Position
    var wrapped = false

    /// A pass for `term` from `cursor`. Line breaks and picture marks are
    /// left out of both texts: a match never spans a paragraph, and a
    /// replacement never makes one or a picture.
    public init(term: String, replacement: String, from cursor: Position) {
        self.term = String(term.filter { !$0.isParagraphBreak })
        self.replacement = Document.withoutPictureMarks(String(replacement.filter { !$0.isParagraphBreak }))
        next = cursor
        stop = cursor
    }

    /// Moves on to the next match in `document`, which becomes `current`;
    /// nil (and no current match) once the pass is back where it started.
    mutating func advance(in document: Document) -> Range<Position>? {
        current = nil
        if !wrapped {
            if let found = document.firstMatch(term, from: next) {
                current = found
                return found
            }
            wrapped = true
            next = .start
        }
        guard next < stop, let found = document.firstMatch(term, from: next, before: stop) else { return nil }
        current = found
        return found
    }

    /// The current match was left as it is (skipped, or refused by the page).
    mutating func pass(_ range: Range<Position>) {
        next = range.upperBound
    }

    /// The current match was replaced: the pass goes on after the text put
    /// in, and a stop later in the same paragraph moves with the paragraph's
    /// change of length (`delta` characters).
    mutating func replaced(_ range: Range<Position>, endingAt end: Position, delta: Int) {
        replaced += 1
        next = end
        guard wrapped, stop.paragraph == range.lowerBound.paragraph, range.lowerBound.offset < stop.offset else { return }
        stop.offset = stop.offset >= range.upperBound.offset ? stop.offset + delta : end.offset
    }

    mutating func refusedOne(_ range: Range<Position>) {
        refused += 1
        pass(range)
    }
}
