import Glibc
import LetterKit

/// One message on a pipe between the program and a helper executable that it
/// keeps running (a coprocess): its length in decimal digits and a line feed,
/// then that many bytes.
///
/// Why a length and not a delimiter: a message is encoded data that may hold
/// any byte; why decimal: a frame read by hand (`od -c`) says what it is. Both
/// ends use this one type, the program's client and the helper's loop, so
/// the two cannot disagree on the format.
public enum HelperFrame {
    /// The most digits a length may have: a frame announcing more is refused
    /// (EPROTO) before anything is allocated for it.
    static let digitLimit = 12

    /// Writes `payload` as one frame, whole.
    public static func write(_ payload: [UInt8], to descriptor: Int32) throws(SystemError) {
        try System.writeAll(Array("\(payload.count)\n".utf8) + payload, to: descriptor)
    }

    /// Reads one frame's payload; nil when the input ends before a frame
    /// starts (the other end closed it: the normal end of a conversation).
    /// An input that ends inside a frame, or a header that is not a length,
    /// is EPROTO; a frame longer than `limit` bytes is EMSGSIZE.
    public static func read(from descriptor: Int32, limit: Int = 1 << 30) throws(SystemError) -> [UInt8]? {
        var length = 0
        var digits = 0
        while true {
            var byte: UInt8 = 0
            let count = Glibc.read(descriptor, &byte, 1)
            if count < 0 {
                if errno == EINTR { continue }
                throw SystemError.current
            }
            if count == 0 {
                if digits == 0 { return nil }
                throw SystemError(EPROTO)
            }
            if byte == UInt8(ascii: "\n"), digits > 0 { break }
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte), digits < digitLimit else {
                throw SystemError(EPROTO)
            }
            length = length * 10 + Int(byte - UInt8(ascii: "0"))
            digits += 1
        }
        guard length <= limit else { throw SystemError(EMSGSIZE) }
        var payload = [UInt8](repeating: 0, count: length)
        var filled = 0
        while filled < length {
            let count = payload.withUnsafeMutableBytes { buffer in
                Glibc.read(descriptor, buffer.baseAddress.map { $0 + filled }, length - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw SystemError.current
            }
            if count == 0 { throw SystemError(EPROTO) }
            filled += count
        }
        return payload
    }
}
