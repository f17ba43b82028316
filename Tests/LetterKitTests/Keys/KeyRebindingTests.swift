import Testing

@testable import LetterKit

/// Bindings over a profile: the key moves (the old one stops), a list keeps
/// both, a key taken from another command leaves it, and the modes that
/// share writing's intents follow.
@Suite struct KeyRebindingTests {
    static func keymaps(_ overrides: [KeyOverride], profile: KeyProfile = .micro) -> EditorKeymaps {
        EditorKeymaps(KeySettings(profile: profile, overrides: overrides))
    }

    static let saveOnCtrlW = keymaps([KeyOverride(mode: .editor, command: "save", keys: [.control("w")])])

    @Test func aReboundSaveSavesWithItsNewKeyAndNotItsOld() {
        var editor = EditorHarness.defaultPaper(text: "Dear Ann,", path: "/home/ann/ann.letter", keymaps: Self.saveOnCtrlW)
        editor.type("!")
        #expect(editor.press(.control("s")).isEmpty)
        #expect(editor.press(.control("w")).contains { if case .save = $0 { true } else { false } })
        // Ctrl-W deleted a word before; the person's binding wins.
        #expect(editor.text == "!Dear Ann,")
    }

    @Test func aListKeepsBothKeys() {
        let keymaps = Self.keymaps([KeyOverride(mode: .editor, command: "save", keys: [.control("s"), .control("w")])])
        #expect(keymaps.editing.keys(for: .save) == [.control("s"), .control("w")])
        #expect(keymaps.editing.action(for: .control("w")) == .save)
    }

    /// The envelope form saves with writing's save key, and the save-as
    /// prompt takes it as Enter: both follow the binding.
    @Test func theEnvelopeFormAndTheSaveAsPromptTakeTheReboundSaveKey() {
        let keymaps = Self.saveOnCtrlW
        #expect(keymaps.envelopeForm.action(for: .control("w")) == .save)
        #expect(keymaps.envelopeForm.action(for: .control("s")) == nil)
        #expect(keymaps.saveAsPrompt.action(for: .control("w")) == .accept)

        var envelope = EditorHarness.defaultPaper(text: "Dear Ann,", path: "/home/ann/ann.letter", keymaps: keymaps)
        envelope.press(.function(2))
        envelope.type("Ann")
        let effects = envelope.press(.control("w"))
        #expect(envelope.state.mode == .editing)
        #expect(effects.contains { if case .save = $0 { true } else { false } })

        var prompt = EditorHarness.defaultPaper(text: "Dear Ann,", keymaps: keymaps)
        prompt.press(.control("w"))
        guard case .saveAs = prompt.state.mode else {
            Issue.record("a new letter's save asks for a name")
            return
        }
        let saved = prompt.press(.control("w"))
        #expect(saved.contains { if case .save = $0 { true } else { false } })
    }

    /// The quit key leaves a prompt and answers an opening question; the
    /// find key leaves the find prompt: each as writing binds it.
    @Test func promptsLeaveWithTheReboundQuitAndFindKeys() {
        let keymaps = Self.keymaps([
            KeyOverride(mode: .editor, command: "quit", keys: [.control("x")]),
            KeyOverride(mode: .editor, command: "find", keys: [.function(6)]),
        ])
        #expect(keymaps.findPrompt.action(for: .control("x")) == .cancel)
        #expect(keymaps.findPrompt.action(for: .function(6)) == .cancel)
        #expect(keymaps.findPrompt.action(for: .control("q")) == nil)
        #expect(keymaps.choosing.action(for: .control("x")) == .safe)
        // Ctrl-X was cut; it left cut, which now has no key.
        #expect(keymaps.editing.keys(for: .cut) == [])
    }

    /// A mode's own binding, over what it took from writing.
    @Test func aModesOwnBindingComesAfterWritings() {
        let keymaps = Self.keymaps([
            KeyOverride(mode: .editor, command: "save", keys: [.control("w")]),
            KeyOverride(mode: .envelope, command: "save", keys: [.function(9)]),
            KeyOverride(mode: .find, command: "accept", keys: [.enter, .tab]),
        ])
        #expect(keymaps.envelopeForm.keys(for: .save) == [.function(9)])
        #expect(keymaps.findPrompt.action(for: .tab) == .accept)
    }

    /// F1 and the hints show the keys in use; a row whose label named its
    /// keys names them afresh.
    @Test func helpNamesTheKeysInUse() {
        let keymaps = Self.keymaps([KeyOverride(mode: .editor, command: "underline", keys: [.alt(.character("l"))])])
        let page = keymaps.helpLines.joined(separator: "\n")
        #expect(page.contains("Alt-B, Alt-I, Alt-L  "))
        #expect(!page.contains("Alt-U"))
        let saving = Self.saveOnCtrlW.helpLines
        #expect(saving.contains { $0.hasPrefix("Ctrl-W ") && $0.hasSuffix("Save the letter") })
        #expect(!saving.joined(separator: "\n").contains("Ctrl-S"))
    }

    /// A prompt's shared row whose keys all became letters (which the field
    /// types) is dropped, not listed with no key.
    @Test func aSharedRowLeftWithNoKeyIsDropped() {
        let box = BoxKeymaps(KeySettings(overrides: [KeyOverride(mode: .box, command: "help", keys: [.character("?")])]))
        #expect(box.search.keys(for: .help) == [])
        #expect(box.search.rows.allSatisfy { !$0.entries.isEmpty })
        #expect(!box.helpLines.contains { $0.hasPrefix("  ") && $0.trimmingSpaces == "This help" })
    }

    @Test func theLetterboxTakesItsBindingsAndItsPromptsFollow() {
        let box = BoxKeymaps(
            KeySettings(overrides: [
                KeyOverride(mode: .box, command: "trash", keys: [.character("x")]),
                KeyOverride(mode: .box, command: "quit", keys: [.control("x")]),
            ]))
        #expect(box.browsing.action(for: .character("x")) == .delete)
        #expect(box.browsing.action(for: .character("d")) == nil)
        #expect(box.rename.action(for: .control("x")) == .cancel)
        #expect(box.search.action(for: .control("x")) == .quit)
        #expect(box.helpLines.contains { $0.hasPrefix("x ") && $0.hasSuffix("Move the letter and its files to the trash (asks first)") })
    }
}
