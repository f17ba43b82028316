import Glibc
import LetterKit
import LetterSystem

/// The letterbox's index as the program uses it: what is known of every
/// letter in one box folder, so that opening a box of thousands of letters
/// reads none of them that did not change, and search is a query.
///
/// Representation: a client of `letter-index` (`IndexHelperProcess`), the
/// helper executable that keeps the index in SQLite (`IndexStore` there
/// says how), one helper per index, alive as long as this value. This side
/// decides where the index file lives (`$XDG_CACHE_HOME/letter/`, else
/// `~/.cache/letter/`, named from a hash of the box's real path) and reads
/// the letters the helper asks for (`reader`: papers and file formats are
/// the program's); the helper walks the box, compares stamps, and answers
/// the list and search. The API is the one the index had when it lived in
/// the program, so the box screen and the commands did not change.
///
/// The files stay the truth: a missing or damaged index is built again,
/// with a note (`notes`); where no index file can be kept (no home, a
/// read-only cache), the index lives in memory for this run. A helper that
/// is missing or fails is a `LetterIndexError` saying so: the letter being
/// edited is never touched by it.
final class LetterIndex {
    /// The box folder, absolute, links resolved.
    let box: String
    /// The database file, or nil when the index lives in memory.
    private(set) var databasePath: String?
    /// What the person should be told about the index (rebuilt, kept in
    /// memory), in the order it happened.
    private(set) var notes: [String] = []
    /// Reads the letters that changed (and its papers, once).
    let reader: LetterSummaries
    private let helper: IndexHelperProcess

    private init(box: String, databasePath: String?, notes: [String], reader: LetterSummaries, helper: IndexHelperProcess) {
        self.box = box
        self.databasePath = databasePath
        self.notes = notes
        self.reader = reader
        self.helper = helper
    }

    /// The index of the box at `box` (any path to an existing folder), its
    /// file opened or made in the cache folder `environment` gives; `reader`
    /// reads the letters. The rows are as the last refresh left them: call
    /// `refresh` before trusting them.
    static func open(
        box: String, environment: [String: String] = XDGFolder.environment("XDG_CACHE_HOME"),
        reader: LetterSummaries = LetterSummaries()
    ) throws(LetterIndexError) -> LetterIndex {
        let real: String
        switch FilePath.real(box) {
        case .success(let path): real = path
        case .failure(let error): throw .boxUnreadable(path: box, reason: error.description)
        }
        var notes: [String] = []
        var path: String?
        if let folder = XDGFolder.letterFolder("XDG_CACHE_HOME", homeRelative: ".cache", environment: environment) {
            do {
                try XDGFolder.makeFolders(folder)
                path = FilePath.join(folder, fileName(forBox: real))
            } catch {
                notes.append(
                    tr(
                        "cannot make {folder} for the letterbox's index ({reason}); it is kept in memory for this run",
                        ["folder": folder, "reason": error]))
            }
        } else {
            notes.append(tr("no home folder for the letterbox's index; it is kept in memory for this run"))
        }
        let helper: IndexHelperProcess
        do { helper = try IndexHelperProcess() } catch { throw .helper(error.description) }
        let index = LetterIndex(box: real, databasePath: path, notes: notes, reader: reader, helper: helper)
        guard case .opened(let opened) = try index.exchange(.open(box: real, databasePath: path)) else {
            throw .helper(IndexHelperError.stopped.description)
        }
        index.databasePath = opened
        return index
    }

    /// `box-<hex>.sqlite`: 64 bits of FNV-1a over the real path's bytes, a
    /// stable name (Swift's `Hasher` is seeded per run) that needs no crypto.
    static func fileName(forBox box: String) -> String {
        "box-" + StableHash.hex(StableHash.fnv1a(box)) + ".sqlite"
    }

    // MARK: Asking

