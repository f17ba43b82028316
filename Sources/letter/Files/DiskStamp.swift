import Glibc

/// What a file on disk looked like when the editor last read or wrote it.
///
/// Before overwriting, the editor compares the file with the stamp it took: if
/// someone else saved the letter meanwhile (another editor, a sync tool), the
/// user is asked instead of having their changes silently replaced. Device and
/// inode catch a file replaced by rename (how careful editors save); size and
/// the nanosecond modification time catch one rewritten in place.
struct DiskStamp: Hashable, Sendable, CustomStringConvertible {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    /// Modification time in nanoseconds since the epoch.
    var modified: Int64

    init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        size = Int64(status.st_size)
        modified = Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
    }

    /// The stamp of the file at `path` (symbolic links followed), nil if there
    /// is no such file.
    static func of(path: String) -> DiskStamp? {
        guard case .success(let status) = System.status(path) else { return nil }
        return DiskStamp(status)
    }

    /// The stamp of an open file; taken from the descriptor that was read or
    /// written so it describes exactly those bytes.
    static func of(descriptor: Int32) -> DiskStamp? {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        return DiskStamp(status)
    }

    var description: String { "dev \(device) inode \(inode) size \(size) mtime \(modified)ns" }
}

/// Whether the file at `path` is no longer what `stamp` recorded: changed,
/// replaced, removed, or (for a `nil` stamp, a letter not yet on disk) created
/// by someone else. A file that cannot be looked at counts as changed, so the
/// editor asks rather than guesses.
func changedOnDisk(_ path: String, since stamp: DiskStamp?) -> Bool {
    switch System.status(path) {
    case .success(let status):
        return DiskStamp(status) != stamp
    case .failure(let error):
        return !(error.code == ENOENT && stamp == nil)
    }
}
