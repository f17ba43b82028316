import Glibc

/// The loop of a helper executable kept running by the program (a
/// coprocess): each frame read on standard input is a question, answered by
/// one frame on standard output, in order, until the input closes.
///
/// One loop for every helper that speaks in payloads, so they end alike: a
/// closed input is the program done with it (status 0); a frame too large,
/// a broken one or an answer that cannot be encoded or written is status 1,
/// which the program's client reads as the helper having failed.
public enum HelperLoop {
    /// Serves questions of at most `limit` bytes with `answer`, which gives
    /// an answer's payload, or nil when it could not be encoded. Never
    /// returns.
    public static func serve(limit: Int = HelperFrame.largest, answer: ([UInt8]) -> [UInt8]?) -> Never {
        var reader = FrameReader(descriptor: STDIN_FILENO, limit: limit)
        while true {
            switch reader.next() {
            case .frame(let body):
                guard let encoded = answer(body) else { exit(1) }
                do { try HelperFrame.write(encoded, to: STDOUT_FILENO) } catch { exit(1) }
            case .closed:
                exit(0)
            case .timedOut, .broken:
                exit(1)
            }
        }
    }
}
