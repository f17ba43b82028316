/// A paper file: a sheet's size and look as TOML, read and written.
///
/// ```toml
/// name = "card"
/// lines = 8
/// columns = 36
/// margin = 2
/// border = "rounded"        # single, double, rounded, none
/// ruling = "none"           # underline, none
/// letterhead = "— from Hana —"
/// status = ["position", "lines", "paper"]
///
/// [colors]
/// paper = "#fdf6e3"         # a name, 0–255, or #RRGGBB
/// ink = "navy"
/// ```
///
/// The built-in presets are files of this kind too, so a user's paper and a
/// preset are read by the same code. Every error names the file, the line and
/// the key: `papers/card.toml:3: lines must be 1–10,000, got 0`.
public enum PaperDefinition {
    public static let lineRange = 1...10_000
    public static let columnRange = 10...400
    public static let marginRange = 0...8

    /// The keys a paper file may hold, for warning about the others.
    static let keys: Set<String> = ["name", "lines", "columns", "margin", "border", "ruling", "letterhead", "colors", "status"]
    static let colorKeys: Set<String> = ["paper", "ink", "rule", "border", "desk"]

    /// The paper `table` describes (read from `text`, the file `file`), and a
    /// warning for each key it does not know.
    public static func paper(from table: [String: TOMLValue], text: String, file: String) throws(PaperFileError)
        -> (paper: Paper, warnings: [String])
    {
        let reader = Reader(table: table, text: text, file: file)
        let name = try reader.string("name")
        guard let name, !name.trimmingSpaces.isEmpty else {
            throw reader.error(for: "name", name == nil ? tr("is missing: a paper needs a name") : tr("must not be empty"))
        }
        guard let lines = try reader.integer("lines", in: lineRange) else {
            throw reader.error(for: "lines", tr("is missing: a paper needs lines (1–10,000)"))
        }
        guard let columns = try reader.integer("columns", in: columnRange) else {
            throw reader.error(for: "columns", tr("is missing: a paper needs columns (10–400)"))
        }
        var look = PaperLook()
        if let margin = try reader.integer("margin", in: marginRange) { look.margin = margin }
        if let border = try reader.choice("border", BorderStyle.self) { look.border = border }
        if let ruling = try reader.choice("ruling", Ruling.self) { look.ruling = ruling }
        look.letterhead = try reader.string("letterhead")
        look.colors = try reader.colors()
        if let status = try reader.status() { look.status = status }
        var warnings: [String] = []
        for key in table.keys.sorted() where !keys.contains(key) {
            warnings.append(reader.place(of: key, in: nil) + tr("unknown key {key} is ignored", ["key": key]))
        }
        if case .table(let colors)? = table["colors"] {
            for key in colors.keys.sorted() where !colorKeys.contains(key) {
                warnings.append(reader.place(of: key, in: "colors") + tr("unknown key colors.{key} is ignored", ["key": key]))
            }
        }
        do {
            let paper = try Paper(name: name, lines: lines, columns: columns)
            return (paper.withLook(look), warnings)
        } catch {
            throw PaperFileError(message: "\(file): \(error)")
        }
    }

    /// `paper` as a paper file: every key, in the order the format lists them.
    public static func toml(of paper: Paper) -> String {
        let look = paper.look
        var text = "name = \(TOMLText.basicString(paper.name))\nlines = \(paper.lines)\ncolumns = \(paper.columns)\n"
        text += "margin = \(look.margin)\nborder = \(TOMLText.basicString(look.border.rawValue))\n"
        text += "ruling = \(TOMLText.basicString(look.ruling.rawValue))\n"
        if let letterhead = look.letterhead { text += "letterhead = \(TOMLText.basicString(letterhead))\n" }
        text += "status = [" + look.status.map { TOMLText.basicString($0.rawValue) }.joined(separator: ", ") + "]\n"
        let colors: [(String, PaperColor?)] = [
            ("paper", look.colors.paper), ("ink", look.colors.ink), ("rule", look.colors.rule),
            ("border", look.colors.border), ("desk", look.colors.desk),
        ]
        let given = colors.compactMap { key, color in color.map { "\(key) = \($0)" } }
        if !given.isEmpty { text += "\n[colors]\n" + given.joined(separator: "\n") + "\n" }
        return text
    }

}

