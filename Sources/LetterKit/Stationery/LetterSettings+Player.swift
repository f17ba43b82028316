extension Reader {
    /// config.toml's `player`: a command line as a string, split at spaces
    /// (`player = "mpv --no-terminal"`), or a list of words taken as they
    /// are, for a word that holds a space (`player = ["/opt/my player/play",
    /// "-q"]`). The file's path is added after the last word.
    func player() throws(PaperFileError) -> [String]? {
        try commandLine("player")
    }

    /// A command line under `key`, written as `player` is (a string split
    /// at spaces, or a list of words); nil when the key is not set.
    func commandLine(_ key: String) throws(PaperFileError) -> [String]? {
        guard let value = table[key] else { return nil }
        switch value {
        case .string(let text):
            guard let words = PlayerCommand.words(ofSetting: text) else {
                throw error(for: key, tr("must name a program, got an empty string"))
            }
            return words
        case .array(let items):
            var words: [String] = []
            for item in items {
                guard case .string(let word) = item else {
                    throw error(for: key, tr("must be a list of strings, got {type} in it", ["type": item.typeName]))
                }
                words.append(word)
            }
            guard let program = words.first, !program.isEmpty else {
                throw error(for: key, tr("must name a program as its first word"))
            }
            return words
        default:
            throw error(
                for: key, tr("must be a command line (a string or a list of words), got {type}", ["type": value.typeName]))
        }
    }
}
