/// The block between a letter's `---` lines: `key: value` lines that record the
/// paper (and later the envelope).
///
/// Representation: the lines themselves, verbatim and in order, without their
/// line endings. Keys are read from them on demand. Keeping lines rather than a
/// dictionary is what makes a file round-trip byte for byte: keys we do not know,
/// comments, blank lines, quoting and spacing all come back exactly as written,
/// and a line is only rewritten when its value really changes.
///
/// Only simple top-level `key: value` lines are understood (the subset of YAML
/// that Markdown tools write for scalars). Indented lines, comments and anything
/// else are kept but never interpreted.
///
/// Invariant: no line contains a line break, and no line is exactly `---` (it
/// would close the block early). The parser cannot produce such lines and
/// `set(_:for:)` refuses keys and cleans values that would.
public struct FrontMatter: Hashable, Sendable {
    /// The block's lines, verbatim, without line endings.
    public private(set) var lines: [String]

    /// An empty block.
    public init() { self.lines = [] }

    /// Lines as the parser found them; they already hold the invariant.
    init(parsedLines: [String]) { self.lines = parsedLines }

    /// The keys and values the block understands, in order. A key may appear
    /// twice if the file says so; `value(for:)` reads the first.
    public var entries: [(key: String, value: String)] {
        lines.compactMap(FrontMatter.entry(in:))
    }

    /// The value of the first line with this key, unquoted and trimmed.
    public func value(for key: String) -> String? {
        for line in lines {
            if let entry = FrontMatter.entry(in: line), entry.key == key { return entry.value }
        }
        return nil
    }

    /// Sets `key` to `value`: the first line with the key is rewritten (left
    /// untouched if it already says this value, so quoting and comments survive)
    /// and later duplicates are removed; a new key is appended at the end.
    ///
    /// Line breaks in `value` become spaces: a value is one line. Returns false,
    /// changing nothing, for a key that could not be read back (empty, with a
    /// colon, a line break, leading `#`, `-` or white space).
    @discardableResult
    public mutating func set(_ value: String, for key: String) -> Bool {
        guard FrontMatter.isWritableKey(key) else { return false }
        let cleaned = FrontMatter.oneLine(value)
        let newLine = cleaned.isEmpty ? "\(key):" : "\(key): \(FrontMatter.written(cleaned))"
        var found = false
        var kept: [String] = []
        kept.reserveCapacity(lines.count + 1)
        for line in lines {
            guard let entry = FrontMatter.entry(in: line), entry.key == key else {
                kept.append(line)
                continue
            }
            if found { continue }
            found = true
            kept.append(entry.value == cleaned ? line : newLine)
        }
        if !found { kept.append(newLine) }
        lines = kept
        return true
    }

    /// Removes every line with this key; other lines are untouched.
    public mutating func remove(_ key: String) {
        lines.removeAll { FrontMatter.entry(in: $0)?.key == key }
    }

    /// The key and value a line records, or nil for lines we only keep.
    ///
    /// `key: value`, `key:value` is not a key (YAML needs the space or the end of
    /// line after the colon). The value loses surrounding spaces, one pair of
    /// quotes (up to the closing one), and an unquoted trailing ` # comment`.
    ///
    /// Read by Unicode scalar: a value may begin with a combining mark, a
    /// joiner or a variation selector, which joins the space before it into
    /// one `Character` that is not " " (`to: \u{301}x`).
    static func entry(in line: String) -> (key: String, value: String)? {
        let scalars = Array(line.unicodeScalars)
        guard let first = scalars.first, !first.properties.isWhitespace, first != "#", first != "-" else {
            return nil
        }
        guard let colon = scalars.firstIndex(of: ":") else { return nil }
        if colon + 1 < scalars.count, scalars[colon + 1] != " ", scalars[colon + 1] != "\t" { return nil }
        let key = FrontMatter.trimmed(scalars[..<colon])
        guard !key.isEmpty else { return nil }
        // Indexed from zero: a slice keeps the line's indices.
        var value = Array(FrontMatter.trimmed(scalars[(colon + 1)...]))
        if value.first == "'" {
            // YAML's single quotes: '' inside stands for one '.
            var read: [Unicode.Scalar] = []
            var index = 1
            while index < value.count {
                let next = value[index]
                index += 1
                if next == "'" {
                    guard index < value.count, value[index] == "'" else { break }
                    index += 1
                }
                read.append(next)
            }
            value = read
        } else if value.first == "\"" {
            let rest = value.dropFirst()
            if let close = rest.firstIndex(of: "\"") { value = Array(rest[..<close]) }
        } else if let hash = value.indices.first(where: { $0 > 0 && value[$0] == "#" && value[$0 - 1] == " " }) {
            value = Array(FrontMatter.trimmed(value[..<(hash - 1)]))
        }
        return (String(String.UnicodeScalarView(key)), String(String.UnicodeScalarView(value)))
    }

    /// Scalars without leading and trailing spaces and tabs.
    private static func trimmed(_ scalars: ArraySlice<Unicode.Scalar>) -> ArraySlice<Unicode.Scalar> {
        var slice = scalars
        while let first = slice.first, first == " " || first == "\t" { slice = slice.dropFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice = slice.dropLast() }
        return slice
    }

    static func isWritableKey(_ key: String) -> Bool {
        guard let first = key.first, !first.isWhitespace, first != "#", first != "-" else { return false }
        return !key.contains(where: { $0 == ":" || $0.isNewline }) && key.trimmingLayoutSpaces == key
    }

    /// `value` as a line writes it so `entry(in:)` reads it back: plain, or
    /// in single quotes (YAML's, '' for ') when it would otherwise read as
    /// something else — a comment (" #"), a quoted value, or YAML syntax.
    static func written(_ value: String) -> String {
        // By scalar, as `entry(in:)` reads: "'" + U+0301 is one Character
        // but still opens a quote.
        let scalars = Array(value.unicodeScalars)
        func has(_ first: Unicode.Scalar, then second: Unicode.Scalar) -> Bool {
            scalars.indices.dropLast().contains { scalars[$0] == first && scalars[$0 + 1] == second }
        }
        let plain = !has(" ", then: "#") && !has(":", then: " ") && scalars.last != ":"
            && !"'\"#&*!|>%@`[]{},-?".unicodeScalars.contains(scalars.first ?? " ")
        if plain { return value }
        var quoted = String.UnicodeScalarView()
        quoted.append("'")
        for scalar in scalars {
            if scalar == "'" { quoted.append("'") }
            quoted.append(scalar)
        }
        quoted.append("'")
        return String(quoted)
    }

    /// `text` on one line: line breaks become spaces, surrounding spaces go.
    static func oneLine(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 }).trimmingLayoutSpaces
    }
}

extension String {
    /// Without leading and trailing spaces and tabs (Foundation-free `trimming`).
    var trimmingLayoutSpaces: String {
        var slice = Substring(self)
        while let first = slice.first, first == " " || first == "\t" { slice = slice.dropFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice = slice.dropLast() }
        return String(slice)
    }

}
