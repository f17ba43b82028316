import Glibc
// `stat`'s fields: where Foundation (the resources' accessor, ZIPFoundation) is in
// the same compile, the struct is CoreFoundation's, and its fields need that import.
import CoreFoundation
import LetterKit

/// The last-chance copy written when the editor is told to stop (SIGHUP when the
/// terminal goes away, SIGTERM, SIGQUIT) or crashes with unsaved changes.
///
/// The copy goes to `NAME.save` next to the letter (`letter.PID.save` in a
/// letters folder for a letter that has no name yet), numbered `NAME.save.1`,
/// `.2`, … when the name is taken, so an earlier copy is never overwritten. It is
/// created exclusively (O_EXCL, so never through a planted link) with mode 0600.
/// The letter itself is not touched: a half-finished letter replacing the real
/// one would be its own kind of loss.
///
/// For a stop, it is called from the main loop once a signal handler has set a
/// flag (or from `StopGuard`'s watcher thread when the loop is stuck): it
/// allocates a few strings, which a signal handler should not. After a
/// crash there is no main loop, so `CrashGuard` calls it from its handler
/// anyway, as a best effort with a watchdog (see there). It makes only plain
/// open/write/fsync/close calls and never waits on the terminal.
enum EmergencySave {
    /// Most numbered names tried in one folder before giving up on it.
    static let maximumNumber = 999

    /// Writes the copy next to the letter at `letterPath` (next to its real file
    /// when it is a link); the path written.
    static func write(_ bytes: [UInt8], nextTo letterPath: String) throws(EmergencySaveError) -> String {
        let target = FilePath.absolute(letterPath)
        return try write(bytes, name: FilePath.name(of: target), in: FilePath.folder(of: target))
    }

    /// Writes the copy of an unnamed letter as `letter.PID.save` in `folder`.
    static func write(_ bytes: [UInt8], unnamedIn folder: String, pid: pid_t = getpid())
        throws(EmergencySaveError) -> String
    {
        try write(bytes, name: unnamedName(pid: pid), in: folder)
    }

    /// Tries next to the letter (or in the first folder, for an unnamed letter),
    /// then each fallback folder in turn, until a copy is written: a letter in a
    /// read-only place still gets saved somewhere. Throws the first failure, the
    /// one about where the user would look.
    static func write(_ bytes: [UInt8], for letterPath: String?, fallbackFolders: [String])
        throws(EmergencySaveError) -> String
    {
        var places: [(name: String, folder: String)] = []
        if let letterPath {
            let target = FilePath.absolute(letterPath)
            let name = FilePath.name(of: target)
            places.append((name, FilePath.folder(of: target)))
            places += fallbackFolders.map { (name, $0) }
        } else {
            places += fallbackFolders.map { (unnamedName(pid: getpid()), $0) }
        }
        var firstError: EmergencySaveError?
        for place in places {
            do { return try write(bytes, name: place.name, in: place.folder) } catch { firstError = firstError ?? error }
        }
        throw firstError ?? .nowhereToWrite
    }

    /// Writes `bytes` next to the letter at `letterPath` (`letter.PID.save` in
    /// the working folder when nil), else in the working folder, the home
    /// folder or /tmp. The path is absolute: it is told to someone looking at
    /// a shell after a crash.
    static func write(_ bytes: [UInt8], forLetterAt letterPath: String?) throws(EmergencySaveError) -> String {
        var fallbacks = [FilePath.absolute(".")]
        if let home = getenv("HOME").map({ String(cString: $0) }), home.hasPrefix("/") { fallbacks.append(home) }
        fallbacks.append("/tmp")
        return try write(bytes, for: letterPath, fallbackFolders: fallbacks)
    }

