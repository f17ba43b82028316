/// The colours a printout uses, from the paper's stationery, with the
/// program's own choices where the paper gives none: the screen's cream
/// paper, navy ink and faded brown border; and a faded blue rule, lighter
/// than the screen's, so a ruled line under writing never reads as
/// underlined ink.
public struct PrintColors: Hashable, Sendable {
    public var paper: RGB
    public var ink: RGB
    public var rule: RGB
    public var border: RGB
    /// A line past the paper's last, as the screen marks it: red on pink.
    public var overInk: RGB
    public var overPaper: RGB

    public init(_ colors: PaperColors) {
        paper = colors.paper?.rgb ?? RGB(xterm256: 230)
        ink = colors.ink?.rgb ?? RGB(xterm256: 18)
        rule = colors.rule?.rgb ?? RGB(red: 0xB9, green: 0xC6, blue: 0xDC)
        border = colors.border?.rgb ?? RGB(xterm256: 101)
        overInk = RGB(xterm256: 124)
        overPaper = RGB(xterm256: 224)
    }
}

extension PaperColor {
    /// The colour itself: a palette entry's xterm value, or the exact colour.
    public var rgb: RGB {
        switch self {
        case .palette(let index): RGB(xterm256: index)
        case .rgb(let rgb): rgb
        }
    }
}
