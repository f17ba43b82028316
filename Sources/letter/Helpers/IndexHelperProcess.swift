import Foundation
import Glibc
import LetterKit
import LetterSystem

/// `letter-index`, the helper executable that keeps the letterbox's SQLite
/// index, run as a coprocess: requests written to its standard input,
/// answers read from its standard output, one frame each (`PipeFrame`).
///
/// Why a process of its own: SQLite and GRDB stay out of the program, so a
/// letter opened without the box never maps them, and a crash in the index
/// never takes a letter with it. The helper is found beside the running
/// executable (the folder of `/proc/self/exe`), as `swift build` and the
/// release put it; in the tests the running executable is the test runner,
/// built into the same folder.
///
/// Limitations: one request at a time, from the thread that made it; the
/// helper lives until this value goes (its input closed, then waited for).
final class IndexHelperProcess {
    static let name = "letter-index"

    private let child: pid_t
    private let requests: Int32
    private var answers: PipeFrameReader

    /// Starts the helper beside `executable`.
    init(executable: String? = StationeryFolders.executablePath()) throws(IndexHelperError) {
        guard let executable else { throw .missing(Self.name) }
        let path = FilePath.join(FilePath.folder(of: executable), Self.name)
        guard access(path, X_OK) == 0 else { throw .missing(path) }
        var toHelper: [Int32] = [-1, -1]
        var fromHelper: [Int32] = [-1, -1]
        // Close-on-exec: no other child the program starts may hold the
        // helper's pipes open (the helper would never see its input end).
        guard pipe(&toHelper) == 0 else { throw .failed(path, SystemError.current.description) }
        guard pipe(&fromHelper) == 0 else {
            let error = SystemError.current
            close(toHelper[0])
            close(toHelper[1])
            throw .failed(path, error.description)
        }
        for end in toHelper + fromHelper { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toHelper[0], STDIN_FILENO)
        posix_spawn_file_actions_adddup2(&actions, fromHelper[1], STDOUT_FILENO)
        let argv = [strdup(path), nil]
        defer { free(argv[0]) }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
        close(toHelper[0])
        close(fromHelper[1])
        guard spawned == 0 else {
            close(toHelper[1])
            close(fromHelper[0])
            throw .failed(path, SystemError(spawned).description)
        }
        // A helper that ended is an answer that cannot be written, not a
        // signal that ends the program with the letter in it.
        signal(SIGPIPE, SIG_IGN)
        child = pid
        requests = toHelper[1]
        answers = PipeFrameReader(descriptor: fromHelper[0])
    }

    deinit {
        close(requests)
        close(answers.descriptor)
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0, errno == EINTR {}
    }

    /// Sends one request.
    func send(_ request: IndexRequest) throws(IndexHelperError) {
        let bytes: [UInt8]
        do { bytes = Array(try JSONEncoder().encode(request)) } catch { throw .failed(Self.name, "\(error)") }
        do { try PipeFrame(kind: PipeFrame.json, bytes: bytes).write(to: requests) } catch { throw .stopped }
    }

    /// The next answer.
    func receive() throws(IndexHelperError) -> IndexAnswer {
        let frame: PipeFrame?
        do { frame = try answers.next() } catch { throw .stopped }
        guard let frame else { throw .stopped }
        if frame.kind == PipeFrame.text { return .text(String(decoding: frame.bytes, as: UTF8.self)) }
        do { return try JSONDecoder().decode(IndexAnswer.self, from: Data(frame.bytes)) } catch {
            throw .failed(Self.name, "an answer could not be read (\(error))")
        }
    }
}

/// Why the index helper could not be used.
enum IndexHelperError: Error, Hashable, CustomStringConvertible {
    /// Not beside the program (a partial install): its path.
    case missing(String)
    /// It could not be started or spoke nonsense: its path and why.
    case failed(String, String)
    /// It ended or closed its output mid-conversation.
    case stopped

    var description: String {
        switch self {
        case .missing(let path): "the letterbox's index program is missing: \(path)"
        case .failed(let path, let reason): "the letterbox's index program \(path) failed: \(reason)"
        case .stopped: "the letterbox's index program (\(IndexHelperProcess.name)) stopped unexpectedly"
        }
    }
}
