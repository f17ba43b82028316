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

/// The HTML page prints the address block above the sheet.
@Suite struct EnvelopeExportTests {
    @Test func htmlPrintsTheAddressBlockEscaped() {
        let page = HTMLPage.html(
            of: [StyledText(Array("Dear Min-ji,"))], paper: .letter, title: "min.letter",
            envelope: Envelope([.to: "Min-ji <Kim>", .address: "서울시 종로구 1-2 #301", .from: "Hana"]))
        #expect(
            page.contains(
                "<address class=\"envelope\" style=\"width: calc(64ch + 8ch);\">\n<div class=\"to\">Min-ji &lt;Kim&gt;</div>\n"))
        #expect(page.contains("<div class=\"address\">서울시 종로구 1-2 #301</div>"))
        #expect(page.contains("<div class=\"from\">From Hana</div>"))
        let without = HTMLPage.html(of: [StyledText(Array("Hi"))], paper: .letter, title: "x")
        #expect(!without.contains("<address"))
    }
}
