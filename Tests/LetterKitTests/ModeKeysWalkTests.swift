import Testing

@testable import LetterKit

/// Every mode of both screens, every key: a key a mode's handler takes
/// (the state or the effects change, beyond a message saying it does
/// nothing) is in that mode's keymap, or is text typed into a field; and
/// each row of the keymap is named by the mode's hint or its help page.
@Suite("Every mode's keys are in its keymap")
struct ModeKeysWalkTests {
    /// A wide universe: every kind of key, with and without modifiers.
    static let universe: [Key] = {
        let letters = "abcdefghijklmnopqrstuvwxyz"
        var keys: [Key] = []
        keys += (letters + letters.uppercased() + "0123456789 !\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~한é").map(Key.character)
        keys += (letters + "\\]^_").map(Key.control)
        keys += (letters + "=-/").map { Key.alt(.character($0)) }
        keys += [.alt(.backspace), .alt(.delete), .alt(.enter)]
        keys += (1...12).map(Key.function)
        keys += [.up, .down, .left, .right, .home, .end, .pageUp, .pageDown]
        let moves: [Key.Navigation] = [.up, .down, .left, .right, .home, .end, .pageUp, .pageDown]
        keys += moves.map(Key.shift) + moves.map(Key.ctrl) + moves.map(Key.ctrlShift)
        keys += [.enter, .tab, .backTab, .backspace, .delete, .escape, .unknown("ESC [99~")]
        return keys
    }()

    /// What a key may do: look itself up, or be typed or edit a field.
    struct Mode: Sendable {
        var name: String
        var takes: @Sendable (Key) -> Bool
        var hasField: Bool
    }

    static func inKeymap<Action>(_ keymap: Keymap<Action>) -> @Sendable (Key) -> Bool { { keymap.action(for: $0) != nil } }

    /// The keys a field takes itself: typed characters and its editing keys.
    static func fieldTakes(_ key: Key) -> Bool {
        if case .character = key { return true }
        return TextField.keys.action(for: key) != nil
    }

    // MARK: The editor

    /// What an editor key changed, leaving out the message (a key that does
    /// nothing may say so).
    struct EditorPrint: Equatable {
        var mode: EditorState.Mode
        var text: String
        var cursor: Position
        var selection: Range<Position>?
        var ink: Ink?
        var flags: [Bool]
        var revision: Int
        var scrollTop: Int
        var envelope: Envelope

        init(_ state: EditorState) {
            mode = state.mode
            text = state.page.text
            cursor = state.page.cursor
            selection = state.page.selection
            ink = state.page.pendingInk
            flags = [state.isModified, state.saveFlow.quitAfterSave, state.isReadOnly]
            revision = state.revision
            scrollTop = state.scrollTop
            envelope = state.envelope
        }
    }

    static let question = EditorState.Question(
        prompt: "Another letter window has mom.letter open.",
        choices: [
            .init(label: "Open it read-only", answer: .readOnly), .init(label: "Edit it anyway", answer: .editAnyway),
            .init(label: "Quit", answer: .quit),
        ], safeChoice: 0)

    /// A pass of find and replace with "line" offered, in the letter
    /// `editor(in:)` makes.
    static let replaceRun: ReplaceRun = {
        var page = Page(paper: .letter, text: "D!ear Ann,\nline two")
        var run = ReplaceRun(term: "line", replacement: "row", from: .start)
        page.nextMatch(in: &run)
        return run
    }()

