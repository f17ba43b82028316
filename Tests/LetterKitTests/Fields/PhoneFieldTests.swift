import LetterKit
import Testing

/// The phone field: digits and a leading "+", Korean numbers grouped as they
/// are typed, and the cursor kept after the digit it follows.
@Suite("Fields: phone")
struct PhoneFieldTests {
    /// Every digit of a number typed from empty, and the text after each.
    @Test(arguments: [
        // Seoul (02): 9 digits 02-XXX-XXXX, 10 digits 02-XXXX-XXXX.
        ("021234567", ["0", "02", "02-1", "02-12", "02-123", "02-123-4", "02-123-45", "02-123-456", "02-123-4567"]),
        ("0212345678", ["0", "02", "02-1", "02-12", "02-123", "02-123-4", "02-123-45", "02-123-456", "02-123-4567", "02-1234-5678"]),
        // Mobile (010): 10 digits 010-XXX-XXXX, 11 digits 010-XXXX-XXXX.
        ("0101234567", ["0", "01", "010", "010-1", "010-12", "010-123", "010-123-4", "010-123-45", "010-123-456", "010-123-4567"]),
        ("01012345678", ["0", "01", "010", "010-1", "010-12", "010-123", "010-123-4", "010-123-45", "010-123-456", "010-123-4567", "010-1234-5678"]),
        // Another area code (031, Gyeonggi) follows the 0XX shapes.
        ("0311234567", ["0", "03", "031", "031-1", "031-12", "031-123", "031-123-4", "031-123-45", "031-123-456", "031-123-4567"]),
        ("03112345678", ["0", "03", "031", "031-1", "031-12", "031-123", "031-123-4", "031-123-45", "031-123-456", "031-123-4567", "031-1234-5678"]),
        // International: the digits as typed, after the "+".
        ("+821012345678", ["+", "+8", "+82", "+821", "+8210", "+82101", "+821012", "+8210123", "+82101234", "+821012345", "+8210123456", "+82101234567", "+821012345678"]),
        // A nationwide service number: 8 digits, 1588-XXXX.
        ("15881234", ["1", "15", "158", "1588", "1588-1", "1588-12", "1588-123", "1588-1234"]),
        // A 050X personal number: 050-XXXX-XXXX until the twelfth digit makes it 0505-XXXX-XXXX.
        ("050512345678", ["0", "05", "050", "050-5", "050-51", "050-512", "050-5123", "050-5123-4", "050-5123-45",
            "050-5123-456", "050-5123-4567", "0505-1234-5678"]),
        // A number starting with another digit keeps its digits as typed.
        ("12345", ["1", "12", "123", "1234", "12345"]),
    ] as [(String, [String])])
    func numbersAreGroupedAsTheyAreTyped(digits: String, shown: [String]) {
        var field = TextField(rules: .phone)
        for (digit, expected) in zip(digits, shown) {
            let taken = field.apply(.character(digit))
            #expect(taken)
            #expect(FieldMarkup.marked(field) == expected + "|")
            #expect(field.refusal == nil)
        }
    }

    /// One digit more than a shape holds is refused, and the text stays.
    @Test(arguments: [
        ("010-1234-5678", "9", FieldProblem.tooLong(maximum: 11, measure: .digits)),
        ("031-1234-5678", "0", .tooLong(maximum: 11, measure: .digits)),
        ("02-1234-5678", "9", .tooLong(maximum: 10, measure: .digitsInASeoulNumber)),
        ("+123456789012345", "6", .tooLong(maximum: 15, measure: .digitsAfterPlus)),
        ("12345678901", "2", .tooLong(maximum: 11, measure: .digits)),
    ] as [(String, String, FieldProblem)])
    func aDigitPastTheShapeIsRefused(full: String, typed: String, problem: FieldProblem) {
        assertField(full + "|", typed, full + "|", rules: .phone, refused: problem)
    }

    @Test(arguments: [
        // Letters, spaces and symbols are not digits.
        ("010-12|", "a", "010-12|", FieldProblem.onlyAllowed([.digit, .leadingPlus])),
        ("010|", " ", "010|", .onlyAllowed([.digit, .leadingPlus])),
        ("|", "#", "|", .onlyAllowed([.digit, .leadingPlus])),
        ("|", "٣", "|", .onlyAllowed([.digit, .leadingPlus])),
        ("|", "１", "|", .onlyAllowed([.digit, .leadingPlus])),
        // "+" only first.
        ("010|", "+", "010|", .plusNotFirst),
        ("+82|", "+", "+82|", .plusNotFirst),
        ("|+82", "+", "|+82", .plusNotFirst),
        // Nothing may stand before the "+".
        ("|+82", "1", "|+82", .plusNotFirst),
    ] as [(String, String, String, FieldProblem)])
    func onlyDigitsAndALeadingPlusAreTaken(before: String, keys: String, after: String, problem: FieldProblem) {
        assertField(before, keys, after, rules: .phone, refused: problem)
    }

