import Foundation
import Glibc
import LetterKit
import Testing

@testable import letter

/// `letter send FILE` delivering for real: the message handed to msmtp as
/// the sendmail program, msmtp talking SMTP to a sink on loopback (Python's
/// aiosmtpd) that keeps every message it is given, read back with Python's
/// `email` package; and what a send leaves behind, or, failing, does not.
@Suite("Send: delivery through sendmail", .serialized)
struct SendDeliveryTests {
    /// An SMTP server on 127.0.0.1 that writes each message it receives to
    /// its folder (`messageN.eml`, its envelope's sender and recipients in
    /// `messageN.json` first) and its port to `port` once it listens.
    static let sink = """
        import json, os, socket, sys, time
        from aiosmtpd.controller import Controller
        folder = sys.argv[1]
        class Sink:
            count = 0
            async def handle_DATA(self, server, session, envelope):
                Sink.count += 1
                base = os.path.join(folder, 'message%d' % Sink.count)
                with open(base + '.json', 'w') as f: json.dump({'from': envelope.mail_from, 'to': envelope.rcpt_tos}, f)
                with open(base + '.part', 'wb') as f: f.write(envelope.original_content or envelope.content)
                os.rename(base + '.part', base + '.eml')
                return '250 Message accepted'
        s = socket.socket(); s.bind(('127.0.0.1', 0)); port = s.getsockname()[1]; s.close()
        controller = Controller(Sink(), hostname='127.0.0.1', port=port)
        controller.start()
        with open(os.path.join(folder, 'port.part'), 'w') as f: f.write(str(port))
        os.rename(os.path.join(folder, 'port.part'), os.path.join(folder, 'port'))
        while True: time.sleep(1)
        """

    static let letter = """
        ---
        paper: letter
        to: 김민지
        from: 이하나
        email: minji@example.com
        ---
        봄 편지
        민지에게, 잘 지내니? This line is long enough to be wrapped by the paper and must come out exactly as render prints it.
        .
        하나가
        """

    /// A box fixture whose config.toml names `sendmail` (`{letter}` in it
    /// standing for the letter's path), and the letter in its home (outside
    /// the box, as a letter may be).
    struct Setup {
        let fixture: BoxFixture
        let letter: String

        init(sendmail: String?) throws {
            fixture = try BoxFixture()
            letter = fixture.home + "/spring.letter"
            try XDGFolder.makeFolders(fixture.config + "/letter", mode: 0o755)
            var config = "box = \"\(fixture.box)\"\n"
            if let sendmail { config += "sendmail = \"\(sendmail.replacingOccurrences(of: "{letter}", with: letter))\"\n" }
            try writeText(fixture.config + "/letter/config.toml", config)
            try writeText(letter, SendDeliveryTests.letter)
        }

        func send(_ options: [String] = []) throws -> (status: Int32, output: String, error: String) {
            try fixture.letter(["send", letter, "--from", "hana@example.org"] + options)
        }

        var sentFolder: String { fixture.box + "/Sent" }
    }

    /// Starts the sink in `folder`; its pid and port.
    static func startSink(in folder: String) throws -> (pid: pid_t, port: Int) {
        let python = try #require(toolPath("python3"), "python3 is not installed")
        let found = try run([python, "-c", "import aiosmtpd"])
        try #require(found.status == 0, "python3-aiosmtpd is not installed")
        let pid = try startProcess(["python3", "-c", sink, folder])
        for _ in 0..<200 {
            if let text = readBytes(folder + "/port").map({ String(decoding: $0, as: UTF8.self) }), let port = Int(text) {
                return (pid, port)
            }
            usleep(50_000)
        }
        stopProcess(pid)
        throw FilesTestError("the SMTP sink did not start")
    }

