import FoundationEssentials
import LetterSystem

/// Questions and answers as frames between the program and the picture
/// program (`HelperFrame`, read by `FrameReader` with `largest` as its
/// limit), each body a value as JSON.
///
/// Why JSON through Foundation's coder: the values' `Codable` is synthesized,
/// so nothing here knows their shapes; FoundationEssentials (no ICU) is
/// touched only once a picture is asked about, never by a letter without
/// one.
public enum PictureFrames {
    /// The largest body read: far over a screenful of cells or a drawing's
    /// PNG, so a reader out of step stops instead of eating memory.
    public static let largest = 64 << 20

    /// `value` as a frame, or nil when it cannot be encoded.
    public static func frame<Value: Encodable>(_ value: Value) -> [UInt8]? {
        guard let body = try? JSONEncoder().encode(value) else { return nil }
        return HelperFrame.frame(Array(body))
    }

    /// The value a frame's body holds, or nil when it holds none of `type`.
    public static func value<Value: Decodable>(_ type: Value.Type, from body: [UInt8]) -> Value? {
        try? JSONDecoder().decode(type, from: Data(body))
    }

    /// Writes all of `frame` to `descriptor` (`HelperFrame.writeFrame`: a
    /// socket with `MSG_NOSIGNAL`); false when it could not be.
    public static func write(_ frame: [UInt8], to descriptor: Int32) -> Bool {
        do { try HelperFrame.writeFrame(frame, to: descriptor) } catch { return false }
        return true
    }
}
