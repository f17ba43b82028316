import Testing

@testable import LetterKit

/// Find and replace on the page, written as cursor markup: a pass from the
/// cursor round the letter once, answered a match at a time (`y` replace,
/// `n` skip, `a` all the rest); each replacement through the gate.
@Suite("Replace: the page")
struct ReplaceTests {
    /// A pass for `term` → `replacement` on the page written as `before`,
    /// answered with `answers`, then stopped. The page and the run after.
    @discardableResult
    static func replacing(
        _ before: String, _ term: String, with replacement: String, answers: String, paper: Paper = roomy,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (page: Page, run: ReplaceRun) {
        var page = makePage(before, paper: paper, sourceLocation: sourceLocation)
        var run = ReplaceRun(term: term, replacement: replacement, from: page.selection?.lowerBound ?? page.cursor)
        page.nextMatch(in: &run)
        for answer in answers {
            guard let current = run.current else {
                Issue.record("answered \(answer) with no match offered", sourceLocation: sourceLocation)
                break
            }
            switch answer {
            case "y":
                page.replaceCurrent(in: &run)
                page.nextMatch(in: &run)
            case "n":
                run.pass(current)
                page.nextMatch(in: &run)
            default:
                page.replaceRest(in: &run)
            }
        }
        return (page, run)
    }

    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var before: String
        var term: String
        var replacement: String
        var answers: String
        var after: String
        var replaced: Int
        var refused: Int = 0
        var paper: Paper = roomy
        var description: String { name }
    }