    @Test func msmtpDeliversTheMessageAndTheSendIsRecorded() throws {
        let msmtp = try #require(toolPath("msmtp"), "msmtp is not installed")
        let inbox = try FilesScratch()
        let (pid, port) = try Self.startSink(in: inbox.path)
        defer { stopProcess(pid) }
        let setup = try Setup(sendmail: "\(msmtp) -t --host=127.0.0.1 --port=\(port) --from=hana@example.org")
        let sent = try setup.send()
        #expect(sent.status == 0, "\(sent.error)")
        #expect(sent.error == "")
        #expect(sent.output.hasPrefix("Sent \(setup.letter) to minji@example.com\n"))

        // The sink got it, for the envelope's recipient.
        let message = inbox.path + "/message1.eml"
        let envelope = try #require(readBytes(inbox.path + "/message1.json"), "no message reached the sink")
        let rcpt = try JSONDecoder().decode([String: AnyDecodable].self, from: Data(envelope))
        #expect(rcpt["to"]?.strings == ["minji@example.com"])
        let received = try ReadMessage.of(message)
        let python = try #require(toolPath("python3"))
        #expect(received.fromName == "이하나")
        #expect(received.fromAddress == "hana@example.org")
        #expect(received.toName == "김민지")
        #expect(received.toAddress == "minji@example.com")
        #expect(received.subject == "봄 편지")
        let rendered = try setup.fixture.letter(["render", setup.letter])
        #expect(rendered.status == 0)
        // Line for line, the lone dot too (sendmail's -oi, SMTP's dot-stuffing).
        #expect(received.plain.split(separator: "\n", omittingEmptySubsequences: false)
            == rendered.output.split(separator: "\n", omittingEmptySubsequences: false))

        // The letter records it, in a line YAML readers read as written.
        let today = CalendarDay(secondsSince1970: Int64(time(nil)))
        let text = try #require(readBytes(setup.letter).map { String(decoding: $0, as: UTF8.self) })
        #expect(text.contains("\nsent: \"\(today) to minji@example.com\"\n---\n봄 편지\n"))
        #expect(text.replacingOccurrences(of: "sent: \"\(today) to minji@example.com\"\n", with: "") == Self.letter)
        let yaml = try run([
            python, "-c",
            "import sys, yaml; t = open(sys.argv[1]).read().split('---\\n')[1]; print(yaml.safe_load(t)['sent'])",
            setup.letter,
        ])
        #expect(yaml.output == "\(today) to minji@example.com\n", "PyYAML: \(yaml.error)")

        // A copy of the message is in the box's Sent/.
        let copyName = "spring \(today).eml"
        #expect(folderNames(setup.sentFolder) == [copyName])
        #expect(sent.output.contains("A copy of the message is in \(setup.sentFolder)/\(copyName)\n"))
        #expect(try ReadMessage.of(setup.sentFolder + "/" + copyName).subject == "봄 편지")

