/// The editor as a `Program`: `EditorState` changed by `EditorMsg`s, drawn
/// incrementally by `FrameRenderer` (a keystroke redraws the rows it
/// changed, not the screen).
public enum EditorProgram: Program {
    public typealias State = EditorState
    public typealias Msg = EditorMsg
    public typealias Effect = LetterKit.Effect

    public static func message(for input: ScreenInput) -> EditorMsg? { .input(input) }

    /// A pause is worth a message only while the status row's figures lag
    /// behind the letter.
    public static func wantsIdle(_ state: EditorState) -> Bool { state.figuresAreBehind || state.spellingIsBehind }

    public static func update(_ state: inout EditorState, _ message: EditorMsg) -> [LetterKit.Effect] {
        state.handle(message)
    }

    public static func makeRenderer() -> FrameRenderer { FrameRenderer() }

    /// When an animated picture's next frame is due (`PictureAnimations`).
    public static func wakeTime(_ state: EditorState) -> Duration? { state.nextFrameTime }
}
