import Glibc

/// One message between the program and a helper executable that it keeps
/// running (a coprocess): its length in decimal digits and a line feed,
/// then that many bytes. What the bytes are (JSON, a kind byte and text) is
/// the caller's: the frame only carries them.
///
/// Why a length and not a delimiter: a message is encoded data that may hold
/// any byte, and the reader knows before it reads how much is coming and
/// refuses too much. Why decimal: a frame read by hand (`od -c`) says what it
/// is. Both ends of every coprocess use this one type and `FrameReader`, the
/// program's clients and the helpers' loops, so no two can disagree on the
/// format.
public enum HelperFrame {
    /// The most digits a length may have: a header longer than that is
    /// refused before anything is allocated for it.
    public static let digitLimit = 10

    /// The largest payload a reader takes unless told otherwise.
    public static let largest = 1 << 30

    /// `payload` as one frame: header and bytes.
    public static func frame(_ payload: [UInt8]) -> [UInt8] {
        var frame = Array("\(payload.count)\n".utf8)
        frame.reserveCapacity(frame.count + payload.count)
        frame += payload
        return frame
    }

    /// Writes `payload` as one frame, whole.
    public static func write(_ payload: [UInt8], to descriptor: Int32) throws(SystemError) {
        try writeFrame(frame(payload), to: descriptor)
    }

    /// Writes all of a frame already made (`frame`) to `descriptor`. A socket
    /// is written with `MSG_NOSIGNAL`, so a peer that has gone is EPIPE here
    /// rather than a SIGPIPE that ends the process; anything else (a pipe, a
    /// file) with `write`.
    public static func writeFrame(_ frame: [UInt8], to descriptor: Int32) throws(SystemError) {
        var written = 0
        var isSocket = true
        let failure: Int32? = frame.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return nil }
            while written < buffer.count {
                let count =
                    isSocket
                    ? send(descriptor, base + written, buffer.count - written, Int32(MSG_NOSIGNAL))
                    : Glibc.write(descriptor, base + written, buffer.count - written)
                if count < 0, errno == ENOTSOCK, isSocket {
                    isSocket = false
                    continue
                }
                if count < 0, errno == EINTR { continue }
                if count < 0 { return errno }
                if count == 0 { return EIO }
                written += count
            }
            return nil
        }
        if let failure { throw SystemError(failure) }
    }
}

/// What reading the next frame came to.
public enum FrameRead: Hashable, Sendable {
    /// A whole frame's payload.
    case frame([UInt8])
    /// The other side closed before a frame began (the normal end of a
    /// conversation).
    case closed
    /// No whole frame within the time allowed.
    case timedOut
    /// A frame cut short, a header that is no length (or too long), or a
    /// read error.
    case broken(String)
}

/// Reads `HelperFrame`s from one descriptor, a large read at a time, keeping
/// whatever arrived past a frame for the next; with a timeout for a caller
/// that must not wait for ever on a helper stuck in a decoder.
public struct FrameReader {
    public let descriptor: Int32
    /// The largest payload taken: a reader out of step stops instead of
    /// eating memory.
    public let limit: Int
    private var pending: [UInt8] = []

    public init(descriptor: Int32, limit: Int = HelperFrame.largest) {
        self.descriptor = descriptor
        self.limit = limit
    }

    /// The next frame's payload, waiting at most `milliseconds` in all (for
    /// ever when negative).
    public mutating func next(timeout milliseconds: Int = -1) -> FrameRead {
        let deadline = milliseconds < 0 ? nil : Self.now() + milliseconds
        var length: Int?
        var bodyStart = 0
        while true {
            if length == nil, let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let digits = pending[..<newline]
                guard !digits.isEmpty, digits.count <= HelperFrame.digitLimit,
                    digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
                    let count = Int(String(decoding: digits, as: UTF8.self)), count <= limit
                else { return .broken("a frame's header is not a length") }
                length = count
                bodyStart = newline + 1
            } else if length == nil, pending.count > HelperFrame.digitLimit + 1 {
                return .broken("a frame's header is not a length")
            }
            if let length, pending.count - bodyStart >= length {
                let body = Array(pending[bodyStart..<(bodyStart + length)])
                pending.removeFirst(bodyStart + length)
                return .frame(body)
            }
            if let deadline {
                let left = deadline - Self.now()
                guard left > 0 else { return .timedOut }
                var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                let ready = poll(&poller, 1, Int32(clamping: left))
                if ready < 0, errno == EINTR { continue }
                guard ready > 0 else { return ready == 0 ? .timedOut : .broken(String(cString: strerror(errno))) }
            }
            // Read into room left uninitialized: zeroing 64 KiB first was
            // most of what taking a short answer cost.
            var count = 0
            var failure: Int32 = 0
            let chunk = [UInt8](unsafeUninitializedCapacity: 1 << 16) { buffer, initialized in
                count = read(descriptor, buffer.baseAddress, buffer.count)
                failure = count < 0 ? errno : 0
                initialized = Swift.max(count, 0)
            }
            if count < 0, failure == EINTR { continue }
            guard count >= 0 else { return .broken(String(cString: strerror(failure))) }
            guard count > 0 else { return pending.isEmpty && length == nil ? .closed : .broken("a frame was cut short") }
            pending.append(contentsOf: chunk)
        }
    }

    /// Milliseconds on the monotonic clock.
    private static func now() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return time.tv_sec * 1000 + time.tv_nsec / 1_000_000
    }
}
