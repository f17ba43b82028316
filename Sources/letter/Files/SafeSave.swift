import Glibc
// `stat`'s fields: where Foundation (the resources' accessor, ZIPFoundation) is in
// the same compile, the struct is CoreFoundation's, and its fields need that import.
import CoreFoundation
import LetterKit

/// Saving that never leaves a half-written letter.
///
/// The new bytes go to a temporary file in the target's own folder (so the
/// rename stays on one filesystem and is atomic), every write is checked, the
/// file is synced, renamed over the target, and the folder is synced so the
/// rename itself survives a power cut. Until the rename the old file is not
/// touched; after it the new one is complete. Editors that truncate and rewrite
/// in place (nano) or ignore a failed write (micro's empty files on a full disk)
/// lose letters exactly in the cases this guards.
///
/// Kept: the target's permission bits (rwx for owner, group, others), and its
/// owner and group when the process may set them (root can; others keep the
/// group if they belong to it). A new file follows the user's umask
/// (`0666 & ~umask`, 0644 with the usual 022), as every editor's does: a page
/// exported for a web server must be readable there. Until the rename the
/// temporary file is 0600, so nobody can open it while it is being written.
/// A symbolic link is saved through: its final target is replaced and the link
/// stays a link.
///
/// Limitations: a hard-linked file becomes a separate file (the other names keep
/// the old text); extended attributes and ACLs are not copied; setuid, setgid and
/// sticky bits are dropped; a folder the user cannot create files in cannot be
/// saved into even when the file itself is writable, because rewriting in place
/// is what loses letters. The editor should offer to save elsewhere instead.
enum SafeSave {
    /// Saves `file` at `path`; the stamp of the saved file, for `changedOnDisk`.
    @discardableResult
    static func save(_ file: LetterFile, to path: String) throws(SaveError) -> DiskStamp {
        try write(file.bytes, to: path)
    }

    /// Writes `bytes` to `path` atomically and durably; the stamp of the new
    /// file. `mode`, when given, is used even if the file exists (recovery copies
    /// are always 0600); otherwise an existing file's mode is kept and a new file
    /// gets `System.newFileMode`. On failure nothing at `path` has changed and no temporary file is
    /// left (except after the rename, see `SaveError.folderSyncFailed`).
    @discardableResult
    static func write(_ bytes: [UInt8], to path: String, mode: mode_t? = nil) throws(SaveError) -> DiskStamp {
        let target: String
        do { target = try FilePath.saveTarget(of: path) } catch { throw .cannotResolve(path: path, error) }

        var keepOwner: (uid: uid_t, gid: gid_t)?
        var fileMode = mode ?? System.newFileMode
        switch System.status(target) {
        case .success(let status):
            guard (status.st_mode & S_IFMT) == S_IFREG else { throw .notAFile(path: target) }
            if mode == nil { fileMode = status.st_mode & 0o777 }
            keepOwner = (status.st_uid, status.st_gid)
        case .failure(let error) where error.code == ENOENT:
            break
        case .failure(let error):
            throw .cannotResolve(path: target, error)
        }

        let folder = FilePath.folder(of: target)
        let (temporary, descriptor) = try createTemporary(in: folder, for: FilePath.name(of: target))
        var open = true
        do throws(SaveError) {
            // Owner first: chown may clear permission bits that chmod then sets.
            if let keepOwner, keepOwner.uid != geteuid() || keepOwner.gid != getegid() {
                if fchown(descriptor, keepOwner.uid, keepOwner.gid) != 0 {
                    _ = fchown(descriptor, uid_t.max, keepOwner.gid)  // the group alone, if allowed
                }
            }
            // Explicitly, because the umask may have narrowed the creation mode.
            if fchmod(descriptor, fileMode) != 0 { throw .writeFailed(path: target, .current) }
            do { try System.writeAll(bytes, to: descriptor) } catch { throw .writeFailed(path: target, error) }
            do { try System.sync(descriptor) } catch { throw .syncFailed(path: target, error) }
            let stamp = DiskStamp.of(descriptor: descriptor)
            open = false
            do { try System.close(descriptor) } catch { throw .writeFailed(path: target, error) }
            if System.rename(temporary, target) != 0 { throw .renameFailed(path: target, .current) }
            try syncFolder(folder)
            // fstat on an open file does not fail in practice; if it ever did, an
            // all-zero stamp makes the next save ask first, the safe side.
            return stamp ?? DiskStamp.of(path: target) ?? DiskStamp(stat())
        } catch {
            if open { Glibc.close(descriptor) }
            if case .folderSyncFailed = error {} else { System.unlink(temporary) }
            throw error
        }
    }

