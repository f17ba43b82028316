/// What the program read from a video's or a sound's container, before
/// decoding anything heavy: what every writer of the letter shows of it (the
/// block's frame and length, the card, the status row while it plays, the
/// exports).
public struct MediaFacts: Hashable, Sendable, Codable {
    public var kind: MediaKind
    /// How long it plays, in whole milliseconds; nil when the container
    /// does not say (a stream, a file cut short).
    public var milliseconds: Int64?
    /// A video's picture size in pixels; nil for a sound.
    public var width: Int?
    public var height: Int?
    public var bytes: Int64

    public init(kind: MediaKind, milliseconds: Int64?, width: Int? = nil, height: Int? = nil, bytes: Int64) {
        self.kind = kind
        self.milliseconds = milliseconds
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// The length as a person reads it on a player ("0:42"), or nil.
    public var lengthText: String? { milliseconds.map { MediaTime(milliseconds: $0).text } }
}

/// A point in, or the length of, a video or sound, written as players write
/// it: minutes and seconds ("0:07", "12:30"), hours only when there are some
/// ("1:02:03"). Seconds are cut, not rounded, so a clock counting up never
/// shows the length before the end.
public struct MediaTime: Hashable, Sendable, Comparable {
    public var milliseconds: Int64

    public init(milliseconds: Int64) {
        self.milliseconds = max(0, milliseconds)
    }

    public var text: String {
        let seconds = milliseconds / 1000
        let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        let twoDigits = { (value: Int64) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(minutes):\(twoDigits(rest))"
    }

    public static func < (left: MediaTime, right: MediaTime) -> Bool { left.milliseconds < right.milliseconds }
}
