/// Why a field took less than was typed or pasted, or why its text is wrong
/// when the field is left: a small typed error whose description is the
/// sentence shown under the field (lower-case, to follow a label and a colon).
public enum FieldProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// A character of a kind these rules refuse ("emoji are not allowed here").
    case refused(CharacterClass)
    /// A character outside the only kinds these rules take.
    case onlyAllowed(Set<CharacterClass>)
    /// A "+" anywhere but at the start of a phone number.
    case plusNotFirst
    /// The text would be longer than `maximum`, counted in `measure`.
    case tooLong(maximum: Int, measure: FieldMeasure)
    /// An e-mail address that cannot be one, found on leaving the field.
    case email(EmailProblem)
    /// A date that is not a real one, found on leaving the field.
    case date(DateProblem)

    public var description: String {
        switch self {
        case .refused(.slash): tr("“/” is not allowed here: it separates folders")
        case .refused(let kind): tr("{kinds} are not allowed here", ["kinds": kind.pluralName])
        case .onlyAllowed(let kinds): tr("only {kinds} can be typed here", ["kinds": CharacterClass.list(kinds)])
        case .plusNotFirst: tr("“+” can only come first")
        case .tooLong(let maximum, let measure): measure.limitSentence(maximum)
        case .email(let problem): problem.description
        case .date(let problem): problem.description
        }
    }
}

/// What a length limit counts, so the sentence about it can say so.
public enum FieldMeasure: Hashable, Sendable {
    case characters
    /// Bytes of the UTF-8 encoding (a Hangul syllable takes 3), as file systems count.
    case utf8Bytes
    /// UTF-8 bytes of one name between slashes in a path.
    case utf8BytesInAName
    case digits
    /// Digits of a number that starts with "+" (E.164 allows 15).
    case digitsAfterPlus
    /// Digits of a Seoul number, which starts with 02.
    case digitsInASeoulNumber
    /// Digits of a number that starts with these digits (050, 070).
    case digitsInANumberStarting(String)
    /// Digits of a nationwide service number (1588-XXXX).
    case digitsInAServiceNumber

    func limitSentence(_ maximum: Int) -> String {
        switch self {
        case .characters: trn("at most {count} character here", "at most {count} characters here", count: maximum)
        case .utf8Bytes: tr("at most {maximum} bytes here (in UTF-8: a Hangul syllable takes 3)", ["maximum": maximum])
        case .utf8BytesInAName: tr(
                "a name between slashes is at most {maximum} bytes (in UTF-8: a Hangul syllable takes 3)",
                ["maximum": maximum])
        case .digits: tr("at most {maximum} digits here", ["maximum": maximum])
        case .digitsAfterPlus: tr("at most {maximum} digits after “+”", ["maximum": maximum])
        case .digitsInASeoulNumber: tr("a Seoul number (02) has at most {maximum} digits", ["maximum": maximum])
        case .digitsInANumberStarting(let start): tr("a number starting {start} has at most {maximum} digits", ["start": start, "maximum": maximum])
        case .digitsInAServiceNumber: tr("a service number (15XX, 16XX, 18XX) has {maximum} digits", ["maximum": maximum])
        }
    }
}

/// What is wrong with an e-mail address.
public enum EmailProblem: Error, Hashable, Sendable, CustomStringConvertible {
    case noAt
    case severalAts(Int)
    case emptyLocalPart
    case emptyDomain
    case domainWithoutDot
    case domainStartsWithDot
    case domainEndsWithDot
    /// Two dots in a row: an empty label between them.
    case emptyDomainLabel
    /// A character no one can see (U+200B, U+FE0F…), by its code point.
    case invisibleCharacter(UInt32)
    /// A character the name before the "@" cannot hold ("<", ",", a space).
    case notAllowedBeforeAt(String)
    /// The name before the "@" starts or ends with a dot.
    case localPartDotAtEdge
    /// The name before the "@" has two dots in a row.
    case localPartTwoDots
    /// The name before the "@" is longer than 64 bytes.
    case localPartTooLong(bytes: Int)
    /// A character a domain cannot hold ("_", ",", an emoji).
    case notAllowedInDomain(String)
    /// A label of the domain starts or ends with a hyphen.
    case labelHyphenAtEdge(String)
    /// A label longer than 63 bytes in its ASCII (Punycode) form.
    case labelTooLong(String, bytes: Int)
    /// A domain longer than 253 bytes in its ASCII form.
    case domainTooLong(bytes: Int)
    /// The last label is all digits: no top-level domain is.
    case numericTopLevelDomain
    /// The whole address is longer than 254 bytes.
    case addressTooLong(bytes: Int)

