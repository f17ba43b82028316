import Glibc
import LetterSystem

/// Feeds a child's standard input while reading its standard output and
/// error, all three at once, until both outputs end.
///
/// Why at once: a pipe holds 64 KiB. Writing a large input whole before
/// reading would block for ever if the child answers (or complains) before
/// it has read everything; reading one output to its end before the other
/// blocks when the child fills the other. `poll` moves whichever is ready.
struct PipePump {
    private var input: [UInt8]
    private var written = 0
    private var inputEnd: Int32
    private var outputEnd: Int32
    private var errorEnd: Int32
    /// What the child wrote on its standard output and error.
    private(set) var output: [UInt8] = []
    private(set) var errorOutput: [UInt8] = []

    /// Takes the three descriptors over: `run` closes them.
    init(input: [UInt8], inputEnd: Int32, outputEnd: Int32, errorEnd: Int32) {
        self.input = input
        self.inputEnd = inputEnd
        self.outputEnd = outputEnd
        self.errorEnd = errorEnd
    }

    /// Moves the bytes until both outputs end; nil, or the failure that
    /// stopped it (the descriptors are closed either way). A child that
    /// stops reading early is not a failure here: its status says why.
    mutating func run() -> SystemError? {
        _ = fcntl(inputEnd, F_SETFL, fcntl(inputEnd, F_GETFL) | O_NONBLOCK)
        if input.isEmpty { closeInput() }
        var failure: SystemError?
        while outputEnd >= 0 || errorEnd >= 0 {
            var watched: [pollfd] = []
            if inputEnd >= 0 { watched.append(pollfd(fd: inputEnd, events: Int16(POLLOUT), revents: 0)) }
            if outputEnd >= 0 { watched.append(pollfd(fd: outputEnd, events: Int16(POLLIN), revents: 0)) }
            if errorEnd >= 0 { watched.append(pollfd(fd: errorEnd, events: Int16(POLLIN), revents: 0)) }
            if poll(&watched, nfds_t(watched.count), -1) < 0 {
                if errno == EINTR { continue }
                failure = SystemError.current
                break
            }
            for entry in watched where entry.revents != 0 {
                if entry.fd == inputEnd {
                    feed()
                } else if entry.fd == outputEnd {
                    if let problem = Self.drain(&outputEnd, into: &output) { failure = problem }
                } else if entry.fd == errorEnd {
                    if let problem = Self.drain(&errorEnd, into: &errorOutput) { failure = problem }
                }
            }
            if failure != nil { break }
        }
        closeInput()
        for end in [outputEnd, errorEnd] where end >= 0 { close(end) }
        outputEnd = -1
        errorEnd = -1
        return failure
    }

    /// Writes what the pipe takes; at the end, or when the child has closed
    /// its end (EPIPE), closes ours so it sees the end of its input.
    private mutating func feed() {
        let count = input.withUnsafeBytes { buffer in
            write(inputEnd, buffer.baseAddress.map { $0 + written }, buffer.count - written)
        }
        if count < 0 {
            if errno == EINTR || errno == EAGAIN { return }
            closeInput()
            return
        }
        written += count
        if written == input.count { closeInput() }
    }

    private mutating func closeInput() {
        if inputEnd >= 0 { close(inputEnd) }
        inputEnd = -1
    }

    /// Reads what is there into `bytes`; closes `end` at its end.
    private static func drain(_ end: inout Int32, into bytes: inout [UInt8]) -> SystemError? {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = chunk.withUnsafeMutableBytes { read(end, $0.baseAddress, $0.count) }
        if count < 0 {
            if errno == EINTR || errno == EAGAIN { return nil }
            let failure = SystemError.current
            close(end)
            end = -1
            return failure
        }
        if count == 0 {
            close(end)
            end = -1
            return nil
        }
        bytes.append(contentsOf: chunk[..<count])
        return nil
    }
}
