/// A day of the proleptic Gregorian calendar, as the letterbox shows a
/// file's modification time: "2025-10-14".
///
/// Representation: year, month (1–12), day (1–31), from seconds since 1970
/// and the user's offset from UTC (which only the program can ask the
/// system for), by Howard Hinnant's days-to-civil algorithm: no calendar
/// library, no time zone database.
///
/// Limitations: the offset is today's; a file changed on the other side of
/// a daylight-saving change may show the day an hour's shift away.
public struct CalendarDay: Hashable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    public init(secondsSince1970 seconds: Int64, utcOffset: Int = 0) {
        // Held within a few million years, where the arithmetic cannot overflow.
        let limit: Int64 = 100_000_000_000_000
        let local = max(-limit, min(limit, seconds)) + Int64(max(-86_400, min(86_400, utcOffset)))
        // Floor division, so a time before 1970 falls on the day before.
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        day = Int(dayOfYear - (153 * monthIndex + 2) / 5 + 1)
        month = Int(monthIndex < 10 ? monthIndex + 3 : monthIndex - 9)
        year = Int(yearOfEra + era * 400 + (month <= 2 ? 1 : 0))
    }

    /// YYYY-MM-DD.
    public var description: String {
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let digits = String(abs(year))
        return (year < 0 ? "-" : "") + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + "-"
            + two(month) + "-" + two(day)
    }
}
