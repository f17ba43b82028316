import Glibc
import LetterKit

/// Unbuffered writes to the standard streams.
///
/// Commands write what they print with `StandardOutput.writeAll` and report a
/// failure (a full disk, a closed descriptor): output that silently went
/// nowhere must not exit 0. Swift's `print` buffers and drops such errors, so
/// commands never use it.
enum StandardError {
    /// Best effort: when standard error itself cannot be written there is no
    /// one left to tell. Everything written here is a message, and messages
    /// name files, papers and letters: every control character in `text`
    /// but its line feeds and tabs is escaped (`TerminalSafe.lines`), so no
    /// name can send the terminal an escape sequence. Nothing the program
    /// means as a terminal sequence goes to standard error.
    static func write(_ text: String) {
        try? System.writeAll(Array(TerminalSafe.lines(text).utf8), to: STDERR_FILENO)
    }

    /// `message` as one line, `letter: message`: a line feed inside it is
    /// escaped too, so a file name cannot start a second, forged line.
    static func say(_ message: String) { write("letter: \(TerminalSafe.escaped(message))\n") }
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
