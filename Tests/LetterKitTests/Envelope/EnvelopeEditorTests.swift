import Testing

@testable import LetterKit

/// The envelope in the editor: the title names the recipient, and a save
/// carries the envelope to the file.
@Suite struct EnvelopeEditorTests {
    @Test func titleNamesTheRecipientAndSaveCarriesTheEnvelope() throws {
        var editor = EditorHarness.defaultPaper(text: "Dear Min-ji,", path: "/a/min.letter")
        editor.state = EditorState(
            page: Page(paper: .letter, text: "Dear Min-ji,"), path: "/a/min.letter",
            envelope: Envelope([.to: "Min-ji Kim", .phone: "010-1234-5678"]))
        editor.send(.resize(rows: 24, columns: 80))
        #expect(editor.screen[0].hasPrefix(" min.letter · to Min-ji Kim · letter paper"))
        editor.type("!")
        guard case .save(let request)? = editor.press(.control("s")).first else {
            Issue.record("expected a save")
            return
        }
        #expect(request.envelope == Envelope([.to: "Min-ji Kim", .phone: "010-1234-5678"]))
    }
}
