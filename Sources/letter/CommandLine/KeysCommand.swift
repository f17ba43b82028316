import ArgumentParser
import LetterKit

/// `letter keys`: every mode's keys as config.toml sets them.
struct KeysCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keys",
        abstract: tr("List the keys of every mode, as config.toml sets them."),
        discussion: tr("Lists each mode's commands and their keys: the profile config.toml chooses (keys = \"micro\", the default, or \"nano\") with the bindings of its [keys] tables over it. A command's name is what [keys] binds: save = \"Ctrl-W\" in [keys] for writing, trash = \"x\" in [keys.box] for the letterbox. With --mode, lists that mode alone.\nExit status: 0 when listed, 1 when the list cannot be written, 2 when config.toml is broken, 64 when --mode names no mode."))

    @Option(name: .long, help: ArgumentHelp(tr("List only this mode's keys (editor, envelope, find, box, ...).")))
    var mode: String?

    /// The manual's tables for both profiles, of every mode or `--mode`'s
    /// (Scripts/generate-docs writes them into docs/manual/keys.md and
    /// README.md).
    @Flag(name: .long, help: .hidden)
    var markdown = false

    func validate() throws {
        if let mode, KeyMode(rawValue: mode) == nil {
            let modes = KeyMode.allCases.map(\.rawValue).joined(separator: ", ")
            throw ValidationError(
                tr("no mode is called '{mode}'; the modes are {modes}", ["mode": TerminalSafe.escaped(mode), "modes": modes]))
        }
    }

    func run() {
        if markdown {
            emit(KeysListing.markdown(modes: mode.flatMap(KeyMode.init(rawValue:)).map { [$0] } ?? KeyMode.allCases))
            return
        }
        let settings: LetterSettings
        do { settings = try PaperShelf(folders: .standard()).settings() } catch {
            fail(Failure(message: error.message))
        }
        emit(KeysListing.text(settings.bindings, mode: mode.flatMap(KeyMode.init(rawValue:))))
    }
}
