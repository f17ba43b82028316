import Testing

@testable import LetterKit

/// The screen kit's keymap: lookup (first row wins, letters in either case
/// when asked, `otherwise` last), and the help lines and hints made from it.
@Suite struct ScreenKeymapTests {
    enum Answer: Hashable, Sendable { case yes, no, cancel }

    static let question = Keymap<Answer>(
        [
            KeyRow(keys: [.character("y")], action: .yes, help: "Save all the same", hint: "yes"),
            KeyRow(keys: [.character("n"), .escape], action: .no, help: "Write nothing", hint: "no"),
            KeyRow(keys: [.character("y"), .control("q")], action: .cancel, help: "Go back", inHint: false),
        ], ignoresCase: true)

    static let anyKey = Keymap<Answer>(
        [KeyRow(keys: [.character("y")], action: .yes, help: "Yes", hint: "yes")],
        otherwise: .init(.no, help: "No", hint: "no"))

    @Test(arguments: [
        (Key.character("y"), Answer?.some(.yes)), (.character("Y"), .yes), (.character("N"), .no), (.escape, .no),
        (.control("q"), .cancel), (.character("q"), nil), (.control("y"), nil), (.alt(.character("y")), nil),
    ])
    func lookupFirstRowWinsAndLettersIgnoreCase(key: Key, action: Answer?) {
        #expect(Self.question.action(for: key) == action)
    }

    @Test(arguments: [
        (Key.character("y"), Answer.yes), (.character("Y"), .no), (.character("n"), .no), (.function(9), .no),
        (.escape, .no),
    ])
    func otherwiseTakesEveryKeyNoRowBinds(key: Key, action: Answer) {
        #expect(Self.anyKey.action(for: key) == action)
        #expect(Self.anyKey.boundAction(for: key) == (key == .character("y") ? .yes : nil))
    }

    @Test func hintNamesTheRowsItShowsThenOtherwise() {
        #expect(Self.question.hint() == "y: yes  n, Esc: no")
        #expect(Self.anyKey.hint(separator: " · ") == "y: yes · any other key: no")
    }

    /// A hint too long for a line breaks between rows, never inside one.
    @Test(arguments: [
        (40, ["y: yes · n, Esc: no"]), (19, ["y: yes · n, Esc: no"]), (18, ["y: yes", "n, Esc: no"]),
        (6, ["y: yes", "n,", "Esc:", "no"]),
    ])
    func hintLinesBreakBetweenRows(width: Int, lines: [String]) {
        #expect(Self.question.hintLines(width: width) == lines)
    }

    @Test func helpLinesPadTheKeysToOneColumn() {
        #expect(Self.question.helpLines == ["y          Save all the same", "n, Esc     Write nothing", "y, Ctrl-Q  Go back"])
        #expect(Self.anyKey.helpLines == ["y              Yes", "Any other key  No"])
    }

    @Test func keysForAnActionFollowTheRows() {
        #expect(Self.question.keys(for: .no) == [.character("n"), .escape])
        #expect(Self.question.keys(for: .cancel) == [.character("y"), .control("q")])
    }

    /// An intent the envelope form shares with writing takes writing's keys:
    /// the form saves with whatever key saves the letter.
    @Test func theEnvelopeFormSavesAndClosesWithWritingsKeys() {
        #expect(EditorKeys.envelopeForm.keys(for: .save) == EditorKeys.editing.keys(for: .save))
        #expect(EditorKeys.envelopeForm.keys(for: .close) == EditorKeys.editing.keys(for: .cancel) + EditorKeys.editing.keys(for: .envelope))
        #expect(EditorKeys.editing.keys(for: .quit).allSatisfy(EditorKeys.findPrompt.keys(for: .cancel).contains))
    }
}
