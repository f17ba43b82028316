import Foundation
import Testing

/// "Send by e-mail" from the editor's palette, in a real terminal: the
/// letter as saved is made into a message, the question names its
/// recipients, and only "Send" chosen with the arrows and Enter hands it to
/// the sendmail program config.toml names; what a send leaves behind (a
/// copy in Sent/, `sent:` in the letter) is kept by the next save too.
@Suite("Send by e-mail from the editor, end to end in tmux")
struct EditorSendEndToEndTests {
    static let letter = """
        ---
        paper: letter
        to: Minji Kim
        from: Hana Lee
        email: minji@example.com
        ---
        Spring letter
        Dear Minji,

        """

    /// A folder that is the editor's home, with config.toml naming `from`
    /// and a sendmail that is `script`, and the letter in it.
    static func setUp(sendmail script: String) throws -> ScratchFolder {
        let folder = try ScratchFolder()
        try FileManager.default.createDirectory(atPath: folder.file(".config/letter"), withIntermediateDirectories: true)
        try writeText(folder.file("sendmail"), script, mode: 0o755)
        try writeText(
            folder.file(".config/letter/config.toml"),
            "from = \"hana@example.org\"\nsendmail = \"\(folder.file("sendmail")) -t -oi\"\n")
        try writeText(folder.file("spring.letter"), letter)
        return folder
    }

    /// F10, "send", Enter.
    static func chooseSend(_ session: TmuxSession) throws {
        try session.press("F10")
        try session.waitFor("Commands")
        try session.type("send by")
        try session.press("Enter")
    }

    @Test func theQuestionNamesTheRecipientsAndOnlySendSends() throws {
        let folder = try Self.setUp(sendmail: "#!/bin/sh\ncat > \"$HOME/received.eml\"\n")
        let session = try TmuxSession("\(letterBinary) spring.letter", folder: folder)
        try session.waitFor("F1 help")
        try session.press("C-End")
        try session.type("Yours, Hana")
        // Changes not saved: what would be sent is not yet the file.
        try Self.chooseSend(session)
        try session.waitFor("Save the letter first")
        #expect(folder.read("received.eml") == nil)
        try session.press("C-s")
        try session.waitFor("Saved")

        // Esc takes the safe answer: nothing is sent.
        try Self.chooseSend(session)
        try session.waitFor("Send this letter by e-mail to Minji Kim <minji@example.com>?", timeout: 30)
        try session.press("Escape")
        try session.waitFor("Not sent")
        #expect(folder.read("received.eml") == nil)
        // Enter on the first answer, where the question starts, does not send either.
        try Self.chooseSend(session)
        try session.waitFor("Send this letter by e-mail to", timeout: 30)
        try session.press("Enter")
        try session.waitFor("Not sent")
        #expect(folder.read("received.eml") == nil)

        // Down to "Send", then Enter.
        try Self.chooseSend(session)
        try session.waitFor("Send this letter by e-mail to", timeout: 30)
        try session.press("Down")
        try session.press("Enter")
        try session.waitFor("Sent to Minji Kim <minji@example.com>", timeout: 30)
        let message = try #require(folder.read("received.eml"), "the sendmail program got no message")
        #expect(message.contains("Subject: Spring letter"))
        #expect(message.contains("To: Minji Kim <minji@example.com>"))
        #expect(message.contains("Yours, Hana"))

        // The letter records it, and a copy is in the letterbox's Sent/.
        let today = try #require(runTool(["date", "+%Y-%m-%d"]).output.split(separator: "\n").first)
        let sentLine = "sent: \"\(today) to minji@example.com\"\n"
        #expect(folder.read("spring.letter")?.contains(sentLine) == true)
        let copies = (try? FileManager.default.contentsOfDirectory(atPath: folder.file("Letters/Sent"))) ?? []
        #expect(copies == ["spring \(today).eml"])

        // The next save is the editor's own: no question about a change
        // made elsewhere, and `sent:` stays.
        try session.type("!")
        try session.press("C-s")
        let screen = try session.waitFor("Saved")
        #expect(!screen.contains("changed"))
        let saved = folder.read("spring.letter") ?? ""
        #expect(saved.contains(sentLine))
        #expect(saved.contains("Yours, Hana!"))
    }

    @Test func aFailingSendmailSaysWhyAndChangesNothing() throws {
        let folder = try Self.setUp(sendmail: "#!/bin/sh\ncat >/dev/null\necho 'mail server busy' >&2\nexit 75\n")
        let before = folder.read("spring.letter")
        let session = try TmuxSession("\(letterBinary) spring.letter", folder: folder)
        try session.waitFor("F1 help")
        try Self.chooseSend(session)
        try session.waitFor("Send this letter by e-mail to", timeout: 30)
        try session.press("Down")
        try session.press("Enter")
        let screen = try session.waitFor("The letter was not sent", timeout: 30)
        #expect(screen.contains("status 75"))
        #expect(screen.contains("mail server busy"))
        #expect(folder.read("spring.letter") == before)
        #expect(!FileManager.default.fileExists(atPath: folder.file("Letters/Sent")))
    }

    @Test func aLetterWithoutARecipientIsNotAsked() throws {
        let folder = try Self.setUp(sendmail: "#!/bin/sh\ncat > \"$HOME/received.eml\"\n")
        try writeText(folder.file("spring.letter"), "---\npaper: letter\n---\nDear someone,\n")
        let session = try TmuxSession("\(letterBinary) spring.letter", folder: folder)
        try session.waitFor("F1 help")
        try Self.chooseSend(session)
        try session.waitFor("no recipient", timeout: 30)
        #expect(folder.read("received.eml") == nil)
    }
}
