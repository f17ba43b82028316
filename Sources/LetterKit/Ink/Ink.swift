/// How one character is written: its weight, slant, underline, ink colour and
/// highlight.
///
/// Representation: plain values, so inks compare and hash cheaply and a run of
/// characters shares one. `nil` colour is the paper's own ink (which the paper
/// chooses, so a letter moved to other stationery keeps its look); `nil`
/// highlight is none. Ink never changes what a character measures: the page gate
/// counts only what is drawn.
public struct Ink: Hashable, Sendable, CustomStringConvertible {
    public var bold: Bool
    public var italic: Bool
    public var underline: Bool
    public var color: InkColor?
    public var highlight: Highlight?

    public init(
        bold: Bool = false, italic: Bool = false, underline: Bool = false, color: InkColor? = nil,
        highlight: Highlight? = nil
    ) {
        self.bold = bold
        self.italic = italic
        self.underline = underline
        self.color = color
        self.highlight = highlight
    }

    /// The paper's own ink, upright, no marks: what most characters are.
    public static let plain = Ink()

    public var isPlain: Bool { self == .plain }

    /// Short and stable, for test reports: `plain`, or e.g. `bold underline color=red`.
    public var description: String {
        var parts: [String] = []
        if bold { parts.append("bold") }
        if italic { parts.append("italic") }
        if underline { parts.append("underline") }
        if let color { parts.append("color=\(color)") }
        if let highlight { parts.append("highlight=\(highlight)") }
        return parts.isEmpty ? "plain" : parts.joined(separator: " ")
    }
}

/// One change of ink the writer asks for over a selection: set or clear one
/// mark, choose a colour or highlight, or wipe everything back to plain.
///
/// A change touches only its own attribute, so making a bold, red word italic
/// keeps it bold and red.
public enum InkChange: Hashable, Sendable {
    case bold(Bool)
    case italic(Bool)
    case underline(Bool)
    /// A colour, or nil for the paper's own ink.
    case color(InkColor?)
    /// A highlight, or nil for none.
    case highlight(Highlight?)
    /// Back to `.plain`: every mark, colour and highlight removed.
    case plain

    /// `ink` with this change made.
    public func applied(to ink: Ink) -> Ink {
        var result = ink
        switch self {
        case .bold(let on): result.bold = on
        case .italic(let on): result.italic = on
        case .underline(let on): result.underline = on
        case .color(let color): result.color = color
        case .highlight(let highlight): result.highlight = highlight
        case .plain: result = .plain
        }
        return result
    }
}
