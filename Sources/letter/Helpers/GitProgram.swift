import Foundation

/// The `git` program, run in one folder: how the letterbox is synced.
///
/// Why the program and not a library: people already have git, its
/// remotes, credentials and SSH keys set up; a library would know none of
/// them. The variables that would point git at another repository
/// (`GIT_DIR`, `GIT_WORK_TREE`, `GIT_INDEX_FILE`) are left out, so a call
/// always works on the box's own `.git`.
struct GitProgram {
    /// What one call of git said.
    struct Run: Equatable {
        var status: Int32
        var output: String
        var error: String

        var succeeded: Bool { status == 0 }

        /// git's last line on standard error (else standard output): the
        /// line that says why, for a message of our own.
        var reason: String {
            let lines = (error + "\n" + output).split(whereSeparator: \.isNewline)
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("hint:") }
            return lines.first { $0.hasPrefix("fatal:") || $0.hasPrefix("error:") } ?? lines.last ?? ""
        }
    }

    let executable: String
    let folder: String
    /// `-c NAME=VALUE` settings given to every call.
    var settings: [String] = []

    /// Runs `git -C folder arguments`; nil when git cannot be started.
    func run(_ arguments: [String]) -> Run? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-C", folder] + settings.flatMap { ["-c", $0] } + arguments
        var environment = ProcessInfo.processInfo.environment
        for name in ["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_OBJECT_DIRECTORY", "GIT_CEILING_DIRECTORIES"] {
            environment[name] = nil
        }
        process.environment = environment
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        // Read both at once: a call that fills one pipe while we wait on the
        // other would never end.
        let errorBytes = ErrorBytes()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            errorBytes.data = error.fileHandleForReading.readDataToEndOfFile()
            done.signal()
        }
        let outputBytes = output.fileHandleForReading.readDataToEndOfFile()
        done.wait()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, output: String(decoding: outputBytes, as: UTF8.self),
            error: String(decoding: errorBytes.data, as: UTF8.self))
    }
}

/// Standard error's bytes, read on another queue while standard output is
/// read here; handed over by the semaphore the reader signals.
private final class ErrorBytes: @unchecked Sendable {
    var data = Data()
}
