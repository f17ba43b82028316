@preconcurrency import CNcurses

/// How the terminal draws the next text: attributes (ncurses' `A_` bits:
/// bold, underline, italic, reverse, dim) and colours (palette indexes, -1
/// for the terminal's own).
struct Pen: Hashable {
    var attributes: attr_t
    var foreground: Int16
    var background: Int16

    static let plain = Pen(attributes: 0, foreground: -1, background: -1)
}
