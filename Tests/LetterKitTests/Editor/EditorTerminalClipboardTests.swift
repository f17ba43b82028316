import LetterKit
import Testing

/// Copy and cut also ask for the terminal's clipboard (OSC 52) when the
/// shell says the terminal takes it: the selection's plain text, ink left
/// out; too long for one sequence, the editor keeps it alone and says so.
@Suite struct EditorTerminalClipboardTests {
    /// A letter of `text` on the default paper, copies going to the terminal or not.
    static func editor(_ text: String, toTerminal: Bool = true) -> EditorHarness {
        var editor = EditorHarness.defaultPaper()
        editor.state = EditorState(page: Page(paper: .letter, text: text), copiesToTerminal: toTerminal)
        editor.send(.resize(rows: 24, columns: 80))
        return editor
    }

    @Test(arguments: [
        ("Dear Ann,", "Dear Ann,"),
        ("안녕하세요 친구", "안녕하세요 친구"),
        ("Hi 😀\n\nBye", "Hi 😀\n\nBye"),  // newlines and an empty line as they are
    ])
    func copyAsksForTheTerminalsClipboard(text: String, copied: String) {
        var editor = Self.editor(text)
        editor.send(.selectAll)
        #expect(editor.send(.copy) == [.setTerminalClipboard(copied)])
        #expect(editor.state.clipboard.string == copied)
    }

    @Test func cutAsksForItAfterTheCut() {
        var editor = Self.editor("Dear Ann, hello")
        editor.send(.input(.doubleClick(row: 3, column: 13)))
        let effects = editor.send(.cut)
        #expect(effects.last == .setTerminalClipboard("Ann"))
        #expect(editor.text == "Dear , hello")
        #expect(editor.message?.text == "Cut 3 characters")
    }

    @Test func inkStaysOutOfTheTerminalsCopy() {
        var editor = Self.editor("Dear Ann")
        editor.press(.ctrl(.end), .ctrlShift(.left), .alt(.character("b")))  // "Ann" in bold
        editor.send(.selectAll)
        #expect(editor.send(.copy) == [.setTerminalClipboard("Dear Ann")])
        // The editor's own copy keeps the bold.
        #expect(editor.state.clipboard.runs != StyledText("Dear Ann").runs)
    }

    @Test func internalClipboardAsksForNothing() {
        var editor = Self.editor("Dear Ann,", toTerminal: false)
        editor.send(.selectAll)
        #expect(editor.send(.copy) == [])
        #expect(editor.send(.cut) == [])
        #expect(editor.state.clipboard.string == "Dear Ann,")
    }

    @Test func nothingSelectedAsksForNothing() {
        var editor = Self.editor("Dear Ann,")
        #expect(editor.send(.copy) == [])
        #expect(editor.send(.cut) == [])
    }

    @Test func aSelectionPastTheCapStaysInTheEditorAndSaysSo() throws {
        let line = String(repeating: "가", count: 60)
        let text = Array(repeating: line, count: 430).joined(separator: "\n")  // 430 × 181 bytes, past 75 000
        let paper = try Paper(lines: 500, columns: 130)
        var editor = EditorHarness(paper: paper, rows: 24, columns: 150)
        editor.state = EditorState(page: Page(paper: paper, text: text), copiesToTerminal: true)
        editor.send(.resize(rows: 24, columns: 150), .selectAll)
        #expect(editor.send(.copy) == [])
        #expect(editor.state.clipboard.string == text)
        #expect(editor.message?.text == "Copied 26229 characters; too long for the terminal's clipboard, kept in the editor only")
        #expect(editor.message?.tone == .warning)
    }
}
