import Testing

@testable import LetterKit

/// The styled paragraph: canonical runs, reading ink, changing ink and changing
/// characters. Each row is text and runs before, an operation, text and runs after.
@Suite struct StyledTextTests {
    // MARK: Canonical form

    struct CanonicalCase: Sendable, CustomTestStringConvertible {
        var name: String
        var given: [StyleRun]
        var expected: [StyleRun]
        var testDescription: String { name }
    }

    @Test(arguments: [
        CanonicalCase(name: "plainRunsDropped", given: [StyleRun(0..<3, .plain)], expected: []),
        CanonicalCase(name: "emptyRunsDropped", given: [StyleRun(2..<2, .b)], expected: []),
        CanonicalCase(
            name: "touchingRunsOfOneInkMerged", given: [StyleRun(0..<2, .b), StyleRun(2..<5, .b)],
            expected: [StyleRun(0..<5, .b)]),
        CanonicalCase(
            name: "touchingRunsOfTwoInksKept", given: [StyleRun(0..<2, .b), StyleRun(2..<5, .i)],
            expected: [StyleRun(0..<2, .b), StyleRun(2..<5, .i)]),
        CanonicalCase(
            name: "overlapLaterWins", given: [StyleRun(0..<6, .b), StyleRun(2..<4, .i)],
            expected: [StyleRun(0..<2, .b), StyleRun(2..<4, .i), StyleRun(4..<6, .b)]),
        CanonicalCase(
            name: "unsortedRunsSorted", given: [StyleRun(4..<6, .u), StyleRun(0..<2, .b)],
            expected: [StyleRun(0..<2, .b), StyleRun(4..<6, .u)]),
        CanonicalCase(name: "runPastTheEndClipped", given: [StyleRun(5..<40, .b)], expected: [StyleRun(5..<8, .b)]),
        CanonicalCase(name: "runBeforeTheStartClipped", given: [StyleRun(-3..<2, .b)], expected: [StyleRun(0..<2, .b)]),
        CanonicalCase(name: "runWhollyOutsideDropped", given: [StyleRun(9..<12, .b)], expected: []),
    ])
    func runsAreMadeCanonical(_ row: CanonicalCase) {
        let text = StyledText(Array("Dear Sam"), runs: row.given)
        #expect(text.runs == row.expected)
        #expect(text.hasCanonicalRuns)
    }

    @Test func aStringInOneInkIsOneRunOrNone() {
        #expect(StyledText("Dear", ink: .b).runs == [StyleRun(0..<4, .b)])
        #expect(StyledText("Dear").runs == [])
        #expect(StyledText("", ink: .b).runs == [])
    }

    @Test func offsetsCountGraphemesNotScalars() {
        // 👨‍👩‍👧 is five scalars and one character; 안 is one.
        let text = styled("a👨‍👩‍👧안b", (1..<3, .b))
        #expect(text.count == 4)
        #expect(text.ink(at: 0) == .plain)
        #expect(text.ink(at: 1) == .b)
        #expect(text.ink(at: 2) == .b)
        #expect(text.ink(at: 3) == .plain)
    }

    // MARK: Reading ink

    @Test(arguments: [
        (-1, Ink.plain), (0, .plain), (1, .b), (2, .b), (3, .plain), (4, .i), (5, .plain), (6, .plain), (99, .plain),
    ])
    func inkAtEachOffset(_ offset: Int, _ expected: Ink) {
        let text = styled("abcdef", (1..<3, .b), (4..<5, .i))
        #expect(text.ink(at: offset) == expected)
    }

    @Test func allCharactersTellsWhetherASelectionIsWhollyBold() {
        let text = styled("abcdef", (1..<3, .b), (3..<4, .bi))
        #expect(text.allCharacters(in: 1..<4) { $0.bold })
        #expect(!text.allCharacters(in: 0..<4) { $0.bold }, "a plain character before the runs")
        #expect(!text.allCharacters(in: 1..<5) { $0.bold }, "a plain character after the runs")
        #expect(!text.allCharacters(in: 1..<4) { $0.italic })
        #expect(text.allCharacters(in: 2..<2) { $0.bold }, "an empty selection")
        #expect(!styled("a b", (0..<1, .b), (2..<3, .b)).allCharacters(in: 0..<3) { $0.bold }, "a plain gap")
    }

