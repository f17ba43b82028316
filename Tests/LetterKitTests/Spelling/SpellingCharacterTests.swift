import Testing

@testable import LetterKit

/// The split's view of a character answers as the standard library's
/// `Character` properties do, for every scalar and for characters of several
/// scalars: its fast paths (ASCII by byte, Hangul syllables by scalar) may not
/// change a word.
@Suite("Spelling: what a character is to the split")
struct SpellingCharacterTests {
    /// The script the split's older form gave a character: ASCII letters
    /// Latin, other ASCII none, else by the first scalar's block.
    static func expectedScript(_ character: Character) -> SpellingWords.Script {
        guard character.isLetter else { return .other }
        return SpellingWords.script(ofScalar: character.unicodeScalars.first!)
    }

    static func mismatch(_ character: Character) -> String? {
        let sort = SpellingCharacter(character)
        let ascii = character.asciiValue
        let space = ascii.map { $0 == 0x20 || (0x09...0x0D).contains($0) } ?? character.isWhitespace
        let letter = ascii.map { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) } ?? character.isLetter
        let number = ascii.map { (0x30...0x39).contains($0) } ?? character.isNumber
        let apostrophe = character == "'" || character == "\u{2019}"
        let scalars = character.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
        if (sort.kind == .space) != space { return "\(scalars): space \(sort.kind)" }
        if sort.isLetter != letter { return "\(scalars): letter \(sort.kind)" }
        if sort.isNumber != number { return "\(scalars): number \(sort.isNumber)" }
        if !space, !letter, (sort.kind == .apostrophe) != apostrophe { return "\(scalars): apostrophe \(sort.kind)" }
        if letter, sort.script != Self.expectedScript(character) { return "\(scalars): script \(sort.script)" }
        // The bytes the split looks for: `:` and `@` of an address, `www.`.
        for byte: UInt8 in [0x3A, 0x40, 0x57, 0x77, 0x2E] where (sort.byte == byte) != (ascii == byte) {
            return "\(scalars): byte \(sort.byte)"
        }
        return nil
    }

    @Test func everyScalarIsSortedAsItsProperties() {
        var mismatches: [String] = []
        for value in 0...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), let found = Self.mismatch(Character(scalar)) else { continue }
            mismatches.append(found)
            if mismatches.count > 20 { break }
        }
        #expect(mismatches == [])
    }

    /// A character is sorted by its first scalar, whatever follows it.
    @Test(arguments: [
        "\r\n", "e\u{301}", "한\u{302}", "\u{1100}\u{1161}\u{11A8}", "👋🏽", "\u{2019}\u{301}", "1\u{20E3}",
        "Ⅻ", "\u{A0}", "\u{3000}", "ｗ", "\u{AC00}\u{200D}",
    ] as [Character])
    func charactersOfSeveralScalarsAreSortedByTheFirst(_ character: Character) {
        #expect(Self.mismatch(character) == nil)
    }
}