    /// Each editor mode: the state in it, and the keys it may take, with
    /// the keymaps of a profile.
    static func editorModes(_ keys: EditorKeymaps) -> [(EditorState.Mode, Mode)] { [
        (.editing, Mode(name: "writing", takes: { key in
            if case .character = key { return true }
            return keys.editing.action(for: key) != nil
        }, hasField: false)),
        (.help(scroll: 3), Mode(name: "help", takes: inKeymap(HelpOverlay.keys), hasField: false)),
        (.confirmQuit, Mode(name: "quit question", takes: inKeymap(keys.quitQuestion), hasField: false)),
        (.saveAs(TextField("ann"), failure: nil), Mode(name: "save as", takes: inKeymap(keys.saveAsPrompt), hasField: true)),
        (.find(TextField("ann")), Mode(name: "find", takes: inKeymap(keys.findPrompt), hasField: true)),
        (.goToLine(TextField("12", rules: .lineNumber)), Mode(name: "go to line", takes: inKeymap(keys.goToLinePrompt), hasField: true)),
        (.replace(.find(TextField("ann"))), Mode(name: "replace: find", takes: inKeymap(keys.replacePrompt), hasField: true)),
        (.replace(.with(TextField("bo"), term: "ann")), Mode(name: "replace: with", takes: inKeymap(keys.replacePrompt), hasField: true)),
        (.replace(.asking(replaceRun)), Mode(name: "replace: each match", takes: inKeymap(keys.replaceQuestion), hasField: false)),
        (.attach(TextField("ann"), note: nil), Mode(name: "attach", takes: inKeymap(keys.attachPrompt), hasField: true)),
        (.envelope(EnvelopeForm(Envelope())), Mode(name: "envelope", takes: inKeymap(keys.envelopeForm), hasField: true)),
        (.confirmOverwrite(path: "/home/ann/ann.letter"), Mode(name: "overwrite question", takes: inKeymap(keys.saveQuestion), hasField: false)),
        (.confirmReplace(path: "/home/ann/ann.letter"), Mode(name: "replace question", takes: inKeymap(keys.saveQuestion), hasField: false)),
        (.confirmLoss(path: "/home/ann/x.txt", overwriteChanges: false, loss: SaveLoss(ink: true, pictures: 0, attachments: 0, envelope: false)),
         Mode(name: "loss question", takes: inKeymap(keys.saveQuestion), hasField: false)),
        (.choose(question, selected: 1), Mode(name: "opening question", takes: inKeymap(keys.choosing), hasField: false)),
        (.palette(Palette(title: "Commands", entries: keys.paletteEntries)),
         Mode(name: "palette", takes: inKeymap(keys.palette), hasField: true)),
        (.choosePaper(Palette(title: "Papers", entries: Paper.presets.map { .init(name: $0.name, keys: "", action: $0) })),
         Mode(name: "paper chooser", takes: inKeymap(keys.palette), hasField: true)),
        (.chooseTemplate(Palette(title: "Templates", entries: [.init(name: "birthday", keys: "postcard", action: "birthday")])),
         Mode(name: "template chooser", takes: inKeymap(keys.palette), hasField: true)),
        (.chooseSpelling(SpellingChoice(
            target: SpellingTarget(paragraph: 0, paragraphID: 1, word: SpellingWord(range: 0..<4, text: "Dear", script: .latin)),
            palette: Palette(title: "Spelling", entries: [
                .init(name: "Deer", keys: "", action: .replace("Deer")), .init(name: "Ignore", keys: "", action: .ignore),
            ]))),
         Mode(name: "spelling chooser", takes: inKeymap(keys.palette), hasField: true)),
        (.exportAs(.pdf, TextField("ann.pdf", rules: .savePath)), Mode(name: "export as", takes: inKeymap(keys.exportPrompt), hasField: true)),
        (.confirmExport(ExportRequest(format: .pdf, path: "ann.pdf", overwrite: false)),
         Mode(name: "export question", takes: inKeymap(keys.exportQuestion), hasField: false)),
    ] }

    static func editor(in mode: EditorState.Mode, keymaps: EditorKeymaps) -> EditorState {
        var state = EditorState(
            page: Page(paper: .letter, text: "Dear Ann,\nline two"), path: "/home/ann/ann.letter", keymaps: keymaps)
        _ = update(&state, .resize(rows: 24, columns: 80))
        _ = update(&state, .key(.right))
        _ = update(&state, .key(.character("!")))
        state.message = nil
        state.mode = mode
        return state
    }

