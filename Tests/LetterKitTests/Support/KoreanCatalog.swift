import Foundation
import LetterKit

/// The Korean catalog as the program reads it, for LetterKit's tests: po/ko.po
/// parsed in the test (LetterKit itself never reads a catalog; the program
/// asks gettext). Use with `InterfaceLanguage.$override.withValue(KoreanCatalog.shared) { … }`.
///
/// Representation: msgid → msgstr, and msgid → msgstr[0] for plurals
/// (Korean has one plural form). Reads the single-line entries
/// `Scripts/update-po` writes (`--no-wrap`); an empty msgstr is no translation.
struct KoreanCatalog: MessageCatalog {
    let language = "ko"
    let messages: [String: String]

    static let shared = KoreanCatalog(poFile: URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("po/ko.po"))

    init(poFile: URL) {
        let text = (try? String(contentsOf: poFile, encoding: .utf8)) ?? ""
        var messages: [String: String] = [:]
        var id: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("msgid ") {
                id = Self.unquote(line.dropFirst(6))
            } else if line.hasPrefix("msgstr ") || line.hasPrefix("msgstr[0] ") {
                let value = Self.unquote(line.drop { $0 != " " }.dropFirst())
                if let id, !id.isEmpty, !value.isEmpty { messages[id] = value }
                id = nil
            }
        }
        self.messages = messages
    }

    func translation(of message: String) -> String? {
        messages[message]
    }

    func translation(of singular: String, plural: String, count: Int) -> String? {
        messages[singular]
    }

    /// A PO string's text: the quotes off, C's escapes undone.
    private static func unquote(_ quoted: Substring) -> String {
        var body = quoted.trimmingCharacters(in: .whitespaces)
        guard body.hasPrefix("\""), body.hasSuffix("\""), body.count >= 2 else { return "" }
        body = String(body.dropFirst().dropLast())
        var result = ""
        var escaped = false
        for character in body {
            if escaped {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                default: result.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
