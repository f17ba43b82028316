import ArgumentParser
import Glibc
import LetterKit

/// `letter [FILE]`: the editor.
struct Edit: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Open the editor on a letter (the default command).",
        discussion: "With no FILE, starts a new letter on the default paper. A FILE that does not exist yet is created on first save.")

    @Argument(help: "The letter to open; created on first save if it does not exist.") var file: String?
    @OptionGroup var paperOptions: PaperOptions

    func run() throws {
        // ArgumentParser calls `run` on the main thread; curses must stay there.
        try MainActor.assumeIsolated { try runEditor() }
    }

    @MainActor
    private func runEditor() throws {
        let shelf = PaperShelf(folders: .standard())
        let settings: LetterSettings
        do { settings = try shelf.settings() } catch { fail(Failure(message: error.message)) }
        var loaded: LoadedLetter?
        if let file {
            do {
                loaded = try LoadedLetter.load(path: file, papers: shelf.catalog(forRecordedName:))
            } catch LetterFileError.notFound {
                // A new letter: created on first save.
            } catch {
                fail(Failure(message: error.message(path: file)))
            }
        }
        // The editor never opens on a broken paper file: it is fixed first.
        if case .brokenPaper(let message)? = loaded?.paperProblem, !paperOptions.nameWholePaper {
            fail(Failure(message: message))
        }
        let paper = resolvePaper(options: paperOptions, shelf: shelf) { () throws(PaperFileError) -> Paper in
            if let paper = loaded?.paper { return paper }
            return try shelf.defaultPaper()
        }
        let body = loaded?.body ?? ""
        let ink = file.map(LetterFile.carriesInk) ?? true
        // A long letter shows its first part at once; the rest follows the first paint.
        let openingPart = LetterFile.openingPart(of: body)
        let pictures = loaded?.pictureReading() ?? PictureReading(letterAt: file)
        var state = EditorState(
            page: Page(paper: paper, body: openingPart ?? body, ink: ink, pictures: pictures), path: file,
            suggestedName: suggestedName(), pictureFacts: pictures.facts, envelope: loaded?.file.envelope ?? Envelope())
        // What these first updates ask of the program (the pictures to draw)
        // is done once the session runs.
        var early: [Effect] = []
        if let problem = loaded?.paperProblem {
            early += update(&state, .notify(.paperUnreadable(reason: problem.description, using: paper.name)))
        } else if let loaded, loaded.paperLookIsDefault, paperOptions.paper == nil {
            early += update(&state, .notify(.paperLookUnknown(name: loaded.paper?.name ?? paper.name)))
        }
        if let file = loaded?.file, file.hadMixedLineEndings {
            early += update(&state, .notify(.mixedLineEndings(found: file.mixedLineEndings, chosen: file.lineEnding)))
        }
        do {
            try Terminal.start()
        } catch {
            fail(Failure(message: error.description))
        }
        // Only once the editor really starts: the recovery folder is made here.
        let storage = LetterStorage(loaded: loaded, path: file, paper: paper)
        SignalWatch.install()
        early += update(&state, .ask([storage.lockOrAsk(), storage.recoveryQuestion()].compactMap { $0 }))
        let session = EditorSession(state: state, colorsAllowed: Edit.colorsAllowed(settings: settings), storage: storage)
        EmergencyRescue.armForCrashes(session: session, storage: storage)
        let signal = session.run(
            performingFirst: early, thenOpening: openingPart == nil ? nil : .finishOpening(body: body, ink: ink))
        Terminal.stop()
        defer {
            storage.close()
            CrashGuard.disarm()
        }
        guard let signal else { return }
        // Stopped by a signal: whatever is unsaved goes to an emergency copy first.
        StandardError.write(EmergencyRescue.keepUnsaved(of: session.state, in: storage, cause: "stopped by signal \(signal)"))
        storage.close()
        throw ExitCode(128 + signal)
    }

    /// Whether the editor may use colour: not when `NO_COLOR` is set (to
    /// anything but the empty string, as no-color.org asks), which beats
    /// `color = "auto"`, nor when the settings say `color = "never"`.
    static func colorsAllowed(
        settings: LetterSettings, noColor: String? = getenv("NO_COLOR").map { String(cString: $0) }
    ) -> Bool {
        if let noColor, !noColor.isEmpty { return false }
        return settings.color != .never
    }

    /// A name for a new letter that does not clash with a file here.
    private func suggestedName() -> String {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let stem = "letter-\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))"
        var name = stem + ".letter"
        var number = 2
        while access(name, F_OK) == 0 {
            name = "\(stem)-\(number).letter"
            number += 1
        }
        return name
    }
}
