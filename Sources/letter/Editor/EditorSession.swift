import Glibc
import LetterKit
import LetterPictureFiles

/// One letter open in the editor: the effects its `EditorState` asks for
/// performed here (saves, recovery copies, pictures, attachments, spelling,
/// playing), each answer sent back to the same letter through the desk.
///
/// Everything that decides anything is in LetterKit's `update` and `render`;
/// this only does what they ask of the world.
@MainActor
final class EditorSession {
    /// The desk this letter is open on, which runs the terminal.
    unowned let desk: DeskSession
    /// The desk's id for this letter.
    let id: Int

    /// The letter's state as it stands (a read).
    var state: EditorState { desk.state(of: id) ?? desk.runner.state.current }
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

    init(desk: DeskSession, id: Int, storage: LetterStorage, spelling: SpellingWorker, box: String?) {
        self.desk = desk
        self.id = id
        self.storage = storage
        self.spelling = spelling
        commits = SaveCommits(box: box)
    }

    /// Sends the shell's answer to this letter.
    func reply(_ reply: EditorReply) {
        desk.runner.send(.reply(to: id, reply))
    }

    /// Asks for `job` to be done while no key waits, once per `key` of this
    /// letter's; its answer goes to this letter.
    func whenIdle(_ key: AnyHashable, _ job: @escaping () -> EditorReply?) {
        desk.runner.whenIdle(LetterJob(letter: id, job: key)) { [id] in job().map { .reply(to: id, $0) } }
    }

    /// The letter is closed (saved, or left as the person chose): its copy
    /// is dismissed, its player stopped, its lock let go.
    func close() {
        player.stop()
        storage.removeRecoveryCopy()
        storage.close()
    }

    func perform(_ effect: Effect) {
        switch effect {
        case .save(let request):
            let result = storage.save(request)
            reply(.saveFinished(result))
            // In a synced box the save is committed too, once no key waits;
            // a failing git is a line on the status row, the save stands.
            if case .saved(let path) = result, commits.saved(path) {
                whenIdle("commit") { [unowned self] in
                    commits.commitPending().map { .notify(.notCommitted(reason: $0)) }
                }
            }
        case .quit, .desk:
            // Taken by the desk (`DeskProgram`): a closed letter comes here
            // as `close()`.
            break
        case .removeCopy(let path):
            if let problem = storage.removeCopy(at: path) {
                reply(.notify(.copyNotRemoved(path: path, reason: problem)))
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
            reply(.pathCompleted(text: text, candidates: candidates))
        case .lookAtAttachment(let typed):
            let path = TypedPath.absolute(typed, home: TypedPath.home(), workingFolder: TypedPath.workingFolder())
            reply(.attachmentLooked(path: path, looker.facts(at: path, decoding: true)))
        case .lookAtPictures(let requests):
            // Drawn one at a time while no key waits, so a keystroke never
            // waits on a decode; asked twice before it is drawn, a block is
            // drawn once.
            for request in requests {
                whenIdle(request) { [unowned self] in
                    let look = looker.look(for: request, colors: PictureColors(terminalColors: desk.device.colorCount))
                    return .picturesLooked([PictureLooked(mark: request.mark, look: look)])
                }
            }
        case .copyAttachments(let request):
            reply(.attachmentsCopied(AttachmentCopier.copy(request)))
        case .writeRecoveryCopy(let letter):
            storage.writeRecoveryCopy(letter)
        case .setTerminalClipboard(let text):
            Terminal.setClipboard(text)
        case .export(let request):
            reply(.exportFinished(export(request)))
        case .print:
            reply(.printFinished(printLetter()))
        case .prepareMail:
            reply(.mailPrepared(prepareMail()))
        case .sendMail:
            reply(.mailSent(sendMail()))
        case .openBox:
            openBox()
        case .listPapers:
            reply(.papersListed(papers()))
        case .listTemplates:
            reply(listTemplates())
        case .listStickers:
            reply(listStickers())
        case .writeStickers(let folder, let files):
            reply(writeStickers(files, folder: folder))
        case .drawStickers(let requests):
            drawStickers(requests)
        case .openTemplate(let name):
            openTemplate(named: name)
        case .checkSpelling(let requests):
            // Between keys, as pictures are: a keystroke never waits on a check.
            whenIdle("spelling") { [unowned self] in spelling.check(requests) }
        case .suggestSpelling(let target):
            reply(spelling.suggest(target))
        case .addToDictionary(let word):
            reply(spelling.add(word))
        case .usePaper(let paper):
            // The colour pairs are made for the paper written on.
            desk.usePaper(paper)
        case .readToday:
            reply(.todayRead(CalendarDay.today()))
        case .readTodayForEnvelope(let thenSave):
            reply(.todayReadForEnvelope(CalendarDay.today(), thenSave: thenSave))
        case .play(let request):
            if let failed = player.play(request) { reply(failed) }
        case .stopPlaying:
            player.stop()
        case .checkPlayer:
            if let ended = player.check() { reply(ended) }
        }
    }
}

/// A job between keys, told apart by its letter: two letters' pictures of
/// the same request are drawn for each.
private struct LetterJob: Hashable {
    var letter: Int
    var job: AnyHashable
}
