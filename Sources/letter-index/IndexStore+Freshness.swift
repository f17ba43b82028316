import GRDB
import Glibc
import LetterKit
import LetterSystem

/// The quick way to know the index is up to date, for `letter box --list`
/// and `--search`: the box's folders' modification times, one `stat` a
/// folder, rather than the walk's `stat` of every letter.
///
/// Why it holds: a folder's time changes whenever a name in it is made,
/// removed or renamed, and the program saves a letter by renaming a new file
/// over the old one (`SafeSave`), as most editors do; so a letter added,
/// removed, renamed or saved by the program changes a folder's time, and
/// the whole walk (`refresh`) runs.
///
/// What it misses: a letter rewritten in place by another program (nano
/// truncates and writes over the same file), which changes no folder's time,
/// and an edit of the file a linked letter points to. Those are seen by the
/// next whole walk: the box screen walks once its first frame is drawn
/// from the index (and lists again if the walk changed a row), `letter box
/// --refresh` walks, and so does any check after another change in the box.
extension IndexStore {
    /// Walks the box (`refresh`) when a folder's time is not the one the
    /// last walk kept, or no times were kept; else changes nothing and
    /// answers zero counts (no letter was compared).
    @discardableResult
    func refreshIfFoldersChanged() throws(IndexFailure) -> RefreshCounts {
        let kept: [BoxFolderStamp]
        do {
            kept = try database.read { db in try FolderStamps.kept(db) }
        } catch {
            return try refresh()
        }
        guard !kept.isEmpty, FolderStamps.unchanged(kept) else { return try refresh() }
        return RefreshCounts()
    }
}

/// The folders' times as the index keeps them: a table `folder_stamp` of
/// absolute path, seconds and nanoseconds, replaced whole by every walk.
/// Empty means "walk": no walk kept them yet, a folder could not be read, or
/// one changed too recently to be trusted.
enum FolderStamps {
    /// How recent a folder's time may be and still be kept. A file system
    /// stamps times from a clock that ticks every few milliseconds (some
    /// every second or two), so a name made in the same tick as the walk
    /// read the folder leaves its time as the walk saw it; a time this far
    /// in the past is from a tick that is over.
    static let settling: Int64 = 2

    static func createTable(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE IF NOT EXISTS folder_stamp (
                    path TEXT PRIMARY KEY, modified INTEGER NOT NULL, modified_ns INTEGER NOT NULL
                ) WITHOUT ROWID
                """)
    }

    /// The time now, in the clock that file times come from.
    static func now() -> FileTime {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return FileTime(time)
    }

    /// The stamps of a walk begun at `walked` worth keeping: all of them, or
    /// none when a folder could not be read or changed within `settling`
    /// seconds of the walk.
    static func trusted(_ folders: [BoxFolderStamp]?, walkedAt walked: FileTime) -> [BoxFolderStamp] {
        guard let folders else { return [] }
        let settled = FileTime(seconds: walked.seconds - settling, nanoseconds: walked.nanoseconds)
        return folders.allSatisfy { $0.modified < settled } ? folders : []
    }

    /// Keeps `folders` in place of the stamps kept; nothing is written when
    /// they are the same (a walk that found nothing changed then writes
    /// nothing, and SQLite makes no journal and syncs nothing).
    static func replace(with folders: [BoxFolderStamp], _ db: Database) throws {
        guard try Set(kept(db)) != Set(folders) else { return }
        try db.execute(sql: "DELETE FROM folder_stamp")
        let insert = try db.cachedStatement(
            sql: "INSERT OR REPLACE INTO folder_stamp (path, modified, modified_ns) VALUES (?, ?, ?)")
        for folder in folders {
            try insert.execute(arguments: [folder.path, folder.modified.seconds, folder.modified.nanoseconds])
        }
    }

    static func kept(_ db: Database) throws -> [BoxFolderStamp] {
        var kept: [BoxFolderStamp] = []
        try db.eachRawRow("SELECT path, modified, modified_ns FROM folder_stamp") { row in
            kept.append(
                BoxFolderStamp(
                    path: row.text(0), modified: FileTime(seconds: row.int64(1), nanoseconds: row.int64(2))))
        }
        return kept
    }

    /// Whether every folder is still a folder with the time it was kept with.
    static func unchanged(_ kept: [BoxFolderStamp]) -> Bool {
        kept.allSatisfy { folder in
            var status = stat()
            guard System.withRawPath(folder.path, { stat($0, &status) }) == 0, (status.st_mode & S_IFMT) == S_IFDIR
            else { return false }
            return FileTime(status.st_mtim) == folder.modified
        }
    }
}
