import Testing

@testable import LetterKit

/// An edit the page must refuse, and why.
struct RefusalCase: NamedCase {
    let name: String
    let before: String
    let command: EditCommand
    let reason: OverflowReason
    let lines: Int
    let paper: Paper
    let location: SourceLocation

    init(
        _ name: String, _ before: String, _ command: EditCommand, _ reason: OverflowReason, lines: Int,
        paper: Paper, location: SourceLocation = #_sourceLocation
    ) {
        self.name = name
        self.before = before
        self.command = command
        self.reason = reason
        self.lines = lines
        self.paper = paper
        self.location = location
    }
}

/// Edits the page must accept, and the page they leave.
struct KeysCase: NamedCase {
    let name: String
    let before: String
    let commands: [EditCommand]
    let after: String
    let paper: Paper
    let location: SourceLocation

    init(
        _ name: String, _ before: String, _ commands: [EditCommand], _ after: String, paper: Paper = roomy,
        location: SourceLocation = #_sourceLocation
    ) {
        self.name = name
        self.before = before
        self.commands = commands
        self.after = after
        self.paper = paper
        self.location = location
    }
}

@Suite("The page-capacity gate")
struct GateTests {
    static let refusalCases: [RefusalCase] = [
        // Enter at the very end of the last line.
        RefusalCase("trailingNewline", "Dear Sam,\nLove, Ann|", .newline, .trailingNewline, lines: 3, paper: sheet(2, 10)),
        RefusalCase("trailingNewline in the emptyLetter", "|", .newline, .trailingNewline, lines: 2, paper: sheet(1, 10)),
        RefusalCase("trailingNewline after a full line", "aaaaaaaaaa|", .newline, .trailingNewline, lines: 2, paper: sheet(1, 10)),
        RefusalCase("trailingNewline by paste", "Dear|", .paste("\n"), .trailingNewline, lines: 2, paper: sheet(1, 10)),
        // Enter anywhere else.
        RefusalCase("newLine in the middle of the last line", "Dear Sam,\nLove,| Ann", .newline, .newLine, lines: 3, paper: sheet(2, 10)),
        RefusalCase("newLine at the start of the letter", "|Dear Sam,", .newline, .newLine, lines: 2, paper: sheet(1, 10)),
        RefusalCase("newLine at the end of an earlier line", "Dear Sam,|\nLove, Ann", .newline, .newLine, lines: 3, paper: sheet(2, 10)),
        RefusalCase("newLine inside typed text", "Dear Sam,\nLove, Ann|", .insert("\nx"), .newLine, lines: 3, paper: sheet(2, 10)),
        RefusalCase("newLine replacing a selection", "Dear [Sam|,\nLove", .newline, .newLine, lines: 3, paper: sheet(2, 10)),
        // Text that would soft-wrap onto a line the paper does not have.
        RefusalCase("wrap of the last word", "Dear Sam,\nLove, Anna|", .insert("!"), .wrap, lines: 3, paper: sheet(2, 10)),
        RefusalCase("wrap after fullLineThenCursor", "aaaaaaaaaa|", .insert("b"), .wrap, lines: 2, paper: sheet(1, 10)),
        RefusalCase("wrap of an earlier line", "Dear Sam,|\nLove, Anna", .insert("xy"), .wrap, lines: 3, paper: sheet(2, 10)),
        RefusalCase("wrap of a wideCharacterAtEdge", "abcd|", .insert("한"), .wrap, lines: 2, paper: sheet(1, 5)),
        RefusalCase("wrap of a Korean word", "안녕하세요|", .insert("!"), .wrap, lines: 2, paper: sheet(1, 10)),
        RefusalCase("wrap by kinsoku", "こんにちは|", .insert("。"), .wrap, lines: 2, paper: sheet(1, 10)),
        // The modifier joins 👍 into one 4-cell cluster that no longer fits.
        RefusalCase("wrap by a skin tone", "ab👍|", .insert("🏽"), .wrap, lines: 2, paper: sheet(1, 5)),
        RefusalCase("wrap by a paste that nothing of fits", "aaaaaaaaaa|", .paste("bc"), .wrap, lines: 2, paper: sheet(1, 10)),
        // Control characters that Swift calls newlines but that do not split a
        // paragraph: they are shown (^L, U+FFFD) and wrap like any other text.
        RefusalCase("wrap by a form feed", "abcdefg|", .insert("\u{C}"), .wrap, lines: 2, paper: sheet(1, 8)),
        RefusalCase("wrap by a line separator", "abcdefgh|", .insert("\u{2028}"), .wrap, lines: 2, paper: sheet(1, 8)),
        // A letter already over its paper (4 lines on 2) may not grow.
        RefusalCase("over-full: wrap", "one\ntwo\nthree|\nfour", .insert("aaaaaa"), .wrap, lines: 5, paper: sheet(2, 10)),
        RefusalCase("over-full: newLine", "one\ntw|o\nthree\nfour", .newline, .newLine, lines: 5, paper: sheet(2, 10)),
    ]

