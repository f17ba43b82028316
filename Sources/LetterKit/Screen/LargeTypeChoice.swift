/// How the screen draws a large or wide line (`large_type` in config.toml).
///
/// - `dec`: the DEC double-size lines (`ESC # 3` and `ESC # 4` for a large
///   line's two rows, `ESC # 6` for a wide one): xterm, and terminals that
///   copy it, draw the row's characters twice as wide (and twice as high).
/// - `kitty`: kitty's text-sizing protocol (OSC 66 with `s=2`): a large
///   line's text is drawn twice the size over its two rows. The protocol
///   scales a character's width and height together, with no width alone,
///   so a wide line is drawn spaced there.
/// - `spaced`: letter-spaced and bold (`SpacedType`), which every terminal
///   shows; tmux and screen pass neither of the others on.
/// - `auto`: whichever of them the terminal announces (`resolved(in:)`).
public enum LargeTypeChoice: String, Hashable, Sendable, CaseIterable {
    case auto, dec, kitty, spaced

    /// The way used in a terminal whose environment is `environment`: kitty
    /// where kitty says it is the terminal (`KITTY_WINDOW_ID`), dec where
    /// xterm does (`XTERM_VERSION`), spaced elsewhere; and spaced inside tmux
    /// (`TMUX`) or screen (`STY`), whatever terminal runs them, since they
    /// keep neither line attributes nor kitty's sizes. Never `auto`.
    public func resolved(in environment: [String: String]) -> LargeTypeChoice {
        guard self == .auto else { return self }
        func set(_ name: String) -> Bool { environment[name].map { !$0.isEmpty } ?? false }
        if set("TMUX") || set("STY") { return .spaced }
        if set("KITTY_WINDOW_ID") { return .kitty }
        if set("XTERM_VERSION") { return .dec }
        return .spaced
    }
}
