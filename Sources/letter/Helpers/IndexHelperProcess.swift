import Foundation
import Glibc
import LetterKit
import LetterSystem

/// `letter-index`, the helper executable that keeps the letterbox's SQLite
/// index, run as a coprocess: requests written to its standard input,
/// answers read from its standard output, one frame each (`HelperFrame`).
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
    private let socket: Int32
    private var answers: FrameReader

    /// Starts the helper beside `executable`, as a coprocess on a socket
    /// pair (`HelperProgram.start`).
    init(executable: String? = StationeryFolders.executablePath()) throws(IndexHelperError) {
        guard let executable else { throw .missing(Self.name) }
        let path = FilePath.join(FilePath.folder(of: executable), Self.name)
        let coprocess: HelperProgram.Coprocess
        do throws(HelperFailure) { coprocess = try HelperProgram.at(path).start() } catch {
            switch error.reason {
            case .notStarted(let reason): throw .failed(path, reason.description)
            default: throw .missing(path)
            }
        }
        child = coprocess.pid
        socket = coprocess.socket
        answers = FrameReader(descriptor: coprocess.socket)
    }

    /// Closes the socket, which the helper takes as the end of its work, and
    /// waits for it.
    deinit {
        close(socket)
        _ = HelperProcess.wait(child)
    }

    /// Sends one request: its JSON, a frame.
    func send(_ request: IndexRequest) throws(IndexHelperError) {
        let bytes: [UInt8]
        do { bytes = Array(try JSONEncoder().encode(request)) } catch { throw .failed(Self.name, "\(error)") }
        do { try HelperFrame.write(bytes, to: socket) } catch { throw .stopped }
    }

    /// The next answer: a frame whose first byte says how the rest is read.
    func receive() throws(IndexHelperError) -> IndexAnswer {
        guard case .frame(let payload) = answers.next(), let kind = payload.first else { throw .stopped }
        let body = payload.dropFirst()
        if kind == IndexAnswer.textKind { return .text(String(decoding: body, as: UTF8.self)) }
        do { return try JSONDecoder().decode(IndexAnswer.self, from: Data(body)) } catch {
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
        case .missing(let path): tr("the letterbox's index program is missing: {path}", ["path": path])
        case .failed(let path, let reason):
            tr("the letterbox's index program {path} failed: {reason}", ["path": path, "reason": reason])
        case .stopped: tr("the letterbox's index program ({program}) stopped unexpectedly", ["program": IndexHelperProcess.name])
        }
    }
}
