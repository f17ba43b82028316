import LetterKit
import Testing

/// Opening questions (a newer copy exists, the letter is open elsewhere) are
/// answered from a list with the arrows and Enter. Ordinary typing never answers
/// them, deleting a copy asks again, and Esc takes the answer that loses nothing.
@Suite("Editor: opening questions")
struct EditorQuestionTests {
    static let copy = "/home/ann/letters/mom.letter.save"

    /// The recovery question as the program asks it: restore, open the saved
    /// letter (safe), show where, delete.
    static var recovery: EditorState.Question {
        EditorState.Question(
            prompt: "An emergency copy of mom.letter was kept.",
            choices: [
                .init(
                    label: "Restore the copy",
                    answer: .restore(text: "Recovered words", envelope: Envelope(), copyPath: copy)),
                .init(label: "Open the saved letter (keep the copy)", answer: .openSaved(copyPath: copy)),
                .init(label: "Show where the copy is", answer: .showWhere(copyPath: copy)),
                .init(label: "Delete the copy", answer: .discardCopy(copyPath: copy)),
            ],
            safeChoice: 1)
    }

    static func asking() -> EditorHarness {
        var editor = EditorHarness.defaultPaper(text: "Saved words", path: "/home/ann/letters/mom.letter")
        editor.send(.ask([recovery]))
        return editor
    }

    @Test func theListStartsOnTheSafeAnswerAndShowsIt() {
        let editor = Self.asking()
        #expect(editor.state.mode == .choose(Self.recovery, selected: 1))
        let box = editor.screenText
        #expect(box.contains(" ▸ Open the saved letter (keep the copy)"))
        #expect(box.contains("   Restore the copy"))
        #expect(box.contains("Esc: open the saved letter (keep the copy)"))
        // The chosen row stands out.
        let row = editor.screen.firstIndex { $0.contains("▸") } ?? 0
        #expect(editor.frame.rows[row].contains { $0.style == .selection })
        #expect(editor.cursor == nil)
    }

    @Test func typingALetterAnswersNothing() {
        var editor = Self.asking()
        // "Dear Mom," begins with D, which once meant "delete the copy".
        let effects = editor.type("Dear Mom, I")
        #expect(effects.isEmpty)
        #expect(editor.state.mode == .choose(Self.recovery, selected: 1))
        #expect(editor.text == "Saved words")
        #expect(editor.message?.text.hasPrefix("Choose an answer with Up and Down, then Enter") == true)
    }

    @Test func escapeAndControlQTakeTheSafeAnswer() {
        for key in [Key.escape, .control("q")] {
            var editor = Self.asking()
            #expect(editor.press(key) == [])
            #expect(editor.state.mode == .editing)
            #expect(editor.text == "Saved words")
            #expect(editor.message?.text == "Opened the saved letter; the copy is kept at \(Self.copy)")
        }
    }

    @Test func upThenEnterRestores() {
        var editor = Self.asking()
        editor.press(.up)
        #expect(editor.state.mode == .choose(Self.recovery, selected: 0))
        #expect(editor.press(.enter) == [])
        #expect(editor.text == "Recovered words")
        #expect(editor.state.isModified)
        // Saving the restored text removes the copy it came from.
        let request = EditorHarness.saveRequest(in: editor.press(.control("s")))
        #expect(request?.text == "Recovered words")
        #expect(editor.send(.saveFinished(.saved(path: "/home/ann/letters/mom.letter"))) == [.removeCopy(path: Self.copy)])
        // Only once.
        editor.type("!")
        #expect(editor.send(.saveFinished(.saved(path: "/home/ann/letters/mom.letter"))) == [])
    }

    @Test func showWhereKeepsAsking() {
        var editor = Self.asking()
        editor.press(.down)
        #expect(editor.press(.enter) == [])
        #expect(editor.state.mode == .choose(Self.recovery, selected: 2))
        #expect(editor.statusRow.contains("The copy is at"))
    }

    @Test func deletingTheCopyAsksToConfirmAndKeepingGoesBack() {
        var editor = Self.asking()
        editor.press(.end)
        #expect(editor.press(.enter) == [])
        guard case .choose(let confirmation, let selected) = editor.state.mode else {
            Issue.record("no confirmation was asked")
            return
        }
        #expect(confirmation.prompt.contains("for good?"))
        #expect(selected == 0)
        // Enter on the first answer keeps the copy and asks the first question again.
        #expect(editor.press(.enter) == [])
        #expect(editor.state.mode == .choose(Self.recovery, selected: 1))
        // Delete, then confirm.
        editor.press(.end, .enter, .down)
        #expect(editor.press(.enter) == [.removeCopy(path: Self.copy)])
        #expect(editor.state.mode == .editing)
        #expect(editor.text == "Saved words")
    }

    @Test func questionsAreAskedInTurn() {
        var editor = EditorHarness.defaultPaper(text: "Saved words", path: "/home/ann/letters/mom.letter")
        let lock = EditorState.Question(
            prompt: "Another letter window has mom.letter open.",
            choices: [
                .init(label: "Open it read-only", answer: .readOnly),
                .init(label: "Edit it anyway", answer: .editAnyway),
                .init(label: "Quit", answer: .quit),
            ])
        editor.send(.ask([lock, Self.recovery]))
        #expect(editor.state.mode == .choose(lock, selected: 0))
        editor.press(.down, .down)
        #expect(editor.press(.enter) == [.quit])

        var other = EditorHarness.defaultPaper(text: "Saved words", path: "/home/ann/letters/mom.letter")
        other.send(.ask([lock, Self.recovery]))
        other.press(.enter)
        #expect(other.state.isReadOnly)
        #expect(other.state.mode == .choose(Self.recovery, selected: 1))
    }
}
