import Glibc
import LetterKit
import LetterPictureFiles

/// One running `letter-pictures`, its standard input and output one end of
/// a socket pair, the other end here.
///
/// Why a socket pair and not two pipes: a socket is written with
/// `MSG_NOSIGNAL`, so a helper that died is an error on this side, never a
/// SIGPIPE that ends the editor with a letter unsaved. The helper's standard
/// error is /dev/null: the editor's terminal is no place for its words.
/// Ours are close-on-exec, the helper closes any other it inherits
/// (`PicturesProgram`), and signals start at their defaults.
final class PictureHelperProcess {
    let pid: pid_t
    private let socket: Int32
    private var reader: FrameReader

    private init(pid: pid_t, socket: Int32) {
        self.pid = pid
        self.socket = socket
        reader = FrameReader(descriptor: socket)
    }

    /// `letter-pictures` beside the running executable (the folder of
    /// `/proc/self/exe`, links resolved), whether or not it is there.
    static func program() -> String? {
        StationeryFolders.executablePath().map { FilePath.join(FilePath.folder(of: $0), "letter-pictures") }
    }

    /// Starts `program`, or says why it could not be.
    static func start(_ program: String) -> Result<PictureHelperProcess, PictureHelperFailure> {
        guard access(program, X_OK) == 0 else { return .failure(.missing(program)) }
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
            return .failure(.notStarted(program, String(cString: strerror(errno))))
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[1], STDIN_FILENO)
        posix_spawn_file_actions_adddup2(&actions, ends[1], STDOUT_FILENO)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup(program), nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, program, &actions, &attributes, argv, environ)
        close(ends[1])
        guard spawned == 0 else {
            close(ends[0])
            return .failure(.notStarted(program, String(cString: strerror(spawned))))
        }
        return .success(PictureHelperProcess(pid: pid, socket: ends[0]))
    }

    /// Sends `question` and waits at most `milliseconds` for its answer.
    func ask(_ question: PictureQuestion, timeout milliseconds: Int) -> Result<PictureAnswer, PictureHelperFailure> {
        guard let frame = PictureFrames.frame(question) else { return .failure(.unreadable) }
        guard PictureFrames.write(frame, to: socket) else { return .failure(.stopped) }
        switch reader.next(timeout: milliseconds) {
        case .frame(let body):
            guard let answer = PictureFrames.value(PictureAnswer.self, from: body) else { return .failure(.unreadable) }
            return .success(answer)
        case .closed, .broken: return .failure(.stopped)
        case .timedOut: return .failure(.tooSlow)
        }
    }

    /// Ends the process (it may be stuck in a decoder) and reaps it.
    func stop() {
        close(socket)
        kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    }
}

/// Why the picture program gave no answer: each is a picture's own problem
/// (`PictureProblem.notDrawn`), never the letter's.
enum PictureHelperFailure: Error, Hashable, CustomStringConvertible {
    case missing(String)
    case notStarted(String, String)
    case stopped
    case tooSlow
    case unreadable

    var description: String {
        switch self {
        case .missing(let program): "the picture program \(program) is missing"
        case .notStarted(let program, let reason): "the picture program \(program) could not be started: \(reason)"
        case .stopped: "the picture program stopped"
        case .tooSlow: "the picture program took too long"
        case .unreadable: "the picture program's answer could not be read"
        }
    }
}
