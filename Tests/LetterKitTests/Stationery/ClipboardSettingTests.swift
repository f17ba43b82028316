import Testing

@testable import LetterKit

/// `clipboard = "osc52" | "internal"` in config.toml.
@Suite("Stationery: the clipboard setting")
struct ClipboardSettingTests {
    static func settings(_ file: PaperFileFixture) throws(PaperFileError) -> (LetterSettings, [String]) {
        try LetterSettings.read(from: file.table, text: file.text, file: "config.toml")
    }

    @Test(arguments: [
        ("osc52", LetterSettings.ClipboardChoice.osc52), ("internal", .internal), ("OSC52", .osc52),
        ("Internal", .internal),
    ])
    func eachChoiceIsRead(written: String, choice: LetterSettings.ClipboardChoice) throws {
        let (settings, warnings) = try Self.settings(PaperFileFixture(top: [("clipboard", .string(written))]))
        #expect(settings.clipboard == choice)
        #expect(warnings.isEmpty)
    }

    @Test func leftOutItIsTheTerminalsToDecide() throws {
        #expect(try Self.settings(PaperFileFixture(top: [("paper", .string("card"))])).0.clipboard == nil)
    }

    @Test(arguments: [
        (TOMLValue.string("system"), "config.toml:1: clipboard must be one of osc52, internal, got \"system\""),
        (.string(""), "config.toml:1: clipboard must be one of osc52, internal, got \"\""),
        (.bool(true), "config.toml:1: clipboard must be a string, got a boolean"),
    ])
    func anythingElseIsAnErrorWithItsLine(value: TOMLValue, message: String) {
        #expect(throws: PaperFileError(message: message)) {
            try Self.settings(PaperFileFixture(top: [("clipboard", value)]))
        }
    }
}
