/// A letter on its paper: the text, the cursor, the selection and the undo history.
///
/// Every change to the text goes through one gate, `check(_:)`, which lays out the
/// proposed text and accepts it only if it fits the paper, or is no longer than
/// the letter already is (so a letter opened on a smaller paper can be trimmed).
/// Typing, Enter, deleting, pasting, undo and redo all pass through it.
///
/// Representation: a `Document` of wrapped paragraphs, a cursor `Position`, an
/// optional selection anchor, and a `History` of character changes.
public struct Page: Sendable {
    /// The sheet the letter is written on.
    public let paper: Paper
    /// The text, wrapped to the paper's width.
    public internal(set) var document: Document
    /// Where typing goes.
    public internal(set) var cursor: Position
    /// The other end of the selection, if one is being made.
    public internal(set) var anchor: Position?
    /// The column (in cells) up and down aim for, kept across consecutive moves.
    public internal(set) var goalColumn: Int?
    var history = History()
    /// The source lines of a Markdown body as read, so paragraphs saved
    /// unchanged are written as they were (see `MarkdownSources`).
    public internal(set) var markdownSources = MarkdownSources.none
    /// The ink asked for (Alt-B with no selection, …) for what is typed next;
    /// forgotten when the cursor moves.
    public internal(set) var pendingInk: Ink?

    /// A page holding `text` (newlines split paragraphs) with the cursor at
    /// `cursor`, or at the start.
    public init(paper: Paper, text: String = "", cursor: Position = .start) {
        self.paper = paper
        self.document = Document(text, columns: paper.columns)
        self.cursor = document.clamped(cursor)
    }

    /// A page holding styled paragraphs (a `.letter` or `.md` read from
    /// Markdown), the cursor at the start.
    public init(paper: Paper, styled: [StyledText]) {
        self.paper = paper
        self.document = Document(styled: styled, columns: paper.columns)
        self.cursor = .start
    }

    /// The letter's text, paragraphs joined by "\n".
    public var text: String { document.text }

    /// Visual lines the letter takes.
    public var lineCount: Int { document.lineCount }

    /// Lines past the bottom of the paper (0 when the letter fits).
    public var linesOver: Int { max(0, lineCount - paper.lines) }

    /// The selected range, ordered, when a non-empty selection exists.
    public var selection: Range<Position>? {
        guard let anchor, anchor != cursor else { return nil }
        return min(anchor, cursor)..<max(anchor, cursor)
    }

    /// The selected text, if any.
    public var selectedText: String? {
        selection.map { document.text(from: $0.lowerBound, to: $0.upperBound) }
    }

    public var canUndo: Bool { !history.undoStack.isEmpty }
    public var canRedo: Bool { !history.redoStack.isEmpty }

    /// Names the text as it stands along this page's history: undoing or
    /// redoing back to a version gives back exactly that text.
    public var version: UInt64 { history.version }

    /// Ends the current undo step, so the next edit starts a new one (a save
    /// point: typing after a save is not merged into the word before it).
    public mutating func sealHistory() { history.sealed = true }

    // MARK: The gate

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

    /// The one gate: lays out `edit` and says whether the page can take it.
    ///
    /// Accepted when the letter would have at most `paper.lines` lines, or no more
    /// lines than it has now. The refusal names the case: a newline at the very
    /// end of the letter is `.trailingNewline`, any other newline `.newLine`, and
    /// text that would soft-wrap past the last line `.wrap`.
    public func check(_ edit: Edit) -> Result<Int, EditRefusal> {
        let replacement = proposal(for: edit)
        return check(replacement, reason: reason(for: edit)).map { _ in document.lineCount(after: replacement) }
    }

    func proposal(for edit: Edit) -> Replacement {
        let start = document.clamped(min(edit.start, edit.end))
        let end = document.clamped(max(edit.start, edit.end))
        return document.proposal(replacing: start, end, with: edit.text, ink: edit.ink, runs: edit.runs)
    }

    func reason(for edit: Edit) -> OverflowReason {
        guard edit.text.contains(where: \.isParagraphBreak) else { return .wrap }
        let atEnd = max(edit.start, edit.end) == document.end
        let onlyNewlines = edit.text.allSatisfy(\.isParagraphBreak)
        return atEnd && onlyNewlines ? .trailingNewline : .newLine
    }