    /// Walks the box and brings every row up to date: files whose
    /// modification time or size differ from their row are read again, new
    /// files are read, rows of files that are gone are dropped.
    /// `progress(done, total)` is called after each file read (total is the
    /// number of files to read, so a warm open with nothing changed never
    /// calls it), for a progress bar.
    @discardableResult
    func refresh(progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }) throws(LetterIndexError)
        -> RefreshCounts
    {
        guard case .refreshed(let counts) = try exchange(.refresh, progress: progress) else { throw unexpected }
        return counts
    }

    /// `refresh` when a folder of the box changed since the last one, else
    /// nothing (one `stat` a folder, not one a letter): what `letter box
    /// --list` and `--search` do. A letter rewritten in place by another
    /// program changes no folder and is not seen; `--refresh` always walks,
    /// and the screen walks after its first frame (the helper's
    /// `IndexStore.refreshIfFoldersChanged` says why).
    @discardableResult
    func refreshIfFoldersChanged(progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }) throws(LetterIndexError)
        -> RefreshCounts
    {
        guard case .refreshed(let counts) = try exchange(.refreshIfFoldersChanged, progress: progress) else {
            throw unexpected
        }
        return counts
    }

    /// Every letter in the box, in `order`.
    func letters(order: BoxOrder) throws(LetterIndexError) -> [LetterSummary] {
        guard case .letters(let letters) = try exchange(.letters(order: order, folder: nil)) else { throw unexpected }
        return letters
    }

    /// The letters directly in `folder` (relative to the box: "" for its
    /// top, `2023/autumn` deeper down), in `order`.
    func letters(inFolder folder: String, order: BoxOrder) throws(LetterIndexError) -> [LetterSummary] {
        guard case .letters(let letters) = try exchange(.letters(order: order, folder: folder)) else {
            throw unexpected
        }
        return letters
    }

    /// The letters whose title, recipient or text holds `text`, best first
    /// (`BoxSearch`: case and Unicode forms never matter).
    func search(_ text: String) throws(LetterIndexError) -> [LetterSummary] {
        guard case .letters(let letters) = try exchange(.search(text)) else { throw unexpected }
        return letters
    }

    /// What `letter box --list` prints, in `order`: a line a letter.
    func listing(order: BoxOrder) throws(LetterIndexError) -> String {
        guard case .text(let text) = try exchange(.listing(order: order)) else { throw unexpected }
        return text
    }

    /// What `letter box --search` prints: the paths found, best first, a line each.
    func foundPaths(_ text: String) throws(LetterIndexError) -> String {
        guard case .text(let found) = try exchange(.foundPaths(text)) else { throw unexpected }
        return found
    }

    /// How many letters the index holds.
    func count() throws(LetterIndexError) -> Int {
        guard case .count(let count) = try exchange(.count) else { throw unexpected }
        return count
    }

    /// How many letters each folder holds directly, by folder relative to
    /// the box ("" for its top).
    func folderCounts() throws(LetterIndexError) -> [String: Int] {
        guard case .folderCounts(let counts) = try exchange(.folderCounts) else { throw unexpected }
        return counts
    }

    /// Drops the row of the letter at `path` (absolute): after the screen
    /// moved it to the trash.
    func forget(path: String) throws(LetterIndexError) {
        guard case .done = try exchange(.forget(path: path)) else { throw unexpected }
    }

    /// Reads the letter at `path` (absolute) again: after the editor saved it
    /// or the screen renamed a letter to it (forget the old name too). A path
    /// that is no longer a letter of the box (gone, or renamed to another
    /// kind of file) loses its row.
    func reread(path: String) throws(LetterIndexError) {
        guard case .done = try exchange(.reread(path: path)) else { throw unexpected }
    }

    // MARK: The conversation

    /// Sends `request` and returns the helper's final answer, keeping its
    /// notes and reading the letters it asks for on the way (`progress`
    /// after each).
    private func exchange(_ request: IndexRequest, progress: (_ done: Int, _ total: Int) -> Void = { _, _ in })
        throws(LetterIndexError) -> IndexAnswer
    {
        do {
            try helper.send(request)
            while true {
                switch try helper.receive() {
                case .note(let note):
                    notes.append(note)
                case .read(let paths):
                    try sendLetters(paths, progress: progress)
                case .failed(let reason):
                    throw LetterIndexError.database(reason)
                case let answer:
                    return answer
                }
            }
        } catch let error as LetterIndexError {
            throw error
        } catch {
            throw .helper("\(error)")
        }
    }

    /// Reads the letters at `paths` and sends them, a few a frame so the
    /// helper stores while the next are read.
    private func sendLetters(_ paths: [String], progress: (_ done: Int, _ total: Int) -> Void) throws(IndexHelperError) {
        var batch: [ReadLetter] = []
        for (done, path) in paths.enumerated() {
            let (letter, stamp) = reader.readStamped(path: path)
            batch.append(
                ReadLetter(
                    letter: letter,
                    stamp: stamp.map {
                        ReadLetter.Stamp(seconds: $0.modified.seconds, nanoseconds: $0.modified.nanoseconds, size: $0.size)
                    }))
            if batch.count == 64 || done == paths.count - 1 {
                try helper.send(.read(batch))
                batch = []
            }
            progress(done + 1, paths.count)
        }
    }

    private var unexpected: LetterIndexError { .helper(tr("an answer did not fit its question")) }
}

/// Why the letterbox's index cannot answer.
enum LetterIndexError: Error, Hashable, CustomStringConvertible {
    /// The box folder cannot be resolved (missing, no permission).
    case boxUnreadable(path: String, reason: String)
    /// SQLite refused, even in memory; its words.
    case database(String)
    /// The index program is missing or failed (`IndexHelperError`'s words).
    case helper(String)

    var description: String {
        switch self {
        case .boxUnreadable(let path, let reason): tr("{path}: cannot open the letterbox: {reason}", ["path": path, "reason": reason])
        case .database(let reason): tr("the letterbox's index failed: {reason}", ["reason": reason])
        case .helper(let reason): reason
        }
    }
}
