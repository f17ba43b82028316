import Glibc

/// Unbuffered writes to the standard streams.
///
/// Commands write what they print with `StandardOutput.writeAll` and report a
/// failure (a full disk, a closed descriptor): output that silently went
/// nowhere must not exit 0. Swift's `print` buffers and drops such errors, so
/// commands never use it.
enum StandardError {
    /// Best effort: when standard error itself cannot be written there is no
    /// one left to tell.
    static func write(_ text: String) { try? System.writeAll(Array(text.utf8), to: STDERR_FILENO) }
}

enum StandardOutput {
    /// All of `text`, or the reason it could not be written.
    static func writeAll(_ text: String) throws(SystemError) {
        try System.writeAll(Array(text.utf8), to: STDOUT_FILENO)
    }

    /// Best effort, for the terminal's own control sequences: the screen is
    /// the output, so a failure there has no one to tell.
    static func write(_ text: String) { try? writeAll(text) }
}
