import Glibc
import LetterKit
import LetterSystem

/// A helper executable built and installed beside `letter`: `letter-print`,
/// `letter-pictures`, `letter-index`. Each one holds a heavy C library
/// (Pango and Cairo, say) that a letter needs only now and then, so that the
/// program itself never loads it: starting `letter` maps only what a new
/// letter needs, and the library is loaded by the helper when it is used. A
/// crash in a library stays in the helper's process, away from the letter.
///
/// Found in the folder of the running executable (`/proc/self/exe`, links
/// resolved), never on PATH: the helper must be the one built with this
/// program, which speaks the same encoding of the core's values. Every helper
/// is started here (`spawn`: found, signals at their defaults, our ends
/// close-on-exec), and talked to in one of two ways: `run` (input in,
/// output out over pipes, one request and done: `letter-print`) and `start`
/// (a coprocess on a socket pair, kept running and asked one frame at a
/// time: `letter-pictures`, `letter-index`).
struct HelperProgram: Hashable, Sendable {
    /// Its name, as the package builds it (`letter-print`).
    var name: String
    var path: String

    /// The helper at `path` (a test's stand-in, say), or why it cannot be run.
    static func at(_ path: String) throws(HelperFailure) -> HelperProgram {
        try named(FilePath.name(of: path), folder: FilePath.folder(of: path))
    }

    /// `name` beside the running executable, or why it cannot be run.
    static func named(_ name: String, folder: String? = executableFolder) throws(HelperFailure) -> HelperProgram {
        guard let folder else { throw HelperFailure(program: name, reason: .noFolder) }
        let path = FilePath.join(folder, name)
        guard access(path, X_OK) == 0 else {
            throw HelperFailure(program: name, reason: .missing(folder: folder, SystemError.current))
        }
        return HelperProgram(name: name, path: path)
    }

    /// The folder of the running executable: in the tests, the test runner,
    /// which SwiftPM builds into the same folder as the program and helpers.
    static var executableFolder: String? {
        StationeryFolders.executablePath().map(FilePath.folder(of:))
    }

    /// What a helper that has run to its end said, and how it ended.
    struct Run {
        var output: [UInt8]
        var error: [UInt8]
        /// Its exit status, or 128 + the signal that ended it.
        var status: Int32

        /// Standard error's first line, cleaned for a terminal: a helper's
        /// reason for failing, or nil when it said nothing.
        var reason: String? {
            lines.first
        }

        /// Standard error's lines, each cleaned for a terminal.
        var lines: [String] {
            String(decoding: error, as: UTF8.self).split(whereSeparator: \.isNewline).map {
                TerminalSafe.escaped(String($0))
            }
        }
    }

    /// Runs the helper with `input` on its standard input and waits for it to
    /// end, reading its standard output and error meanwhile (so a large
    /// input and a large answer cannot block each other on full pipes).
    func run(input: [UInt8], arguments: [String] = []) throws(HelperFailure) -> Run {
        let child = try spawn(arguments: arguments, transport: .pipes, errors: .piped)
        var pump = PipePump(input: input, inputEnd: child.input, outputEnd: child.output, errorEnd: child.error)
        let pumped = pump.run()
        let status = HelperProcess.wait(child.pid)
        if let failure = pumped { throw HelperFailure(program: name, reason: .pipe(failure)) }
        return Run(output: pump.output, error: pump.errorOutput, status: status)
    }

    /// A helper started as a coprocess: its pid and this side's end of the
    /// socket that is its standard input and output. The caller owns both:
    /// it closes the socket and reaps the pid (`HelperProcess.wait`).
    struct Coprocess {
        let pid: pid_t
        let socket: Int32
    }

