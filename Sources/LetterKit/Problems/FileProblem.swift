/// What the system said when it refused a file operation, as a fact the core
/// can word: the shell maps each errno it meets to a case (keeping the number
/// itself for its own decisions), so the person's words live here and not in
/// the C library or the shell.
///
/// The words of the named cases are the C library's own (`strerror` in the
/// C locale): the person has seen them in every other program, and they are
/// what the status row and the command line have always said. In another
/// language they are the catalog's (`tr`), so a Korean sentence does not end
/// in English; the words of `other` stay the C library's.
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
        case .noSpace: tr("No space left on device")
        case .quotaExceeded: tr("Disk quota exceeded")
        case .readOnlyFileSystem: tr("Read-only file system")
        case .permissionDenied: tr("Permission denied")
        case .notPermitted: tr("Operation not permitted")
        case .notFound: tr("No such file or directory")
        case .isFolder: tr("Is a directory")
        case .notFolder: tr("Not a directory")
        case .exists: tr("File exists")
        case .folderNotEmpty: tr("Directory not empty")
        case .linkLoop: tr("Too many levels of symbolic links")
        case .nameTooLong: tr("File name too long")
        case .otherDisk: tr("Invalid cross-device link")
        case .inputOutput: tr("Input/output error")
        case .busy: tr("Device or resource busy")
        case .invalid: tr("Invalid argument")
        case .noDevice: tr("No such device or address")
        case .other(_, let words): words
        }
    }

    /// What the problem most likely means for a file being written, in
    /// brackets after the system's words; empty where the words say enough.
    /// (The sentence that shows it places it as `{hint}`, so a language may
    /// put it where its grammar wants.)
    public var writingHint: String {
        switch self {
        case .readOnlyFileSystem: tr(" (the disk is mounted read-only)")
        case .notPermitted: tr(" (the folder or file may be immutable)")
        case .permissionDenied: tr(" (no permission)")
        case .noSpace, .quotaExceeded: tr(" (the disk is full)")
        default: ""
        }
    }
}
