import GRDB
import Glibc
import LetterKit
import LetterSystem

/// The letterbox's index: what is known of every letter in one box folder,
/// kept in SQLite so that opening a box of thousands of letters reads none
/// of them that did not change, and search is a query. It lives in
/// `letter-index`, a helper executable, so that the program itself never
/// maps SQLite or GRDB: a letter opened without the box costs nothing of
/// them (the program's `LetterIndex` is the client).
///
/// Representation: one database file per box in `$XDG_CACHE_HOME/letter/`
/// (else `~/.cache/letter/`), named by the program from a hash of the box's
/// real path (`box-<hex>.sqlite`). A table `letter` holds one row per letter (its path,
/// its folder relative to the box, the modification time and size the row
/// was read at, and every field of its `LetterSummary`), with an index of
/// path, time and size so a refresh compares stamps without reading the
/// rows (one row per path: the refresh keeps it so); an FTS5 table
/// `letter_text` with the trigram tokenizer, row for row, holds the title,
/// recipient and visible text that search looks through, folded as
/// searches are (`BoxSearch.indexed`); a table `folder_stamp` keeps the
/// folders' times of the last walk (`FolderStamps`). `PRAGMA
/// user_version` is the schema's version; a one-row table `box` names the
/// folder, so a hash shared by two folders is noticed.
///
/// The files stay the truth: `refresh` brings the rows up to date from the
/// files' times and sizes, and a missing index is built again. An index that
/// is not a database, has another schema or that SQLite finds damaged as it
/// reads is deleted and built again, with a note (`notes`). Where no index file can be kept
/// (a read-only cache), the index lives in memory for this run. The letters
/// themselves are read by the program (`LetterSource`): it knows papers and
/// file formats, this knows the folder and SQLite.
///
/// Limitations: one process at a time refreshes (SQLite's lock; another
/// waits up to five seconds); a change that keeps a file's size and its
/// modification time to the nanosecond is not seen.
final class IndexStore {
    /// The box folder, absolute, links resolved.
    let box: String
    /// The database file, or nil when the index lives in memory.
    let databasePath: String?
    /// What the person should be told about the index (rebuilt, kept in
    /// memory), in the order it happened.
    private(set) var notes: [String] = []
    var database: DatabaseQueue
    /// Reads the letters that changed: the program, on the other end of the pipe.
    let source: any LetterSource

    /// The schema `user_version`; a file of any other version is rebuilt.
    /// 2: the text table holds folded text (`BoxSearch.indexed`), which a
    /// version 1 index, holding the text as written, could not answer.
    static let schemaVersion = 2

    private init(
        box: String, databasePath: String?, database: DatabaseQueue, notes: [String], source: any LetterSource
    ) {
        self.box = box
        self.databasePath = databasePath
        self.database = database
        self.notes = notes
        self.source = source
    }

    /// The index of the box at `box` (absolute, links resolved) in the file
    /// `path`, opened or made, or in memory when `path` is nil. The rows are
    /// as the last refresh left them: call `refresh` before trusting them.
    static func open(box: String, path: String?, source: any LetterSource) throws(IndexFailure) -> IndexStore {
        var notes: [String] = []
        guard let path else { return try inMemory(box: box, notes: notes, source: source) }
        do {
            return IndexStore(
                box: box, databasePath: path, database: try openChecked(path, box: box), notes: notes, source: source)
        } catch let problem as IndexFileProblem {
            notes.append(problem.note(path: path))
        } catch {
            notes.append(
                tr(
                    "the letterbox's index {path} cannot be read ({reason}); it is built again from the letters",
                    ["path": path, "reason": String(describing: error)]))
        }
        removeDatabaseFiles(path)
        do {
            return IndexStore(
                box: box, databasePath: path, database: try openChecked(path, box: box), notes: notes, source: source)
        } catch {
            notes.append(
                tr(
                    "cannot write the letterbox's index {path} ({reason}); it is kept in memory for this run",
                    ["path": path, "reason": String(describing: error)]))
            return try inMemory(box: box, notes: notes, source: source)
        }
    }

    /// Builds the index again from nothing, after SQLite found it damaged
    /// (`damage`, SQLite's words) while in use: the file deleted and made
    /// anew (or a new one in memory).
    func rebuild(damage: String) throws(IndexFailure) {
        guard let databasePath else {
            database = try IndexStore.memoryDatabase(box: box)
            return
        }
        notes.append(
            tr(
                "the letterbox's index {path} is damaged ({reason}); it is built again from the letters",
                ["path": databasePath, "reason": damage]))
        // The old connection must be closed before its files go.
        database = try IndexStore.memoryDatabase(box: box)
        IndexStore.removeDatabaseFiles(databasePath)
        do { database = try IndexStore.openChecked(databasePath, box: box) } catch {
            notes.append(
                "cannot write the letterbox's index \(databasePath) (\(error)); it is kept in memory for this run")
        }
    }