    @Test func theRefusalSaysWhy() {
        var field = TextField("010", rules: .phone)
        _ = field.apply(.character("x"))
        #expect(field.message == "Only digits (and \u{201C}+\u{201D} first) can be typed here")
        _ = field.apply(.character("+"))
        #expect(field.message == "\u{201C}+\u{201D} can only come first")
        // The next key taken clears it.
        _ = field.apply(.character("1"))
        #expect(field.message == nil)
        #expect(field.text == "010-1")
    }

    @Test func aPlusAtTheStartOfANumberMakesItInternational() {
        assertField("|010-1234-5678", "+", "+|01012345678", rules: .phone)
        // Taking the "+" away again formats it as a Korean number.
        assertField("+|01012345678", "<bs>", "|010-1234-5678", rules: .phone)
    }

    @Test func deletingThePlusOfALongInternationalNumberIsRefused() {
        // 12 digits are too many without the "+": the deletion would break the rules.
        assertField("+|821012345678", "<bs>", "+|821012345678", rules: .phone, refused: .tooLong(maximum: 11, measure: .digits))
    }

    /// Typing or deleting in the middle leaves the cursor just after the digit
    /// typed, or where the deleted one was, however the dashes move.
    @Test(arguments: [
        // Typing: the dashes move, the cursor stays after the new digit.
        ("010-12|3-4", "5", "010-125|-34"),
        ("010-123-4|567", "9", "010-1234-9|567"),
        ("010-|123-4567", "9", "010-9|123-4567"),
        ("01|0-123-4567", "5", "015|-0123-4567"),
        ("02-12|3-4567", "9", "02-129|3-4567"),
        ("|10123", "0", "0|10-123"),
        ("0|10-123-45", "2", "02|-101-2345"),
        // Backspace deletes the digit before the cursor, and over a dash the
        // digit before the dash.
        ("010-1234-|5678", "<bs>", "010-123|-5678"),
        ("010-123|4-5678", "<bs>", "010-12|4-5678"),
        ("010-|123-4567", "<bs>", "01|1-234-567"),
        ("02-123-|4567", "<bs>", "02-12|4-567"),
        ("02-1234-5678|", "<bs><bs><bs><bs>", "02-123-4|"),
        // Delete takes the digit after the cursor, over a dash the one after it.
        ("010-|1234-5678", "<del>", "010-|234-5678"),
        ("010|-1234-5678", "<del>", "010|-234-5678"),
        ("|010-1234-5678", "<del>", "|1012345678"),
        // Ctrl-U takes everything before the cursor; Ctrl-W the whole number.
        ("010-1234|-5678", "<^u>", "|5678"),
        ("010-1234-5678|", "<^w>", "|"),
        // Arrows step over the dashes as shown.
        ("010-123|-4567", "<right>5", "010-1235|-4567"),
    ] as [(String, String, String)])
    func theCursorStaysWithItsDigit(before: String, keys: String, after: String) {
        assertField(before, keys, after, rules: .phone)
    }

    /// A pasted number goes through the same filter and format: dashes are the
    /// formatter's own and quietly skipped, anything else is left out and said.
    @Test func pastingANumber() {
        assertFieldPaste("|", "010-1234-5678", "010-1234-5678|", rules: .phone)
        assertFieldPaste("|", "01012345678", "010-1234-5678|", rules: .phone)
        assertFieldPaste("010|", "1234", "010-123-4|", rules: .phone)
        assertFieldPaste(
            "|", "010 1234 5678", "010-1234-5678|", rules: .phone,
            refusal: FieldRefusal(.onlyAllowed([.digit, .leadingPlus]), leftOut: 2))
        assertFieldPaste(
            "|", "+82 10 1234 5678", "+821012345678|", rules: .phone,
            refusal: FieldRefusal(.onlyAllowed([.digit, .leadingPlus]), leftOut: 3))
        // Past 11 digits the rest is left out, and the message counts it.
        let field = assertFieldPaste(
            "|", "0101234567890", "010-1234-5678|", rules: .phone,
            refusal: FieldRefusal(.tooLong(maximum: 11, measure: .digits), leftOut: 2))
        #expect(field.message == "2 characters left out: at most 11 digits here")
    }

    @Test func theUsageCountsDigits() {
        #expect(TextField("010-1234-5678", rules: .phone).usage == FieldUsage(used: 11, maximum: 11))
        #expect(TextField("02-123", rules: .phone).usage?.description == "5/10")
        #expect(TextField("+82", rules: .phone).usage?.description == "2/15")
        #expect(TextField("", rules: .phone).usage?.description == "0/11")
    }
}
