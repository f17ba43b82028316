import Testing

@testable import LetterKit

/// One row of the wrap table: text, paper width, and the visual lines expected.
struct WrapCase: NamedCase {
    let name: String
    let text: String
    let columns: Int
    let lines: [String]
    let location: SourceLocation

    init(
        _ name: String, _ text: String, columns: Int, _ lines: [String],
        location: SourceLocation = #_sourceLocation
    ) {
        self.name = name
        self.text = text
        self.columns = columns
        self.lines = lines
        self.location = location
    }
}

@Suite("Wrap")
struct WrapTests {
    static let cases: [WrapCase] = [
        WrapCase("emptyLetter", "", columns: 10, [""]),
        WrapCase("short line", "Dear Sam,", columns: 10, ["Dear Sam,"]),
        // fullLineThenCursor: a line exactly `columns` wide is one line, no empty row after it.
        WrapCase("fullLine", "aaaaaaaaaa", columns: 10, ["aaaaaaaaaa"]),
        WrapCase("fullLine plus one", "aaaaaaaaaab", columns: 10, ["aaaaaaaaaa", "b"]),
        // Breaks go after spaces; the space stays at the end of the line it ends.
        WrapCase("break after spaces", "Dear friend, hello", columns: 10, ["Dear ", "friend, ", "hello"]),
        WrapCase(
            "wordLongerThanLine", "abcdefghijklmnopqrstuvwxyz", columns: 10,
            ["abcdefghij", "klmnopqrst", "uvwxyz"]),
        WrapCase("wordLongerThanLine after a short word", "hi abcdefghijkl", columns: 10, ["hi ", "abcdefghij", "kl"]),
        // wideCharacterAtEdge: 4 cells used, a 2-cell syllable would need cells 5 and 6.
        WrapCase("wideCharacterAtEdge Hangul", "abcd한", columns: 5, ["abcd", "한"]),
        WrapCase("wideCharacterAtEdge Han", "abcd漢", columns: 5, ["abcd", "漢"]),
        WrapCase("wideCharacterAtEdge fits exactly", "abc한", columns: 5, ["abc한"]),
        WrapCase("wideCharacterAtEdge emoji", "😀😀😀", columns: 5, ["😀😀", "😀"]),
        // Hanging spaces: spaces past the edge stay on the full line, in the margin.
        WrapCase("hanging spaces", "aaaaaaaaaa   b", columns: 10, ["aaaaaaaaaa   ", "b"]),
        WrapCase("hanging space after a full line", "Dear Sam, how", columns: 9, ["Dear Sam, ", "how"]),
        WrapCase("only spaces never wrap", String(repeating: " ", count: 12), columns: 10, [String(repeating: " ", count: 12)]),
        WrapCase("trailing spaces of the paragraph", "abc   ", columns: 4, ["abc   "]),
        WrapCase("ideographic space hangs", "漢字漢字漢\u{3000}字", columns: 10, ["漢字漢字漢\u{3000}", "字"]),
        // Han and Kana may break between any two characters.
        WrapCase("Han", "漢字漢字漢字", columns: 5, ["漢字", "漢字", "漢字"]),
        WrapCase("Kana", "ありがとうございます", columns: 8, ["ありがと", "うござい", "ます"]),
        WrapCase("halfwidth Katakana", "ｱｲｳｴｵ", columns: 3, ["ｱｲｳ", "ｴｵ"]),
        // Kinsoku: 。 and small kana do not start a line, 「 does not end one; the
        // break moves back one character instead.
        WrapCase("kinsoku full stop", "漢字。", columns: 4, ["漢", "字。"]),
        WrapCase("kinsoku small tsu", "あいうっ", columns: 6, ["あい", "うっ"]),
        WrapCase("kinsoku opening bracket", "漢字「漢", columns: 6, ["漢字", "「漢"]),
        // Hangul keep-all: a Korean word moves whole to the next line, where Han
        // text with the same shape fills the line.
        WrapCase("Hangul keep-all", "가 나다라마", columns: 8, ["가 ", "나다라마"]),
        WrapCase("Han with the same shape breaks inside", "漢 字漢字漢", columns: 8, ["漢 字漢", "字漢"]),
        WrapCase("Korean sentence", "안녕하세요 친구", columns: 10, ["안녕하세요 ", "친구"]),
        WrapCase("Hangul word longer than line", "가나다라마바사아자차", columns: 8, ["가나다라", "마바사아", "자차"]),
        // Emoji are measured by cluster: the family is 6 cells and never split.
        WrapCase("ZWJ family fits", "ab👨‍👩‍👧", columns: 8, ["ab👨‍👩‍👧"]),
        WrapCase("ZWJ family moves whole", "ab👨‍👩‍👧", columns: 7, ["ab", "👨‍👩‍👧"]),
        WrapCase("skin tone moves whole", "abc👍🏽", columns: 6, ["abc", "👍🏽"]),
        // Limitation (documented): a character wider than the line overflows it alone.
        WrapCase("character wider than the line", "ab👨‍👩‍👧cd", columns: 4, ["ab", "👨‍👩‍👧", "cd"]),
        WrapCase("combining mark is part of its letter", "cafe\u{301} au lait", columns: 6, ["cafe\u{301} ", "au ", "lait"]),
        // A tab is shown as ^I, two cells, and is part of the word around it.
        WrapCase("control character in caret form", "abcdefgh\tx", columns: 9, ["abcdefgh", "\tx"]),
    ]

