import LetterKit
import Testing

/// Length limits: each preset at its limit and one over, counted in its own
/// unit (characters, UTF-8 bytes, digits), typed and pasted.
@Suite("Fields: lengths")
struct FieldLengthTests {
    /// A text of exactly `count` characters, in Hangul and Latin.
    static func text(_ count: Int) -> String {
        String((0..<count).map { $0.isMultiple(of: 2) ? "가" : "a" })
    }

    @Test(arguments: [
        (FieldRules.to, 40, "a"),
        (.from, 40, "가"),
        (.address, 80, "é"),
        (.postcode, 10, "A"),
        (.email, 254, "a"),
    ] as [(FieldRules, Int, Character)])
    func atTheLimitAndOneOver(rules: FieldRules, limit: Int, extra: Character) {
        let full = String(repeating: String(extra), count: limit)
        let field = TextField(full, rules: rules)
        #expect(field.text == full)
        #expect(field.refusal == nil)
        #expect(field.usage == FieldUsage(used: limit, maximum: limit))
        assertField(full + "|", String(extra), full + "|", rules: rules, refused: .tooLong(maximum: limit, measure: .characters))
        // One short, the last character goes in.
        let short = String(full.dropLast())
        assertField(short + "|", String(extra), full + "|", rules: rules)
    }

    /// Characters are grapheme clusters: a letter with its accent, a Hangul
    /// syllable written as jamo, count one each.
    @Test func aCharacterIsWhatThePersonSees() {
        let accented = String(repeating: "e\u{301}", count: 40)
        #expect(TextField(accented, rules: .to).characters.count == 40)
        let jamo = String(repeating: "\u{1100}\u{1161}", count: 40)
        let field = TextField(jamo, rules: .to)
        #expect(field.characters.count == 40)
        #expect(field.refusal == nil)
        // The accent typed after the 40th letter joins it: nothing more to count.
        assertField(String(repeating: "e", count: 40) + "|", "\u{301}", String(repeating: "e", count: 39) + "e\u{301}|", rules: .to)
    }

    @Test func aFileNameIsCountedInBytes() {
        // 255 ASCII bytes fit; the 256th does not.
        let ascii = String(repeating: "a", count: 255)
        assertField(ascii + "|", "b", ascii + "|", rules: .fileName, refused: .tooLong(maximum: 255, measure: .utf8Bytes))
        // 85 Hangul syllables are 255 bytes; one more byte is refused, and a
        // syllable more (258 bytes) too.
        let hangul = String(repeating: "편", count: 85)
        #expect(TextField(hangul, rules: .fileName).usage == FieldUsage(used: 255, maximum: 255))
        assertField(hangul + "|", "a", hangul + "|", rules: .fileName, refused: .tooLong(maximum: 255, measure: .utf8Bytes))
        assertField(hangul + "|", "지", hangul + "|", rules: .fileName, refused: .tooLong(maximum: 255, measure: .utf8Bytes))
        // 256 bytes of Hangul pasted: the 85 syllables that fit go in.
        let pasted = TextField(hangul + "지", rules: .fileName)
        #expect(pasted.text == hangul)
        #expect(pasted.refusal == FieldRefusal(.tooLong(maximum: 255, measure: .utf8Bytes), leftOut: 1))
        #expect(pasted.message == "At most 255 bytes here (in UTF-8: a Hangul syllable takes 3)")
    }

    @Test func aPathIsCountedNameByName() {
        let name = String(repeating: "편", count: 85)
        let path = "/" + name + "/" + name + "/" + name
        #expect(TextField(path, rules: .savePath).text == path)
        assertField("/" + name + "|", "a", "/" + name + "|", rules: .savePath, refused: .tooLong(maximum: 255, measure: .utf8BytesInAName))
        // Typed between two names, a character lengthens the one it joins.
        assertField("/ab|/" + name, "c", "/abc|/" + name, rules: .savePath)
        // The whole path: at most 4095 bytes.
        let long = String(repeating: "/" + String(repeating: "a", count: 254), count: 16)
        #expect(long.utf8.count == 4080)
        let field = TextField(long + "/" + String(repeating: "b", count: 20), rules: .savePath)
        #expect(field.text.utf8.count == 4095)
        #expect(field.refusal == FieldRefusal(.tooLong(maximum: 4095, measure: .utf8Bytes), leftOut: 6))
    }

    @Test func aDateHasTenCharacters() {
        assertField("2024-02-29|", "1", "2024-02-29|", rules: .date, refused: .tooLong(maximum: 10, measure: .characters))
    }

    /// A paste enters the longest part that fits, wherever the cursor is, and
    /// says how much it left out.
    @Test func aPasteIsCutToWhatFits() {
        assertFieldPaste(
            "|", Self.text(50), Self.text(40) + "|", rules: .to,
            refusal: FieldRefusal(.tooLong(maximum: 40, measure: .characters), leftOut: 10))
        assertFieldPaste(
            "Ann| Kim", String(repeating: "x", count: 40), "Ann" + String(repeating: "x", count: 33) + "| Kim", rules: .to,
            refusal: FieldRefusal(.tooLong(maximum: 40, measure: .characters), leftOut: 7))
        let field = assertFieldPaste(
            "|", "Ann😀 " + Self.text(50), "Ann " + Self.text(36) + "|", rules: .to,
            refusal: FieldRefusal(.refused(.emoji), leftOut: 15))
        // The first reason is given, with everything left out counted.
        #expect(field.message == "15 characters left out: emoji are not allowed here")
    }

    @Test func aHugePasteCostsNoMoreThanItsLimit() {
        let huge = String(repeating: "가", count: 200_000)
        let clock = ContinuousClock()
        var field = TextField("", rules: .to)
        let elapsed = clock.measure { field.insert(huge) }
        #expect(field.text == String(repeating: "가", count: 40))
        #expect(field.refusal == FieldRefusal(.tooLong(maximum: 40, measure: .characters), leftOut: 199_960))
        #expect(elapsed < .seconds(2))
    }

    @Test func theUsageIsWhatAFormShows() {
        #expect(TextField("Ann", rules: .to).usage?.description == "3/40")
        #expect(TextField("편지", rules: .fileName).usage?.description == "6/255")
        #expect(TextField("anything").usage == nil)
    }
}
