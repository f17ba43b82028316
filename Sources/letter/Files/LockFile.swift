import Glibc
import LetterKit

/// A lock saying "a running `letter` has this letter open", so a second editor
/// warns and offers read-only instead of two people overwriting each other.
///
/// The lock is a file `.NAME.lock` next to the letter's real file (links
/// resolved, so every name for the letter shares one lock), created exclusively
/// (O_EXCL, mode 0644) and holding the owner's pid. A lock whose pid is dead (`kill(pid, 0)`
/// says ESRCH) is stale, left by a crash or a `kill -9`, and is cleaned up.
/// A lock with no readable pid is given a moment (its owner may be between
/// creating and writing it) and then treated as stale.
///
/// Limitations: advisory only (other programs ignore it); a pid reused by an
/// unrelated process keeps a stale lock looking alive until that process ends;
/// on a shared network folder the pid is checked on this machine only; two
/// editors cleaning the same stale lock at the same instant can both win.
/// A lock with our own pid is ours from an earlier open or a dead process whose
/// pid we got; either way it is taken over.
final class LockFile {
    /// The lock file's path.
    let path: String
    private var held = true

    private init(path: String) { self.path = path }

    /// The lock path for the letter at `letterPath`.
    static func path(for letterPath: String) -> String {
        let target = FilePath.absolute(letterPath)
        return FilePath.join(FilePath.folder(of: target), ".\(FilePath.name(of: target)).lock")
    }

    /// Takes the lock for the letter at `letterPath`, cleaning a stale one; throws
    /// `.lockedBy` when another live process holds it.
    static func acquire(for letterPath: String) throws(LockError) -> LockFile {
        let lockPath = path(for: letterPath)
        var unreadableTries = 0
        for _ in 0..<20 {
            let descriptor: Int32
            do {
                // 0644: the pid is no secret, and another user's editor must be
                // able to read it to tell a live lock from a stale one.
                descriptor = try System.open(lockPath, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o644)
            } catch {
                guard error.code == EEXIST else { throw .cannotCreate(lockPath: lockPath, error) }
                switch holder(ofLock: lockPath) {
                case .pid(let pid) where pid != getpid() && System.isAlive(pid):
                    throw .lockedBy(pid: pid, lockPath: lockPath)
                case .forbidden:
                    throw .lockedBy(pid: nil, lockPath: lockPath)
                case .unreadable where unreadableTries < 5:
                    unreadableTries += 1
                    usleep(20_000)
                case .gone:
                    break
                default:
                    System.unlink(lockPath)  // stale: its owner is dead
                }
                continue
            }
            defer { Glibc.close(descriptor) }
            do {
                try System.writeAll(Array("\(getpid())\n".utf8), to: descriptor)
            } catch {
                System.unlink(lockPath)
                throw .cannotCreate(lockPath: lockPath, error)
            }
            return LockFile(path: lockPath)
        }
        throw .cannotCreate(lockPath: lockPath, SystemError(EEXIST))
    }

    /// The live process holding the letter's lock, if any; a stale lock is not a
    /// holder. Looks only, never cleans.
    static func holder(of letterPath: String) -> pid_t? {
        if case .pid(let pid) = holder(ofLock: path(for: letterPath)), System.isAlive(pid) { return pid }
        return nil
    }

    /// Removes the lock if it is still ours (someone may have broken it as stale
    /// and taken it since). Safe to call more than once.
    func release() {
        guard held else { return }
        held = false
        if case .pid(let pid) = LockFile.holder(ofLock: path), pid == getpid() { System.unlink(path) }
    }

    deinit { release() }

    private enum Holder {
        case pid(pid_t)
        /// Empty or not a pid: being written, or garbage.
        case unreadable
        /// We may not read it: another user's lock, taken to be live.
        case forbidden
        case gone
    }

    private static func holder(ofLock lockPath: String) -> Holder {
        let bytes: [UInt8]
        do { bytes = try System.readSmall(lockPath, limit: 64) } catch {
            switch error.code {
            case ENOENT: return .gone
            case EACCES, EPERM: return .forbidden
            default: return .unreadable
            }
        }
        let digits = bytes.prefix { $0 >= 0x30 && $0 <= 0x39 }
        guard !digits.isEmpty, let pid = pid_t(String(decoding: digits, as: UTF8.self)), pid > 0 else {
            return .unreadable
        }
        return .pid(pid)
    }
}

/// Why a letter's lock could not be taken.
enum LockError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Another running `letter` has the letter open; the pid is nil when the
    /// lock belongs to another user and cannot be read.
    case lockedBy(pid: pid_t?, lockPath: String)
    /// The lock could not be made (a read-only folder, say). The editor may go on
    /// without one: saving there would fail anyway.
    case cannotCreate(lockPath: String, SystemError)

    var description: String {
        switch self {
        case .lockedBy(let pid?, let lockPath):
            tr("locked by pid {pid}: another letter has this letter open (lock: {lock})", ["pid": pid, "lock": lockPath])
        case .lockedBy(nil, let lockPath):
            tr("locked by another user's letter (lock: {lock})", ["lock": lockPath])
        case .cannotCreate(let lockPath, let error):
            tr("cannot lock the letter ({lock}): {reason}", ["lock": lockPath, "reason": error])
        }
    }
}
