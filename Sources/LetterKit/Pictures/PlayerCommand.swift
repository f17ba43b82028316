/// The command line that plays a video or a sound: config.toml's `player`,
/// else the first default player installed for the kind. The file's path is
/// added by the shell as the last argument, absolute, so a name that starts
/// with `-` is never read as an option.
///
/// Why these defaults and options: each plays in the background without
/// the terminal, which is the editor's (mpv's `--no-terminal` leaves its
/// keys and status line alone; ffplay shows a window for a video and none
/// for a sound with `-nodisp`, and ends at the end with `-autoexit`). paplay
/// and aplay play sounds only (aplay only WAV); they come last.
public enum PlayerCommand {
    /// The default players for `kind`, best first, each as its words.
    public static func defaults(for kind: MediaKind) -> [[String]] {
        switch kind {
        case .video:
            return [
                ["mpv", "--no-terminal", "--really-quiet"],
                ["ffplay", "-autoexit", "-loglevel", "quiet"],
            ]
        case .sound:
            return [
                ["mpv", "--no-terminal", "--really-quiet", "--no-video"],
                ["ffplay", "-nodisp", "-autoexit", "-loglevel", "quiet"],
                ["paplay"],
                ["aplay", "-q"],
            ]
        }
    }

    /// config.toml's `player` as words: a TOML array of strings is taken
    /// word for word (a word may hold spaces); a string is split at runs of
    /// spaces and tabs, with no quoting. Nil when there are no words.
    public static func words(ofSetting text: String) -> [String]? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        return words.isEmpty ? nil : words
    }

    /// The words to run for `kind`, the program's path in place of its
    /// name: the configured `player` when there is one, else the first
    /// default `find` finds. `find` gives the path of a program (a name
    /// looked up on PATH, or a path with a `/` checked as it is), nil when
    /// there is none that can be run.
    public static func resolve(
        configured: [String]?, kind: MediaKind, find: (String) -> String?
    ) -> Result<[String], PlayProblem> {
        if let configured, let program = configured.first {
            guard let path = find(program) else { return .failure(.playerMissing(program: program)) }
            return .success([path] + configured.dropFirst())
        }
        for words in defaults(for: kind) {
            guard let path = find(words[0]) else { continue }
            return .success([path] + words.dropFirst())
        }
        return .failure(.noPlayer(kind))
    }
}
