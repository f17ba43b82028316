import Glibc
import LetterKit

/// `sync = "on-quit"` in config.toml: once the editor or the letterbox
/// screen has quit and the terminal is given back, the box is synced once,
/// as `letter box sync` would, and its lines are printed.
///
/// Why after the terminal is restored: a sync talks to a remote and may take
/// seconds; nobody waits on it while writing, and its line is read on the
/// shell's screen, not lost under curses.
///
/// What fails is one line on standard error and leaves the exit status as
/// the editor's (0 when it quit): the letters are saved, and the sync can be
/// run again with `letter box sync`.
enum QuitSync {
    /// Syncs `box` (else the settings' box) when the settings ask for it;
    /// nothing when they do not, when they cannot be read (the editor said
    /// so when it started) or when the box is not yet a repository with a
    /// remote (`letter box sync REMOTE` makes it one).
    static func runIfAsked(box given: String? = nil) {
        guard let settings = try? PaperShelf(folders: .standard(), warn: { _ in }).settings(), settings.sync == .onQuit
        else { return }
        guard let box = try? given ?? BoxFolder.resolve(argument: nil, settings: settings) else { return }
        // A box never synced has no remote to sync with: on-quit does not
        // say so after every letter.
        guard access(box + "/.git", F_OK) == 0 else { return }
        guard let git = ProgramSearch.find("git") else {
            StandardError.say(BoxSyncError.noGit("git").description)
            return
        }
        var sync = BoxSync(box: box, git: git)
        do {
            let outcome = try sync.sync(remote: nil)
            try? StandardOutput.writeAll(outcome.lines.map { TerminalSafe.escaped($0) + "\n" }.joined())
        } catch {
            StandardError.say(error.description)
        }
    }
}