    /// Starts the helper as a coprocess with `arguments`, to be asked one
    /// frame at a time (`HelperFrame`, `FrameReader`). Its standard error
    /// goes nowhere: the editor's screen is the terminal.
    ///
    /// Why a socket pair and not two pipes: a socket is written with
    /// `MSG_NOSIGNAL` (`HelperFrame.write`), so a helper that died is EPIPE
    /// on this side, never a SIGPIPE that ends the editor with a letter
    /// unsaved, whatever the signal's disposition; and one descriptor both
    /// ways is one thing to poll for a timeout and one to close.
    func start(arguments: [String] = []) throws(HelperFailure) -> Coprocess {
        let child = try spawn(arguments: arguments, transport: .socket, errors: .discarded)
        return Coprocess(pid: child.pid, socket: child.input)
    }

    /// Starts the program in the background, away from the terminal: its
    /// standard input, output and error /dev/null, in a session (and so a
    /// process group) of its own with no controlling terminal, every
    /// descriptor but those three closed. Its pid is the group's, to stop
    /// it with all it started (`kill(-pid, …)`); the caller reaps it. A
    /// media player (`MediaPlayer`), which must never read a key or write
    /// a byte on the editor's screen.
    func startDetached(arguments: [String] = []) throws(HelperFailure) -> pid_t {
        try spawn(arguments: arguments, transport: .detached, errors: .discarded).pid
    }

    /// How the child's standard input and output are joined to this side
    /// (`detached`: not at all, /dev/null).
    private enum Transport { case pipes, socket, detached }
    /// Where the child's standard error goes.
    private enum Errors { case piped, discarded }

    /// The child's pid and this side's ends: its input and output (the same
    /// socket with `.socket`) and its error (-1 when discarded). All are
    /// close-on-exec, so no other child started meanwhile holds them open
    /// (a helper would never see its input end).
    private func spawn(arguments: [String], transport: Transport, errors: Errors) throws(HelperFailure) -> (
        pid: pid_t, input: Int32, output: Int32, error: Int32
    ) {
        // Each pair: the child's end first, this side's second.
        var ends: [(child: Int32, ours: Int32)] = []
        func closeAll() {
            for pair in ends {
                close(pair.child)
                close(pair.ours)
            }
        }
        func fail(_ error: SystemError) -> HelperFailure {
            closeAll()
            return HelperFailure(program: name, reason: .notStarted(error))
        }
        if transport == .detached {
            // No ends: nothing of this side reaches the child.
        } else if transport == .socket {
            var pair: [Int32] = [-1, -1]
            guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair) == 0 else {
                throw fail(SystemError.current)
            }
            ends.append((pair[1], pair[0]))
        } else {
            try ends.append(Self.pipe(childReads: true, program: name))
            do throws(HelperFailure) { try ends.append(Self.pipe(childReads: false, program: name)) } catch {
                closeAll()
                throw error
            }
        }
        if errors == .piped {
            do throws(HelperFailure) { try ends.append(Self.pipe(childReads: false, program: name)) } catch {
                closeAll()
                throw error
            }
        }
        let input = ends.first ?? (-1, -1)
        let output = transport == .pipes ? ends[1] : input
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if transport == .detached {
            posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
            // Ours are close-on-exec; a descriptor a library opened without
            // the flag must not live on in a program that outlives a run.
            for descriptor in Self.openDescriptors() where descriptor > STDERR_FILENO {
                posix_spawn_file_actions_addclose(&actions, descriptor)
            }
        } else {
            posix_spawn_file_actions_adddup2(&actions, input.child, STDIN_FILENO)
            posix_spawn_file_actions_adddup2(&actions, output.child, STDOUT_FILENO)
        }
        if let error = errors == .piped ? ends.last : nil {
            posix_spawn_file_actions_adddup2(&actions, error.child, STDERR_FILENO)
        } else {
            posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        }
        // The editor blocks some signals on its threads and ignores SIGPIPE; a
        // helper starts with none blocked and every signal at its default (a
        // closed pipe ends it).
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(
            &attributes,
            Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | (transport == .detached ? Self.newSession : 0)))
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, environ)
        for pair in ends { close(pair.child) }
        guard spawned == 0 else {
            for pair in ends { close(pair.ours) }
            throw HelperFailure(program: name, reason: .notStarted(SystemError(spawned)))
        }
        // A helper that stops reading must not end this process with SIGPIPE:
        // a write to its pipe then fails with EPIPE, which is its failure.
        signal(SIGPIPE, SIG_IGN)
        return (pid, input.ours, output.ours, errors == .piped ? ends[ends.count - 1].ours : -1)
    }

    /// glibc's `POSIX_SPAWN_SETSID` (since 2.26): the child calls `setsid`,
    /// so it has a session and a process group of its own and no
    /// controlling terminal (opening /dev/tty fails: the terminal's keys and
    /// screen stay the editor's). Swift's Glibc module leaves it out, as it
    /// is declared only for _GNU_SOURCE.
    private static let newSession: Int32 = 0x80

    /// The descriptors this process has open, from /proc/self/fd (empty
    /// without /proc: then only the close-on-exec flag keeps them).
    private static func openDescriptors() -> [Int32] {
        guard let folder = opendir("/proc/self/fd") else { return [] }
        defer { closedir(folder) }
        let own = dirfd(folder)
        var found: [Int32] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if let descriptor = Int32(name), descriptor != own { found.append(descriptor) }
        }
        return found
    }

    /// A pipe, both ends close-on-exec: the child's end first.
    private static func pipe(childReads: Bool, program: String) throws(HelperFailure) -> (child: Int32, ours: Int32) {
        var pair: [Int32] = [-1, -1]
        // Glibc's module has no pipe2; the program spawns from one thread.
        guard Glibc.pipe(&pair) == 0 else { throw HelperFailure(program: program, reason: .notStarted(.current)) }
        guard fcntl(pair[0], F_SETFD, FD_CLOEXEC) == 0, fcntl(pair[1], F_SETFD, FD_CLOEXEC) == 0 else {
            let failure = SystemError.current
            close(pair[0])
            close(pair[1])
            throw HelperFailure(program: program, reason: .notStarted(failure))
        }
        return childReads ? (pair[0], pair[1]) : (pair[1], pair[0])
    }
}

