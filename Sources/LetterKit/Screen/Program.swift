/// A screen of the program, as data and pure functions: its state, the
/// messages that change it, the effects it asks the shell for, how it is
/// drawn. The editor and the letterbox are programs; the shell's one
/// `Runner` runs any of them (the Elm / Bubble Tea shape).
///
/// Representation: a type with no values of its own (an enum without
/// cases does), naming the screen's types and its functions, so the runner
/// is generic over it and every call is specialised, never dynamic.
///
/// The contract the runner keeps: input becomes a message through
/// `message(for:)`; every message goes through `update`, in place; the
/// effects it returns are performed in order, their replies sent back as
/// messages; after input the screen is drawn through a `ScreenRenderer`,
/// which may redraw only what changed. A tick that asks for nothing changes
/// nothing on screen, so the runner does not draw after one.
public protocol Program {
    associatedtype State
    associatedtype Msg
    associatedtype Effect
    associatedtype Renderer: ScreenRenderer where Renderer.State == State

    /// The message an input becomes, or nil when the screen has nothing to
    /// do with it (a click a screen ignores). Of the input alone: the state
    /// is not copied to ask, on the path of every key.
    static func message(for input: ScreenInput) -> Msg?

    /// True when a pause in input is worth an `.idle` message (figures that
    /// lag behind); asked only when input pauses. The `.idle` message
    /// changes only what the status row shows, and its effects answer
    /// later (between keys), so the runner draws it with
    /// `ScreenRenderer.renderAfterIdle`.
    static func wantsIdle(_ state: State) -> Bool

    /// The screen's one transition, in place (a keystroke never copies what
    /// the screen holds); returns what the shell must do about it.
    static func update(_ state: inout State, _ message: Msg) -> [Effect]

    /// A renderer for a screen starting to run.
    static func makeRenderer() -> Renderer

    /// The time (the runner's clock, as `.tick` gives it) at which the
    /// screen next changes of itself, a picture's frame; nil when nothing
    /// will until input comes. The runner's wait for input ends then, and
    /// it draws after that tick.
    static func wakeTime(_ state: State) -> Duration?
}

extension Program {
    /// A screen that changes only on input never asks to be woken.
    public static func wakeTime(_ state: State) -> Duration? { nil }
}

/// What the terminal gives a screen, as the runner reads it: one type for
/// every screen, which each program turns into its own message.
public enum ScreenInput: Hashable, Sendable {
    case key(Key)
    /// Text pasted into the terminal (bracketed paste).
    case paste(String)
    /// A mouse click at a terminal cell.
    case click(row: Int, column: Int)
    /// The left button held and moved to a terminal cell since its click.
    case drag(row: Int, column: Int)
    /// A second click on the same cell, soon after the first.
    case doubleClick(row: Int, column: Int)
    /// The wheel: rows to scroll, negative for up.
    case scroll(rows: Int)
    /// The terminal now has this many rows and columns.
    case resize(TerminalSize)
    /// Input has paused and the runner has nothing of its own to do.
    case idle
    /// The time, as the runner's monotonic clock has it since it started:
    /// sent after every input and every pause, so timing is the screen's
    /// policy and tests send made-up times.
    case tick(Duration)

    /// The terminal now has this many rows and columns.
    public static func resize(rows: Int, columns: Int) -> ScreenInput {
        .resize(TerminalSize(rows: rows, columns: columns))
    }
}

/// Turns a screen's state into a `Frame`, and says which rows changed since
/// the last one, so the terminal writes only those.
public protocol ScreenRenderer {
    associatedtype State
    /// Brings the frame up to date with `state` in a terminal of `size`.
    mutating func render(_ state: State, _ size: TerminalSize) -> Frame
    /// The rows the last `render` changed and, in each, the columns outside
    /// which nothing changed.
    var changes: [(row: Int, columns: Range<Int>)] { get }
    /// When the last `render` scrolled rows the terminal can scroll itself:
    /// the rows and by how many (positive: up).
    var scroll: (rows: Range<Int>, by: Int)? { get }
    /// Brings the frame up to date after the program's `.idle` message,
    /// which changes only what the status row shows (see `Program`).
    mutating func renderAfterIdle(_ state: State, _ size: TerminalSize) -> Frame
}

extension ScreenRenderer {
    /// A renderer that knows no cheaper way draws as after any message.
    public mutating func renderAfterIdle(_ state: State, _ size: TerminalSize) -> Frame {
        render(state, size)
    }
}

/// A renderer that draws the whole frame with a pure function and reports
/// every row as changed (the terminal still writes only the cells that
/// differ): for screens whose frames are cheap to make.
public struct WholeFrameRenderer<State>: ScreenRenderer {
    private let draw: (State, TerminalSize) -> Frame
    public private(set) var changes: [(row: Int, columns: Range<Int>)] = []
    public var scroll: (rows: Range<Int>, by: Int)? { nil }

    public init(_ draw: @escaping (State, TerminalSize) -> Frame) {
        self.draw = draw
    }

    public mutating func render(_ state: State, _ size: TerminalSize) -> Frame {
        let frame = draw(state, size)
        changes = frame.rows.indices.map { ($0, 0..<frame.size.columns) }
        return frame
    }
}

extension FrameRenderer: ScreenRenderer {}
