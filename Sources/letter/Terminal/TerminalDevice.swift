@preconcurrency import CNcurses
import LetterKit

/// The terminal as the `Runner` uses it: input events in, frames out.
///
/// A protocol so the runner can be driven without a terminal: the tests give
/// it a scripted device (keys in, frames kept), the program gives it
/// `CursesDevice`.
@MainActor
protocol TerminalDevice: AnyObject {
    /// The terminal's size now.
    var size: TerminalSize { get }
    /// Colours the terminal has (0 without colour): pictures follow it.
    var colorCount: Int { get }
    /// The next event; nil when none came in the wait (a quarter of a
    /// second), or at once without `waiting`.
    func next(waiting: Bool) -> InputEvent?
    /// The next event, waiting no longer than `milliseconds` (when given and
    /// shorter than the usual wait): the screen has a frame due then.
    func next(waiting: Bool, atMost milliseconds: Int32?) -> InputEvent?
    /// Draws `frame`: the `changes` a renderer reports, after scrolling the
    /// terminal as it did.
    func draw(_ frame: Frame, changes: [(row: Int, columns: Range<Int>)], scroll: (rows: Range<Int>, by: Int)?)
    /// Forgets what is on screen, so the next frame is drawn whole.
    func invalidate()
    /// Drops keys typed before now (they must not answer a question that
    /// was not yet on screen).
    func discardTypeahead()
}

extension TerminalDevice {
    /// A device with no shorter wait of its own waits as usual.
    func next(waiting: Bool, atMost milliseconds: Int32?) -> InputEvent? { next(waiting: waiting) }
}

/// The terminal through ncurses: `KeyTranslator` reads it, `Screen` draws on it.
@MainActor
final class CursesDevice: TerminalDevice {
    /// Replaced when another screen's colours must come back (the letterbox
    /// after the editor made pairs for its paper).
    var screen: Screen
    private let keys = KeyTranslator()

    init(screen: Screen) {
        self.screen = screen
    }

    var size: TerminalSize { screen.size }
    var colorCount: Int { screen.colorCount }

    func next(waiting: Bool) -> InputEvent? { keys.next(waiting: waiting) }

    func next(waiting: Bool, atMost milliseconds: Int32?) -> InputEvent? {
        keys.next(waiting: waiting, atMost: milliseconds)
    }

    func draw(_ frame: Frame, changes: [(row: Int, columns: Range<Int>)], scroll: (rows: Range<Int>, by: Int)?) {
        screen.draw(frame, changes: changes, scroll: scroll)
    }

    func invalidate() { screen.invalidate() }

    func discardTypeahead() { flushinp() }
}