    @Test(arguments: refusalCases)
    func refused(_ row: RefusalCase) {
        assertRefused(row.before, row.command, row.reason, lines: row.lines, paper: row.paper, sourceLocation: row.location)
    }

    static let acceptedCases: [KeysCase] = [
        KeysCase("space after a full line hangs", "aaaaaaaaaa|", [.insert(" ")], "aaaaaaaaaa |", paper: sheet(1, 10)),
        KeysCase("typing that exactly fills the last line", "Love, Ann|", [.insert("e")], "Love, Anne|", paper: sheet(1, 10)),
        KeysCase("Enter with room", "Dear Sam,|", [.newline], "Dear Sam,\n|", paper: sheet(3, 10)),
        // Over-full letters (4 lines on a 2-line paper) can be trimmed and edited in place.
        KeysCase("over-full: delete", "one\ntwo\nthree\nfour|", [.deleteBackward], "one\ntwo\nthree\nfou|", paper: sheet(2, 10)),
        KeysCase("over-full: join lines", "one\ntwo\nthree\n|four", [.deleteBackward], "one\ntwo\nthree|four", paper: sheet(2, 10)),
        KeysCase("over-full: typing that adds no line", "one\ntwo|\nthree\nfour", [.insert("s")], "one\ntwos|\nthree\nfour", paper: sheet(2, 10)),
        KeysCase("over-full: delete a selection", "one\nt[wo\nthree\nfo|ur", [.deleteBackward], "one\nt|ur", paper: sheet(2, 10)),
        KeysCase("over-full: Enter replacing a newline", "one[\ntwo|\nthree", [.newline], "one\n|\nthree", paper: sheet(1, 10)),
        // Korean, Japanese and emoji typed one key at a time.
        KeysCase("Korean syllables", "|", [.insert("안"), .insert("녕")], "안녕|"),
        KeysCase("Korean jamo compose one syllable", "|", [.insert("\u{1100}"), .insert("\u{1161}"), .insert("\u{11AB}")], "\u{1100}\u{1161}\u{11AB}|"),
        KeysCase("Japanese fills the line", "|", "こんにちは".map { .insert(String($0)) }, "こんにちは|", paper: sheet(1, 10)),
        KeysCase("skin tone joins its emoji", "|", [.insert("👍"), .insert("🏽")], "👍🏽|"),
        KeysCase("ZWJ sequence joins", "|", [.insert("👨"), .insert("\u{200D}"), .insert("👩"), .insert("\u{200D}"), .insert("👧")], "👨‍👩‍👧|"),
        KeysCase("combining accent joins its letter", "cafe|", [.insert("\u{301}")], "cafe\u{301}|"),
        // Deleting removes whole clusters.
        KeysCase("Backspace over e + accent", "cafe\u{301}|", [.deleteBackward], "caf|"),
        KeysCase("Backspace over a ZWJ family", "a👨‍👩‍👧|", [.deleteBackward], "a|"),
        KeysCase("Backspace over a flag", "🇰🇷|🇯🇵", [.deleteBackward], "|🇯🇵"),
        KeysCase("Delete over a flag", "|🇰🇷🇯🇵", [.deleteForward], "|🇯🇵"),
        KeysCase("Backspace joins paragraphs", "ab\n|cd", [.deleteBackward], "ab|cd"),
        KeysCase("Delete joins paragraphs", "ab|\ncd", [.deleteForward], "ab|cd"),
        KeysCase("Backspace at the start does nothing", "|abc", [.deleteBackward], "|abc"),
        KeysCase("Delete at the end does nothing", "abc|", [.deleteForward], "abc|"),
        KeysCase("delete word backward", "Dear friend|", [.deleteWordBackward], "Dear |"),
        KeysCase("delete word backward over spaces and punctuation", "Dear friend, |", [.deleteWordBackward], "Dear friend|"),
        KeysCase("delete word backward at a paragraph start", "ab\n|cd", [.deleteWordBackward], "ab|cd"),
        KeysCase("delete word forward", "|Dear friend", [.deleteWordForward], "| friend"),
        KeysCase("delete Korean word forward", "|안녕 친구", [.deleteWordForward], "| 친구"),
        // A selection is replaced by what is typed, or removed by either delete.
        KeysCase("typing replaces the selection", "Dear [Sam|,", [.insert("X")], "Dear X|,"),
        KeysCase("Backspace removes the selection", "Dear [Sam|,", [.deleteBackward], "Dear |,"),
        KeysCase("Delete removes a backward selection", "Dear |Sam[,", [.deleteForward], "Dear |,"),
        KeysCase("word delete removes the selection", "D[ear Sam|,", [.deleteWordBackward], "D|,"),
    ]

