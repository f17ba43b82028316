import Foundation
import LetterKit
import Testing

@testable import letter

/// `letter send`: the letter as a MIME message built by `letter-mail`, read
/// back by another reader (Python's `email` package, its modern policy).
@Suite("Send: the message")
struct SendCommandTests {
    static let letter = """
        ---
        paper: letter
        to: 김민지
        from: 이하나
        email: minji@example.com
        ---
        봄 편지
        민지에게, 잘 지내니? This line is long enough to be wrapped by the paper and must come out exactly as render prints it.

        하나가
        """

    @Test func theMessageReadsBackAsTheEnvelopeAndThePage() throws {
        let scratch = try FilesScratch()
        let path = scratch.file("spring.letter")
        try writeText(path, Self.letter)
        let message = scratch.file("spring.eml")
        let sent = try run([letterBinary, "send", path, "--from", "hana@example.org", "-o", message])
        #expect(sent.status == 0, "\(sent.error)")
        let rendered = try run([letterBinary, "render", path])
        #expect(rendered.status == 0)
        let parsed = try ReadMessage.of(message)
        #expect(parsed.fromName == "이하나")
        #expect(parsed.fromAddress == "hana@example.org")
        #expect(parsed.toName == "김민지")
        #expect(parsed.toAddress == "minji@example.com")
        #expect(parsed.subject == "봄 편지")
        #expect(parsed.type == "multipart/alternative")
        #expect(parsed.topParts == ["text/plain", "text/html"])
        #expect(parsed.plainEncoding == "quoted-printable")
        #expect(parsed.plain == rendered.output)
        #expect(parsed.html.contains("<html") && parsed.html.contains("민지에게"))
        #expect(!parsed.date.isEmpty)
        #expect(parsed.messageID.hasSuffix("@example.org>"))
        // The names and the subject are RFC 2047 words on the wire: headers are ASCII.
        let raw = try #require(readBytes(message))
        let headers = String(decoding: raw, as: UTF8.self).components(separatedBy: "\n\n")[0]
        let onlyASCII = headers.unicodeScalars.allSatisfy { $0.isASCII }
        #expect(onlyASCII)
        #expect(headers.contains("=?"))
    }

    @Test func aDryRunListsTheHeadersAndThePartsAndWritesNothing() throws {
        let scratch = try FilesScratch()
        let path = scratch.file("spring.letter")
        try writeText(path, Self.letter)
        let shown = try run([letterBinary, "send", path, "--from", "hana@example.org", "--dry-run"])
        #expect(shown.status == 0, "\(shown.error)")
        #expect(shown.output.contains("Subject: 봄 편지\n"))
        #expect(shown.output.contains("From: 이하나 <hana@example.org>\n"))
        #expect(shown.output.contains("To: 김민지 <minji@example.com>\n"))
        #expect(shown.output.contains("multipart/alternative\n"))
        #expect(shown.output.contains("  text/plain; charset=utf-8 (quoted-printable)\n"))
        #expect(shown.output.contains("  text/html; charset=utf-8 (quoted-printable)\n"))
        let files = try FileManager.default.contentsOfDirectory(atPath: scratch.path)
        #expect(files == ["spring.letter"])
    }

    @Test(arguments: [
        ["--dry-run"], ["--from", "hana", "--dry-run"], ["--from", "a@b.c\r\nBcc: x@y.z", "--dry-run"],
        // Refused before anything is handed to a sendmail program.
        ["--from", "a@b.c", "--to", "minji"],
    ])
    func whatCannotBeSentIsRefusedWithoutWriting(options: [String]) throws {
        let scratch = try FilesScratch()
        let path = scratch.file("spring.letter")
        try writeText(path, Self.letter)
        let refused = try run([letterBinary, "send", path] + options)
        #expect(refused.status == 2)
        #expect(refused.output.isEmpty)
        #expect(refused.error.hasPrefix("letter: "))
    }
}
