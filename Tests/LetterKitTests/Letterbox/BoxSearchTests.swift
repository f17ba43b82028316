import Testing

@testable import LetterKit

/// What a search asks the index: the trigram index for three characters or
/// more, a LIKE scan below that, every character literal either way.
@Suite("Letterbox: search text")
struct BoxSearchTests {
    static let cases: [(String, BoxSearch)] = [
        ("", .nothing),
        ("   ", .nothing),
        ("안", .like("%안%")),
        ("안녕", .like("%안녕%")),
        ("안녕하", .match("\"안녕하\"")),
        ("こんに", .match("\"こんに\"")),
        ("ello", .match("\"ello\"")),
        ("hi", .like("%hi%")),
        ("%", .like("%\\%%")),
        ("a_", .like("%a\\_%")),
        ("\\", .like("%\\\\%")),
        ("say \"hi\"", .match("\"say \"\"hi\"\"\"")),
        ("a* OR b", .match("\"a* or b\"")),
        ("NEAR(x)", .match("\"near(x)\"")),
        ("-x:y", .match("\"-x:y\"")),
        // A quote with a combining mark is one Character but two scalars.
        ("\"\u{301}", .like("%\"\u{301}%")),
        ("a\"\u{301}", .match("\"a\"\"\u{301}\"")),
        // Three scalars, one grapheme, none composed: the trigram index can find it.
        ("q\u{307}\u{323}", .match("\"q\u{323}\u{307}\"")),
        // Folded first, then counted: a syllable typed as jamo is one scalar,
        // e + U+0301 + U+0302 composes to two.
        ("\u{1112}\u{1161}\u{11AB}", .like("%\u{D55C}%")),
        ("\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}", .like("%\u{D55C}\u{AE00}%")),
        ("\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}\u{C73C}", .match("\"\u{D55C}\u{AE00}\u{C73C}\"")),
        ("e\u{301}\u{302}", .like("%\u{E9}\u{302}%")),
        ("\u{FB01}", .like("%fi%")),
        ("\u{FB03}", .match("\"ffi\"")),
        ("\u{FF21}\u{FF22}\u{FF23}", .match("\"abc\"")),
        ("DEAR", .match("\"dear\"")),
        ("\u{FF76}\u{FF9E}\u{FF72}\u{FF84}\u{FF9E}", .match("\"\u{30AC}\u{30A4}\u{30C9}\"")),
        ("\u{3000}\u{3000}", .nothing),
    ]

    @Test(arguments: cases)
    func searchTextBecomesAQuery(text: String, expected: BoxSearch) {
        // Scalar for scalar: BoxSearch's == would call NFD and NFC equal.
        #expect(Exact(Self.text(of: BoxSearch(text))) == Exact(Self.text(of: expected)))
        #expect(BoxSearch(text) == expected)
    }

    private static func text(of search: BoxSearch) -> String {
        switch search {
        case .nothing: "nothing"
        case .match(let expression): "match " + expression
        case .like(let pattern): "like " + pattern
        }
    }

    @Test func theIndexHoldsTextFoldedAsSearchesAre() {
        let nfd = "\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF} Caf\u{E9} \u{FB01}n"
        #expect(Exact(BoxSearch.indexed(nfd)) == Exact("\u{D55C}\u{AE00} caf\u{E9} fin"))
        #expect(Exact(BoxSearch.indexed("Cafe\u{301}")) == Exact(BoxSearch.indexed("caf\u{E9}")))
    }

    @Test func likeEscapesOnlyItsWildcardsAndTheEscape() {
        #expect(BoxSearch.likePattern(containing: "50% off_now\\") == "%50\\% off\\_now\\\\%")
        #expect(BoxSearch.likePattern(containing: "안녕") == "%안녕%")
    }
}
