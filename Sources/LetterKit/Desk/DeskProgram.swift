/// The editor as the terminal runs it: the letters open together
/// (`DeskState`), each an `EditorState` changed by its own messages. A key
/// goes to the letter being written in; what a letter asks of the desk
/// (`Effect.desk`) is done here; the rest goes to the shell tagged with the
/// letter's id, so its answer comes back to the same letter.
public enum DeskProgram: Program {
    public typealias State = DeskState
    public typealias Msg = DeskMsg
    public typealias Effect = DeskEffect

    public static func message(for input: ScreenInput) -> DeskMsg? { .input(input) }

    /// The letters on screen whose status rows lag behind. Asked at every
    /// pause: the letter written in is read in place.
    public static func wantsIdle(_ state: DeskState) -> Bool {
        if EditorProgram.wantsIdle(state.current) { return true }
        guard let beside = state.besideIndex else { return false }
        return state.others[beside].map(EditorProgram.wantsIdle) ?? false
    }

    public static func update(_ state: inout DeskState, _ message: DeskMsg) -> [DeskEffect] {
        state.handle(message)
    }

    public static func makeRenderer() -> DeskRenderer { DeskRenderer() }

    /// The soonest frame due of an animated picture on screen.
    public static func wakeTime(_ state: DeskState) -> Duration? {
        let written = state.current.nextFrameTime
        guard let beside = state.besideIndex, let other = state.others[beside]?.nextFrameTime else {
            return written
        }
        return min(written ?? other, other)
    }
}

/// Everything that changes the desk: what the terminal gave, a shell's
/// answer for one letter, and the shell's answers to the desk's own effects.
public enum DeskMsg: Sendable {
    case input(ScreenInput)
    /// The shell's answer to an effect of the letter with this id.
    case reply(to: Int, EditorReply)
    /// The shell opened a letter (`DeskEffect.open`, or another file of the
    /// command line), under this id; written in at once when `show`.
    /// Indirect, so the message every key is made into stays small.
    indirect case opened(id: Int, EditorState, show: Bool)
    /// The shell could not open the file at `path`, for `reason` (its words).
    case notOpened(path: String, reason: String)
    /// The file asked for is the letter with this id, already open.
    case alreadyOpen(id: Int)
}

/// What the shell must do after the desk's update.
public enum DeskEffect: Hashable, Sendable {
    /// An effect of the letter with this id; its answer comes back as
    /// `DeskMsg.reply(to:)` with the same id.
    case letter(Int, Effect)
    /// Open the file at `path` (as typed) as another letter; answer with
    /// `.opened`, `.alreadyOpen` or `.notOpened`.
    case open(path: String)
    /// The letter with this id is closed: its file is let go (lock,
    /// recovery copy), as a quit lets go of it.
    case close(Int)
    /// Every letter is closed: the editor ends.
    case quit
}
