import LetterKit
import TOMLKit

/// A TOML file's text as LetterKit's plain values: TOMLKit parses, LetterKit
/// decides what the values mean.
///
/// The one place the program touches the TOML library, so the paper reader
/// (`PaperDefinition`) and the settings reader stay plain Swift, tested
/// without it.
enum TOMLReading {
    /// The top-level table of `text` (the file `file`), or the parser's own
    /// words placed at its line: `papers/card.toml:3: …`.
    ///
    /// Limitations: TOMLKit hands the text to toml++ as a C string, so text
    /// after a NUL byte would go unread; such a file is refused here instead.
    static func table(fromText text: String, file: String) throws(PaperFileError) -> [String: LetterKit.TOMLValue] {
        if let nul = text.utf8.firstIndex(of: 0) {
            let line = text.utf8[..<nul].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            throw PaperFileError(message: tr("{file}:{line}: a NUL byte; a TOML file is text", ["file": file, "line": line]))
        }
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw PaperFileError(message: "\(file):\(error.source.begin.line): \(error.description)")
        } catch {
            throw PaperFileError(message: "\(file): \(error)")
        }
        return values(of: table)
    }

    /// A table's keys and values, nested tables and arrays included.
    static func values(of table: TOMLTable) -> [String: LetterKit.TOMLValue] {
        var result: [String: LetterKit.TOMLValue] = [:]
        for (key, value) in table { result[key] = self.value(value) }
        return result
    }

    /// One value as plain data; dates and times keep only their type's name,
    /// for "must be a string, got a date".
    static func value(_ value: TOMLValueConvertible) -> LetterKit.TOMLValue {
        switch value.type {
        case .table: return .table(value.table.map(values(of:)) ?? [:])
        case .array: return .array(value.array.map { $0.map(self.value) } ?? [])
        case .string: return .string(value.string ?? "")
        case .int: return .integer(value.int ?? 0)
        case .double: return .float(value.double ?? 0)
        case .bool: return .bool(value.bool ?? false)
        case .date: return .other("a date")
        case .time: return .other("a time")
        case .dateTime: return .other("a date and time")
        }
    }
}