    func check(_ replacement: Replacement, reason: OverflowReason) -> Result<Replacement, EditRefusal> {
        let proposed = document.lineCount(after: replacement)
        if proposed <= paper.lines || proposed <= document.lineCount {
            return .success(replacement)
        }
        return .failure(.wouldOverflow(reason: reason, lines: proposed, limit: paper.lines))
    }

    // MARK: Edits

    /// Makes one edit through the gate and records it for undo.
    @discardableResult
    public mutating func perform(_ command: EditCommand) -> EditOutcome {
        switch command {
        case .insert(let typed):
            let text = Document.withoutPictureMarks(typed)
            return insert(text, kind: text.count == 1 && !text.contains(where: \.isParagraphBreak) ? .typing : .other)
        case .newline:
            return insert("\n", kind: .other)
        case .deleteBackward:
            if let selection { return replace(selection, with: "", kind: .other) }
            guard cursor > .start else { return .unchanged }
            return replace(position(before: cursor)..<cursor, with: "", kind: .deletingBackward)
        case .deleteForward:
            if let selection { return replace(selection, with: "", kind: .other) }
            guard cursor < document.end else { return .unchanged }
            return replace(cursor..<position(after: cursor), with: "", kind: .deletingForward)
        case .deleteWordBackward:
            if let selection { return replace(selection, with: "", kind: .other) }
            guard cursor > .start else { return .unchanged }
            return replace(wordStart(before: cursor)..<cursor, with: "", kind: .other)
        case .deleteWordForward:
            if let selection { return replace(selection, with: "", kind: .other) }
            guard cursor < document.end else { return .unchanged }
            return replace(cursor..<wordEnd(after: cursor), with: "", kind: .other)
        case .paste(let text):
            return paste(StyledText(Document.withoutPictureMarks(text)))
        case .pasteStyled(let styled):
            return paste(styled)
        case .ink(let change):
            return ink(change)
        case .undo:
            return undo()
        case .redo:
            return redo()
        case .attach(let source, let lines):
            return attach(source, lines: lines)
        case .resizePicture(let delta):
            return resizePicture(by: delta)
        }
    }

    private mutating func insert(_ text: String, kind: History.Kind) -> EditOutcome {
        let range = selection ?? cursor..<cursor
        return replace(range, with: text, ink: insertionInk(at: range.lowerBound), kind: selection == nil ? kind : .other)
    }

    private mutating func replace(_ range: Range<Position>, with text: String, ink: Ink = .plain, kind: History.Kind)
        -> EditOutcome
    {
        let edit = Edit(start: range.lowerBound, end: range.upperBound, text: text, ink: ink)
        switch check(proposal(for: edit), reason: reason(for: edit)) {
        case .failure(let refusal):
            return .refused(refusal)
        case .success(let replacement):
            if text.isEmpty, replacement.change.old == replacement.change.new {
                // A deletion that gives back what is there (a break beside a
                // picture comes straight back): nothing to undo, the cursor moves.
                cursor = kind == .deletingForward ? range.upperBound : replacement.cursorAfter
                anchor = nil
                goalColumn = nil
                document.indexLines(through: cursor.paragraph)
                return .unchanged
            }
            commit(replacement, kind: kind, typed: text)
            return .applied
        }
    }

