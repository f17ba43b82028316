import LetterKit

/// The pen of each style, found by the style's number.
///
/// Asked for every cell drawn: a dictionary keyed by style hashed the style
/// each time, a twentieth of the status row's update after a pause.
struct StylePens {
    private var pens: [Pen]

    /// `pens`' styles with their pens, every other style plain.
    init(_ pens: [Style: Pen]) {
        var table = [Pen](repeating: .plain, count: Style.allCases.count)
        for (style, pen) in pens { table[Int(style.rawValue)] = pen }
        self.pens = table
    }

    subscript(style: Style) -> Pen { pens[Int(style.rawValue)] }
}
