import Testing

@testable import LetterKit

/// A day shown to a person (a letterbox row's date) in the interface's
/// language: ISO in English, Korean's own form in Korean.
@Suite struct ShownDateTests {
    @Test func englishShowsTheISODay() {
        #expect(ShownDate.text("2026-11-27") == "2026-11-27")
        #expect(ShownDate.text("2026-11-27", short: true) == "2026-11-27")
    }

    @Test func koreanWritesYearMonthDay() {
        InterfaceLanguage.$override.withValue(KoreanCatalog.shared) {
            #expect(ShownDate.text("2026-11-27") == "2026년 11월 27일")
            #expect(ShownDate.text("2026-01-05") == "2026년 1월 5일")
            #expect(ShownDate.text("2026-11-27", short: true) == "2026. 11. 27.")
            #expect(CellWidth.of(ShownDate.text("2026-11-27", short: true)) <= 13)
        }
    }

    @Test(arguments: ["2026-02-30", "2026-13-01", "27/11/2026", "+026-11-27", "", "오늘"])
    func aTextThatIsNoDayIsShownAsItIs(text: String) {
        InterfaceLanguage.$override.withValue(KoreanCatalog.shared) {
            #expect(ShownDate.text(text) == text)
        }
    }
}
