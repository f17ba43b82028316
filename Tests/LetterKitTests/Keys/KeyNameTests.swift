import Testing

@testable import LetterKit

/// The names config.toml gives keys: help's own names read back, the
/// spellings nano and micro users bring, and names that are no key.
@Suite struct KeyNameTests {
    @Test(arguments: [
        ("Ctrl-W", Key.control("w")), ("ctrl-w", .control("w")), ("^W", .control("w")), ("C-w", .control("w")),
        ("Ctrl-_", .control("_")), ("^\\", .control("\\")), ("Alt-U", .alt(.character("u"))),
        ("M-u", .alt(.character("u"))), ("Meta-E", .alt(.character("e"))), ("Alt-=", .alt(.character("="))),
        ("Alt-Backspace", .alt(.backspace)), ("F1", .function(1)), ("f12", .function(12)), ("Enter", .enter),
        ("Esc", .escape), ("escape", .escape), ("Shift-Tab", .backTab), ("PgDn", .pageDown), ("PageUp", .pageUp),
        ("Shift-Up", .shift(.up)), ("Ctrl-Left", .ctrl(.left)), ("Ctrl-Shift-End", .ctrlShift(.end)),
        ("Space", .character(" ")), ("Ctrl-Space", .control(" ")), ("x", .character("x")), ("/", .character("/")), ("한", .character("한")),
    ])
    func aKeyIsReadFromItsName(_ name: String, _ key: Key) {
        #expect(Key(name: name) == key, "\(name)")
    }

    @Test(arguments: ["", "Ctrl-", "Ctrl-Woo", "Ctrl-1", "Ctrl-Enter", "Alt-Alt-x", "F0", "F25", "Hyper-x", "Shift-x", "xy", "\u{7}"])
    func aNameNoKeyHasIsNoKey(_ name: String) {
        #expect(Key(name: name) == nil, "\(name)")
    }

    /// Every key a profile binds is named by help as config.toml reads it
    /// back: a table of keys can be copied into [keys].
    @Test(arguments: KeyProfile.allCases)
    func everyKeyAProfileBindsReadsBackFromItsName(_ profile: KeyProfile) {
        for row in EditorKeymaps(KeySettings(profile: profile)).editing.rows {
            for key in row.keys { #expect(Key(name: key.name) == key, "\(key.name)") }
        }
        for row in BoxKeymaps.standard.browsing.rows {
            for key in row.keys { #expect(Key(name: key.name) == key, "\(key.name)") }
        }
    }
}
