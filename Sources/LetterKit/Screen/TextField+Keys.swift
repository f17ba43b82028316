/// What an editing key does to a field.
public enum FieldEdit: Hashable, Sendable {
    case left, right, start, end, deleteBackward, deleteForward, deleteWordBackward, deleteToStart

    /// Whether the edit removes text: over an offered text it removes it all.
    var deletes: Bool {
        switch self {
        case .deleteBackward, .deleteForward, .deleteWordBackward, .deleteToStart: true
        case .left, .right, .start, .end: false
        }
    }
}

extension TextField {
    /// A field's own editing keys, as data: they follow the letter's own
    /// (arrows, Home/End, Backspace, Delete, Ctrl-W) with a shell's Ctrl-A,
    /// Ctrl-E and Ctrl-U. Printable characters are typed, not looked up.
    public static let keys = Keymap<FieldEdit>([
        KeyRow([(.left, .left), (.right, .right)], help: msgid("Move by character")),
        KeyRow(keys: [.home, .control("a")], action: .start, help: msgid("Start of the field")),
        KeyRow(keys: [.end, .control("e")], action: .end, help: msgid("End of the field")),
        KeyRow(keys: [.backspace], action: .deleteBackward, help: msgid("Delete the character before the cursor")),
        KeyRow(keys: [.delete], action: .deleteForward, help: msgid("Delete the character under the cursor")),
        KeyRow(
            keys: [.control("w"), .alt(.backspace)], action: .deleteWordBackward,
            help: msgid("Delete the word (or a path's name) before")),
        KeyRow(keys: [.control("u")], action: .deleteToStart, help: msgid("Delete everything before the cursor")),
    ])
}
