import Glibc
import LetterSystem

/// A helper kept running and asked one request at a time: a frame out on
/// its standard input, a frame back on its standard output
/// (`HelperFrame`), in order. For a helper worth keeping between requests
/// (one that holds a decoder or an open index); `HelperProgram.start`
/// makes one.
///
/// One caller at a time: a request and its answer are not interleaved with
/// another's. When the helper ends (it crashed, or was killed), the request
/// under way fails with why, and so does every later one: the caller starts
/// another if it wants to try again.
final class HelperCoprocess {
    let program: String
    private let pid: pid_t
    private var input: Int32
    private var output: Int32
    /// How it ended, once it has: the failure every later request gets.
    private(set) var ended: HelperFailure?

    init(program: String, pid: pid_t, input: Int32, output: Int32) {
        self.program = program
        self.pid = pid
        self.input = input
        self.output = output
    }

    /// Whether it can still be asked.
    var isRunning: Bool { ended == nil }

    /// Sends `request` as one frame and reads one frame back: the answer, or
    /// why there is none.
    func ask(_ request: [UInt8]) throws(HelperFailure) -> [UInt8] {
        if let ended { throw ended }
        do throws(SystemError) {
            try HelperFrame.write(request, to: input)
            if let answer = try HelperFrame.read(from: output) { return answer }
        } catch {
            throw stop(error.code == EPROTO || error.code == EMSGSIZE ? .garbled : .pipe(error))
        }
        throw stop(nil)
    }

    /// Ends the conversation: closes its input, which a helper takes as the
    /// end of its work, and waits for it.
    func finish() {
        guard ended == nil else { return }
        _ = stop(nil)
    }

    /// Closes both pipes and reaps the helper (killing it first when its
    /// answer was garbled: it cannot be trusted to end by itself). The
    /// failure kept for later requests is `reason`, else how it ended.
    private func stop(_ reason: HelperFailure.Reason?) -> HelperFailure {
        close(input)
        input = -1
        if reason == .garbled { kill(pid, SIGKILL) }
        close(output)
        output = -1
        let status = HelperProcess.wait(pid)
        let failure = HelperFailure(program: program, reason: reason ?? .ended(status))
        ended = failure
        return failure
    }

    deinit { finish() }
}
