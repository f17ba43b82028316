import Testing

@testable import LetterKit

/// A paragraph at a size and the writing lines `letter render` shows for it.
struct SizedLayoutCase: NamedCase {
    let name: String
    let text: String
    let size: TypeSize
    let columns: Int
    let shown: [String]
    let location: SourceLocation

    init(
        _ name: String, _ text: String, _ size: TypeSize, columns: Int, _ shown: [String],
        location: SourceLocation = #_sourceLocation
    ) {
        self.name = name
        self.text = text
        self.size = size
        self.columns = columns
        self.shown = shown
        self.location = location
    }
}

@Suite("Large and wide type: layout and the gate")
struct TypeSizeLayoutTests {
    /// Written by hand from `TypeSize`: a sized line wraps at half the
    /// columns and shows each character followed by as many spaces as it has
    /// cells (the last one's left off); a large line's second row is empty.
    static let layoutCases: [SizedLayoutCase] = [
        SizedLayoutCase("largeFitsHalfTheColumns", "Hello", .large, columns: 10, ["H e l l o", ""]),
        SizedLayoutCase("largeWrapsAtHalfTheColumns", "Dear Sam", .large, columns: 10, ["D e a r ", "", "S a m", ""]),
        SizedLayoutCase("wideIsOneLineHigh", "Dear Sam", .wide, columns: 10, ["D e a r ", "S a m"]),
        SizedLayoutCase("emptyLargeLineTakesTwoRows", "", .large, columns: 10, ["", ""]),
        SizedLayoutCase("emptyWideLineTakesOneRow", "", .wide, columns: 10, [""]),
        // Hangul keeps words whole; a word longer than the half line breaks
        // between syllables, each two cells (four on the paper).
        SizedLayoutCase(
            "koreanWordLongerThanTheHalfLine", "안녕하세요 친구", .large, columns: 10,
            ["안  녕", "", "하  세", "", "요 ", "", "친  구", ""]),
        SizedLayoutCase("koreanWide", "친구야", .wide, columns: 8, ["친  구", "야"]),
        // A two-cell emoji never straddles the half line's edge.
        SizedLayoutCase("emojiAtTheHalfLinesEdge", "a😀😀", .wide, columns: 6, ["a 😀", "😀"]),
        SizedLayoutCase("emojiLarge", "😀❤️", .large, columns: 8, ["😀  ❤️", ""]),
        SizedLayoutCase("oddColumnsRoundDown", "abcde", .wide, columns: 9, ["a b c d", "e"]),
    ]

    @Test(arguments: layoutCases)
    func layout(_ row: SizedLayoutCase) {
        var document = Document(row.text, columns: row.columns)
        document.setSize(row.size, ofParagraph: 0)
        #expect(document.shownLines.map(Exact.init) == row.shown.map(Exact.init), sourceLocation: row.location)
        #expect(document.lineCount == row.shown.count, sourceLocation: row.location)
        #expect(document.sizedParagraphs == (row.size == .normal ? 0 : 1), sourceLocation: row.location)
        // The lines the HTML page and the coloured render draw are the same.
        let inked = InkedLines.lines(of: [StyledText(Array(row.text), size: row.size)], columns: row.columns)
        #expect(inked.map { Exact($0.text) } == row.shown.map(Exact.init), sourceLocation: row.location)
    }

    @Test func sizesCountInTheLettersLines() {
        var page = makePage("Dear Sam,\nLove|", paper: sheet(10, 10))
        #expect(page.perform(.setSize(.large)) == .applied)
        #expect(page.lineCount == 3)
        #expect(page.document.firstLine(ofParagraph: 1) == 1)
        #expect(page.document.location(ofLine: 2) == (1, 1))
        page.move(.documentStart)
        #expect(page.perform(.setSize(.wide)) == .applied)
        // "Dear Sam," at 5 columns: "Dear " and "Sam,".
        #expect(page.lineCount == 4)
        #expect(page.document.firstLine(ofParagraph: 1) == 2)
    }