/// Why a paper (or settings) file cannot be used: one line, naming the file,
/// the line and the key where known.
public struct PaperFileError: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String

    /// The message as a terminal may show it: a paper or settings file may
    /// come from someone else, and what it names (a key, a mode, a value) is
    /// quoted back, so its control characters are written as visible forms.
    public init(message: String) { self.message = TerminalSafe.escaped(message) }

    public var description: String { message }
}

/// Reads typed values out of a paper file's table, each error placed.
struct Reader {
    let table: [String: TOMLValue]
    let text: String
    let file: String

    /// "file:line: " for `key`, or "file: " when its line is not known.
    func place(of key: String, in section: String?) -> String {
        TOMLText.line(ofKey: key, inTable: section, text: text).map { "\(file):\($0): " } ?? "\(file): "
    }

    func error(for key: String, in section: String? = nil, _ what: String) -> PaperFileError {
        let shown = section.map { "\($0).\(key)" } ?? key
        // TRANSLATORS: {key} is a settings file's key (never translated),
        // {what} one of the sentences "must be a string, got an integer", …
        return PaperFileError(message: place(of: key, in: section) + tr("{key} {what}", ["key": shown, "what": what]))
    }

    func string(_ key: String) throws(PaperFileError) -> String? {
        guard let value = table[key] else { return nil }
        guard case .string(let text) = value else {
            throw error(for: key, tr("must be a string, got {type}", ["type": value.typeName]))
        }
        return text
    }

    func integer(_ key: String, in range: ClosedRange<Int>) throws(PaperFileError) -> Int? {
        guard let value = table[key] else { return nil }
        guard case .integer(let number) = value else {
            throw error(for: key, tr("must be a whole number, got {type}", ["type": value.typeName]))
        }
        guard range.contains(number) else {
            throw error(for: key, tr("must be {range}, got {number}", ["range": Reader.shown(range), "number": number]))
        }
        return number
    }

    func choice<Choice: RawRepresentable & CaseIterable>(_ key: String, _: Choice.Type) throws(PaperFileError)
        -> Choice? where Choice.RawValue == String
    {
        guard let text = try string(key) else { return nil }
        guard let choice = Choice(rawValue: text.lowercased()) else {
            let names = Choice.allCases.map(\.rawValue).joined(separator: ", ")
            throw error(for: key, tr("must be one of {names}, got \"{text}\"", ["names": names, "text": text]))
        }
        return choice
    }

    func status() throws(PaperFileError) -> [StatusItem]? {
        guard let value = table["status"] else { return nil }
        guard case .array(let items) = value else {
            throw error(for: "status", tr("must be a list of items, got {type}", ["type": value.typeName]))
        }
        var result: [StatusItem] = []
        for item in items {
            guard case .string(let name) = item, let status = StatusItem(rawValue: name.lowercased()) else {
                let names = StatusItem.allCases.map(\.rawValue).joined(separator: ", ")
                let got = if case .string(let name) = item { "\"\(name)\"" } else { item.typeName }
                throw error(for: "status", tr("items must be among {names}, got {got}", ["names": names, "got": got]))
            }
            result.append(status)
        }
        return result
    }

    func colors() throws(PaperFileError) -> PaperColors {
        guard let value = table["colors"] else { return PaperColors() }
        guard case .table(let colors) = value else {
            throw error(for: "colors", tr("must be a table, got {type}", ["type": value.typeName]))
        }
        func color(_ key: String) throws(PaperFileError) -> PaperColor? {
            guard let value = colors[key] else { return nil }
            switch value {
            case .integer(let index):
                guard (0...255).contains(index) else {
                    throw error(for: key, in: "colors", tr("must be 0–255, a name or #RRGGBB, got {number}", ["number": index]))
                }
                return .palette(UInt8(index))
            case .string(let text):
                guard let color = PaperColor(text: text) else {
                    throw error(for: key, in: "colors", tr("must be 0–255, a name or #RRGGBB, got \"{text}\"", ["text": text]))
                }
                return color
            default:
                throw error(for: key, in: "colors", tr("must be 0–255, a name or #RRGGBB, got {type}", ["type": value.typeName]))
            }
        }
        return PaperColors(
            paper: try color("paper"), ink: try color("ink"), rule: try color("rule"), border: try color("border"),
            desk: try color("desk"))
    }

    /// "1–10,000": a range as the messages write it.
    static func shown(_ range: ClosedRange<Int>) -> String {
        "\(grouped(range.lowerBound))–\(grouped(range.upperBound))"
    }

    static func grouped(_ number: Int) -> String {
        let digits = String(number)
        guard digits.count > 4 else { return digits }
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}