    static let cases: [Case] = [
        // One at a time: the next match is selected after each answer.
        Case(name: "replace one", before: "|Dear Ann, dear Bo", term: "dear", replacement: "Hi", answers: "y",
             after: "Hi Ann, [dear| Bo", replaced: 1),
        Case(name: "skip one", before: "|Dear Ann, dear Bo", term: "dear", replacement: "Hi", answers: "n",
             after: "Dear Ann, [dear| Bo", replaced: 0),
        Case(name: "skip then replace the last", before: "|Dear Ann, dear Bo", term: "dear", replacement: "Hi",
             answers: "ny", after: "Dear Ann, Hi| Bo", replaced: 1),
        Case(name: "all", before: "|Dear Ann, dear Bo", term: "DEAR", replacement: "Hi", answers: "a",
             after: "Hi Ann, Hi| Bo", replaced: 2),
        Case(name: "replace one then all the rest", before: "|a b a b a", term: "a", replacement: "c",
             answers: "ya", after: "c b c b c|", replaced: 3),
        Case(name: "all across paragraphs", before: "|dear\nnot here\nDear, dear", term: "dear", replacement: "my",
             answers: "a", after: "my\nnot here\nmy, my|", replaced: 3),
        // From the cursor, round the letter once.
        Case(name: "starts at the cursor", before: "Dear Ann, |dear Bo, DEAR Cy", term: "dear", replacement: "Hi",
             answers: "", after: "Dear Ann, [dear| Bo, DEAR Cy", replaced: 0),
        Case(name: "wraps to the top once", before: "Dear Ann, |dear Bo, DEAR Cy", term: "dear", replacement: "Hi",
             answers: "nn", after: "[Dear| Ann, dear Bo, DEAR Cy", replaced: 0),
        Case(name: "wrapped all ends where it began", before: "Dear Ann, |dear Bo, DEAR Cy", term: "dear",
             replacement: "Hi", answers: "a", after: "Hi| Ann, Hi Bo, Hi Cy", replaced: 3),
        Case(name: "a match the cursor stands in is offered last", before: "De|ar Ann", term: "dear",
             replacement: "Hi", answers: "a", after: "Hi| Ann", replaced: 1),
        Case(name: "wrapped in the cursor's paragraph", before: "ab ab\n|ab", term: "ab", replacement: "xyz",
             answers: "a", after: "xyz xyz|\nxyz", replaced: 3),
        // A replacement holding the term is not offered again.
        Case(name: "replacement contains the term", before: "|a a", term: "a", replacement: "aa", answers: "a",
             after: "aa aa|", replaced: 2),
        Case(name: "replacement contains the term, wrapped", before: "a |a", term: "a", replacement: "aa",
             answers: "a", after: "aa| aa", replaced: 2),
        Case(name: "replacement is the term in another case", before: "|dear dear", term: "dear",
             replacement: "DEAR", answers: "a", after: "DEAR DEAR|", replaced: 2),
        // Empty: a deletion.
        Case(name: "empty replacement deletes", before: "|Dear Ann, dear Bo", term: "dear ", replacement: "",
             answers: "a", after: "Ann, |Bo", replaced: 2),
        Case(name: "empty replacement deletes one", before: "|x-y-z", term: "-", replacement: "", answers: "y",
             after: "xy[-|z", replaced: 1),
        // Folding: exactly the matched characters go, whatever their length.
        Case(name: "capital sharp s", before: "|GROẞE große", term: "große", replacement: "big", answers: "a",
             after: "big big|", replaced: 2),
        Case(name: "Korean written as jamo", before: "|\u{1112}\u{1161}\u{11AB}\u{1100}\u{116E}\u{11A8}에서 한국",
             term: "한국", replacement: "서울", answers: "a", after: "서울에서 서울|", replaced: 2),
        Case(name: "decomposed accent", before: "|cafe\u{301} cafe", term: "café", replacement: "tea",
             answers: "a", after: "tea| cafe", replaced: 1),
        Case(name: "ligature", before: "|ﬁne fine", term: "FINE", replacement: "good", answers: "a",
             after: "good good|", replaced: 2),
        Case(name: "full-width letters", before: "|Ａｎｎ and Ann", term: "ann", replacement: "Bo", answers: "a",
             after: "Bo and Bo|", replaced: 2),
        Case(name: "emoji with its variation selector", before: "|I \u{2764}\u{FE0F} you", term: "\u{2764}\u{FE0F}",
             replacement: "love", answers: "a", after: "I love| you", replaced: 1),
        Case(name: "an emoji without its selector is not half of one with it", before: "|\u{2764}\u{FE0F} \u{2764}",
             term: "\u{2764}", replacement: "\u{2661}", answers: "a", after: "\u{2764}\u{FE0F} \u{2661}|",
             replaced: 1),
        Case(name: "skin tone is part of the emoji", before: "|👍🏽 👍", term: "👍", replacement: "ok", answers: "a",
             after: "👍🏽 ok|", replaced: 1),
        // The gate: what does not fit is counted and left.
        Case(name: "no room for any", before: "|ab\nab", term: "ab", replacement: "one two three", answers: "a",
             after: "[ab|\nab", replaced: 0, refused: 2, paper: sheet(2, 10)),
        Case(name: "room for the first only", before: "|ab\nab", term: "ab", replacement: "one two three",
             answers: "a", after: "one two three|\nab", replaced: 1, refused: 1, paper: sheet(3, 10)),
        Case(name: "a refused y moves on", before: "|ab\nab", term: "ab", replacement: "one two three",
             answers: "y", after: "ab\n[ab|", replaced: 0, refused: 1, paper: sheet(2, 10)),
        // Widths in cells: wide characters fill the line sooner.
        Case(name: "wide replacement wraps and is refused", before: "|ab ab", term: "ab", replacement: "가나다",
             answers: "a", after: "가나다| ab", replaced: 1, refused: 1, paper: sheet(1, 10)),
        Case(name: "narrow replacement of the same length fits", before: "|ab ab", term: "ab", replacement: "abc",
             answers: "a", after: "abc abc|", replaced: 2, paper: sheet(1, 10)),
        Case(name: "wide replaced by narrow frees the line", before: "|가나다 가나다", term: "가나다", replacement: "x",
             answers: "a", after: "x x|", replaced: 2, paper: sheet(2, 10)),
    ]

    @Test(arguments: cases)
    func aPassLeavesThePageAsWritten(_ test: Case) {
        let (page, run) = Self.replacing(
            test.before, test.term, with: test.replacement, answers: test.answers, paper: test.paper)
        expectMarkup(page, test.after)
        #expect(run.replaced == test.replaced)
        #expect(run.refused == test.refused)
        #expect(page.lineCount <= test.paper.lines)
        #expect(page.lineCount == Document(page.text, columns: test.paper.columns).lineCount)
    }

    @Test func noMatchLeavesThePageAsItWas() {
        for markup in ["|Dear Ann", "Dear |Ann", "|", "a\n|b"] {
            var page = makePage(markup)
            var run = ReplaceRun(term: "Bo", replacement: "x", from: page.cursor)
            #expect(page.nextMatch(in: &run) == nil)
            expectMarkup(page, markup)
        }
    }

    // MARK: Undo

    @Test func eachYIsOneUndoStep() {
        var (page, _) = Self.replacing("|a b a b a", "a", with: "c", answers: "yy")
        expectMarkup(page, "c b c b [a|")
        page.perform(.undo)
        #expect(page.text == "c b a b a")
        page.perform(.undo)
        #expect(page.text == "a b a b a")
        #expect(!page.canUndo)
    }

