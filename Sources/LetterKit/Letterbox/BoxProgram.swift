/// The letterbox as a `Program`: `BoxState` changed by `BoxMsg`s, drawn
/// whole by `render(_:_:)` (the terminal writes only the cells that differ).
public enum BoxProgram: Program {
    public typealias State = BoxState
    public typealias Msg = BoxMsg
    public typealias Effect = BoxEffect

    /// The letterbox has no use for a click, a drag, a pause or the time.
    public static func message(for input: ScreenInput) -> BoxMsg? {
        switch input {
        case .click, .drag, .doubleClick, .idle, .tick: nil
        default: .input(input)
        }
    }

    public static func wantsIdle(_ state: BoxState) -> Bool { false }

    public static func update(_ state: inout BoxState, _ message: BoxMsg) -> [BoxEffect] {
        state.handle(message)
    }

    public static func makeRenderer() -> WholeFrameRenderer<BoxState> { WholeFrameRenderer(LetterKit.render) }
}
