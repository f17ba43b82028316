import Foundation
@testable import LetterKit
import Testing

@testable import letter

/// `letter import MESSAGE.eml`: received messages, made by the tests, read
/// by `letter-mail` and made letters; each with its lines, its envelope,
/// its pictures in its own files folder and nothing anywhere else.
@Suite("Receive: a message as a letter")
struct ReceiveCommandTests {
    /// One message of the table and what its letter must be.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var message: [UInt8]
        var lines: [String]
        var envelope: [EnvelopeField: String] = [:]
        /// The files made in the letter's files folder, by name and size.
        var pictures: [String: Int] = [:]
        /// Words the notes on standard error must hold.
        var notes: [String] = []
        var testDescription: String { name }
    }

    static let png = PNGFixture.image(width: 8, height: 4) { _, _ in .red }

    static func headers(_ subject: String, type: String, extra: String = "") -> String {
        """
        From: Min Kim <min@example.com>
        To: Hana Lee <hana@example.org>
        Date: Tue, 24 Nov 2026 10:30:00 +0900
        Subject: \(subject)
        MIME-Version: 1.0
        Content-Type: \(type)
        \(extra)
        """
    }

    static func message(_ headers: String, _ body: String) -> [UInt8] {
        Array((headers + "\n" + body).utf8)
    }

    static func base64(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString(options: .lineLength76Characters).replacingOccurrences(of: "\r\n", with: "\n")
    }

    static func picturePart(_ name: String, _ bytes: [UInt8], disposition: String = "inline", type: String = "image/png")
        -> String
    {
        """
        --b1
        Content-Type: \(type); name="\(name)"
        Content-Disposition: \(disposition); filename="\(name)"
        Content-Transfer-Encoding: base64

        \(base64(bytes))

        """
    }

    static let hana: [EnvelopeField: String] = [
        .from: "Min Kim", .to: "Hana Lee", .email: "hana@example.org", .date: "2026-11-24",
    ]

    static let cases: [Case] = [
        Case(
            name: "plain",
            message: message(
                headers("Autumn", type: "text/plain; charset=utf-8"), "Dear Hana,\n\nThe leaves fell.\n"),
            lines: ["Dear Hana,", "", "The leaves fell."], envelope: hana),
        Case(
            name: "HTML only",
            message: message(
                headers("Autumn", type: "text/html; charset=utf-8"),
                "<html><head><title>T</title><style>p{}</style></head><body><p>Hello &amp; welcome</p>"
                    + "<div>Second<br>Third</div><script>alert(1)</script><img src=\"https://example.com/t.png\"></body></html>\n"),
            lines: ["Hello & welcome", "", "Second", "Third"], envelope: hana),
        Case(
            name: "plain and HTML",
            message: message(
                headers("Autumn", type: "multipart/alternative; boundary=\"b1\""),
                "--b1\nContent-Type: text/plain; charset=utf-8\n\nPlain wins\n--b1\nContent-Type: text/html\n\n<p>HTML loses</p>\n--b1--\n"),
            lines: ["Plain wins"], envelope: hana),
        Case(
            name: "inline and attached pictures",
            message: message(
                headers("Pictures", type: "multipart/mixed; boundary=\"b1\""),
                "--b1\nContent-Type: text/plain\n\nSee the pictures.\n" + picturePart("leaf.png", png)
                    + picturePart("leaf.png", png, disposition: "attachment")
                    + picturePart("notes.pdf", Array("%PDF-1.4".utf8), disposition: "attachment", type: "application/pdf")
                    + "--b1--\n"),
            lines: ["See the pictures.", "", "", ""], envelope: hana,
            pictures: ["leaf.png": png.count, "leaf-2.png": png.count], notes: ["notes.pdf", "application/pdf"]),
        Case(
            name: "Korean, quoted-printable",
            message: message(
                """
                From: =?UTF-8?B?6rmA66+87KeA?= <minji@example.com>
                To: =?UTF-8?Q?=ED=95=98=EB=82=98?= <hana@example.org>
                Date: Wed, 25 Nov 2026 09:00:00 +0900
                Subject: =?UTF-8?B?6rCA7J2EIO2OuOyngA==?=
                MIME-Version: 1.0
                Content-Type: text/plain; charset=utf-8
                Content-Transfer-Encoding: quoted-printable

                """,
                "=EC=95=88=EB=85=95=ED=95=98=EC=84=B8=EC=9A=94 =ED=95=98=EB=82=98=EC=94=A8=\n, =EC=9E=98 =EC=A7=80=EB=82=B4=EC=A3=A0?\n"),
            lines: ["안녕하세요 하나씨, 잘 지내죠?"],
            envelope: [.from: "김민지", .to: "하나", .email: "hana@example.org", .date: "2026-11-25"]),
        Case(
            name: "Korean, EUC-KR in base64",
            message: message(
                headers("=?EUC-KR?B?sKHAuyDG7cH2?=", type: "text/plain; charset=euc-kr", extra: "Content-Transfer-Encoding: base64\n"),
                base64([0xBE, 0xC8, 0xB3, 0xE7, 0xC7, 0xCF, 0xBC, 0xBC, 0xBF, 0xE4]) + "\n"),
            lines: ["안녕하세요"], envelope: hana),
        Case(
            name: "a charset nobody knows, read as UTF-8",
            message: message(headers("x", type: "text/plain; charset=x-nobody-knows"), "café 카페\n"),
            lines: ["café 카페"], envelope: hana),
        Case(
            name: "UTF-8 said, Latin-1 sent: replacement characters",
            message: headers("x", type: "text/plain; charset=utf-8").utf8 + [0x0A] + Array("caf".utf8) + [0xE9, 0x0A],
            lines: ["caf\u{FFFD}"], envelope: hana),
        Case(
            name: "a 2 MB picture, under the picture limit",
            message: message(
                headers("Big", type: "multipart/mixed; boundary=\"b1\""),
                "--b1\nContent-Type: text/plain\n\nA big one.\n"
                    + picturePart("big.png", png + [UInt8](repeating: 0, count: 2 << 20)) + "--b1--\n"),
            lines: ["A big one.", "", ""], envelope: hana, pictures: ["big.png": png.count + (2 << 20)]),
        Case(
            name: "a picture named ../../x.png",
            message: message(
                headers("Escape", type: "multipart/mixed; boundary=\"b1\""),
                "--b1\nContent-Type: text/plain\n\nLook.\n" + picturePart("../../x.png", png)
                    + picturePart("/tmp/.hidden.png", png) + "--b1--\n"),
            lines: ["Look.", "", "", ""], envelope: hana, pictures: ["x.png": png.count, "hidden.png": png.count]),
        Case(
            name: "escape sequences in the subject, the names and the body",
            message: message(
                """
                From: "Min\u{1B}[2J Kim" <min@example.com>
                To: Hana Lee <hana@example.org>
                Date: Tue, 24 Nov 2026 10:30:00 +0900
                Subject: Hi \u{1B}]52;c;ZXZpbA==\u{07} there\u{1B}[2J
                MIME-Version: 1.0
                Content-Type: text/plain; charset=utf-8

                """,
                "One\u{1B}]52;c;ZXZpbA==\u{07} two\u{1B}[2J\n\u{9B}31mred\u{202E}\n"),
            lines: ["One]52;c;ZXZpbA== two[2J", "31mred"],
            envelope: [.from: "Min[2J Kim", .to: "Hana Lee", .email: "hana@example.org", .date: "2026-11-24"]),
        Case(
            name: "300 lines",
            message: message(
                headers("Long", type: "text/plain; charset=utf-8"), (1...300).map { "line \($0)" }.joined(separator: "\n") + "\n"),
            lines: (1...300).map { "line \($0)" }, envelope: hana),
    ]

    @Test(arguments: cases)
    func eachMessageImportsWithItsLinesEnvelopeAndPictures(_ example: Case) throws {
        let scratch = try FilesScratch()
        let inside = scratch.file("in")
        #expect(mkdir(inside, 0o755) == 0)
        let eml = scratch.file("message.eml")
        try writeBytes(eml, example.message)
        let output = FilePath.join(inside, "received.letter")
        let result = try run([letterBinary, "import", eml, "-o", output])
        #expect(result.status == 0, "\(result.error)")
        for word in example.notes { #expect(result.error.contains(word), "\(result.error)") }
        if example.notes.isEmpty { #expect(result.error.isEmpty, "\(result.error)") }
        #expect(!result.error.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })

        let letter = try LoadedLetter.load(path: output)
        let paper = letter.paper ?? .default
        let page = letter.page(on: paper)
        #expect(page.lineCount <= paper.lines)
        let lines = page.document.text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.filter { !PictureMark.isMark($0) })
        }
        #expect(lines == example.lines)
        #expect(page.document.text.filter { PictureMark.isMark($0) }.count == example.pictures.count)
        for field in EnvelopeField.allCases {
            #expect(letter.file.envelope[field] == example.envelope[field], "\(field)")
        }
        // No control character anywhere in the letter but its line breaks.
        let bytes = try #require(readBytes(output))
        #expect(!bytes.contains { ($0 < 0x20 && $0 != 0x0A) || $0 == 0x7F })
        // The letter, its pictures, and nothing else anywhere.
        var expected = ["in", "in/received.letter", "message.eml"]
        if !example.pictures.isEmpty { expected.append("in/received.letter.files") }
        for (name, size) in example.pictures {
            expected.append("in/received.letter.files/" + name)
            #expect(readBytes(FilePath.join(inside, "received.letter.files/" + name))?.count == size, "\(name)")
        }
        #expect(Self.tree(scratch.path) == expected.sorted())
    }

    /// Every path under `folder`, relative to it, sorted.
    static func tree(_ folder: String, prefix: String = "") -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        var found: [String] = []
        for name in names {
            let path = FilePath.join(folder, name)
            found.append(prefix + name)
            var status = stat()
            if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
                found += tree(path, prefix: prefix + name + "/")
            }
        }
        return found.sorted()
    }

    @Test func aLongMessageIsOnAPaperThatHoldsItAll() throws {
        let scratch = try FilesScratch()
        let eml = scratch.file("long.eml")
        try writeBytes(eml, Self.cases[Self.cases.count - 1].message)
        let output = scratch.file("long.letter")
        #expect(try run([letterBinary, "import", eml, "-o", output]).status == 0)
        let letter = try LoadedLetter.load(path: output)
        let paper = try #require(letter.paper)
        #expect(paper.lines >= 300 && paper.name != Paper.default.name)
        let checked = try run([letterBinary, "check", output])
        #expect(checked.status == 0, "\(checked.output) \(checked.error)")
    }

    @Test func aPictureOverTheLimitIsLeftOutWithANote() throws {
        let scratch = try FilesScratch()
        let eml = scratch.file("huge.eml")
        let huge = Self.png + [UInt8](repeating: 0, count: ReceivedMessage.pictureLimit)
        try writeBytes(
            eml,
            Self.message(
                Self.headers("Huge", type: "multipart/mixed; boundary=\"b1\""),
                "--b1\nContent-Type: text/plain\n\nToo big.\n" + Self.picturePart("huge.png", huge) + "--b1--\n"))
        let output = scratch.file("huge.letter")
        let result = try run([letterBinary, "import", eml, "-o", output])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.contains("huge.png") && result.error.contains("50 MB"), "\(result.error)")
        let letter = try LoadedLetter.load(path: output)
        #expect(letter.page(on: letter.paper ?? .default).document.text == "Too big.")
        #expect(Self.tree(scratch.path) == ["huge.eml", "huge.letter"])
    }

    @Test func anMboxBecomesOneLetterPerMessage() throws {
        let scratch = try FilesScratch()
        let mbox = scratch.file("box.mbox")
        let first = String(decoding: Self.cases[0].message, as: UTF8.self)
        let second = String(decoding: Self.cases[4].message, as: UTF8.self)
        try writeText(
            mbox,
            "From min@example.com Tue Nov 24 10:30:00 2026\n" + first + "\n"
                + "From minji@example.com Wed Nov 25 09:00:00 2026\n" + second + "\n"
                + "From min@example.com Tue Nov 24 10:30:00 2026\n" + first + "\n")
        let folder = scratch.file("letters")
        let result = try run([letterBinary, "import", mbox, "--all", "-o", folder])
        #expect(result.status == 0, "\(result.error)")
        #expect(
            Self.tree(folder) == ["2026-11-24 Autumn 2.letter", "2026-11-24 Autumn.letter", "2026-11-25 가을 편지.letter"])
        let korean = try LoadedLetter.load(path: FilePath.join(folder, "2026-11-25 가을 편지.letter"))
        #expect(korean.page(on: .default).document.text == "안녕하세요 하나씨, 잘 지내죠?")
    }

    @Test func runsJSONStillImports() throws {
        let scratch = try FilesScratch()
        let json = scratch.file("runs.json")
        try writeText(json, "[[{\"text\": {\"text\": \"From runs\"}}]]")
        let output = scratch.file("runs.letter")
        let result = try run([letterBinary, "import", json, "-o", output])
        #expect(result.status == 0, "\(result.error)")
        #expect(try LoadedLetter.load(path: output).page(on: .default).document.text == "From runs")
    }

    @Test func aMessageIsKnownByItsNameOrItsFirstLine() {
        #expect(MessageReader.isMessage(path: "a.EML", bytes: Array("[[]]".utf8)))
        #expect(MessageReader.isMessage(path: "inbox.mbox", bytes: []))
        #expect(!MessageReader.isMessage(path: "a.json", bytes: Array("From: x".utf8)))
        #expect(MessageReader.isMessage(path: "-", bytes: Array("\nReceived: from x\nFrom: a".utf8)))
        #expect(MessageReader.isMessage(path: "box", bytes: Array("From a@b Tue Nov 24 2026\n".utf8)))
        #expect(!MessageReader.isMessage(path: "-", bytes: Array(" [[{\"text\": {}}]]".utf8)))
        #expect(!MessageReader.isMessage(path: "notes", bytes: Array("Dear Hana: hello".utf8)))
    }

    @Test func theHelperTakesALowerPictureLimit() throws {
        let helper = FilePath.join(PicturePath.folder(of: letterBinary), "letter-mail")
        let message = String(decoding: Self.cases[3].message, as: UTF8.self)
        let result = try run([helper, "--read", "--picture-limit", "10"], input: message)
        #expect(result.status == 0, "\(result.error)")
        let read = try JSONDecoder().decode(ReceivedMessage.self, from: Data(result.output.utf8))
        #expect(read.pictures.isEmpty)
        #expect(read.skipped.map(\.reason) == [.tooLarge, .tooLarge, .notPicture])
        #expect(read.subject == "Pictures" && read.plain == "See the pictures.")
    }
}

