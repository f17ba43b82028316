/// The letters open together, as one value: each keeps its whole editor
/// (paper, cursor, selection, undo history, envelope, messages); one is
/// written in, and perhaps a second is shown beside it.
///
/// Representation: the ids in the order the letters were opened, the states
/// of the letters not written in beside them, and the one written in apart
/// (`current`), by index; the one beside it by id. Ids are the shell's: it
/// keeps each letter's file (lock, shape, recovery copy) under the same id,
/// so a reply that comes back after the letters moved still finds its own.
///
/// Limitations: side by side, both letters are drawn in the colours of the
/// paper being written on (the terminal holds one paper's colour pairs).
public struct DeskState: Sendable {
    /// The letter being written in, held apart from the others: a key
    /// reaches it in place, as it reached the editor alone, never through
    /// an array (whose subscript was measured to copy the whole letter,
    /// every field retained, on every key).
    public internal(set) var current: EditorState
    /// Every letter's id, in the order opened.
    public internal(set) var ids: [Int]
    /// Every letter's state by the same index, but the one written in: its
    /// slot is nil while it is `current`.
    var others: [EditorState?]
    /// The index of the letter being written in.
    public internal(set) var active: Int
    /// The id of the letter shown beside the active one; nil for one letter
    /// on the screen.
    public internal(set) var partner: Int?
    /// The id of the letter written in before the active one: Alt-V shows
    /// it beside (the letter being answered beside the answer).
    var previous: Int?
    /// Quitting several letters: how the rest are closed.
    var quitting: Quitting?
    /// The whole terminal, as the last resize gave it.
    public internal(set) var terminal = TerminalSize(rows: 24, columns: 80)

    /// How a quit of several letters goes on from one letter to the next.
    enum Quitting: Hashable, Sendable {
        /// Each modified letter asks its own quit question.
        case oneByOne
        /// Each modified letter is saved (a new one asks its name).
        case savingAll
    }

    /// A desk holding `first` alone, under the shell's `id`.
    public init(first: EditorState, id: Int) {
        current = first
        ids = [id]
        others = [nil]
        active = 0
    }

    /// How many letters are open.
    public var count: Int { ids.count }

    /// The id of the letter being written in.
    public var currentID: Int { ids[active] }

    /// The index of the letter with `id`, if it is open.
    public func index(of id: Int) -> Int? {
        ids.firstIndex(of: id)
    }

    /// The state of the letter at `index` (a copy: not for every key).
    public func state(at index: Int) -> EditorState {
        index == active ? current : others[index] ?? current
    }

    /// Every letter open, in order (copies: not for every key).
    public var letters: [DeskLetter] {
        ids.indices.map { DeskLetter(id: ids[$0], state: state(at: $0)) }
    }

    /// Changes the letter at `index` in place (one not written in is moved
    /// out of its slot and back, never copied).
    mutating func change<Result>(_ index: Int, _ body: (inout EditorState) -> Result) -> Result? {
        if index == active { return body(&current) }
        guard var state = others[index].take() else { return nil }
        let result = body(&state)
        others[index] = state
        return result
    }

    /// The index of the letter shown beside the one written in, if one is.
    /// Asked on every key: no array is made for it.
    var besideIndex: Int? {
        guard let partner, let other = index(of: partner), other != active else { return nil }
        return other
    }

    /// The letters shown, left to right, with the columns each takes: one
    /// over the whole terminal, or two halves with a rule between them.
    public var shown: [(index: Int, columns: Range<Int>)] {
        guard let other = besideIndex else { return [(active, 0..<terminal.columns)] }
        let (left, right) = other < active ? (other, active) : (active, other)
        let half = (terminal.columns - 1) / 2
        return [(left, 0..<half), (right, (half + 1)..<terminal.columns)]
    }

    /// The terminal size a letter shown in `columns` is told.
    func size(for columns: Range<Int>) -> TerminalSize {
        TerminalSize(rows: terminal.rows, columns: columns.count)
    }

    /// The columns needed to show `first` and `second` side by side, each
    /// sheet whole.
    static func sideBySideWidth(_ first: Paper, _ second: Paper) -> Int {
        PaperLayout.framedWidth(of: first) + 1 + PaperLayout.framedWidth(of: second)
    }

}

/// One letter on the desk: its editor, under the shell's id.
public struct DeskLetter: Sendable {
    public let id: Int
    public let state: EditorState
}
