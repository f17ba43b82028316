import Testing

@testable import LetterKit

/// `sendmail` in config.toml, the command line a message is delivered
/// through (`SendmailCommand`), and what a failed delivery says.
@Suite("Mail: the sendmail program")
struct SendmailCommandTests {
    static func settings(_ file: PaperFileFixture) throws(PaperFileError) -> (LetterSettings, [String]) {
        try LetterSettings.read(from: file.table, text: file.text, file: "config.toml")
    }

    /// `find` as a machine with only these paths (or names on PATH, in
    /// /usr/bin) installed.
    static func installed(_ names: Set<String>) -> (String) -> String? {
        { name in names.contains(name) ? (name.hasPrefix("/") ? name : "/usr/bin/\(name)") : nil }
    }

    @Test func aStringIsSplitAtSpacesAndAListTakenWordForWord() throws {
        let split = try Self.settings(PaperFileFixture(top: [("sendmail", .string("msmtp -t  --account=home"))]))
        #expect(split.0.sendmail == ["msmtp", "-t", "--account=home"])
        #expect(split.1.isEmpty, "sendmail is a known key")
        let listed = try Self.settings(
            PaperFileFixture(top: [("sendmail", .array([.string("/opt/my mail/send"), .string("-t")]))]))
        #expect(listed.0.sendmail == ["/opt/my mail/send", "-t"])
        #expect(try Self.settings(PaperFileFixture(top: [("paper", .string("card"))])).0.sendmail == nil)
    }

    @Test func aBrokenSettingIsAnErrorWithItsLine() {
        #expect(throws: PaperFileError(message: "config.toml:1: sendmail must name a program, got an empty string")) {
            try Self.settings(PaperFileFixture(top: [("sendmail", .string(" "))]))
        }
    }

    @Test func theConfiguredProgramRunsWithItsOwnWordsOnly() {
        let words = SendmailCommand.resolve(configured: ["msmtp", "-t"], find: Self.installed(["msmtp", "sendmail"]))
        #expect(words == .success(["/usr/bin/msmtp", "-t"]))
        #expect(
            SendmailCommand.resolve(configured: ["msmtp", "-t"], find: Self.installed(["sendmail"]))
                == .failure(.sendmailMissing(program: "msmtp")))
    }

    @Test func byDefaultSendmailOnPathThenTheTraditionalPlaces() {
        #expect(
            SendmailCommand.resolve(configured: nil, find: Self.installed(["sendmail", "/usr/sbin/sendmail"]))
                == .success(["/usr/bin/sendmail", "-t", "-oi"]))
        #expect(
            SendmailCommand.resolve(configured: nil, find: Self.installed(["/usr/lib/sendmail"]))
                == .success(["/usr/lib/sendmail", "-t", "-oi"]))
        #expect(SendmailCommand.resolve(configured: nil, find: Self.installed([])) == .failure(.noSendmail))
    }

    @Test func noSendmailSaysWhatToDo() {
        let said = DeliveryProblem.noSendmail.description
        #expect(said.contains("sendmail") && said.contains("config.toml") && said.contains("-o"))
    }

    @Test func aFailureNamesTheStatusAndWhatTheProgramSaidOnOneCleanLine() {
        let said = DeliveryProblem.oneLine(Array("  msmtp: server busy \u{1B}[31m\r\n\nmsmtp: try later  \n".utf8))
        #expect(said == "msmtp: server busy ^[[31m; msmtp: try later")
        let problem = DeliveryProblem.failed(program: "msmtp", status: 75, said: said)
        #expect(problem.description == "the letter was not sent: msmtp ended with status 75: \(said)")
        #expect(
            DeliveryProblem.failed(program: "msmtp", status: 128 + 9, said: "").description
                == "the letter was not sent: msmtp was ended by signal 9")
        #expect(DeliveryProblem.oneLine(Array(String(repeating: "x", count: 1_000).utf8)).count == 401)
    }
}

/// What a sent letter records: `sent:` in its front matter, and the name
/// of its message's copy.
@Suite("Mail: what a send records")
struct SentRecordTests {
    static let day = CalendarDay(secondsSince1970: 1_795_737_600)  // 2026-11-27

    /// Quoted, as `FrontMatterValue` writes a value that starts like a
    /// date: every YAML reader reads the string as written.
    @Test func sentIsOneLineWithTheDayAndTheRecipients() throws {
        var file = try LetterFile(bytes: Array("---\npaper: letter\nto: 김민지\n---\nDear Min-ji,\n".utf8), format: .letter)
        let recorded = file.recordSent(SentRecord(day: Self.day, recipients: ["a@b.kr", "c@d.kr"]))
        #expect(recorded)
        #expect(file.frontMatter?.value(for: "sent") == "2026-11-27 to a@b.kr, c@d.kr")
        #expect(file.text == "---\npaper: letter\nto: 김민지\nsent: \"2026-11-27 to a@b.kr, c@d.kr\"\n---\nDear Min-ji,\n")
        // A later send replaces the line.
        file.recordSent(SentRecord(day: Self.day, recipients: ["e@f.kr"]))
        #expect(file.text == "---\npaper: letter\nto: 김민지\nsent: \"2026-11-27 to e@f.kr\"\n---\nDear Min-ji,\n")
    }

    @Test func aPlainFileRecordsNothing() {
        var file = LetterFile(text: "Dear Min-ji,\n", format: .plain)
        let recorded = file.recordSent(SentRecord(day: Self.day, recipients: ["a@b.kr"]))
        #expect(!recorded)
        #expect(file.text == "Dear Min-ji,\n")
    }

    @Test func theCopyIsNamedAfterTheLetterAndTheDay() {
        #expect(SentCopyName.name(letter: "spring.letter", day: Self.day, attempt: 1) == "spring 2026-11-27.eml")
        #expect(SentCopyName.name(letter: "봄.md", day: Self.day, attempt: 2) == "봄 2026-11-27 (2).eml")
        #expect(SentCopyName.name(letter: ".hidden.letter", day: Self.day, attempt: 1) == "hidden 2026-11-27.eml")
        #expect(SentCopyName.name(letter: ".letter", day: Self.day, attempt: 1) == "letter 2026-11-27.eml")
    }
}