    // MARK: Changing ink

    struct ChangeCase: Sendable, CustomTestStringConvertible {
        var name: String
        var before: StyledText
        var change: InkChange
        var range: Range<Int>
        var after: StyledText
        var testDescription: String { name }
    }

    @Test(arguments: [
        ChangeCase(name: "boldAWord", before: styled("Dear Sam"), change: .bold(true), range: 0..<4,
            after: styled("Dear Sam", (0..<4, .b))),
        ChangeCase(name: "boldInsideAnItalicRunSplitsIt", before: styled("abcdef", (0..<6, .i)),
            change: .bold(true), range: 2..<4, after: styled("abcdef", (0..<2, .i), (2..<4, .bi), (4..<6, .i))),
        ChangeCase(name: "boldAcrossAGapCoversTheGap", before: styled("abcdef", (0..<2, .i), (4..<6, .u)),
            change: .bold(true), range: 1..<5,
            after: styled("abcdef", (0..<1, .i), (1..<2, .bi), (2..<4, .b), (4..<5, .u.with(.bold(true))), (5..<6, .u))),
        ChangeCase(name: "clearingTheOnlyMarkLeavesNoRun", before: styled("abc", (0..<3, .b)),
            change: .bold(false), range: 0..<3, after: styled("abc")),
        ChangeCase(name: "clearingPartOfARunLeavesItsEnds", before: styled("abcdef", (0..<6, .b)),
            change: .bold(false), range: 2..<4, after: styled("abcdef", (0..<2, .b), (4..<6, .b))),
        ChangeCase(name: "fillingTheGapMergesNeighbours", before: styled("abcdef", (0..<2, .b), (4..<6, .b)),
            change: .bold(true), range: 2..<4, after: styled("abcdef", (0..<6, .b))),
        ChangeCase(name: "touchingRangeMergesWithTheRunBefore", before: styled("abcdef", (0..<2, .red)),
            change: .color(.red), range: 2..<3, after: styled("abcdef", (0..<3, .red))),
        ChangeCase(name: "colourReplacesAnotherColour", before: styled("abc", (0..<3, Ink(color: .blue))),
            change: .color(.red), range: 1..<2,
            after: styled("abc", (0..<1, Ink(color: .blue)), (1..<2, .red), (2..<3, Ink(color: .blue)))),
        ChangeCase(name: "colourNilIsThePapersInk", before: styled("abc", (0..<3, Ink(bold: true, color: .red))),
            change: .color(nil), range: 0..<3, after: styled("abc", (0..<3, .b))),
        ChangeCase(name: "highlightKeepsBold", before: styled("abc", (0..<3, .b)),
            change: .highlight(.green), range: 0..<2,
            after: styled("abc", (0..<2, Ink(bold: true, highlight: .green)), (2..<3, .b))),
        ChangeCase(name: "plainWipesEverything",
            before: styled("abcdef", (0..<3, Ink(bold: true, underline: true, color: .red)), (3..<6, .mark)),
            change: .plain, range: 1..<5, after: styled("abcdef", (0..<1, Ink(bold: true, underline: true, color: .red)), (5..<6, .mark))),
        ChangeCase(name: "emptyRangeChangesNothing", before: styled("abc", (0..<3, .i)),
            change: .bold(true), range: 1..<1, after: styled("abc", (0..<3, .i))),
        ChangeCase(name: "rangePastTheEndIsClipped", before: styled("abc"),
            change: .underline(true), range: 1..<50, after: styled("abc", (1..<3, .u))),
        ChangeCase(name: "settingWhatIsThereChangesNothing", before: styled("abc", (0..<3, .b)),
            change: .bold(true), range: 0..<2, after: styled("abc", (0..<3, .b))),
    ])
    func applyingAChange(_ row: ChangeCase) {
        expectStyled(row.before.applying(row.change, to: row.range), row.after)
    }

