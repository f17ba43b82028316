import LetterKit
import Testing

/// Ctrl-R: "Find:", then "Replace with:", then each match selected in turn
/// with y, n, a or Esc; the prompts offer the last texts selected, so
/// typing replaces them.
@Suite("Editor: find and replace")
struct EditorReplaceTests {
    static let text = "Dear Min-ji,\ndear friend, my dear"

    /// Ctrl-R, `term`, Enter, `replacement`, Enter.
    static func asking(_ term: String, _ replacement: String, in text: String = text) -> EditorHarness {
        var editor = EditorHarness.defaultPaper(text: text)
        editor.press(.control("r"))
        editor.type(term)
        editor.press(.enter)
        editor.type(replacement)
        editor.press(.enter)
        return editor
    }

    @Test func controlRAsksWhatToFindThenWhatReplacesItThenSelectsTheFirstMatch() {
        var editor = EditorHarness.defaultPaper(text: Self.text)
        editor.press(.control("r"))
        #expect(editor.statusRow == " Find:")
        editor.type("DEAR")
        editor.press(.enter)
        #expect(editor.statusRow == " Replace with:")
        editor.type("Hello")
        editor.press(.enter)
        #expect(editor.state.page.selectedText == "Dear")
        #expect(editor.statusRow.hasPrefix(" Replace with \u{201C}Hello\u{201D}?  y: replace  n: skip  a: all  Esc"))
        #expect(editor.text == Self.text)
    }

    @Test func yReplacesAndOffersTheNextNSkipsEscStopsKeepingWhatWasReplaced() {
        var editor = Self.asking("dear", "Hi")
        editor.press(.character("y"))
        #expect(editor.text == "Hi Min-ji,\ndear friend, my dear")
        #expect(editor.state.page.selection == Position(paragraph: 1, offset: 0)..<Position(paragraph: 1, offset: 4))
        #expect(editor.state.isModified)
        editor.press(.character("N"))
        #expect(editor.state.page.selectedText == "dear")
        #expect(editor.state.page.selection?.lowerBound == Position(paragraph: 1, offset: 16))
        editor.press(.escape)
        #expect(editor.state.mode == .editing)
        #expect(editor.text == "Hi Min-ji,\ndear friend, my dear")
        #expect(editor.message?.text == "Replaced 1")
        editor.press(.control("z"))
        #expect(editor.text == Self.text)
    }

    @Test func keysThatAnswerNothingLeaveTheQuestion() {
        var editor = Self.asking("dear", "Hi")
        let before = editor.state.mode
        for key: Key in [.character("x"), .character("j"), .enter, .down, .control("z"), .control("s")] {
            editor.press(key)
            #expect(editor.state.mode == before, "\(key.name)")
        }
        #expect(editor.text == Self.text)
        editor.send(.edit(.paste("pasted")))
        #expect(editor.text == Self.text)
    }

    @Test func allReportsTheCountAndIsOneUndoStep() {
        var editor = Self.asking("dear", "Hi")
        editor.press(.character("a"))
        #expect(editor.text == "Hi Min-ji,\nHi friend, my Hi")
        #expect(editor.message == EditorState.Message("Replaced 3"))
        #expect(editor.state.mode == .editing)
        editor.press(.control("z"))
        #expect(editor.text == Self.text)
        editor.press(.control("z"))
        #expect(editor.message?.text == "Nothing to undo")
    }

    @Test func allOnAFullPageSaysHowManyDidNotFit() throws {
        // Three lines of twenty columns, full: only a replacement that keeps
        // its line fits.
        var editor = try EditorHarness.smallPaper(text: "ab ab ab\nab\nab ab")
        editor.press(.control("r"))
        editor.type("ab")
        editor.press(.enter)
        editor.type("a longer word")
        editor.press(.enter)
        let effects = editor.press(.character("a"))
        #expect(editor.state.page.lineCount <= 3)
        #expect(editor.message == EditorState.Message("Replaced 3; 3 did not fit on the page", tone: .warning))
        #expect(effects.contains(.flash))
        editor.press(.control("z"))
        #expect(editor.text == "ab ab ab\nab\nab ab")
    }

    @Test func aYThatDoesNotFitSaysSoAndMovesOn() throws {
        var editor = try EditorHarness.smallPaper(text: "ab\nab\nab")
        editor.press(.control("r"))
        editor.type("ab")
        editor.press(.enter)
        editor.type("a much longer text than fits")
        editor.press(.enter)
        let effects = editor.press(.character("y"))
        #expect(effects.contains(.flash))
        #expect(editor.text == "ab\nab\nab")
        #expect(editor.state.page.selection?.lowerBound == Position(paragraph: 1, offset: 0))
        #expect(editor.statusRow.contains("did not fit"))
        // The next answer is about the next match: the word about the last goes.
        editor.press(.character("n"))
        #expect(!editor.statusRow.contains("did not fit"))
        #expect(editor.state.page.selection?.lowerBound == Position(paragraph: 2, offset: 0))
        editor.press(.character("n"))
        #expect(editor.message == EditorState.Message("Replaced 0; 1 did not fit on the page", tone: .warning))
    }

