import Testing

@testable import LetterKit

/// "Send by e-mail" in the editor's state: only a saved letter is sent, the
/// question names the recipients and starts on "Don't send", and only
/// "Send" taken with Enter asks the shell to send.
@Suite("Editor: Send by e-mail")
struct EditorSendingTests {
    static func editor(path: String? = "/home/ann/spring.letter") -> EditorHarness {
        EditorHarness(paper: .letter, text: "Dear Ann,\nline two", path: path, rows: 24, columns: 80)
    }

    static func asked(_ editor: inout EditorHarness) {
        #expect(editor.send(.intent(.sendByMail)) == [.prepareMail])
        editor.send(.reply(.mailPrepared(.ready(recipients: ["Ann Lee <ann@example.com>", "sam@example.org"]))))
    }

    @Test func aSavedLetterIsMadeIntoAMessageAndTheQuestionNamesTheRecipients() {
        var editor = Self.editor()
        Self.asked(&editor)
        guard case .choose(let question, let selected) = editor.state.mode else {
            Issue.record("no question was asked")
            return
        }
        #expect(question.prompt == "Send this letter by e-mail to Ann Lee <ann@example.com>, sam@example.org?")
        #expect(question.choices.map(\.label) == ["Don't send", "Send"])
        #expect(selected == question.safeChoice)
        #expect(question.choices[question.safeChoice].answer == .keepUnsent)
        #expect(editor.screenText.contains("Send this letter by e-mail to"))
    }

    /// Changes not saved, or no file yet: nothing is made, and the status
    /// row says to save first.
    @Test(arguments: [true, false])
    func anUnsavedLetterIsNotSent(hasFile: Bool) {
        var editor = Self.editor(path: hasFile ? "/home/ann/spring.letter" : nil)
        if hasFile { editor.type("x") }
        #expect(editor.send(.intent(.sendByMail)).isEmpty)
        #expect(editor.message?.text.hasPrefix("Save the letter first") == true)
        #expect(editor.state.mode == .editing)
    }

    /// Esc, Ctrl-Q and Enter on the first answer keep it unsent; letters do
    /// not answer at all.
    @Test(arguments: [[Key.escape], [.control("q")], [.enter], [.down, .up, .enter]])
    func onlySendSends(keys: [Key]) {
        var editor = Self.editor()
        Self.asked(&editor)
        #expect(editor.type("y").isEmpty)
        if case .choose = editor.state.mode {} else { Issue.record("a letter answered the question") }
        var effects: [Effect] = []
        for key in keys { effects += editor.press(key) }
        #expect(effects.isEmpty)
        #expect(editor.state.mode == .editing)
        #expect(editor.message?.text == "Not sent")
    }

    @Test func sendChosenAsksTheShellToSendAndSaysHowItWent() {
        var editor = Self.editor()
        Self.asked(&editor)
        editor.press(.down)
        #expect(editor.press(.enter) == [.sendMail])
        #expect(editor.state.mode == .editing)
        #expect(editor.message?.text == "Sending…")
        editor.send(.reply(.mailSent(.sent(recipients: ["ann@example.com"], problem: nil))))
        #expect(editor.message?.text == "Sent to ann@example.com")
        editor.send(.reply(.mailSent(.sent(recipients: ["ann@example.com"], problem: "no copy was kept: disk full"))))
        #expect(editor.message?.text == "Sent to ann@example.com, but no copy was kept: disk full")
        #expect(editor.message?.tone == .warning)
        editor.send(.reply(.mailSent(.failed("the letter was not sent: sendmail ended with status 75"))))
        #expect(editor.message?.text == "The letter was not sent: sendmail ended with status 75")
        #expect(editor.message?.tone == .error)
    }

    @Test func aMessageThatCouldNotBeMadeSaysWhy() {
        var editor = Self.editor()
        editor.send(.intent(.sendByMail))
        editor.send(.reply(.mailPrepared(.failed("spring.letter has no recipient"))))
        #expect(editor.state.mode == .editing)
        #expect(editor.message?.text == "Not sent: spring.letter has no recipient")
        #expect(editor.message?.tone == .error)
    }

    @Test func thePaletteListsIt() {
        var editor = Self.editor()
        editor.press(.function(10))
        editor.type("send by")
        #expect(editor.press(.enter) == [.prepareMail])
    }
}
