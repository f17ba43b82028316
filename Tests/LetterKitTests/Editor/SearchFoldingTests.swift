import Testing

@testable import LetterKit

/// The one folding Ctrl-F and the letterbox share: compatibility forms, lower
/// case, composed. Compared scalar for scalar (`Exact`): `String ==` would
/// call NFD and NFC equal and hide the very thing under test.
@Suite("Search folding")
struct SearchFoldingTests {
    static let cases: [(String, String)] = [
        ("", ""),
        ("Dear MIN-JI", "dear min-ji"),
        // Decomposed to composed.
        ("\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}", "\u{D55C}\u{AE00}"),
        ("\u{1100}\u{1161}", "\u{AC00}"),
        ("e\u{301}t\u{E9}", "\u{E9}t\u{E9}"),
        ("E\u{301}", "\u{E9}"),
        ("A\u{30A}", "\u{E5}"),
        ("\u{212B}", "\u{E5}"),  // the Angstrom sign is Å
        ("q\u{307}\u{323}", "q\u{323}\u{307}"),  // marks in canonical order
        // Compatibility forms.
        ("\u{FB01}", "fi"),
        ("\u{FB03}", "ffi"),
        ("\u{FF21}\u{FF42}\u{FF43}", "abc"),
        ("\u{FF11}\u{FF12}", "12"),
        ("\u{FF76}\u{FF9E}", "\u{30AC}"),
        ("\u{FF8A}\u{FF9F}", "\u{30D1}"),
        ("\u{FFA1}", "\u{1100}"),  // half-width Hangul letter: a leading consonant
        ("\u{2460}", "1"),
        ("\u{2474}", "(1)"),
        ("\u{B2}", "2"),
        ("\u{2126}", "\u{3C9}"),  // Ohm sign, Ω, lower case
        ("\u{3000}", " "),  // ideographic space
        ("\u{A0}", " "),
        ("\u{2163}", "iv"),  // Roman numeral four
        ("\u{3232}", "(\u{6709})"),
        ("\u{F900}", "\u{8C48}"),  // a CJK compatibility ideograph
        // Case beyond ASCII.
        ("\u{C4}RGER", "\u{E4}rger"),
        ("\u{395}\u{39B}\u{39B}\u{386}\u{394}\u{391}", "\u{3B5}\u{3BB}\u{3BB}\u{3AC}\u{3B4}\u{3B1}"),
        ("\u{130}", "i\u{307}"),
        // Kept as they are.
        ("\u{C548}\u{B155}", "\u{C548}\u{B155}"),
        ("\u{3053}\u{3093}", "\u{3053}\u{3093}"),
        ("\u{1F44B}\u{1F3FD}", "\u{1F44B}\u{1F3FD}"),
        ("\u{DF}", "\u{DF}"),
    ]

    @Test(arguments: cases)
    func foldsToOneForm(text: String, expected: String) {
        #expect(Exact(SearchFolding.folded(text)) == Exact(expected))
    }

    @Test(arguments: cases)
    func foldingTwiceChangesNothing(text: String, expected: String) {
        let once = SearchFolding.folded(text)
        #expect(Exact(SearchFolding.folded(once)) == Exact(once))
    }

    /// The settled scalars skip the tables: for any text made of them (and
    /// the same text with a combining mark, a jamo or a compatibility form
    /// put in, which take the long way), `folded` is what the tables give.
    @Test func settledTextFoldsAsTheTablesFoldIt() {
        let ranges: [ClosedRange<UInt32>] = [
            0x20...0x7E, 0x3001...0x3002, 0x3041...0x3096, 0x30A1...0x30FA, 0x30FC...0x30FC, 0x4E00...0x9FFF,
            0xAC00...0xD7A3,
        ]
        let unsettled: [Unicode.Scalar] = ["\u{301}", "\u{3099}", "\u{11A8}", "\u{FF21}", "\u{3000}", "\u{30FB}"]
        var random = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 1...12, using: &random) {
                let range = ranges.randomElement(using: &random) ?? 0x20...0x7E
                text.append(Unicode.Scalar(UInt32.random(in: range, using: &random)) ?? " ")
            }
            let settled = String(text)
            #expect(settled.unicodeScalars.allSatisfy(SearchFolding.isSettled))
            #expect(Exact(SearchFolding.folded(settled)) == Exact(SearchFolding.throughTheForms(settled)), "\(settled)")
            var mixed = text
            let at = mixed.index(mixed.startIndex, offsetBy: Int.random(in: 0...mixed.count, using: &random))
            mixed.insert(unsettled.randomElement(using: &random) ?? "\u{301}", at: at)
            let other = String(mixed)
            #expect(Exact(SearchFolding.folded(other)) == Exact(SearchFolding.throughTheForms(other)), "\(other)")
        }
    }
}