    @Test func textThatIsNotThereSaysSo() {
        let editor = Self.asking("sunflower", "rose")
        #expect(editor.state.mode == .editing)
        #expect(editor.message == EditorState.Message("\u{201C}sunflower\u{201D} is not in the letter", tone: .warning))
    }

    @Test func emptyTextToFindAsksNothingMore() {
        var editor = EditorHarness.defaultPaper(text: Self.text)
        editor.press(.control("r"), .enter)
        #expect(editor.state.mode == .editing)
        #expect(editor.message?.text == "Nothing to find")
    }

    @Test func anEmptyReplacementDeletesEachMatch() {
        var editor = Self.asking("dear ", "")
        #expect(editor.statusRow.hasPrefix(" Delete this?  y: replace"))
        editor.press(.character("a"))
        #expect(editor.text == "Min-ji,\nfriend, my dear")
    }

    @Test func escapeCtrlCAndTheReplaceKeyLeaveEitherPrompt() {
        for key: Key in [.escape, .control("c"), .control("q"), .control("r")] {
            var editor = EditorHarness.defaultPaper(text: Self.text)
            editor.press(.control("r"))
            editor.type("dear")
            editor.press(key)
            #expect(editor.state.mode == .editing, "\(key.name) at Find")
            editor.press(.control("r"))
            editor.type("dear")
            editor.press(.enter)
            #expect(editor.statusRow == " Replace with:")
            editor.type("x")
            editor.press(key)
            #expect(editor.state.mode == .editing, "\(key.name) at Replace with")
            #expect(editor.text == Self.text)
        }
    }

    @Test func aReadOnlyLetterRefusesReplace() {
        var editor = EditorHarness.defaultPaper(text: Self.text)
        editor.send(.ask([EditorState.Question(prompt: "Open?", choices: [.init(label: "Read-only", answer: .readOnly)])]))
        editor.press(.enter)
        #expect(editor.state.isReadOnly)
        let effects = editor.press(.control("r"))
        #expect(effects == [.flash])
        #expect(editor.state.mode == .editing)
        #expect(editor.message?.text.hasPrefix("Read-only") == true)
    }

    @Test func aPasteGoesIntoEitherPrompt() {
        var editor = EditorHarness.defaultPaper(text: Self.text)
        editor.press(.control("r"))
        editor.send(.edit(.paste("dear\nfriend")))
        #expect(editor.statusRow == " Find: dearfriend")
        editor.press(.enter)
        editor.send(.edit(.paste("pal")))
        #expect(editor.statusRow == " Replace with: pal")
        #expect(editor.text == Self.text)
    }

    // MARK: The last texts offered selected

    @Test func findOffersTheLastTermSelectedSoTypingReplacesIt() {
        var editor = EditorHarness.defaultPaper(text: Self.text)
        editor.press(.control("f"))
        editor.type("friend")
        editor.press(.enter)
        // Typed over: the first character replaces the offered text.
        editor.press(.control("f"))
        #expect(editor.statusRow == " Find: friend")
        #expect(editor.cells(inRow: 23, styled: .selection) == "friend")
        editor.type("my")
        #expect(editor.statusRow == " Find: my")
        editor.press(.enter)
        #expect(editor.state.page.selectedText == "my")
        // Edited: End (or an arrow) keeps it, and typing then adds to it.
        for key: Key in [.end, .left, .home] {
            editor.press(.control("f"), key)
            #expect(editor.cells(inRow: 23, styled: .selection) == "")
            editor.press(.control("e"))
            editor.type(" dear")
            #expect(editor.statusRow == " Find: my dear", "\(key.name)")
            editor.press(.escape)
        }
    }

    @Test func replaceOffersTheLastTermAndReplacementSelected() {
        var editor = Self.asking("dear", "Hi")
        editor.press(.escape)
        editor.press(.control("r"))
        #expect(editor.statusRow == " Find: dear")
        #expect(editor.cells(inRow: 23, styled: .selection) == "dear")
        editor.press(.enter)
        #expect(editor.statusRow == " Replace with: Hi")
        #expect(editor.cells(inRow: 23, styled: .selection) == "Hi")
        editor.type("Yo")
        #expect(editor.statusRow == " Replace with: Yo")
        editor.press(.enter, .character("a"))
        #expect(editor.text == "Yo Min-ji,\nYo friend, my Yo")
        editor.press(.control("r"))
        #expect(editor.statusRow == " Find: dear")
        editor.press(.backspace)
        #expect(editor.statusRow == " Find:")
    }
}
