import Glibc
import LetterKit

/// A failed system call's errno, kept as a number so tests can check which
/// failure happened, and named as a `FileProblem` so the core words it.
public struct SystemError: Error, Hashable, Sendable, CustomStringConvertible {
    public var code: Int32

    public init(_ code: Int32) { self.code = code }

    /// The current `errno`; read it right after the failing call.
    public static var current: SystemError { SystemError(errno) }

    /// The errno as the core's fact; one it does not name keeps the C
    /// library's words.
    public var problem: FileProblem {
        switch code {
        case ENOSPC: .noSpace
        case EDQUOT: .quotaExceeded
        case EROFS: .readOnlyFileSystem
        case EACCES: .permissionDenied
        case EPERM: .notPermitted
        case ENOENT: .notFound
        case EISDIR: .isFolder
        case ENOTDIR: .notFolder
        case EEXIST: .exists
        case ENOTEMPTY: .folderNotEmpty
        case ELOOP: .linkLoop
        case ENAMETOOLONG: .nameTooLong
        case EXDEV: .otherDisk
        case EIO: .inputOutput
        case EBUSY: .busy
        case EINVAL: .invalid
        case ENXIO: .noDevice
        default: .other(errno: code, words: String(cString: strerror(code)))
        }
    }

    public var description: String { problem.description }
}

/// Small wrappers around the calls the file layer makes, each retrying EINTR and
/// reporting failure as a `SystemError` instead of a -1 to be forgotten.
public enum System {
    /// Writes every byte, continuing after short writes and EINTR. A write that
    /// makes no progress is reported as EIO rather than looping forever.
    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(SystemError) {
        let result: SystemError? = bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return nil }
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return SystemError.current
                }
                if written == 0 { return SystemError(EIO) }
                offset += written
            }
            return nil
        }
        if let result { throw result }
    }

    /// `fsync`, retried on EINTR.
    public static func sync(_ descriptor: Int32) throws(SystemError) {
        while fsync(descriptor) != 0 {
            if errno == EINTR { continue }
            throw SystemError.current
        }
    }

    /// `close`, reporting the late write errors some filesystems give only here
    /// (NFS, quotas). EINTR is not an error on Linux: the descriptor is closed.
    public static func close(_ descriptor: Int32) throws(SystemError) {
        if Glibc.close(descriptor) != 0 && errno != EINTR { throw SystemError.current }
    }

    /// `open` with EINTR retried; the descriptor, or the reason.
    public static func open(_ path: String, _ flags: Int32, _ mode: mode_t = 0) throws(SystemError) -> Int32 {
        while true {
            let descriptor = withRawPath(path) { Glibc.open($0, flags | O_CLOEXEC, mode) }
            if descriptor >= 0 { return descriptor }
            if errno == EINTR { continue }
            throw SystemError.current
        }
    }

    /// `stat` (following symbolic links), or nil with the errno.
    public static func status(_ path: String) -> Result<stat, SystemError> {
        var status = stat()
        if withRawPath(path, { stat($0, &status) }) == 0 { return .success(status) }
        return .failure(.current)
    }

    /// `lstat` (not following a final symbolic link).
    public static func linkStatus(_ path: String) -> Result<stat, SystemError> {
        var status = stat()
        if withRawPath(path, { lstat($0, &status) }) == 0 { return .success(status) }
        return .failure(.current)
    }

    /// Reads at most `limit` bytes of a small file (a lock, a header), not
    /// through a final link. Only a regular file, opened without blocking: a
    /// FIFO or a device in its place is refused at once (EISDIR for a
    /// folder, EINVAL for the rest), never waited on.
    public static func readSmall(_ path: String, limit: Int) throws(SystemError) -> [UInt8] {
        let descriptor = try open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY)
        defer { Glibc.close(descriptor) }
        var opened = stat()
        guard fstat(descriptor, &opened) == 0 else { throw SystemError.current }
        if let kind = FileKind(mode: opened.st_mode) { throw SystemError(kind == .folder ? EISDIR : EINVAL) }
        var bytes = [UInt8](repeating: 0, count: limit)
        var filled = 0
        while filled < limit {
            let count = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress.map { $0 + filled }, limit - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw SystemError.current
            }
            if count == 0 { break }
            filled += count
        }
        return Array(bytes[..<filled])
    }

    /// The mode a new file the user asked for gets: `0666 & ~umask`, as
    /// every editor and `touch` make them. A file is first created 0600 (so
    /// nobody can open it while it is being written) and set to this mode
    /// before it is renamed into place, which is why the umask is needed as
    /// a number.
    ///
    /// The umask is read from `/proc/self/status`, which leaves it alone;
    /// where that line is missing (Linux before 4.7) it is read by setting it
    /// and putting it straight back.
    public static var newFileMode: mode_t {
        0o666 & ~fileCreationMask
    }

    /// The process's umask.
    public static var fileCreationMask: mode_t {
        if let bytes = try? readSmall("/proc/self/status", limit: 8192),
            let line = String(decoding: bytes, as: UTF8.self).split(separator: "\n").first(where: {
                $0.hasPrefix("Umask:")
            }),
            let mask = mode_t(line.dropFirst("Umask:".count).filter { $0 != " " && $0 != "\t" }, radix: 8)
        {
            return mask
        }
        let mask = umask(0o077)
        umask(mask)
        return mask
    }

    /// Whether process `pid` is alive. EPERM means it exists but belongs to
    /// someone else: alive. Only ESRCH says it is gone.
    public static func isAlive(_ pid: pid_t) -> Bool {
        guard pid > 0 else { return false }
        if kill(pid, 0) == 0 { return true }
        return errno != ESRCH
    }

    /// Closes every descriptor past the three standard ones: a helper
    /// executable calls it first, since one its starter left inheritable (a
    /// test runner's pipe, say) would otherwise be held open for as long as
    /// the helper runs.
    public static func closeInherited() {
        for name in names(in: "/proc/self/fd") ?? [] {
            if let descriptor = Int32(name), descriptor > 2 { Glibc.close(descriptor) }
        }
    }

    /// The names in a folder (without `.` and `..`), or nil if it cannot be
    /// read. Each name keeps its bytes (`RawPath`), UTF-8 or not.
    public static func names(in folder: String) -> [String]? {
        guard let directory = withRawPath(folder, { opendir($0) }) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = entryName(entry)
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// The name of a directory entry, its bytes kept (`RawPath`).
    ///
    /// A name all ASCII (nearly every one) is made straight from its bytes:
    /// `RawPath` would give the same string, and a walk of 10,000 letters
    /// spent a tenth of its time there.
    public static func entryName(_ entry: UnsafeMutablePointer<dirent>) -> String {
        withUnsafeBytes(of: entry.pointee.d_name) { raw in
            let name = raw.prefix { $0 != 0 }
            if name.allSatisfy({ $0 < 0x80 }) {
                return String(decoding: UnsafeRawBufferPointer(rebasing: name), as: UTF8.self)
            }
            return RawPath.string(name)
        }
    }

    /// `rename(2)` of two paths given as `RawPath` strings; 0 or -1 with errno.
    @discardableResult
    public static func rename(_ old: String, _ new: String) -> Int32 {
        withRawPath(old) { old in withRawPath(new) { new in Glibc.rename(old, new) } }
    }

    /// `unlink(2)` of a `RawPath` string; 0 or -1 with errno.
    @discardableResult
    public static func unlink(_ path: String) -> Int32 {
        withRawPath(path) { Glibc.unlink($0) }
    }

    /// A path or an argument from C, its bytes kept (`RawPath`), where
    /// `String(cString:)` would replace those that are not UTF-8.
    public static func string(cString: UnsafePointer<CChar>) -> String {
        RawPath.string(UnsafeBufferPointer(start: cString, count: strlen(cString)).map { UInt8(bitPattern: $0) })
    }

    /// `body` given `path` as the C string of the bytes it stands for
    /// (`RawPath.bytes(of:)`): every call that names a file goes through
    /// here, so a name that is not UTF-8 reaches the disk as it was read.
    public static func withRawPath<T>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> T) rethrows -> T {
        guard RawPath.holdsRawBytes(path) else { return try body(path) }
        let bytes = RawPath.bytes(of: path).map { CChar(bitPattern: $0) } + [0]
        return try bytes.withUnsafeBufferPointer { buffer in
            // A buffer of at least one element always has a base address.
            guard let base = buffer.baseAddress else { return try body("") }
            return try body(base)
        }
    }
}