    /// The emergency copies of the letter at `letterPath` that exist, by path:
    /// `NAME.save` and `NAME.save.N` next to the file as named and next to its
    /// real file.
    static func existingCopies(of letterPath: String) -> [String] {
        var places: [(folder: String, name: String)] = [
            (FilePath.folder(of: letterPath), FilePath.name(of: letterPath))
        ]
        let target = FilePath.absolute(letterPath)
        places.append((FilePath.folder(of: target), FilePath.name(of: target)))
        var found: [String] = []
        var seenFolders: [String] = []
        for place in places {
            let folderKey = FilePath.absolute(place.folder) + "/" + place.name
            if seenFolders.contains(folderKey) { continue }
            seenFolders.append(folderKey)
            for name in System.names(in: place.folder) ?? [] where isCopyName(name, of: place.name) {
                let path = FilePath.join(place.folder, name)
                if case .success(let status) = System.linkStatus(path), (status.st_mode & S_IFMT) == S_IFREG {
                    found.append(path)
                }
            }
        }
        return found
    }

    /// Emergency copies of unnamed letters (`letter.PID.save…`) in `folder`.
    static func unnamedCopies(in folder: String) -> [String] {
        (System.names(in: folder) ?? []).filter { name in
            guard name.hasPrefix("letter."), let save = name.firstRange(of: ".save") else { return false }
            let pid = name[name.index(name.startIndex, offsetBy: 7)..<save.lowerBound]
            return !pid.isEmpty && pid.allSatisfy(\.isASCIIDigit)
                && isCopyName(name, of: String(name[..<save.lowerBound]))
        }.map { FilePath.join(folder, $0) }
    }

    static func unnamedName(pid: pid_t) -> String { "letter.\(pid)" }

    /// `NAME.save` or `NAME.save.N`.
    static func isCopyName(_ candidate: String, of name: String) -> Bool {
        let base = name + ".save"
        if candidate == base { return true }
        guard candidate.hasPrefix(base + ".") else { return false }
        let number = candidate.dropFirst(base.count + 1)
        return !number.isEmpty && number.allSatisfy(\.isASCIIDigit)
    }

    /// Creates `NAME.save` (or the first free numbered name) in `folder` and
    /// writes, syncs and closes it. A copy that could not be written whole is
    /// removed, so a truncated copy is never offered as the letter.
    private static func write(_ bytes: [UInt8], name: String, in folder: String) throws(EmergencySaveError) -> String {
        for number in 0...maximumNumber {
            let candidate = FilePath.join(folder, number == 0 ? "\(name).save" : "\(name).save.\(number)")
            let descriptor: Int32
            do {
                descriptor = try System.open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o600)
            } catch {
                if error.code == EEXIST { continue }
                throw .cannotCreate(path: candidate, error)
            }
            var isOpen = true
            do throws(SystemError) {
                if fchmod(descriptor, 0o600) != 0 { throw SystemError.current }
                try System.writeAll(bytes, to: descriptor)
                try System.sync(descriptor)
                isOpen = false
                try System.close(descriptor)
            } catch {
                if isOpen { Glibc.close(descriptor) }
                unlink(candidate)
                throw .writeFailed(path: candidate, error)
            }
            return candidate
        }
        throw .noFreeName(folder: folder, name: name)
    }
}

/// Why an emergency copy could not be written.
enum EmergencySaveError: Error, Hashable, Sendable, CustomStringConvertible {
    case cannotCreate(path: String, SystemError)
    case writeFailed(path: String, SystemError)
    case noFreeName(folder: String, name: String)
    case nowhereToWrite

    var description: String {
        switch self {
        case .cannotCreate(let path, let error):
            tr("cannot create the emergency copy {path}: {reason}", ["path": path, "reason": error])
        case .writeFailed(let path, let error):
            tr("cannot write the emergency copy {path}: {reason}", ["path": path, "reason": error])
        case .noFreeName(let folder, let name):
            trn(
                "{folder} already has {count} emergency copy of {name}", "{folder} already has {count} emergency copies of {name}",
                count: EmergencySave.maximumNumber + 1, ["folder": folder, "name": name])
        case .nowhereToWrite: tr("no folder was given for the emergency copy")
        }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
