import Testing

@testable import LetterKit

/// `sync = "manual" | "on-quit"` in config.toml: whether the letterbox is
/// synced once the editor or the letterbox screen quits.
@Suite("Stationery: the sync setting")
struct SyncSettingTests {
    static func settings(_ file: PaperFileFixture) throws(PaperFileError) -> (LetterSettings, [String]) {
        try LetterSettings.read(from: file.table, text: file.text, file: "config.toml")
    }

    @Test(arguments: [
        ("manual", LetterSettings.SyncChoice.manual), ("on-quit", .onQuit), ("On-Quit", .onQuit),
    ])
    func eachChoiceIsRead(written: String, choice: LetterSettings.SyncChoice) throws {
        let (settings, warnings) = try Self.settings(PaperFileFixture(top: [("sync", .string(written))]))
        #expect(settings.sync == choice)
        #expect(warnings.isEmpty)
    }

    @Test func leftOutItIsManual() throws {
        #expect(try Self.settings(PaperFileFixture(top: [("paper", .string("card"))])).0.sync == .manual)
    }

    @Test(arguments: [
        (TOMLValue.string("always"), "config.toml:1: sync must be one of manual, on-quit, got \"always\""),
        (.string("on_quit"), "config.toml:1: sync must be one of manual, on-quit, got \"on_quit\""),
        (.bool(true), "config.toml:1: sync must be a string, got a boolean"),
    ])
    func anythingElseIsAnErrorWithItsLine(value: TOMLValue, message: String) {
        #expect(throws: PaperFileError(message: message)) {
            try Self.settings(PaperFileFixture(top: [("sync", value)]))
        }
    }
}
