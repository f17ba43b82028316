/// What a field checks when it is left: what no single keystroke can decide,
/// because the text is only whole once the person moves on.
///
/// An empty field is always valid: it was left blank, which is not an error.
public enum FieldValidator: Hashable, Sendable {
    case none
    /// An address as RFC 5321/5322 and common validators take it
    /// (`EmailAddress`); the domain is normalised (NFKC, lower case), the name
    /// before the "@" kept as typed: only its server may interpret it.
    case email
    /// A real date written YYYY-MM-DD, in the Gregorian calendar (leap years
    /// included), from 0001-01-01.
    case isoDate
    /// As `isoDate`, or the word `today` in any case (kept lower-cased): the
    /// envelope form's date, where a person writes the word rather than
    /// looking up the day's digits, and the editor puts the date in on closing.
    case isoDateOrToday

    /// The text to keep (normalised), or why it is wrong.
    public func validate(_ text: String) -> Result<String, FieldProblem> {
        guard !text.isEmpty else { return .success(text) }
        switch self {
        case .none:
            return .success(text)
        case .email:
            return EmailAddress.checked(text).mapError(FieldProblem.email)
        case .isoDate:
            return Self.checkDate(text).mapError(FieldProblem.date)
        case .isoDateOrToday:
            if text.lowercased() == EnvelopeField.todayWord { return .success(EnvelopeField.todayWord) }
            return Self.checkDate(text).mapError(FieldProblem.date)
        }
    }

    private static func checkDate(_ text: String) -> Result<String, DateProblem> {
        let characters = Array(text)
        let digits = characters.filter(\.isPhoneDigit).compactMap(\.wholeNumberValue)
        let dashes = characters.indices.filter { characters[$0] == "-" }
        guard digits.count == 8, characters.count == 10, dashes == [4, 7] else { return .failure(.incomplete) }
        let year = digits[0..<4].reduce(0) { $0 * 10 + $1 }
        let month = digits[4] * 10 + digits[5]
        let day = digits[6] * 10 + digits[7]
        if year == 0 { return .failure(.noYearZero) }
        guard (1...12).contains(month) else { return .failure(.noSuchMonth(month)) }
        guard (1...Gregorian.days(inMonth: month, of: year)).contains(day) else {
            return .failure(.noSuchDay(day: day, month: month, year: year))
        }
        return .success(text)
    }
}

/// The Gregorian calendar's months, for checking dates by hand: LetterKit has
/// no Foundation.
enum Gregorian {
    /// Every fourth year, except centuries not divisible by 400 (1900 was not
    /// a leap year, 2000 was).
    static func isLeap(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// The days in `month` (1...12) of `year`; 0 for a month that does not exist.
    static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 1, 3, 5, 7, 8, 10, 12: 31
        case 4, 6, 9, 11: 30
        case 2: isLeap(year) ? 29 : 28
        default: 0
        }
    }
}
