/// A letter's ink as a Word document carries it: one character style a
/// look met in the letter (`Ink #c0392b bold`), in `word/styles.xml`, and
/// the same properties on each run that has the look.
///
/// Why both: the style names the ink in a word processor's list of styles,
/// so changing one pen changes it everywhere; the run's own properties keep
/// the ink in readers that ignore character styles.
struct DOCXInk {
    /// One look: a colour, a highlight, the styles (`RunStyle`'s names).
    struct Look: Hashable {
        var color: String?
        var background: String?
        var styles: [String]
    }

    /// The looks in the order the letter first uses them.
    private(set) var looks: [Look] = []
    private var numbers: [Look: Int] = [:]

    init(_ lines: [[Run]]) {
        for line in lines {
            for run in line {
                guard let text = run.text, let look = look(of: text), numbers[look] == nil else { continue }
                looks.append(look)
                numbers[look] = looks.count
            }
        }
    }

    /// The look of `text`, or nil for the paper's own ink.
    func look(of text: TextRun) -> Look? {
        let look = Look(color: text.textColor, background: text.background, styles: text.textStyle ?? [])
        return look.color == nil && look.background == nil && look.styles.isEmpty ? nil : look
    }

    /// The style's id, which a run names.
    func styleID(_ look: Look) -> String { "Ink\(numbers[look] ?? 0)" }

    /// The style's name as a word processor lists it.
    static func name(_ look: Look) -> String {
        var parts = ["Ink"]
        if let color = look.color { parts.append(color) }
        if let background = look.background { parts.append("on " + background) }
        return (parts + look.styles).joined(separator: " ")
    }

    /// A run's properties for `look`: its style and the look itself.
    func properties(of look: Look) -> [XMLNode] {
        [.element(XMLElement("w:rStyle", [XMLAttribute("w:val", styleID(look))]))] + Self.direct(look)
    }

    /// The look as run properties, in no particular order (`order` sorts).
    static func direct(_ look: Look) -> [XMLNode] {
        var nodes: [XMLNode] = []
        if look.styles.contains(RunStyle.bold.rawValue) { nodes.append(.element(XMLElement("w:b"))) }
        if look.styles.contains(RunStyle.italic.rawValue) { nodes.append(.element(XMLElement("w:i"))) }
        if let color = look.color {
            nodes.append(.element(XMLElement("w:color", [XMLAttribute("w:val", hex(color))])))
        }
        if look.styles.contains(RunStyle.underline.rawValue) {
            nodes.append(.element(XMLElement("w:u", [XMLAttribute("w:val", "single")])))
        }
        if let background = look.background {
            nodes.append(
                .element(
                    XMLElement(
                        "w:shd", [XMLAttribute("w:val", "clear"), XMLAttribute("w:color", "auto"), XMLAttribute("w:fill", hex(background))])))
        }
        return nodes
    }

    /// The character styles for `word/styles.xml`.
    var styles: [XMLElement] {
        looks.map { look in
            var properties = Self.direct(look)
            properties.sort { Self.order($0) < Self.order($1) }
            return XMLElement(
                "w:style", [XMLAttribute("w:type", "character"), XMLAttribute("w:customStyle", "1"), XMLAttribute("w:styleId", styleID(look))],
                [
                    .element(XMLElement("w:name", [XMLAttribute("w:val", Self.name(look))])),
                    .element(XMLElement("w:qFormat")),
                    .element(XMLElement("w:rPr", [], properties)),
                ])
        }
    }

    /// `#rrggbb` as WordprocessingML writes a colour: `RRGGBB`.
    static func hex(_ color: String) -> String { String(color.drop { $0 == "#" }).uppercased() }

    /// The place of a run property in the order the schema requires
    /// (`CT_RPr` is a sequence: Word refuses a document out of order).
    static func order(_ node: XMLNode) -> Int {
        guard case .element(let element) = node else { return 99 }
        let sequence = ["w:rStyle", "w:rFonts", "w:b", "w:bCs", "w:i", "w:iCs", "w:color", "w:w", "w:sz", "w:szCs", "w:u", "w:shd"]
        return sequence.firstIndex(of: element.name) ?? 99
    }
}
