import Foundation
import Testing

/// The `letter` binary built next to this test bundle.
let letterBinary: String = {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var folder = executable.deletingLastPathComponent()
    // The test runner lives in `<build>/debug/letterPackageTests.xctest` (a file or
    // a bundle folder); the binary is `<build>/debug/letter`.
    while !FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent("letter").path),
        folder.path != "/"
    {
        folder = folder.deletingLastPathComponent()
    }
    return folder.appendingPathComponent("letter").path
}()

/// Runs a command and returns its exit status and output.
///
/// Uses posix_spawn and waitpid rather than Foundation's Process, whose wait can
/// miss a child's exit when many tests run at once. With `detached`, output goes
/// to /dev/null: a daemon the command starts (the tmux server) would otherwise
/// hold the pipes open and the read would never end.
@discardableResult
func run(_ arguments: [String], environment: [String: String]? = nil, input: String? = nil, detached: Bool = false)
    throws -> (status: Int32, output: String, error: String)
{
    var inputPipe: [Int32] = [-1, -1]
    var outputPipe: [Int32] = [-1, -1]
    var errorPipe: [Int32] = [-1, -1]
    // Pipes are close-on-exec and made under one lock with the spawn, so a child
    // spawned at the same moment by another test (say a tmux server that lives on)
    // cannot inherit them and hold them open.
    spawnLock.lock()
    var locked = true
    defer { if locked { spawnLock.unlock() } }
    for index in 0..<3 {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw TimedOut(description: "pipe failed: \(String(cString: strerror(errno)))") }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        switch index {
        case 0: inputPipe = ends
        case 1: outputPipe = ends
        default: errorPipe = ends
        }
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, inputPipe[0], 0)
    if detached {
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    } else {
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
    }

    let environmentLines = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    var envp: [UnsafeMutablePointer<CChar>?] = environmentLines.map { strdup($0) } + [nil]
    defer {
        for pointer in argv { free(pointer) }
        for pointer in envp { free(pointer) }
    }
    // The test runner's threads block some signals; a child must start with none
    // blocked and default handlers, or the editor in tmux never sees SIGWINCH.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var emptyMask = sigset_t()
    sigemptyset(&emptyMask)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &emptyMask)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, arguments[0], &actions, &attributes, &argv, &envp)
    spawnLock.unlock()
    locked = false
    close(inputPipe[0])
    close(outputPipe[1])
    close(errorPipe[1])
    guard spawned == 0 else {
        close(inputPipe[1])
        close(outputPipe[0])
        close(errorPipe[0])
        throw TimedOut(description: "could not start \(arguments[0]): \(String(cString: strerror(spawned)))")
    }
    if let input {
        var bytes = Array(input.utf8)
        _ = bytes.withUnsafeMutableBytes { write(inputPipe[1], $0.baseAddress, $0.count) }
    }
    close(inputPipe[1])
    // Read both streams on this thread; stderr is small, so read it after stdout.
    let output = readAll(outputPipe[0])
    let error = readAll(errorPipe[0])
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    return (exitStatus, String(decoding: output, as: UTF8.self), String(decoding: error, as: UTF8.self))
}

private let spawnLock = NSLock()

private func readAll(_ descriptor: Int32) -> [UInt8] {
    defer { close(descriptor) }
    var result: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        if count <= 0 { break }
        result.append(contentsOf: buffer[..<count])
    }
    return result
}

