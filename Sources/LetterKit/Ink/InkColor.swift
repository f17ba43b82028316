/// A colour as red, green and blue bytes: what a named ink or highlight looks
/// like, and how a custom one is written.
///
/// Written as `#rrggbb` (lower case), the notation of HTML and of pandoc's
/// attributes; read from `#RRGGBB` in either case. Drawing turns it into the
/// nearest terminal colour or an HTML colour later.
public struct RGB: Hashable, Sendable, Codable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Reads `#RRGGBB`, hex digits in either case; nil for anything else
    /// (no `#RGB` short form, no names, no spaces).
    public init?(hex text: some StringProtocol) {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count == 7, scalars[0] == "#" else { return nil }
        var bytes: [UInt8] = []
        for index in stride(from: 1, to: 7, by: 2) {
            guard let high = RGB.hexDigit(scalars[index]), let low = RGB.hexDigit(scalars[index + 1]) else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        self.init(red: bytes[0], green: bytes[1], blue: bytes[2])
    }

    /// `#rrggbb`, lower case: the one way a custom colour is written.
    public var hex: String {
        let digits = Array("0123456789abcdef")
        var text = "#"
        for byte in [red, green, blue] {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0xF)])
        }
        return text
    }

    public var description: String { hex }

    private static func hexDigit(_ scalar: Unicode.Scalar) -> UInt8? {
        switch scalar {
        case "0"..."9": UInt8(scalar.value - 0x30)
        case "a"..."f": UInt8(scalar.value - 0x61 + 10)
        case "A"..."F": UInt8(scalar.value - 0x41 + 10)
        default: nil
        }
    }
}

/// The colour of ink a character is written in, when not the paper's own.
///
/// A small named palette of pen colours, or any colour by its RGB value. Names
/// read in any case and are written in lower case; a custom colour is written
/// `#rrggbb`. The named colours have the RGB values CSS gives the same names, so
/// a letter shown as HTML keeps its colours. `#000080` is a custom colour that
/// looks like navy, not navy itself: a colour stays as it was written.
public enum InkColor: Hashable, Sendable, CustomStringConvertible {
    case navy, black, blue, red, green, brown, purple, gray
    case rgb(RGB)

    /// The named colours, in the order a colour menu shows them.
    public static let named: [InkColor] = [.navy, .black, .blue, .red, .green, .brown, .purple, .gray]

    /// Reads a name of the palette or `#RRGGBB`, in any case; nil otherwise.
    public init?(_ text: some StringProtocol) {
        if let rgb = RGB(hex: text) {
            self = .rgb(rgb)
            return
        }
        let name = text.lowercased()
        guard let color = InkColor.named.first(where: { $0.name == name }) else { return nil }
        self = color
    }

    /// The name of a palette colour, or `#rrggbb` for a custom one.
    public var name: String {
        switch self {
        case .navy: "navy"
        case .black: "black"
        case .blue: "blue"
        case .red: "red"
        case .green: "green"
        case .brown: "brown"
        case .purple: "purple"
        case .gray: "gray"
        case .rgb(let rgb): rgb.hex
        }
    }

    /// What the colour looks like.
    public var rgb: RGB {
        switch self {
        case .navy: RGB(red: 0x00, green: 0x00, blue: 0x80)
        case .black: RGB(red: 0x00, green: 0x00, blue: 0x00)
        case .blue: RGB(red: 0x00, green: 0x00, blue: 0xFF)
        case .red: RGB(red: 0xFF, green: 0x00, blue: 0x00)
        case .green: RGB(red: 0x00, green: 0x80, blue: 0x00)
        case .brown: RGB(red: 0xA5, green: 0x2A, blue: 0x2A)
        case .purple: RGB(red: 0x80, green: 0x00, blue: 0x80)
        case .gray: RGB(red: 0x80, green: 0x80, blue: 0x80)
        case .rgb(let rgb): rgb
        }
    }

    public var description: String { name }
}

/// The colour of a highlighter pen behind a character.
///
/// Named pens, or any colour by its RGB value; read and written like `InkColor`.
/// A highlighter is light, so `green` and `blue` are CSS's `lightgreen` and
/// `lightblue`; `yellow`, `pink` and `orange` are CSS's colours of those names.
/// Yellow is the highlighter a Markdown `[text]{.mark}` means.
public enum Highlight: Hashable, Sendable, CustomStringConvertible {
    case yellow, green, pink, blue, orange
    case rgb(RGB)

    /// The named pens, in the order a menu shows them.
    public static let named: [Highlight] = [.yellow, .green, .pink, .blue, .orange]

    /// Reads a name of the pens or `#RRGGBB`, in any case; nil otherwise.
    public init?(_ text: some StringProtocol) {
        if let rgb = RGB(hex: text) {
            self = .rgb(rgb)
            return
        }
        let name = text.lowercased()
        guard let highlight = Highlight.named.first(where: { $0.name == name }) else { return nil }
        self = highlight
    }

    /// The name of a pen, or `#rrggbb` for a custom one.
    public var name: String {
        switch self {
        case .yellow: "yellow"
        case .green: "green"
        case .pink: "pink"
        case .blue: "blue"
        case .orange: "orange"
        case .rgb(let rgb): rgb.hex
        }
    }

    /// What the highlight looks like.
    public var rgb: RGB {
        switch self {
        case .yellow: RGB(red: 0xFF, green: 0xFF, blue: 0x00)
        case .green: RGB(red: 0x90, green: 0xEE, blue: 0x90)
        case .pink: RGB(red: 0xFF, green: 0xC0, blue: 0xCB)
        case .blue: RGB(red: 0xAD, green: 0xD8, blue: 0xE6)
        case .orange: RGB(red: 0xFF, green: 0xA5, blue: 0x00)
        case .rgb(let rgb): rgb
        }
    }

    public var description: String { name }
}
