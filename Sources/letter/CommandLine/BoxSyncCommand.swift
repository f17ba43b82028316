import ArgumentParser
import Glibc
import LetterKit

/// `letter box sync [REMOTE]`: the letterbox brought together with a git
/// remote (`BoxSync`).
struct BoxSyncCommand: ParsableCommand {
    static let configuration: CommandConfiguration = {
        var configuration = CommandConfiguration(
        commandName: "sync",
        abstract: tr("Bring the letterbox together with a git remote, so every machine has the same letters."),
        discussion: tr("The box (--box, else `box` in config.toml, else ~/Letters) is kept in a git repository, made on first use; REMOTE is any repository git can reach (a path, ssh or https), remembered as the repository's origin, so later syncs need no REMOTE. A sync commits every change in the box, then fetches, merges and pushes through the git program. A letter changed on both machines keeps both versions: this machine's keeps its name, the other's is put beside it as NAME (HOST).letter, HOST being the machine that made the other side's last sync. A letter's files folder travels with it.\nAn unreachable remote, a merge that cannot be finished or a refused push is one message, and the box is left as it was.\nExit status: 0 when synced, 2 for an error."))
        // Parsed as a root of its own (`LetterCommand.main` says why): its
        // usage still names it as typed.
        configuration._superCommandName = "letter box"
        return configuration
    }()

    @Argument(help: ArgumentHelp(tr("The git repository to sync with; the remembered one when left out."))) var remote: String?
    @Option(help: ArgumentHelp(tr("The letterbox folder."), valueName: "DIR")) var box: String?

    func run() throws {
        let folder: String
        do {
            folder = try BoxFolder.resolve(argument: box, settings: try PaperShelf(folders: .standard()).settings())
        } catch let error as PaperFileError {
            failing(error.message)
        } catch {
            failing(String(describing: error))
        }
        guard let git = ProgramSearch.find("git") else { failing(BoxSyncError.noGit("git").description) }
        var sync = BoxSync(box: folder, git: git)
        do {
            let outcome = try sync.sync(remote: remote)
            try? StandardOutput.writeAll(outcome.lines.map { TerminalSafe.escaped($0) + "\n" }.joined())
        } catch {
            failing(error.description)
        }
    }

    private func failing(_ message: String) -> Never {
        StandardError.say(message)
        Glibc.exit(2)
    }
}
