/// What `letter keys` prints, and the manual's tables of keys: generated
/// from the keymaps in use, never written by hand, so the listing, F1 and
/// the manual cannot disagree with the keys.
public enum KeysListing {
    /// Every mode's commands and keys as `settings` give them (profile and
    /// bindings), or `mode`'s alone: a heading a mode, then a line a command,
    /// the command's name padded to one column, then its keys; "-" for a
    /// command no key gives (the settings may bind one).
    public static func text(_ settings: KeySettings, mode: KeyMode? = nil) -> String {
        let editor = EditorKeymaps(settings)
        let box = BoxKeymaps(settings)
        let modes = mode.map { [$0] } ?? KeyMode.allCases
        var sections: [String] = []
        for mode in modes {
            let listing = mode.listing(editor: editor, box: box)
            let width = listing.map(\.command.count).max() ?? 0
            var lines = ["\(mode.rawValue):"]
            for (command, keys) in listing {
                let padding = String(repeating: " ", count: width - command.count + 2)
                lines.append("  " + command + padding + names(keys))
            }
            sections.append(lines.joined(separator: "\n"))
        }
        let heading =
            settings.overrides.isEmpty
            ? tr("Keys: the {profile} profile", ["profile": settings.profile.rawValue])
            : tr("Keys: the {profile} profile with the bindings of config.toml", ["profile": settings.profile.rawValue])
        return heading + "\n\n" + sections.joined(separator: "\n\n") + "\n"
    }

    /// The manual's tables: a table a mode, a row a command, a column for
    /// each profile's keys; `modes` to list fewer (README lists writing's).
    public static func markdown(modes: [KeyMode] = KeyMode.allCases) -> String {
        let profiles = KeyProfile.allCases
        let keymaps = profiles.map { (EditorKeymaps(KeySettings(profile: $0)), BoxKeymaps(KeySettings(profile: $0))) }
        var sections: [String] = []
        for mode in modes {
            let listings = keymaps.map { mode.listing(editor: $0.0, box: $0.1) }
            var lines = [
                "### \(mode.rawValue)", "",
                "| command | " + profiles.map(\.rawValue).joined(separator: " | ") + " |",
                "|---|" + String(repeating: "---|", count: profiles.count),
            ]
            for (index, entry) in listings[0].enumerated() {
                let cells = listings.map { names($0[index].keys).replacingBar }
                lines.append("| `\(entry.command)` | " + cells.joined(separator: " | ") + " |")
            }
            sections.append(lines.joined(separator: "\n"))
        }
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// Keys as help names them, joined; "-" for none.
    static func names(_ keys: [Key]) -> String {
        keys.isEmpty ? "-" : keys.map(\.name).joined(separator: ", ")
    }
}

extension String {
    /// A table cell's text with `|` escaped, so a key named `|` keeps its cell.
    fileprivate var replacingBar: String {
        var result = ""
        for character in self { result += character == "|" ? "\\|" : String(character) }
        return result
    }
}
