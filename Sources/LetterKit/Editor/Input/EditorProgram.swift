/// The editor as a `Program`: `EditorState` changed by `Command`s, drawn
/// incrementally by `FrameRenderer` (a keystroke redraws the rows it
/// changed, not the screen).
public enum EditorProgram: Program {
    public typealias State = EditorState
    public typealias Msg = Command
    public typealias Effect = LetterKit.Effect

    /// A paste is an edit; a pause is worth a message only while the status
    /// row's figures lag behind the letter.
    public static func message(for input: ScreenInput, in state: EditorState) -> Command? {
        switch input {
        case .key(let key): .key(key)
        case .paste(let text): .edit(.paste(text))
        case .click(let row, let column): .click(row: row, column: column)
        case .scroll(let rows): .scroll(rows: rows)
        case .resize(let size): .resize(rows: size.rows, columns: size.columns)
        case .idle: state.figuresAreBehind ? .idle : nil
        case .tick(let now): .tick(now)
        }
    }

    public static func update(_ state: inout EditorState, _ message: Command) -> [LetterKit.Effect] {
        LetterKit.update(&state, message)
    }

    public static func makeRenderer() -> FrameRenderer { FrameRenderer() }
}
