/// Find and replace on the page: each replacement passes the one gate like
/// any edit, so one that would push the letter past its last line is
/// refused and counted while the pass goes on.
///
/// The replacement takes the ink of the match's first character: a word
/// replaced inside bold text stays bold, and one that started plain is
/// plain, whatever ink the rest of the match had.
extension Page {
    /// Moves `run` to its next match and selects it (the cursor at its end,
    /// where Find puts it). Nil when the pass is over; the page is then left
    /// as it is.
    @discardableResult
    public mutating func nextMatch(in run: inout ReplaceRun) -> Range<Position>? {
        guard let found = run.advance(in: document) else { return nil }
        select(found)
        return found
    }

    /// Replaces `run`'s current match, as its own undo step.
    /// `.applied`, or `.refused` when the page has no room for it (counted
    /// in the run); `.unchanged` without a current match.
    @discardableResult
    public mutating func replaceCurrent(in run: inout ReplaceRun) -> EditOutcome {
        guard let range = run.current else { return .unchanged }
        let paragraph = range.lowerBound.paragraph
        let length = document.paragraphs[paragraph].characters.count
        let outcome = submit(proposal(for: replacing(range, in: run)), kind: .other, typed: "")
        switch outcome {
        case .applied:
            run.replaced(range, endingAt: cursor, delta: document.paragraphs[paragraph].characters.count - length)
        default:
            run.refusedOne(range)
        }
        return outcome
    }

    /// Replaces the current match and every one after it in the pass, as
    /// one undo step: one Undo gives back the letter as it was before.
    /// Those the page has no room for are counted in the run and left.
    public mutating func replaceRest(in run: inout ReplaceRun) {
        let before = document
        let cursorBefore = cursor
        let anchorBefore = anchor
        var touched: ClosedRange<Int>?
        var match = run.current ?? run.advance(in: document)
        while let range = match {
            let paragraph = range.lowerBound.paragraph
            let length = document.paragraphs[paragraph].characters.count
            switch admit(proposal(for: replacing(range, in: run))) {
            case .success(let admitted):
                make(admitted)
                run.replaced(range, endingAt: cursor, delta: document.paragraphs[paragraph].characters.count - length)
                touched = touched.map { min($0.lowerBound, paragraph)...max($0.upperBound, paragraph) }
                    ?? paragraph...paragraph
            case .failure:
                run.refusedOne(range)
            }
            match = run.advance(in: document)
        }
        guard let touched else {
            cursor = cursorBefore
            anchor = anchorBefore
            return
        }
        pendingInk = nil
        history.record(
            History.Entry(
                change: Page.change(from: before, to: document, paragraphs: touched),
                cursorBefore: cursorBefore, anchorBefore: anchorBefore, cursorAfter: cursor, kind: .other,
                lastTyped: nil))
    }

    /// The edit that puts `run`'s replacement over `range`, in the ink of
    /// the range's first character.
    private func replacing(_ range: Range<Position>, in run: ReplaceRun) -> Edit {
        Edit(
            start: range.lowerBound, end: range.upperBound, text: run.replacement,
            ink: document.ink(at: range.lowerBound))
    }

    /// The one change that takes `old` to `new`, which differ only inside
    /// `paragraphs` and have the same paragraphs (a replacement makes no
    /// break): the paragraphs' characters and ink, less what both share at
    /// either end, so the step holds only the changed middle.
    private static func change(from old: Document, to new: Document, paragraphs: ClosedRange<Int>) -> TextChange {
        func styled(_ document: Document) -> StyledText {
            let start = Position(paragraph: paragraphs.lowerBound, offset: 0)
            let end = Position(
                paragraph: paragraphs.upperBound,
                offset: document.paragraphs[paragraphs.upperBound].characters.count)
            return StyledText(document.characters(from: start, to: end), runs: document.runs(from: start, to: end))
        }
        let was = styled(old)
        let now = styled(new)
        func same(_ left: Int, _ right: Int) -> Bool {
            was.characters[left] == now.characters[right] && was.ink(at: left) == now.ink(at: right)
        }
        var head = 0
        while head < was.count, head < now.count, same(head, head) { head += 1 }
        var tail = 0
        while tail < was.count - head, tail < now.count - head, same(was.count - 1 - tail, now.count - 1 - tail) {
            tail += 1
        }
        let taken = was.slice(head..<(was.count - tail))
        let put = now.slice(head..<(now.count - tail))
        return TextChange(
            start: TextChange.end(
                of: Array(was.characters[..<head]), from: Position(paragraph: paragraphs.lowerBound, offset: 0)),
            old: taken.characters, new: put.characters, oldRuns: taken.runs, newRuns: put.runs)
    }
}
