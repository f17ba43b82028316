import Testing

@testable import LetterKit

/// Edits splice characters directly when no grapheme forms across their edges;
/// these are the edges where one does, and the letter must read as a fresh
/// layout of its text would.
@Suite struct SpliceTests {
    /// The page's paragraphs equal a fresh layout of its text.
    func expectCanonical(_ page: Page, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(page.document == Document(page.text, columns: page.paper.columns), sourceLocation: sourceLocation)
    }

    @Test func deletingBetweenALoneRegionalIndicatorAndAFlagPairsThemAfresh() {
        // 🇯 x 🇰🇷: with x gone the indicators pair as 🇯🇰 and 🇷.
        var page = makePage("\u{1F1EF}|x\u{1F1F0}\u{1F1F7}", paper: sheet(3, 20))
        #expect(page.perform(.deleteForward) == .applied)
        #expect(page.document.paragraphs[0].characters == ["\u{1F1EF}\u{1F1F0}", "\u{1F1F7}"])
        expectCanonical(page)
    }

    @Test func aCombiningAccentTypedAfterALetterJoinsIt() {
        var page = makePage("caf|", paper: sheet(3, 20))
        page.perform(.insert("e"))
        page.perform(.insert("\u{301}"))
        #expect(page.document.paragraphs[0].characters.count == 4)
        #expect(page.cursor == Position(paragraph: 0, offset: 4))
        expectCanonical(page)
    }

    @Test func conjoiningJamoTypedOneByOneFormOneSyllable() {
        var page = makePage("|", paper: sheet(3, 20))
        for jamo in ["\u{1112}", "\u{1161}", "\u{11AB}"] { page.perform(.insert(jamo)) }
        #expect(page.document.paragraphs[0].characters.count == 1)
        #expect(page.cursor == Position(paragraph: 0, offset: 1))
        #expect(CellWidth.of(page.document.paragraphs[0].characters[0]) == 2)
        expectCanonical(page)
    }

    @Test func aZeroWidthJoinerBetweenTwoEmojiMakesOneCharacter() {
        var page = makePage("\u{1F468}|\u{1F469}", paper: sheet(3, 20))
        page.perform(.insert("\u{200D}"))
        #expect(page.document.paragraphs[0].characters.count == 1)
        expectCanonical(page)
    }

    @Test func plainTypingSplicesAndMatchesAFreshLayout() {
        var page = makePage("Dear |friend", paper: sheet(3, 8))
        for character in "my dear " { page.perform(.insert(String(character))) }
        #expect(page.text == "Dear my dear friend")
        expectCanonical(page)
    }
}
