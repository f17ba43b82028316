import Glibc
import LetterKit

/// A regular file opened for reading, and what `fstat` said of it then.
///
/// The one way the program opens a file a letter, a book or a person names
/// (a picture, an attachment, a cover, a book's letter, a letter to open):
/// `O_NONBLOCK`, so a FIFO with no writer or a device that waits never
/// stops the program, and `fstat` on the opened descriptor, so what is read
/// is the file that was checked, not one swapped in after a `stat`.
///
/// Limitations: a descriptor must be closed (`close()`); the `/proc/self/fd`
/// path that hands it to a C library that only takes paths needs Linux's
/// `/proc`.
public struct RegularFile: Sendable {
    public let descriptor: Int32
    public let status: stat

    /// The file's size in bytes, as `fstat` gave it.
    public var size: Int64 { Int64(status.st_size) }

    /// The same open file by a path, for a C library that opens files by
    /// path itself (gdk-pixbuf): opening it opens this file, not whatever
    /// the original path names by then.
    public var descriptorPath: String { "/proc/self/fd/\(descriptor)" }

    /// Closes the descriptor.
    public func close() { _ = Glibc.close(descriptor) }

    /// Every byte from the descriptor's offset to the end: refused without
    /// reading when `fstat` said it is over `limit`, and when it grows past
    /// it while read.
    public func readAll(limit: Int) throws(FileRefusal) -> [UInt8] {
        guard size <= Int64(limit) else { throw .tooLarge(bytes: size, limit: Int64(limit)) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(size))
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(.current)
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[..<count])
            if bytes.count > limit { throw .tooLarge(bytes: Int64(bytes.count), limit: Int64(limit)) }
        }
    }

    /// The file's first bytes, at most `count` of them (fewer for a shorter
    /// file): what a format is told by, read without reading the rest.
    public func readStart(_ count: Int) throws(FileRefusal) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: max(0, count))
        var filled = 0
        while filled < bytes.count {
            let read = bytes.withUnsafeMutableBytes {
                Glibc.pread(descriptor, $0.baseAddress.map { $0 + filled }, $0.count - filled, off_t(filled))
            }
            if read < 0 {
                if errno == EINTR { continue }
                throw .unreadable(.current)
            }
            if read == 0 { break }
            filled += read
        }
        return Array(bytes.prefix(filled))
    }
}

/// What a path names when it is not a regular file.
public enum FileKind: String, Hashable, Sendable {
    case folder = "a folder"
    case fifo = "a pipe (FIFO)"
    case device = "a device"
    case socket = "a socket"
    case other = "not a plain file"

    /// The kind as a person reads it, in the interface's language.
    public var shown: String {
        switch self {
        case .folder: tr("a folder")
        case .fifo: tr("a pipe (FIFO)")
        case .device: tr("a device")
        case .socket: tr("a socket")
        case .other: tr("not a plain file")
        }
    }

    /// The kind `mode` (a `stat`'s `st_mode`) says; nil for a regular file.
    public init?(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: self = .folder
        case S_IFIFO: self = .fifo
        case S_IFCHR, S_IFBLK: self = .device
        case S_IFSOCK: self = .socket
        default: self = .other
        }
    }
}

/// Why a file was not opened: the program reads only regular files, and a
/// letter's or a book's files only inside its folder.
public enum FileRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing at the path (or a link to nothing).
    case missing
    /// The path, links and `..` resolved, leads out of `folder`.
    case outside(folder: String)
    /// A folder, a pipe, a device or a socket.
    case notRegular(FileKind)
    /// The system refused to open or read it.
    case unreadable(SystemError)
    /// Larger than the reader takes.
    case tooLarge(bytes: Int64, limit: Int64)

    public var description: String {
        switch self {
        case .missing: tr("no such file")
        case .outside(let folder): tr("outside the folder {folder}", ["folder": folder])
        case .notRegular(let kind): tr("not a regular file: it is {kind}", ["kind": kind.shown])
        case .unreadable(let error): error.description
        case .tooLarge(let bytes, let limit): tr("too large ({bytes} bytes; the limit is {limit})", ["bytes": bytes, "limit": limit])
        }
    }
}

