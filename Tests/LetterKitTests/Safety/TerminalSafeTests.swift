import Testing

@testable import LetterKit

/// The one sanitiser for text printed to a terminal: every C0 and C1
/// control, DEL and directional override shown, everything else untouched.
@Suite("Safety: text for the terminal")
struct TerminalSafeTests {
    @Test(arguments: Array(0x00...0x1F))
    func everyC0ControlIsShownInCaretForm(value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        let shown = TerminalSafe.escaped("a" + String(scalar) + "b")
        #expect(shown == "a^" + String(Unicode.Scalar(UInt8(value + 0x40))) + "b")
        #expect(shown.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F })
    }

    @Test(arguments: Array(0x80...0x9F))
    func everyC1ControlIsShownWithATilde(value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        let shown = TerminalSafe.escaped(String(scalar))
        #expect(shown == "~" + String(Unicode.Scalar(UInt8(value - 0x40))))
    }

    @Test func deleteIsShownAsCaretQuestionMark() {
        #expect(TerminalSafe.escaped("a\u{7F}") == "a^?")
    }

    static let sequences: [(name: String, text: String, shown: String)] = [
        ("clearScreen", "\u{1B}[2J", "^[[2J"),
        ("cursorHome", "\u{1B}[H\u{1B}[0m", "^[[H^[[0m"),
        ("osc52Clipboard", "\u{1B}]52;c;cm0gLXJmIH4=\u{07}", "^[]52;c;cm0gLXJmIH4=^G"),
        ("windowTitleEndedWithST", "\u{1B}]0;owned\u{1B}\\", "^[]0;owned^[\\"),
        ("eightBitCSI", "\u{9B}31m", "~[31m"),
        ("eightBitOSC", "\u{9D}0;t\u{9C}", "~]0;t~\\"),
        ("carriageReturnOverwrite", "safe\rEVIL", "safe^MEVIL"),
        ("backspaceOverwrite", "ok\u{08}\u{08}no", "ok^H^Hno"),
        ("newlineInAName", "a\nb.letter", "a^Jb.letter"),
        ("tabInAName", "a\tb", "a^Ib"),
        ("nul", "a\u{0}b", "a^@b"),
        ("rightToLeftOverride", "photo\u{202E}gpj.exe", "photo<U+202E>gpj.exe"),
        ("isolates", "\u{2066}a\u{2067}b\u{2068}c\u{2069}", "<U+2066>a<U+2067>b<U+2068>c<U+2069>"),
        ("embeddings", "\u{202A}\u{202B}\u{202C}\u{202D}", "<U+202A><U+202B><U+202C><U+202D>"),
    ]

    @Test(arguments: sequences.indices)
    func escapeSequencesAreShownWhole(index: Int) {
        let (name, text, shown) = Self.sequences[index]
        #expect(TerminalSafe.escaped(text) == shown, "\(name)")
        #expect(!TerminalSafe.escaped(text).unicodeScalars.contains(where: TerminalSafe.needsEscaping), "\(name)")
    }

    static let untouched = [
        "Dear Min-ji,", "안녕하세요, 민지 씨", "木漏れ日の中で", "👨‍👩‍👧 ❤️ 🇰🇷", "é e\u{301} ñ", "שלום עולם", "مرحبا",
        "a\u{200F}b\u{200E}c", "zero\u{200B}width\u{200D}joiner", "~^[ already", "",
    ]

    @Test(arguments: untouched)
    func printableTextIsUntouched(text: String) {
        #expect(TerminalSafe.escaped(text) == text)
        #expect(TerminalSafe.lines(text) == text)
    }

    @Test func linesKeepLineFeedsAndTabsAndEscapeTheRest() {
        #expect(TerminalSafe.lines("one\tA\nb\u{1B}[2J\r\n") == "one\tA\nb^[[2J^M\n")
        #expect(TerminalSafe.lines("\u{9B}\n\u{202E}") == "~[\n<U+202E>")
    }

    @Test func thePageShowsControlsInTheSameForms() {
        for value in Array(0x00...0x1F) + [0x7F] + Array(0x80...0x9F) {
            guard let scalar = Unicode.Scalar(UInt32(value)) else { continue }
            #expect(Glyph.shown(Character(scalar)) == TerminalSafe.escaped(String(scalar)))
        }
    }
}
