import LetterKit
import Testing

/// The date field: digits become YYYY-MM-DD as typed, and leaving it checks
/// that the date is real.
@Suite("Fields: date")
struct DateFieldTests {
    @Test func digitsBecomeADateAsTheyAreTyped() {
        var field = TextField(rules: .date)
        let shown = ["2", "20", "202", "2024", "2024-0", "2024-02", "2024-02-2", "2024-02-29"]
        for (digit, expected) in zip("20240229", shown) {
            _ = field.apply(.character(digit))
            #expect(FieldMarkup.marked(field) == expected + "|")
        }
        // Dashes typed where they go are the formatter's own: nothing is refused.
        assertField("|", "2024-02-29", "2024-02-29|", rules: .date)
        assertField("|", "2024-x", "2024|", rules: .date, refused: .onlyAllowed([.digit]))
        // A dash typed before a dash steps over it; elsewhere it changes nothing.
        assertField("2024|-02", "-", "2024-|02", rules: .date)
        assertField("20|24-02", "-", "20|24-02", rules: .date)
    }

    @Test(arguments: [
        ("2024-0|1-1", "2", "2024-02|-11"),
        ("2024-|01-1", "1", "2024-1|0-11"),
        ("2024-02-|11", "<bs>", "2024-0|1-1"),
        ("2024-02|-11", "<del>", "2024-02|-1"),
        ("20|24-02-11", "<bs>", "2|240-21-1"),
    ] as [(String, String, String)])
    func theCursorStaysWithItsDigit(before: String, keys: String, after: String) {
        assertField(before, keys, after, rules: .date)
    }

    @Test(arguments: [
        ("2024-02-29", nil),
        ("2000-02-29", nil),
        ("2026-12-31", nil),
        ("0001-01-01", nil),
        ("", nil),
        ("2023-02-29", DateProblem.noSuchDay(day: 29, month: 2, year: 2023)),
        ("1900-02-29", .noSuchDay(day: 29, month: 2, year: 1900)),
        ("2026-04-31", .noSuchDay(day: 31, month: 4, year: 2026)),
        ("2026-01-00", .noSuchDay(day: 0, month: 1, year: 2026)),
        ("2026-13-01", .noSuchMonth(13)),
        ("2026-00-10", .noSuchMonth(0)),
        ("0000-01-01", .noYearZero),
        ("2024-02", .incomplete),
        ("2024", .incomplete),
    ] as [(String, DateProblem?)])
    func leavingChecksTheDateIsReal(text: String, problem: DateProblem?) {
        var field = TextField(text, rules: .date)
        field.focus()
        let found = field.leave()
        #expect(found == problem.map(FieldProblem.date))
        #expect(field.state == (problem.map { .error(.date($0)) } ?? .normal))
        // The text stays as typed either way: nothing is lost.
        #expect(field.text == text)
    }

    @Test func theErrorsSayWhatIsWrong() {
        #expect(DateProblem.noSuchDay(day: 29, month: 2, year: 2023).description == "February 2023 has 28 days")
        #expect(DateProblem.noSuchDay(day: 0, month: 1, year: 2026).description == "there is no day 00")
        #expect(DateProblem.noSuchMonth(13).description == "there is no month 13 (01 to 12)")
        #expect(DateProblem.incomplete.description == "a date needs all 8 digits: YYYY-MM-DD")
        var field = TextField("2023-02-29", rules: .date)
        field.leave()
        #expect(field.message == "February 2023 has 28 days")
    }
}

/// The e-mail field: no spaces as typed; on leaving one "@", a name and a
/// domain with a dot and no empty labels, and the domain lower-cased.
@Suite("Fields: e-mail")
struct EmailFieldTests {
    @Test(arguments: [
        ("min@example.com", "min@example.com"),
        ("Min@Example.COM", "Min@example.com"),
        ("min.ji+letters@mail.Example.co.KR", "min.ji+letters@mail.example.co.kr"),
        ("민지@예시.한국", "민지@예시.한국"),
        ("", ""),
    ])
    func aGoodAddressIsKeptWithItsDomainLowerCased(typed: String, kept: String) {
        var field = TextField(typed, rules: .email)
        field.focus()
        #expect(field.leave() == nil)
        #expect(field.state == .normal)
        #expect(field.text == kept)
    }

    @Test(arguments: [
        ("minexample.com", EmailProblem.noAt),
        ("min@ex@ample.com", .severalAts(2)),
        ("a@b@c@d.e", .severalAts(3)),
        ("@example.com", .emptyLocalPart),
        ("min@", .emptyDomain),
        ("min@example", .domainWithoutDot),
        ("a@b..c", .emptyDomainLabel),
        ("a@.b", .domainStartsWithDot),
        ("a@b.c.", .domainEndsWithDot),
        ("a@.", .domainStartsWithDot),
    ] as [(String, EmailProblem)])
    func aBadAddressShowsWhatIsWrong(typed: String, problem: EmailProblem) {
        var field = TextField(typed, rules: .email)
        field.focus()
        #expect(field.leave() == .email(problem))
        #expect(field.state == .error(.email(problem)))
        #expect(field.message == problem.description.prefix(1).uppercased() + problem.description.dropFirst())
        // Kept as typed, domain case and all: the person fixes it.
        #expect(field.text == typed)
    }

    @Test func theErrorsSayWhatIsWrong() {
        #expect(EmailProblem.noAt.description == "an e-mail address needs an \u{201C}@\u{201D}, as in name@example.com")
        #expect(EmailProblem.severalAts(2).description == "an e-mail address has one \u{201C}@\u{201D}, not 2")
        #expect(EmailProblem.emptyDomainLabel.description == "the domain has two dots in a row")
        #expect(EmailProblem.domainWithoutDot.description == "the domain after the \u{201C}@\u{201D} needs a dot, as in example.com")
    }

    @Test func spacesAreRefusedAsTyped() {
        assertField("min|", " ", "min|", rules: .email, refused: .refused(.whitespace))
        assertField("min|", "@ex.com", "min@ex.com|", rules: .email)
    }
}
