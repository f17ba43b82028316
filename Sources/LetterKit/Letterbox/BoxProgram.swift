/// The letterbox as a `Program`: `BoxState` changed by `BoxAction`s, drawn
/// whole by `render(_:_:)` (the terminal writes only the cells that differ).
public enum BoxProgram: Program {
    public typealias State = BoxState
    public typealias Msg = BoxAction
    public typealias Effect = BoxEffect

    /// The letterbox has no use for a click, a pause or the time.
    public static func message(for input: ScreenInput, in state: BoxState) -> BoxAction? {
        switch input {
        case .key(let key): .key(key)
        case .paste(let text): .paste(text)
        case .scroll(let rows): .scroll(rows: rows)
        case .resize(let size): .resize(rows: size.rows, columns: size.columns)
        case .click, .idle, .tick: nil
        }
    }

    public static func update(_ state: inout BoxState, _ message: BoxAction) -> [BoxEffect] {
        LetterKit.update(&state, message)
    }

    public static func makeRenderer() -> WholeFrameRenderer<BoxState> { WholeFrameRenderer(LetterKit.render) }
}
