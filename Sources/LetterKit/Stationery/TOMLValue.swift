/// A TOML document's values as plain data, so the paper reader in LetterKit
/// checks what a TOML library read without depending on one.
///
/// The program parses a file (TOMLKit) into these values; LetterKit decides
/// what they mean and words every error. Line numbers come from the text
/// (`TOMLText.line(ofKey:inTable:)`), since a parser's values do not keep them.
public indirect enum TOMLValue: Hashable, Sendable {
    case string(String)
    case integer(Int)
    case float(Double)
    case bool(Bool)
    case array([TOMLValue])
    case table([String: TOMLValue])
    /// A date, a time or anything else no paper key takes; its TOML type name.
    case other(String)

    /// The type's name as TOML calls it, for "must be a string, got an integer".
    public var typeName: String {
        switch self {
        case .string: tr("a string")
        case .integer: tr("an integer")
        case .float: tr("a float")
        case .bool: tr("a boolean")
        case .array: tr("an array")
        case .table: tr("a table")
        case .other(let name): name
        }
    }
}

/// Where keys are in a TOML file's text, for errors that name a line.
public enum TOMLText {
    /// `text` as a TOML basic string: quotes and backslashes escaped, control
    /// characters as escapes, everything else (any script) as it is. What the
    /// paper writer and a bound book's `book.toml` write.
    public static func basicString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// The line (from 1) where `key` is given inside `[table]` (nil for the
    /// top level), or nil if the text does not give it plainly. Dotted and
    /// quoted keys are matched as written.
    public static func line(ofKey key: String, inTable table: String?, text: String) -> Int? {
        var current: String?
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(rawLine).trimmingSpaces
            if line.hasPrefix("[") {
                let name = line.drop { $0 == "[" }.prefix { $0 != "]" }
                current = String(name).trimmingSpaces
                continue
            }
            guard current == table else { continue }
            let name = String(line.prefix { $0 != "=" }).trimmingSpaces
            if line.contains("="), name == key || name == "\"\(key)\"" { return index + 1 }
        }
        return nil
    }
}
