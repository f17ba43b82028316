import Glibc
import LetterKit

/// A moment in the machine's local time zone, as the letterbox writes it:
/// the day of a file's change in `--list`, the deletion date of a trash entry.
/// In LetterSystem because `letter-index` writes the `--list` lines too.
public struct LocalTime: Sendable {
    public var year: Int
    public var month: Int
    public var day: Int
    public var hour: Int
    public var minute: Int
    public var second: Int

    /// `seconds` since 1970 in local time (the TZ variable, else
    /// /etc/localtime); the epoch in UTC for a time the C library cannot
    /// convert (years past its range).
    public init(secondsSinceEpoch seconds: Int64) {
        var time = time_t(truncatingIfNeeded: seconds)
        var parts = tm()
        if localtime_r(&time, &parts) == nil {
            var epoch: time_t = 0
            _ = gmtime_r(&epoch, &parts)
        }
        year = Int(parts.tm_year) + 1900
        month = Int(parts.tm_mon) + 1
        day = Int(parts.tm_mday)
        hour = Int(parts.tm_hour)
        minute = Int(parts.tm_min)
        second = Int(parts.tm_sec)
    }

    /// The local clock's offset from UTC now, in seconds: what the box's
    /// rows and its "newest first" count days in.
    public static var utcOffset: Int {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        return parts.tm_gmtoff
    }

    /// Now.
    public static var now: LocalTime { LocalTime(secondsSinceEpoch: Int64(time(nil))) }

    /// `YYYY-MM-DD`.
    public var dayText: String { BoxListing.day(year: year, month: month, day: day) }

    /// `YYYY-MM-DDThh:mm:ss`, the trash specification's deletion date.
    public var trashDate: String {
        TrashInfo.date(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
    }
}