/// A scratch folder for one test, removed when the test is done with it.
final class ScratchFolder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "letter-test-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> String { path + "/" + name }

    func read(_ name: String) -> String? {
        FileManager.default.contents(atPath: file(name)).map { String(decoding: $0, as: UTF8.self) }
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

struct TimedOut: Error, CustomStringConvertible {
    var description: String
}

/// The real editor in a real terminal: a tmux server on a private socket.
///
/// Tests type with `send-keys`, read the screen with `capture-pane` and poll for
/// what they expect instead of sleeping, so they are quick when the machine is
/// and patient when it is not.
final class TmuxSession {
    let socket = "letter-test-\(UUID().uuidString.prefix(8))"
    let tmux: String

    /// Starts `command` (a shell command line) in a `columns`×`rows` terminal.
    /// The folder the program runs in; held so it outlives the program.
    private let scratch: ScratchFolder?

    /// Starts `command` in `folder`, which is also its HOME and state folder, so
    /// nothing a test does (recovery copies, emergency saves) lands anywhere else.
    init(
        _ command: String, columns: Int = 80, rows: Int = 24, folder: ScratchFolder? = nil,
        environment extra: [String: String] = [:]
    ) throws {
        scratch = folder
        guard let tmux = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].first(where: {
            FileManager.default.isExecutableFile(atPath: $0)
        }) else {
            throw TimedOut(description: "tmux is not installed (apt-get install tmux)")
        }
        self.tmux = tmux
        var arguments = [tmux, "-L", socket, "-f", "/dev/null", "new-session", "-d", "-x", "\(columns)", "-y", "\(rows)"]
        if let folder { arguments += ["-c", folder.path] }
        // Keep the pane after the program exits so its last screen can be read.
        // The pane's TERM is tmux's own (tmux-256color), whatever TERM tmux was
        // started with: a test that needs another TERM sets it in `command`.
        arguments += ["\(command); echo \"[exit $?]\"; sleep 60"]
        // Recovery copies go to the test's own folder, never the user's home.
        let home = folder?.path ?? NSTemporaryDirectory()
        let environment = [
            "PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "HOME": home, "LANG": "C.UTF-8",
            "XDG_STATE_HOME": home + "/.state",
            // A trap must show as the program's exit, not as Swift's backtracer
            // waiting 30 s for a key inside the pane.
            "SWIFT_BACKTRACE": "enable=no",
        ].merging(extra) { $1 }
        let result = try run(arguments, environment: environment, detached: true)
        guard result.status == 0 else { throw TimedOut(description: "tmux did not start (status \(result.status))") }
    }

    /// Ends the program with SIGKILL first: a SIGHUP from kill-server would have
    /// it write an emergency copy while its folder is being removed.
    deinit {
        if let shell = try? run([tmux, "-L", socket, "display", "-p", "-t", "0", "#{pane_pid}"]).output,
            let pid = pid_t(shell.trimmingCharacters(in: .whitespacesAndNewlines))
        {
            kill(-pid, SIGKILL)
        }
        _ = try? run([tmux, "-L", socket, "kill-server"], detached: true)
    }

    /// Types text literally.
    func type(_ text: String) throws {
        try tmuxCommand(["send-keys", "-t", "0", "-l", text])
    }

    /// Presses named keys: "Enter", "C-s", "BSpace", "S-Left", "C-Left".
    func press(_ keys: String...) throws {
        try tmuxCommand(["send-keys", "-t", "0"] + keys)
    }

    /// Pastes text as a terminal does (bracketed).
    func paste(_ text: String) throws {
        try tmuxCommand(["set-buffer", "-b", "test", text])
        try tmuxCommand(["paste-buffer", "-p", "-d", "-b", "test", "-t", "0"])
    }

    func resize(columns: Int, rows: Int) throws {
        try tmuxCommand(["resize-window", "-t", "0", "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// The screen as text.
    func screen() throws -> String {
        try run([tmux, "-L", socket, "capture-pane", "-p", "-t", "0"]).output
    }

    /// The screen with colours and attributes as escape sequences.
    func styledScreen() throws -> String {
        try run([tmux, "-L", socket, "capture-pane", "-p", "-e", "-t", "0"]).output
    }

    /// The cursor's column and row.
    func cursor() throws -> (x: Int, y: Int) {
        let parts = try run([tmux, "-L", socket, "display", "-p", "-t", "0", "#{cursor_x} #{cursor_y}"]).output
            .split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        return (parts.first ?? -1, parts.last ?? -1)
    }

    /// The pid of the program in the pane (the shell's child).
    func programPID() throws -> Int32? {
        let shell = try run([tmux, "-L", socket, "display", "-p", "-t", "0", "#{pane_pid}"]).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let children = try run(["/usr/bin/pgrep", "-P", shell]).output
        return children.split(separator: "\n").compactMap { Int32($0) }.first
    }

    /// Waits until the screen satisfies `condition`; returns that screen.
    @discardableResult
    func waitFor(
        _ description: String, timeout: Double = 10, _ condition: (String) -> Bool
    ) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            last = try screen()
            if condition(last) { return last }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw TimedOut(description: "timed out waiting for \(description); the screen was:\n\(last)")
    }

    /// Waits until the screen shows `text`.
    @discardableResult
    func waitFor(_ text: String, timeout: Double = 10) throws -> String {
        try waitFor("\"\(text)\"", timeout: timeout) { $0.contains(text) }
    }

    private func tmuxCommand(_ arguments: [String]) throws {
        let result = try run([tmux, "-L", socket] + arguments)
        guard result.status == 0 else { throw TimedOut(description: "tmux \(arguments.first ?? ""): \(result.error)") }
    }
}
