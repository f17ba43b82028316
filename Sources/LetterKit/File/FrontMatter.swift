/// The block between a letter's `---` lines: `key: value` lines that record the
/// paper (and later the envelope).
///
/// Representation: the lines themselves, verbatim and in order, without their
/// line endings. Keys are read from them on demand. Keeping lines rather than a
/// dictionary is what makes a file round-trip byte for byte: keys we do not know,
/// comments, blank lines, quoting and spacing all come back exactly as written,
/// and a line is only rewritten when its value really changes (or was written
/// in a way other YAML readers would type as something else).
///
/// Only simple top-level `key: value` lines are understood (the subset of YAML
/// that Markdown tools write for scalars); how a value is quoted and read is
/// `FrontMatterValue`'s. Indented lines, comments and anything else are kept
/// but never interpreted.
///
/// Invariant: no line contains a line break, and no line is exactly `---` (it
/// would close the block early). The parser cannot produce such lines and
/// `set(_:for:)` refuses keys that would and escapes line breaks in values.
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

    /// Sets `key` to `value`, exactly: the first line with the key is
    /// rewritten and later duplicates are removed; a new key is appended at the
    /// end. The first line is left as it is (its quoting and comment with it)
    /// when it already says this value in a way every YAML reader reads the
    /// same: quoted, or plain where plain is safe (`FrontMatterValue`). A plain
    /// `postcode: 03045` a person wrote is rewritten `postcode: "03045"`.
    ///
    /// Any string can be set: spaces at either end, line breaks and controls
    /// are written with YAML's escapes, so the line stays one line. Returns
    /// false, changing nothing, for a key that could not be read back (empty,
    /// with a colon, a line break, leading `#`, `-` or white space).
    @discardableResult
    public mutating func set(_ value: String, for key: String) -> Bool {
        record(key: key, line: "\(key): \(FrontMatterValue.written(value))") { entry in
            entry.value == value && (entry.form == .quoted || (entry.form == .plain && FrontMatterValue.isPlain(value)))
        }
    }

    /// Sets `key` to a whole number, written plain (`lines: 20`) so YAML
    /// readers take it for the number it is; a line already saying this
    /// number, in any form, is left as it is.
    @discardableResult
    public mutating func set(_ number: Int, for key: String) -> Bool {
        let text = String(number)
        return record(key: key, line: "\(key): \(text)") { $0.value == text && $0.form != .broken }
    }

    /// Replaces the first line with `key` by `line` unless `keeps` says the
    /// old line already holds the value; removes later duplicates; appends
    /// `line` when the key is new.
    private mutating func record(
        key: String, line newLine: String, keeps: (FrontMatter.Entry) -> Bool
    ) -> Bool {
        guard FrontMatter.isWritableKey(key) else { return false }
        var found = false
        var kept: [String] = []
        kept.reserveCapacity(lines.count + 1)
        for line in lines {
            guard let entry = FrontMatter.parsedEntry(in: line), entry.key == key else {
                kept.append(line)
                continue
            }
            if found { continue }
            found = true
            kept.append(keeps(entry) ? line : newLine)
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
    static func entry(in line: String) -> (key: String, value: String)? {
        parsedEntry(in: line).map { ($0.key, $0.value) }
    }

    /// A line's key, its value as `FrontMatterValue` reads it, and how the
    /// value was written.
    struct Entry {
        var key: String
        var value: String
        var form: FrontMatterValue.Form
    }

    /// `key: value`; `key:value` is not a key (YAML needs the space or the end
    /// of line after the colon).
    ///
    /// Read by Unicode scalar: a value may begin with a combining mark, a
    /// joiner or a variation selector, which joins the space before it into
    /// one `Character` that is not " " (`to: \u{301}x`).
    static func parsedEntry(in line: String) -> Entry? {
        let scalars = line.unicodeScalars
        guard let first = scalars.first, !first.properties.isWhitespace, first != "#", first != "-" else { return nil }
        guard let colon = scalars.firstIndex(of: ":") else { return nil }
        let afterColon = scalars.index(after: colon)
        if afterColon < scalars.endIndex, scalars[afterColon] != " ", scalars[afterColon] != "\t" { return nil }
        // Through Substring, not `String.UnicodeScalarView(_:)`: that one is
        // generic over the sequence and, left unspecialized, costs a start
        // two searches of the runtime's conformance records.
        let key = String(Substring(scalars[..<colon])).trimmingLayoutSpaces
        guard !key.isEmpty else { return nil }
        let (value, form) = FrontMatterValue.read(Substring(scalars[afterColon...]))
        return Entry(key: key, value: value, form: form)
    }

    static func isWritableKey(_ key: String) -> Bool {
        guard let first = key.first, !first.isWhitespace, first != "#", first != "-" else { return false }
        return !key.contains(where: { $0 == ":" || $0.isNewline }) && key.trimmingLayoutSpaces == key
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