    @Test func inkChangeTouchesOnlyItsAttribute() {
        let ink = Ink(bold: true, italic: false, underline: true, color: .red, highlight: .pink)
        #expect(InkChange.italic(true).applied(to: ink) == Ink(bold: true, italic: true, underline: true, color: .red, highlight: .pink))
        #expect(InkChange.underline(false).applied(to: ink) == Ink(bold: true, color: .red, highlight: .pink))
        #expect(InkChange.color(.rgb(RGB(red: 1, green: 2, blue: 3))).applied(to: ink).color == .rgb(RGB(red: 1, green: 2, blue: 3)))
        #expect(InkChange.highlight(nil).applied(to: ink) == Ink(bold: true, underline: true, color: .red))
        #expect(InkChange.plain.applied(to: ink) == .plain)
    }

    // MARK: Changing characters

    struct ReplaceCase: Sendable, CustomTestStringConvertible {
        var name: String
        var before: StyledText
        var range: Range<Int>
        var inserted: String
        var ink: Ink
        var after: StyledText
        var testDescription: String { name }
    }

    @Test(arguments: [
        ReplaceCase(name: "typingInsideABoldWordInBold", before: styled("Dear Sam", (0..<4, .b)),
            range: 2..<2, inserted: "x", ink: .b, after: styled("Dexar Sam", (0..<5, .b))),
        ReplaceCase(name: "typingPlainInsideABoldWordSplitsIt", before: styled("Dear Sam", (0..<4, .b)),
            range: 2..<2, inserted: "x", ink: .plain, after: styled("Dexar Sam", (0..<2, .b), (3..<5, .b))),
        ReplaceCase(name: "typingAtARunsEndInItsInkExtendsIt", before: styled("Dear Sam", (0..<4, .b)),
            range: 4..<4, inserted: "!", ink: .b, after: styled("Dear! Sam", (0..<5, .b))),
        ReplaceCase(name: "typingPlainAtARunsStartShiftsIt", before: styled("Dear Sam", (5..<8, .i)),
            range: 5..<5, inserted: "my ", ink: .plain, after: styled("Dear my Sam", (8..<11, .i))),
        ReplaceCase(name: "typingAtARunsStartInItsInkExtendsIt", before: styled("Dear Sam", (5..<8, .i)),
            range: 5..<5, inserted: "S", ink: .i, after: styled("Dear SSam", (5..<9, .i))),
        ReplaceCase(name: "typingBeforeAllRunsShiftsThemAll",
            before: styled("ab cd ef", (0..<2, .b), (3..<5, .i), (6..<8, .u)),
            range: 0..<0, inserted: "안녕 ", ink: .plain,
            after: styled("안녕 ab cd ef", (3..<5, .b), (6..<8, .i), (9..<11, .u))),
        ReplaceCase(name: "deletingAcrossTwoRunsOfOneInkMergesThem",
            before: styled("ab--cd", (0..<2, .b), (4..<6, .b)),
            range: 2..<4, inserted: "", ink: .plain, after: styled("abcd", (0..<4, .b))),
        ReplaceCase(name: "deletingIntoTwoRunsKeepsTheirEnds",
            before: styled("abcdef", (0..<3, .b), (3..<6, .i)),
            range: 1..<5, inserted: "", ink: .plain, after: styled("af", (0..<1, .b), (1..<2, .i))),
        ReplaceCase(name: "deletingAWholeRunRemovesIt", before: styled("a bc d", (2..<4, .u)),
            range: 2..<4, inserted: "", ink: .plain, after: styled("a  d")),
        ReplaceCase(name: "replacingASelectionTakesTheNewInk", before: styled("Dear Sam", (0..<8, .i)),
            range: 5..<8, inserted: "Jo", ink: .b, after: styled("Dear Jo", (0..<5, .i), (5..<7, .b))),
        ReplaceCase(name: "deletingEverything", before: styled("abc", (0..<3, .b)),
            range: 0..<3, inserted: "", ink: .plain, after: styled("")),
        ReplaceCase(name: "typingIntoAnEmptyParagraph", before: styled(""),
            range: 0..<0, inserted: "😀", ink: .red, after: styled("😀", (0..<1, .red))),
        ReplaceCase(name: "emptyEditChangesNothing", before: styled("abc", (1..<2, .b)),
            range: 1..<1, inserted: "", ink: .i, after: styled("abc", (1..<2, .b))),
        ReplaceCase(name: "runsFarAfterTheEditShiftButDoNotMerge",
            before: styled("ab cd", (0..<2, .b), (3..<5, .b)),
            range: 1..<1, inserted: "xy", ink: .b, after: styled("axyb cd", (0..<4, .b), (5..<7, .b))),
        ReplaceCase(name: "rangePastTheEndIsClipped", before: styled("abc", (0..<3, .b)),
            range: 2..<9, inserted: "Z", ink: .b, after: styled("abZ", (0..<3, .b))),
    ])
    func replacingCharacters(_ row: ReplaceCase) {
        expectStyled(row.before.replacing(row.range, with: Array(row.inserted), ink: row.ink), row.after)
    }

