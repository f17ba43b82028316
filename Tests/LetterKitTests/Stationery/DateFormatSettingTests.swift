import Testing

@testable import LetterKit

/// `date_format = "…"` in config.toml: how Alt-D writes today's date.
@Suite("Stationery: the date format setting")
struct DateFormatSettingTests {
    static func settings(_ file: PaperFileFixture) throws(PaperFileError) -> (LetterSettings, [String]) {
        try LetterSettings.read(from: file.table, text: file.text, file: "config.toml")
    }

    @Test(arguments: ["%d.%m.%Y", "%A, %-d %B", "%Y년 %-m월 %-d일", "no directive at all"])
    func aFormatIsReadAsWritten(written: String) throws {
        let (settings, warnings) = try Self.settings(PaperFileFixture(top: [("date_format", .string(written))]))
        #expect(settings.dateFormat == written)
        #expect(warnings.isEmpty)
    }

    @Test func leftOutTheLanguagesFormIsUsed() throws {
        #expect(try Self.settings(PaperFileFixture(top: [("paper", .string("card"))])).0.dateFormat == nil)
    }

    @Test(arguments: [
        (TOMLValue.string(""), "config.toml:1: date_format must be a date's form such as \"%d %B %Y\", got an empty string"),
        (.bool(true), "config.toml:1: date_format must be a string, got a boolean"),
    ])
    func anEmptyOrNonStringFormatIsAnErrorWithItsLine(value: TOMLValue, message: String) {
        #expect(throws: PaperFileError(message: message)) {
            try Self.settings(PaperFileFixture(top: [("date_format", value)]))
        }
    }
}
