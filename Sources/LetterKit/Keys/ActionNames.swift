/// A mode's commands by the names a settings file and `letter keys` give
/// them (`save`, `find-next`, `trash`): stable words, lower case, joined by
/// hyphens, so a config written today still binds tomorrow.
struct ActionNames<Action: Hashable & Sendable>: Sendable {
    /// Each name, the action, and what a row made for the action alone
    /// (one the profile left without a key) says on the help page.
    let entries: [(name: String, action: Action, help: String)]

    init(_ entries: [(String, Action, String)]) {
        self.entries = entries.map { (name: $0.0, action: $0.1, help: $0.2) }
    }

    var names: [String] { entries.map(\.name) }

    /// `keymap` with the person's bindings for this mode applied, in the
    /// order the file gives them.
    func applying(_ overrides: [KeyOverride], in mode: KeyMode, to keymap: Keymap<Action>) -> Keymap<Action> {
        var result = keymap
        for override in overrides where override.mode == mode {
            guard let entry = entries.first(where: { $0.name == override.command }) else { continue }
            result = result.rebinding(entry.action, to: override.keys, help: entry.help)
        }
        return result
    }

    /// Each command and the keys `keymap` gives it, in the names' order.
    func listing(_ keymap: Keymap<Action>) -> [(command: String, keys: [Key])] {
        entries.map { (command: $0.name, keys: keymap.keys(for: $0.action)) }
    }
}