    /// Creates a fresh temporary file next to the target, exclusively (O_EXCL),
    /// so it can never be an existing file or a link planted by someone else.
    /// Hidden and named after the letter, so a leftover is recognisable.
    /// Attachments are copied the same way (`AttachmentCopier`).
    static func createTemporary(in folder: String, for name: String) throws(SaveError) -> (String, Int32) {
        var lastError = SystemError(EEXIST)
        for _ in 0..<100 {
            let suffix = String(UInt32.random(in: 0...UInt32.max), radix: 36)
            let path = FilePath.join(folder, ".\(name).\(getpid()).\(suffix).tmp")
            do {
                let descriptor = try System.open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o600)
                return (path, descriptor)
            } catch {
                lastError = error
                if error.code != EEXIST { break }
            }
        }
        throw .cannotCreateTemporary(folder: folder, lastError)
    }

    /// Syncs the folder so the rename is on disk. A folder we cannot open for
    /// reading (mode -wx) or a filesystem that cannot sync folders (EINVAL) is
    /// let go: the file itself is already synced.
    static func syncFolder(_ folder: String) throws(SaveError) {
        guard let descriptor = try? System.open(folder, O_RDONLY | O_DIRECTORY) else { return }
        defer { Glibc.close(descriptor) }
        do {
            try System.sync(descriptor)
        } catch {
            if error.code == EINVAL || error.code == EROFS { return }
            throw .folderSyncFailed(folder: folder, error)
        }
    }
}

/// Why a save failed. Every case but `folderSyncFailed` means the file on disk
/// is exactly as it was before; the editor keeps the letter and its changes.
enum SaveError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path could not be followed to a file (a loop of links, a folder that
    /// cannot be searched, a component that is not a folder).
    case cannotResolve(path: String, SystemError)
    /// The target exists but is a folder, a device or a pipe.
    case notAFile(path: String)
    /// The folder does not take new files: read-only, immutable, no permission,
    /// full, or missing.
    case cannotCreateTemporary(folder: String, SystemError)
    /// Writing the new bytes failed part-way (disk full, quota, I/O error).
    case writeFailed(path: String, SystemError)
    /// The new bytes could not be made durable.
    case syncFailed(path: String, SystemError)
    /// The new file could not replace the old (an immutable target, a folder
    /// that changed under us).
    case renameFailed(path: String, SystemError)
    /// The new file is in place but the folder could not be synced, so the
    /// rename may not survive a crash. Saving again is safe.
    case folderSyncFailed(folder: String, SystemError)

    /// The errno behind the failure, for tests and for choosing a hint.
    var code: Int32? {
        switch self {
        case .cannotResolve(_, let error), .cannotCreateTemporary(_, let error), .writeFailed(_, let error),
            .syncFailed(_, let error), .renameFailed(_, let error), .folderSyncFailed(_, let error):
            error.code
        case .notAFile:
            nil
        }
    }

    /// The failure as the core's fact, which it words.
    var problem: SaveProblem {
        switch self {
        case .cannotResolve(let path, let error): .cannotFollow(path: path, error.problem)
        case .notAFile(let path): .notAFile(path: path)
        case .cannotCreateTemporary(let folder, let error): .cannotCreate(folder: folder, error.problem)
        case .writeFailed(let path, let error): .writeFailed(path: path, error.problem)
        case .syncFailed(let path, let error): .syncFailed(path: path, error.problem)
        case .renameFailed(let path, let error): .cannotReplace(path: path, error.problem)
        case .folderSyncFailed(let folder, let error): .folderNotSynced(folder: folder, error.problem)
        }
    }

    var description: String { problem.description }
}
