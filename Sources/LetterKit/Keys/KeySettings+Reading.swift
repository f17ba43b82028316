extension KeySettings {
    /// The keys config.toml chooses: `keys = "nano"` names a profile; a
    /// `[keys]` table may name one (`profile = "nano"`), binds writing's
    /// commands (`save = "Ctrl-W"`, or a list of keys) and, in `[keys.MODE]`,
    /// any other mode's. Each mistake is one error naming its line, read in
    /// the file's order: an unknown mode, command or key name, a value of the
    /// wrong type, a character where it would type itself, or two commands
    /// given one key in one mode.
    static func read(_ value: TOMLValue?, reader: Reader) throws(PaperFileError) -> KeySettings {
        guard let value else { return KeySettings() }
        let profiles = KeyProfile.allCases.map(\.rawValue).joined(separator: ", ")
        switch value {
        case .string(let name):
            guard let profile = KeyProfile(rawValue: name.lowercased()) else {
                throw reader.error(
                    for: "keys",
                    tr("must be one of {profiles}, or a table of keys; got \"{name}\"", ["profiles": profiles, "name": name]))
            }
            return KeySettings(profile: profile)
        case .table(let table):
            var settings = KeySettings()
            var bindings: [(mode: KeyMode, section: String, command: String, value: TOMLValue, line: Int)] = []
            for (name, value) in table {
                if name == "profile" {
                    guard case .string(let text) = value, let profile = KeyProfile(rawValue: text.lowercased()) else {
                        let got = if case .string(let text) = value { "\"\(text)\"" } else { value.typeName }
                        throw reader.error(
                            for: name, in: "keys", tr("must be one of {profiles}, got {got}", ["profiles": profiles, "got": got]))
                    }
                    settings.profile = profile
                } else if case .table(let commands) = value {
                    guard let mode = KeyMode(rawValue: name) else {
                        let modes = KeyMode.allCases.map(\.rawValue).joined(separator: ", ")
                        throw PaperFileError(
                            message: reader.place(ofTable: "keys.\(name)")
                                + tr("keys.{name} is not a mode; the modes are {modes}", ["name": name, "modes": modes]))
                    }
                    let section = "keys.\(name)"
                    for (command, value) in commands {
                        bindings.append((mode, section, command, value, reader.line(of: command, in: section)))
                    }
                } else {
                    bindings.append((.editor, "keys", name, value, reader.line(of: name, in: "keys")))
                }
            }
            bindings.sort { ($0.line, $0.section, $0.command) < ($1.line, $1.section, $1.command) }
            var taken: [KeyMode: [Key: String]] = [:]
            for binding in bindings {
                let (mode, section, command) = (binding.mode, binding.section, binding.command)
                guard mode.commandNames.contains(command) else {
                    throw reader.error(
                        for: command, in: section,
                        tr("is not a command of {mode}; letter keys --mode {mode} lists them", ["mode": mode.rawValue]))
                }
                let keys = try keyList(binding.value, command: command, section: section, reader: reader)
                for key in keys {
                    if case .character = key, !mode.takesCharacters {
                        throw reader.error(
                            for: command, in: section,
                            tr(
                                "cannot be {key}: a character types itself in {mode}; use Ctrl, Alt or a function key",
                                ["key": key.name, "mode": mode.rawValue]))
                    }
                    if let other = taken[mode]?[key], other != command {
                        throw reader.error(
                            for: command, in: section,
                            tr("cannot be {key}: {other} has it in {mode}", ["key": key.name, "other": other, "mode": mode.rawValue]))
                    }
                    taken[mode, default: [:]][key] = command
                }
                settings.overrides.append(KeyOverride(mode: mode, command: command, keys: keys))
            }
            return settings
        default:
            throw reader.error(
                for: "keys",
                tr("must be one of {profiles}, or a table of keys; got {type}", ["profiles": profiles, "type": value.typeName]))
        }
    }

    /// A key name or a list of them, each a key (`Ctrl-W`, `F3`), none twice.
    private static func keyList(_ value: TOMLValue, command: String, section: String, reader: Reader)
        throws(PaperFileError) -> [Key]
    {
        let names: [TOMLValue] = if case .array(let items) = value { items } else { [value] }
        var keys: [Key] = []
        for item in names {
            guard case .string(let name) = item else {
                throw reader.error(
                    for: command, in: section, tr("must be a key name or a list of them, got {type}", ["type": item.typeName]))
            }
            guard let key = Key(name: name) else {
                throw reader.error(
                    for: command, in: section,
                    tr("names no key: \"{name}\" (keys are written Ctrl-S, Alt-U, F3, Shift-Tab, PgDn)", ["name": name]))
            }
            if !keys.contains(key) { keys.append(key) }
        }
        return keys
    }
}

extension Reader {
    /// "file:line: " for the header `[table]`, or "file: " when the text
    /// has none (the table was given inline).
    func place(ofTable table: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let index = lines.firstIndex(where: { String($0).trimmingSpaces == "[\(table)]" }) else { return "\(file): " }
        return "\(file):\(index + 1): "
    }

    /// The line `key` is given on in `section`, or past every line when the
    /// text does not give it plainly: it then sorts last.
    func line(of key: String, in section: String) -> Int {
        TOMLText.line(ofKey: key, inTable: section, text: text) ?? Int.max
    }
}
