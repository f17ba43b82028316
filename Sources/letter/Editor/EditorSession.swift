@preconcurrency import CNcurses
import Glibc
import LetterKit

/// The editor's main loop: terminal input in, commands through `update`, effects
/// performed, frames drawn.
///
/// Everything that decides anything is in LetterKit's `update` and `render`; this
/// loop only moves values between them and the terminal.
@MainActor
final class EditorSession {
    private(set) var state: EditorState
    private let screen: Screen
    private let keys = KeyTranslator()
    private let saver: (SaveRequest) -> SaveResult
    private var quitting = false

    init(state: EditorState, colorsAllowed: Bool, saver: @escaping (SaveRequest) -> SaveResult) {
        self.state = state
        self.screen = Screen(colorsAllowed: colorsAllowed)
        self.saver = saver
    }

    /// Runs until the user quits or a signal arrives; returns that signal, if any.
    func run() -> Int32? {
        let size = screen.size
        dispatch(.resize(rows: size.rows, columns: size.columns))
        screen.draw(render(state, screen.size))
        while !quitting {
            if let received = SignalWatch.take() { return received }
            guard let event = keys.next() else { continue }
            switch event {
            case .key(let key): dispatch(.key(key))
            case .paste(let text): dispatch(.edit(.paste(text)))
            case .click(let row, let column): dispatch(.click(row: row, column: column))
            case .scroll(let rows): dispatch(.scroll(rows: rows))
            case .resize:
                let size = screen.size
                screen.invalidate()
                dispatch(.resize(rows: size.rows, columns: size.columns))
            }
            if !quitting { screen.draw(render(state, screen.size)) }
        }
        return nil
    }

    private func dispatch(_ command: Command) {
        let (next, effects) = update(state, command)
        state = next
        for effect in effects {
            switch effect {
            case .save(let request):
                dispatch(.saveFinished(saver(request)))
            case .quit:
                quitting = true
            case .flash:
                flash()
            }
        }
    }
}
