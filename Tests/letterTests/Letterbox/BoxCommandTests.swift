import GRDB
import Glibc
import LetterKit
import Testing

@testable import letter

/// `letter box --list` and `--search`, run as a process on a scratch box.
@Suite("Letterbox: the headless commands")
struct BoxCommandTests {
    static func box() throws -> BoxFixture {
        let box = try BoxFixture()
        try box.write("autumn.letter", "---\npaper: postcard\nto: 민지\ndate: 2023-10-01\n---\n민지에게,\n\n안녕하세요!\n", modified: 300)
        try box.write("2024/letter-10.md", "**Ten**\n", modified: 100)
        try box.write("2024/letter-2.md", "Two\nlines\n", modified: 200)
        try box.write("kyoto.txt", "こんにちは\n", modified: 86_400 * 365)
        try box.write("broken.txt", bytes: [0x61, 0x00, 0x62], modified: 50)
        return box
    }

    /// Newest first by the date each line shows: the envelope's 2023 before
    /// a file changed in 1971, though the envelope's file changed earlier.
    @Test func listPrintsALineALetterNewestFirst() throws {
        let box = try Self.box()
        let result = try box.letter(["box", "--list", box.box])
        #expect(result.status == 0)
        #expect(result.error == "")
        #expect(result.output == """
            autumn.letter\t2023-10-01\t3/10\t민지에게,
            kyoto.txt\t1971-01-01\t1/18\tこんにちは
            2024/letter-2.md\t1970-01-01\t1/18\tTwo lines
            2024/letter-10.md\t1970-01-01\t1/18\tTen
            broken.txt\t1970-01-01\t!\tbinary data (a NUL byte at offset 1), not a letter

            """)
    }

    @Test func listTakesAnOrder() throws {
        let box = try Self.box()
        let byName = try box.letter(["box", "--list", "--order", "name", box.box])
        #expect(byName.output.split(separator: "\n").map { $0.split(separator: "\t")[0] } == [
            "autumn.letter", "broken.txt", "kyoto.txt", "2024/letter-2.md", "2024/letter-10.md",
        ])
        let longest = try box.letter(["box", "--list", "--order", "longest", box.box])
        #expect(longest.output.split(separator: "\n").first?.hasPrefix("autumn.letter\t") == true)
        #expect(try box.letter(["box", "--list", "--order", "size", box.box]).status == 64)  // a usage error
    }

    @Test func searchPrintsPathsBestFirstAndExitsOneWhenNothingMatches() throws {
        let box = try Self.box()
        let korean = try box.letter(["box", "--search", "안녕", box.box])
        #expect(korean.status == 0)
        #expect(korean.output == "autumn.letter\n")
        #expect(try box.letter(["box", "--search", "안녕하", box.box]).output == "autumn.letter\n")
        #expect(try box.letter(["box", "--search", "こんに", box.box]).output == "kyoto.txt\n")
        #expect(try box.letter(["box", "--search", "ines", box.box]).output == "2024/letter-2.md\n")
        let nothing = try box.letter(["box", "--search", "zebra", box.box])
        #expect(nothing.status == 1)
        #expect(nothing.output == "")
    }

    /// macOS writes Hangul and accents decomposed (NFD); a person types them
    /// composed (NFC), or the other way round; compatibility forms (ﬁ,
    /// full-width letters) are folded too. Each letter is found by the other
    /// forms, through the trigram index (three characters or more) and the
    /// short LIKE search alike.
    @Test(arguments: [
        // (the letter's text, a search in another form)
        ("\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}\u{B85C} \u{C4F4} \u{D3B8}\u{C9C0}", "\u{D55C}\u{AE00}\u{B85C}"),
        ("\u{D55C}\u{AE00}\u{B85C} \u{C4F4} \u{D3B8}\u{C9C0}", "\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}\u{B85C}"),
        ("\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF} only", "\u{D55C}"),
        ("\u{D55C}\u{AE00} only", "\u{1112}\u{1161}\u{11AB}"),
        ("Cafe\u{301} au lait", "caf\u{E9}"),
        ("Caf\u{E9} au lait", "CAFE\u{301}"),
        ("the \u{FB01}rst snow", "first"),
        ("\u{FF21}\u{FF22}\u{FF23} party", "abc"),
        ("\u{FF76}\u{FF9E}\u{FF72}\u{FF84}\u{FF9E} book", "\u{30AC}\u{30A4}\u{30C9}"),
    ])
    func searchFindsALetterWrittenInAnotherUnicodeForm(text: String, search: String) throws {
        let box = try BoxFixture()
        try box.write("found.txt", text + "\n")
        try box.write("other.txt", "Nothing alike\n")
        let result = try box.letter(["box", "--search", search, box.box])
        #expect(result.status == 0)
        #expect(result.output == "found.txt\n")
    }

    @Test func anIndexOfTheFormerVersionIsRebuiltAndFolds() throws {
        let box = try BoxFixture()
        try box.write("nfd.txt", "\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}\u{B85C}\n", modified: 100)
        #expect(try box.letter(["box", "--list", box.box]).status == 0)
        // Make the index look like version 1, its text as written.
        let index = try box.openIndex()
        try index.database.writeWithoutTransaction { db in
            let written = "\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}\u{B85C}"
            try db.execute(sql: "UPDATE letter_text SET title = ?, body = ?", arguments: [written, written])
            try db.execute(sql: "PRAGMA user_version = 1")
        }
        let result = try box.letter(["box", "--search", "\u{D55C}\u{AE00}\u{B85C}", box.box])
        #expect(result.output == "nfd.txt\n")
    }

    @Test func theBoxDefaultsToLettersInTheHomeFolderMadePrivate() throws {
        let box = try BoxFixture()
        let result = try box.letter(["box", "--list"])
        #expect(result.status == 0)
        #expect(result.output == "")
        #expect(permissions(box.home + "/Letters") == 0o700)
        try writeText(box.home + "/Letters/hi.txt", "Hi\n")
        #expect(try box.letter(["box", "--search", "Hi"]).output == "hi.txt\n")
    }

    @Test func theSettingsNameTheBoxWithTildeExpanded() throws {
        let box = try BoxFixture()
        try XDGFolder.makeFolders(box.config + "/letter")
        try writeText(box.config + "/letter/config.toml", "box = \"~/편지함/2024\"\n")
        let result = try box.letter(["box", "--list"])
        #expect(result.status == 0)
        #expect(permissions(box.home + "/편지함") == 0o700 && permissions(box.home + "/편지함/2024") == 0o700)
        try writeText(box.home + "/편지함/2024/a.md", "Hello\n")
        #expect(try box.letter(["box", "--list"]).output.hasPrefix("a.md\t"))
    }

    @Test func aBrokenSettingsFileOrAMissingFolderIsAnError() throws {
        let box = try BoxFixture()
        let missing = try box.letter(["box", "--list", box.path("nowhere")])
        #expect(missing.status == 2)
        #expect(missing.error == "letter: \(box.path("nowhere")): no such folder\n")
        try XDGFolder.makeFolders(box.config + "/letter")
        try writeText(box.config + "/letter/config.toml", "box = 3\n")
        let broken = try box.letter(["box", "--list"])
        #expect(broken.status == 2)
        #expect(broken.error.contains("config.toml:1: box must be a string"))
        #expect(try box.letter(["box", "--list", "--search", "x", box.box]).status == 64)
    }

    @Test func aGarbageIndexIsRebuiltWithANote() throws {
        let box = try Self.box()
        #expect(try box.letter(["box", "--list", box.box]).status == 0)
        let file = try #require(box.indexFiles.first)
        try writeBytes(file, Array("garbage, not SQLite".utf8))
        let result = try box.letter(["box", "--list", box.box])
        #expect(result.status == 0)
        #expect(result.error.hasPrefix("letter: note: the letterbox's index \(file) "))
        #expect(result.error.contains("built again"))
        #expect(result.output.split(separator: "\n").count == 5)
        #expect(try box.letter(["box", "--list", box.box]).error == "")
    }

    @Test func withoutListOrSearchTheScreenNeedsATerminal() throws {
        let box = try Self.box()
        let result = try box.letter(["box", box.box])
        #expect(result.status == 2)
        #expect(result.error.contains("the letterbox screen needs a terminal"))
    }
}

/// A name that is not UTF-8 is listed and found with its stray bytes shown as
/// `\xHH`, as the letterbox's rows show it, never as raw bytes or stand-ins.
@Suite("letter box --list and --search: names as bytes")
struct BoxCommandRawNameTests {
    static let latin1: [UInt8] = [0x63, 0x61, 0x66, 0xE9]  // "caf" and é in Latin-1
    static let eucKR: [UInt8] = [0xC6, 0xED, 0xC1, 0xF6]  // 편지 in EUC-KR
    static let newline: [UInt8] = [0x6E, 0x65, 0x77, 0x0A, 0xFF]  // "new", a line feed, a stray byte
    static let names: [(bytes: [UInt8], shown: String)] = [
        (latin1, "caf\\xe9"), (eucKR, "\\xc6\\xed\\xc1\\xf6"), (newline, "new^J\\xff"),
    ]

    @Test(arguments: names.indices)
    func aNameThatIsNotUTF8IsPrintedEscaped(index: Int) throws {
        let name = Self.names[index].bytes + Array(".letter".utf8)
        let shown = Self.names[index].shown + ".letter"
        let box = try BoxFixture()
        let path = RawPath.string(Array(box.box.utf8) + [0x2F] + name)
        try System.withRawPath(path) { raw in
            let descriptor = open(raw, O_WRONLY | O_CREAT | O_EXCL, 0o644)
            guard descriptor >= 0 else { throw FilesTestError("cannot make the letter: errno \(errno)") }
            let text = Array("---\npaper: letter\n---\nDear Min-ji,\n".utf8)
            _ = text.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
        }
        let listed = try box.letter(["box", "--list", box.box])
        #expect(listed.status == 0, "\(listed.error)")
        #expect(listed.output.hasPrefix(shown + "\t"), "\(listed.output)")
        let found = try box.letter(["box", "--search", "Min-ji", box.box])
        #expect(found.output == shown + "\n", "\(found.output)")
    }
}
