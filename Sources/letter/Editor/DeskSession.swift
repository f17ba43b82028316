import Glibc
import LetterKit

/// The editor on the terminal: `DeskProgram` run by a `Runner`, with one
/// `EditorSession` per letter open doing what that letter asks of the world.
/// Opening another letter (the open prompt, the letterbox, the command
/// line) and closing one are done here.
///
/// Everything that decides anything is in LetterKit's `update` and `render`;
/// this only does what they ask.
@MainActor
final class DeskSession {
    let runner: Runner<DeskProgram>
    /// The terminal, whose screen is made again for the paper written on,
    /// and after the letterbox ran on it (its colour pairs replaced the
    /// paper's).
    let device: CursesDevice
    let colorsAllowed: Bool
    /// How large and wide lines are drawn (`large_type`, resolved).
    let largeType: LargeTypeChoice
    /// Reads the letters opened after the first, as the first was read.
    let opening: LetterOpening
    /// Each letter's file and helpers, by the desk's id.
    private(set) var sessions: [Int: EditorSession] = [:]
    /// What the stop watcher needs of every letter's file.
    let copies = DeskCopies()
    private var nextID = 0

    /// The state for `StopGuard`'s watcher, which reads it from its own
    /// thread while holding the lock every `update` takes; and for the crash
    /// handler, which reads it through the same pointer (see `Runner`).
    nonisolated var sharedState: SharedDeskState { SharedDeskState(pointer: runner.stateStorage) }

    /// A desk holding `first`, read by `opening` (the terminal started).
    init(first: OpenLetter, opening: LetterOpening, colorsAllowed: Bool, largeType: LargeTypeChoice) {
        self.opening = opening
        self.colorsAllowed = colorsAllowed
        self.largeType = largeType
        let screen = Screen(
            colorsAllowed: colorsAllowed, paperColors: first.state.page.paper.look.colors, largeType: largeType)
        device = CursesDevice(screen: screen)
        runner = Runner(state: DeskState(first: first.state, id: 0), device: device)
        nextID = 1
        runner.performer = { [unowned self] effect in perform(effect) }
        register(first, id: 0)
        // The deliberate crash the tests may ask for (see `TestTrap`); nil in use.
        if let trap = TestTrap.armed {
            let pointer = runner.stateStorage
            runner.intercept = { event in
                if case .key(TestTrap.key) = event { trap.fire(holding: pointer) }
                return false
            }
        }
    }

    /// The state of the letter with `id`, if it is open.
    func state(of id: Int) -> EditorState? {
        let desk = runner.state
        return desk.index(of: id).map(desk.state(at:))
    }

    /// Runs until every letter is closed or a signal arrives; returns that
    /// signal, if any. `early` are the effects of the first letter's
    /// updates made before the run (its pictures to draw); `finishing` lays
    /// out the rest of a long first letter once its first part is on screen.
    func run(performingFirst early: [Effect] = [], thenOpening finishing: EditorReply? = nil) -> Int32? {
        runner.start(performingFirst: early.map { .letter(0, $0) })
        // Keys typed before an opening question was on screen must not answer it.
        if case .choose = runner.state.current.mode { runner.device.discardTypeahead() }
        return runner.run(thenSending: finishing.map { .reply(to: 0, $0) })
    }

    /// Adds a letter read by `opening` beside those open; shown at once
    /// unless `show` is false (the later files of the command line).
    func add(_ letter: OpenLetter, show: Bool = true) {
        let id = nextID
        nextID += 1
        register(letter, id: id)
        runner.send(.opened(id: id, letter.state, show: show))
        for effect in letter.early { perform(.letter(id, effect)) }
        if let finishing = letter.finishing { runner.send(.reply(to: id, finishing)) }
    }

    private func register(_ letter: OpenLetter, id: Int) {
        let session = EditorSession(
            desk: self, id: id, storage: letter.storage, spelling: SpellingWorker(latinDictionary: letter.latinDictionary),
            box: opening.box)
        session.player.configured = opening.settings.player
        sessions[id] = session
        copies.set(letter.storage.stopCopies, for: id)
    }

    private func perform(_ effect: DeskEffect) {
        switch effect {
        case .letter(let id, let effect):
            sessions[id]?.perform(effect)
        case .open(let typed):
            open(typed)
        case .close(let id):
            guard let session = sessions[id] else { return }
            session.close()
            if let path = session.storage.path { closedPaths.append(path) }
            // A save made just before closing had no turn between keys.
            if let reason = session.commits.commitPending() { notCommitted = reason }
            sessions[id] = nil
            copies.set(nil, for: id)
        case .quit:
            runner.quit()
        }
    }

    /// The last commit that failed as a letter closed, said once the
    /// terminal is given back.
    private(set) var notCommitted: String?
    /// Where the letters closed so far were, as they closed.
    private(set) var closedPaths: [String] = []

    /// Opens the file typed at the open prompt (or chosen in the
    /// letterbox) beside the letters open; the same file twice switches to it.
    func open(_ typed: String, newLetterFolder: String? = nil) {
        let path = TypedPath.absolute(typed, home: TypedPath.home(), workingFolder: TypedPath.workingFolder())
        if let id = openID(of: path) {
            runner.send(.alreadyOpen(id: id))
            return
        }
        do throws(Failure) {
            add(try opening.read(file: path, newLetterFolder: newLetterFolder).started())
        } catch {
            runner.send(.notOpened(path: typed, reason: error.message))
        }
    }

    /// Starts a new letter beside those open, to be named in `folder` on
    /// its first save (the letterbox's new letter).
    func openNew(in folder: String) {
        do throws(Failure) {
            add(try opening.read(file: nil, newLetterFolder: folder).started())
        } catch {
            runner.send(.notOpened(path: folder, reason: error.message))
        }
    }

    /// The id of the letter open at `path` (the same file by its device and
    /// inode, however it was named), if one is.
    func openID(of path: String) -> Int? {
        guard let wanted = DiskStamp.of(path: path) else { return nil }
        for letter in runner.state.letters {
            guard let open = letter.state.path, let stamp = DiskStamp.of(path: open) else { continue }
            if stamp.device == wanted.device && stamp.inode == wanted.inode { return letter.id }
        }
        return nil
    }

    /// The colour pairs of `paper`, the one written on now.
    func usePaper(_ paper: Paper) {
        device.screen = Screen(colorsAllowed: colorsAllowed, paperColors: paper.look.colors, largeType: largeType)
    }

    /// Takes the terminal back after another screen ran on it (the
    /// letterbox, or the editor of a letter opened from a template): that
    /// screen took the crash and stop handlers with it when it closed, and
    /// its colour pairs replaced the paper's, so both come back and the
    /// letters are drawn whole at the size the terminal has now. False when
    /// a signal stopped the other screen: this editor quits too.
    func resumeAfterNestedScreen(stoppedBy signal: Int32?) -> Bool {
        EmergencyRescue.arm(desk: self)
        if let signal {
            runner.quit(signal: signal)
            return false
        }
        usePaper(runner.state.current.page.paper)
        runner.send(.input(.resize(device.size)))
        return true
    }
}