    @Test(arguments: cases)
    func wraps(_ row: WrapCase) {
        assertWrap(row.text, columns: row.columns, row.lines, sourceLocation: row.location)
    }

    @Test func lineStartsAreCharacterOffsets() {
        // "Dear " 5 characters, "friend, " 8 more.
        #expect(wrap(Array("Dear friend, hello"), columns: 10) == [0, 5, 13])
        // The family is one character: the second line starts at offset 2.
        #expect(wrap(Array("ab👨‍👩‍👧"), columns: 7) == [0, 2])
    }

    @Test func paragraphLineContainingBoundaryBelongsToTheNextLine() {
        let paragraph = Paragraph(Array("Dear friend, hello"), columns: 10)
        #expect(paragraph.lineStarts == [0, 5, 13])
        #expect(paragraph.line(containing: 0) == 0)
        #expect(paragraph.line(containing: 4) == 0)
        #expect(paragraph.line(containing: 5) == 1)
        #expect(paragraph.line(containing: 12) == 1)
        #expect(paragraph.line(containing: 13) == 2)
        #expect(paragraph.line(containing: 18) == 2)
        #expect(paragraph.range(ofLine: 1) == 5..<13)
        #expect(paragraph.range(ofLine: 2) == 13..<18)
    }

    /// The kinsoku lists are looked up by scalar for a one-scalar character:
    /// the same answer as asking the text (canonical equivalence) for every
    /// scalar of the blocks the lists hold characters of and of those with
    /// singleton decompositions (U+2329 is 〈), and for the decomposed
    /// spellings of the kana that have one.
    @Test func kinsokuByScalarAgreesWithTheTextsAnswer() {
        for set in [KinsokuSet.lineStart, KinsokuSet.lineEnd] {
            for value in Array(UInt32(0x2000)...0xFFFF) + Array(UInt32(0x2F800)...0x2FA1F) {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let character = Character(scalar)
                #expect(set.contains(character) == set.text.contains(character), "U+\(String(value, radix: 16))")
            }
        }
        #expect(Character("ゝ\u{3099}").isLineStartProhibited)  // ゞ, decomposed
        #expect(Character("ヽ\u{3099}").isLineStartProhibited)  // ヾ, decomposed
        #expect(!Character("っ\u{301}").isLineStartProhibited)
    }
}

@Suite("Document layout")
struct DocumentLayoutTests {
    @Test func emptyLetterIsOneLine() {
        let document = Document("", columns: 10)
        #expect(document.lineCount == 1)
        #expect(document.paragraphs.count == 1)
        #expect(document.shownLines == [""])
        #expect(document.end == .start)
        #expect(document.characterCount == 0)
        #expect(document.wordCount == 0)
    }

    @Test func countIsSumOfParagraphLinesAndEmptyParagraphIsOneLine() {
        // "Dear friend, hello" is 3 lines at 10; the empty paragraph 1; "Love," 1.
        let document = Document("Dear friend, hello\n\nLove,", columns: 10)
        #expect(document.lineCount == 5)
        #expect(document.shownLines == ["Dear ", "friend, ", "hello", "", "Love,"])
    }

    @Test func trailingNewlineOfTheFileIsNotAnExtraLine() {
        let file = "Dear Sam,\nLove, Ann\n"
        // Split raw, the final newline would make a third, empty paragraph.
        #expect(Document(file, columns: 20).lineCount == 3)
        let body = LetterText.body(ofFileText: file)
        #expect(Exact(body) == Exact("Dear Sam,\nLove, Ann"))
        let page = Page(paper: sheet(2, 20), text: body)
        #expect(page.lineCount == 2)
        #expect(page.linesOver == 0)
    }

