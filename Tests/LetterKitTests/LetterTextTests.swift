import Testing

@testable import LetterKit

@Suite("Reading letter files")
struct LetterTextTests {
    @Test func acceptsValidText() throws {
        let text = "Dear 친구,\nこんにちは 👍🏽 e\u{301}\r\n"
        #expect(Exact(try LetterText.decode(Array(text.utf8))) == Exact(text))
        #expect(try LetterText.decode([]) == "")
    }

    @Test(arguments: [
        // A byte that never starts UTF-8.
        ([0x61, 0x62, 0xFF, 0x63], 2),
        // A continuation byte with nothing before it, after the 3 bytes of 안.
        ([0xEC, 0x95, 0x88, 0x80], 3),
        // 가 (EA B0 80) cut short at the end of the file.
        ([0x61, 0xEA, 0xB0], 1),
        // 가 cut short before more text.
        ([0x61, 0xEA, 0xB0, 0x62], 1),
        // Overlong encoding of "/".
        ([0xC0, 0xAF], 0),
        // An encoded surrogate (U+D800).
        ([0x61, 0x62, 0x63, 0xED, 0xA0, 0x80], 3),
        // Past U+10FFFF.
        ([0xF4, 0x90, 0x80, 0x80], 0),
    ] as [([UInt8], Int)])
    func refusesInvalidUTF8(bytes: [UInt8], offset: Int) {
        #expect(throws: LetterFileError.invalidUTF8(offset: offset)) { try LetterText.decode(bytes) }
    }

    @Test func refusesNulBytes() {
        #expect(throws: LetterFileError.binary(offset: 1)) { try LetterText.decode([0x61, 0x00, 0x62]) }
        #expect(throws: LetterFileError.binary(offset: 0)) { try LetterText.decode([0x00]) }
        // Binary data is named as such even when it is also invalid UTF-8.
        #expect(throws: LetterFileError.binary(offset: 2)) { try LetterText.decode([0xFF, 0x61, 0x00]) }
    }

    @Test func refusesMoreThanFourMebibytes() throws {
        #expect(LetterText.sizeLimit == 4_194_304)
        let tooLarge = [UInt8](repeating: 0x61, count: 4_194_305)
        #expect(throws: LetterFileError.tooLarge(bytes: 4_194_305, limit: 4_194_304)) { try LetterText.decode(tooLarge) }
        let largest = [UInt8](repeating: 0x61, count: 4_194_304)
        #expect(try LetterText.decode(largest).utf8.count == 4_194_304)
    }

    @Test func aFullManuscriptOfEmojiStillOpens() throws {
        // 10,000 lines of 36 two-cell emoji (4 bytes each) fill the manuscript.
        let line = String(repeating: "😀", count: 36)
        let text = Array(repeating: line, count: Paper.manuscript.lines).joined(separator: "\n") + "\n"
        #expect(Document(LetterText.body(ofFileText: text), columns: Paper.manuscript.columns).lineCount == 10_000)
        #expect(text.utf8.count > 1 << 20)
        #expect(try LetterText.decode(Array(text.utf8)) == text)
    }

    @Test func errorsSayWhatIsWrong() {
        #expect(
            LetterFileError.invalidUTF8(offset: 2).description
                == "not UTF-8 text (invalid byte at offset 2); letters are UTF-8")
        #expect(LetterFileError.binary(offset: 1).description == "binary data (a NUL byte at offset 1), not a letter")
    }
}
