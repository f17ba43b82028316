import Testing

@testable import LetterKit

/// The envelope in a letter's front matter: read, recorded, and every other
/// line kept.
@Suite struct EnvelopeStorageTests {
    @Test func readsEveryFieldFromFrontMatter() throws {
        let file = try LetterFile(
            bytes: Array(
                "---\npaper: letter\nto: Min-ji Kim\naddress: '서울시 종로구 1-2 #301'\nphone: 010-1234-5678\nemail: min@example.com\ndate: 2026-11-22\n---\nDear Min-ji,\n"
                    .utf8), format: .letter)
        let envelope = file.envelope
        #expect(envelope[.to] == "Min-ji Kim")
        #expect(envelope[.address] == "서울시 종로구 1-2 #301")
        #expect(envelope[.phone] == "010-1234-5678")
        #expect(envelope[.from] == nil)
        #expect(envelope.values.count == 5)
    }

    @Test func recordingKeepsOtherLinesAndRemovesEmptiedFields() throws {
        var file = try LetterFile(
            bytes: Array("---\npaper: letter\n# a comment\nto: Sam\nmood: happy\n---\nHi\n".utf8), format: .letter)
        var envelope = file.envelope
        envelope[.to] = ""
        envelope[.address] = "12 Main St, Apt #3"
        envelope[.from] = "Hana\nPark"
        let recorded = file.setEnvelope(envelope)
        #expect(recorded)
        let lines = file.frontMatter?.lines ?? []
        #expect(lines == ["paper: letter", "# a comment", "mood: happy", "from: Hana Park", "address: \"12 Main St, Apt #3\""])
        #expect(file.envelope == envelope)
    }

    @Test func plainFilesHaveNoEnvelope() throws {
        var file = try LetterFile(bytes: Array("to: Sam\nHi\n".utf8), format: .plain)
        #expect(file.envelope.isEmpty)
        let recorded = file.setEnvelope(Envelope([.to: "Sam"]))
        #expect(!recorded)
        #expect(file.frontMatter == nil)
    }
}
