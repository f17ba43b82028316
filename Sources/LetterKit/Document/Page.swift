/// A letter on its paper: the text, the cursor, the selection and the undo history.
///
/// Every change to the letter goes through one gate, `admit(_:)` (see
/// `Page+Gate.swift`), which lays out the proposed text and accepts it only if
/// it fits the paper, or is no longer than the letter already is (so a letter
/// opened on a smaller paper can be trimmed). Typing, Enter, deleting,
/// pasting, ink, pictures, undo and redo all pass through it.
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

    // MARK: Edits

    /// Makes one edit through the gate and records it for undo.
    @discardableResult
    public mutating func perform(_ command: EditCommand) -> EditOutcome {
        switch command {
        case .insert(let typed):
            let text = Document.withoutPictureMarks(typed)
            return insert(text, kind: Self.isOneCharacter(text) ? .typing : .other)
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
        case .insertWhole(let styled):
            return insertWhole(styled)
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
        case .setSize(let size):
            return setSize(size)
        case .stick(let sticker):
            return stick(sticker)
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
        switch admit(proposal(for: edit)) {
        case .failure(let refusal):
            return .refused(refusal)
        case .success(let admitted):
            if text.isEmpty, admitted.replacement.change.old == admitted.replacement.change.new {
                // A deletion that gives back what is there (a break beside a
                // picture comes straight back): nothing to undo, the cursor moves.
                cursor = kind == .deletingForward ? range.upperBound : admitted.replacement.cursorAfter
                anchor = nil
                goalColumn = nil
                document.indexLines(through: cursor.paragraph)
                return .unchanged
            }
            commit(admitted, kind: kind, typed: text)
            return .applied
        }
    }

}

extension Page {
    /// True when `text` is one character and not a newline: typing. Asked by
    /// walking at most two characters (counting them all, and then looking
    /// for a newline, each went through the text's graphemes).
    static func isOneCharacter(_ text: String) -> Bool {
        var characters = text.makeIterator()
        guard let first = characters.next(), !first.isParagraphBreak else { return false }
        return characters.next() == nil
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
    /// Text with its ink put in whole, or refused when it does not fit: never
    /// cut (half a signature is worse than none).
    case insertWhole(StyledText)
    /// A change of ink: to the selection, or to what is typed next.
    case ink(InkChange)
    case undo
    case redo
    /// A picture or attachment put in at the cursor, `lines` tall.
    case attach(PictureSource, lines: Int)
    /// The picture at the cursor made taller (positive) or shorter.
    case resizePicture(by: Int)
    /// The line at the cursor (every line of the selection) set large, wide
    /// or normal (`TypeSize`).
    case setSize(TypeSize)
    /// A sticker put in at the cursor (over the selection), as one character.
    case stick(Sticker)
}
