import FoundationEssentials
import Glibc

/// Questions and answers as frames on a pipe between the program and the
/// picture program: the body's length in decimal and a newline, then the
/// body, a value as JSON.
///
/// Why JSON through Foundation's coder: the values' `Codable` is synthesized,
/// so nothing here knows their shapes; FoundationEssentials (no ICU) is
/// touched only once a picture is asked about, never by a letter without
/// one. Why a length and not a delimiter: a body may hold any byte, and the
/// reader knows before it reads how much is coming and refuses too much.
public enum PictureFrames {
    /// The largest body read: far over a screenful of cells or a drawing's
    /// PNG, so a reader out of step stops instead of eating memory.
    public static let largest = 64 << 20

    /// `value` as a frame, or nil when it cannot be encoded.
    public static func frame<Value: Encodable>(_ value: Value) -> [UInt8]? {
        guard let body = try? JSONEncoder().encode(value) else { return nil }
        return Array("\(body.count)\n".utf8) + Array(body)
    }

    /// The value a frame's body holds, or nil when it holds none of `type`.
    public static func value<Value: Decodable>(_ type: Value.Type, from body: [UInt8]) -> Value? {
        try? JSONDecoder().decode(type, from: Data(body))
    }

    /// Writes all of `frame` to `descriptor`. A socket is written with
    /// `MSG_NOSIGNAL`, so a peer that has gone is an error here rather than
    /// a SIGPIPE that ends the program; anything else with `write`.
    public static func write(_ frame: [UInt8], to descriptor: Int32) -> Bool {
        var written = 0
        var isSocket = true
        return frame.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return true }
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
                guard count > 0 else { return false }
                written += count
            }
            return true
        }
    }
}

/// What reading the next frame came to.
public enum FrameRead: Hashable, Sendable {
    /// A whole frame's body.
    case frame([UInt8])
    /// The other side closed before a frame began.
    case closed
    /// No whole frame within the time allowed.
    case timedOut
    /// A frame cut short, a header that is no length, or a read error.
    case broken(String)
}

/// Reads frames from one descriptor, keeping whatever arrived past a frame
/// for the next.
public struct FrameReader {
    public let descriptor: Int32
    private var pending: [UInt8] = []

    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The next frame's body, waiting at most `milliseconds` in all (for
    /// ever when negative).
    public mutating func next(timeout milliseconds: Int = -1) -> FrameRead {
        let deadline = milliseconds < 0 ? nil : Self.now() + milliseconds
        var length: Int?
        var bodyStart = 0
        while true {
            if length == nil, let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let digits = pending[..<newline]
                guard !digits.isEmpty, digits.count <= 10,
                    digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
                    let count = Int(String(decoding: digits, as: UTF8.self)), count <= PictureFrames.largest
                else { return .broken("a frame's header is not a length") }
                length = count
                bodyStart = newline + 1
            } else if length == nil, pending.count > 11 {
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
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return .broken(String(cString: strerror(errno))) }
            guard count > 0 else { return pending.isEmpty && length == nil ? .closed : .broken("a frame was cut short") }
            pending.append(contentsOf: chunk[..<count])
        }
    }

    /// Milliseconds on the monotonic clock.
    private static func now() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return time.tv_sec * 1000 + time.tv_nsec / 1_000_000
    }
}
