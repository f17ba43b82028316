import Testing

@testable import LetterKit

/// The envelope form's labels and its fields' errors in Korean: the words
/// a person reads beside and under the fields, never the values they keep.
@Suite("The envelope form in Korean")
struct EnvelopeKoreanTests {
    @Test func theLabelsAreKoreanAndEnglishWithoutACatalog() {
        #expect(EnvelopeField.allCases.map(\.label) == ["To", "From", "Address", "Postcode", "Phone", "E-mail", "Date"])
        InterfaceLanguage.$override.withValue(KoreanCatalog.shared) {
            #expect(
                EnvelopeField.allCases.map(\.label) == ["받는 사람", "보내는 사람", "주소", "우편번호", "전화", "이메일", "날짜"])
        }
    }

    /// (the problem, its sentence in Korean)
    static let problems: [(FieldProblem, String)] = [
        (.refused(.emoji), "여기에는 쓸 수 없습니다: 이모지"),
        (.refused(.slash), "여기에는 “/”를 쓸 수 없습니다: 폴더를 나누는 글자입니다"),
        (.onlyAllowed([.digit, .hyphen, .leadingPlus]), "여기에는 숫자, 하이픈(맨 앞의 “+” 포함)만 입력할 수 있습니다"),
        (.tooLong(maximum: 40, measure: .characters), "여기에는 40글자까지 쓸 수 있습니다"),
        (.email(.noAt), "이메일 주소에는 name@example.com처럼 “@”가 있어야 합니다"),
        (.email(.severalAts(2)), "이메일 주소에는 “@”가 2개가 아니라 하나만 있습니다"),
        (.date(.noSuchDay(day: 30, month: 2, year: 2026)), "2026년 2월은 28일까지입니다"),
        (.date(.noSuchMonth(13)), "13월은 없습니다 (01부터 12까지)"),
    ]

    @Test(arguments: problems)
    func aFieldErrorIsOneKoreanSentence(problem: FieldProblem, korean: String) {
        InterfaceLanguage.$override.withValue(KoreanCatalog.shared) {
            #expect(problem.description == korean)
        }
    }

    @Test func englishErrorsAreAsTheyWere() {
        #expect(FieldProblem.date(.noSuchDay(day: 30, month: 2, year: 2026)).description == "February 2026 has 28 days")
        #expect(
            FieldProblem.onlyAllowed([.digit, .hyphen, .leadingPlus]).description
                == "only digits and hyphens (and “+” first) can be typed here")
        #expect(FieldRefusal(.refused(.emoji), leftOut: 3).description == "3 characters left out: emoji are not allowed here")
    }

    @Test func aFieldLeftWrongSaysWhyInKorean() {
        InterfaceLanguage.$override.withValue(KoreanCatalog.shared) {
            var form = EnvelopeForm(Envelope([.email: "min.example.com"]))
            form.move(by: 5)  // to the e-mail, then away from it
            form.move(by: 1)
            #expect(form.problems.map(\.field) == [.email])
            #expect(form.problems.first?.problem.description == "이메일 주소에는 name@example.com처럼 “@”가 있어야 합니다")
            var field = TextField(rules: EnvelopeField.to.formRules)
            field.paste("민지😀😀")
            #expect(field.message?.contains("2글자를 넣지 않았습니다: 여기에는 쓸 수 없습니다: 이모지") == true, "\(field.message ?? "")")
        }
    }
}
