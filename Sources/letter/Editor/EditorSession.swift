@preconcurrency import CNcurses
import Glibc
import LetterKit
import LetterPictures

/// The editor's main loop: terminal input in, commands through `update`, effects
/// performed, frames drawn.
///
/// Everything that decides anything is in LetterKit's `update` and `render`; this
/// loop only moves values between them and the terminal.
@MainActor
final class EditorSession {
    /// The editor's state, kept where the crash handler can read it even when
    /// the crash comes in the middle of `update`: a stored property under an
    /// `inout` access is locked by Swift's exclusivity checks, and a handler
    /// reading it then dies of "simultaneous access" instead of saving the
    /// letter. A pointer's `pointee` is not checked at run time.
    nonisolated(unsafe) private let stateStorage: UnsafeMutablePointer<EditorState>

    /// The state as it stands (a read; `update` changes it in place).
    var state: EditorState { stateStorage.pointee }

    /// The state for `StopGuard`'s watcher, which reads it from its own
    /// thread while holding the lock every `update` here takes.
    nonisolated var sharedState: SharedEditorState { SharedEditorState(pointer: stateStorage) }
    private let screen: Screen
    /// Keeps the last frame, so a keystroke redraws only the rows it changed.
    private var renderer = FrameRenderer()
    private let keys = KeyTranslator()
    private let storage: LetterStorage
    private var quitting = false
    /// The deliberate crash the tests may ask for (see `TestTrap`); nil in use.
    private let testTrap = TestTrap.armed
    private let clock = ContinuousClock()
    /// When the text last changed, and the revision a recovery copy holds.
    private var lastChange: ContinuousClock.Instant?
    private var seenRevision = 0
    private var copiedRevision = 0
    /// Looks at files and draws pictures, keeping what it drew.
    private var looker = PictureLooker()
    /// Picture blocks LetterKit asked to see, drawn one at a time while no
    /// key is waiting, so a keystroke never waits on a decode.
    private var pictureQueue: [PictureRequest] = []

    /// A recovery copy is written this long after the last change: often enough
    /// that little is lost, seldom enough not to write on every keystroke.
    static let recoveryDelay = Duration.seconds(2)

    init(state: EditorState, colorsAllowed: Bool, storage: LetterStorage) {
        stateStorage = UnsafeMutablePointer<EditorState>.allocate(capacity: 1)
        stateStorage.initialize(to: state)
        // The paper does not change while the editor runs: its colours are
        // made into colour pairs once.
        self.screen = Screen(colorsAllowed: colorsAllowed, paperColors: state.page.paper.look.colors)
        self.storage = storage
        seenRevision = state.revision
        copiedRevision = state.revision
    }

    deinit {
        stateStorage.deinitialize(count: 1)
        stateStorage.deallocate()
    }

    /// Runs until the user quits or a signal arrives; returns that signal, if any.
    /// `early` are the effects of updates made before the session (the
    /// pictures of the letter opened, to draw). `finishing` lays out the rest
    /// of a long letter once its first part is on screen, before the first
    /// key is read.
    func run(performingFirst early: [Effect] = [], thenOpening finishing: Command? = nil) -> Int32? {
        let size = screen.size
        dispatch(.resize(rows: size.rows, columns: size.columns))
        perform(early)
        // Keys typed before an opening question was on screen must not answer it.
        if case .choose = state.mode { flushinp() }
        redraw()
        if let finishing {
            dispatch(finishing)
            redraw()
        }
        while !quitting {
            if let received = SignalWatch.take() { return received }
            keepRecoveryCopy()
            // With pictures to draw, only look for a key that is already there.
            let waiting = pictureQueue.isEmpty
            guard let event = keys.next(waiting: waiting) else {
                if !waiting {
                    lookAtNextPicture()
                } else if state.figuresAreBehind {
                    // Input has paused: let the status row's counters catch up.
                    dispatch(.idle)
                    redraw()
                }
                continue
            }
            switch event {
            case .key(TestTrap.key) where testTrap != nil: testTrap?.fire(holding: stateStorage)
            case .key(let key): dispatch(.key(key))
            case .paste(let text): dispatch(.edit(.paste(text)))
            case .click(let row, let column): dispatch(.click(row: row, column: column))
            case .scroll(let rows): dispatch(.scroll(rows: rows))
            case .resize:
                let size = screen.size
                screen.invalidate()
                dispatch(.resize(rows: size.rows, columns: size.columns))
            }
            if !quitting { redraw() }
        }
        return nil
    }

    /// Brings the screen up to date with the state: the rows that changed.
    private func redraw() {
        let frame = renderer.render(state, screen.size)
        screen.draw(frame, changes: renderer.changes, scroll: renderer.scroll)
    }

    /// Draws the first queued picture block and shows it: one decode at
    /// most, between two keys.
    private func lookAtNextPicture() {
        guard !pictureQueue.isEmpty else { return }
        let request = pictureQueue.removeFirst()
        let look = looker.look(for: request, colors: PictureColors(terminalColors: screen.colorCount))
        dispatch(.picturesLooked([PictureLooked(mark: request.mark, look: look)]))
        if !quitting { redraw() }
    }

    /// Writes a recovery copy once the text has rested for `recoveryDelay`.
    private func keepRecoveryCopy() {
        if state.revision != seenRevision {
            seenRevision = state.revision
            lastChange = clock.now
        }
        guard state.hasUnsavedWork, state.revision != copiedRevision, let lastChange,
            clock.now - lastChange >= EditorSession.recoveryDelay
        else { return }
        storage.writeRecoveryCopy(state.heldLetter)
        copiedRevision = state.revision
    }

    private func dispatch(_ command: Command) {
        let pointer = stateStorage
        // Under the stop watcher's lock: it never reads a state half changed.
        perform(StopGuard.changingState { update(&pointer.pointee, command) })
    }

    private func perform(_ effects: [Effect]) {
        for effect in effects {
            switch effect {
            case .save(let request):
                let result = storage.save(request)
                if case .saved = result { copiedRevision = state.revision }
                dispatch(.saveFinished(result))
            case .quit:
                // A quit the user chose (saved, or "discard") dismisses the copy.
                storage.removeRecoveryCopy()
                quitting = true
            case .removeCopy(let path):
                if let problem = storage.removeCopy(at: path) {
                    dispatch(.notify(.copyNotRemoved(path: path, reason: problem)))
                }
            case .flash:
                // Deliberately nothing: the status row already shows the refusal
                // in the error style. The terminal's own flash would cost more
                // than it says: xterm's has a mandatory 100 ms delay that ncurses
                // sleeps through, so thirty refused keys froze the editor for
                // three seconds, and where there is no flash ncurses beeps.
                break
            case .completePath(let text):
                let candidates = PathCompletion.candidates(
                    for: text, home: TypedPath.home(), workingFolder: TypedPath.workingFolder())
                dispatch(.pathCompleted(text: text, candidates: candidates))
            case .lookAtAttachment(let typed):
                let path = TypedPath.absolute(typed, home: TypedPath.home(), workingFolder: TypedPath.workingFolder())
                dispatch(.attachmentLooked(path: path, looker.facts(at: path, decoding: true)))
            case .lookAtPictures(let requests):
                // Asked twice before it is drawn, a block is drawn once.
                for request in requests where !pictureQueue.contains(request) { pictureQueue.append(request) }
            case .copyAttachments(let request):
                dispatch(.attachmentsCopied(AttachmentCopier.copy(request)))
            }
        }
    }
}
