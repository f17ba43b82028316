import Glibc
import LetterKit
import LetterPictureFiles
import LetterSystem

/// One running `letter-pictures`, started as a coprocess by
/// `HelperProgram.start`: its standard input and output one end of a socket
/// pair, the other end here (why a socket: see `start`). The helper's
/// standard error is /dev/null, our end is close-on-exec, the helper closes
/// any other it inherits (`PicturesProgram`), and signals start at their
/// defaults.
final class PictureHelperProcess {
    let pid: pid_t
    private let socket: Int32
    private var reader: FrameReader

    private init(_ coprocess: HelperProgram.Coprocess) {
        pid = coprocess.pid
        socket = coprocess.socket
        reader = FrameReader(descriptor: coprocess.socket, limit: PictureFrames.largest)
    }

    /// `letter-pictures` beside the running executable (the folder of
    /// `/proc/self/exe`, links resolved), whether or not it is there.
    static func program() -> String? {
        HelperProgram.executableFolder.map { FilePath.join($0, "letter-pictures") }
    }

    /// Starts `program`, or says why it could not be.
    static func start(_ program: String) -> Result<PictureHelperProcess, PictureHelperFailure> {
        do throws(HelperFailure) {
            return .success(PictureHelperProcess(try HelperProgram.at(program).start()))
        } catch {
            switch error.reason {
            case .notStarted(let reason): return .failure(.notStarted(program, reason.description))
            default: return .failure(.missing(program))
            }
        }
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
        _ = HelperProcess.wait(pid)
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
        case .missing(let program): tr("the picture program {program} is missing", ["program": program])
        case .notStarted(let program, let reason):
            tr("the picture program {program} could not be started: {reason}", ["program": program, "reason": reason])
        case .stopped: tr("the picture program stopped")
        case .tooSlow: tr("the picture program took too long")
        case .unreadable: tr("the picture program's answer could not be read")
        }
    }
}
