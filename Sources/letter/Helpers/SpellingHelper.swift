import Glibc
import LetterKit
import LetterSystem

/// The program's side of `letter-spell`, the helper executable that holds
/// Hunspell and its dictionaries, run as a coprocess (`HelperProgram.start`,
/// one `HelperFrame` a question and one an answer, JSON by `HelperCoding`).
///
/// Started by the first question, that is the first word that has to be
/// looked up (the editor asks only with spelling on and text to check), and
/// kept while this value lives, so each dictionary is loaded once per run.
///
/// A helper that is missing, dies, answers nonsense or takes longer than
/// `timeout` is a `SpellingProblem.helperFailed` naming what went wrong,
/// for this question and every later one: the editor stops marking and says
/// so once, `letter spell` prints it and exits 2. The letter is not touched.
///
/// Limitations: one question at a time, from the thread that asks.
final class SpellingHelper {
    static let name = "letter-spell"
    /// How long an answer may take: loading the Korean dictionary takes
    /// about 0.6 s; this much is a helper that is stuck.
    static let timeout = 30_000

    private let folder: String?
    private var running: (coprocess: HelperProgram.Coprocess, reader: FrameReader)?
    private var failure: SpellingProblem?

    /// The helper found in `folder` (default: beside the running executable).
    init(folder: String? = HelperProgram.executableFolder) {
        self.folder = folder
    }

    deinit { stop() }

    /// The answer to `question`, starting the helper first (and asking it
    /// `opening` first) when it is not running yet.
    func ask(_ question: SpellingQuestion, opening: @autoclosure () -> SpellingQuestion) throws(SpellingProblem)
        -> SpellingAnswer
    {
        if let failure { throw failure }
        do throws(HelperFailure) {
            if running == nil {
                let coprocess = try HelperProgram.named(Self.name, folder: folder).start()
                running = (coprocess, FrameReader(descriptor: coprocess.socket))
                guard try exchange(opening()) == .done else { throw HelperFailure(program: Self.name, reason: .garbled) }
            }
            return try exchange(question)
        } catch {
            stop()
            let problem = SpellingProblem.helperFailed(reason: error.description)
            failure = problem
            throw problem
        }
    }

    /// The answer to `question` from a helper already running; nil when none
    /// is (not started yet, or failed), which then has nothing to be told.
    func askIfRunning(_ question: SpellingQuestion) throws(SpellingProblem) -> SpellingAnswer? {
        guard running != nil, failure == nil else { return nil }
        return try ask(question, opening: question)
    }

    /// Sends `question` to the running helper and reads its answer.
    private func exchange(_ question: SpellingQuestion) throws(HelperFailure) -> SpellingAnswer {
        guard let socket = running?.coprocess.socket, let bytes = HelperCoding.encode(question) else {
            throw HelperFailure(program: Self.name, reason: .garbled)
        }
        do { try HelperFrame.write(bytes, to: socket) } catch { throw ended() }
        guard var reader = running?.reader else { throw HelperFailure(program: Self.name, reason: .garbled) }
        let read = reader.next(timeout: Self.timeout)
        running?.reader = reader
        switch read {
        case .frame(let body):
            guard let answer = HelperCoding.decode(SpellingAnswer.self, from: body) else {
                throw HelperFailure(program: Self.name, reason: .garbled)
            }
            return answer
        case .closed, .broken: throw ended()
        case .timedOut: throw HelperFailure(program: Self.name, reason: .tooSlow(seconds: Self.timeout / 1000))
        }
    }

    /// The helper went away: how it ended (it is reaped here).
    private func ended() -> HelperFailure {
        guard let pid = running?.coprocess.pid, let socket = running?.coprocess.socket else {
            return HelperFailure(program: Self.name, reason: .garbled)
        }
        close(socket)
        running = nil
        return HelperFailure(program: Self.name, reason: .ended(HelperProcess.wait(pid)))
    }

    /// Ends the helper (it may be stuck) and reaps it.
    private func stop() {
        guard let coprocess = running?.coprocess else { return }
        running = nil
        close(coprocess.socket)
        kill(coprocess.pid, SIGKILL)
        _ = HelperProcess.wait(coprocess.pid)
    }
}
