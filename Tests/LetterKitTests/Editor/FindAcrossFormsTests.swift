import Testing

@testable import LetterKit

/// Ctrl-F finds text however its characters were written down: composed or
/// decomposed (NFC, NFD), in compatibility forms (ligatures, full and half
/// width, circled digits), in either case. The selection covers the letter's
/// own characters, whatever length folding gave them.
@Suite("Editor: find across Unicode forms")
struct FindAcrossFormsTests {
    // 한글 written as jamo (as macOS writes it) and as syllables.
    static let hangulNFD = "\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}"
    static let hangulNFC = "\u{D55C}\u{AE00}"

    /// (markup before: cursor where the search starts, needle, markup after:
    /// the match selected, the cursor at its end)
    static let cases: [(String, String, String)] = [
        // Decomposed letter, composed needle, and the other way round.
        ("|편지 \(hangulNFD) 씀", hangulNFC, "편지 [\(hangulNFD)| 씀"),
        ("|편지 \(hangulNFC) 씀", hangulNFD, "편지 [\(hangulNFC)| 씀"),
        ("|\u{1112}\u{1161}\u{11AB}", "\u{D55C}", "[\u{1112}\u{1161}\u{11AB}|"),
        ("|cafe\u{301} au lait", "caf\u{E9}", "[cafe\u{301}| au lait"),
        ("|caf\u{E9} au lait", "cafe\u{301}", "[caf\u{E9}| au lait"),
        ("|Ame\u{301}lie", "AM\u{C9}LIE", "[Ame\u{301}lie|"),
        ("|\u{C5}ngstr\u{F6}m", "A\u{30A}NGSTRO\u{308}M", "[\u{C5}ngstr\u{F6}m|"),
        ("|Tie\u{302}\u{301}ng Vie\u{323}\u{302}t", "vi\u{1EC7}t", "Tie\u{302}\u{301}ng [Vie\u{323}\u{302}t|"),
        // Compatibility forms: one character may fold to two and two to one.
        ("|the \u{FB01}rst", "first", "the [\u{FB01}rst|"),
        ("|the first", "\u{FB01}rst", "the [first|"),
        ("|o\u{FB03}ce", "OFFICE", "[o\u{FB03}ce|"),
        ("|\u{FF21}\u{FF22}\u{FF23} def", "abc", "[\u{FF21}\u{FF22}\u{FF23}| def"),
        ("|abc def", "\u{FF24}\u{FF25}\u{FF26}", "abc [def|"),
        ("|\u{FF76}\u{FF80}\u{FF76}\u{FF85}", "\u{30AB}\u{30BF}\u{30AB}\u{30CA}", "[\u{FF76}\u{FF80}\u{FF76}\u{FF85}|"),
        ("|\u{FF76}\u{FF9E}\u{FF72}\u{FF84}\u{FF9E}", "\u{30AC}\u{30A4}\u{30C9}", "[\u{FF76}\u{FF9E}\u{FF72}\u{FF84}\u{FF9E}|"),
        ("|\u{30AC}\u{30A4}\u{30C9}", "\u{FF76}\u{FF9E}\u{FF72}\u{FF84}\u{FF9E}", "[\u{30AC}\u{30A4}\u{30C9}|"),
        ("|room \u{2460}", "room 1", "[room \u{2460}|"),
        ("|\u{3231} \u{C0AC}\u{C6A9}", "(\u{682A})", "[\u{3231}| \u{C0AC}\u{C6A9}"),
        ("|x\u{B2} + 1", "x2", "[x\u{B2}| + 1"),
        // The search starts at the cursor and skips what comes before it.
        ("\u{FB01}ne, |fine", "FINE", "\u{FB01}ne, [fine|"),
        ("cafe\u{301}, |caf\u{E9}", "caf\u{E9}", "cafe\u{301}, [caf\u{E9}|"),
    ]

    @Test(arguments: cases)
    func findSelectsTheLettersOwnCharacters(before: String, needle: String, after: String) throws {
        var page = makePage(before)
        let found = try #require(page.document.find(needle, from: page.cursor))
        page.select(found.range)
        expectMarkup(page, after)
    }

    /// A match covers whole characters of the letter: half of one is no match,
    /// so the search goes on to the next whole one.
    static let halves: [(String, String, String)] = [
        ("|\u{FB01}x, fix", "i", "\u{FB01}x, f[i|x"),
        ("|\u{FB01}x, fix", "f", "\u{FB01}x, [f|ix"),
        ("|\u{2474} (1)", "1", "\u{2474} ([1|)"),
        ("|cafe\u{301} cafe", "cafe", "cafe\u{301} [cafe|"),
        ("|\u{1112}\u{1161}\u{11AB} \u{D558}", "\u{D558}", "\u{1112}\u{1161}\u{11AB} [\u{D558}|"),
    ]

    @Test(arguments: halves)
    func halfACharacterIsNoMatch(before: String, needle: String, after: String) throws {
        var page = makePage(before)
        let found = try #require(page.document.find(needle, from: page.cursor))
        page.select(found.range)
        expectMarkup(page, after)
    }

    @Test func aNeedleFoundOnlyInHalvesIsNotFound() {
        let page = makePage("|\u{FB01}, \u{2474}, \u{1112}\u{1161}\u{11AB}")
        for needle in ["i", "(", "\u{D558}", "\u{1161}"] {
            #expect(page.document.find(needle, from: page.cursor) == nil, "\(needle.debugDescription)")
        }
    }

    @Test func theEditorFindsADecomposedSyllableTypedComposed() {
        var editor = EditorHarness.defaultPaper(text: "Dear Min-ji,\n\(Self.hangulNFD) letter")
        editor.press(.control("f"))
        editor.type(Self.hangulNFC)
        editor.press(.enter)
        #expect(editor.state.page.selection == Position(paragraph: 1, offset: 0)..<Position(paragraph: 1, offset: 2))
        #expect(editor.state.page.selectedText.map(Exact.init) == Exact(Self.hangulNFD))
    }
}
