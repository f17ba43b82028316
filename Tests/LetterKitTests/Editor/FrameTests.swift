import LetterKit
import Testing

/// One `Frame.put` on a one-row frame: what the row held, what is written where,
/// the cells it must leave and the column it must answer.
struct PutCase: Sendable, CustomTestStringConvertible {
    var name: String
    var columns: Int
    /// Written from column 0 first.
    var before: String = ""
    var text: String
    var column: Int
    var row: Int = 0
    var cells: [String]
    var next: Int

    var testDescription: String { name }
}

/// One `Frame.fill` on a one-row frame.
struct FillCase: Sendable, CustomTestStringConvertible {
    var name: String
    var columns: Int
    var before: String = ""
    var column: Int
    var count: Int
    /// Cells expected, text and whether the fill painted them.
    var cells: [String]
    var filled: [Bool]

    var testDescription: String { name }
}

@Suite("Frame drawing at the edges")
struct FrameTests {
    static let putCases: [PutCase] = [
        PutCase(name: "zeroWidthAtColumnZero", columns: 4, text: "\u{200B}", column: 0, cells: [" ", " ", " ", " "], next: 0),
        PutCase(
            name: "zeroWidthAtTheLastColumnJoinsTheCellBefore", columns: 4, before: "abcd", text: "\u{200F}", column: 3,
            cells: ["a", "b", "c\u{200F}", "d"], next: 3),
        PutCase(
            name: "zeroWidthRightAfterTheLastColumnJoinsTheLastCell", columns: 4, before: "abcd", text: "\u{200B}",
            column: 4, cells: ["a", "b", "c", "d\u{200B}"], next: 4),
        PutCase(
            name: "zeroWidthPastTheEdgeIsDropped", columns: 4, before: "abcd", text: "\u{2060}", column: 5,
            cells: ["a", "b", "c", "d"], next: 5),
        PutCase(
            name: "zeroWidthFarPastTheEdgeIsDropped", columns: 4, before: "abcd", text: "\u{FEFF}", column: 1_000,
            cells: ["a", "b", "c", "d"], next: 1_000),
        PutCase(
            name: "zeroWidthAtNegativeColumnIsDropped", columns: 4, before: "abcd", text: "\u{200D}", column: -1,
            cells: ["a", "b", "c", "d"], next: -1),
        PutCase(
            name: "zeroWidthAfterAWideCharacterJoinsItNotItsContinuation", columns: 4, before: "a한",
            text: "\u{200B}", column: 3, cells: ["a", "한\u{200B}", "", " "], next: 3),
        PutCase(
            name: "combiningMarkAfterAWideCharacterAtTheEdge", columns: 4, before: "abか", text: "\u{3099}", column: 4,
            cells: ["a", "b", "か\u{3099}", ""], next: 4),
        PutCase(
            name: "conjoiningJamoMakeOneWideCellPerSyllable", columns: 5,
            text: "\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}", column: 0,
            cells: ["\u{1112}\u{1161}\u{11AB}", "", "\u{1100}\u{1173}\u{11AF}", "", " "], next: 4),
        PutCase(
            name: "loneMarksAfterTheEdgeCharacter", columns: 3, text: "ab\u{200E}\u{200F}\u{2066}x\u{2069}", column: 1,
            cells: [" ", "a", "b\u{200E}\u{200F}\u{2066}"], next: 4),
        PutCase(
            name: "wideCharacterAtTheEdgeIsClippedToASpace", columns: 4, before: "abcd", text: "한", column: 3,
            cells: ["a", "b", "c", " "], next: 5),
        PutCase(
            name: "wideCharacterPastTheEdgeDrawsNothing", columns: 4, before: "abcd", text: "한", column: 4,
            cells: ["a", "b", "c", "d"], next: 6),
        PutCase(
            name: "wideCharacterFillsTheRowExactly", columns: 4, text: "漢字", column: 0, cells: ["漢", "", "字", ""],
            next: 4),
        PutCase(
            name: "zwjFamilyIsOneCellWithContinuations", columns: 7, text: "👨‍👩‍👧", column: 0,
            cells: ["👨‍👩‍👧", "", "", "", "", "", " "], next: 6),
        PutCase(
            name: "negativeColumnShowsOnlyTheVisiblePart", columns: 4, text: "abc", column: -1,
            cells: ["b", "c", " ", " "], next: 2),
        PutCase(
            name: "wideCharacterHalfLeftOfTheEdgeIsClipped", columns: 4, before: "wxyz", text: "한b", column: -1,
            cells: [" ", "b", "y", "z"], next: 2),
        PutCase(
            name: "hugeColumnDoesNotOverflow", columns: 4, before: "abcd", text: "한", column: Int.max,
            cells: ["a", "b", "c", "d"], next: Int.max),
        PutCase(
            name: "mostNegativeColumn", columns: 4, before: "abcd", text: "x\u{200B}", column: Int.min,
            cells: ["a", "b", "c", "d"], next: Int.min + 1),
        PutCase(
            name: "writingOverTheSecondHalfOfAWideCharacterBlanksTheFirst", columns: 4, before: "한bc", text: "x",
            column: 1, cells: [" ", "x", "b", "c"], next: 2),
        PutCase(
            name: "writingOverTheFirstHalfOfAWideCharacterBlanksTheSecond", columns: 4, before: "a한", text: "x",
            column: 1, cells: ["a", "x", " ", " "], next: 2),
        PutCase(
            name: "controlCharacterIsShownInCaretForm", columns: 4, text: "\u{1B}\u{85}", column: 0,
            cells: ["^", "[", "~", "E"], next: 4),
        PutCase(
            name: "rowAboveTheFrameDrawsNothing", columns: 4, before: "abcd", text: "한\u{200B}", column: 0, row: -1,
            cells: ["a", "b", "c", "d"], next: 2),
        PutCase(
            name: "rowBelowTheFrameDrawsNothing", columns: 4, before: "abcd", text: "xy", column: 1, row: 1,
            cells: ["a", "b", "c", "d"], next: 3),
    ]

