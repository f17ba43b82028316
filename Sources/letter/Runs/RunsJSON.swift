import Foundation
import LetterKit

/// Runs (`LetterRuns`) as JSON text and back, through Foundation's coders
/// and the conformances Swift synthesizes in LetterKit.
///
/// Written stable: keys sorted, slashes unescaped (a URL reads as itself),
/// one line of JSON per line of the letter between the list's brackets, so
/// two exports of one letter are the same bytes and a diff shows the lines
/// that changed. Read forgiving of what may differ (missing attributes,
/// keys this program does not know) and strict about what is wrong: the
/// first bad value is refused with its JSON path (`RunsProblem`).
enum RunsJSON {
    /// `lines` as JSON text, ending with a line feed.
    static func text(of lines: [[Run]]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Runs hold strings and finite numbers only, which JSON always says.
        let encoded = lines.map { line in
            (try? encoder.encode(line)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
        }
        return encoded.isEmpty ? "[]\n" : "[\n" + encoded.joined(separator: ",\n") + "\n]\n"
    }

    /// The lines of runs JSON `bytes` hold, or the first thing wrong with them.
    static func lines(from bytes: [UInt8]) throws(RunsProblem) -> [[Run]] {
        guard bytes.contains(where: { !isJSONSpace($0) }) else {
            throw RunsProblem(path: "$", reason: tr("empty: expected a list of lines of runs"))
        }
        do {
            return try JSONDecoder().decode([[Run]].self, from: Data(bytes))
        } catch let error as DecodingError {
            // The decoder says no more of a syntax error than that it is one.
            if case .dataCorrupted(let context) = error, context.codingPath.isEmpty {
                throw RunsProblem(path: "$", reason: tr("not valid JSON"))
            }
            throw RunsProblem(error)
        } catch {
            throw RunsProblem(path: "$", reason: tr("not valid JSON"))
        }
    }

    private static func isJSONSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
