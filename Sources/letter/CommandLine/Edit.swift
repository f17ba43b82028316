import ArgumentParser
import Glibc
import LetterKit

/// `letter [FILE]` (`letter open FILE`): the editor. A FILE that is a
/// received message (`.eml`) is made a letter in the box's `Received/`
/// first (`MessageOpening`).
struct Edit: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: tr("Open the editor on a letter (the default command)."),
        discussion: tr("With no FILE, starts a new letter on the default paper. A FILE that does not exist yet is created on first save. A received e-mail message (FILE.eml) is first made a letter in Received/ of the letterbox, and that letter is opened."),
        aliases: ["open"])

    @Argument(help: ArgumentHelp(tr("The letters to open, the first written in; one that does not exist is created on first save.")))
    var files: [String] = []
    @OptionGroup var paperOptions: PaperOptions

    func run() throws {
        Edit.openEditor(files: files, paper: paperOptions.request)
    }

    /// Runs the editor on `file` and exits, as `openEditor(files:)` does.
    static func openEditor(file: String?, paper: PaperRequest, template: LoadedLetter? = nil) -> Never {
        openEditor(files: file.map { [$0] } ?? [], paper: paper, template: template)
    }

    /// Runs the editor on `files` (a new letter when none) and exits: 0
    /// when it quits, 128 + N when a signal N stopped it, 2 (with the
    /// reason) when one cannot open. With `template`, the new letter starts
    /// as that letter (`letter new`).
    static func openEditor(files: [String], paper: PaperRequest, template: LoadedLetter? = nil) -> Never {
        // Called on the main thread (by `main` or ArgumentParser's `run`);
        // curses must stay there.
        let outcome = MainActor.assumeIsolated { () -> Result<Int32?, Failure> in
            do throws(Failure) {
                var files = files
                for (index, file) in files.enumerated() where template == nil && MessageOpening.isMessage(file) {
                    files[index] = try MessageOpening.receive(file)
                }
                return .success(try EditorLaunch.run(files: files, paper: paper, template: template).signal)
            } catch {
                return .failure(error)
            }
        }
        switch outcome {
        case .success(let signal?): Edit.exit(withError: ExitCode(128 + signal))
        case .success(nil):
            // `sync = "on-quit"`: the terminal is the shell's again.
            QuitSync.runIfAsked()
            Edit.exit()
        case .failure(let failure):
            StandardError.say(failure.message)
            Edit.exit(withError: ExitCode(failure.status))
        }
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

    /// Whether copies go to the terminal's clipboard too (OSC 52): as the
    /// settings say, else unless TERM names a terminal known to have none
    /// (the Linux console and its variants, `dumb`). Elsewhere it is on: a
    /// terminal that does not know the sequence ignores it.
    static func copiesToTerminal(
        settings: LetterSettings, term: String? = getenv("TERM").map { String(cString: $0) }
    ) -> Bool {
        switch settings.clipboard {
        case .osc52?: return true
        case .internal?: return false
        case nil:
            guard let term, !term.isEmpty else { return false }
            return term != "dumb" && term != "linux" && !term.hasPrefix("linux-")
        }
    }
}
