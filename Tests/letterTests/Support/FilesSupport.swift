import Glibc
import Testing

@testable import letter

/// Helpers for the file-layer tests: scratch folders, running tools (chattr,
/// mount, setpriv, the `letter` binary) and looking at files, with plain Glibc.

/// A scratch folder under /tmp for one test; removed (immutable flags cleared,
/// mounts undone first) when the test lets go of it.
final class FilesScratch {
    let path: String
    private var mounts: [String] = []
    private var immutable: [String] = []

    init() throws {
        var template = Array("/tmp/letter-files-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw FilesTestError("mkdtemp failed: errno \(errno)") }
        path = String(cString: made)
    }

    func file(_ name: String) -> String { path + "/" + name }

    /// Makes a subfolder.
    @discardableResult
    func folder(_ name: String, mode: mode_t = 0o755) throws -> String {
        let folder = file(name)
        guard mkdir(folder, mode) == 0 else { throw FilesTestError("mkdir \(folder): errno \(errno)") }
        return folder
    }

    /// `chattr +i`, undone by `release()`/deinit even if the test fails.
    func makeImmutable(_ path: String) throws {
        let result = try runTool(["chattr", "+i", path])
        guard result.status == 0 else { throw FilesTestError("chattr +i \(path) failed: \(result.output)") }
        immutable.append(path)
    }

    func makeMutable(_ path: String) {
        _ = try? runTool(["chattr", "-i", path])
        immutable.removeAll { $0 == path }
    }

    /// Mounts a tmpfs of `size` at a new folder `name`; unmounted on cleanup.
    func mountTinyFilesystem(_ name: String, size: String) throws -> String {
        let folder = try self.folder(name)
        let result = try runTool(["mount", "-t", "tmpfs", "-o", "size=\(size),mode=0755", "tmpfs", folder])
        guard result.status == 0 else {
            throw FilesTestError("mount -t tmpfs at \(folder) failed (status \(result.status)): \(result.output)")
        }
        mounts.append(folder)
        return folder
    }

    deinit {
        for path in immutable { _ = try? runTool(["chattr", "-i", path]) }
        for folder in mounts.reversed() { _ = try? runTool(["umount", folder]) }
        _ = try? runTool(["rm", "-rf", path])
    }
}

struct FilesTestError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// The full path of a tool, or nil where the machine does not have it.
func toolPath(_ name: String) -> String? {
    for folder in ["/usr/local/bin", "/usr/bin", "/bin", "/usr/sbin", "/sbin"] {
        let path = folder + "/" + name
        if access(path, X_OK) == 0 { return path }
    }
    return nil
}

/// Runs a tool (found on the usual paths, or given as a path) and waits; its exit
/// status and its standard output and error together.
@discardableResult
func runTool(_ arguments: [String]) throws -> (status: Int32, output: String) {
    guard let first = arguments.first else { throw FilesTestError("no command") }
    guard let executable = first.hasPrefix("/") ? first : toolPath(first) else {
        throw FilesTestError("\(first) is not installed")
    }
    let result = try run([executable] + arguments.dropFirst())
    return (result.status, result.output + result.error)
}

/// Starts a process and returns its pid without waiting (the caller kills and
/// reaps it).
func startProcess(_ arguments: [String]) throws -> pid_t {
    guard let executable = toolPath(arguments[0]) else { throw FilesTestError("\(arguments[0]) is not installed") }
    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments.dropFirst()).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, nil, nil, argv, environ)
    guard spawned == 0 else { throw FilesTestError("cannot run \(executable): error \(spawned)") }
    return pid
}

/// Kills and reaps a process this test started.
func stopProcess(_ pid: pid_t) {
    kill(pid, SIGKILL)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
}

/// All of a file's bytes, or nil if it cannot be read (read as the program
/// reads letters, with no size limit).
func readBytes(_ path: String) -> [UInt8]? {
    try? LoadedLetter.readBytes(path: path, limit: .max)
}

/// Writes a file the plain way (for setting up a test, not the code under test).
func writeBytes(_ path: String, _ bytes: [UInt8], mode: mode_t = 0o644) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
    guard descriptor >= 0 else { throw FilesTestError("cannot write \(path): errno \(errno)") }
    defer { close(descriptor) }
    var offset = 0
    while offset < bytes.count {
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress.map { $0 + offset }, bytes.count - offset) }
        guard written > 0 else { throw FilesTestError("short write to \(path): errno \(errno)") }
        offset += written
    }
}

func writeText(_ path: String, _ text: String, mode: mode_t = 0o644) throws {
    try writeBytes(path, Array(text.utf8), mode: mode)
}

/// Permission bits of a file (links followed).
func permissions(_ path: String) -> mode_t? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return status.st_mode & 0o7777
}

func isSymbolicLink(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
}

/// The names in a folder, sorted.
func folderNames(_ folder: String) -> [String] {
    (System.names(in: folder) ?? []).sorted()
}

/// Sets a file's modification time, to make "newer" and "changed" without
/// sleeping.
func setModified(_ path: String, secondsSinceEpoch: Int) {
    var times = [
        timespec(tv_sec: secondsSinceEpoch, tv_nsec: 0), timespec(tv_sec: secondsSinceEpoch, tv_nsec: 0),
    ]
    utimensat(AT_FDCWD, path, &times, 0)
}