    @Test(arguments: acceptedCases)
    func accepted(_ row: KeysCase) {
        assertKeys(row.before, row.commands, row.after, paper: row.paper, sourceLocation: row.location)
    }

    @Test func spaceAfterAFullLineKeepsOneLine() {
        let page = assertKeys("aaaaaaaaaa|", [.insert(" "), .insert(" ")], "aaaaaaaaaa  |", paper: sheet(1, 10))
        #expect(page.lineCount == 1)
        // The cursor hangs in the margin with the spaces.
        #expect(page.point(of: page.cursor) == VisualPoint(row: 0, column: 12))
    }

    @Test func overFullLetterReportsLinesOver() {
        let page = makePage("one\ntwo\nthree\nfour|", paper: sheet(2, 10))
        #expect(page.lineCount == 4)
        #expect(page.linesOver == 2)
    }

    @Test func checkSaysWhatAnEditWouldDoWithoutDoingIt() {
        let page = makePage("Dear|", paper: sheet(2, 10))
        let position = Position(paragraph: 0, offset: 4)
        #expect(page.check(Page.Edit(inserting: " Sam,", at: position)) == .success(1))
        #expect(page.check(Page.Edit(inserting: "\nLove", at: position)) == .success(2))
        #expect(
            page.check(Page.Edit(inserting: "\n\n", at: position))
                == .failure(.wouldOverflow(reason: .trailingNewline, lines: 3, limit: 2)))
        #expect(
            page.check(Page.Edit(inserting: " Samantha and all", at: position))
                == .failure(.wouldOverflow(reason: .wrap, lines: 3, limit: 2)))
        // Replacing "ear" (ends in either order) with a newline: "D", "" — 2 lines.
        #expect(
            page.check(Page.Edit(start: Position(paragraph: 0, offset: 4), end: Position(paragraph: 0, offset: 1), text: "\n"))
                == .success(2))
        expectMarkup(page, "Dear|")
    }

    @Test func refusalsSayWhatHappened() {
        #expect(
            EditRefusal.wouldOverflow(reason: .trailingNewline, lines: 19, limit: 18).description
                == "End of the page: line 18 is the last line.")
        #expect(
            EditRefusal.wouldOverflow(reason: .newLine, lines: 19, limit: 18).description
                == "No room for a new line: the page has 18 lines.")
        #expect(
            EditRefusal.wouldOverflow(reason: .wrap, lines: 19, limit: 18).description
                == "The page is full: that would wrap past line 18.")
    }
}

@Suite("Paste")
struct PasteTests {
    @Test func pasteCutToFit() {
        // At 10 columns the whole paste is "hello ", "world ", "again and ", "more":
        // 4 lines. The longest prefix on 2 lines is "hello world agai" ("world agai"
        // is exactly 10 cells); "n and more" (10 cells, 1 line) is left out.
        assertPaste(
            "|", "hello world again and more", "hello world agai|",
            outcome: .trimmed(
                PasteReport(
                    insertedCharacters: 16, leftOutCharacters: 10, leftOutLines: 1,
                    refusal: .wouldOverflow(reason: .wrap, lines: 4, limit: 2))),
            paper: sheet(2, 10))
    }

    @Test func pasteOfLinesCutAtTheLastLine() {
        // "\nline one\nline two" (18 characters) fills lines 2 and 3; "\nline three" is left.
        var page = makePage("Dear Sam,|", paper: sheet(3, 10))
        guard case .trimmed(let report) = page.perform(.paste("\nline one\nline two\nline three")) else {
            Issue.record("the paste should have been cut")
            return
        }
        #expect(report.insertedCharacters == 18)
        #expect(report.leftOutCharacters == 11)
        #expect(report.refusal == .wouldOverflow(reason: .newLine, lines: 4, limit: 3))
        expectMarkup(page, "Dear Sam,\nline one\nline two|")
        // What did not fit is one line, "line three": the newline at the cut only
        // ended "line two". The report measures "\nline three" as a letter of its
        // own, so a newline at the start of it is not counted as a line.
        #expect(report.leftOutLines == 1)
    }

