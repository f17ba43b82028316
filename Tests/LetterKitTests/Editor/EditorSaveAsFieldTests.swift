import LetterKit
import Testing

/// The "Save as:" prompt's field keeps the file-name rules for every name in
/// the path it is given, and says why it refused a key above the prompt.
@Suite struct EditorSaveAsFieldTests {
    /// A new letter with "Hi" typed, at the "Save as: letter.letter" prompt.
    private func askingForAName() -> EditorHarness {
        var editor = EditorHarness.defaultPaper()
        editor.type("Hi")
        editor.press(.control("s"))
        return editor
    }

    @Test func aControlCharacterIsRefusedAndTheRefusalIsShownAboveThePrompt() {
        var editor = askingForAName()
        editor.press(.control("u"))
        editor.type("ann\t")
        guard case .saveAs(let field, failure: nil) = editor.state.mode else {
            Issue.record("not asking for a name: \(editor.state.mode)")
            return
        }
        #expect(field.text == "ann")
        #expect(field.refusal == FieldRefusal(.refused(.control), leftOut: 1))
        #expect(editor.screen[22] == " Control characters are not allowed here.")
        #expect(editor.statusRow == " Save as: ann")
        #expect(editor.statusStyle == .statusError)
        // The next key taken clears it; the prompt goes on as before.
        editor.type(".letter")
        #expect(editor.statusRow == " Save as: ann.letter")
        #expect(editor.statusStyle == .statusWarning)
        #expect(!editor.screen[22].contains("Control"))
        let request = EditorHarness.saveRequest(in: editor.press(.enter))
        #expect(request?.path == "ann.letter")
    }

    @Test func slashesSeparateFoldersAndEachNameKeepsTheByteLimit() {
        var editor = askingForAName()
        editor.press(.control("u"))
        // 85 Hangul syllables are 255 bytes: the most one name can have.
        let longestName = String(repeating: "편", count: 85)
        editor.type("/tmp/" + longestName)
        editor.type("지")
        guard case .saveAs(let field, _) = editor.state.mode else {
            Issue.record("not asking for a name")
            return
        }
        #expect(field.text == "/tmp/" + longestName)
        #expect(field.refusal?.problem == .tooLong(maximum: 255, measure: .utf8BytesInAName))
        // A new folder level starts a new name.
        editor.type("/지.letter")
        let request = EditorHarness.saveRequest(in: editor.press(.enter))
        #expect(request?.path == "/tmp/" + longestName + "/지.letter")
    }

    @Test func aPastedNameLeavesOutControlsAndSaysSo() {
        var editor = askingForAName()
        editor.press(.control("u"))
        editor.send(.edit(.paste("a\u{1B}[31mb.letter")))
        guard case .saveAs(let field, _) = editor.state.mode else {
            Issue.record("not asking for a name")
            return
        }
        #expect(field.text == "a[31mb.letter")
        #expect(field.message == "Control characters are not allowed here")
    }

    @Test func aFailedSaveKeepsItsReasonBesideARefusal() {
        var editor = askingForAName()
        editor.press(.enter)
        editor.send(.saveFinished(.failed(.notAFile(path: "/mnt"))))
        editor.type("\u{7}")
        #expect(editor.screen[21] == " Not saved: cannot save /mnt: it is not a regular file. Control characters are")
        #expect(editor.screen[22] == " not allowed here.")
        #expect(editor.statusRow == " Save as: letter.letter")
        #expect(editor.statusStyle == .statusError)
    }
}
