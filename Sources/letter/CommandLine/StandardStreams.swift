import Glibc

/// Unbuffered writes to the standard streams, for messages and `render`. A
/// stream that cannot be written (a closed pipe) has no one left to tell.
enum StandardError {
    static func write(_ text: String) { try? System.writeAll(Array(text.utf8), to: STDERR_FILENO) }
}

enum StandardOutput {
    static func write(_ text: String) { try? System.writeAll(Array(text.utf8), to: STDOUT_FILENO) }
}