    /// Inserts the longest prefix of `styled` (in whole graphemes) that fits,
    /// with its ink.
    private mutating func paste(_ styled: StyledText) -> EditOutcome {
        let text = styled.string
        guard !text.isEmpty else { return .unchanged }
        let range = selection ?? cursor..<cursor
        let characters = styled.characters
        let whole = Edit(start: range.lowerBound, end: range.upperBound, text: text, runs: styled.runs)
        let wholeReason = reason(for: whole)
        switch check(proposal(for: whole), reason: wholeReason) {
        case .success(let replacement):
            commit(replacement, kind: .other, typed: text)
            return .applied
        case .failure(let refusal):
            // The line count mostly grows with the prefix, so bisection finds a
            // fitting prefix quickly. It is not strictly monotonic: a prefix that
            // ends mid-word glues onto the word after the cursor and can wrap
            // where a longer prefix ending in a space would not. That effect
            // reaches about a line, so the prefixes up to two lines past the
            // bisection's answer are tried one by one. Every candidate passes the
            // gate.
            var fits = 0
            var tooLong = characters.count
            var best: Replacement?
            func attempt(_ length: Int) -> Replacement? {
                let candidate = Edit(
                    start: range.lowerBound, end: range.upperBound, text: String(characters[..<length]),
                    runs: Document.runs(styled.runs, in: 0..<length))
                if case .success(let replacement) = check(proposal(for: candidate), reason: .wrap) {
                    return replacement
                }
                return nil
            }
            while tooLong - fits > 1 {
                let middle = (fits + tooLong) / 2
                if let replacement = attempt(middle) {
                    fits = middle
                    best = replacement
                } else {
                    tooLong = middle
                }
            }
            let window = min(characters.count - 1, fits + 2 * paper.columns + 2)
            if window > fits {
                for length in stride(from: window, to: fits, by: -1) {
                    if let replacement = attempt(length) {
                        fits = length
                        best = replacement
                        break
                    }
                }
            }
            if best == nil {
                let empty = Edit(start: range.lowerBound, end: range.upperBound, text: "")
                if range.isEmpty == false, case .success(let replacement) = check(proposal(for: empty), reason: .wrap) {
                    best = replacement
                }
            }
            let leftOut = Array(characters[fits...])
            // A newline at the cut only ends the last line that fit; it is not a
            // line of the text left out.
            let leftOutText = leftOut.first?.isParagraphBreak == true ? leftOut.dropFirst() : leftOut[...]
            let leftOutLines = leftOutText.isEmpty ? 0 : Document(String(leftOutText), columns: paper.columns).lineCount
            let report = PasteReport(
                insertedCharacters: fits, leftOutCharacters: leftOut.count, leftOutLines: leftOutLines,
                refusal: refusal)
            guard let best else { return .refused(refusal) }
            commit(best, kind: .other, typed: String(characters[..<fits]))
            return .trimmed(report)
        }
    }

    mutating func commit(_ replacement: Replacement, kind: History.Kind, typed: String) {
        let entry = History.Entry(
            change: replacement.change,
            cursorBefore: cursor, anchorBefore: anchor,
            cursorAfter: replacement.cursorAfter,
            kind: kind, lastTyped: typed.last)
        pendingInk = nil
        document.apply(replacement)
        cursor = replacement.cursorAfter
        anchor = nil
        goalColumn = nil
        document.indexLines(through: cursor.paragraph)
        history.record(entry)
    }

    /// Undo and redo restore a state the page has already held, so they pass
    /// the gate unconditionally: every state in the history was accepted once.
    /// (Checking them again would strand a user who trimmed a letter opened on a
    /// smaller paper: the text before the trim is longer than the page.)
    private mutating func undo() -> EditOutcome {
        guard let entry = history.undoStack.popLast() else { return .unchanged }
        document.apply(document.replacement(for: entry.change.inverted, cursorAfter: entry.cursorBefore))
        cursor = entry.cursorBefore
        anchor = entry.anchorBefore
        goalColumn = nil
        document.indexLines(through: cursor.paragraph)
        history.redoStack.append(entry)
        // The step before this one was closed; typing now starts a new one.
        history.sealed = true
        return .applied
    }

    private mutating func redo() -> EditOutcome {
        guard let entry = history.redoStack.popLast() else { return .unchanged }
        document.apply(document.replacement(for: entry.change, cursorAfter: entry.cursorAfter))
        cursor = entry.cursorAfter
        anchor = nil
        goalColumn = nil
        document.indexLines(through: cursor.paragraph)
        history.undoStack.append(entry)
        history.sealed = true
        return .applied
    }
}

/// A document edit, as data: what the keymap produces and `Page.perform` takes.
public enum EditCommand: Hashable, Sendable {
    /// Typed text (one character from the keyboard, or more from an input method).
    case insert(String)
    /// Enter.
    case newline
    case deleteBackward
    case deleteForward
    case deleteWordBackward
    case deleteWordForward
    /// Pasted text: inserted as one edit, cut to what fits. Plain: a paste
    /// from the terminal is text, never markup.
    case paste(String)
    /// Text copied inside the editor, with its ink.
    case pasteStyled(StyledText)
    /// A change of ink: to the selection, or to what is typed next.
    case ink(InkChange)
    case undo
    case redo
    /// A picture or attachment put in at the cursor, `lines` tall.
    case attach(PictureSource, lines: Int)
    /// The picture at the cursor made taller (positive) or shorter.
    case resizePicture(by: Int)
}
