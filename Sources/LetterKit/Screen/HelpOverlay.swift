/// What a key does while a help page is shown.
public enum HelpAction: Hashable, Sendable { case lineUp, lineDown, pageUp, pageDown, close }

/// A screen's help page: its lines in a box over the middle, scrolled with
/// the arrows and PgUp/PgDn, closed by any other key. The editor and the
/// letterbox each have one, generated from their keymaps; both scroll and
/// draw here.
public struct HelpOverlay: Sendable {
    /// The box's lines: a title, a blank, then the keymap's.
    public let lines: [String]

    public init(title: String, lines: [String]) {
        self.lines = [title, ""] + lines
    }

    /// The keys of a help page.
    public static let keys = Keymap<HelpAction>(
        [
            KeyRow(keys: [.up], action: .lineUp, help: msgid("Up a line")),
            KeyRow(keys: [.down], action: .lineDown, help: msgid("Down a line")),
            KeyRow(keys: [.pageUp], action: .pageUp, help: msgid("Up a page")),
            KeyRow(keys: [.pageDown], action: .pageDown, help: msgid("Down a page")),
        ], otherwise: .init(.close, help: msgid("Close the help"), hint: msgid("closes")))

    /// Rows a PgUp or PgDn scrolls.
    static let pageRows = 10

    /// The status row's hint while the help is shown: "Keys: Up/Down,
    /// PgUp/PgDn scroll, any other key closes", named from `keys`, in the
    /// interface's language (so made when shown, not once).
    public static var hint: String {
        let names = keys.rows.map(\.keyNames)
        let pairs = stride(from: 0, to: names.count, by: 2).map { names[$0..<min($0 + 2, names.count)].joined(separator: "/") }
        return tr("Keys: {keys} scroll, any other key closes", ["keys": pairs.joined(separator: ", ")])
    }

    /// The furthest the page can scroll in a terminal `rows` high: its lines
    /// less the rows the box has for them. Scrolling stops there so Up
    /// answers at once.
    public func scrollLimit(rows: Int) -> Int {
        let height = min(max(0, rows) - 2, lines.count + 2)
        return max(0, lines.count - (height - 2))
    }

    /// Where the page is scrolled after `key`, or nil when the key closes it.
    public func scroll(_ scroll: Int, after key: Key, rows: Int) -> Int? {
        switch HelpOverlay.keys.action(for: key) {
        case .lineUp: max(0, scroll - 1)
        case .pageUp: max(0, scroll - HelpOverlay.pageRows)
        case .lineDown: min(scroll + 1, scrollLimit(rows: rows))
        case .pageDown: min(scroll + HelpOverlay.pageRows, scrollLimit(rows: rows))
        case .close, nil: nil
        }
    }

    /// Draws the page from line `scroll`, held to the lines there are.
    func draw(scroll: Int, into frame: inout Frame) {
        drawBox(lines, scroll: min(max(0, scroll), scrollLimit(rows: frame.size.rows)), into: &frame)
    }
}