    public var description: String {
        switch self {
        case .noAt: tr("an e-mail address needs an “@”, as in name@example.com")
        case .severalAts(let count): tr("an e-mail address has one “@”, not {count}", ["count": count])
        case .emptyLocalPart: tr("the name before the “@” is missing")
        case .emptyDomain: tr("the domain after the “@” is missing")
        case .domainWithoutDot: tr("the domain after the “@” needs a dot, as in example.com")
        case .domainStartsWithDot: tr("the domain cannot start with a dot")
        case .domainEndsWithDot: tr("the domain cannot end with a dot")
        case .emptyDomainLabel: tr("the domain has two dots in a row")
        case .invisibleCharacter(let value):
            tr(
                "the address holds an invisible character (U+{code})",
                ["code": String(value, radix: 16, uppercase: true)])
        case .notAllowedBeforeAt(let character):
            tr("“{character}” cannot be in the name before the “@”", ["character": character])
        case .localPartDotAtEdge: tr("the name before the “@” cannot start or end with a dot")
        case .localPartTwoDots: tr("the name before the “@” has two dots in a row")
        case .localPartTooLong(let bytes): tr("the name before the “@” is at most 64 bytes, not {bytes}", ["bytes": bytes])
        case .notAllowedInDomain(let character): tr("“{character}” cannot be in a domain", ["character": character])
        case .labelHyphenAtEdge(let label):
            tr("a part of the domain cannot start or end with “-” (“{label}”)", ["label": label])
        case .labelTooLong(_, let bytes): tr("a part of the domain is at most 63 bytes, not {bytes}", ["bytes": bytes])
        case .domainTooLong(let bytes): tr("the domain is at most 253 bytes, not {bytes}", ["bytes": bytes])
        case .numericTopLevelDomain: tr("the domain cannot end in a number")
        case .addressTooLong(let bytes): tr("an e-mail address is at most 254 bytes, not {bytes}", ["bytes": bytes])
        }
    }
}

/// What is wrong with a date written YYYY-MM-DD.
public enum DateProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// Fewer than the 8 digits of a date.
    case incomplete
    case noYearZero
    /// A month outside 1...12.
    case noSuchMonth(Int)
    /// A day outside the month: 0, or past its last day.
    case noSuchDay(day: Int, month: Int, year: Int)

    public var description: String {
        switch self {
        case .incomplete: tr("a date needs all 8 digits: YYYY-MM-DD")
        case .noYearZero: tr("there is no year 0000")
        case .noSuchMonth(let month): tr("there is no month {month} (01 to 12)", ["month": DateProblem.twoDigits(month)])
        case .noSuchDay(let day, let month, let year):
            day == 0
                ? tr("there is no day 00")
                : tr(
                    "{month} {year} has {days} days",
                    ["month": DateProblem.monthName(month), "year": year, "days": Gregorian.days(inMonth: month, of: year)])
        }
    }

    static func monthName(_ month: Int) -> String {
        let names = [
            msgid("January"), msgid("February"), msgid("March"), msgid("April"), msgid("May"), msgid("June"),
            msgid("July"), msgid("August"), msgid("September"), msgid("October"), msgid("November"),
            msgid("December"),
        ]
        return names.indices.contains(month - 1)
            ? tr(names[month - 1]) : tr("Month {month}", ["month": twoDigits(month)])
    }

    static func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
}

/// What a key or a paste left out of a field, and the first reason why.
public struct FieldRefusal: Hashable, Sendable, CustomStringConvertible {
    public var problem: FieldProblem
    /// Characters not entered: 1 for a refused key, more for a paste, 0 for a
    /// deletion that would have broken the rules.
    public var leftOut: Int

    public init(_ problem: FieldProblem, leftOut: Int) {
        self.problem = problem
        self.leftOut = leftOut
    }

    public var description: String {
        leftOut > 1
            ? trn(
                "{count} character left out: {problem}", "{count} characters left out: {problem}", count: leftOut,
                ["problem": problem])
            : problem.description
    }
}
