/// What the program asks of `letter-index`, the executable that keeps the
/// letterbox's SQLite index, and what it answers: plain values, so the
/// program itself never links SQLite, and both sides agree on one
/// definition.
///
/// Representation: one value a frame (`HelperFrame` in LetterSystem), JSON
/// by the synthesized conformances; an answer's payload starts with a kind
/// byte (`IndexAnswer.jsonKind`, `textKind`). A request is
/// answered by any number of `note`s, then one final answer; a request that
/// needs letters read (a refresh, a letter changed, an index built again
/// after damage) first answers `read(paths:)`, and the program sends the
/// letters back as `read` requests, in that order, before the final answer
/// comes. The program reads the letters because only it knows papers and
/// file formats; the helper knows the walk of the folder and SQLite.
public enum IndexRequest: Hashable, Sendable, Codable {
    /// Opens the index of `box` (absolute, links resolved) kept in the file
    /// `databasePath`, made when missing and built again when damaged, or in
    /// memory when nil. Answered by `opened`.
    case open(box: String, databasePath: String?)
    /// Walks the box and brings every row up to date. Answered by `refreshed`.
    case refresh
    /// `refresh` when a folder of the box changed since the last one (its
    /// modification time), else nothing: a letter rewritten in place is not
    /// seen. Answered by `refreshed` (zero counts when nothing was walked).
    case refreshIfFoldersChanged
    /// The letters of the whole box (`folder` nil) or directly in `folder`
    /// (relative to the box), in `order`. Answered by `letters`.
    case letters(order: BoxOrder, folder: String?)
    /// The letters holding the text, best first. Answered by `letters`.
    case search(String)
    /// The lines of `letter box --list` in `order`. Answered by `text`.
    case listing(order: BoxOrder)
    /// The lines of `letter box --search`, one path a line, best first.
    /// Answered by `text` (empty when nothing is found).
    case foundPaths(String)
    /// How many letters the index holds. Answered by `count`.
    case count
    /// How many letters each folder of the box holds directly (relative
    /// folder, "" for the top). Answered by `folderCounts`.
    case folderCounts
    /// The letter at `path` went away. Answered by `done`.
    case forget(path: String)
    /// The letter at `path` was written: read it again. Answered by `done`.
    case reread(path: String)
    /// Letters the helper asked for with `IndexAnswer.read`, in its order.
    case read([ReadLetter])
}

/// What `letter-index` answers.
public enum IndexAnswer: Hashable, Sendable, Codable {
    /// The first byte of an answer's payload: JSON follows, or text printed
    /// as it is (a listing of 10,000 letters is not worth encoding twice).
    public static let jsonKind = UInt8(ascii: "j")
    public static let textKind = UInt8(ascii: "t")

    case opened(databasePath: String?)
    /// Something the person should be told (an index rebuilt); more follows.
    case note(String)
    /// Read these letters (absolute paths) and send them back with
    /// `IndexRequest.read`, in this order; more follows.
    case read(paths: [String])
    case refreshed(RefreshCounts)
    case letters([LetterSummary])
    /// Text to print as it is (sent as a plain frame, not JSON).
    case text(String)
    case count(Int)
    case folderCounts([String: Int])
    case done
    /// The index could not answer; SQLite's words.
    case failed(String)
}

/// One letter as the program read it for the index, with the stamp of
/// exactly the bytes read (nil when there was nothing to stamp).
public struct ReadLetter: Hashable, Sendable, Codable {
    public var letter: IndexedLetter
    public var stamp: Stamp?

    /// A file's modification time (seconds and nanoseconds) and size.
    public struct Stamp: Hashable, Sendable, Codable {
        public var seconds: Int64
        public var nanoseconds: Int64
        public var size: Int64

        public init(seconds: Int64, nanoseconds: Int64, size: Int64) {
            self.seconds = seconds
            self.nanoseconds = nanoseconds
            self.size = size
        }
    }

    public init(letter: IndexedLetter, stamp: Stamp?) {
        self.letter = letter
        self.stamp = stamp
    }
}

/// What a refresh did: letters read for the first time, read again because
/// they changed, dropped because their files are gone, and left as they were.
public struct RefreshCounts: Hashable, Sendable, Codable, CustomStringConvertible {
    public var added = 0
    public var updated = 0
    public var removed = 0
    public var unchanged = 0

    public init(added: Int = 0, updated: Int = 0, removed: Int = 0, unchanged: Int = 0) {
        self.added = added
        self.updated = updated
        self.removed = removed
        self.unchanged = unchanged
    }

    /// Whether any row was added, read again or dropped.
    public var changedAnything: Bool { added + updated + removed > 0 }

    /// Whether the box was walked at all (a quick check that found no folder
    /// changed walks nothing and counts nothing).
    public var walked: Bool { changedAnything || unchanged > 0 }

    public var description: String { "\(added) added, \(updated) updated, \(removed) removed, \(unchanged) unchanged" }
}
