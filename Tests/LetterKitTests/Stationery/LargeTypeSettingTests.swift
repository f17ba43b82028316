import Testing

@testable import LetterKit

/// `large_type = "auto" | "dec" | "kitty" | "spaced"` in config.toml, and
/// what `auto` chooses in a terminal.
@Suite("Stationery: the large_type setting")
struct LargeTypeSettingTests {
    static func settings(_ file: PaperFileFixture) throws(PaperFileError) -> (LetterSettings, [String]) {
        try LetterSettings.read(from: file.table, text: file.text, file: "config.toml")
    }

    @Test(arguments: [
        ("auto", LargeTypeChoice.auto), ("dec", .dec), ("kitty", .kitty), ("spaced", .spaced), ("DEC", .dec),
        ("Kitty", .kitty),
    ])
    func eachChoiceIsRead(written: String, choice: LargeTypeChoice) throws {
        let (settings, warnings) = try Self.settings(PaperFileFixture(top: [("large_type", .string(written))]))
        #expect(settings.largeType == choice)
        #expect(warnings.isEmpty)
    }

    @Test func leftOutItIsAuto() throws {
        #expect(try Self.settings(PaperFileFixture(top: [("paper", .string("card"))])).0.largeType == .auto)
    }

    @Test(arguments: [
        (TOMLValue.string("double"), "config.toml:1: large_type must be one of auto, dec, kitty, spaced, got \"double\""),
        (.string(""), "config.toml:1: large_type must be one of auto, dec, kitty, spaced, got \"\""),
        (.bool(true), "config.toml:1: large_type must be a string, got a boolean"),
    ])
    func anythingElseIsAnErrorWithItsLine(value: TOMLValue, message: String) {
        #expect(throws: PaperFileError(message: message)) {
            try Self.settings(PaperFileFixture(top: [("large_type", value)]))
        }
    }

    @Test(arguments: [
        ([:], LargeTypeChoice.spaced),
        (["KITTY_WINDOW_ID": "1"], .kitty),
        (["XTERM_VERSION": "XTerm(390)"], .dec),
        (["KITTY_WINDOW_ID": "1", "XTERM_VERSION": "XTerm(390)"], .kitty),
        (["KITTY_WINDOW_ID": "1", "TMUX": "/tmp/tmux-0/default,1,0"], .spaced),
        (["XTERM_VERSION": "XTerm(390)", "TMUX": "/tmp/tmux-0/default,1,0"], .spaced),
        (["XTERM_VERSION": "XTerm(390)", "STY": "1234.pts-0.host"], .spaced),
        (["KITTY_WINDOW_ID": "1", "STY": "1234.pts-0.host"], .spaced),
        (["KITTY_WINDOW_ID": ""], .spaced),
        (["XTERM_VERSION": "XTerm(390)", "TMUX": ""], .dec),
        (["TERM": "xterm-256color"], .spaced),
    ])
    func autoFollowsTheTerminal(environment: [String: String], chosen: LargeTypeChoice) {
        #expect(LargeTypeChoice.auto.resolved(in: environment) == chosen)
    }

    @Test(arguments: [LargeTypeChoice.dec, .kitty, .spaced])
    func aChoiceOtherThanAutoIsKeptInAnyTerminal(choice: LargeTypeChoice) {
        #expect(choice.resolved(in: ["TMUX": "/tmp/tmux-0/default,1,0"]) == choice)
        #expect(choice.resolved(in: ["KITTY_WINDOW_ID": "1"]) == choice)
    }
}
