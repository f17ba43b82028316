import LetterKit
import Testing

/// Drives the editor headlessly: commands go through `update`, the screen comes
/// from `render`, and both are compared as text.
///
/// Representation: the current `EditorState` and a log of every command sent
/// with the effects `update` returned for it. The frame is always rendered at the
/// size the last `.resize` reported, as the shell does.
struct EditorHarness {
    /// Settable so a test can set up what the shell would (e.g. `isReadOnly`).
    var state: EditorState
    /// Every command sent and the effects it produced, in order.
    private(set) var log: [(command: EditorMsg, effects: [Effect])] = []

    /// A letter holding `text` on `paper`, cursor at the start, in a terminal of
    /// `rows` × `columns` (sent as the first command, as the shell does).
    init(
        paper: Paper, text: String = "", path: String? = nil, rows: Int, columns: Int, keymaps: EditorKeymaps = .micro
    ) {
        state = EditorState(page: Page(paper: paper, text: text), path: path, keymaps: keymaps)
        send(.resize(rows: rows, columns: columns))
    }

    /// The small sheet most scenarios use: 3 lines × 20 columns, in a 60-column,
    /// 10-row terminal. Framed and centred: the border's left edge is column 16,
    /// the writing area columns 20–39, writing lines on rows 3–5, status row 9.
    static func smallPaper(text: String = "", path: String? = nil) throws -> EditorHarness {
        EditorHarness(paper: try Paper(lines: 3, columns: 20), text: text, path: path, rows: 10, columns: 60)
    }

    /// The default paper in an 80×24 terminal: writing area columns 8–71, writing
    /// lines on rows 3–20, status row 23.
    static func defaultPaper(text: String = "", path: String? = nil, keymaps: EditorKeymaps = .micro) -> EditorHarness {
        EditorHarness(paper: .letter, text: text, path: path, rows: 24, columns: 80, keymaps: keymaps)
    }

    // MARK: Input

    /// Sends commands through `update`; returns the effects of them all.
    @discardableResult
    mutating func send(_ commands: EditorMsg...) -> [Effect] { send(commands) }

    @discardableResult
    mutating func send(_ commands: [EditorMsg]) -> [Effect] {
        var effects: [Effect] = []
        for command in commands {
            var next = state
            let produced = next.handle(command)
            state = next
            log.append((command, produced))
            effects += produced
        }
        return effects
    }

    /// Presses keys, as the shell reports them.
    @discardableResult
    mutating func press(_ keys: Key...) -> [Effect] { send(keys.map(EditorMsg.key)) }

    /// Input pauses, as the shell reports after a quiet moment: the status
    /// row's counters catch up with the letter.
    mutating func pause() { send(.idle) }

    /// Types `text` one character key at a time.
    @discardableResult
    mutating func type(_ text: String) -> [Effect] { send(text.map { EditorMsg.key(.character($0)) }) }

    // MARK: Output

    /// The screen as `render` draws it at the current terminal size.
    var frame: Frame { render(state, state.terminal) }

    /// The screen as plain text rows, trailing spaces trimmed.
    var screen: [String] { frame.lines }

    /// The whole screen as one string, rows joined by newlines: what a
    /// hand-written picture of the screen is compared with.
    var screenText: String { screen.joined(separator: "\n") }

    /// Where the terminal cursor is drawn, if it is shown.
    var cursor: Spot? { frame.cursor.map { Spot(row: $0.row, column: $0.column) } }

    var titleRow: String { screen[0] }
    var statusRow: String { screen[screen.count - 1] }
    /// The style of the status row (its first cell).
    var statusStyle: Style { frame.rows[frame.rows.count - 1][0].style }

    /// The letter's text.
    var text: String { state.page.text }

    /// The letter's text with `|` where the cursor is, e.g. `"Dear |Ann"`.
    var textWithCursor: String {
        let page = state.page
        var result = ""
        for (index, paragraph) in page.document.paragraphs.enumerated() {
            if index > 0 { result += "\n" }
            for (offset, character) in paragraph.characters.enumerated() {
                if page.cursor == Position(paragraph: index, offset: offset) { result += "|" }
                result.append(character)
            }
            if page.cursor == Position(paragraph: index, offset: paragraph.characters.count) { result += "|" }
        }
        return result
    }

    /// The status message's text and tone, if one is showing.
    var message: EditorState.Message? { state.message }

    /// The text of the cells of `row` drawn in `style`, in order.
    func cells(inRow row: Int, styled style: Style) -> String {
        frame.rows[row].filter { $0.style == style }.map(\.text).joined()
    }

    /// The first save request among `effects`, if any.
    static func saveRequest(in effects: [Effect]) -> SaveRequest? {
        for effect in effects {
            if case .save(let request) = effect { return request }
        }
        return nil
    }
}

/// A terminal cell position, comparable in expectations.
struct Spot: Hashable, CustomStringConvertible {
    var row: Int
    var column: Int

    var description: String { "(row \(row), column \(column))" }
}

extension Frame {
    /// True when no cell holds a C0 control, DEL or C1 control: nothing raw can
    /// reach the terminal from this frame.
    var hasNoControlCharacters: Bool {
        rows.allSatisfy { row in
            row.allSatisfy { cell in
                cell.text.unicodeScalars.allSatisfy { scalar in
                    let value = scalar.value
                    return value >= 0x20 && !(0x7F...0x9F).contains(value)
                }
            }
        }
    }
}
