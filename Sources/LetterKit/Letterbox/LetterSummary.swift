/// What the letterbox knows of one letter: enough to list it, sort it and
/// show its row without opening it again.
///
/// Representation: plain values read from the file when the box's index
/// last saw it (the index keeps one per file, keyed by `path`, and renews it
/// when the file's modification time or size changes). A letter that could
/// not be read keeps its place in the list with `problem` saying why.
public struct LetterSummary: Hashable, Sendable, Codable {
    /// The file, absolute.
    public var path: String
    /// What the row is called: the first line with text, else the file name.
    public var title: String
    /// The envelope's recipient, if it has one.
    public var recipient: String?
    /// The envelope's date as written (YYYY-MM-DD), if any.
    public var date: String?
    /// The file's modification time, seconds since 1970, and size in bytes:
    /// what tells the index the file changed.
    public var modified: Int64
    public var size: Int64
    /// Writing lines the letter takes on its paper, and the paper's lines and name.
    public var linesUsed: Int
    public var paperLines: Int
    public var paperName: String
    /// The start of the text, lines joined with spaces, for the row's second line.
    public var opening: String
    /// The first picture's file, absolute, for the row's thumbnail.
    public var picture: String?
    /// Why the letter could not be read (not UTF-8, too large, ...); nil when it was.
    public var problem: String?

    public init(
        path: String, title: String, recipient: String? = nil, date: String? = nil, modified: Int64, size: Int64,
        linesUsed: Int, paperLines: Int, paperName: String, opening: String, picture: String? = nil,
        problem: String? = nil
    ) {
        self.path = path
        self.title = title
        self.recipient = recipient
        self.date = date
        self.modified = modified
        self.size = size
        self.linesUsed = linesUsed
        self.paperLines = paperLines
        self.paperName = paperName
        self.opening = opening
        self.picture = picture
        self.problem = problem
    }
}

extension LetterSummary {
    /// The day the letter's row shows, YYYY-MM-DD: the envelope's date, else
    /// the day its file last changed at `utcOffset` seconds from UTC. One
    /// source for the row and for "newest first", so the order is the order
    /// of the dates a person reads.
    public func shownDay(utcOffset: Int) -> String {
        date ?? CalendarDay(secondsSince1970: modified, utcOffset: utcOffset).description
    }
}

/// The orders the letterbox lists letters in; `s` cycles through them.
public enum BoxOrder: String, Hashable, Sendable, CaseIterable, Codable {
    /// The latest day first: the envelope's date, else the file's change
    /// (`LetterSummary.shownDay`).
    case newest
    /// By file name, as a person reads numbers ("letter-2" before "letter-10").
    case name
    /// Most lines used first.
    case longest

    /// The order after this one, for `s`.
    public var next: BoxOrder {
        let all = BoxOrder.allCases
        let index = all.firstIndex(of: self).map { ($0 + 1) % all.count } ?? 0
        return all[index]
    }
}
