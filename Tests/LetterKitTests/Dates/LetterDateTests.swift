import Testing

@testable import LetterKit

/// Today's date as a letter writes it: each language's own form, the
/// strftime directives `date_format` takes, and days at the calendar's edges.
@Suite("Dates: today's date in the letter's language")
struct LetterDateTests {
    static func day(_ year: Int, _ month: Int, _ day: Int) throws -> CalendarDay {
        try #require(CalendarDay(year: year, month: month, day: day))
    }

    /// (language, year, month, day, the date written)
    static let languageForms: [(DateLanguage, Int, Int, Int, String)] = [
        (.english, 2026, 11, 24, "24 November 2026"),
        (.english, 2026, 1, 1, "1 January 2026"),
        (.english, 2024, 2, 29, "29 February 2024"),
        (.korean, 2026, 11, 24, "2026년 11월 24일"),
        (.korean, 2026, 3, 5, "2026년 3월 5일"),
        (.korean, 2026, 12, 31, "2026년 12월 31일"),
        (.japanese, 2026, 11, 24, "2026年11月24日"),
        (.japanese, 2026, 4, 9, "2026年4月9日"),
        (.german, 2026, 11, 24, "24. November 2026"),
        (.german, 2026, 3, 1, "1. März 2026"),
        (.french, 2026, 11, 24, "24 novembre 2026"),
        (.french, 2026, 8, 1, "1er août 2026"),
        (.french, 2026, 2, 2, "2 février 2026"),
        (.spanish, 2026, 11, 24, "24 de noviembre de 2026"),
        (.spanish, 2026, 9, 7, "7 de septiembre de 2026"),
        (.iso, 2026, 11, 24, "2026-11-24"),
        (.iso, 2026, 3, 5, "2026-03-05"),
    ]

    @Test(arguments: languageForms)
    func eachLanguageWritesTheDayInItsOwnForm(
        language: DateLanguage, year: Int, month: Int, day: Int, expected: String
    ) throws {
        #expect(LetterDate(language: language).text(for: try Self.day(year, month, day)) == expected)
    }

    /// (pattern, the text on Tuesday 3 March 2026, in English)
    static let directives: [(String, String)] = [
        ("%Y-%m-%d", "2026-03-03"),
        ("%d/%m/%Y", "03/03/2026"),
        ("%e", " 3"),
        ("%-d.%-m.", "3.3."),
        ("%-e", "3"),
        ("%A, %B %-d", "Tuesday, March 3"),
        ("%a %b", "Tue Mar"),
        ("100%%", "100%"),
        ("Seoul, %Y", "Seoul, 2026"),
        ("", ""),
    ]

    @Test(arguments: directives)
    func strftimeDirectivesAreWritten(pattern: String, expected: String) throws {
        let date = LetterDate(language: .english, format: pattern)
        #expect(date.text(for: try Self.day(2026, 3, 3)) == expected)
    }

    /// A directive the format does not know is kept as written, so a
    /// mistyped `date_format` shows itself in the letter.
    @Test(arguments: [("%Q", "%Q"), ("%H:%M", "%H:%M"), ("at %", "at %"), ("%-", "%-"), ("%-Y", "%-Y"), ("%-%", "%-%")])
    func anUnknownDirectiveIsKeptLiterally(pattern: String, expected: String) throws {
        #expect(LetterDate(format: pattern).text(for: try Self.day(2026, 3, 3)) == expected)
    }

    /// A `date_format` takes the letter's language's names.
    @Test(arguments: [
        (DateLanguage.korean, "%A %B", "화요일 3월"), (.korean, "(%a)", "(화)"), (.german, "%A, %-d. %b", "Dienstag, 3. Mär"),
        (.french, "%A %-d %B", "mardi 3 mars"), (.spanish, "%a %b", "mar mar"), (.japanese, "%a", "火"),
        (.iso, "%A %B", "Tuesday March"),
    ])
    func aFormatTakesTheLanguagesNames(language: DateLanguage, pattern: String, expected: String) throws {
        #expect(LetterDate(language: language, format: pattern).text(for: try Self.day(2026, 3, 3)) == expected)
    }

    /// Weekdays across month ends, leap days and centuries (checked
    /// against `date -d`).
    @Test(arguments: [
        (2026, 11, 24, "Tuesday"), (2026, 11, 30, "Monday"), (2026, 12, 1, "Tuesday"), (2026, 12, 31, "Thursday"),
        (2027, 1, 1, "Friday"), (2024, 2, 29, "Thursday"), (2024, 3, 1, "Friday"), (2000, 2, 29, "Tuesday"),
        (1900, 2, 28, "Wednesday"), (1900, 3, 1, "Thursday"), (1970, 1, 1, "Thursday"), (1, 1, 1, "Monday"),
    ])
    func weekdaysHoldAcrossMonthEndsAndLeapDays(year: Int, month: Int, day: Int, weekday: String) throws {
        #expect(LetterDate(format: "%A").text(for: try Self.day(year, month, day)) == weekday)
    }

    /// Days the calendar does not have are no days.
    @Test(arguments: [(2026, 2, 29), (2100, 2, 29), (2026, 4, 31), (2026, 13, 1), (2026, 0, 10), (0, 1, 1), (2026, 1, 0)])
    func aDayTheCalendarLacksIsNotMade(year: Int, month: Int, day: Int) {
        #expect(CalendarDay(year: year, month: month, day: day) == nil)
    }

    /// (front matter's lang:, LANG, the language chosen)
    static let languageSources: [(String?, String?, DateLanguage)] = [
        ("ko", "en_US.UTF-8", .korean),
        ("ko-KR", nil, .korean),
        ("de_DE", "ko_KR.UTF-8", .german),
        (nil, "ko_KR.UTF-8", .korean),
        (nil, "fr_CA.UTF-8", .french),
        (nil, "es_ES@euro", .spanish),
        (nil, "ja_JP.eucJP", .japanese),
        (nil, "en_GB.UTF-8", .english),
        ("", "ja_JP.UTF-8", .japanese),
        (nil, "C.UTF-8", .english),
        (nil, "POSIX", .english),
        (nil, nil, .english),
        ("pt-BR", "ko_KR.UTF-8", .iso),
        (nil, "ru_RU.UTF-8", .iso),
        ("EN", nil, .english),
    ]

    @Test(arguments: languageSources)
    func theLanguageIsTheFrontMattersThenLangsThenEnglish(declared: String?, locale: String?, expected: DateLanguage) {
        #expect(DateLanguage.of(declared: declared, locale: locale) == expected)
    }
}
