import Testing

@testable import LetterKit

/// One cut-to-width for every row and message: whole when it fits, else the
/// start and "…" in the cells given, a wide character never cut in half.
@Suite("Cutting text to a width")
struct CellCutTests {
    @Test(arguments: [
        // Fits: whole, even exactly.
        ("Dear Ann", 8, "Dear Ann"),
        ("Dear Ann", 20, "Dear Ann"),
        ("", 0, ""),
        ("", 3, ""),
        // Too wide: the start and "…" in the width.
        ("Dear Ann", 7, "Dear A…"),
        ("Dear Ann", 1, "…"),
        ("Dear Ann", 0, ""),
        ("Dear Ann", -3, ""),
        // Wide characters (two cells) are left out whole, never halved.
        ("편지편지", 8, "편지편지"),
        ("편지편지", 7, "편지편…"),
        ("편지편지", 6, "편지…"),
        ("편지편지", 4, "편…"),
        ("편지편지", 2, "…"),
        ("a편지", 3, "a…"),
        // A combining mark stays with its letter.
        ("e\u{301}e\u{301}e\u{301}", 2, "e\u{301}…"),
    ] as [(String, Int, String)])
    func textIsCutToItsWidth(text: String, width: Int, expected: String) {
        let cut = CellCut.fitted(text, to: width)
        #expect(cut == expected)
        #expect(CellWidth.of(cut) <= max(width, 0))
    }

    @Test(arguments: [
        ("Dear Ann, the sea", 11, "Dear Ann,…"),
        ("Dear Ann", 6, "Dear…"),
        ("Dear Ann", 9, "Dear Ann"),
    ] as [(String, Int, String)])
    func spacesBeforeTheMarkGoWhenAsked(text: String, width: Int, expected: String) {
        #expect(CellCut.fitted(text, to: width, trimmingSpaces: true) == expected)
    }

    @Test func theStatusRowsMessagesCutTheSameWay() {
        let sentence = "편지 could not be saved because the disk is full"
        for width in 1...30 {
            #expect(StatusMessage(sentence).fitted(to: width) == CellCut.fitted(sentence, to: width))
        }
    }
}