/// `letter MESSAGE.eml` in a real terminal: the message becomes a letter in
/// the box's Received folder and the editor opens on it.
@Suite("Receive: opening a message in the editor")
struct ReceiveOpeningEndToEndTests {
    @Test func aMessageOpensInTheEditorFromReceived() throws {
        let folder = try ScratchFolder()
        try writeBytes(folder.file("autumn.eml"), ReceiveCommandTests.cases[0].message)
        for (round, command) in ["", "open "].enumerated() {
            let session = try TmuxSession(
                "\(letterBinary) \(command)autumn.eml", columns: 80, rows: 24, folder: folder,
                environment: ["XDG_STATE_HOME": folder.file("state")])
            try session.waitFor("F1 help")
            let screen = try session.waitFor("The leaves fell.")
            #expect(screen.contains("Dear Hana,"))
            try session.press("C-q")
            try session.waitFor("[exit 0]")
            let name = round == 0 ? "2026-11-24 Autumn.letter" : "2026-11-24 Autumn 2.letter"
            let letter = try LoadedLetter.load(path: folder.file("Letters/Received/" + name))
            #expect(letter.file.envelope[.from] == "Min Kim")
        }
        // The message itself is only read.
        #expect(readBytes(folder.file("autumn.eml")) == ReceiveCommandTests.cases[0].message)
    }
}
