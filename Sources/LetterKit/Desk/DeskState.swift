/// The letters open together, as one value: each keeps its whole editor
/// (paper, cursor, selection, undo history, envelope, messages); one is
/// written in, and perhaps a second is shown beside it.
///
/// Representation: a plain array in the order the letters were opened, the
/// written one by index, the one beside it by id. Ids are the shell's: it
/// keeps each letter's file (lock, shape, recovery copy) under the same id,
/// so a reply that comes back after the letters moved still finds its own.
///
/// Limitations: side by side, both letters are drawn in the colours of the
/// paper being written on (the terminal holds one paper's colour pairs).
public struct DeskState: Sendable {
    /// The letters open, in the order opened; never empty while the desk runs.
    public internal(set) var letters: [DeskLetter]
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
        letters = [DeskLetter(id: id, state: first)]
        active = 0
    }

    /// The letter being written in.
    public var current: EditorState { letters[active].state }

    /// The id of the letter being written in.
    public var currentID: Int { letters[active].id }

    /// The index of the letter with `id`, if it is open.
    func index(of id: Int) -> Int? {
        letters.firstIndex { $0.id == id }
    }

    /// The letters shown, left to right, with the columns each takes: one
    /// over the whole terminal, or two halves with a rule between them.
    public var shown: [(index: Int, columns: Range<Int>)] {
        guard let partner, let other = index(of: partner), other != active else {
            return [(active, 0..<terminal.columns)]
        }
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

    /// Every letter with unsaved work, in the order opened.
    var modifiedIDs: [Int] {
        letters.filter { $0.state.hasUnsavedWork }.map(\.id)
    }
}

/// One letter on the desk: its editor, under the shell's id.
public struct DeskLetter: Sendable {
    public let id: Int
    public internal(set) var state: EditorState
}
