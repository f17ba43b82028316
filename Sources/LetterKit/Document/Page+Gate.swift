/// The page-capacity gate: the one function every change to the letter passes
/// before it is made.
///
/// Typing, deleting, pasting, a change of ink, attaching a picture, changing
/// its height, undo and redo each arrive as a `Replacement`; `admit(_:)`
/// counts the lines it would leave and says yes or why not, and only what it
/// admits can be made (`commit` and `replay` take an `Admitted`, which
/// nothing else constructs). What differs between kinds of change is only the
/// wording of a refusal, read from the replacement's `origin`.
extension Page {
    /// Replacing the text between `start` and `end` with `text`.
    public struct Edit: Hashable, Sendable {
        public var start: Position
        public var end: Position
        public var text: String
        /// The ink the new characters take (typing's), unless `runs` gives it
        /// character by character (a styled paste).
        public var ink: Ink = .plain
        public var runs: [StyleRun]?

        public init(start: Position, end: Position, text: String, ink: Ink = .plain, runs: [StyleRun]? = nil) {
            self.start = start
            self.end = end
            self.text = text
            self.ink = ink
            self.runs = runs
        }

        public init(inserting text: String, at position: Position) {
            self.init(start: position, end: position, text: text)
        }
    }

    /// A replacement the gate let through: the only thing the page makes.
    struct Admitted {
        let replacement: Replacement
        fileprivate init(_ replacement: Replacement) { self.replacement = replacement }
    }

    /// Whether the page could take `edit`, and the line count it would leave.
    ///
    /// Accepted when the letter would have at most `paper.lines` lines, or no more
    /// lines than it has now. The refusal names the case: a newline at the very
    /// end of the letter is `.trailingNewline`, any other newline `.newLine`, and
    /// text that would soft-wrap past the last line `.wrap`.
    public func check(_ edit: Edit) -> Result<Int, EditRefusal> {
        admit(proposal(for: edit)).map { document.lineCount(after: $0.replacement) }
    }

    /// The one gate.
    ///
    /// A change is admitted when the letter would have at most `paper.lines`
    /// lines after it, or no more lines than it has now (so a letter opened on
    /// a smaller paper can still be trimmed). Undo and redo are admitted
    /// whatever they leave: they restore a state the page has held, every one
    /// of which was admitted once, and checking them again would strand a user
    /// who trimmed a letter opened on a smaller paper (the text before the
    /// trim is longer than the page).
    ///
    /// The replacement is taken, not borrowed: the admitted value is made of
    /// it without copying its arrays (a copy and a release of seven arrays
    /// on every key otherwise).
    func admit(_ replacement: consuming Replacement) -> Result<Admitted, EditRefusal> {
        if case .history = replacement.origin { return .success(Admitted(replacement)) }
        if replacement.joinsSticker { return .failure(.wouldJoinSticker) }
        let current = document.lineCount
        let proposed = current + replacement.lineCountDelta
        if proposed <= paper.lines || proposed <= current { return .success(Admitted(replacement)) }
        switch replacement.origin {
        case .text(let reason):
            return .failure(.wouldOverflow(reason: reason, lines: proposed, limit: paper.lines))
        case .picture:
            return .failure(.pictureNeedsLines(lines: proposed - current, left: max(0, paper.lines - current)))
        case .ink, .history:
            // Ink has no width, so this cannot happen; were it to, the text
            // would have wrapped past the page.
            return .failure(.wouldOverflow(reason: .wrap, lines: proposed, limit: paper.lines))
        }
    }

    /// `edit` made ready for the gate, with the reason a refusal would give.
    func proposal(for edit: Edit) -> Replacement {
        let start = document.clamped(min(edit.start, edit.end))
        let end = document.clamped(max(edit.start, edit.end))
        var replacement = document.proposal(replacing: start, end, with: edit.text, ink: edit.ink, runs: edit.runs)
        replacement.origin = .text(reason(for: edit))
        return replacement
    }

    private func reason(for edit: Edit) -> OverflowReason {
        guard edit.text.contains(where: \.isParagraphBreak) else { return .wrap }
        let atEnd = max(edit.start, edit.end) == document.end
        let onlyNewlines = edit.text.allSatisfy(\.isParagraphBreak)
        return atEnd && onlyNewlines ? .trailingNewline : .newLine
    }

    /// Passes `replacement` through the gate and makes it, recorded for undo.
    mutating func submit(_ replacement: Replacement, kind: History.Kind, typed: String) -> EditOutcome {
        switch admit(replacement) {
        case .failure(let refusal):
            return .refused(refusal)
        case .success(let admitted):
            commit(admitted, kind: kind, typed: typed)
            return .applied
        }
    }

    /// Makes an admitted change and records it for undo.
    mutating func commit(_ admitted: Admitted, kind: History.Kind, typed: String) {
        let entry = History.Entry(
            change: admitted.replacement.change,
            cursorBefore: cursor, anchorBefore: anchor,
            cursorAfter: admitted.replacement.cursorAfter,
            // Typing is one character: its first is its last, found without
            // walking the string back from its end.
            kind: kind, lastTyped: kind == .typing ? typed.first : typed.last)
        pendingInk = nil
        make(admitted)
        history.record(entry)
    }

    /// Makes an admitted change: the document takes it, the cursor goes where
    /// it says, the selection ends.
    mutating func make(_ admitted: Admitted) {
        document.apply(admitted.replacement)
        cursor = admitted.replacement.cursorAfter
        anchor = nil
        goalColumn = nil
        document.indexLines(through: cursor.paragraph)
    }
}
