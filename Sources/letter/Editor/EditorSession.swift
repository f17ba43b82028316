import Glibc
import LetterKit
import LetterPictureFiles

/// The editor on the terminal: `EditorProgram` run by a `Runner`, and the
/// effects it asks for performed here (saves, recovery copies, pictures,
/// attachments).
///
/// Everything that decides anything is in LetterKit's `update` and `render`;
/// this only does what they ask of the world.
@MainActor
final class EditorSession {
    let runner: Runner<EditorProgram>
    /// The terminal, whose screen is made again after the letterbox ran on
    /// it (its colour pairs replaced the paper's).
    let device: CursesDevice
    let colorsAllowed: Bool
    /// How large and wide lines are drawn (`large_type`, resolved).
    let largeType: LargeTypeChoice

    /// The state as it stands (a read; `update` changes it in place).
    var state: EditorState { runner.state }

    /// The state for `StopGuard`'s watcher, which reads it from its own
    /// thread while holding the lock every `update` takes; and for the crash
    /// handler, which reads it through the same pointer (see `Runner`).
    nonisolated var sharedState: SharedEditorState { SharedEditorState(pointer: runner.stateStorage) }
    let storage: LetterStorage
    /// Looks at files and draws pictures (through `letter-pictures`, which
    /// keeps what it drew).
    private let looker = PictureHelper.shared
    /// Checks spelling between keys, finds suggestions, keeps added words.
    let spelling: SpellingWorker
    /// Plays the letter's videos and sounds in the background.
    let player = MediaPlayer()
    /// The message "Send by e-mail" made, until the person answers.
    var pendingMail: PendingMail?
    /// Saves in a letterbox kept in git, committed between keys.
    let commits: SaveCommits

    init(
        state: EditorState, colorsAllowed: Bool, largeType: LargeTypeChoice = .spaced, storage: LetterStorage,
        spelling: SpellingWorker = SpellingWorker(latinDictionary: SpellingLanguage.fallback), box: String? = nil
    ) {
        self.spelling = spelling
        commits = SaveCommits(box: box)
        self.largeType = largeType
        // The paper does not change while the editor runs: its colours are
        // made into colour pairs once.
        let screen = Screen(
            colorsAllowed: colorsAllowed, paperColors: state.page.paper.look.colors, largeType: largeType)
        device = CursesDevice(screen: screen)
        self.colorsAllowed = colorsAllowed
        runner = Runner(state: state, device: device)
        self.storage = storage
        runner.performer = { [unowned self] effect in perform(effect) }
        // The deliberate crash the tests may ask for (see `TestTrap`); nil in use.
        if let trap = TestTrap.armed {
            let pointer = runner.stateStorage
            runner.intercept = { event in
                if case .key(TestTrap.key) = event { trap.fire(holding: pointer) }
                return false
            }
        }
    }

    /// Runs until the user quits or a signal arrives; returns that signal, if any.
    /// `early` are the effects of updates made before the session (the
    /// pictures of the letter opened, to draw). `finishing` lays out the rest
    /// of a long letter once its first part is on screen, before the first
    /// key is read.
    func run(performingFirst early: [Effect] = [], thenOpening finishing: EditorReply? = nil) -> Int32? {
        runner.start(performingFirst: early)
        // Keys typed before an opening question was on screen must not answer it.
        if case .choose = state.mode { runner.device.discardTypeahead() }
        return runner.run(thenSending: finishing.map(EditorMsg.reply))
    }

    private func perform(_ effect: Effect) {
        switch effect {
        case .save(let request):
            let result = storage.save(request)
            runner.send(.reply(.saveFinished(result)))
            // In a synced box the save is committed too, once no key waits;
            // a failing git is a line on the status row, the save stands.
            if case .saved(let path) = result, commits.saved(path) {
                runner.whenIdle("commit") { [unowned self] in
                    commits.commitPending().map { .reply(.notify(.notCommitted(reason: $0))) }
                }
            }
        case .quit:
            // A quit the user chose (saved, or "discard") dismisses the copy.
            storage.removeRecoveryCopy()
            runner.quit()
        case .removeCopy(let path):
            if let problem = storage.removeCopy(at: path) {
                runner.send(.reply(.notify(.copyNotRemoved(path: path, reason: problem))))
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
            runner.send(.reply(.pathCompleted(text: text, candidates: candidates)))
        case .lookAtAttachment(let typed):
            let path = TypedPath.absolute(typed, home: TypedPath.home(), workingFolder: TypedPath.workingFolder())
            runner.send(.reply(.attachmentLooked(path: path, looker.facts(at: path, decoding: true))))
        case .lookAtPictures(let requests):
            // Drawn one at a time while no key waits, so a keystroke never
            // waits on a decode; asked twice before it is drawn, a block is
            // drawn once.
            for request in requests {
                runner.whenIdle(request) { [unowned self] in
                    let look = looker.look(for: request, colors: PictureColors(terminalColors: runner.device.colorCount))
                    return .reply(.picturesLooked([PictureLooked(mark: request.mark, look: look)]))
                }
            }
        case .copyAttachments(let request):
            runner.send(.reply(.attachmentsCopied(AttachmentCopier.copy(request))))
        case .writeRecoveryCopy(let letter):
            storage.writeRecoveryCopy(letter)
        case .setTerminalClipboard(let text):
            Terminal.setClipboard(text)
        case .export(let request):
            runner.send(.reply(.exportFinished(export(request))))
        case .print:
            runner.send(.reply(.printFinished(printLetter())))
        case .prepareMail:
            runner.send(.reply(.mailPrepared(prepareMail())))
        case .sendMail:
            runner.send(.reply(.mailSent(sendMail())))
        case .openBox:
            openBox()
        case .listPapers:
            runner.send(.reply(.papersListed(papers())))
        case .listTemplates:
            runner.send(.reply(listTemplates()))
        case .listStickers:
            runner.send(.reply(listStickers()))
        case .writeStickers(let folder, let files):
            runner.send(.reply(writeStickers(files, folder: folder)))
        case .drawStickers(let requests):
            drawStickers(requests)
        case .openTemplate(let name):
            openTemplate(named: name)
        case .checkSpelling(let requests):
            // Between keys, as pictures are: a keystroke never waits on a check.
            runner.whenIdle("spelling") { [unowned self] in .reply(spelling.check(requests)) }
        case .suggestSpelling(let target):
            runner.send(.reply(spelling.suggest(target)))
        case .addToDictionary(let word):
            runner.send(.reply(spelling.add(word)))
        case .usePaper(let paper):
            // The colour pairs were made for the paper the editor opened on.
            device.screen = Screen(colorsAllowed: colorsAllowed, paperColors: paper.look.colors, largeType: largeType)
        case .readToday:
            runner.send(.reply(.todayRead(CalendarDay.today())))
        case .readTodayForEnvelope(let thenSave):
            runner.send(.reply(.todayReadForEnvelope(CalendarDay.today(), thenSave: thenSave)))
        case .play(let request):
            if let failed = player.play(request) { runner.send(.reply(failed)) }
        case .stopPlaying:
            player.stop()
        case .checkPlayer:
            if let ended = player.check() { runner.send(.reply(ended)) }
        }
    }
}
