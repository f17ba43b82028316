/// What a key does in a command palette.
public enum PaletteAction: Hashable, Sendable { case up, down, pageUp, pageDown, run, close }

/// A command palette: every command of a mode, by name and key, filtered as
/// the person types and run with Enter (micro's command bar, helix's command
/// picker). Generic over the screen's command so the editor and the
/// letterbox can each have one; the entries come from the mode's keymap
/// rows (`entries(from:)`) plus the commands that have no key.
///
/// Representation: the entries, the query as a field, the indices of the
/// entries the query matches (kept, so moving does not filter again) and
/// the chosen one among them.
public struct Palette<Action: Hashable & Sendable>: Hashable, Sendable {
    /// One command: what it is called, the keys that also give it ("" for a
    /// command only the palette reaches), and what it does.
    public struct Entry: Hashable, Sendable {
        public var name: String
        public var keys: String
        public var action: Action
        /// The name as matching compares it (`SearchFolding`), made once.
        let foldedName: String
        /// The English name folded, when the name shown is a translation, so
        /// a person who knows the English name finds the command too; nil
        /// when the name is shown as given.
        let foldedEnglishName: String?

        /// An entry named as given: a word, a template's title, a name that
        /// is data rather than a sentence of the interface.
        public init(name: String, keys: String, action: Action) {
            self.name = name
            self.keys = keys
            self.action = action
            self.foldedName = SearchFolding.folded(name)
            self.foldedEnglishName = nil
        }

        /// A command named by its English name (marked with `msgid`), shown
        /// in the interface's language and matched in both.
        public init(command english: String, keys: String, action: Action) {
            self.init(name: tr(english), english: english, keys: keys, action: action)
        }

        /// An entry shown as `name`, a translation of `english`.
        init(name: String, english: String, keys: String, action: Action) {
            self.name = name
            self.keys = keys
            self.action = action
            self.foldedName = SearchFolding.folded(name)
            self.foldedEnglishName = name == english ? nil : SearchFolding.folded(english)
        }

        /// Whether the folded query is in the name, or in the English name.
        func matches(_ needle: String) -> Bool {
            foldedName.contains(needle) || foldedEnglishName?.contains(needle) == true
        }
    }

    public let title: String
    public let entries: [Entry]
    public internal(set) var query = TextField()
    /// Indices into `entries` of those the query matches, in their order.
    public private(set) var matches: [Int]
    /// Index into `matches` of the chosen entry.
    public private(set) var selected = 0

    public init(title: String, entries: [Entry]) {
        self.title = title
        self.entries = entries
        self.matches = Array(entries.indices)
    }

    /// The entries of `keymap`: one per action its rows give, named by the
    /// row's help, with the keys that give that action in the row. A row
    /// giving several actions (Alt-B, Alt-I, Alt-U) names each by its help
    /// and that action's keys, so the key tells them apart. `leaving` are
    /// actions the palette does not list (the key that opens it).
    public static func entries(from keymap: Keymap<Action>, leaving: Set<Action> = []) -> [Entry] {
        var entries: [Entry] = []
        var listed: Set<Action> = leaving
        for row in keymap.rows {
            var actions: [Action] = []
            for entry in row.entries where !actions.contains(entry.action) { actions.append(entry.action) }
            for action in actions where !listed.contains(action) {
                listed.insert(action)
                let keys = row.entries.filter { $0.action == action }.map(\.key.name).joined(separator: ", ")
                let keyNames = actions.count == 1 ? row.keyNames : keys
                // The keys in brackets are key names, the same in every language.
                let named = actions.count == 1 ? "" : " (" + keys + ")"
                entries.append(Entry(name: tr(row.help) + named, english: row.help + named, keys: keyNames, action: action))
            }
        }
        return entries
    }

    /// The chosen entry; nil when nothing matches.
    public var chosen: Entry? {
        matches.indices.contains(selected) ? entries[matches[selected]] : nil
    }


    /// What a key did: nothing more to do, run this action, or close.
    public enum Outcome: Hashable, Sendable {
        case stay
        case run(Action)
        case close
    }

    /// Moves, runs, closes, or edits the query (filtering again), after
    /// `key`, looked up in the screen's palette keymap (`PaletteKeys`).
    public mutating func press(_ key: Key, keys: Keymap<PaletteAction>) -> Outcome {
        switch keys.action(for: key) {
        case .up: move(by: -1)
        case .down: move(by: 1)
        case .pageUp: move(by: -PaletteKeys.pageRows)
        case .pageDown: move(by: PaletteKeys.pageRows)
        case .run:
            if let chosen { return .run(chosen.action) }
        case .close:
            return .close
        case nil:
            if query.apply(key) { filter() }
        }
        return .stay
    }

    /// Text pasted into the query.
    public mutating func paste(_ text: String) {
        query.paste(text)
        filter()
    }

    /// The first and last entries are ends: moving past one stays there.
    mutating func move(by rows: Int) {
        guard !matches.isEmpty else { return }
        selected = min(max(0, selected + rows), matches.count - 1)
    }

    /// The entries whose name (shown or English) holds the query, folded as
    /// search folds text (any script, case and Unicode forms ignored); the
    /// first chosen.
    mutating func filter() {
        let needle = SearchFolding.folded(query.text)
        matches = needle.isEmpty ? Array(entries.indices) : entries.indices.filter { entries[$0].matches(needle) }
        selected = 0
    }
}

/// The keys every palette takes; a screen adds its own ways to close it
/// (the key that opened it) in `keys(closingWith:)`. The query field takes
/// every other key.
public enum PaletteKeys {
    /// Rows a PageUp or PageDown moves.
    static let pageRows = 10

    /// The palette's keys, closed also by `closing` (the key that opens it,
    /// so it toggles).
    public static func keys(closingWith closing: [Key]) -> Keymap<PaletteAction> {
        Keymap([
            KeyRow([(.up, .up), (.down, .down)], label: "Up, Down", help: msgid("The command above, below"), hint: msgid("choose")),
            KeyRow([(.pageUp, .pageUp), (.pageDown, .pageDown)], label: "PgUp, PgDn", help: msgid("A page up, down"), hint: msgid("page")),
            KeyRow(keys: [.enter], action: .run, help: msgid("Run the chosen command"), hint: msgid("run")),
            KeyRow(keys: [.escape], action: .close, help: msgid("Close the palette"), hint: msgid("close")),
            // Named on the help page: the status row has room for Esc only.
            KeyRow(keys: closing, action: .close, help: msgid("Close the palette"), inHint: false),
        ])
    }
}
