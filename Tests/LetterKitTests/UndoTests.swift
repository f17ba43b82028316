import Testing

@testable import LetterKit

@Suite("Undo and redo")
struct UndoTests {
    /// Types `text` one character at a time, as the keyboard does.
    static func typing(_ text: String) -> [EditCommand] {
        text.map { .insert(String($0)) }
    }

    @Test func typingIsGroupedIntoWords() {
        var page = assertKeys("|", Self.typing("Dear friend"), "Dear friend|")
        // A word and the spaces after it are one step.
        #expect(page.perform(.undo) == .applied)
        expectMarkup(page, "Dear |")
        #expect(page.perform(.undo) == .applied)
        expectMarkup(page, "|")
        #expect(page.perform(.undo) == .unchanged)
        #expect(!page.canUndo)
    }

    @Test func redoReappliesInOrder() {
        var page = assertKeys("|", Self.typing("Dear friend"), "Dear friend|")
        page.perform(.undo)
        page.perform(.undo)
        #expect(page.canRedo)
        #expect(page.perform(.redo) == .applied)
        expectMarkup(page, "Dear |")
        #expect(page.perform(.redo) == .applied)
        expectMarkup(page, "Dear friend|")
        #expect(page.perform(.redo) == .unchanged)
        #expect(!page.canRedo)
    }

    @Test func aNewEditClearsRedo() {
        var page = assertKeys("|", Self.typing("Dear friend"), "Dear friend|")
        page.perform(.undo)
        expectMarkup(page, "Dear |")
        page.perform(.insert("S"))
        #expect(!page.canRedo)
        #expect(page.perform(.redo) == .unchanged)
        expectMarkup(page, "Dear S|")
        // And "S" starts a word of its own.
        page.perform(.undo)
        expectMarkup(page, "Dear |")
    }

    @Test func backspaceRunIsOneStep() {
        var page = assertKeys("Dear friend|", Array(repeating: .deleteBackward, count: 6), "Dear |")
        #expect(page.perform(.undo) == .applied)
        expectMarkup(page, "Dear friend|")
        #expect(!page.canUndo)
    }

    @Test func deleteRunIsOneStep() {
        var page = assertKeys("Dear |friend", Array(repeating: .deleteForward, count: 6), "Dear |")
        page.perform(.undo)
        expectMarkup(page, "Dear |friend")
        #expect(!page.canUndo)
    }

    @Test func backspaceRunAcrossParagraphsIsOneStep() {
        // "b", the newline, then "a": still one run of Backspace.
        var page = assertKeys("a\nb|", Array(repeating: .deleteBackward, count: 3), "|")
        #expect(page.perform(.undo) == .applied)
        expectMarkup(page, "a\nb|")
        #expect(!page.canUndo)
        #expect(page.perform(.redo) == .applied)
        expectMarkup(page, "|")
    }

    @Test func deleteRunAcrossParagraphsIsOneStep() {
        var page = assertKeys("x|a\nb", Array(repeating: .deleteForward, count: 3), "x|")
        #expect(page.perform(.undo) == .applied)
        expectMarkup(page, "x|a\nb")
        #expect(!page.canUndo)
    }

    @Test func movingEndsAGroup() {
        var page = makePage("|")
        page.perform(.insert("a"))
        page.perform(.insert("b"))
        page.move(.left)
        page.perform(.insert("c"))
        expectMarkup(page, "ac|b")
        page.perform(.undo)
        expectMarkup(page, "a|b")
        page.perform(.undo)
        expectMarkup(page, "|")
    }

    @Test func typingAfterUndoStartsANewStep() {
        // "ab" was ended by moving; "c" undone; "d" must not reopen the "ab" step.
        var page = makePage("|")
        page.perform(.insert("a"))
        page.perform(.insert("b"))
        page.move(.left)
        page.move(.right)
        page.perform(.insert("c"))
        page.perform(.undo)
        expectMarkup(page, "ab|")
        page.perform(.insert("d"))
        expectMarkup(page, "abd|")
        page.perform(.undo)
        expectMarkup(page, "ab|")
        page.perform(.undo)
        expectMarkup(page, "|")
    }

    @Test func undoRestoresTheSelection() {
        var page = assertKeys("Dear [Sam|,", [.insert("X")], "Dear X|,")
        page.perform(.undo)
        expectMarkup(page, "Dear [Sam|,")
        page.perform(.redo)
        expectMarkup(page, "Dear X|,")
    }

    @Test func undoEnterAndPaste() {
        var page = assertKeys("Dear Sam,|", [.newline, .paste("Hello\nthere")], "Dear Sam,\nHello\nthere|")
        page.perform(.undo)
        expectMarkup(page, "Dear Sam,\n|")
        page.perform(.undo)
        expectMarkup(page, "Dear Sam,|")
    }

