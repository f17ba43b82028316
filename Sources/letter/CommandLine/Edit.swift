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
        let signal = MainActor.assumeIsolated { () -> Int32? in
            do throws(Failure) {
                return try EditorLaunch.run(file: file, paperOptions: paperOptions).signal
            } catch {
                fail(error)
            }
        }
        if let signal { throw ExitCode(128 + signal) }
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
}
