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
        var loaded: LoadedLetter?
        if let file {
            do {
                loaded = try LoadedLetter.load(path: file)
            } catch LetterFileError.notFound {
                // A new letter: created on first save.
            } catch {
                fail(Failure(message: error.message(path: file)))
            }
        }
        let paper = resolvePaper(options: paperOptions, base: loaded?.paper ?? .default)
        let body = loaded?.body ?? ""
        let ink = file.map(LetterFile.carriesInk) ?? true
        // A long letter shows its first part at once; the rest follows the first paint.
        let openingPart = LetterFile.openingPart(of: body)
        let pictures = loaded?.pictureReading() ?? PictureReading(letterAt: file)
        var state = EditorState(
            page: Page(paper: paper, body: openingPart ?? body, ink: ink, pictures: pictures), path: file,
            suggestedName: suggestedName(), pictureFacts: pictures.facts)
        // What these first updates ask of the program (the pictures to draw)
        // is done once the session runs.
        var early: [Effect] = []
        if let problem = loaded?.paperProblem {
            early += update(&state, .notify(.paperUnreadable(reason: problem.description, using: paper.name)))
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
        let session = EditorSession(
            state: state, colorsAllowed: getenv("NO_COLOR").map { $0.pointee == 0 } ?? true, storage: storage)
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
