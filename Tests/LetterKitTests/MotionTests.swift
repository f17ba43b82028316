import Testing

@testable import LetterKit

/// Motions from one page to another.
struct MotionCase: NamedCase {
    let name: String
    let before: String
    let motions: [Motion]
    let selecting: Bool
    let after: String
    let paper: Paper
    let location: SourceLocation

    init(
        _ name: String, _ before: String, _ motions: [Motion], selecting: Bool = false, _ after: String,
        paper: Paper = roomy, location: SourceLocation = #_sourceLocation
    ) {
        self.name = name
        self.before = before
        self.motions = motions
        self.selecting = selecting
        self.after = after
        self.paper = paper
        self.location = location
    }
}

/// 10 columns: "Dear friend, hello" shows as "Dear ", "friend, ", "hello".
private let narrow = sheet(20, 10)

@Suite("Motion")
struct MotionTests {
    static let cases: [MotionCase] = [
        // Left and right move by grapheme cluster and cross paragraph ends.
        MotionCase("left over e + accent", "cafe\u{301}|", [.left], "caf|e\u{301}"),
        MotionCase("right over e + accent", "caf|e\u{301}", [.right], "cafe\u{301}|"),
        MotionCase("left over a ZWJ family", "a👨‍👩‍👧|b", [.left], "a|👨‍👩‍👧b"),
        MotionCase("right over a flag", "|🇰🇷🇯🇵", [.right], "🇰🇷|🇯🇵"),
        MotionCase("right over a skin tone", "|👍🏽x", [.right], "👍🏽|x"),
        MotionCase("left crosses a paragraph end", "ab\n|cd", [.left], "ab|\ncd"),
        MotionCase("right crosses a paragraph end", "ab|\ncd", [.right], "ab\n|cd"),
        MotionCase("left at the start stays", "|ab", [.left], "|ab"),
        MotionCase("right at the end stays", "ab|", [.right], "ab|"),
        MotionCase("left collapses a selection to its start", "a[bc|d", [.left], "a|bcd"),
        MotionCase("right collapses a selection to its end", "a|bc[d", [.right], "abc|d"),
        // Up and down keep the goal column in cells across Hangul (2 cells each).
        MotionCase("down onto Hangul lands left of the goal", "abcde|f\n안녕하세요\nabcdefgh", [.down], "abcdef\n안녕|하세요\nabcdefgh"),
        MotionCase("down through Hangul keeps the goal", "abcde|f\n안녕하세요\nabcdefgh", [.down, .down], "abcdef\n안녕하세요\nabcde|fgh"),
        MotionCase("down onto Hangul on a boundary", "abcd|ef\n안녕하세요", [.down], "abcdef\n안녕|하세요"),
        MotionCase("up from Hangul", "abcdef\n안녕|하세요", [.up], "abcd|ef\n안녕하세요"),
        MotionCase("down over a short line keeps the goal", "abcdefgh|\nab\nabcdefgh", [.down], "abcdefgh\nab|\nabcdefgh"),
        MotionCase("down past a short line", "abcdefgh|\nab\nabcdefgh", [.down, .down], "abcdefgh\nab\nabcdefgh|"),
        MotionCase("another motion forgets the goal", "abcde|f\n안녕하세요\nabcdefgh", [.down, .left, .down], "abcdef\n안녕하세요\nab|cdefgh"),
        MotionCase("down on the last row goes to the end", "ab|c", [.down], "abc|"),
        MotionCase("up on the first row goes to the start", "ab|c", [.up], "|abc"),
        // Up and down move by visual row inside a wrapped paragraph.
        MotionCase("up a wrapped row", "Dear friend, he|llo", [.up], "Dear fr|iend, hello", paper: narrow),
        MotionCase("up two wrapped rows", "Dear friend, he|llo", [.up, .up], "De|ar friend, hello", paper: narrow),
        MotionCase("up past the first row", "Dear friend, he|llo", [.up, .up, .up], "|Dear friend, hello", paper: narrow),
        // A wrapped row's end is the start of the next row: down stops before it.
        MotionCase("down into a wrapped row", "xxxxxxxxx|\nDear friend, hello", [.down], "xxxxxxxxx\nDear| friend, hello", paper: narrow),
        MotionCase("down along wrapped rows", "xxxxxxxxx|\nDear friend, hello", [.down, .down], "xxxxxxxxx\nDear friend,| hello", paper: narrow),
        MotionCase("down to the last wrapped row", "xxxxxxxxx|\nDear friend, hello", [.down, .down, .down], "xxxxxxxxx\nDear friend, hello|", paper: narrow),
        // Start and end of the visual row.
        MotionCase("lineStart on a wrapped row", "Dear friend, he|llo", [.lineStart], "Dear friend, |hello", paper: narrow),
        MotionCase("lineEnd on the last row", "Dear friend, he|llo", [.lineEnd], "Dear friend, hello|", paper: narrow),
        MotionCase("lineStart on a middle row", "Dear fri|end, hello", [.lineStart], "Dear |friend, hello", paper: narrow),
        MotionCase("lineEnd stops before the space a row broke at", "Dear fri|end, hello", [.lineEnd], "Dear friend,| hello", paper: narrow),
        MotionCase("lineEnd on the first row", "D|ear friend, hello", [.lineEnd], "Dear| friend, hello", paper: narrow),
        MotionCase("lineEnd on a row of a long word", "abc|defghijklm", [.lineEnd], "abcdefghi|jklm", paper: narrow),
        MotionCase("lineStart of a second paragraph", "ab\ncd|", [.lineStart], "ab\n|cd"),
        // Words: letters and digits, or a run of punctuation; spaces between.
        MotionCase("wordRight", "|Dear friend, hi", [.wordRight], "Dear |friend, hi"),
        MotionCase("wordRight stops at punctuation", "|Dear friend, hi", [.wordRight, .wordRight], "Dear friend|, hi"),
        MotionCase("wordRight over punctuation", "|Dear friend, hi", [.wordRight, .wordRight, .wordRight], "Dear friend, |hi"),
        MotionCase("wordRight to the end", "|Dear friend, hi", [.wordRight, .wordRight, .wordRight, .wordRight], "Dear friend, hi|"),
        MotionCase("wordRight crosses a paragraph end", "ab|\ncd", [.wordRight], "ab\n|cd"),
        MotionCase("wordLeft", "Dear friend, hi|", [.wordLeft], "Dear friend, |hi"),
        MotionCase("wordLeft over punctuation", "Dear friend, hi|", [.wordLeft, .wordLeft], "Dear friend|, hi"),
        MotionCase("wordLeft over a word", "Dear friend, hi|", [.wordLeft, .wordLeft, .wordLeft], "Dear |friend, hi"),
        MotionCase("wordLeft to the start", "Dear friend, hi|", [.wordLeft, .wordLeft, .wordLeft, .wordLeft], "|Dear friend, hi"),
        MotionCase("wordLeft crosses a paragraph start", "ab\n|cd", [.wordLeft], "ab|\ncd"),
        MotionCase("wordLeft over a Korean word", "안녕 친구|", [.wordLeft], "안녕 |친구"),
        MotionCase("wordRight over a Japanese word", "|漢字 かな", [.wordRight], "漢字 |かな"),
        MotionCase("documentStart", "ab\nc|d", [.documentStart], "|ab\ncd"),
        MotionCase("documentEnd", "a|b\ncd", [.documentEnd], "ab\ncd|"),
        // Pages move by rows and keep the goal column.
        MotionCase("pageDown", "l0\nl|1\nl2\nl3\nl4\nl5", [.pageDown(rows: 3)], "l0\nl1\nl2\nl3\nl|4\nl5"),
        MotionCase("pageDown past the end", "l0\nl|1\nl2\nl3\nl4\nl5", [.pageDown(rows: 3), .pageDown(rows: 3)], "l0\nl1\nl2\nl3\nl4\nl5|"),
        MotionCase("pageUp", "l0\nl1\nl2\nl3\nl|4\nl5", [.pageUp(rows: 2)], "l0\nl1\nl|2\nl3\nl4\nl5"),
        MotionCase("pageUp past the start", "l0\nl1\nl2\nl3\nl|4\nl5", [.pageUp(rows: 10)], "|l0\nl1\nl2\nl3\nl4\nl5"),
        MotionCase("pageDown by zero rows moves one", "l|0\nl1", [.pageDown(rows: 0)], "l0\nl|1"),
        MotionCase("pageDown by wrapped rows", "De|ar friend, hello", [.pageDown(rows: 2)], "Dear friend, he|llo", paper: narrow),
        // Shift: the selection grows from where the cursor was.
        MotionCase("select right", "ab|cd", [.right, .right], selecting: true, "ab[cd|"),
        MotionCase("select right then left", "ab|cd", [.right, .right, .left], selecting: true, "ab[c|d"),
        MotionCase("select left", "ab|cd", [.left], selecting: true, "a|b[cd"),
        MotionCase("select back to the anchor is empty", "ab|cd", [.right, .left], selecting: true, "ab|cd"),
        MotionCase("select down", "a|b\ncd", [.down], selecting: true, "a[b\nc|d"),
        MotionCase("select a word", "|Dear friend", [.wordRight], selecting: true, "[Dear |friend"),
        MotionCase("select to the end", "ab|\ncd", [.documentEnd], selecting: true, "ab[\ncd|"),
        MotionCase("select to the row end", "D|ear friend, hello", [.lineEnd], selecting: true, "D[ear| friend, hello", paper: narrow),
        MotionCase("moving without Shift drops the selection", "a[b|cd", [.documentEnd], "abcd|"),
    ]

