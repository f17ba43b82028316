import GRDB
import LetterKit
import LetterSystem

/// Bringing the index up to date with the files, and the two changes the
/// screen makes itself (a letter deleted, a letter edited or renamed).
extension IndexStore {
    /// Walks the box and brings every row up to date in one transaction:
    /// files whose modification time or size differ from their row are read
    /// again (by the program, `source`), new files are read, rows of files
    /// that are gone are dropped.
    ///
    /// An index SQLite finds damaged on the way is built again and the
    /// refresh done over (once), with a note.
    ///
    /// The folders' times are kept with the rows (`FolderStamps`), for
    /// `refreshIfFoldersChanged`.
    @discardableResult
    func refresh() throws(IndexFailure) -> RefreshCounts {
        let walked = FolderStamps.now()
        let contents = BoxWalker.contents(of: box)
        let folders = FolderStamps.trusted(contents.folders, walkedAt: walked)
        do {
            return try refresh(files: contents.letters, folders: folders)
        } catch let error as DatabaseError where error.isDamage {
            try rebuild(damage: IndexStore.damage(error))
        } catch let failure as IndexFailure {
            throw failure
        } catch {
            throw IndexFailure(String(describing: error))
        }
        do { return try refresh(files: contents.letters, folders: folders) } catch let failure as IndexFailure {
            throw failure
        } catch {
            throw IndexFailure(String(describing: error))
        }
    }

    /// Drops the row of the letter at `path` (absolute): after the screen
    /// moved it to the trash.
    func forget(path: String) throws(IndexFailure) {
        try repairing { try database.write { db in try delete(path: path, db) } }
    }

    /// Reads the letter at `path` (absolute) again: after the editor saved it
    /// or the screen renamed a letter to it (forget the old name too). A path
    /// that is no longer a letter of the box (gone, or renamed to another
    /// kind of file) loses its row.
    func reread(path: String) throws(IndexFailure) {
        let isLetter = BoxWalker.isLetter(path, inBox: box) && DiskStamp.of(path: path) != nil
        var read: ReadLetter?
        if isLetter {
            try source.ask([path])
            read = try source.next()
        }
        try repairing {
            try database.write { db in
                guard let read else {
                    try delete(path: path, db)
                    return
                }
                let id = try Int64.fetchOne(db, sql: "SELECT id FROM letter WHERE path = ?", arguments: [path])
                try store(read.letter, modified: read.stamp.map(\.time), size: read.stamp?.size, replacing: id, db)
            }
        }
    }

    /// Runs `work` on the index; when SQLite finds the index damaged on the
    /// way, builds it again from the letters, with a note, and runs `work`
    /// once more.
    func repairing<Value>(_ work: () throws -> Value) throws(IndexFailure) -> Value {
        do {
            return try work()
        } catch let error as DatabaseError where error.isDamage {
            try rebuild(damage: IndexStore.damage(error))
            try refresh()
        } catch {
            throw IndexFailure(String(describing: error))
        }
        do { return try work() } catch { throw IndexFailure(String(describing: error)) }
    }

    /// SQLite's words for the damage it found.
    private static func damage(_ error: DatabaseError) -> String {
        error.message ?? "\(error.resultCode)"
    }

    // MARK: Writing rows

    private struct StoredStamp {
        var id: Int64
        var seconds: Int64
        var nanoseconds: Int64
        var size: Int64
    }

