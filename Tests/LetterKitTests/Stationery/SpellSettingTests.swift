import Testing

@testable import LetterKit

/// `spell = true | false` in config.toml: misspelt words marked or not.
@Suite("Stationery: the spell setting")
struct SpellSettingTests {
    static func settings(_ file: PaperFileFixture) throws(PaperFileError) -> (LetterSettings, [String]) {
        try LetterSettings.read(from: file.table, text: file.text, file: "config.toml")
    }

    @Test(arguments: [(true, true), (false, false)])
    func eachValueIsRead(written: Bool, on: Bool) throws {
        let (settings, warnings) = try Self.settings(PaperFileFixture(top: [("spell", .bool(written))]))
        #expect(settings.spell == on)
        #expect(warnings.isEmpty)
    }

    @Test func leftOutMarkingIsOn() throws {
        #expect(try Self.settings(PaperFileFixture(top: [("paper", .string("card"))])).0.spell)
    }

    @Test(arguments: [TOMLValue.string("false"), .string("no"), .integer(0)])
    func anythingButABooleanIsAnErrorWithItsLine(value: TOMLValue) {
        #expect(throws: PaperFileError(message: "config.toml:1: spell must be true or false")) {
            try Self.settings(PaperFileFixture(top: [("spell", value)]))
        }
    }
}