    @Test(arguments: putCases)
    func put(_ example: PutCase) {
        var frame = Frame(size: TerminalSize(rows: 1, columns: example.columns))
        frame.put(example.before, row: 0, column: 0, style: .line)
        let next = frame.put(example.text, row: example.row, column: example.column, style: .title)
        #expect(frame.cellTexts(0) == example.cells.map(Exact.init))
        #expect(next == example.next)
        #expect(frame.shapeProblem == nil)
    }

    static let fillCases: [FillCase] = [
        FillCase(name: "emptyFill", columns: 3, before: "abc", column: 1, count: 0, cells: ["a", "b", "c"], filled: [false, false, false]),
        FillCase(name: "negativeCount", columns: 3, before: "abc", column: 2, count: -5, cells: ["a", "b", "c"], filled: [false, false, false]),
        FillCase(name: "startingPastTheEdge", columns: 3, before: "abc", column: 5, count: 2, cells: ["a", "b", "c"], filled: [false, false, false]),
        FillCase(name: "runningPastTheEdge", columns: 3, before: "abc", column: 2, count: 10, cells: ["a", "b", " "], filled: [false, false, true]),
        FillCase(name: "negativeColumn", columns: 3, before: "abc", column: -2, count: 3, cells: [" ", "b", "c"], filled: [true, false, false]),
        FillCase(name: "endingLeftOfTheEdge", columns: 3, before: "abc", column: -5, count: 3, cells: ["a", "b", "c"], filled: [false, false, false]),
        FillCase(name: "hugeCount", columns: 3, before: "abc", column: 1, count: Int.max, cells: ["a", " ", " "], filled: [false, true, true]),
        FillCase(name: "mostNegativeColumnAndHugeCount", columns: 3, before: "abc", column: Int.min, count: Int.max, cells: ["a", "b", "c"], filled: [false, false, false]),
        FillCase(name: "overTheSecondHalfOfAWideCharacter", columns: 4, before: "a한b", column: 2, count: 1, cells: ["a", " ", " ", "b"], filled: [false, false, true, false]),
        FillCase(name: "overTheFirstHalfOfAWideCharacter", columns: 4, before: "a한b", column: 0, count: 2, cells: [" ", " ", " ", "b"], filled: [true, true, false, false]),
    ]

    @Test(arguments: fillCases)
    func fill(_ example: FillCase) {
        var frame = Frame(size: TerminalSize(rows: 1, columns: example.columns))
        frame.put(example.before, row: 0, column: 0, style: .line)
        frame.fill(row: 0, from: example.column, count: example.count, style: .help)
        #expect(frame.cellTexts(0) == example.cells.map(Exact.init))
        #expect(frame.rows[0].map { $0.style == .help } == example.filled)
        #expect(frame.shapeProblem == nil)
    }

    @Test(arguments: [(0, 0), (-1, -1), (1, 0), (0, 1), (-3, 5), (5, -3)])
    func emptyOrNegativeSizeFrameTakesAnyCall(rows: Int, columns: Int) {
        var frame = Frame(size: TerminalSize(rows: rows, columns: columns))
        #expect(frame.rows.count == max(0, rows))
        for row in [Int.min, -1, 0, 1, Int.max] {
            for column in [Int.min, -1, 0, 1, Int.max] {
                frame.put("한\u{200B}a\u{1B}", row: row, column: column, style: .title)
                frame.fill(row: row, from: column, count: Int.max, style: .help)
                frame.fill(row: row, from: column, count: Int.min, style: .help)
            }
        }
        #expect(frame.shapeProblem == nil)
    }

    @Test func oneByOneFrameTakesEveryKindOfText() {
        var frame = Frame(size: TerminalSize(rows: 1, columns: 1))
        for text in ["a", "한", "\u{200B}", "a\u{200F}", "👨‍👩‍👧", "\u{1B}", "か\u{3099}", "\u{301}"] {
            for column in -2...2 {
                frame.put(text, row: 0, column: column, style: .title)
                #expect(frame.shapeProblem == nil, "\(Exact(text)) at \(column)")
            }
        }
    }
}