    @Test func aLargeLineAtThePagesEndIsRefused() {
        var page = makePage("Dear Sam\nLove|", paper: sheet(3, 10))
        #expect(page.perform(.setSize(.large)) == .applied)
        #expect(page.lineCount == 3)
        page.move(.documentStart)
        let outcome = page.perform(.setSize(.large))
        #expect(outcome == .refused(.wouldOverflow(reason: .wrap, lines: 6, limit: 3)))
        #expect(page.document.paragraphs[0].size == .normal)
        #expect(page.lineCount == 3)
        // Wide takes one writing line a wrapped line: "Dear " and "Sam".
        #expect(page.perform(.setSize(.wide)) == .refused(.wouldOverflow(reason: .wrap, lines: 4, limit: 3)))
    }

    @Test func typingThatWrapsALargeLinePastThePageIsRefused() {
        var page = makePage("Dear|", paper: sheet(2, 10))
        #expect(page.perform(.setSize(.large)) == .applied)
        #expect(page.perform(.insert(" ")) == .applied)
        #expect(page.perform(.insert("S")) == .refused(.wouldOverflow(reason: .wrap, lines: 4, limit: 2)))
        #expect(page.text == "Dear ")
    }

    @Test func enterAfterALargeLineStartsANormalOne() {
        var page = makePage("Title|", paper: roomy)
        #expect(page.perform(.setSize(.large)) == .applied)
        #expect(page.perform(.newline) == .applied)
        #expect(page.document.paragraphs.map(\.size) == [.large, .normal])
        #expect(page.lineCount == 3)
    }

    @Test func aSizeIsOneUndoStep() {
        var page = makePage("Dear |Sam", paper: roomy)
        #expect(page.perform(.setSize(.large)) == .applied)
        #expect(page.cursor == Position(paragraph: 0, offset: 5))
        #expect(page.perform(.undo) == .applied)
        #expect(page.document.paragraphs[0].size == .normal)
        #expect(page.lineCount == 1)
        #expect(page.perform(.redo) == .applied)
        #expect(page.document.paragraphs[0].size == .large)
        #expect(page.lineCount == 2)
    }

    @Test func joiningALargeLineAndUndoingGivesItsSizeBack() {
        var page = makePage("Hi\n|Big", paper: roomy)
        #expect(page.perform(.setSize(.large)) == .applied)
        #expect(page.perform(.deleteBackward) == .applied)
        #expect(page.document.paragraphs.map(\.size) == [.normal])
        #expect(page.text == "HiBig")
        #expect(page.perform(.undo) == .applied)
        #expect(page.document.paragraphs.map(\.size) == [.normal, .large])
        #expect(page.lineCount == 3)
        #expect(page.document.sizedParagraphs == 1)
    }

    @Test func typingInALargeLineUndoesAsOneWord() {
        var page = makePage("|", paper: roomy)
        #expect(page.perform(.setSize(.large)) == .applied)
        for character in "Dear" { _ = page.perform(.insert(String(character))) }
        #expect(page.perform(.undo) == .applied)
        #expect(page.text == "")
        #expect(page.document.paragraphs[0].size == .large)
    }

    @Test func theCursorStandsAtDoubleColumnsAndStepsOverTheUpperRow() {
        var page = makePage("one\nDear |Sam\nthree", paper: sheet(10, 10))
        #expect(page.perform(.setSize(.large)) == .applied)
        // "Dear " and "Sam" at 5 columns: rows 1-2 and 3-4 of the letter.
        #expect(page.point(of: page.cursor) == VisualPoint(row: 4, column: 0))
        #expect(page.drawnPoint(of: page.cursor) == VisualPoint(row: 3, column: 0))
        page.move(.right)
        #expect(page.point(of: page.cursor) == VisualPoint(row: 4, column: 2))
        page.move(.up)
        #expect(page.cursor == Position(paragraph: 1, offset: 1))
        page.move(.up)
        #expect(page.cursor.paragraph == 0)
        page.move(.down)
        page.move(.down)
        page.move(.down)
        #expect(page.cursor.paragraph == 2)
    }
}