    @Test(arguments: KeyProfile.allCases, editorModes(.micro).indices)
    func everyKeyAnEditorModeTakesIsInItsKeymap(_ profile: KeyProfile, _ index: Int) {
        let keymaps = EditorKeymaps(KeySettings(profile: profile))
        let (mode, keys) = Self.editorModes(keymaps)[index]
        let before = Self.editor(in: mode, keymaps: keymaps)
        for key in Self.universe {
            var state = before
            let effects = update(&state, .key(key))
            let taken = !effects.isEmpty || EditorPrint(state) != EditorPrint(before)
            guard taken else { continue }
            #expect(
                keys.takes(key) || (keys.hasField && Self.fieldTakes(key)),
                "\(profile) \(keys.name) takes \(key.name), which its keymap lacks")
        }
    }

    // MARK: The letterbox

    struct BoxPrint: Equatable {
        var mode: BoxState.Mode
        var selected: Int
        var top: Int
        var marked: [String]
        var order: BoxOrder
        var folder: String

        init(_ state: BoxState) {
            mode = state.mode
            selected = state.selected
            top = state.top
            marked = state.marked
            order = state.order
            folder = state.folder
        }
    }

    /// Each letterbox mode: the keys that reach it from browsing, and the
    /// keys it may take.
    static let boxModes: [([Key], Mode)] = [
        ([], Mode(name: "browsing", takes: inKeymap(BoxKeys.browsing), hasField: false)),
        ([.function(1)], Mode(name: "box help", takes: inKeymap(HelpOverlay.keys), hasField: false)),
        ([.character("/"), .character("a")], Mode(name: "search", takes: inKeymap(BoxKeys.search), hasField: true)),
        ([.character("r")], Mode(name: "rename", takes: inKeymap(BoxKeys.rename), hasField: true)),
        ([.character("b")], Mode(name: "book title", takes: inKeymap(BoxKeys.bookTitle), hasField: true)),
        ([.character("d")], Mode(name: "delete question", takes: inKeymap(BoxKeys.delete), hasField: false)),
        ([.function(10)], Mode(name: "box palette", takes: inKeymap(BoxKeys.palette), hasField: true)),
    ]

    @Test(arguments: boxModes.indices)
    func everyKeyALetterboxModeTakesIsInItsKeymap(_ index: Int) {
        let (reach, keys) = Self.boxModes[index]
        var box = BoxHarness(letters: BoxFixture.three, rows: 30, columns: 100)
        box.press(.down)
        for key in reach { box.press(key) }
        let before = box.state
        for key in Self.universe {
            let (state, effects) = update(before, .key(key))
            let taken = !effects.isEmpty || BoxPrint(state) != BoxPrint(before)
            guard taken else { continue }
            #expect(
                keys.takes(key) || (keys.hasField && Self.fieldTakes(key)),
                "\(keys.name) takes \(key.name), which its keymap lacks")
        }
    }

    // MARK: Naming

    /// A row's keys are named in `text`; one the hint leaves out for room
    /// must be listed in `unhinted`, so a new unnamed row fails.
    static func missing<Action>(
        _ keymap: Keymap<Action>, in text: String, unhinted: Set<String> = [], withHelp: Bool = false
    ) -> [String] {
        var missing: [String] = []
        for row in keymap.rows {
            if !row.inHint, unhinted.contains(row.keyNames) { continue }
            let named = text.contains(row.keyNames) && (!withHelp || text.contains(row.help))
            if !named { missing.append(row.keyNames) }
        }
        if let other = keymap.otherwise, !(other.inHint ? text.lowercased().contains(other.label.lowercased()) : unhinted.contains(other.label)) {
            missing.append(other.label)
        }
        return missing
    }

    @Test func everyEditorRowIsNamedByItsHintOrItsHelpPage() {
        let page = EditorKeys.helpLines.joined(separator: "\n")
        #expect(Self.missing(EditorKeys.editing, in: page, withHelp: true) == [])

        var help = EditorHarness.defaultPaper(text: "Dear Ann,")
        help.press(.function(1))
        #expect(Self.missing(HelpOverlay.keys, in: help.statusRow) == [])

        var quit = EditorHarness.defaultPaper(text: "Dear Ann,", path: "/home/ann/ann.letter")
        quit.type("!")
        quit.press(.control("q"))
        #expect(Self.missing(EditorKeys.quitQuestion, in: quit.statusRow) == [])
        // "x.txt lacks the ink, the picture and the envelope." leaves no room
        // for Esc.
        #expect(Self.missing(EditorKeys.quitKeepingQuestion, in: "y: save them  n: quit", unhinted: ["Esc"]) == [])
        #expect(EditorKeys.quitKeepingQuestion.hint() == "y: save them  n: quit")

        var overwrite = quit
        overwrite.press(.escape, .control("s"))
        overwrite.send(.saveFinished(.changedOnDisk(path: "/home/ann/ann.letter")))
        #expect(Self.missing(EditorKeys.saveQuestion, in: overwrite.statusRow, unhinted: ["any other key"]) == [])

        var replacing = EditorHarness.defaultPaper(text: "Dear Ann, dear Bo")
        replacing.press(.control("r"))
        replacing.type("dear")
        replacing.press(.enter)
        replacing.type("my")
        replacing.press(.enter)
        // Beside a long replacement there is no room for Ctrl-C and Ctrl-Q.
        #expect(Self.missing(EditorKeys.replaceQuestion, in: replacing.statusRow, unhinted: ["Ctrl-C, Ctrl-Q"]) == [])

        var attach = EditorHarness.defaultPaper(text: "Dear Ann,")
        attach.press(.alt(.character("p")))
        #expect(Self.missing(EditorKeys.attachPrompt, in: attach.screenText, unhinted: ["Ctrl-C, Ctrl-Q"]) == [])

        var envelope = EditorHarness.defaultPaper(text: "Dear Ann,")
        envelope.press(.function(2))
        for line in EditorKeys.envelopeForm.hintLines(width: 62) { #expect(envelope.screenText.contains(line)) }
        #expect(Self.missing(EditorKeys.envelopeForm, in: EditorKeys.envelopeForm.hint(separator: " · ")) == [])

        var choosing = EditorHarness.defaultPaper(text: "Dear Ann,")
        choosing.send(.ask([Self.question]))
        let hint = choosingHint(EditorKeys.choosing, safe: "open it read-only", width: 60)
        for line in hint { #expect(choosing.screenText.contains(line)) }
        #expect(Self.missing(EditorKeys.choosing, in: hint.joined(separator: " · ")) == [])
    }

    /// The save-as, find and go-to-line prompts show only their label and
    /// field: their keys, and a field's own, are named on F1's page.
    @Test func thePromptsOfTheEditorNameTheirKeysOnTheHelpPage() {
        var prompt = EditorHarness.defaultPaper(text: "Dear Ann,")
        prompt.press(.control("f"))
        let shown = prompt.screenText + EditorKeys.helpLines.joined(separator: "\n")
        #expect(Self.missing(EditorKeys.findPrompt, in: shown) == [])
        #expect(Self.missing(EditorKeys.saveAsPrompt, in: shown) == [])
        #expect(Self.missing(EditorKeys.goToLinePrompt, in: shown) == [])
        #expect(Self.missing(EditorKeys.replacePrompt, in: shown) == [])
        #expect(Self.missing(EditorKeys.replaceQuestion, in: shown) == [])
        #expect(Self.missing(TextField.keys, in: shown) == [])
    }

    /// The palette names its moves, Enter and closing on its status row,
    /// and all its keys on F1's page; the export prompt and question name
    /// theirs on the status row or the page.
    @Test func thePaletteAndTheExportNameTheirKeys() {
        var palette = EditorHarness.defaultPaper(text: "Dear Ann,")
        palette.press(.function(10))
        let page = EditorKeys.helpLines.joined(separator: "\n")
        #expect(Self.missing(EditorKeys.palette, in: palette.statusRow + page) == [])
        #expect(Self.missing(EditorKeys.palette, in: palette.statusRow, unhinted: ["Ctrl-C, Ctrl-Q, F10, Ctrl-E"]) == [])
        var question = EditorHarness.defaultPaper(text: "Dear Ann,")
        question.send(.reply(.exportFinished(.alreadyExists(ExportRequest(format: .pdf, path: "ann.pdf", overwrite: false)))))
        #expect(Self.missing(EditorKeys.exportQuestion, in: question.statusRow) == [])
        #expect(Self.missing(EditorKeys.exportPrompt, in: page) == [])
    }

    @Test func everyLetterboxRowIsNamedByItsHintOrItsHelpPage() {
        let page = BoxKeys.helpLines.joined(separator: "\n")
        for (name, missing) in [
            ("browsing", Self.missing(BoxKeys.browsing, in: page, withHelp: true)),
            ("search", Self.missing(BoxKeys.search, in: page, withHelp: true)),
            ("rename", Self.missing(BoxKeys.rename, in: page, withHelp: true)),
            ("book title", Self.missing(BoxKeys.bookTitle, in: page, withHelp: true)),
            ("field", Self.missing(TextField.keys, in: page, withHelp: true)),
            ("help", Self.missing(HelpOverlay.keys, in: page, withHelp: true)),
            ("palette", Self.missing(BoxKeys.palette, in: page, withHelp: true)),
        ] {
            #expect(missing == [], "\(name): \(missing)")
        }
        var box = BoxHarness(letters: BoxFixture.three, rows: 30, columns: 100)
        box.press(.down, .character("d"))
        #expect(Self.missing(BoxKeys.delete, in: box.statusRow) == [])
        box.press(.escape, .function(1))
        #expect(Self.missing(HelpOverlay.keys, in: box.statusRow) == [])
        box.press(.escape, .function(10))
        #expect(Self.missing(BoxKeys.palette, in: box.statusRow, unhinted: ["Ctrl-Q, F10, Ctrl-E"]) == [])
    }
}