    @Test(arguments: cases)
    func moves(_ row: MotionCase) {
        assertMotion(row.before, row.motions, selecting: row.selecting, row.after, paper: row.paper, sourceLocation: row.location)
    }

    @Test func selectionTextAndTypingOverIt() {
        var page = makePage("a|b\ncd")
        page.move(.down, selecting: true)
        #expect(page.selection == Position(paragraph: 0, offset: 1)..<Position(paragraph: 1, offset: 1))
        #expect(page.selectedText == "b\nc")
        page.perform(.insert("X"))
        expectMarkup(page, "aX|d")
    }

    @Test func selectAll() {
        var page = makePage("ab|\ncd")
        page.selectAll()
        expectMarkup(page, "[ab\ncd|")
        #expect(page.selectedText == "ab\ncd")
        page.perform(.deleteBackward)
        expectMarkup(page, "|")
    }

    @Test func clearSelectionKeepsTheCursor() {
        var page = makePage("a[bc|d")
        page.clearSelection()
        expectMarkup(page, "abc|d")
        #expect(page.selection == nil)
    }

    @Test(arguments: [
        (VisualPoint(row: 1, column: 3), "Dear fri|end, hello"),
        // Past the right edge of a wrapped row: before the space it broke at.
        (VisualPoint(row: 1, column: 50), "Dear friend,| hello"),
        (VisualPoint(row: 2, column: 50), "Dear friend, hello|"),
        (VisualPoint(row: 0, column: 0), "|Dear friend, hello"),
        (VisualPoint(row: 9, column: 0), "Dear friend, hello|"),
        (VisualPoint(row: -1, column: 5), "|Dear friend, hello"),
    ])
    func placeAtAPoint(point: VisualPoint, expected: String) {
        var page = makePage("Dear friend, hello|", paper: narrow)
        page.place(at: point)
        expectMarkup(page, expected)
    }

