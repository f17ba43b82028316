import LetterKit
import Testing

@testable import letter

/// Whether copies reach the terminal's clipboard: the setting, else TERM.
@Suite("Stationery: where copies go")
struct ClipboardChoiceTests {
    @Test(arguments: [
        (LetterSettings.ClipboardChoice?.none, "xterm-256color", true),
        (nil, "tmux-256color", true), (nil, "screen", true), (nil, "foot", true),
        (nil, "linux", false), (nil, "linux-16color", false), (nil, "dumb", false),  // no clipboard there
        (nil, "", false), (nil, nil, false),  // no terminal named
        (.osc52, "linux", true),  // the setting beats TERM both ways
        (.internal, "xterm-256color", false),
    ] as [(LetterSettings.ClipboardChoice?, String?, Bool)])
    func copiesReachTheTerminalAsTheSettingOrTERMSays(
        choice: LetterSettings.ClipboardChoice?, term: String?, reaches: Bool
    ) {
        var settings = LetterSettings()
        settings.clipboard = choice
        #expect(Edit.copiesToTerminal(settings: settings, term: term) == reaches)
    }
}
