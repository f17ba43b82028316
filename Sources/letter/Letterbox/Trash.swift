import Glibc
// `stat`'s fields: where Foundation (the resources' accessor, ZIPFoundation) is in
// the same compile, the struct is CoreFoundation's, and its fields need that import.
import CoreFoundation
import LetterKit

/// Moves letters to the desktop's trash, as the freedesktop.org Trash
/// specification says, so a file manager can list and restore them.
///
/// Representation: the home trash, `$XDG_DATA_HOME/Trash` (else
/// `~/.local/share/Trash`), with `files/` and `info/` made 0700 when
/// missing. Each trashed item gets a name in `files/` not taken there nor in
/// `info/`: its own, else with a number (`autumn.2.letter`). As the
/// specification asks, its `info/NAME.trashinfo` is written first, made with
/// `O_EXCL` so two programs trashing at once never share a name, and only
/// then is the item renamed into `files/`. The files folders that are the
/// letter's alone (`FilesFolders`: its `NAME.ext.files/`, an old
/// `NAME.files/` no other letter shares) go with it, each an entry of its own.
///
/// Limitations: only the home trash is used: a letter on another file system
/// (a USB stick, another mount) is refused with a message rather than copied
/// or put in that disk's `.Trash-UID` folder. The optional `directorysizes`
/// cache is not written; trash tools that use it compute a missing entry.
enum Trash {
    /// One item put in the trash.
    struct Entry: Hashable {
        /// Where it was.
        var original: String
        /// Where it is now, in the trash's `files/`.
        var trashed: String
        /// Its `.trashinfo` file.
        var info: String
    }

    /// The home trash folder for `environment` (XDG_DATA_HOME and HOME).
    static func folder(environment: [String: String] = XDGFolder.environment("XDG_DATA_HOME")) -> String? {
        XDGFolder.base("XDG_DATA_HOME", homeRelative: ".local/share", environment: environment).map {
            FilePath.join($0, "Trash")
        }
    }

    /// Moves the letter at `path` and the files folders `along` (names
    /// beside it; when nil, the ones `FilesFolders` finds are its alone) to
    /// the trash; the entries made, the letter's first.
    @discardableResult
    static func move(
        _ path: String, along: [String]? = nil,
        environment: [String: String] = XDGFolder.environment("XDG_DATA_HOME"), now: LocalTime = .now
    ) throws(TrashProblem) -> [Entry] {
        guard let trash = folder(environment: environment) else { throw .noHome }
        let original = absoluteKeepingName(path)
        guard case .success = System.linkStatus(original) else { throw .notFound(path: path) }
        let files = FilePath.join(trash, "files")
        let info = FilePath.join(trash, "info")
        for folder in [trash, files, info] {
            do { try XDGFolder.makeFolders(folder) } catch {
                throw .cannotMakeFolder(path: folder, error.problem)
            }
        }
        let folders = (along ?? FilesFolders.decision(forLetterAt: original).taken).map {
            FilePath.join(FilePath.folder(of: original), $0)
        }
        var entries = [try moveOne(original, files: files, info: info, date: now.trashDate)]
        for attachments in folders {
            guard case .success(let status) = System.linkStatus(attachments), (status.st_mode & S_IFMT) == S_IFDIR else {
                continue
            }
            do { entries.append(try moveOne(attachments, files: files, info: info, date: now.trashDate)) } catch {
                throw .attachmentsLeft(letter: path, folder: attachments, error)
            }
        }
        return entries
    }

    /// Puts one file or folder in the trash: the info file first, then the rename.
    private static func moveOne(_ original: String, files: String, info: String, date: String) throws(TrashProblem)
        -> Entry
    {
        if case .success(let item) = System.linkStatus(original), case .success(let trash) = System.status(files),
            item.st_dev != trash.st_dev
        {
            throw .otherFileSystem(path: original, trash: files)
        }
        let name = FilePath.name(of: original)
        let text = Array(TrashInfo.text(originalPath: original, deletionDate: date).utf8)
        for attempt in 1...10_000 {
            let candidate = TrashInfo.candidateName(for: name, attempt: attempt)
            let infoPath = FilePath.join(info, TrashInfo.infoName(for: candidate))
            let trashed = FilePath.join(files, candidate)
            let descriptor: Int32
            do { descriptor = try System.open(infoPath, O_WRONLY | O_CREAT | O_EXCL, 0o600) } catch {
                if error.code == EEXIST { continue }
                throw .cannotWriteInfo(path: infoPath, error.problem)
            }
            if case .success = System.linkStatus(trashed) {
                // A file of that name without its info: not ours to reuse.
                Glibc.close(descriptor)
                System.unlink(infoPath)
                continue
            }
            do {
                try System.writeAll(text, to: descriptor)
                try System.sync(descriptor)
                try System.close(descriptor)
            } catch {
                Glibc.close(descriptor)
                System.unlink(infoPath)
                throw .cannotWriteInfo(path: infoPath, error.problem)
            }
            guard System.rename(original, trashed) == 0 else {
                let error = SystemError.current
                System.unlink(infoPath)
                if error.code == EXDEV { throw .otherFileSystem(path: original, trash: files) }
                throw .cannotMove(path: original, error.problem)
            }
            return Entry(original: original, trashed: trashed, info: infoPath)
        }
        throw .noFreeName(path: original, folder: files)
    }

    /// `path` made absolute with its folder's links resolved but not its own
    /// name: a symbolic link is trashed as the link, not as what it points to.
    private static func absoluteKeepingName(_ path: String) -> String {
        let folder = FilePath.folder(of: path)
        guard case .success(let real) = FilePath.real(folder) else { return FilePath.absolute(path) }
        return FilePath.join(real, FilePath.name(of: path))
    }
}