    @Test func placeOnWideCharactersAndAcrossParagraphs() {
        var page = makePage("|안녕\ncd")
        // Column 1 is the right half of 안: the cursor goes before it.
        page.place(at: VisualPoint(row: 0, column: 1))
        expectMarkup(page, "|안녕\ncd")
        page.place(at: VisualPoint(row: 0, column: 3))
        expectMarkup(page, "안|녕\ncd")
        page.place(at: VisualPoint(row: 1, column: 0))
        expectMarkup(page, "안녕\n|cd")
    }

    @Test func placeSelecting() {
        var page = makePage("|Dear friend, hello", paper: narrow)
        page.place(at: VisualPoint(row: 0, column: 4), selecting: true)
        expectMarkup(page, "[Dear| friend, hello")
        page.place(at: VisualPoint(row: 1, column: 2), selecting: true)
        expectMarkup(page, "[Dear fr|iend, hello")
        page.place(at: VisualPoint(row: 0, column: 0))
        expectMarkup(page, "|Dear friend, hello")
    }

    @Test(arguments: [
        (0, VisualPoint(row: 0, column: 0)),
        (4, VisualPoint(row: 0, column: 4)),
        // The offset that starts a row shows at that row's start.
        (5, VisualPoint(row: 1, column: 0)),
        (12, VisualPoint(row: 1, column: 7)),
        (13, VisualPoint(row: 2, column: 0)),
        (18, VisualPoint(row: 2, column: 5)),
    ])
    func pointOfAPosition(offset: Int, expected: VisualPoint) {
        let page = makePage("|Dear friend, hello", paper: narrow)
        #expect(page.point(of: Position(paragraph: 0, offset: offset)) == expected)
    }

    @Test func pointCountsCellsAndRowsOfEarlierParagraphs() {
        let page = makePage("Dear friend, hello\n안녕👍🏽|", paper: narrow)
        // 3 rows above; 안녕 is 4 cells and 👍🏽 4 more.
        #expect(page.point(of: page.cursor) == VisualPoint(row: 3, column: 8))
        // After hanging spaces the column passes the edge.
        let hanging = makePage("aaaaaaaaaa   |", paper: narrow)
        #expect(hanging.point(of: hanging.cursor) == VisualPoint(row: 0, column: 13))
    }
}
