/// One row of the letterbox's keymap: keys, the command they give, and what
/// the help says.
public struct BoxBinding: Sendable {
    public let keys: [Key]
    public let command: BoxAction
    public let help: String

    public init(keys: [Key], command: BoxAction, help: String) {
        self.keys = keys
        self.command = command
        self.help = help
    }

    /// The keys as the help names them.
    public var keyNames: String { keys.map(\.name).joined(separator: ", ") }
}

/// The letterbox's keys while browsing: one table of data. F1's help is
/// generated from it; prompts (search, rename, a book's title) read keys
/// themselves.
public enum BoxKeymap {
    public static let bindings: [BoxBinding] = [
        BoxBinding(keys: [.up, .character("k")], command: .up, help: "Previous row"),
        BoxBinding(keys: [.down, .character("j")], command: .down, help: "Next row"),
        BoxBinding(keys: [.pageUp], command: .pageUp, help: "Up a screenful"),
        BoxBinding(keys: [.pageDown], command: .pageDown, help: "Down a screenful"),
        BoxBinding(keys: [.home], command: .first, help: "First row"),
        BoxBinding(keys: [.end], command: .last, help: "Last row"),
        BoxBinding(
            keys: [.enter, .right], command: .open,
            help: "Open: a letter in the editor, a folder or a book to go in"),
        BoxBinding(keys: [.backspace, .left], command: .goUp, help: "The folder above"),
        BoxBinding(keys: [.character("n")], command: .newLetter, help: "Write a new letter in this folder"),
        BoxBinding(
            keys: [.character("/")], command: .search,
            help: "Search as you type; Enter opens a result, Esc leaves"),
        BoxBinding(keys: [.character("s")], command: .cycleOrder, help: "Order: newest, name, longest"),
        BoxBinding(keys: [.character("r")], command: .rename, help: "Rename the letter"),
        BoxBinding(
            keys: [.character("d")], command: .delete, help: "Move the letter and its files to the trash (asks first)"),
        BoxBinding(keys: [.character(" ")], command: .mark, help: "Mark or unmark the letter"),
        BoxBinding(
            keys: [.character("b")], command: .bind,
            help: "Bind the marked letters (or this one) into a book"),
        BoxBinding(keys: [.function(1), .control("g")], command: .help, help: "Show or hide this help"),
        BoxBinding(keys: [.character("q"), .control("q")], command: .quit, help: "Quit"),
        BoxBinding(keys: [.escape], command: .cancel, help: "Close the help or a question"),
    ]

    private static let table: [Key: BoxAction] = {
        var table: [Key: BoxAction] = [:]
        for binding in bindings {
            for key in binding.keys where table[key] == nil { table[key] = binding.command }
        }
        return table
    }()

    /// The command a key gives while browsing; nil for a key with none.
    public static func command(for key: Key) -> BoxAction? { table[key] }

    /// The help's lines: keys, padded, then what they do.
    public static var helpLines: [String] {
        let rows = bindings.map { ($0.keyNames, $0.help) }
        let width = rows.map { CellWidth.of($0.0) }.max() ?? 0
        return rows.map { keys, help in keys + String(repeating: " ", count: width - CellWidth.of(keys) + 2) + help }
    }
}
