import Glibc
import LetterKit

/// Runs the editor on one letter until it quits, and returns: what `letter
/// FILE` does, and what the letterbox does when a letter is opened.
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
        /// Where the letter was when the editor quit: its file, or where a
        /// new letter was first saved; nil for a new letter never saved.
        var path: String?
        /// The signal that stopped the editor, if one did; the terminal is
        /// then given back and the emergency line written.
        var signal: Int32?
    }

    /// Opens `file` (a new letter when nil or not there yet) on the paper the
    /// options and the file say. A new letter is offered a name in
    /// `newLetterFolder`, else in the letterbox. Fails, before the terminal
    /// is touched, on a file that cannot be read or a paper that cannot be used.
    ///
    /// With `template`, the new letter starts as that letter (its paper,
    /// envelope, body, ink and pictures), to be saved at `file` or named on
    /// first save: the template is read, never written.
    ///
    /// `box` is the letterbox whose saves are committed when it is a git
    /// repository (the settings' box when nil).
    static func run(
        file: String?, paper request: PaperRequest = PaperRequest(), newLetterFolder: String? = nil,
        template: LoadedLetter? = nil, box: String? = nil
    ) throws(Failure) -> Outcome {
        let folders = StationeryFolders.standard()
        let shelf = PaperShelf(folders: folders)
        let settings: LetterSettings
        do { settings = try shelf.settings() } catch { throw Failure(message: error.message) }
        // A template's stamp is of its own file: the new letter has none on disk yet.
        var loaded: LoadedLetter? = template.map { var start = $0; start.stamp = nil; return start }
        if template == nil, let file {
            do {
                loaded = try LoadedLetter.load(path: file, papers: shelf.catalog(forRecordedName:))
            } catch LetterFileError.notFound {
                // A new letter: created on first save.
            } catch {
                throw Failure(message: error.message(path: file))
            }
        }
        // The editor never opens on a broken paper file: it is fixed first.
        if case .brokenPaper(let message)? = loaded?.paperProblem, !request.nameWholePaper {
            throw Failure(message: message)
        }
        let paper: Paper
        do {
            paper = try request.resolve(for: loaded, shelf: shelf)
        } catch {
            throw Failure(message: error.description)
        }
        let body = loaded?.body ?? ""
        let ink = file.map(LetterFile.carriesInk) ?? true
        // A long letter shows its first part at once; the rest follows the first paint.
        let openingPart = LetterFile.openingPart(of: body)
        let pictures = loaded?.pictureReading() ?? PictureReading(letterAt: file)
        // `letter` alone writes into the letterbox, where `letter box` finds it;
        // without a home for the box, into the current folder.
        let newLetterFolder = file == nil ? newLetterFolder ?? (try? BoxFolder.chosen(settings: settings)) : nil
        var state = EditorState(
            page: Page(paper: paper, body: openingPart ?? body, ink: ink, pictures: pictures), path: file,
            suggestedName: suggestedName(in: newLetterFolder), pictureFacts: pictures.facts,
            envelope: loaded?.file.envelope ?? Envelope(), copiesToTerminal: Edit.copiesToTerminal(settings: settings),
            keymaps: EditorKeymaps(settings.bindings),
            signature: SignatureFile.signature(settings: settings, folders: folders),
            letterDate: LetterDate(
                language: DateLanguage.of(
                    declared: loaded?.file.frontMatter?.value(for: "lang"),
                    locale: getenv("LANG").map { String(cString: $0) }),
                format: settings.dateFormat),
            marksSpelling: settings.spell)
        state.animatesPictures = settings.animate
        // What these first updates ask of the program (the pictures to draw)
        // is done once the session runs.
        var early: [Effect] = []
        if let problem = loaded?.paperProblem {
            early += update(&state, .notify(.paperUnreadable(reason: problem, using: paper.name)))
        } else if let loaded, loaded.paperLookIsDefault, request.paper == nil {
            early += update(&state, .notify(.paperLookUnknown(name: loaded.paper?.name ?? paper.name)))
        }
        if let file = loaded?.file, file.hadMixedLineEndings {
            early += update(&state, .notify(.mixedLineEndings(found: file.mixedLineEndings, chosen: file.lineEnding)))
        }
        let ownsTerminal = !Terminal.isStarted
        if ownsTerminal {
            do { try Terminal.start() } catch { throw Failure(message: error.description) }
            SignalWatch.install()
        }
        // Only once the editor really starts: the recovery folder is made here.
        let storage = LetterStorage(loaded: loaded, path: file, paper: paper)
        storage.newLetterFolder = newLetterFolder
        early += update(&state, .ask([storage.lockOrAsk(), storage.recoveryQuestion()].compactMap { $0 }))
        let latin = SpellingLanguage.latinDictionary(
            override: nil, declared: loaded?.declaredLanguage, locale: getenv("LANG").map { String(cString: $0) })
        let session = EditorSession(
            state: state, colorsAllowed: Edit.colorsAllowed(settings: settings),
            largeType: settings.largeType.resolved(in: largeTypeEnvironment()), storage: storage,
            spelling: SpellingWorker(latinDictionary: latin),
            box: box ?? (try? BoxFolder.chosen(settings: settings)))
        session.player.configured = settings.player
        EmergencyRescue.arm(session: session, storage: storage)
        let signal = session.run(
            performingFirst: early, thenOpening: openingPart == nil ? nil : .finishOpening(body: body, ink: ink))
        // Quit or stopped by a signal: the player goes with the editor.
        session.player.stop()
        // A save made just before quitting had no turn between keys; stopped
        // by a signal, the emergency copy comes first and git waits for a sync.
        let notCommitted = signal == nil ? session.commits.commitPending() : nil
        defer {
            storage.close()
            EmergencyRescue.disarm()
            if ownsTerminal { CrashGuard.disarm() }
        }
        if ownsTerminal || signal != nil { Terminal.stop() }
        if ownsTerminal, let notCommitted {
            StandardError.say(tr("Saved, but not committed to the letterbox's git: {reason}", ["reason": notCommitted]))
        }
        if let signal {
            // Stopped by a signal: whatever is unsaved goes to an emergency copy first.
            StandardError.write(
                EmergencyRescue.keepUnsaved(of: session.state, in: storage, cause: tr("stopped by signal {signal}", ["signal": signal])))
        }
        return Outcome(path: session.state.path, signal: signal)
    }

    /// A name for a new letter, in `folder` (the current one when nil), that
    /// does not clash with a file there: the day's date, then -2, -3, … A
    /// missing folder clashes with nothing.
    private static func suggestedName(in folder: String?) -> String {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let stem = "letter-\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))"
        // The date is the whole name: nothing typed reaches it, so it stays in the folder.
        func path(_ name: String) -> String { folder.map { Paths.joined($0, name) } ?? name }
        var name = path(stem + ".letter")
        var number = 2
        while access(name, F_OK) == 0 {
            name = path("\(stem)-\(number).letter")
            number += 1
        }
        return name
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
