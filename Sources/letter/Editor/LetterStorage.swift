import Glibc
import LetterKit

/// The letter's life on disk while the editor runs: the file's shape, its lock,
/// safe saves and recovery copies; the shape the emergency copy is written in
/// (`stopCopies`, read by `EmergencyRescue` from any thread).
///
/// The editor state knows only the text; this keeps what the file looked like
/// (front matter, line endings, BOM) so a save writes the same shape back, and
/// the stamp of what was read so a change made elsewhere is noticed before it is
/// overwritten.
@MainActor
final class LetterStorage {
    /// Where the letter is saved; nil until a new letter is named.
    private(set) var path: String?
    private var file: LetterFile {
        // The stop watcher writes copies in this shape too (see `StopGuard`).
        didSet { stopCopies.shape = file }
    }
    /// What the stop watcher needs to write a copy from another thread.
    let stopCopies: StopCopies
    private var stamp: DiskStamp?
    private var lock: LockFile? {
        // The crash handler removes the lock too, from a path prepared here.
        didSet { CrashGuard.prepareLock(path: lock?.path, replacing: oldValue?.path) }
    }
    private let store: RecoveryStore?
    /// Names this run's copy while the letter has no file name: the pid
    /// first (`RecoveryStore` reads it to tell a live editor's copy), the
    /// time, and which new letter of this run it is, since several can be
    /// open at once and one second apart is not apart enough.
    private let unnamedID: String
    /// New letters this run has kept storage for.
    private static var unnamedLetters = 0
    /// True while a recovery copy of ours is on disk.
    private var hasRecoveryCopy = false
    /// Another running editor holds the letter's lock: its recovery copy is that
    /// editor's live work, not a leftover to offer.
    private var lockedByAnother = false
    /// The letterbox, where a new letter is offered its name: made (0700, as
    /// the box makes it) at the first save into it, not before, so opening
    /// the editor and quitting leaves no trace.
    var newLetterFolder: String?

    /// A letter read from `loaded`, or a new one to be saved at `path` (or named
    /// on first save) on `paper`. Copies are kept in `store` (the user's usual
    /// recovery folder unless told otherwise).
    init(loaded: LoadedLetter?, path: String?, paper: Paper, store: RecoveryStore? = try? RecoveryStore.standard()) {
        self.path = path
        if let loaded {
            file = loaded.file
            stamp = loaded.stamp
        } else {
            // Its shape until it is named: the name chosen decides it at the first save.
            file = LetterFile.newLetter(path: path ?? EditorState.unnamedLetterPath, paper: paper)
        }
        stopCopies = StopCopies(shape: file)
        self.store = store
        LetterStorage.unnamedLetters += 1
        unnamedID = "\(getpid())-\(time(nil))-\(LetterStorage.unnamedLetters)"
    }

    /// The language the front matter's `lang:` gives, as a tag, for an
    /// export; nil without one or for a value that is no tag.
    var language: String? {
        guard let value = file.frontMatter?.value(for: "lang") else { return nil }
        return LanguageTag.normalized(value)
    }

    /// The format the letter's copies are written in, to read them back alike.
    private var copyFormat: LetterFile.Format { LetterFile.Format(path: path ?? EditorState.unnamedLetterPath) }

    // MARK: Opening

    /// Takes the letter's lock; if another `letter` holds it, the question to ask.
    func lockOrAsk() -> EditorState.Question? {
        guard let path else { return nil }
        do {
            lock = try LockFile.acquire(for: path)
            return nil
        } catch .lockedBy(let pid, _) {
            lockedByAnother = true
            return .openElsewhere(name: FilePath.name(of: path), pid: pid)
        } catch {
            // No lock can be made here (a read-only folder): saving would fail too,
            // and will say so; the letter can still be read and written elsewhere.
            return nil
        }
    }

    /// If a copy newer than the saved letter exists (an emergency `.save`, or a
    /// recovery copy), the question offering it.
    func recoveryQuestion() -> EditorState.Question? {
        var copies: [FoundCopy] = []
        if let path {
            copies = store?.newerCopies(of: path) ?? []
            // A running editor keeps its recovery copy up to date; only a copy whose
            // editor has stopped is a leftover.
            if lockedByAnother { copies.removeAll { $0.kind == .recovery } }
        } else {
            let saves = EmergencySave.unnamedCopies(in: ".").compactMap { copyPath -> FoundCopy? in
                DiskStamp.of(path: copyPath).map { FoundCopy(kind: .emergencySave, path: copyPath, modified: $0.modified) }
            }
            copies = (saves + (store?.unnamedCopies(excludingLiveOwners: true) ?? [])).sorted { $0.modified > $1.modified }
        }
        for copy in copies {
            guard let bytes = try? RecoveryStore.contents(of: copy),
                let copied = try? LetterFile(bytes: bytes, format: copyFormat)
            else {
                continue
            }
            return .recoveredCopy(
                kind: copy.kind == .emergencySave ? .emergency : .recovery,
                letterName: path.map { FilePath.name(of: $0) }, text: copied.body, envelope: copied.envelope,
                copyPath: copy.path)
        }
        return nil
    }

