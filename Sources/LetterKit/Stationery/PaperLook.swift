/// How a sheet looks, apart from its size: the stationery.
///
/// Representation: plain values read from a paper file (see
/// `PaperDefinition`); `standard` is the look every preset has, the one the
/// editor drew before papers were data.
public struct PaperLook: Hashable, Sendable {
    /// Cells between the border and the writing area, on the left and right.
    public var margin: Int
    public var border: BorderStyle
    public var ruling: Ruling
    /// A line drawn in the top margin (not a writing line), if any.
    public var letterhead: String?
    public var colors: PaperColors
    /// What the status row shows on its right, in order.
    public var status: [StatusItem]

    public init(
        margin: Int = 3, border: BorderStyle = .single, ruling: Ruling = .underline, letterhead: String? = nil,
        colors: PaperColors = PaperColors(), status: [StatusItem] = StatusItem.standard
    ) {
        self.margin = margin
        self.border = border
        self.ruling = ruling
        self.letterhead = letterhead
        self.colors = colors
        self.status = status
    }

    public static let standard = PaperLook()
}

/// The line around the sheet.
public enum BorderStyle: String, Hashable, Sendable, CaseIterable {
    case single, double, rounded, none

    /// Corners and sides: top-left, top-right, bottom-left, bottom-right,
    /// horizontal, vertical.
    var pieces: (Character, Character, Character, Character, Character, Character) {
        switch self {
        case .single: ("┌", "┐", "└", "┘", "─", "│")
        case .double: ("╔", "╗", "╚", "╝", "═", "║")
        case .rounded: ("╭", "╮", "╰", "╯", "─", "│")
        case .none: (" ", " ", " ", " ", " ", " ")
        }
    }
}

/// Whether writing lines are ruled.
public enum Ruling: String, Hashable, Sendable, CaseIterable {
    case underline, none
}

/// One thing the status row can show.
public enum StatusItem: String, Hashable, Sendable, CaseIterable {
    /// "Ln 3, Col 12".
    case position
    /// "9/18 lines".
    case lines
    case words
    case characters
    /// The paper's name.
    case paper
    /// The ink at the cursor ("bold", "red"), when it is not plain.
    case style

    /// What the status row shows when the paper does not say.
    public static let standard: [StatusItem] = [.style, .position, .lines, .words, .characters]
}

/// A colour of the stationery: an entry of the terminal's 256-colour palette
/// or an exact colour (drawn as the palette's nearest).
public enum PaperColor: Hashable, Sendable, CustomStringConvertible {
    case palette(UInt8)
    case rgb(RGB)

    /// The palette entry the terminal draws.
    public var paletteIndex: Int {
        switch self {
        case .palette(let index): Int(index)
        case .rgb(let rgb): rgb.nearestXterm256
        }
    }

    /// Names of the palette's first 16 entries, as terminals call them.
    public static let names: [String: UInt8] = [
        "black": 0, "red": 1, "green": 2, "yellow": 3, "blue": 4, "magenta": 5, "cyan": 6, "white": 7,
        "bright-black": 8, "gray": 8, "grey": 8, "bright-red": 9, "bright-green": 10, "bright-yellow": 11,
        "bright-blue": 12, "bright-magenta": 13, "bright-cyan": 14, "bright-white": 15,
        "navy": 18, "cream": 230, "ivory": 255,
    ]

    /// A colour as a paper file writes it: a name, "#RRGGBB"; nil otherwise.
    public init?(text: String) {
        let lowered = text.lowercased()
        if let index = PaperColor.names[lowered] {
            self = .palette(index)
        } else if let rgb = RGB(hex: lowered) {
            self = .rgb(rgb)
        } else {
            return nil
        }
    }

    public var description: String {
        switch self {
        case .palette(let index):
            PaperColor.names.filter { $0.value == index }.map(\.key).sorted().first.map { "\"\($0)\"" } ?? "\(index)"
        case .rgb(let rgb): "\"\(rgb.hex)\""
        }
    }
}

/// The stationery's colours; nil for the program's own choice (cream paper,
/// navy ink, a faded rule, as the editor always drew).
public struct PaperColors: Hashable, Sendable {
    public var paper: PaperColor?
    public var ink: PaperColor?
    public var rule: PaperColor?
    public var border: PaperColor?
    public var desk: PaperColor?

    public init(
        paper: PaperColor? = nil, ink: PaperColor? = nil, rule: PaperColor? = nil, border: PaperColor? = nil,
        desk: PaperColor? = nil
    ) {
        self.paper = paper
        self.ink = ink
        self.rule = rule
        self.border = border
        self.desk = desk
    }
}
