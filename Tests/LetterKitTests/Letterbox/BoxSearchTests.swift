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
        ("a* OR b", .match("\"a* OR b\"")),
        ("NEAR(x)", .match("\"NEAR(x)\"")),
        ("-x:y", .match("\"-x:y\"")),
        // A quote with a combining mark is one Character but two scalars.
        ("\"\u{301}", .like("%\"\u{301}%")),
        ("a\"\u{301}", .match("\"a\"\"\u{301}\"")),
        // Three scalars, one grapheme: the trigram index can find it.
        ("e\u{301}\u{302}", .match("\"e\u{301}\u{302}\"")),
    ]

    @Test(arguments: cases)
    func searchTextBecomesAQuery(text: String, expected: BoxSearch) {
        #expect(BoxSearch(text) == expected)
    }

    @Test func likeEscapesOnlyItsWildcardsAndTheEscape() {
        #expect(BoxSearch.likePattern(containing: "50% off_now\\") == "%50\\% off\\_now\\\\%")
        #expect(BoxSearch.likePattern(containing: "안녕") == "%안녕%")
    }
}
