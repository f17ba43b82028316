import Glibc

/// A helper program's whole request, read from standard input: the helpers
/// that take one JSON request and answer once (letter-print, letter-mail)
/// read it so.
public enum StandardInputBytes {
    /// Every byte until end of input; a read interrupted by a signal is tried again.
    public static func readAll() -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            bytes.append(contentsOf: chunk[..<count])
        }
        return bytes
    }
}
