/// What the editor can be asked to do, as data.
///
/// Keys map to commands through `Keymap.bindings`; the shell also sends commands
/// of its own (a paste, a click, a resize, the result of a save).
public enum Command: Hashable, Sendable {
    /// A change to the letter, through the page's gate.
    case edit(EditCommand)
    case move(Motion, selecting: Bool)
    /// Up/down by a screenful; the size is known only to the editor state.
    case pageUp(selecting: Bool), pageDown(selecting: Bool)
    case selectAll
    /// Tab: spaces to the next multiple of four columns.
    case indent
    case copy, cut, pasteClipboard
    case save, quit, help
    /// Escape: closes a prompt or the help, drops the selection.
    case cancel
    /// A mouse click at a terminal cell (row, column).
    case click(row: Int, column: Int)
    /// The wheel: rows to scroll, negative for up.
    case scroll(rows: Int)
    /// The terminal now has this many rows and columns.
    case resize(rows: Int, columns: Int)
    /// A key the keymap does not bind; prompts and help use the raw key.
    case key(Key)
    /// The shell's answer to a `.save` effect.
    case saveFinished(SaveResult)
}

/// How a save the shell attempted turned out.
public enum SaveResult: Hashable, Sendable {
    case saved(path: String)
    case failed(reason: String)
    /// The file changed on disk since it was opened or last saved.
    case changedOnDisk(path: String)
    /// Save-as named a file that exists and is not this letter.
    case alreadyExists(path: String)
}

/// One row of the keymap: the keys, the command, and what the help screen says.
public struct Binding: Sendable {
    public var keys: [Key]
    public var command: Command
    public var help: String
}

/// The key bindings: one table of data. The help screen is generated from it.
public enum Keymap {
    public static let bindings: [Binding] = [
        Binding(keys: [.control("s")], command: .save, help: "Save the letter"),
        Binding(keys: [.control("q")], command: .quit, help: "Quit (asks first if there are unsaved changes)"),
        Binding(keys: [.function(1), .control("g")], command: .help, help: "Show or hide this help"),
        Binding(keys: [.control("z")], command: .edit(.undo), help: "Undo"),
        Binding(keys: [.control("y")], command: .edit(.redo), help: "Redo"),
        Binding(keys: [.control("c")], command: .copy, help: "Copy the selection"),
        Binding(keys: [.control("x")], command: .cut, help: "Cut the selection"),
        Binding(keys: [.control("v")], command: .pasteClipboard, help: "Paste what was copied or cut"),
        Binding(keys: [.control("a")], command: .selectAll, help: "Select the whole letter"),
        Binding(keys: [.enter], command: .edit(.newline), help: "New line (refused when the page is full)"),
        Binding(keys: [.tab], command: .indent, help: "Indent with spaces to the next tab stop"),
        Binding(keys: [.backspace], command: .edit(.deleteBackward), help: "Delete the character before the cursor"),
        Binding(keys: [.delete], command: .edit(.deleteForward), help: "Delete the character under the cursor"),
        Binding(
            keys: [.control("w"), .alt(.backspace)], command: .edit(.deleteWordBackward),
            help: "Delete the word before the cursor"),
        Binding(keys: [.alt(.delete)], command: .edit(.deleteWordForward), help: "Delete the word after the cursor"),
        Binding(keys: [.left], command: .move(.left, selecting: false), help: "Move left"),
        Binding(keys: [.right], command: .move(.right, selecting: false), help: "Move right"),
        Binding(keys: [.up], command: .move(.up, selecting: false), help: "Move up a line"),
        Binding(keys: [.down], command: .move(.down, selecting: false), help: "Move down a line"),
        Binding(keys: [.home], command: .move(.lineStart, selecting: false), help: "Start of the line"),
        Binding(keys: [.end], command: .move(.lineEnd, selecting: false), help: "End of the line"),
        Binding(keys: [.pageUp], command: .pageUp(selecting: false), help: "Up a screenful"),
        Binding(keys: [.pageDown], command: .pageDown(selecting: false), help: "Down a screenful"),
        Binding(keys: [.ctrl(.left)], command: .move(.wordLeft, selecting: false), help: "Previous word"),
        Binding(keys: [.ctrl(.right)], command: .move(.wordRight, selecting: false), help: "Next word"),
        Binding(keys: [.ctrl(.home)], command: .move(.documentStart, selecting: false), help: "Start of the letter"),
        Binding(keys: [.ctrl(.end)], command: .move(.documentEnd, selecting: false), help: "End of the letter"),
        Binding(keys: [.shift(.left)], command: .move(.left, selecting: true), help: "Select left"),
        Binding(keys: [.shift(.right)], command: .move(.right, selecting: true), help: "Select right"),
        Binding(keys: [.shift(.up)], command: .move(.up, selecting: true), help: "Select up"),
        Binding(keys: [.shift(.down)], command: .move(.down, selecting: true), help: "Select down"),
        Binding(keys: [.shift(.home)], command: .move(.lineStart, selecting: true), help: "Select to line start"),
        Binding(keys: [.shift(.end)], command: .move(.lineEnd, selecting: true), help: "Select to line end"),
        Binding(keys: [.ctrlShift(.left)], command: .move(.wordLeft, selecting: true), help: "Select word left"),
        Binding(keys: [.ctrlShift(.right)], command: .move(.wordRight, selecting: true), help: "Select word right"),
        Binding(keys: [.escape], command: .cancel, help: "Close help or a question; drop the selection"),
    ]

    private static let table: [Key: Command] = {
        var table: [Key: Command] = [:]
        for binding in bindings {
            for key in binding.keys where table[key] == nil { table[key] = binding.command }
        }
        return table
    }()

    /// The command a key means while editing. Printable characters type
    /// themselves; an unbound key becomes `.key(key)`.
    public static func command(for key: Key) -> Command {
        if let command = table[key] { return command }
        if case .character(let character) = key { return .edit(.insert(String(character))) }
        return .key(key)
    }

    /// The help screen's lines: keys, padded, then what they do.
    public static var helpLines: [String] {
        let rows = bindings.map { binding in (binding.keys.map(\.name).joined(separator: ", "), binding.help) }
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { keys, help in keys + String(repeating: " ", count: width - keys.count + 2) + help }
    }
}
