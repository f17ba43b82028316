import Glibc
import LetterSystem

/// Files that are not regular files, made in a scratch folder under a
/// picture's name, for the tables that check every reader refuses each kind
/// at once: a folder, a FIFO (no writer: a blocking open would wait for
/// ever), character devices like /dev/null and /dev/zero (made with mknod,
/// as root may, so they can lie inside a letter's folder: major 1, minors 3
/// and 5, packed as glibc's makedev packs small numbers) and a listening
/// unix socket.
enum NonRegularFixture {
    /// Every kind, by the name the tables use.
    static let kinds = ["folder", "fifo", "null", "zero", "socket"]

    /// What `System.openRegularFile` calls `kind`.
    static func kind(_ kind: String) -> FileKind {
        switch kind {
        case "folder": .folder
        case "fifo": .fifo
        case "socket": .socket
        default: .device
        }
    }

    /// Makes a file of `kind` named `name` (a picture's name by default) in
    /// `scratch`, or in its sub-folder `folder`; its path.
    static func make(_ kind: String, in scratch: FilesScratch, folder: String? = nil, name: String? = nil) throws
        -> String
    {
        let path = scratch.file((folder.map { $0 + "/" } ?? "") + (name ?? "\(kind).png"))
        let made: Bool
        switch kind {
        case "folder": made = mkdir(path, 0o755) == 0
        case "fifo": made = mkfifo(path, 0o644) == 0
        case "null": made = mknod(path, S_IFCHR | 0o666, dev_t(0x103)) == 0
        case "zero": made = mknod(path, S_IFCHR | 0o666, dev_t(0x105)) == 0
        case "socket": made = listeningSocket(at: path)
        default: made = false
        }
        guard made else { throw SystemError.current }
        return path
    }

    /// A unix socket bound at `path` (and left open: the test process ends).
    private static func listeningSocket(at path: String) -> Bool {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return false }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return false }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in bytes.enumerated() { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard bound == 0 else {
            close(descriptor)
            return false
        }
        _ = listen(descriptor, 1)
        return true
    }
}
