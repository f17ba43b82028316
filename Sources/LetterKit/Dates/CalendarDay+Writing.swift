/// A day as a letter writes it: made from its parts (tests and the
/// envelope), its weekday for `%A`.
extension CalendarDay {
    /// Nil for a day the calendar does not have (month 13, 30 February, year 0).
    public init?(year: Int, month: Int, day: Int) {
        guard year >= 1, (1...12).contains(month), (1...Gregorian.days(inMonth: month, of: year)).contains(day) else {
            return nil
        }
        self.year = year
        self.month = month
        self.day = day
    }

    /// 0 for Sunday through 6 for Saturday (Sakamoto's method), for any
    /// year the proleptic Gregorian calendar counts.
    public var weekday: Int {
        let offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
        let year = month < 3 ? self.year - 1 : self.year
        // Floor division, so the years before 1 keep the cycle.
        func floor(_ value: Int, _ divisor: Int) -> Int { value >= 0 ? value / divisor : (value - divisor + 1) / divisor }
        let sum = year + floor(year, 4) - floor(year, 100) + floor(year, 400) + offsets[month - 1] + day
        return (sum % 7 + 7) % 7
    }
}