/// Path arithmetic on strings, the way `dirname` and `basename` do it.
public enum FilePath {
    /// The folder part (`Paths.folder(of:)`).
    public static func folder(of path: String) -> String { Paths.folder(of: path) }

    /// The last component (`Paths.name(of:)`).
    public static func name(of path: String) -> String { Paths.name(of: path) }

    /// `name` inside `folder` (`Paths.joined`).
    public static func join(_ folder: String, _ name: String) -> String { Paths.joined(folder, name) }

    /// `realpath(3)`: the absolute path with every symbolic link resolved.
    public static func real(_ path: String) -> Result<String, SystemError> {
        guard let resolved = System.withRawPath(path, { realpath($0, nil) }) else { return .failure(.current) }
        defer { free(resolved) }
        return .success(System.string(cString: resolved))
    }

    /// The file a save to `path` should replace: symbolic links followed to
    /// their end, even a dangling one (saving creates its target, as vim does),
    /// so the link stays a link. A path that does not exist is returned as is,
    /// with its folder made absolute.
    public static func saveTarget(of path: String) throws(SystemError) -> String {
        var current = path
        for _ in 0..<40 {
            switch real(current) {
            case .success(let resolved):
                return resolved
            case .failure(let error) where error.code == ENOENT:
                var status = stat()
                guard System.withRawPath(current, { lstat($0, &status) }) == 0, (status.st_mode & S_IFMT) == S_IFLNK else {
                    // A new file: resolve its folder so the temporary file and the
                    // rename happen in the folder the file will really live in.
                    if case .success(let folder) = real(folder(of: current)) {
                        return join(folder, name(of: current))
                    }
                    return current
                }
                guard let destination = readLink(current) else { throw SystemError.current }
                current = destination.hasPrefix("/") ? destination : join(folder(of: current), destination)
            case .failure(let error):
                throw error
            }
        }
        throw SystemError(ELOOP)
    }

    /// The absolute form of `path`, links resolved where the file exists: the
    /// one name a letter has however it was opened.
    public static func absolute(_ path: String) -> String {
        if let target = try? saveTarget(of: path), target.hasPrefix("/") { return target }
        if path.hasPrefix("/") { return path }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return path }
        let cwd = RawPath.string(buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) })
        return join(cwd, path)
    }

    /// The contents of a symbolic link.
    private static func readLink(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = System.withRawPath(path) { readlink($0, &buffer, buffer.count - 1) }
        guard count >= 0 else { return nil }
        return RawPath.string(buffer[..<count].map { UInt8(bitPattern: $0) })
    }
}