        // Sent again: a second copy beside the first, never over it.
        let first = readBytes(setup.sentFolder + "/" + copyName)
        let again = try setup.send()
        #expect(again.status == 0, "\(again.error)")
        #expect(Set(folderNames(setup.sentFolder)) == [copyName, "spring \(today) (2).eml"])
        #expect(readBytes(setup.sentFolder + "/" + copyName) == first)
        #expect(readBytes(inbox.path + "/message2.eml") != nil)
    }

    @Test func everyRecipientGetsItAndIsRecorded() throws {
        let msmtp = try #require(toolPath("msmtp"), "msmtp is not installed")
        let inbox = try FilesScratch()
        let (pid, port) = try Self.startSink(in: inbox.path)
        defer { stopProcess(pid) }
        let setup = try Setup(sendmail: "\(msmtp) -t --host=127.0.0.1 --port=\(port) --from=hana@example.org")
        let sent = try setup.send(["--to", "minji@example.com", "--to", "sam@example.org"])
        #expect(sent.status == 0, "\(sent.error)")
        let envelope = try #require(readBytes(inbox.path + "/message1.json"), "no message reached the sink")
        let rcpt = try JSONDecoder().decode([String: AnyDecodable].self, from: Data(envelope))
        #expect(rcpt["to"]?.strings == ["minji@example.com", "sam@example.org"])
        let today = CalendarDay(secondsSince1970: Int64(time(nil)))
        let text = readBytes(setup.letter).map { String(decoding: $0, as: UTF8.self) } ?? ""
        #expect(text.contains("\nsent: \"\(today) to minji@example.com, sam@example.org\"\n"))
    }

    @Test func aFailingSendmailLeavesTheLetterAsItWasAndSaysWhy() throws {
        let scratch = try FilesScratch()
        let script = scratch.file("busy-sendmail")
        try writeText(
            script, "#!/bin/sh\ncat >/dev/null\nprintf 'mail server busy \\033[31m\\n  try later \\n' >&2\nexit 75\n",
            mode: 0o755)
        let setup = try Setup(sendmail: script + " -t")
        let before = readBytes(setup.letter)
        let failed = try setup.send()
        #expect(failed.status == 2)
        #expect(failed.output == "")
        #expect(
            failed.error
                == "letter: the letter was not sent: busy-sendmail ended with status 75: mail server busy ^[[31m; try later\n")
        #expect(readBytes(setup.letter) == before, "the letter is byte for byte as it was")
        #expect(folderNames(setup.fixture.box) == [], "no copy is kept")
    }

    @Test func aSendmailThatDoesNotReadItsInputIsHeardToo() throws {
        let scratch = try FilesScratch()
        let script = scratch.file("deaf-sendmail")
        try writeText(script, "#!/bin/sh\necho 'no recipients' >&2\nexit 64\n", mode: 0o755)
        let setup = try Setup(sendmail: script)
        let before = readBytes(setup.letter)
        let failed = try setup.send()
        #expect(failed.status == 2)
        #expect(failed.error == "letter: the letter was not sent: deaf-sendmail ended with status 64: no recipients\n")
        #expect(readBytes(setup.letter) == before)
    }

    /// A letter changed on disk while it was being sent keeps that change:
    /// `sent:` is not saved over it, the copy is kept, and the status is 1.
    @Test func aLetterChangedDuringTheSendIsNotSavedOver() throws {
        let scratch = try FilesScratch()
        let script = scratch.file("editing-sendmail")
        try writeText(script, "#!/bin/sh\ncat >/dev/null\nprintf 'P.S.\\n' >> \"$1\"\nexit 0\n", mode: 0o755)
        let setup = try Setup(sendmail: script + " {letter}")
        let sent = try setup.send()
        #expect(sent.status == 1)
        #expect(sent.output.hasPrefix("Sent \(setup.letter) to minji@example.com\n"))
        #expect(sent.error.contains("the letter was sent, but \(setup.letter) changed on disk meanwhile"), "\(sent.error)")
        #expect(readBytes(setup.letter) == Array((Self.letter + "P.S.\n").utf8))
        #expect(folderNames(setup.sentFolder).count == 1)
    }

    @Test func noSendmailIsOneMessageSayingWhatToDo() throws {
        let missing = try Setup(sendmail: "no-such-sendmail -t")
        let refused = try missing.send()
        #expect(refused.status == 2)
        #expect(refused.error.hasPrefix("letter: the sendmail program config.toml names, no-such-sendmail, cannot be run"))
        #expect(refused.error.components(separatedBy: "\n").count == 2, "one line")
        // Nothing configured, and no sendmail on this PATH nor where sendmail lives.
        if access("/usr/sbin/sendmail", X_OK) != 0, access("/usr/lib/sendmail", X_OK) != 0,
            access("/usr/bin/sendmail", X_OK) != 0, access("/bin/sendmail", X_OK) != 0
        {
            let none = try Setup(sendmail: nil)
            let said = try none.send()
            #expect(said.status == 2)
            #expect(said.error.hasPrefix("letter: no sendmail program is installed: set sendmail in config.toml"))
            #expect(readBytes(none.letter) == Array(Self.letter.utf8))
        }
    }
}

/// A JSON value of the sink's envelope: a string or a list of strings.
struct AnyDecodable: Decodable {
    var strings: [String]

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let list = try? container.decode([String].self) { strings = list } else { strings = [try container.decode(String.self)] }
    }
}
