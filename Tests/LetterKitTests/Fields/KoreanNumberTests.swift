import LetterKit
import Testing

/// Korean numbers in the phone field, checked against libphonenumber's
/// metadata for KR: its example number of each kind, every prefix it lists,
/// and the lengths it allows (the most digits taken, one more refused).
@Suite("Fields: Korean phone numbers by prefix")
struct KoreanNumberTests {
    /// (digits as typed, as the field shows them)
    static let shapes: [(String, String)] = [
        // libphonenumber's example numbers, with the trunk 0 written at home.
        ("022123456", "02-212-3456"),  // fixed line
        ("01020000000", "010-2000-0000"),  // mobile
        ("0801234567", "080-123-4567"),  // toll free
        ("0602345678", "060-234-5678"),  // premium rate
        ("05012345678", "050-1234-5678"),  // personal number, 11 digits
        ("07012345678", "070-1234-5678"),  // VoIP
        ("01523456789", "015-2345-6789"),  // pager
        ("15441234", "1544-1234"),  // UAN
        // Seoul: 9 and 10 digits.
        ("0212345678", "02-1234-5678"),
        // Every other area code, 10 and 11 digits.
        ("0311234567", "031-123-4567"), ("03212345678", "032-1234-5678"), ("0332345678", "033-234-5678"),
        ("0412345678", "041-234-5678"), ("04212345678", "042-1234-5678"), ("0432345678", "043-234-5678"),
        ("04412345678", "044-1234-5678"), ("0512345678", "051-234-5678"), ("05212345678", "052-1234-5678"),
        ("0532345678", "053-234-5678"), ("05412345678", "054-1234-5678"), ("0552345678", "055-234-5678"),
        ("0612345678", "061-234-5678"), ("06212345678", "062-1234-5678"), ("0632345678", "063-234-5678"),
        ("06412345678", "064-1234-5678"),
        // Mobiles, old and new prefixes, 10 and 11 digits.
        ("0111234567", "011-123-4567"), ("01612345678", "016-1234-5678"), ("0172345678", "017-234-5678"),
        ("01812345678", "018-1234-5678"), ("0192345678", "019-234-5678"), ("01098765432", "010-9876-5432"),
        // 050X personal numbers at 12 digits: four, four, four.
        ("050512345678", "0505-1234-5678"), ("050412345678", "0504-1234-5678"),
        ("050612345678", "0506-1234-5678"), ("050712345678", "0507-1234-5678"),
        // 080 and 060 stay 0X0-XXX-XXXX.
        ("0809876543", "080-987-6543"), ("0609876543", "060-987-6543"),
        // Service numbers: 15XX, 16XX, 18XX.
        ("15881234", "1588-1234"), ("15771234", "1577-1234"), ("16001234", "1600-1234"),
        ("16611234", "1661-1234"), ("18001234", "1800-1234"), ("18991234", "1899-1234"),
    ]

    @Test(arguments: shapes)
    func aWholeNumberTakesItsShape(digits: String, shown: String) {
        var field = TextField(rules: .phone)
        for digit in digits { _ = field.apply(.character(digit)) }
        #expect(field.text == shown)
        #expect(field.refusal == nil)
        // Pasted whole, or with the dashes, the same.
        assertFieldPaste("|", digits, shown + "|", rules: .phone)
        assertFieldPaste("|", shown, shown + "|", rules: .phone)
    }

    /// The longest number of each kind, and one digit more refused with a
    /// sentence that names the kind.
    static let longest: [(String, String, FieldProblem)] = [
        ("0505-1234-5678", "9", .tooLong(maximum: 12, measure: .digitsInANumberStarting("050"))),
        ("0507-1234-5678", "0", .tooLong(maximum: 12, measure: .digitsInANumberStarting("050"))),
        ("070-1234-5678", "9", .tooLong(maximum: 11, measure: .digitsInANumberStarting("070"))),
        ("080-123-4567", "8", .tooLong(maximum: 10, measure: .digits)),
        ("060-234-5678", "9", .tooLong(maximum: 10, measure: .digits)),
        ("1588-1234", "5", .tooLong(maximum: 8, measure: .digitsInAServiceNumber)),
        ("1800-1234", "5", .tooLong(maximum: 8, measure: .digitsInAServiceNumber)),
        ("015-2345-6789", "0", .tooLong(maximum: 11, measure: .digits)),
        ("064-1234-5678", "0", .tooLong(maximum: 11, measure: .digits)),
        ("02-1234-5678", "9", .tooLong(maximum: 10, measure: .digitsInASeoulNumber)),
    ]

    @Test(arguments: longest)
    func oneDigitPastTheLongestIsRefused(full: String, typed: String, problem: FieldProblem) {
        assertField(full + "|", typed, full + "|", rules: .phone, refused: problem)
    }

    @Test func theRefusalNamesTheKindOfNumber() {
        var field = TextField("0505-1234-5678", rules: .phone)
        _ = field.apply(.character("9"))
        #expect(field.message == "A number starting 050 has at most 12 digits")
        field = TextField("1588-1234", rules: .phone)
        _ = field.apply(.character("9"))
        #expect(field.message == "A service number (15XX, 16XX, 18XX) has 8 digits")
        #expect(TextField("0505-1234", rules: .phone).usage?.description == "8/12")
        #expect(TextField("1588", rules: .phone).usage?.description == "4/8")
    }
}
