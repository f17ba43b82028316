/// Which keys the editor starts from: micro's (the default, today's keys)
/// or nano's.
public enum KeyProfile: String, CaseIterable, Hashable, Sendable {
    case micro, nano

    /// The writing keymap of the profile.
    var editing: Keymap<Command> {
        switch self {
        case .micro: EditorKeys.editing
        case .nano: EditorKeys.nano
        }
    }
}

/// One binding from a settings file: in `mode`, `command` is on `keys`
/// alone (an empty list unbinds it).
public struct KeyOverride: Hashable, Sendable {
    public var mode: KeyMode
    public var command: String
    public var keys: [Key]

    public init(mode: KeyMode, command: String, keys: [Key]) {
        self.mode = mode
        self.command = command
        self.keys = keys
    }
}

/// The keys a person chose in config.toml: a profile and bindings over it.
/// Checked when read (names, keys, conflicts); the keymaps are built from it
/// once, by `EditorKeymaps` and `BoxKeymaps`.
public struct KeySettings: Hashable, Sendable {
    public var profile: KeyProfile
    /// In the order the file gives them.
    public var overrides: [KeyOverride]

    public init(profile: KeyProfile = .micro, overrides: [KeyOverride] = []) {
        self.profile = profile
        self.overrides = overrides
    }
}