    // MARK: Paragraph breaks

    @Test(arguments: [
        (0, styled(""), styled("ab cd", (0..<2, .b), (3..<5, .i))),
        (1, styled("a", (0..<1, .b)), styled("b cd", (0..<1, .b), (2..<4, .i))),
        (2, styled("ab", (0..<2, .b)), styled(" cd", (1..<3, .i))),
        (3, styled("ab ", (0..<2, .b)), styled("cd", (0..<2, .i))),
        (5, styled("ab cd", (0..<2, .b), (3..<5, .i)), styled("")),
    ])
    func splittingAtAParagraphBreak(_ offset: Int, _ before: StyledText, _ after: StyledText) {
        let parts = styled("ab cd", (0..<2, .b), (3..<5, .i)).split(at: offset)
        expectStyled(parts.before, before, "before the break at \(offset)")
        expectStyled(parts.after, after, "after the break at \(offset)")
        expectStyled(parts.before.appending(parts.after), styled("ab cd", (0..<2, .b), (3..<5, .i)), "joined again")
    }

    @Test func joiningMergesRunsOfOneInkAtTheJoin() {
        expectStyled(styled("ab", (1..<2, .b)).appending(styled("cd", (0..<1, .b))), styled("abcd", (1..<3, .b)))
    }

    @Test func joiningKeepsRunsOfTwoInksAtTheJoin() {
        expectStyled(styled("ab", (1..<2, .b)).appending(styled("cd", (0..<1, .i))),
            styled("abcd", (1..<2, .b), (2..<3, .i)))
    }

    @Test func joiningAcrossAPlainEdgeDoesNotMerge() {
        expectStyled(styled("ab", (0..<1, .b)).appending(styled("cd", (1..<2, .b))),
            styled("abcd", (0..<1, .b), (3..<4, .b)))
    }

    @Test func joiningEmptyParagraphs() {
        expectStyled(styled("").appending(styled("x", (0..<1, .u))), styled("x", (0..<1, .u)))
        expectStyled(styled("x", (0..<1, .u)).appending(styled("")), styled("x", (0..<1, .u)))
    }

    @Test func sliceTakesCharactersWithTheirInk() {
        let text = styled("Dear Sam", (0..<4, .b), (5..<8, .i))
        expectStyled(text.slice(2..<6), styled("ar S", (0..<2, .b), (3..<4, .i)))
        expectStyled(text.slice(4..<5), styled(" "))
        expectStyled(text.slice(6..<40), styled("am", (0..<2, .i)))
    }
}
