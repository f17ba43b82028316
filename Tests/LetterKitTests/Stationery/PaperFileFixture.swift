@testable import LetterKit

/// A paper (or settings) file as a test writes it: keys in order, each with
/// the value a TOML library reads, and the TOML text they come from.
///
/// Tests here give LetterKit what the program gives it (the values and the
/// text, for placing errors) without a TOML library: writing TOML is simple,
/// reading it is the library's job, tested in the program's tests.
struct PaperFileFixture {
    var top: [(String, TOMLValue)]
    /// The `[colors]` table, written after the top-level keys.
    var colors: [(String, TOMLValue)] = []

    /// A card with only the keys a paper needs: name on line 1, lines on 2,
    /// columns on 3.
    static let card = PaperFileFixture(top: [("name", .string("card")), ("lines", .integer(8)), ("columns", .integer(36))])

    /// This file with `key` set to `value` (replaced where it is, else added).
    func with(_ key: String, _ value: TOMLValue) -> PaperFileFixture {
        var copy = self
        if let index = copy.top.firstIndex(where: { $0.0 == key }) {
            copy.top[index].1 = value
        } else {
            copy.top.append((key, value))
        }
        return copy
    }

    /// This file without `key`.
    func without(_ key: String) -> PaperFileFixture {
        var copy = self
        copy.top.removeAll { $0.0 == key }
        return copy
    }

    /// This file with `[colors]` key `key` set to `value`.
    func color(_ key: String, _ value: TOMLValue) -> PaperFileFixture {
        var copy = self
        copy.colors.append((key, value))
        return copy
    }

    var text: String {
        var text = top.map { "\($0.0) = \(Self.literal($0.1))\n" }.joined()
        if !colors.isEmpty {
            text += "\n[colors]\n" + colors.map { "\($0.0) = \(Self.literal($0.1))\n" }.joined()
        }
        return text
    }

    var table: [String: TOMLValue] {
        var table = Dictionary(top, uniquingKeysWith: { $1 })
        if !colors.isEmpty { table["colors"] = .table(Dictionary(colors, uniquingKeysWith: { $1 })) }
        return table
    }

    /// The paper this file describes, read as the file `file`.
    func read(file: String = "card.toml") throws(PaperFileError) -> (paper: Paper, warnings: [String]) {
        try PaperDefinition.paper(from: table, text: text, file: file)
    }

    /// The error reading this file gives, or nil when it reads.
    func error(file: String = "card.toml") -> String? {
        do {
            _ = try read(file: file)
            return nil
        } catch {
            return error.message
        }
    }

    /// A value as TOML writes it; dates stand for every value no key takes.
    static func literal(_ value: TOMLValue) -> String {
        switch value {
        case .string(let text): TOMLText.basicString(text)
        case .integer(let number): "\(number)"
        case .float(let number): "\(number)"
        case .bool(let flag): "\(flag)"
        case .array(let items): "[" + items.map(literal).joined(separator: ", ") + "]"
        case .table(let table): "{ " + table.sorted { $0.key < $1.key }.map { "\($0.key) = \(literal($0.value))" }
                .joined(separator: ", ") + " }"
        case .other: "1979-05-27"
        }
    }
}
