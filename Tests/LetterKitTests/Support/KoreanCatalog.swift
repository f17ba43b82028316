import Foundation
import LetterKit

/// The Korean catalog as the program reads it, for LetterKit's tests: po/ko.po
/// parsed in the test (LetterKit itself never reads a catalog; the program
/// asks gettext). Use with `InterfaceLanguage.$override.withValue(KoreanCatalog.shared) { … }`.
///
/// Representation: msgid → msgstr, and msgid → msgstr[0] for plurals
/// (Korean has one plural form). Reads what `Scripts/update-po` writes
/// (`--no-wrap`: a string continues on the next lines only after a "\n");
/// an empty msgstr is no translation.
struct KoreanCatalog: MessageCatalog {
    let language = "ko"
    let messages: [String: String]

    static let shared = KoreanCatalog(poFile: URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("po/ko.po"))

    init(poFile: URL) {
        let text = (try? String(contentsOf: poFile, encoding: .utf8)) ?? ""
        var messages: [String: String] = [:]
        // An entry's fields, each a string that may continue on the lines
        // after it (gettext breaks a string after each "\n").
        var id = ""
        var translation = ""
        var field: Field?
        func finish() {
            if !id.isEmpty, !translation.isEmpty { messages[id] = translation }
            id = ""
            translation = ""
            field = nil
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("msgid ") {
                finish()
                id = Self.unquote(line.dropFirst(6))
                field = .id
            } else if line.hasPrefix("msgid_plural ") || line.hasPrefix("msgstr[") && !line.hasPrefix("msgstr[0] ") {
                field = nil
            } else if line.hasPrefix("msgstr ") || line.hasPrefix("msgstr[0] ") {
                translation = Self.unquote(line.drop { $0 != " " }.dropFirst())
                field = .translation
            } else if line.hasPrefix("\"") {
                switch field {
                case .id: id += Self.unquote(line)
                case .translation: translation += Self.unquote(line)
                case nil: break
                }
            } else if line.isEmpty || line.hasPrefix("#") {
                finish()
            }
        }
        finish()
        self.messages = messages
    }

    private enum Field { case id, translation }

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
