import Foundation

/// A gettext catalog (`.po`) or template (`.pot`) read for the catalog tests:
/// its entries as translators and msgfmt see them.
///
/// Reads what gettext's tools write: `msgctxt`, `msgid`, `msgid_plural`,
/// `msgstr` or `msgstr[N]`, each a quoted string that may continue on the
/// following lines, the `#,` flags (fuzzy) and `#:` references above them,
/// and obsolete entries (`#~ …`) kept apart. Not a full PO parser: no
/// previous-msgid (`#|`) lines are kept, as no test needs them.
struct POFile {
    struct Entry {
        var context: String?
        var id = ""
        var plural: String?
        /// The translations by plural index; a singular entry has only 0.
        var translations: [Int: String] = [:]
        var flags: Set<String> = []
        var references: [String] = []

        var isHeader: Bool { id.isEmpty && context == nil }
        var isFuzzy: Bool { flags.contains("fuzzy") }
        /// How the entry is named in a test's message.
        var label: String { plural.map { "\"\(id)\" / \"\($0)\"" } ?? "\"\(id)\"" }
    }

    let path: String
    /// The live entries, the header first when there is one.
    var entries: [Entry] = []
    /// Entries kept as obsolete (`#~`): sentences gone from the template.
    var obsolete: [Entry] = []

    var header: Entry? { entries.first { $0.isHeader } }
    var messages: [Entry] { entries.filter { !$0.isHeader } }

    /// `nplurals` of the header's Plural-Forms (2, as English, without one).
    var pluralCount: Int {
        guard let header = header?.translations[0],
            let line = header.split(separator: "\n").first(where: { $0.hasPrefix("Plural-Forms:") }),
            let range = line.range(of: "nplurals=")
        else { return 2 }
        return Int(line[range.upperBound...].prefix { $0.isNumber }) ?? 2
    }

    init(path: String) throws {
        self.path = path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var live = Entry()
        var dead = Entry()
        var liveStarted = false
        var deadStarted = false
        // Where a continuation line ("…") goes: the last keyword's field.
        var liveField: (inout Entry, String) -> Void = { _, _ in }
        var deadField: (inout Entry, String) -> Void = { _, _ in }
        func finish() {
            if liveStarted { entries.append(live) }
            if deadStarted { obsolete.append(dead) }
            live = Entry()
            dead = Entry()
            liveStarted = false
            deadStarted = false
        }
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = Substring(rawLine)
            if line.trimmingCharacters(in: .whitespaces).isEmpty {
                finish()
                continue
            }
            let isObsolete = line.hasPrefix("#~")
            if isObsolete {
                line = line.dropFirst(2).drop { $0 == " " }
                if line.hasPrefix("|") { continue }
            } else if line.hasPrefix("#,") {
                live.flags.formUnion(line.dropFirst(2).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
                continue
            } else if line.hasPrefix("#:") {
                live.references += line.dropFirst(2).split(separator: " ").map(String.init)
                continue
            } else if line.hasPrefix("#") {
                continue
            }
            guard let (keyword, value) = Self.keywordLine(line) else { continue }
            if isObsolete {
                deadStarted = true
                if let setter = Self.setter(for: keyword) { deadField = setter }
                deadField(&dead, value)
            } else {
                liveStarted = true
                if let setter = Self.setter(for: keyword) { liveField = setter }
                liveField(&live, value)
            }
        }
        finish()
    }

    /// A line's keyword (empty for a continuation) and its string's text.
    private static func keywordLine(_ line: Substring) -> (String, String)? {
        guard let quote = line.firstIndex(of: "\"") else { return nil }
        let keyword = line[..<quote].trimmingCharacters(in: .whitespaces)
        return (keyword, unquote(line[quote...]))
    }

    /// What a keyword's string is appended to; nil for a continuation line.
    private static func setter(for keyword: String) -> ((inout Entry, String) -> Void)? {
        switch keyword {
        case "": return nil
        case "msgctxt": return { $0.context = ($0.context ?? "") + $1 }
        case "msgid": return { $0.id += $1 }
        case "msgid_plural": return { $0.plural = ($0.plural ?? "") + $1 }
        case "msgstr": return { $0.translations[0, default: ""] += $1 }
        default:
            guard keyword.hasPrefix("msgstr["), let index = Int(keyword.dropFirst(7).dropLast()) else {
                return { _, _ in }
            }
            return { $0.translations[index, default: ""] += $1 }
        }
    }

    /// A PO string's text: the quotes off, C's escapes undone.
    static func unquote(_ quoted: Substring) -> String {
        let body = quoted.trimmingCharacters(in: .whitespaces)
        guard body.hasPrefix("\""), body.hasSuffix("\""), body.count >= 2 else { return "" }
        var result = ""
        var escaped = false
        for character in body.dropFirst().dropLast() {
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

    /// The catalogs of the repository's languages, po/*.po, sorted.
    static func catalogPaths() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Repository.path("po"))) ?? []
        return names.filter { $0.hasSuffix(".po") }.sorted().map { Repository.path("po/" + $0) }
    }
}
