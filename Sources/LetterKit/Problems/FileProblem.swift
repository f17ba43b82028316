/// What the system said when it refused a file operation, as a fact the core
/// can word: the shell maps each errno it meets to a case (keeping the number
/// itself for its own decisions), so the person's words live here and not in
/// the C library or the shell.
///
/// The words of the named cases are the C library's own (`strerror` in the
/// C locale): the person has seen them in every other program, and they are
/// what the status row and the command line have always said.
public enum FileProblem: Hashable, Sendable, CustomStringConvertible {
    /// ENOSPC.
    case noSpace
    /// EDQUOT.
    case quotaExceeded
    /// EROFS.
    case readOnlyFileSystem
    /// EACCES.
    case permissionDenied
    /// EPERM: most often an immutable file or folder.
    case notPermitted
    /// ENOENT.
    case notFound
    /// EISDIR.
    case isFolder
    /// ENOTDIR: a name on the way is not a folder.
    case notFolder
    /// EEXIST.
    case exists
    /// ENOTEMPTY.
    case folderNotEmpty
    /// ELOOP.
    case linkLoop
    /// ENAMETOOLONG.
    case nameTooLong
    /// EXDEV: a rename across file systems.
    case otherDisk
    /// EIO.
    case inputOutput
    /// EBUSY.
    case busy
    /// EINVAL.
    case invalid
    /// ENXIO: no reader or device behind the name (a FIFO, a socket).
    case noDevice
    /// Any other errno, with the C library's words for it (the only words
    /// the program has for a failure it does not name).
    case other(errno: Int32, words: String)

    public var description: String {
        switch self {
        case .noSpace: "No space left on device"
        case .quotaExceeded: "Disk quota exceeded"
        case .readOnlyFileSystem: "Read-only file system"
        case .permissionDenied: "Permission denied"
        case .notPermitted: "Operation not permitted"
        case .notFound: "No such file or directory"
        case .isFolder: "Is a directory"
        case .notFolder: "Not a directory"
        case .exists: "File exists"
        case .folderNotEmpty: "Directory not empty"
        case .linkLoop: "Too many levels of symbolic links"
        case .nameTooLong: "File name too long"
        case .otherDisk: "Invalid cross-device link"
        case .inputOutput: "Input/output error"
        case .busy: "Device or resource busy"
        case .invalid: "Invalid argument"
        case .noDevice: "No such device or address"
        case .other(_, let words): words
        }
    }

    /// What the problem most likely means for a file being written, in
    /// brackets after the system's words; empty where the words say enough.
    public var writingHint: String {
        switch self {
        case .readOnlyFileSystem: " (the disk is mounted read-only)"
        case .notPermitted: " (the folder or file may be immutable)"
        case .permissionDenied: " (no permission)"
        case .noSpace, .quotaExceeded: " (the disk is full)"
        default: ""
        }
    }
}