    @Test func allIsOneUndoStepBackToTheMatchSelected() {
        let cases: [(before: String, term: String, after: String, asked: Range<Position>)] = [
            ("|Dear Ann, dear Bo\nand dear Cy", "dear", "my Ann, my Bo\nand my Cy", at(0, 0)..<at(0, 4)),
            ("Dear Ann, |dear Bo\nand dear Cy", "dear", "my Ann, my Bo\nand my Cy", at(0, 10)..<at(0, 14)),
            ("x\n|GROẞE große\ny", "große", "x\nmy my\ny", at(1, 0)..<at(1, 5)),
            ("한국|\n\u{1112}\u{1161}\u{11AB}\u{1100}\u{116E}\u{11A8}", "한국", "my\nmy", at(1, 0)..<at(1, 2)),
        ]
        for test in cases {
            let original = makePage(test.before)
            var (page, run) = Self.replacing(test.before, test.term, with: "my", answers: "a")
            #expect(Exact(page.text) == Exact(test.after))
            #expect(run.replaced >= 2)
            page.perform(.undo)
            #expect(Exact(page.text) == Exact(original.text))
            #expect(page.selection == test.asked, "undo selects the match the pass was asked about")
            #expect(!page.canUndo)
            page.perform(.redo)
            #expect(Exact(page.text) == Exact(test.after))
        }
    }

    @Test func yThenAllUndoesInTwoSteps() {
        var (page, _) = Self.replacing("|a b a b a", "a", with: "c", answers: "ya")
        #expect(page.text == "c b c b c")
        page.perform(.undo)
        #expect(page.text == "c b a b a")
        page.perform(.undo)
        #expect(page.text == "a b a b a")
    }

    @Test func allWithNothingThatFitsLeavesNoUndoStep() {
        let (page, run) = Self.replacing("|ab\nab", "ab", with: "one two three", answers: "a", paper: sheet(2, 10))
        #expect(run.refused == 2)
        #expect(!page.canUndo)
    }

    // MARK: Ink and pictures

    static let bold = Ink(bold: true)

    @Test func theReplacementTakesTheInkOfTheMatchsFirstCharacter() {
        // "Dear Ann" with "Ann" bold.
        let styled = StyledText(Array("Dear Ann"), runs: [StyleRun(5..<8, Self.bold)])
        let cases: [(term: String, replacement: String, after: StyledText)] = [
            ("ann", "Bo", StyledText(Array("Dear Bo"), runs: [StyleRun(5..<7, Self.bold)])),
            // Starts plain: plain, though the match ends in bold.
            ("r a", "r, a", StyledText(Array("Dear, ann"), runs: [StyleRun(7..<9, Self.bold)])),
            // Starts bold: bold.
            ("nn", "lice", StyledText(Array("Dear Alice"), runs: [StyleRun(5..<10, Self.bold)])),
        ]
        for test in cases {
            var page = Page(paper: roomy, styled: [styled])
            var run = ReplaceRun(term: test.term, replacement: test.replacement, from: .start)
            page.nextMatch(in: &run)
            page.replaceRest(in: &run)
            #expect(page.document.styledParagraphs == [test.after], "\(test.term)")
            page.perform(.undo)
            #expect(page.document.styledParagraphs == [styled], "undo gives the ink back")
        }
    }

    @Test func aPictureIsNeverMatchedNorReplacedThrough() {
        var page = makePage("ab|\nab")
        page.perform(.attach(PictureSource(caption: "ab", path: "/p/ab.png"), lines: 2))
        let marks = page.document.pictureMarks
        #expect(marks.count == 1)
        let markText = String(page.document.paragraphs.compactMap(\.pictureMark)[0].character)
        for term in [markText, "ab" + markText, "ab"] {
            var copy = page
            var run = ReplaceRun(term: term, replacement: "x" + markText, from: .start)
            copy.nextMatch(in: &run)
            copy.replaceRest(in: &run)
            #expect(copy.document.pictureMarks == marks, "\(Exact(term))")
            #expect(copy.document.paragraphs.count == page.document.paragraphs.count)
        }
        var run = ReplaceRun(term: "ab", replacement: "cd", from: .start)
        page.nextMatch(in: &run)
        page.replaceRest(in: &run)
        #expect(run.replaced == 2)
        #expect(Exact(page.text) == Exact("cd\n" + markText + "\ncd"))
    }
}

/// A position, shortly.
private func at(_ paragraph: Int, _ offset: Int) -> Position { Position(paragraph: paragraph, offset: offset) }