/// Why a helper could not do what it was asked; worded for the person, after
/// what could not be done ("the PDF could not be made: …").
struct HelperFailure: Error, Hashable, Sendable, CustomStringConvertible {
    enum Reason: Hashable, Sendable {
        /// The running executable's folder could not be read.
        case noFolder
        /// The helper is not in `folder`, or cannot be run there.
        case missing(folder: String, SystemError)
        /// It could not be started.
        case notStarted(SystemError)
        /// A pipe to it failed (it stopped reading, say).
        case pipe(SystemError)
        /// It ended, with this status (128 + a signal), without answering.
        case ended(Int32)
        /// It answered something that is not an answer.
        case garbled
        /// It gave no answer within this many seconds (and was ended).
        case tooSlow(seconds: Int)
    }

    var program: String
    var reason: Reason

    var description: String {
        switch reason {
        case .noFolder:
            return tr("{program} cannot be found: the program's own folder is unknown (/proc is not mounted?)", ["program": program])
        case .missing(let folder, let error):
            return tr(
                "{program} is not installed beside letter (in {folder}: {reason}); it is built and installed with letter",
                ["program": program, "folder": folder, "reason": error])
        case .notStarted(let error):
            return tr("{program} could not be started: {reason}", ["program": program, "reason": error])
        case .pipe(let error):
            return tr("the pipe to {program} failed: {reason}", ["program": program, "reason": error])
        case .ended(let status):
            return status > 128
                ? tr("{program} was ended by signal {signal} before it answered", ["program": program, "signal": status - 128])
                : tr("{program} ended with status {status} before it answered", ["program": program, "status": status])
        case .garbled:
            return tr("{program} answered something that is not an answer", ["program": program])
        case .tooSlow(let seconds):
            return tr("{program} gave no answer within {seconds} seconds", ["program": program, "seconds": seconds])
        }
    }
}

/// Waiting for a helper's process.
enum HelperProcess {
    /// Waits for `pid` to end: its exit status, or 128 + the signal.
    static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return 128 + SIGKILL }
        }
        return status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }
}
