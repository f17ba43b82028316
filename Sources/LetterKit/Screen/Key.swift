/// A key the user pressed, independent of the terminal that reported it.
///
/// The shell translates ncurses codes into these (one file in `Sources/letter`);
/// the keymap maps them to commands. Keeping keys as plain values lets the whole
/// path from keystroke to screen be tested without a terminal.
public enum Key: Hashable, Sendable {
    /// A printable character (any script), as typed.
    case character(Character)
    /// Ctrl plus a letter, given in lowercase: `.control("s")` is Ctrl-S.
    case control(Character)
    /// Alt (Meta) plus a key, as terminals send it (Esc then the key).
    indirect case alt(Key)
    case enter, tab, backspace, delete, escape
    /// Shift-Tab: back through a form's fields.
    case backTab
    case up, down, left, right
    case home, end, pageUp, pageDown
    /// Arrows and Home/End with modifiers.
    case shift(Navigation), ctrl(Navigation), ctrlShift(Navigation)
    /// F1, F2, …
    case function(Int)
    /// An escape sequence no key is known for, ignored and never typed. The text
    /// names it for the status row (`ESC [99~`), printable ASCII only.
    case unknown(String)

    /// The keys that take modifiers.
    public enum Navigation: Hashable, Sendable {
        case up, down, left, right, home, end, pageUp, pageDown
    }

    /// How the help screen writes the key.
    public var name: String {
        switch self {
        case .character(let character): character == " " ? "Space" : String(character)
        case .control(" "): "Ctrl-Space"
        case .control(let letter): "Ctrl-" + String(letter).uppercased()
        // Alt and a letter as terminals send it (ESC u), named as the key
        // cap shows it: Alt-U.
        case .alt(.character(let letter)) where letter.isLowercase: "Alt-" + letter.uppercased()
        case .alt(let key): "Alt-" + key.name
        case .enter: "Enter"
        case .tab: "Tab"
        case .backTab: "Shift-Tab"
        case .backspace: "Backspace"
        case .delete: "Delete"
        case .escape: "Esc"
        case .up: Navigation.up.name
        case .down: Navigation.down.name
        case .left: Navigation.left.name
        case .right: Navigation.right.name
        case .home: Navigation.home.name
        case .end: Navigation.end.name
        case .pageUp: Navigation.pageUp.name
        case .pageDown: Navigation.pageDown.name
        case .shift(let navigation): "Shift-" + navigation.name
        case .ctrl(let navigation): "Ctrl-" + navigation.name
        case .ctrlShift(let navigation): "Ctrl-Shift-" + navigation.name
        case .function(let number): "F\(number)"
        case .unknown(let sequence): sequence
        }
    }
}

extension Key.Navigation {
    var name: String {
        switch self {
        case .up: "Up"
        case .down: "Down"
        case .left: "Left"
        case .right: "Right"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        }
    }
}