extension System {
    /// Opens `path` for reading if it is a regular file and, when `folder` is
    /// given, lies inside that folder's tree once `..` and every symbolic
    /// link are resolved (a link inside that points out is outside).
    ///
    /// Never blocks: a FIFO, a device, a socket or a folder is refused with
    /// its kind before anything is read. A `stat` first spares opening a
    /// device at all; the `fstat` of the descriptor decides.
    public static func openRegularFile(_ path: String, confinedTo folder: String? = nil) throws(FileRefusal)
        -> RegularFile
    {
        var target = path
        if let folder { target = try FilePath.confined(path, to: folder) }
        switch status(target) {
        case .success(let found):
            if let kind = FileKind(mode: found.st_mode) { throw .notRegular(kind) }
        case .failure(let error):
            throw error.code == ENOENT ? .missing : .unreadable(error)
        }
        // The confined target has no links left: one put there since is refused.
        let descriptor: Int32
        do {
            descriptor = try open(target, O_RDONLY | O_NONBLOCK | O_NOCTTY | (folder == nil ? 0 : O_NOFOLLOW))
        } catch {
            switch error.code {
            case ENOENT: throw .missing
            case ENXIO: throw .notRegular(.socket)
            case ELOOP where folder != nil: throw .outside(folder: folder ?? "")
            default: throw .unreadable(error)
            }
        }
        var opened = stat()
        guard fstat(descriptor, &opened) == 0 else {
            let error = SystemError.current
            _ = Glibc.close(descriptor)
            throw .unreadable(error)
        }
        if let kind = FileKind(mode: opened.st_mode) {
            _ = Glibc.close(descriptor)
            throw .notRegular(kind)
        }
        return RegularFile(descriptor: descriptor, status: opened)
    }

    /// All the bytes of the regular file at `path` (see `openRegularFile`),
    /// refused without reading it when `fstat` says it is over `limit`, and
    /// when it grows past it while read; and the `fstat` of what was read.
    public static func readRegularFile(_ path: String, limit: Int, confinedTo folder: String? = nil)
        throws(FileRefusal) -> (bytes: [UInt8], status: stat)
    {
        let file = try openRegularFile(path, confinedTo: folder)
        defer { file.close() }
        let bytes = try file.readAll(limit: limit)
        return (bytes, file.status)
    }
}

extension FilePath {
    /// `path` with `..` and every symbolic link resolved (`realpath`), if it
    /// lies inside `folder`'s tree, itself resolved the same way; else the
    /// refusal. Names are compared whole, so `/a/bc` is not inside `/a/b`
    /// and a folder named `x..y` is just a name.
    public static func confined(_ path: String, to folder: String) throws(FileRefusal) -> String {
        let root: String
        switch real(folder.isEmpty ? "." : folder) {
        case .success(let resolved): root = resolved
        case .failure(let error): throw error.code == ENOENT ? .missing : .unreadable(error)
        }
        let resolved: String
        switch real(path) {
        case .success(let found): resolved = found
        case .failure(let error):
            // A link to nowhere, or a folder on the way missing: nothing to
            // read. Outside, if the nearest folder that is there lies
            // outside: whether a file outside exists is not for a letter to
            // learn.
            // A dangling link is judged by where it points.
            let end = (try? saveTarget(of: path)) ?? path
            var parent = self.folder(of: end)
            for _ in 0..<64 {
                if case .success(let found) = real(parent) {
                    if !isWithin(found, root) { throw .outside(folder: folder) }
                    break
                }
                let next = self.folder(of: parent)
                if next == parent { break }
                parent = next
            }
            throw error.code == ENOENT ? .missing : .unreadable(error)
        }
        guard isWithin(resolved, root) else { throw .outside(folder: folder) }
        return resolved
    }

    /// Whether the resolved `path` is `root` or lies below it.
    public static func isWithin(_ path: String, _ root: String) -> Bool {
        if root == "/" { return path.hasPrefix("/") }
        return path == root || path.hasPrefix(root + "/")
    }
}
