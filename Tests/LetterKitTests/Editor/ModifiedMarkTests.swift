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

/// The modified mark follows versions of the text, not comparisons of it.
@Suite("Modified mark: versions")
struct ModifiedVersionTests {
    @Test func typingAfterASaveIsAChangeEvenMidWord() {
        var editor = EditorHarness.defaultPaper(text: "", path: "/tmp/a.letter")
        editor.type("Dea")
        editor.press(.control("s"))
        editor.send(.saveFinished(.saved(path: "/tmp/a.letter")))
        #expect(!editor.state.isModified)
        editor.type("r")
        #expect(editor.state.isModified)
        // One undo takes back only what came after the save.
        editor.press(.control("z"))
        #expect(editor.text == "Dea")
        #expect(!editor.state.isModified)
        editor.press(.control("z"))
        #expect(editor.text == "")
        #expect(editor.state.isModified)
        editor.press(.control("y"))
        #expect(editor.text == "Dea")
        #expect(!editor.state.isModified)
    }

    @Test func aRestoredCopyStaysModifiedWhateverIsUndone() {
        var editor = EditorHarness.defaultPaper(text: "saved", path: "/tmp/a.letter")
        editor.send(.ask([.recoveredCopy(kind: .emergency, letterName: "a.letter", text: "restored", copyPath: "/tmp/a.letter.save")]))
        editor.press(.up, .enter)
        #expect(editor.text == "restored")
        editor.type("x")
        editor.press(.control("z"))
        #expect(editor.text == "restored")
        #expect(editor.state.isModified)
    }

    @Test func versionsAfterTheHistoryLimitStillTellTexts() {
        var page = Page(paper: .manuscript, text: "")
        let opened = page.version
        for index in 0..<1_005 {
            page.perform(.insert("w\(index) "))
            page.move(.left)
            page.move(.right)
        }
        while page.canUndo { page.perform(.undo) }
        // The oldest steps were dropped: the text is not the opened one, and its
        // version says so.
        #expect(page.text != "")
        #expect(page.version != opened)
    }
}
