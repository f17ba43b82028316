import Testing

@testable import LetterKit

/// F2: the envelope's form over the paper, through `update` and `render`.
@Suite struct EnvelopeFormTests {
    private func editor(path: String? = "/a/min.letter") -> EditorHarness {
        EditorHarness.defaultPaper(text: "Dear Min-ji,", path: path)
    }

    @Test func f2OpensTheFormAndTabMovesThroughIt() {
        var editor = editor()
        editor.press(.function(2))
        guard case .envelope(let form) = editor.state.mode else {
            Issue.record("expected the form, got \(editor.state.mode)")
            return
        }
        #expect(form.current.field == .to)
        #expect(editor.screenText.contains("Envelope"))
        #expect(editor.statusRow.hasPrefix(" Envelope · To "))
        editor.type("Min-ji Kim")
        editor.press(.tab)
        #expect(editor.statusRow.hasPrefix(" Envelope · From "))
        editor.press(.backTab)
        #expect(editor.statusRow.hasPrefix(" Envelope · To "))
        editor.press(.up)
        #expect(editor.statusRow.hasPrefix(" Envelope · Date "), "Up from the first field goes round to the last")
        editor.press(.escape)
        #expect(editor.state.mode == .editing)
        #expect(editor.state.envelope[.to] == "Min-ji Kim")
        #expect(editor.state.isModified)
        #expect(editor.screen[0].contains("to Min-ji Kim"))
    }

    @Test func fieldsFormatAsTypedAndRefuseWhatTheyDoNotTake() {
        var editor = editor()
        editor.press(.function(2))
        editor.type("Sam😀")
        #expect(editor.screenText.contains("↳ Emoji are not allowed here"))
        for _ in 0..<4 { editor.press(.tab) }  // to Phone
        #expect(editor.statusRow.hasPrefix(" Envelope · Phone "))
        editor.type("0212345678")
        #expect(editor.screenText.contains("02-1234-5678"))
        editor.press(.tab)
        editor.type("Min@Example.COM")
        editor.press(.tab)
        editor.type("20261122")
        #expect(editor.screenText.contains("2026-11-22"))
        editor.press(.function(2))
        #expect(editor.state.envelope == Envelope([.to: "Sam", .phone: "02-1234-5678", .email: "Min@example.com", .date: "2026-11-22"]))
    }

    @Test func aBadEmailShowsItsErrorAndIsKeptAsTyped() {
        var editor = editor()
        editor.press(.function(2))
        for _ in 0..<5 { editor.press(.tab) }  // to E-mail
        editor.type("min@example")
        editor.press(.tab)
        #expect(editor.screenText.contains("↳"))
        editor.press(.escape)
        #expect(editor.state.envelope[.email] == "min@example")
        #expect(editor.statusRow.contains("kept as typed"))
        // Saving is never blocked, and says what is wrong.
        guard case .save(let request)? = editor.press(.control("s")).first else {
            Issue.record("expected a save")
            return
        }
        #expect(request.envelope[.email] == "min@example")
        editor.send(.saveFinished(.saved(path: "/a/min.letter")))
        #expect(editor.state.message?.text.hasPrefix("Saved /a/min.letter; the envelope's e-mail is not right") == true)
    }

    @Test func ctrlSInTheFormClosesItAndSaves() {
        var editor = editor()
        editor.press(.function(2))
        editor.type("Sam")
        guard case .save(let request)? = editor.press(.control("s")).first else {
            Issue.record("expected a save")
            return
        }
        #expect(request.envelope[.to] == "Sam")
        #expect(editor.state.mode == .editing)
    }

    @Test func plainTextHasNoEnvelope() {
        var editor = editor(path: "/a/note.txt")
        editor.press(.function(2))
        #expect(editor.state.mode == .editing)
        #expect(editor.statusRow.contains("Only a .letter has an envelope"))
    }

    @Test func aValueReadWrongOpensWithItsErrorAndNothingChanges() {
        var editor = editor()
        editor.state = EditorState(
            page: Page(paper: .letter, text: "Hi"), path: "/a/min.letter", envelope: Envelope([.date: "2023-02-29"]))
        editor.send(.resize(rows: 24, columns: 80))
        editor.press(.function(2))
        #expect(editor.screenText.contains("February 2023 has 28 days"))
        editor.press(.escape)
        #expect(editor.state.envelope == Envelope([.date: "2023-02-29"]))
        #expect(!editor.state.isModified)
    }
}
