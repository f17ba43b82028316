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
        var text = ""
        var filePaper: Paper?
        if let file {
            do {
                let letter = try LoadedLetter.load(path: file)
                text = letter.body
                filePaper = letter.paper
            } catch LetterFileError.notFound {
                // A new letter: created on first save.
            } catch {
                fail(Failure(message: error.description))
            }
        }
        let paper = try paperOptions.resolve(base: filePaper ?? .default)
        var state = EditorState(page: Page(paper: paper, text: text), path: file, suggestedName: suggestedName())
        state.page.move(.documentStart)

        do {
            try Terminal.start()
        } catch {
            fail(Failure(message: error.description))
        }
        SignalWatch.install()
        let session = EditorSession(
            state: state, colorsAllowed: getenv("NO_COLOR").map { $0.pointee == 0 } ?? true, saver: saveLetter)
        let signal = session.run()
        Terminal.stop()
        if let signal {
            StandardError.write("letter: stopped by signal \(signal)\n")
            throw ExitCode(128 + signal)
        }
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
