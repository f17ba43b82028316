import Testing

@testable import LetterKit

/// The letterbox's palette (F10, Ctrl-E, as in the editor): every browsing
/// command by name and key, run as its key would be.
@Suite("Letterbox: the command palette")
struct BoxPaletteTests {
    static func box() -> BoxHarness { BoxHarness(letters: BoxFixture.three, rows: 30, columns: 100) }

    /// (the key that opens it, what is typed, the effects of Enter, the mode after)
    static let running: [(Key, String, [BoxEffect], BoxState.Mode)] = [
        (.function(10), "order", [.list(folder: "", order: .name)], .browsing),
        (.control("e"), "quit", [.quit], .browsing),
        (.function(10), "new letter", [.newLetter(folder: "/box")], .browsing),
        (.control("e"), "search", [], .searching(TextField())),
        (.function(10), "show or hide", [], .help(scroll: 0)),
    ]

    @Test(arguments: running)
    func enterRunsTheCommandChosen(key: Key, typed: String, effects: [BoxEffect], mode: BoxState.Mode) {
        var box = Self.box()
        box.press(key)
        #expect(box.statusRow.contains("Enter: run"))
        box.type(typed)
        #expect(box.press(.enter) == effects)
        #expect(box.state.mode == mode)
    }

    /// Letters type into the query: q there is a letter, not Quit.
    @Test func qTypesIntoTheQuery() {
        var box = Self.box()
        box.press(.function(10))
        #expect(box.type("q").isEmpty)
        guard case .palette(let palette) = box.state.mode else {
            Issue.record("the palette closed: \(box.state.mode)")
            return
        }
        #expect(palette.query.text == "q")
        #expect(palette.chosen?.action == .quit)
    }

    @Test(arguments: [Key.escape, .function(10), .control("e"), .control("q")])
    func theClosingKeysCloseIt(key: Key) {
        var box = Self.box()
        box.press(.function(10))
        #expect(box.press(key).isEmpty)
        #expect(box.state.mode == .browsing)
    }

    @Test func everyBrowsingActionIsListedOnce() {
        let listed = BoxKeymaps.standard.paletteEntries.map(\.action)
        #expect(Set(listed).count == listed.count)
        for row in BoxKeys.browsing.rows {
            for entry in row.entries where entry.action != .palette { #expect(listed.contains(entry.action)) }
        }
        #expect(!listed.contains(.palette))
    }
}