    @Test func pasteCutFindsTheLongestPrefix() {
        // 8 columns, 2 lines, "friends!" after the cursor. "Hi dear " + "friends!"
        // is "Hi dear " and "friends!": 2 lines, so 8 characters fit. Shorter cuts
        // like "Hi d" glue the cut word to "friends!" and take 3 lines, so the line
        // count does not grow steadily with the prefix and a bisection can stop
        // early ("Hi " fits, "Hi d" does not).
        var page = makePage("|friends!", paper: sheet(2, 8))
        let outcome = page.perform(.paste("Hi dear my"))
        #expect(
            outcome
                == .trimmed(
                    PasteReport(
                        insertedCharacters: 8, leftOutCharacters: 2, leftOutLines: 1,
                        refusal: .wouldOverflow(reason: .wrap, lines: 3, limit: 2))))
        expectMarkup(page, "Hi dear |friends!")
        #expect(page.lineCount <= 2)
    }

    @Test func pasteCutCountsTheTextAfterTheCursor() {
        // "ab" + k characters + "yz" must stay within 10 cells: k = 6.
        assertPaste(
            "ab|yz", "cdefghijklmn", "abcdefgh|yz",
            outcome: .trimmed(
                PasteReport(
                    insertedCharacters: 6, leftOutCharacters: 6, leftOutLines: 1,
                    refusal: .wouldOverflow(reason: .wrap, lines: 2, limit: 1))),
            paper: sheet(1, 10))
    }

    @Test func pasteCutKeepsKoreanWordsWhole() {
        // "안녕하세요 " is 10 cells and a hanging space; 반 would start line 2.
        assertPaste(
            "|", "안녕하세요 반가워요", "안녕하세요 |",
            outcome: .trimmed(
                PasteReport(
                    insertedCharacters: 6, leftOutCharacters: 4, leftOutLines: 1,
                    refusal: .wouldOverflow(reason: .wrap, lines: 2, limit: 1))),
            paper: sheet(1, 10))
    }

    @Test func pasteCutNeverSplitsACluster() {
        // Each 👍🏽 is 4 cells: on 6 columns each takes a line of its own.
        assertPaste(
            "|", "👍🏽👍🏽👍🏽", "👍🏽|",
            outcome: .trimmed(
                PasteReport(
                    insertedCharacters: 1, leftOutCharacters: 2, leftOutLines: 2,
                    refusal: .wouldOverflow(reason: .wrap, lines: 3, limit: 1))),
            paper: sheet(1, 6))
    }

    @Test func pasteThatFitsIsApplied() {
        assertPaste("Dear |,", "Sam", "Dear Sam|,", outcome: .applied)
        assertPaste("Dear Sam,|", "\nHello\n", "Dear Sam,\nHello\n|", outcome: .applied)
        // CRLF in pasted text is one newline.
        assertPaste("|", "a\r\nb", "a\nb|", outcome: .applied)
    }

    @Test func pasteReplacesTheSelection() {
        assertPaste("Dear [Sam|, hello", "Samantha", "Dear Samantha|, hello", outcome: .applied)
        assertPaste(
            "[abc|", "0123456789xyz", "0123456789|",
            outcome: .trimmed(
                PasteReport(
                    insertedCharacters: 10, leftOutCharacters: 3, leftOutLines: 1,
                    refusal: .wouldOverflow(reason: .wrap, lines: 2, limit: 1))),
            paper: sheet(1, 10))
    }

    @Test func pasteIntoAnOverFullLetter() {
        // 2 lines on a 1-line paper: a paste that keeps 2 lines is whole.
        assertPaste("one\ntwo|", "abc def", "one\ntwoabc def|", outcome: .applied, paper: sheet(1, 10))
        var page = makePage("one\ntwo|", paper: sheet(1, 10))
        // "twoabc defgh" would wrap to a third line; "twoabc def" is the most that keeps 2.
        let outcome = page.perform(.paste("abc defgh"))
        #expect(
            outcome
                == .trimmed(
                    PasteReport(
                        insertedCharacters: 7, leftOutCharacters: 2, leftOutLines: 1,
                        refusal: .wouldOverflow(reason: .wrap, lines: 3, limit: 1))))
        expectMarkup(page, "one\ntwoabc def|")
    }

    @Test func emptyPasteDoesNothing() {
        var page = makePage("ab|c")
        #expect(page.perform(.paste("")) == .unchanged)
        expectMarkup(page, "ab|c")
        #expect(!page.canUndo)
    }
}
