import Testing

@testable import LetterKit

/// What a paragraph offers a dictionary: words with their places, each in
/// its script, and nothing a dictionary cannot judge.
@Suite("Spelling: words to check")
struct SpellingWordsTests {
    /// The words' texts, in order, with `h:` before a Hangul one.
    static func shown(_ text: String) -> [String] {
        SpellingWords.split(Array(text)).map { ($0.script == .hangul ? "h:" : "") + $0.text }
    }

    @Test(arguments: [
        // Plain words, punctuation around them dropped.
        ("Dear Min-ji, thank you.", ["Dear", "Min", "ji", "thank", "you"]),
        ("(hello) \"quoted\" end!", ["hello", "quoted", "end"]),
        ("", []),
        ("   \t ", []),
        // A hyphen, a slash or a full stop ends a word, as in Hunspell.
        ("co-operate and/or e.g.", ["co", "operate", "and", "or", "e", "g"]),
        // Accented Latin letters are Latin.
        ("café naïve Ångström œuvre", ["café", "naïve", "Ångström", "œuvre"]),
    ] as [(String, [String])])
    func latinWordsAreSplitAtSpacesAndPunctuation(text: String, words: [String]) {
        #expect(Self.shown(text) == words)
    }

    @Test(arguments: [
        // Both apostrophes stay inside a word.
        ("don't", ["don't"]),
        ("don’t", ["don’t"]),
        ("o'clock rock'n'roll", ["o'clock", "rock'n'roll"]),
        // At an edge it is a quotation mark, not part of the word.
        ("'tis the dogs' bowls", ["tis", "the", "dogs", "bowls"]),
        ("‘quoted’ ’twas", ["quoted", "twas"]),
        // Two in a row end the word.
        ("a''b", ["a", "b"]),
    ] as [(String, [String])])
    func apostrophesInsideWordsStay(text: String, words: [String]) {
        #expect(Self.shown(text) == words)
    }

    @Test(arguments: [
        ("see https://example.org/path?q=1 now", ["see", "now"]),
        ("ftp://files.example.net/x and http://a.b", ["and"]),
        ("(www.example.com) www.Example.org/page", []),
        ("write mailto:ann@example.org please", ["write", "please"]),
        ("ann.lee@example.co.kr wrote", ["wrote"]),
        ("메일은 min-ji@example.kr 로", ["h:메일은", "h:로"]),
        ("<ann@example.org>,", []),
    ] as [(String, [String])])
    func addressesAreSkippedWhole(text: String, words: [String]) {
        #expect(Self.shown(text) == words)
    }

    @Test(arguments: [
        ("3rd MP3 42 v2 2nd", [String]()),
        ("3월에 만나요", ["h:만나요"]),
        ("½ cup of x²", ["cup", "of"]),
        ("route66, I'm", ["I'm"]),
    ] as [(String, [String])])
    func wordsWithDigitsAreSkipped(text: String, words: [String]) {
        #expect(Self.shown(text) == words)
    }

    @Test(arguments: [
        // A particle stays on its noun: the dictionary knows them together.
        ("사과를 먹었다", ["h:사과를", "h:먹었다"]),
        ("학교에서 친구와", ["h:학교에서", "h:친구와"]),
        ("민지야, 안녕하세요!", ["h:민지야", "h:안녕하세요"]),
        ("우리는 「편지」를 썼다.", ["h:우리는", "h:편지", "h:를", "h:썼다"]),
    ] as [(String, [String])])
    func koreanParticlesStayOnTheirNouns(text: String, words: [String]) {
        #expect(Self.shown(text) == words)
    }

    @Test(arguments: [
        // The script changes inside a run: each part in its own script,
        // but a particle after a foreign word is not checked on its own.
        ("Swift로 썼다", ["Swift", "h:썼다"]),
        ("macOS에서 iPhone을", ["macOS", "iPhone"]),
        ("한국Swift", ["h:한국", "Swift"]),
        ("Kim's 편지", ["Kim's", "h:편지"]),
        // Other scripts are not checked, and a Hangul run after one is a particle.
        ("漢字와 한글 Привет мир", ["h:한글"]),
        ("東京에서 Tokyo", ["Tokyo"]),
        ("Ｆｕｌｌ width", ["width"]),
    ] as [(String, [String])])
    func mixedScriptRunsSplitAtTheChange(text: String, words: [String]) {
        #expect(Self.shown(text) == words)
    }

    @Test func rangesAreCharacterOffsetsInTheParagraph() {
        let words = SpellingWords.split(Array("Dear 민지, café Swift로!"))
        #expect(words.map(\.range) == [0..<4, 5..<7, 9..<13, 14..<19])
        #expect(words.map(\.script) == [.latin, .hangul, .latin, .latin])
    }

    /// Only what is drawn is checked: the Markdown marks of ink are not
    /// characters of the page, and a picture's paragraph is a mark.
    @Test(arguments: [
        ("Dear **Ann**,\n![Our garden](garden.png){lines=2}\nthe end", ["Dear", "Ann", "the", "end"]),
        ("[red words]{color=red} and *tilted*", ["red", "words", "and", "tilted"]),
        ("[오늘은]{.underline} [좋은 날]{.mark}!", ["h:오늘은", "h:좋은", "h:날"]),
        // An HTML tag is no ink here: it is drawn as written, so it is checked.
        ("<b>bold</b>", ["b", "bold", "b"]),
    ] as [(String, [String])])
    func inkMarksAndPicturesAreNeverWords(body: String, words: [String]) {
        let page = Page(paper: .letter, body: body, ink: true, pictures: PictureReading(folder: "/home/a"))
        let found = page.document.paragraphs.flatMap(\.spellingWords).map {
            ($0.script == .hangul ? "h:" : "") + $0.text
        }
        #expect(found == words)
    }

    /// Where a word is drawn: its line inside the paragraph and the cells
    /// before it, a wide character counting two.
    @Test func aWordsPlaceCountsCellsOnItsWrappedLine() {
        let paragraph = Document("한글 words wrap here", columns: 10).paragraphs[0]
        #expect(paragraph.lineCount == 2)
        let places = paragraph.spellingWords.map { paragraph.cellPlace(of: $0.range.lowerBound) }
        #expect(places.map(\.line) == [0, 0, 1, 1])
        #expect(places.map(\.column) == [0, 5, 0, 5])
    }
}
