/// One row of a keymap: keys and the actions they give, what the help page
/// says they do and, shorter, what a hint on the status row says.
///
/// Most rows bind one action to a few keys; a row may also bind related keys
/// to related actions (the four arrows) so the help stays one screen long.
public struct KeyRow<Action: Sendable>: Sendable {
    /// Each key and the action it gives.
    public var entries: [(key: Key, action: Action)]
    /// What the help page says the keys do: an English sentence marked with
    /// `msgid`, translated where it is shown (help lines, hints).
    public var help: String
    /// How help and hints name the keys, when listing them all would be long.
    public var label: String?
    /// What a hint says the keys do ("save" in "y: save"); the help when nil.
    public var hint: String?
    /// Whether the status row's hint names the row. Only where the row has
    /// no room for it (a question that fills 80 columns), and only for a key
    /// that loses nothing, is it left to the help page or left unsaid; the
    /// walk over every mode lists each such row.
    public var inHint = true

    public init(keys: [Key], action: Action, help: String, hint: String? = nil, inHint: Bool = true) {
        self.entries = keys.map { ($0, action) }
        self.help = help
        self.hint = hint
        self.inHint = inHint
    }

    public init(_ entries: [(Key, Action)], label: String? = nil, help: String, hint: String? = nil) {
        self.entries = entries.map { (key: $0.0, action: $0.1) }
        self.label = label
        self.help = help
        self.hint = hint
    }

    public var keys: [Key] { entries.map(\.key) }

    /// The keys as help and hints name them: a label in words ("Arrows") is
    /// translated; key names themselves (Ctrl-S) stay as the keys say.
    public var keyNames: String { label.map { tr($0) } ?? keys.map(\.name).joined(separator: ", ") }

    /// "y: save": the keys, then what the hint says they do, translated as
    /// it is shown.
    public var hintText: String { keyNames + ": " + tr(hint ?? help) }
}

/// A mode's keys as data: rows of keys → action and help text. The mode's
/// handler looks each key up here and acts on the action, and its help page
/// and hints are generated from the same rows, so a key is never accepted
/// without being named, nor named without being accepted.
///
/// A keymap may end with `otherwise`, the action of every key no row names
/// ("any other key closes"); it is a row of its own on the help page.
public struct Keymap<Action: Sendable>: Sendable {
    public let rows: [KeyRow<Action>]
    /// What any key no row binds does, and how help names it; nil when such
    /// keys do nothing.
    public let otherwise: Otherwise?
    /// Letters answer in either case ("y" and "Y"), named once.
    public let ignoresCase: Bool
    private let table: [Key: Action]

    /// What keys that no row binds do.
    public struct Otherwise: Sendable {
        public var action: Action
        public var label: String
        public var help: String
        public var hint: String?
        /// Whether the status row's hint names it (see `KeyRow.inHint`).
        public var inHint: Bool

        public init(
            _ action: Action, label: String = msgid("any other key"), help: String, hint: String? = nil, inHint: Bool = true
        ) {
            self.action = action
            self.label = label
            self.help = help
            self.hint = hint
            self.inHint = inHint
        }

        public var hintText: String { tr(label) + ": " + tr(hint ?? help) }
    }

    /// The first row to bind a key wins: a later row naming the same key is
    /// a mistake the keymap tests catch.
    /// A row left with no keys (a shared intent whose keys were all bound
    /// elsewhere) is dropped: help never lists a line that names no key.
    public init(_ rows: [KeyRow<Action>], otherwise: Otherwise? = nil, ignoresCase: Bool = false) {
        let rows = rows.filter { !$0.entries.isEmpty }
        self.rows = rows
        self.otherwise = otherwise
        self.ignoresCase = ignoresCase
        var table: [Key: Action] = [:]
        for row in rows {
            for entry in row.entries where table[entry.key] == nil { table[entry.key] = entry.action }
        }
        self.table = table
    }

    /// The action a key gives in this mode; nil for a key the mode does not
    /// take (a field may still take it as text or an edit).
    public func action(for key: Key) -> Action? {
        if let action = table[key] { return action }
        if ignoresCase, case .character(let character) = key, character.isUppercase,
            let lower = character.lowercased().first, let action = table[.character(lower)]
        {
            return action
        }
        return otherwise?.action
    }

    /// The action a key gives through a row, not through `otherwise`.
    public func boundAction(for key: Key) -> Action? {
        if let action = table[key] { return action }
        if ignoresCase, case .character(let character) = key, let lower = character.lowercased().first {
            return table[.character(lower)]
        }
        return nil
    }

    /// The help page's lines: keys, padded to one column, then what they do
    /// (translated here, where it is shown); `otherwise` last.
    public var helpLines: [String] {
        var named = rows.map { ($0.keyNames, tr($0.help)) }
        if let otherwise { named.append((tr(otherwise.label).uppercasedFirst, tr(otherwise.help))) }
        let width = named.map { CellWidth.of($0.0) }.max() ?? 0
        return named.map { keys, help in keys + String(repeating: " ", count: width - CellWidth.of(keys) + 2) + help }
    }

    /// The help page's lines under a heading, after a blank line: one
    /// section of a page that lists several modes' keys.
    /// A title already translated passes through `tr` unchanged.
    public func helpSection(_ title: String) -> [String] {
        ["", tr(title) + ":"] + helpLines.map { "  " + $0 }
    }

    /// A hint for the status row: each row it names as "keys: what",
    /// `otherwise` last, joined by `separator` ("y: save  n: discard  Esc: cancel").
    public func hint(separator: String = "  ") -> String {
        let named = rows.filter(\.inHint).map(\.hintText)
        let other = otherwise.flatMap { $0.inHint ? [$0.hintText] : nil } ?? []
        return (named + other).joined(separator: separator)
    }

    /// The hint on as many lines `width` cells wide as it needs, broken
    /// between rows, never inside one (a row wider than a line is wrapped).
    public func hintLines(width: Int, separator: String = " · ") -> [String] {
        let items = rows.filter(\.inHint).map(\.hintText) + (otherwise.flatMap { $0.inHint ? [$0.hintText] : nil } ?? [])
        return packed(items, width: width, separator: separator)
    }

    /// The keys that give `action`, in the order the rows list them.
    public func keys(for action: Action) -> [Key] where Action: Equatable {
        rows.flatMap { row in row.entries.filter { $0.action == action }.map(\.key) }
    }
}

/// `items` joined by `separator` on lines of at most `width` cells, a line
/// broken only between items; an item wider than a line is wrapped.
func packed(_ items: [String], width: Int, separator: String) -> [String] {
    var lines: [String] = []
    var line = ""
    for item in items {
        let joined = line.isEmpty ? item : line + separator + item
        if CellWidth.of(joined) <= width || line.isEmpty {
            line = joined
        } else {
            lines.append(line)
            line = item
        }
    }
    if !line.isEmpty { lines.append(line) }
    return lines.flatMap { CellWidth.of($0) <= width ? [$0] : wrap($0, columns: max(1, width)).map(\.trimmingSpaces) }
}

extension String {
    /// The sentence with its first letter in upper case, to start a line with
    /// a reason written to follow a colon.
    var uppercasedFirst: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }

    /// The sentence with its first letter in lower case, to quote a label
    /// inside another sentence.
    var lowercasedFirst: String {
        guard let first else { return self }
        return first.lowercased() + dropFirst()
    }
}
