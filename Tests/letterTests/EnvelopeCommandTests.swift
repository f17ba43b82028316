import LetterKit
import Testing

@testable import letter

/// `letter envelope FILE`: the fields as the front matter records them.
@Suite("Envelope: the command")
struct EnvelopeCommandTests {
    @Test func printsEveryFieldLabelledAndRefusesPlainFiles() throws {
        let scratch = try FilesScratch()
        let path = scratch.file("min.letter")
        try writeText(path, "---\npaper: letter\nto: Min-ji Kim\naddress: '서울시 종로구 1-2 #301'\n---\nDear Min-ji,\n")
        let result = try runTool([letterBinary, "envelope", path])
        #expect(result.status == 0)
        #expect(
            result.output
                == "To:       Min-ji Kim\nFrom:\nAddress:  서울시 종로구 1-2 #301\nPostcode:\nPhone:\nE-mail:\nDate:\n")
        let plain = scratch.file("note.txt")
        try writeText(plain, "to: Sam\n")
        #expect(try runTool([letterBinary, "envelope", plain]).status == 2)
    }

    @Test func setAppliesTheFieldRulesAndSavesSafely() throws {
        let scratch = try FilesScratch()
        let path = scratch.file("min.letter")
        try writeText(path, "---\npaper: letter\n---\nDear Min-ji,\n")
        let set = try runTool([letterBinary, "envelope", path, "--set", "phone=01012345678", "--set", "email=Min@Example.COM"])
        #expect(set.status == 0)
        #expect(set.output.contains("Phone:    010-1234-5678\n"))
        #expect(readBytes(path).map { String(decoding: $0, as: UTF8.self) }
            == "---\npaper: letter\nphone: \"010-1234-5678\"\nemail: Min@example.com\n---\nDear Min-ji,\n")
    }

    @Test(arguments: ["email=min@@x.com", "phone=0101234567890", "to=Sam😀", "date=2023-02-29", "postcode=가12"])
    func aRefusedValueWritesNothing(assignment: String) throws {
        let scratch = try FilesScratch()
        let path = scratch.file("min.letter")
        let before = "---\npaper: letter\nto: Sam\n---\nDear Min-ji,\n"
        try writeText(path, before)
        let result = try runTool([letterBinary, "envelope", path, "--set", "from=Hana", "--set", assignment])
        #expect(result.status == 1)
        #expect(readBytes(path).map { String(decoding: $0, as: UTF8.self) } == before)
    }

    /// The `=` splits FIELD from VALUE by scalar: a value that begins with a
    /// combining mark, a joiner or a variation selector is the field's to
    /// accept or refuse, never a malformed `--set`.
    @Test(arguments: [
        ("to=\u{301}x", "\u{301}x"), ("to=\u{200D}x", "\u{200D}x"), ("from=\u{20DD}", "\u{20DD}"),
        ("address=\u{308}a=b", "\u{308}a=b"),
    ])
    func aValueMayBeginWithAMarkThatJoinsTheEqualsSign(assignment: String, value: String) throws {
        let scratch = try FilesScratch()
        let path = scratch.file("min.letter")
        try writeText(path, "---\npaper: letter\n---\nDear Min-ji,\n")
        let result = try run([letterBinary, "envelope", path, "--set", assignment])
        #expect(result.status == 0, "\(result.error)")
        let field = String(assignment.unicodeScalars.prefix { $0 != "=" })
        let letter = try LetterFile(bytes: #require(readBytes(path)), format: .letter)
        let stored = try #require(EnvelopeField(rawValue: field).flatMap { letter.envelope[$0] })
        #expect(stored.unicodeScalars.elementsEqual(value.unicodeScalars))
    }

    @Test func aVariationSelectorFirstIsRefusedByTheFieldNotTheSyntax() throws {
        let scratch = try FilesScratch()
        let path = scratch.file("min.letter")
        try writeText(path, "---\npaper: letter\n---\nDear Min-ji,\n")
        let result = try run([letterBinary, "envelope", path, "--set", "to=\u{FE0F}x"])
        #expect(result.status == 1)
        #expect(result.error.hasPrefix("letter: to "))
        #expect(!result.error.contains("FIELD=VALUE"))
    }

    /// YAML's escapes can spell any control character; printed, each is in
    /// caret form, never sent raw.
    @Test func escapedControlsInTheFrontMatterArePrintedInCaretForm() throws {
        let scratch = try FilesScratch()
        let path = scratch.file("min.letter")
        try writeText(path, "---\nto: \"\\e[2J\\e]0;owned\\a\\x9Bx\"\n---\nHi\n")
        let result = try runTool([letterBinary, "envelope", path])
        #expect(result.status == 0)
        #expect(!result.output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F..<0xA0).contains($0.value) })
        #expect(result.output.hasPrefix("To:       ^[[2J^[]0;owned^G~[x\n"))
    }

    @Test func anUnknownFieldIsAnError() throws {
        let scratch = try FilesScratch()
        let path = scratch.file("min.letter")
        try writeText(path, "---\npaper: letter\n---\nHi\n")
        #expect(try runTool([letterBinary, "envelope", path, "--set", "fax=123"]).status == 2)
    }
}
