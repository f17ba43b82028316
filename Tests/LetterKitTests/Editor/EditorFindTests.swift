import LetterKit
import Testing

/// Ctrl-F asks for text and selects its next occurrence; F3 and Ctrl-N find it
/// again, wrapping to the top. Any script; case ignored where letters have it.
@Suite("Editor: find")
struct EditorFindTests {
    static let text = "Dear Min-ji,\n오늘은 정말 좋은 날이에요. dear friend\n木漏れ日の中で DEAR"

    @Test func controlFAsksThenSelectsTheNextMatch() {
        var editor = EditorHarness.defaultPaper(text: Self.text)
        #expect(editor.press(.control("f")) == [])
        #expect(editor.state.mode == .find(TextField()))
        #expect(editor.statusRow == " Find:")
        editor.type("dear")
        #expect(editor.statusRow == " Find: dear")
        #expect(editor.cursor == Spot(row: 23, column: 11))
        editor.press(.enter)
        #expect(editor.state.mode == .editing)
        // From the cursor at the start: "Dear" at the start matches, any case.
        #expect(editor.state.page.selectedText == "Dear")
        #expect(editor.message?.text == "Found \u{201C}dear\u{201D}")
    }

    @Test func findAgainMovesOnAndWrapsToTheTop() {
        var editor = EditorHarness.defaultPaper(text: Self.text)
        editor.press(.control("f"))
        editor.type("DEAR")
        editor.press(.enter)
        #expect(editor.state.page.selection?.lowerBound == Position(paragraph: 0, offset: 0))
        editor.press(.function(3))
        #expect(editor.state.page.selection?.lowerBound == Position(paragraph: 1, offset: 16))
        editor.press(.control("n"))
        #expect(editor.state.page.selection?.lowerBound == Position(paragraph: 2, offset: 8))
        #expect(editor.state.page.selectedText == "DEAR")
        editor.press(.control("n"))
        #expect(editor.state.page.selection?.lowerBound == Position(paragraph: 0, offset: 0))
        #expect(editor.message?.text == "Found \u{201C}DEAR\u{201D} (from the top again)")
    }

    @Test func findsKoreanAndJapaneseWholeCharacters() {
        var editor = EditorHarness.defaultPaper(text: Self.text)
        editor.press(.control("f"))
        editor.type("좋은")
        editor.press(.enter)
        #expect(editor.state.page.selection == Position(paragraph: 1, offset: 7)..<Position(paragraph: 1, offset: 9))
        editor.press(.control("f"))
        // The last search is offered again; Ctrl-U clears it.
        #expect(editor.statusRow == " Find: 좋은")
        editor.press(.control("u"))
        editor.type("の中")
        editor.press(.enter)
        #expect(editor.state.page.selectedText == "の中")
    }

    @Test func caseIsIgnoredBeyondASCII() {
        var editor = EditorHarness.defaultPaper(text: "Grüße aus MÜNCHEN, Ελλάδα")
        editor.press(.control("f"))
        editor.type("münchen")
        editor.press(.enter)
        #expect(editor.state.page.selectedText == "MÜNCHEN")
        editor.press(.control("f"), .control("u"))
        editor.type("ΕΛΛΆΔΑ")
        editor.press(.enter)
        #expect(editor.state.page.selectedText == "Ελλάδα")
    }

    @Test func aMarkNeverMatchesHalfACharacter() {
        // "e" must not match the first half of "é" written as e + U+0301.
        var editor = EditorHarness.defaultPaper(text: "cafe\u{301} cafe")
        editor.press(.control("f"))
        editor.type("cafe")
        editor.press(.enter)
        #expect(editor.state.page.selection?.lowerBound == Position(paragraph: 0, offset: 5))
    }

    @Test func textThatIsNotThereSaysSo() {
        var editor = EditorHarness.defaultPaper(text: Self.text)
        editor.press(.control("f"))
        editor.type("sunflower")
        editor.press(.enter)
        #expect(editor.state.page.selection == nil)
        #expect(editor.message == EditorState.Message("\u{201C}sunflower\u{201D} is not in the letter", tone: .warning))
    }

    @Test func escapeClosesTheQuestionAndF3WithoutASearchAsks() {
        var editor = EditorHarness.defaultPaper(text: Self.text)
        editor.press(.function(3))
        #expect(editor.state.mode == .find(TextField()))
        editor.type("x")
        editor.press(.escape)
        #expect(editor.state.mode == .editing)
        #expect(editor.text == Self.text)
        #expect(editor.state.page.selection == nil)
    }

    @Test func aPasteGoesIntoTheFindField() {
        var editor = EditorHarness.defaultPaper(text: Self.text)
        editor.press(.control("f"))
        editor.send(.edit(.paste("friend\nextra")))
        #expect(editor.state.mode == .find(TextField("friendextra")))
        #expect(editor.text == Self.text)
    }

    @Test func aMatchNeverSpansParagraphs() {
        let document = Document("ab\ncd", columns: 20)
        #expect(document.find("b\nc", from: .start) == nil)
        #expect(document.find("bc", from: .start) == nil)
        #expect(document.find("", from: .start) == nil)
    }

    @Test func theMatchAtTheCursorIsFoundBeforeWrapping() {
        let document = Document("ab ab", columns: 20)
        let atCursor = document.find("ab", from: Position(paragraph: 0, offset: 3))
        #expect(atCursor?.range == Position(paragraph: 0, offset: 3)..<Position(paragraph: 0, offset: 5))
        #expect(atCursor?.wrapped == false)
        let wrapped = document.find("ab", from: Position(paragraph: 0, offset: 4))
        #expect(wrapped?.range == Position(paragraph: 0, offset: 0)..<Position(paragraph: 0, offset: 2))
        #expect(wrapped?.wrapped == true)
    }
}