    @Test(arguments: [
        ("a\n", "a"), ("a", "a"), ("a\r\n", "a"), ("a\r", "a"), ("a\n\n", "a\n"), ("\n", ""), ("", ""),
    ])
    func bodyDropsOnlyTheOneFinalNewline(file: String, body: String) {
        #expect(Exact(LetterText.body(ofFileText: file)) == Exact(body))
    }

    @Test func newlinesLfCrlfAndCrSplitParagraphs() {
        let document = Document("a\r\nb\rc\nd", columns: 10)
        #expect(document.paragraphs.count == 4)
        #expect(Exact(document.text) == Exact("a\nb\nc\nd"))
    }

    @Test func fullLineThenCursorHasNoPhantomRow() {
        let page = makePage("aaaaaaaaaa|", paper: sheet(1, 10))
        #expect(page.lineCount == 1)
        #expect(page.point(of: page.cursor) == VisualPoint(row: 0, column: 10))
        let two = makePage("aaaaaaaaaa|\nb", paper: sheet(2, 10))
        #expect(two.lineCount == 2)
        #expect(two.point(of: two.cursor) == VisualPoint(row: 0, column: 10))
        #expect(two.point(of: Position(paragraph: 1, offset: 0)) == VisualPoint(row: 1, column: 0))
    }

    @Test func countsOfCharactersAndWords() {
        let document = Document("Dear  친구,\n👍🏽 e\u{301}!", columns: 20)
        // D e a r sp sp 친 구 , = 9; newline 1; 👍🏽 sp é ! = 4.
        #expect(document.characterCount == 14)
        // "Dear", "친구,", "👍🏽", "é!".
        #expect(document.wordCount == 4)
    }

    @Test func textBetweenPositions() {
        let document = Document("Dear Sam,\nhow are you\nLove", columns: 20)
        #expect(document.text(from: Position(paragraph: 0, offset: 5), to: Position(paragraph: 0, offset: 8)) == "Sam")
        // Reversed ends give the same text.
        #expect(
            document.text(from: Position(paragraph: 2, offset: 2), to: Position(paragraph: 0, offset: 5))
                == "Sam,\nhow are you\nLo")
    }
}

@Suite("Shown glyphs")
struct GlyphTests {
    @Test(arguments: [
        ("\t", "^I"), ("\u{1B}", "^["), ("\u{1}", "^A"), ("\u{1F}", "^_"), ("\u{7F}", "^?"),
        ("\u{0}", "^@"),
        // C1 controls: "~" and the letter 0x40 below (nano's convention).
        ("\u{85}", "~E"), ("\u{9B}", "~["), ("\u{80}", "~@"), ("\u{9F}", "~_"),
        // Unassigned, noncharacter, line separator: not printable, shown as U+FFFD.
        ("\u{378}", "\u{FFFD}"), ("\u{FFFF}", "\u{FFFD}"), ("\u{2028}", "\u{FFFD}"),
        // Printable text is shown as itself.
        ("a", "a"), ("한", "한"), ("e\u{301}", "e\u{301}"), ("👨‍👩‍👧", "👨‍👩‍👧"), ("\u{A0}", "\u{A0}"),
    ])
    func shown(character: Character, expected: String) {
        let shown = Glyph.shown(character)
        #expect(Exact(shown) == Exact(expected))
        // Layout uses the shown form's width: every caret and tilde form is 2
        // cells, U+FFFD 1, so layout and screen agree.
        #expect(CellWidth.of(character) == CellWidth.of(Array(shown)))
    }

    @Test func shownLinesUseCaretFormAndWrapByShownWidth() {
        // a ^I b ^[ [ 3 1 m: 1+2+1+2+1+1+1+1 = 10 cells, one full line.
        #expect(Document("a\tb\u{1B}[31m", columns: 10).shownLines == ["a^Ib^[[31m"])
        // One more cell and the word is longer than the line: it breaks at the edge.
        #expect(Document("a\tb\u{1B}[31mx", columns: 10).shownLines == ["a^Ib^[[31m", "x"])
        #expect(Document("abcdefgh\tx\n\u{7F}", columns: 9).shownLines == ["abcdefgh", "^Ix", "^?"])
        // Nothing unprintable ever reaches the terminal.
        let shown = Document("\u{0}\u{7}\u{1B}]0;title\u{7}\u{9B}2J", columns: 40).shownLines.joined()
        #expect(!shown.unicodeScalars.contains { $0.value < 0x20 || ($0.value >= 0x7F && $0.value < 0xA0) })
    }
}
