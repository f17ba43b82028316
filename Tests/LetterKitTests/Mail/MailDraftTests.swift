import Testing

@testable import LetterKit

/// What a message takes from a letter before `letter-mail` builds it.
@Suite("Mail: the draft")
struct MailDraftTests {
    @Test func theSubjectIsTheFirstLineWithTextTrimmed() {
        #expect(MailDraft.subject(fromLines: ["", "   ", "  봄 편지  ", "민지에게"]) == "봄 편지")
        #expect(MailDraft.subject(fromLines: ["\u{3000}", ""]) == "")
        #expect(MailDraft.subject(fromLines: []) == "")
    }

    /// A control character in the first line never reaches a header.
    @Test func theSubjectHoldsNoControlCharacter() {
        #expect(MailDraft.subject(fromLines: ["Hi\u{1B}[31m there\u{7}"]) == "Hi[31m there")
        #expect(MailDraft.subject(fromLines: ["\u{1B}", "next"]) == "next")
    }

    @Test(arguments: ["min@example.com", "하나@예시.한국", "a.b+c@x.y"])
    func anAddressIsTaken(address: String) {
        #expect(MailDraft.isAddress(address))
    }

    /// What could spill into another header or another address is refused.
    @Test(arguments: [
        "", "min", "@x.y", "min@", "a@b@c", "a b@c.d", "a@b.c\r\nBcc: x@y.z", "a@b.c, d@e.f", "<a@b.c>", "a@b.c\u{7}",
    ])
    func anAddressIsRefused(address: String) {
        #expect(!MailDraft.isAddress(address))
    }

    /// A title in the front matter is the subject; a blank or missing one
    /// leaves it to the first line.
    @Test func theTitleIsTheSubjectWhenThereIsOne() {
        #expect(MailDraft.subject(title: "  봄 소식 ", lines: ["민지에게"]) == "봄 소식")
        #expect(MailDraft.subject(title: " \u{7}", lines: ["민지에게"]) == "민지에게")
        #expect(MailDraft.subject(title: nil, lines: ["", "민지에게"]) == "민지에게")
    }

    @Test func theSettingsSenderIsAnAddressOrANameAndOne() {
        #expect(MailDraft.mailbox(written: "hana@example.org") == .init(name: nil, address: "hana@example.org"))
        #expect(MailDraft.mailbox(written: "이하나 <hana@example.org>") == .init(name: "이하나", address: "hana@example.org"))
        #expect(MailDraft.mailbox(written: "\"Ha, Na\" <hana@example.org>") == .init(name: "Ha, Na", address: "hana@example.org"))
        #expect(MailDraft.mailbox(written: " <hana@example.org> ") == .init(name: nil, address: "hana@example.org"))
    }

    @Test(arguments: ["hana", "이하나 <hana>", "Na\r\nBcc: x@y.z <hana@example.org>", "<a@b.c, d@e.f>", ""])
    func aSettingsSenderThatIsNoAddressIsRefused(written: String) {
        #expect(MailDraft.mailbox(written: written) == nil)
    }

    /// The files a message carries cross the pipe as base64 and come back whole.
    @Test func aFilesBytesAreBase64() {
        let file = MailDraft.File(name: "a.png", mediaType: "image/png", contentID: "x@letter", bytes: [0, 255, 1])
        #expect(file.base64 == "AP8B")
    }
}
