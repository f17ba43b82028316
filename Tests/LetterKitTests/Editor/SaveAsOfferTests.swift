import Testing

@testable import LetterKit

/// A new letter's suggested name is an offer: Enter takes it, typing
/// replaces it (so "trip" is saved as trip.letter, not appended to the
/// suggestion), a move starts editing it.
@Suite struct SaveAsOfferTests {
    @Test func typingReplacesTheSuggestedName() {
        var editor = EditorHarness.defaultPaper(text: "Hi")
        editor.press(.control("s"))
        #expect(editor.frame.rows[23][11].style == .selection, "the offer is drawn as a selection")
        editor.type("trip")
        guard case .save(let request)? = editor.press(.enter).first else {
            Issue.record("expected a save")
            return
        }
        #expect(request.path == "trip.letter")
    }

    @Test func enterTakesTheSuggestionAndAMoveEditsIt() {
        var editor = EditorHarness.defaultPaper(text: "Hi")
        let suggested = editor.state.suggestedName
        editor.press(.control("s"))
        editor.press(.end)
        #expect(editor.frame.rows[23][11].style != .selection, "the offer ended")
        editor.press(.backspace, .backspace, .backspace, .backspace, .backspace, .backspace)
        editor.type("md")
        guard case .save(let request)? = editor.press(.enter).first else {
            Issue.record("expected a save")
            return
        }
        #expect(request.path == String(suggested.dropLast(6)) + "md")
        var fresh = EditorHarness.defaultPaper(text: "Hi")
        fresh.press(.control("s"))
        guard case .save(let taken)? = fresh.press(.enter).first else {
            Issue.record("expected a save")
            return
        }
        #expect(taken.path == suggested)
    }

    @Test func backspaceAndPasteReplaceTheOfferToo() {
        var field = TextField(offering: "letter.letter", rules: .savePath)
        let taken = field.apply(.backspace)
        #expect(taken)
        #expect(field.text == "")
        var pasted = TextField(offering: "letter.letter", rules: .savePath)
        pasted.paste("notes/sam.letter")
        #expect(pasted.text == "notes/sam.letter")
        var moved = TextField(offering: "letter.letter", rules: .savePath)
        _ = moved.apply(.left)
        _ = moved.apply(.character("x"))
        #expect(moved.text == "letter.lettexr")
    }
}