    // MARK: Saving

    /// Saves as the editor asked: refuses to overwrite a file changed elsewhere
    /// or (on save-as) another existing file unless told to, then writes safely.
    ///
    /// The target's name decides the file's shape (`LetterFile.prepareForSaving`):
    /// a new letter or any file saved as `.txt` or `.md` is plain text, with no
    /// front matter; saved as a `.letter` it records its paper.
    func save(_ request: SaveRequest) -> SaveResult {
        let target = request.path
        let isNewName = target != path
        if !request.overwriteChanges {
            if isNewName, DiskStamp.of(path: target) != nil { return .alreadyExists(path: target) }
            if !isNewName, changedOnDisk(target, since: stamp) { return .changedOnDisk(path: target) }
        }
        let saving = file.saving(request)
        if let folder = newLetterFolder, Paths.folder(of: target) == folder {
            do { try BoxFolder.make(folder) } catch {
                return .failed(.cannotCreate(folder: folder, error.problem))
            }
        }
        do {
            let newStamp = try SafeSave.save(saving, to: target)
            removeRecoveryCopy()
            file = saving
            stamp = newStamp
            if isNewName { moveLock(to: target) }
            path = target
            return .saved(path: target)
        } catch {
            return .failed(error.problem)
        }
    }

    /// Whether `stamp` (of the file just read) is the file as this editor
    /// last read or saved it.
    func isAsSaved(_ stamp: DiskStamp?) -> Bool {
        guard let path else { return false }
        return stamp != nil && !changedOnDisk(path, since: self.stamp) && stamp == self.stamp
    }

    /// Records a send in the letter's front matter and saves it safely, as
    /// `letter send` does, keeping the new shape and stamp so the editor's
    /// next save keeps `sent:` and is not taken for a change made
    /// elsewhere. A plain text file has no front matter: nothing is
    /// recorded. Throws when the file changed on disk meanwhile (it is left
    /// as it is) or could not be saved.
    func recordSent(_ record: SentRecord) throws(SentRecordingFailure) {
        guard let path else { return }
        var recorded = file
        guard recorded.recordSent(record) else { return }
        if changedOnDisk(path, since: stamp) { throw .changedOnDisk(path: path) }
        do {
            stamp = try SafeSave.save(recorded, to: path)
            file = recorded
        } catch {
            throw .record(path: path, reason: error.description)
        }
    }

    private func moveLock(to target: String) {
        lock?.release()
        lock = try? LockFile.acquire(for: target)
    }

    // MARK: Copies

    private var recoveryKey: RecoveryStore.Key {
        path.map { .letter(path: $0) } ?? .unnamed(id: unnamedID)
    }

    /// Keeps a recovery copy of what the editor holds (`EditorState.heldLetter`),
    /// in the bytes a save would write; failures are quiet (the letter is
    /// still in the editor, and saving reports its own errors).
    func writeRecoveryCopy(_ letter: SaveRequest) {
        let bytes = file.saving(letter).bytes
        stopCopies.lastCopy = (bytes, path)
        guard let store else { return }
        if (try? store.write(bytes, for: recoveryKey)) != nil { hasRecoveryCopy = true }
    }

    /// Removes our recovery copy after a clean save or quit.
    func removeRecoveryCopy() {
        // Older than the file now: never to be written as an emergency copy,
        // which would be offered as newer than the letter.
        stopCopies.lastCopy = nil
        guard hasRecoveryCopy, let store else { return }
        if (try? store.remove(for: recoveryKey)) != nil { hasRecoveryCopy = false }
    }

    /// Deletes a copy the user chose to throw away; if it cannot be deleted, says
    /// why.
    func removeCopy(at copyPath: String) -> FileProblem? {
        unlink(copyPath) == 0 || errno == ENOENT ? nil : SystemError.current.problem
    }

    /// Lets go of the lock.
    func close() {
        lock?.release()
        lock = nil
    }
}
