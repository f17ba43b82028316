import Glibc
import LetterKit
import LetterSystem

/// Posters kept on disk, so a video is decoded once, not once per run: each
/// a PNG in the cache folder the program gives (`$XDG_CACHE_HOME/letter/`),
/// named by a stable hash of what decides it: the video's path, its size
/// and its modification time to the nanosecond. A video saved over gets a
/// new name; the old poster is left for the person to clear with the cache.
///
/// Written to a temporary name and renamed, so a poster read by another run
/// is never half written; a folder that cannot be written is the poster's
/// problem (`notDrawn`), never the letter's.
enum PosterCache {
    /// `poster-<hex>.png`: 64 bits of FNV-1a (`StableHash`, as the
    /// letterbox's index is named) over the path, size and time.
    static func fileName(path: String, stamp: DiskStamp) -> String {
        let key = "\(path)\n\(stamp.size)\n\(stamp.modified.seconds).\(stamp.modified.nanoseconds)"
        return "poster-" + StableHash.hex(StableHash.fnv1a(key)) + ".png"
    }

    /// The poster's path if one was already made.
    static func existing(_ path: String) -> String? {
        guard case .success(let found) = System.status(path), found.st_mode & S_IFMT == S_IFREG, found.st_size > 0
        else { return nil }
        return path
    }

    /// Writes `png` at `path` whole, or says why not.
    static func write(_ png: [UInt8], to path: String) throws(MediaRefusal) {
        let temporary = "\(path).\(getpid()).part"
        do throws(SystemError) {
            let descriptor = try System.open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o600)
            do throws(SystemError) {
                try System.writeAll(png, to: descriptor)
                try System.close(descriptor)
            } catch {
                _ = Glibc.close(descriptor)
                throw error
            }
            guard System.rename(temporary, path) == 0 else { throw SystemError.current }
        } catch {
            System.unlink(temporary)
            throw MediaRefusal(
                .notDrawn(
                    reason: tr(
                        "the frame could not be kept in {folder}: {reason}", ["folder": FilePath.folder(of: path), "reason": error])))
        }
    }
}
