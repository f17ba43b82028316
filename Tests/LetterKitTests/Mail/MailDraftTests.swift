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
}
