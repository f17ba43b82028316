import LetterKit

/// What `letter WORD` says when WORD looks like a mistyped command
/// (`letter chekc`: "did you mean 'check'?") instead of opening a new letter
/// called WORD.
///
/// The default command edits a file, so any word could be a letter's name.
/// A word is taken for a mistyped command only when all of these hold:
/// - it is not an option (no leading `-`) and not a command's own name;
/// - it has no `/` and no `.` (a path or a name with an extension is a file);
/// - nothing exists at that path (an existing file is always opened);
/// - it is within one edit of a command of four letters or fewer, or two of
///   a longer one, counting a swap of two neighbouring letters as one edit
///   (`chekc`, `exprot`, `bok`, `papres`).
/// `letter edit WORD` still opens a letter by any name, and the message says so.
struct CommandSuggestion: Equatable {
    var word: String
    var command: String

    /// The commands, in the order `letter --help` lists them: a tie goes to
    /// the one listed first.
    static let commands = [
        "edit", "new", "box", "export", "print", "send", "check", "spell", "render", "envelope", "papers", "templates", "keys", "book",
        "import", "help",
    ]

    var message: String {
        tr(
            "'{word}' is not a command: did you mean '{command}'? (to open a letter called {word}: letter edit {word})",
            ["word": word, "command": command])
    }

    /// The suggestion for `word`, or nil when it is to be opened as a letter;
    /// `exists` says whether anything is at a path (the disk, in the program).
    static func forMistyped(
        _ word: String, exists: (String) -> Bool = { if case .success = System.linkStatus($0) { true } else { false } }
    ) -> CommandSuggestion? {
        guard !word.isEmpty, !word.hasPrefix("-"), !word.contains("/"), !word.contains("."),
            !LetterCommand.subcommandNames.contains(word)
        else { return nil }
        let lowered = word.lowercased()
        var best: (command: String, distance: Int)?
        for command in commands {
            let distance = editDistance(Array(lowered), Array(command))
            guard distance <= (command.count <= 4 ? 1 : 2) else { continue }
            if best.map({ distance < $0.distance }) ?? true { best = (command, distance) }
        }
        guard let best, !exists(word) else { return nil }
        return CommandSuggestion(word: word, command: best.command)
    }

    /// The fewest insertions, deletions, substitutions and swaps of two
    /// neighbouring characters that turn `a` into `b` (optimal string
    /// alignment): a swap is the commonest slip of a typist.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { rows[i][0] = i }
        for j in 0...b.count { rows[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, rows[i - 2][j - 2] + 1)
                }
                rows[i][j] = value
            }
        }
        return rows[a.count][b.count]
    }
}
