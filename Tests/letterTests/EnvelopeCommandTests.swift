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
}
