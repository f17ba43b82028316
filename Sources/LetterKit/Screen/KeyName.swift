extension Key {
    /// The key a settings file names: the names help shows (`Ctrl-W`,
    /// `Alt-U`, `F3`, `Shift-Tab`, `Ctrl-Shift-Home`, `PgDn`, `Space`), in
    /// any case, and the spellings nano and micro users bring (`^W`, `M-U`,
    /// `C-w`, `Meta-u`, `Escape`, `PageDown`). Nil for a name no key has, so
    /// a typo is an error, never a key that silently does nothing.
    public init?(name: String) {
        let name = name.trimmingSpaces
        guard !name.isEmpty else { return nil }
        if name.count == 1, let character = name.first {
            guard let key = Key.printable(character) else { return nil }
            self = key
            return
        }
        let lower = name.lowercased()
        for (prefix, modifier) in Key.modifierPrefixes where lower.hasPrefix(prefix) && lower.count > prefix.count {
            let rest = String(name.dropFirst(prefix.count))
            guard let key = modifier(rest) else { return nil }
            self = key
            return
        }
        if let key = Key.named[lower] {
            self = key
        } else if lower.hasPrefix("f"), let number = Int(lower.dropFirst()), (1...24).contains(number) {
            self = .function(number)
        } else {
            return nil
        }
    }

    /// A character a binding may name alone: printable, not a control.
    private static func printable(_ character: Character) -> Key? {
        guard let scalar = character.unicodeScalars.first, scalar.value >= 0x20, scalar.value != 0x7F else { return nil }
        return character == " " ? .character(" ") : .character(character)
    }

    // The helpers' names differ from the cases': `.control(" ")` inside a
    // helper named `control` would call the helper again.

    /// Ctrl and a letter or one of the four marks a terminal can send with
    /// Ctrl (`\ ] ^ _`), or Ctrl and a move key.
    private static func withControl(_ rest: String) -> Key? {
        if rest.lowercased() == "space" { return .control(" ") }
        if rest.count == 1, let character = rest.lowercased().first {
            if character.isASCII, character.isLetter || "\\]^_".contains(character) { return .control(character) }
            return nil
        }
        if rest.lowercased().hasPrefix("shift-") { return navigation(String(rest.dropFirst(6))).map(Key.ctrlShift) }
        return navigation(rest).map(Key.ctrl)
    }

    /// Alt and any key; a letter as the terminal sends it (lower case).
    private static func withAlt(_ rest: String) -> Key? {
        if rest.count == 1, let character = rest.first, character.isLetter {
            return .alt(.character(Character(character.lowercased())))
        }
        guard let key = Key(name: rest) else { return nil }
        if case .alt = key { return nil }
        return .alt(key)
    }

    private static func withShift(_ rest: String) -> Key? {
        if rest.lowercased() == "tab" { return .backTab }
        return navigation(rest).map(Key.shift)
    }

    private static func navigation(_ name: String) -> Navigation? {
        switch Key.named[name.lowercased()] {
        case .up?: .up
        case .down?: .down
        case .left?: .left
        case .right?: .right
        case .home?: .home
        case .end?: .end
        case .pageUp?: .pageUp
        case .pageDown?: .pageDown
        default: nil
        }
    }

    /// Longest first, so `ctrl-shift-` is read before `ctrl-`.
    private static let modifierPrefixes: [(String, @Sendable (String) -> Key?)] = [
        ("ctrl-shift-", { rest in navigation(rest).map(Key.ctrlShift) }),
        ("ctrl-", withControl), ("c-", withControl), ("^", withControl),
        ("alt-", withAlt), ("meta-", withAlt), ("m-", withAlt),
        ("shift-", withShift), ("s-", withShift),
    ]

    /// The keys with names, by their lower-case names.
    private static let named: [String: Key] = [
        "enter": .enter, "return": .enter, "tab": .tab, "backspace": .backspace, "delete": .delete, "del": .delete,
        "esc": .escape, "escape": .escape, "space": .character(" "), "up": .up, "down": .down, "left": .left,
        "right": .right, "home": .home, "end": .end, "pgup": .pageUp, "pageup": .pageUp, "pgdn": .pageDown,
        "pagedown": .pageDown, "shift-tab": .backTab, "backtab": .backTab,
    ]
}