    // MARK: Opening

    private static func inMemory(box: String, notes: [String], source: any LetterSource) throws(IndexFailure)
        -> IndexStore
    {
        IndexStore(box: box, databasePath: nil, database: try memoryDatabase(box: box), notes: notes, source: source)
    }

    private static func memoryDatabase(box: String) throws(IndexFailure) -> DatabaseQueue {
        do {
            let queue = try DatabaseQueue(configuration: configuration)
            try queue.write { db in try createSchema(db, box: box) }
            return queue
        } catch {
            throw IndexFailure(String(describing: error))
        }
    }

    /// Opens the file at `path` and makes sure it is this box's index of this
    /// schema; a new, empty file gets the schema.
    ///
    /// Why no `quick_check`: every refresh reads the whole index of stamps
    /// and every `--list` the whole table of letters, and SQLite finds
    /// damage in the pages it reads; a check of the table on each open read
    /// it all once more, a third of a warm `--search` of 10,000 letters.
    /// Damage is mended where it is found (`repairing`, `refresh`). The
    /// search index, three quarters of the file, was never checked on open
    /// for the same reason.
    private static func openChecked(_ path: String, box: String) throws -> DatabaseQueue {
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        try queue.write { db in
            let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
            let tables = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") ?? 0
            if version == 0 && tables == 0 {
                try createSchema(db, box: box)
                return
            }
            guard version == schemaVersion else { throw IndexFileProblem.otherSchema(version) }
            let stored = try String.fetchOne(db, sql: "SELECT path FROM box")
            guard stored == box else { throw IndexFileProblem.otherBox(stored ?? tr("no folder")) }
            // An index made before the folders' times were kept gets their table.
            try FolderStamps.createTable(db)
        }
        return queue
    }

    private static var configuration: Configuration {
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        configuration.label = "letterbox"
        configuration.prepareDatabase { db in
            // Pages mapped rather than read one system call each: a warm open
            // reads the whole table of letters.
            try db.execute(sql: "PRAGMA mmap_size = 268435456")
        }
        return configuration
    }

    private static func createSchema(_ db: Database, box: String) throws {
        try db.execute(
            sql: """
                CREATE TABLE letter (
                    id INTEGER PRIMARY KEY,
                    path TEXT NOT NULL,
                    folder TEXT NOT NULL,
                    modified INTEGER NOT NULL,
                    modified_ns INTEGER NOT NULL,
                    size INTEGER NOT NULL,
                    title TEXT NOT NULL,
                    recipient TEXT,
                    date TEXT,
                    lines_used INTEGER NOT NULL,
                    paper_lines INTEGER NOT NULL,
                    paper_name TEXT NOT NULL,
                    opening TEXT NOT NULL,
                    picture TEXT,
                    problem TEXT
                );
                CREATE INDEX letter_stamp ON letter(path, modified, modified_ns, size);
                CREATE INDEX letter_folder ON letter(folder);
                CREATE VIRTUAL TABLE letter_text USING fts5(title, recipient, body, tokenize = 'trigram');
                CREATE TABLE box (path TEXT NOT NULL);
                """)
        try FolderStamps.createTable(db)
        try db.execute(sql: "INSERT INTO box (path) VALUES (?)", arguments: [box])
        try db.execute(sql: "PRAGMA user_version = \(schemaVersion)")
    }

    /// Deletes a database file and the journal files SQLite keeps beside it.
    static func removeDatabaseFiles(_ path: String) {
        for suffix in ["", "-journal", "-wal", "-shm"] { unlink(path + suffix) }
    }
}

/// Why an index file is not used as it is: it is built again.
enum IndexFileProblem: Error, CustomStringConvertible {
    case otherSchema(Int)
    case otherBox(String)

    var description: String {
        switch self {
        case .otherSchema(let version): "is of another version (\(version), not \(IndexStore.schemaVersion))"
        case .otherBox(let box): "belongs to another folder (\(box))"
        }
    }

    /// The note that the index at `path` is built again, and why.
    func note(path: String) -> String {
        switch self {
        case .otherSchema(let version):
            tr(
                "the letterbox's index {path} is of another version ({version}, not {current}); it is built again from the letters",
                ["path": path, "version": version, "current": IndexStore.schemaVersion])
        case .otherBox(let box):
            tr(
                "the letterbox's index {path} belongs to another folder ({folder}); it is built again from the letters",
                ["path": path, "folder": box])
        }
    }
}

/// Why the index cannot answer: SQLite's words, or the program's end of
/// the pipe gone quiet.
struct IndexFailure: Error, Hashable, CustomStringConvertible {
    var description: String

    init(_ description: String) { self.description = description }
}