    @Test func undoATrimmedPaste() {
        var page = makePage("ab|yz", paper: sheet(1, 10))
        guard case .trimmed = page.perform(.paste("cdefghijklmn")) else {
            Issue.record("the paste should have been cut")
            return
        }
        expectMarkup(page, "abcdefgh|yz")
        page.perform(.undo)
        expectMarkup(page, "ab|yz")
        page.perform(.redo)
        expectMarkup(page, "abcdefgh|yz")
    }

    @Test func undoKeepsClustersExact() {
        // The accent joined "e"; undo gives back the bare "e", not a look-alike.
        var page = assertKeys("cafe|", [.insert("\u{301}")], "cafe\u{301}|")
        page.perform(.undo)
        expectMarkup(page, "cafe|")
        #expect(Exact(page.text) == Exact("cafe"))
    }

    /// A letter opened on a paper smaller than it, trimmed, then the trim undone:
    /// the earlier text was accepted once and comes back whole, over the page or
    /// not; redo trims it again.
    @Test func undoAfterTrimmingAnOverFullLetterRestoresIt() {
        let over = "one\ntwo\nthree\nfour\nfive"
        var page = makePage("|" + over, paper: sheet(3, 20))
        #expect(page.linesOver == 2)
        page.selectAll()
        #expect(page.perform(.deleteBackward) == .applied)
        expectMarkup(page, "|")
        #expect(page.perform(.undo) == .applied)
        #expect(page.text == over)
        #expect(page.linesOver == 2)
        #expect(page.perform(.redo) == .applied)
        expectMarkup(page, "|")
        #expect(page.perform(.undo) == .applied)
        #expect(page.text == over)
    }

    /// The same over several steps: trimming line by line, then undoing each.
    @Test func undoEveryTrimStepOfAnOverFullLetter() {
        var page = makePage("one\ntwo\nthree\nfour|", paper: sheet(2, 20))
        for _ in 0..<3 {
            page.move(.lineStart)
            #expect(page.perform(.deleteBackward) == .applied)
        }
        #expect(page.lineCount == 1)
        while page.canUndo { #expect(page.perform(.undo) == .applied) }
        #expect(page.text == "one\ntwo\nthree\nfour")
        while page.canRedo { #expect(page.perform(.redo) == .applied) }
        #expect(page.lineCount == 1)
    }

    /// Typing a regional indicator before a run of flags pairs every indicator
    /// after it afresh, as far as the run goes: the change reaches to the run's
    /// end, and undo gives back the very flags that were there.
    @Test func undoAfterAnIndicatorRepairsAFarRunOfFlags() {
        let flags = "\u{1F1F0}\u{1F1F7}\u{1F1EF}\u{1F1F5}\u{1F1FA}\u{1F1F8}\u{1F1EB}\u{1F1F7}"
        var page = makePage("Hi |" + flags + " ok", paper: sheet(3, 40))
        let before = page.document
        #expect(page.perform(.insert("\u{1F1E9}")) == .applied)
        #expect(page.document == Document(page.text, columns: 40))
        #expect(page.document.paragraphs[0].characters.count == before.paragraphs[0].characters.count + 1)
        #expect(page.perform(.undo) == .applied)
        #expect(page.document == before)
        #expect(page.document.paragraphs[0].characters.map { Exact(String($0)) } == before.paragraphs[0].characters.map { Exact(String($0)) })
        expectMarkup(page, "Hi |" + flags + " ok")
        #expect(page.perform(.redo) == .applied)
        #expect(page.document == Document(page.text, columns: 40))
    }

    /// Letters and accents typed one key at a time still undo as one word.
    @Test func typingWithCombiningAccentsIsOneStepPerWord() {
        var page = assertKeys("|", Self.typing("cafe") + [.insert("\u{301}"), .insert(" "), .insert("ole")], "cafe\u{301} ole|")
        page.perform(.undo)
        expectMarkup(page, "cafe\u{301} |")
        page.perform(.undo)
        expectMarkup(page, "|")
        #expect(!page.canUndo)
    }

    /// The history's memory bound: a thousand steps in one 20,000-character
    /// paragraph hold their own characters, not a thousand paragraph copies.
    @Test func aThousandStepsInALongParagraphHoldLittle() {
        let long = String(repeating: "Dear friend, 안녕하세요 ", count: 20_000 / 18 + 1).prefix(20_000)
        var page = Page(paper: .manuscript, text: String(long), cursor: Position(paragraph: 0, offset: 10_000))
        for step in 0..<1_000 {
            for key in "w\(step % 10) " { page.perform(.insert(String(key))) }
        }
        #expect(page.history.undoStack.count == 1_000)
        let bytes = page.history.bytesHeld
        #expect(bytes < 20 * 1_048_576, "the history holds \(bytes) bytes")
        // Each step holds its word: a few characters, not the paragraph.
        #expect(page.history.undoStack.allSatisfy { $0.change.old.isEmpty && $0.change.new.count == 3 })
        for _ in 0..<1_000 { page.perform(.undo) }
        #expect(page.text == String(long))
        #expect(page.cursor == Position(paragraph: 0, offset: 10_000))
    }
}
