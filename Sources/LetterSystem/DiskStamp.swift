import Glibc

/// What a file on disk looked like when the editor last read or wrote it.
///
/// Before overwriting, the editor compares the file with the stamp it took: if
/// someone else saved the letter meanwhile (another editor, a sync tool), the
/// user is asked instead of having their changes silently replaced. Device and
/// inode catch a file replaced by rename (how careful editors save); size and
/// the nanosecond modification time catch one rewritten in place.
///
/// Every field is taken from `stat` as it is, with no arithmetic: any value
/// the kernel gives (a time before 1970 or after 2262, a huge size, device or
/// inode) makes a stamp, never a trap.
public struct DiskStamp: Hashable, Sendable, CustomStringConvertible {
    public var device: UInt64
    public var inode: UInt64
    public var size: Int64
    public var modified: FileTime

    public init(_ status: stat) {
        // The same widths on 64-bit Linux; on any other, keep the bit pattern
        // (identity is all that matters) rather than trap on a large value.
        device = UInt64(truncatingIfNeeded: status.st_dev)
        inode = UInt64(truncatingIfNeeded: status.st_ino)
        size = Int64(truncatingIfNeeded: status.st_size)
        modified = FileTime(status.st_mtim)
    }

    /// The stamp of the file at `path` (symbolic links followed), nil if there
    /// is no such file.
    public static func of(path: String) -> DiskStamp? {
        guard case .success(let status) = System.status(path) else { return nil }
        return DiskStamp(status)
    }

    /// The stamp of an open file; taken from the descriptor that was read or
    /// written so it describes exactly those bytes.
    public static func of(descriptor: Int32) -> DiskStamp? {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        return DiskStamp(status)
    }

    public var description: String { "dev \(device) inode \(inode) size \(size) mtime \(modified)" }
}

/// A file time as `stat` gives it: seconds since the epoch and nanoseconds,
/// kept apart and ordered as a pair.
///
/// Kept apart because their product does not fit: 64 bits of nanoseconds end
/// in April 2262, and a file can be stamped later (`touch -d 2300-01-01`), or
/// anywhere in ±2⁶³ seconds on tmpfs. Ordered seconds first, then nanoseconds,
/// which is time order for every value the kernel gives (nanoseconds within
/// 0..<1_000_000_000; for others, a fixed total order all the same).
public struct FileTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var seconds: Int64
    public var nanoseconds: Int64

    public init(seconds: Int64, nanoseconds: Int64) {
        self.seconds = seconds
        self.nanoseconds = nanoseconds
    }

    public init(_ time: timespec) {
        seconds = Int64(truncatingIfNeeded: time.tv_sec)
        nanoseconds = Int64(truncatingIfNeeded: time.tv_nsec)
    }

    public static func < (left: FileTime, right: FileTime) -> Bool {
        (left.seconds, left.nanoseconds) < (right.seconds, right.nanoseconds)
    }

    public var description: String { "\(seconds)s+\(nanoseconds)ns" }
}

/// Whether the file at `path` is no longer what `stamp` recorded: changed,
/// replaced, removed, or (for a `nil` stamp, a letter not yet on disk) created
/// by someone else. A file that cannot be looked at counts as changed, so the
/// editor asks rather than guesses.
public func changedOnDisk(_ path: String, since stamp: DiskStamp?) -> Bool {
    switch System.status(path) {
    case .success(let status):
        return DiskStamp(status) != stamp
    case .failure(let error):
        return !(error.code == ENOENT && stamp == nil)
    }
}