    private func refresh(files: [BoxFile], folders: [BoxFolderStamp]) throws -> RefreshCounts {
        try database.write { db in
            try FolderStamps.replace(with: folders, db)
            var stored: [String: StoredStamp] = [:]
            stored.reserveCapacity(files.count)
            try db.eachRawRow("SELECT id, path, modified, modified_ns, size FROM letter") { row in
                stored[row.text(1)] = StoredStamp(
                    id: row.int64(0), seconds: row.int64(2), nanoseconds: row.int64(3), size: row.int64(4))
            }
            var counts = RefreshCounts()
            var toRead: [(file: BoxFile, id: Int64?)] = []
            for file in files {
                guard let known = stored.removeValue(forKey: file.path) else {
                    toRead.append((file, nil))
                    continue
                }
                if known.seconds == file.modified.seconds && known.nanoseconds == file.modified.nanoseconds
                    && known.size == file.size
                {
                    counts.unchanged += 1
                } else {
                    toRead.append((file, known.id))
                }
            }
            for (_, gone) in stored {
                try db.execute(sql: "DELETE FROM letter WHERE id = ?", arguments: [gone.id])
                try db.execute(sql: "DELETE FROM letter_text WHERE rowid = ?", arguments: [gone.id])
                counts.removed += 1
            }
            guard !toRead.isEmpty else { return counts }
            try source.ask(toRead.map(\.file.path))
            for item in toRead {
                let read = try source.next()
                try store(
                    read.letter, modified: read.stamp?.time ?? item.file.modified,
                    size: read.stamp?.size ?? item.file.size, replacing: item.id, db)
                if item.id == nil { counts.added += 1 } else { counts.updated += 1 }
            }
            return counts
        }
    }

    /// Writes `letter`'s row and its text's row, with the time and size of
    /// the bytes it was read from: over the row `id` when given, else new ones.
    private func store(
        _ letter: IndexedLetter, modified: FileTime?, size: Int64?, replacing id: Int64?, _ db: Database
    ) throws {
        let summary = letter.summary
        let values: [(any DatabaseValueConvertible)?] = [
            summary.path, BoxListing.relativeFolder(of: summary.path, inBox: box),
            modified?.seconds ?? summary.modified, modified?.nanoseconds ?? 0, size ?? summary.size,
            summary.title, summary.recipient, summary.date, summary.linesUsed, summary.paperLines, summary.paperName,
            summary.opening, summary.picture, summary.problem,
        ]
        // Folded as searches are, so an NFD letter answers an NFC search.
        let text: [(any DatabaseValueConvertible)?] = [
            BoxSearch.indexed(summary.title), summary.recipient.map(BoxSearch.indexed), BoxSearch.indexed(letter.text),
        ]
        if let id {
            let update = try db.cachedStatement(
                sql: """
                    UPDATE letter SET path = ?, folder = ?, modified = ?, modified_ns = ?, size = ?, title = ?,
                        recipient = ?, date = ?, lines_used = ?, paper_lines = ?, paper_name = ?, opening = ?,
                        picture = ?, problem = ?
                    WHERE id = ?
                    """)
            let rowID: (any DatabaseValueConvertible)? = id
            try update.execute(arguments: StatementArguments(values + [rowID]))
            let updateText = try db.cachedStatement(
                sql: "UPDATE letter_text SET title = ?, recipient = ?, body = ? WHERE rowid = ?")
            try updateText.execute(arguments: StatementArguments(text + [rowID]))
        } else {
            let insert = try db.cachedStatement(
                sql: """
                    INSERT INTO letter (path, folder, modified, modified_ns, size, title, recipient, date,
                        lines_used, paper_lines, paper_name, opening, picture, problem)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """)
            try insert.execute(arguments: StatementArguments(values))
            let insertText = try db.cachedStatement(
                sql: "INSERT INTO letter_text (rowid, title, recipient, body) VALUES (?, ?, ?, ?)")
            let rowID: (any DatabaseValueConvertible)? = db.lastInsertedRowID
            try insertText.execute(arguments: StatementArguments([rowID] + text))
        }
    }

    private func delete(path: String, _ db: Database) throws {
        guard let id = try Int64.fetchOne(db, sql: "SELECT id FROM letter WHERE path = ?", arguments: [path]) else {
            return
        }
        try db.execute(sql: "DELETE FROM letter WHERE id = ?", arguments: [id])
        try db.execute(sql: "DELETE FROM letter_text WHERE rowid = ?", arguments: [id])
    }
}

extension ReadLetter.Stamp {
    var time: FileTime { FileTime(seconds: seconds, nanoseconds: nanoseconds) }
}

extension DatabaseError {
    /// Whether SQLite says the file itself is bad (not a database, or
    /// damaged), which building the index again mends.
    var isDamage: Bool {
        resultCode == .SQLITE_CORRUPT || resultCode == .SQLITE_NOTADB
    }
}
