import Testing

@testable import LetterKit

/// `keys` and `[keys]` in config.toml: profiles, bindings in every mode, and
/// each kind of mistake as one line that names the file and the line.
@Suite struct KeySettingsTests {
    /// A config.toml as text and as the values a TOML library reads from
    /// it: top-level keys, then `[keys]`, then each `[keys.MODE]`.
    struct Config {
        var top: [(String, TOMLValue)] = []
        var keys: [(String, TOMLValue)] = []
        var modes: [(String, [(String, TOMLValue)])] = []

        var text: String {
            var text = top.map { "\($0.0) = \(literal($0.1))\n" }.joined()
            if !keys.isEmpty { text += "\n[keys]\n" + keys.map { "\($0.0) = \(literal($0.1))\n" }.joined() }
            for (mode, entries) in modes {
                text += "\n[keys.\(mode)]\n" + entries.map { "\($0.0) = \(literal($0.1))\n" }.joined()
            }
            return text
        }

        var table: [String: TOMLValue] {
            var table = Dictionary(top, uniquingKeysWith: { $1 })
            if !keys.isEmpty || !modes.isEmpty {
                var keysTable = Dictionary(keys, uniquingKeysWith: { $1 })
                for (mode, entries) in modes { keysTable[mode] = .table(Dictionary(entries, uniquingKeysWith: { $1 })) }
                table["keys"] = .table(keysTable)
            }
            return table
        }

        func literal(_ value: TOMLValue) -> String {
            switch value {
            case .string(let text): TOMLText.basicString(text)
            case .integer(let number): String(number)
            case .bool(let flag): String(flag)
            case .array(let items): "[" + items.map(literal).joined(separator: ", ") + "]"
            default: "x"
            }
        }

        func read() throws(PaperFileError) -> KeySettings {
            try LetterSettings.read(from: table, text: text, file: "config.toml").settings.bindings
        }
    }

    @Test func noKeysIsTheMicroProfileAlone() throws {
        #expect(try Config(top: [("paper", .string("card"))]).read() == KeySettings())
    }

    @Test(arguments: [("nano", KeyProfile.nano), ("micro", .micro), ("NANO", .nano)])
    func aProfileIsNamedAtTheTopOrInTheTable(_ name: String, _ profile: KeyProfile) throws {
        #expect(try Config(top: [("keys", .string(name))]).read().profile == profile)
        #expect(try Config(keys: [("profile", .string(name))]).read().profile == profile)
    }

    @Test func bindingsAreReadInEveryModeInTheFilesOrder() throws {
        let config = Config(
            keys: [("save", .string("Ctrl-W")), ("undo", .array([.string("Ctrl-Z"), .string("M-U")]))],
            modes: [("box", [("trash", .string("x"))]), ("envelope", [("next", .string("F5"))])])
        #expect(
            try config.read().overrides == [
                KeyOverride(mode: .editor, command: "save", keys: [.control("w")]),
                KeyOverride(mode: .editor, command: "undo", keys: [.control("z"), .alt(.character("u"))]),
                KeyOverride(mode: .box, command: "trash", keys: [.character("x")]),
                KeyOverride(mode: .envelope, command: "next", keys: [.function(5)]),
            ])
    }

    /// Each mistake: the file, the line the value is on, and what is wrong.
    @Test(arguments: [
        (Config(keys: [("sav", .string("Ctrl-W"))]), "config.toml:3: keys.sav is not a command of editor"),
        (Config(modes: [("box", [("delete", .string("x"))])]), "config.toml:3: keys.box.delete is not a command of box"),
        (Config(keys: [("save", .string("Ctrl-Woo"))]), "config.toml:3: keys.save names no key: \"Ctrl-Woo\""),
        (Config(keys: [("save", .array([.string("Ctrl-S"), .string("Hyper-S")]))]), "config.toml:3: keys.save names no key: \"Hyper-S\""),
        (Config(keys: [("save", .integer(19))]), "config.toml:3: keys.save must be a key name or a list of them, got an integer"),
        (Config(keys: [("save", .array([.bool(true)]))]), "config.toml:3: keys.save must be a key name or a list of them, got a boolean"),
        (Config(keys: [("save", .string("Ctrl-W")), ("find", .string("Ctrl-W"))]), "config.toml:4: keys.find cannot be Ctrl-W: save has it in editor"),
        (Config(modes: [("box", [("trash", .string("x")), ("open", .array([.string("Enter"), .string("x")]))])]),
         "config.toml:4: keys.box.open cannot be x: trash has it in box"),
        (Config(keys: [("bold", .string("b"))]), "config.toml:3: keys.bold cannot be b: a character types itself in editor"),
        (Config(modes: [("find", [("accept", .string("Space"))])]), "config.toml:3: keys.find.accept cannot be Space: a character types itself in find"),
        (Config(modes: [("boxx", [("open", .string("x"))])]), "config.toml:2: keys.boxx is not a mode; the modes are editor, envelope"),
        (Config(top: [("keys", .string("emacs"))]), "config.toml:1: keys must be one of micro, nano, or a table of keys; got \"emacs\""),
        (Config(top: [("keys", .integer(2))]), "config.toml:1: keys must be one of micro, nano, or a table of keys; got an integer"),
        (Config(keys: [("profile", .string("vi"))]), "config.toml:3: keys.profile must be one of micro, nano, got \"vi\""),
    ])
    func aBrokenBindingIsOneLineWithItsPlace(_ config: Config, _ expected: String) {
        #expect {
            try config.read()
        } throws: { error in
            guard let error = error as? PaperFileError else { return false }
            return error.message.hasPrefix(expected) && !error.message.contains("\n")
        }
    }

    /// What a broken file names is quoted back with its control characters
    /// (an escape sequence, a line break, a bell, a direction override)
    /// written visibly: the file may come from someone else, and the message
    /// goes to a terminal.
    @Test(arguments: [
        Config(keys: [("save", .string("\u{1B}[31mX"))]),
        Config(keys: [("save", .array([.string("Ctrl-S"), .string("A\nB\u{07}")]))]),
        Config(top: [("keys", .string("\u{1B}]52;c;aGk=\u{07}"))]),
        Config(keys: [("profile", .string("\u{202E}ivx"))]),
    ])
    func aBrokenBindingQuotesNoControlCharacters(_ config: Config) {
        #expect {
            try config.read()
        } throws: { error in
            guard let error = error as? PaperFileError else { return false }
            return !error.message.unicodeScalars.contains { TerminalSafe.needsEscaping($0) }
        }
    }

    /// The same key for two commands in two modes is no conflict, nor one
    /// command given a key twice.
    @Test func oneKeyInTwoModesOrTwiceForOneCommandIsFine() throws {
        let config = Config(
            keys: [("save", .array([.string("Ctrl-W"), .string("^W")]))], modes: [("envelope", [("next", .string("Ctrl-W"))])])
        #expect(try config.read().overrides.first?.keys == [.control("w")])
    }

    /// Letters answer where a question or the letterbox's rows take them.
    @Test(arguments: ["quit", "save-question", "choose", "box", "trash"])
    func aCharacterMayBeBoundWhereLettersAnswer(_ mode: String) throws {
        let command = KeyMode(rawValue: mode)?.commandNames.first ?? ""
        #expect(try Config(modes: [(mode, [(command, .string("z"))])]).read().overrides.count == 1)
    }
}
