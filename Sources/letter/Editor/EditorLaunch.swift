import Glibc
import LetterKit

/// Runs the editor on its letters until it quits, and returns: what `letter
/// FILE…` does, and what the letterbox does when a letter is opened.
///
/// The terminal is handed over cleanly both ways. When nobody holds it, the
/// editor takes it and gives it back as it found it. When the letterbox
/// already holds it (curses running, its signal and crash handlers in
/// place), the editor draws on it, keeps its letter safe from a crash while
/// it runs, and leaves it to the letterbox, which draws its list anew.
///
/// Limitations: stopped by a signal, the editor writes its emergency copy
/// and gives the terminal back even when the letterbox held it: the process
/// is ending, and the line saying where the letter went must be readable.
@MainActor
enum EditorLaunch {
    /// How a run ended.
    struct Outcome {
        /// Where the letters were when the editor quit: their files, or
        /// where new letters were first saved; a new letter never saved has
        /// none. The first letter's first.
        var paths: [String]
        /// The signal that stopped the editor, if one did; the terminal is
        /// then given back and the emergency line written.
        var signal: Int32?

        /// Where the first letter was, as `letter box` reads it back.
        var path: String? { paths.first }
    }

    /// Opens `file` as `run(files:)` opens the first of its files.
    static func run(
        file: String?, paper request: PaperRequest = PaperRequest(), newLetterFolder: String? = nil,
        template: LoadedLetter? = nil, box: String? = nil
    ) throws(Failure) -> Outcome {
        try run(files: file.map { [$0] } ?? [], paper: request, newLetterFolder: newLetterFolder, template: template, box: box)
    }

    /// Opens `files` (a new letter when there are none, or the first is not
    /// there yet) on the paper the options and each file say, the first
    /// written in and the others beside it. A new letter is offered a name
    /// in `newLetterFolder`, else in the letterbox. Fails, before the
    /// terminal is touched, on a file that cannot be read or a paper that
    /// cannot be used.
    ///
    /// With `template`, the new letter starts as that letter (its paper,
    /// envelope, body, ink and pictures), to be saved at the first file or
    /// named on first save: the template is read, never written.
    ///
    /// `box` is the letterbox whose saves are committed when it is a git
    /// repository (the settings' box when nil).
    static func run(
        files: [String], paper request: PaperRequest = PaperRequest(), newLetterFolder: String? = nil,
        template: LoadedLetter? = nil, box: String? = nil
    ) throws(Failure) -> Outcome {
        let opening = try LetterOpening(box: box)
        let first = try opening.read(
            file: files.first, paper: request, newLetterFolder: newLetterFolder, template: template)
        var others: [OpeningLetter] = []
        for file in files.dropFirst() { others.append(try opening.read(file: file, paper: request)) }
        let ownsTerminal = !Terminal.isStarted
        if ownsTerminal {
            do { try Terminal.start() } catch { throw Failure(message: error.description) }
            SignalWatch.install()
        }
        // Only once the editor really starts: the recovery folder is made here.
        let started = first.started()
        let desk = DeskSession(
            first: started, opening: opening, colorsAllowed: Edit.colorsAllowed(settings: opening.settings),
            largeType: opening.settings.largeType.resolved(in: largeTypeEnvironment()))
        for other in others {
            // The same file named twice is open once.
            if let file = other.file, desk.openID(of: file) != nil { continue }
            desk.add(other.started(), show: false)
        }
        EmergencyRescue.arm(desk: desk)
        let signal = desk.run(performingFirst: started.early, thenOpening: started.finishing)
        // Stopped by a signal, the letters still open keep their players
        // running until here; their copies come first, git waits for a sync.
        for session in desk.sessions.values { session.player.stop() }
        let paths = desk.closedPaths + desk.sessions.values.compactMap { $0.storage.path }
        defer {
            for session in desk.sessions.values { session.storage.close() }
            EmergencyRescue.disarm()
            if ownsTerminal { CrashGuard.disarm() }
        }
        if ownsTerminal || signal != nil { Terminal.stop() }
        if ownsTerminal, signal == nil, let notCommitted = desk.notCommitted {
            StandardError.say(tr("Saved, but not committed to the letterbox's git: {reason}", ["reason": notCommitted]))
        }
        if let signal {
            // Stopped by a signal: whatever is unsaved goes to emergency copies first.
            StandardError.write(
                EmergencyRescue.keepUnsaved(
                    of: desk.runner.state, copies: desk.copies, cause: tr("stopped by signal {signal}", ["signal": signal])))
        }
        return Outcome(paths: paths, signal: signal)
    }

    /// The variables `large_type = "auto"` reads (`LargeTypeChoice.resolved(in:)`).
    private static func largeTypeEnvironment() -> [String: String] {
        var environment: [String: String] = [:]
        for name in ["KITTY_WINDOW_ID", "XTERM_VERSION", "TMUX", "STY"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return environment
    }
}
