extension Keymap where Action: Equatable {
    /// This keymap with `action` on `keys` alone: its old keys leave it, and
    /// `keys` leave whatever they gave before (the person's binding wins
    /// over the profile's). The keys join the first row that gave `action`,
    /// so the help keeps its order; a row that named its keys in a label
    /// names them afresh, and a row left with no keys goes. An action no row
    /// gave gets a row of its own, said as `help`.
    ///
    /// Done once, when the program starts: the lookup of a key stays one
    /// dictionary lookup in the table the result builds.
    public func rebinding(_ action: Action, to keys: [Key], help: String) -> Keymap {
        let taken = Set(keys)
        var placed = false
        var result: [KeyRow<Action>] = []
        for row in rows {
            var changed = row
            let kept = row.entries.filter { $0.action != action && !taken.contains($0.key) }
            let hadAction = row.entries.contains { $0.action == action }
            if hadAction, !placed {
                // The new keys stand where the action's first key stood.
                let at = row.entries.firstIndex { $0.action == action } ?? 0
                let before = row.entries[..<at].filter { $0.action != action && !taken.contains($0.key) }
                let after = kept.dropFirst(before.count)
                changed.entries = Array(before) + keys.map { (key: $0, action: action) } + Array(after)
                placed = true
            } else {
                changed.entries = kept
            }
            if changed.entries.count != row.entries.count || hadAction { changed.label = nil }
            if !changed.entries.isEmpty { result.append(changed) }
        }
        if !placed, !keys.isEmpty { result.append(KeyRow(keys: keys, action: action, help: help)) }
        return Keymap(result, otherwise: otherwise, ignoresCase: ignoresCase)
    }
}
