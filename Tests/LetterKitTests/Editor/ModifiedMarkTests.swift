import Testing

@testable import LetterKit

/// "modified" means the letter differs from what is on disk: undoing back to the
/// saved text clears it, so quitting need not ask.
@Suite struct ModifiedMarkTests {
    @Test func undoingBackToTheOpenedTextClearsTheMark() throws {
        var editor = try EditorHarness.smallPaper(text: "Dear Ann,", path: "/tmp/ann.letter")
        editor.press(.ctrl(.end))
        editor.type("!!")
        #expect(editor.state.isModified)
        editor.press(.control("z"))
        #expect(editor.text == "Dear Ann,")
        #expect(!editor.state.isModified)
        #expect(!editor.titleRow.contains("modified"))
        // Nothing to save, so Ctrl-Q quits at once.
        #expect(editor.press(.control("q")) == [.quit])
    }

    @Test func redoingAwayFromTheSavedTextSetsItAgain() throws {
        var editor = try EditorHarness.smallPaper(text: "", path: "/tmp/ann.letter")
        editor.type("x")
        editor.press(.control("z"))
        #expect(!editor.state.isModified)
        editor.press(.control("y"))
        #expect(editor.state.isModified)
    }

    @Test func afterASaveTheSavedTextIsTheNewOne() throws {
        var editor = try EditorHarness.smallPaper(text: "", path: "/tmp/ann.letter")
        editor.type("ab ")
        editor.press(.control("s"))
        editor.send(.saveFinished(.saved(path: "/tmp/ann.letter")))
        editor.type("cd")
        #expect(editor.state.isModified)
        // Undo takes away "cd", back to what was saved.
        editor.press(.control("z"))
        #expect(editor.text == "ab ")
        #expect(!editor.state.isModified)
        // One more undo leaves the saved text behind.
        editor.press(.control("z"))
        #expect(editor.text == "")
        #expect(editor.state.isModified)
    }
}
