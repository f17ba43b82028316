/// What the Markdown reader needs to know about a line before it reads it, and
/// the small grammars it reads by: which `]` closes each `[`, where each code
/// span ends, span attributes and HTML tags.
///
/// Bracket and code-span ends are found once, from right to left, so the reader
/// never scans ahead more than once from the same place: a line of ten thousand
/// `[` reads in linear time.
struct MarkdownInkLexicon {
    let source: [Unicode.Scalar]
    /// For each `[`, the index of the `]` that balances it, as pandoc finds it
    /// (skipping escaped characters and code spans).
    private(set) var closingBracket: [Int: Int] = [:]
    /// For each backtick that can open a code span (the backticks from it to the
    /// end of its run), the index just past the matching closing run.
    private(set) var codeSpanEnd: [Int: Int] = [:]

    init(_ source: [Unicode.Scalar]) {
        self.source = source
        findCodeSpans()
        findBrackets()
    }

    /// A code span opened by the backticks from `start` to the end of their run
    /// closes at the next run of exactly as many backticks.
    private mutating func findCodeSpans() {
        var runs: [(start: Int, length: Int)] = []
        var index = 0
        while index < source.count {
            guard source[index] == "`" else {
                index += 1
                continue
            }
            let start = index
            while index < source.count && source[index] == "`" { index += 1 }
            runs.append((start, index - start))
        }
        var nextRunOfLength: [Int: Int] = [:]
        for run in runs.reversed() {
            for opening in 1...run.length {
                if let closing = nextRunOfLength[opening] {
                    codeSpanEnd[run.start + run.length - opening] = closing + opening
                }
            }
            nextRunOfLength[run.length] = run.start
        }
    }

    /// From right to left, so an inner bracket's match is known when an outer
    /// scan reaches it and the scan jumps over it.
    private mutating func findBrackets() {
        for open in source.indices.reversed() where source[open] == "[" {
            var index = open + 1
            scan: while index < source.count {
                switch source[index] {
                case "[":
                    guard let inner = closingBracket[index] else { break scan }
                    index = inner + 1
                case "]":
                    closingBracket[open] = index
                    break scan
                case "\\":
                    index += MarkdownInkLexicon.escapedScalar(after: index, in: source, end: source.count) == nil ? 1 : 2
                case "`":
                    index = codeSpanEnd[index] ?? index + 1
                default:
                    index += 1
                }
            }
        }
    }

    // MARK: Escapes

    /// The character a backslash at `index` stands for, as pandoc reads it: any
    /// character that is not a letter or digit stands for itself, and a space
    /// for a no-break space. Nil when the backslash is just a backslash.
    static func escapedScalar(after index: Int, in source: [Unicode.Scalar], end: Int) -> Unicode.Scalar? {
        guard index + 1 < end else { return nil }
        let next = source[index + 1]
        if next == " " { return "\u{A0}" }
        if next.isPandocAlphanumeric || next == "\t" || next == "\n" || next == "\r" { return nil }
        return next
    }

    // MARK: Span attributes

    /// The attributes `{…}` starting at `start`, read by pandoc's grammar:
    /// `#id`, `.class`, `key=value` (value bare, or in single or double quotes)
    /// and `-`, separated by spaces. Nil when the text there is not attributes.
    static func attributes(at start: Int, in source: [Unicode.Scalar], end: Int) -> SpanAttributes? {
        guard start < end, source[start] == "{" else { return nil }
        var attributes = SpanAttributes()
        var index = start + 1
        func skipSpaces() { while index < end && (source[index] == " " || source[index] == "\t") { index += 1 } }
        skipSpaces()
        while index < end {
            let scalar = source[index]
            if scalar == "}" {
                attributes.end = index + 1
                return attributes
            }
            if scalar == "#" || scalar == "." {
                index += 1
                guard let name = identifier(at: &index, in: source, end: end) else { return nil }
                if scalar == "#" { attributes.hasIdentifier = true } else { attributes.classes.append(name) }
            } else if scalar == "-" {
                index += 1
                attributes.classes.append("unnumbered")
            } else {
                guard let key = identifier(at: &index, in: source, end: end), index < end, source[index] == "=" else {
                    return nil
                }
                index += 1
                guard let value = value(at: &index, in: source, end: end) else { return nil }
                attributes.values.append((key, value))
            }
            skipSpaces()
        }
        return nil
    }

    /// A letter, then letters, digits and `-_:.`.
    private static func identifier(at index: inout Int, in source: [Unicode.Scalar], end: Int) -> String? {
        guard index < end, source[index].isPandocLetter else { return nil }
        var name = String.UnicodeScalarView()
        while index < end {
            let scalar = source[index]
            guard scalar.isPandocAlphanumeric || "-_:.".unicodeScalars.contains(scalar) else { break }
            name.append(scalar)
            index += 1
        }
        return String(name)
    }

    private static func value(at index: inout Int, in source: [Unicode.Scalar], end: Int) -> String? {
        var value = String.UnicodeScalarView()
        if index < end, source[index] == "\"" || source[index] == "'" {
            let quote = source[index]
            index += 1
            while index < end && source[index] != quote {
                if source[index] == "\\", let escaped = escapedScalar(after: index, in: source, end: end) {
                    value.append(escaped)
                    index += 2
                } else {
                    value.append(source[index])
                    index += 1
                }
            }
            guard index < end else { return nil }
            index += 1
            return String(value)
        }
        while index < end && !" \t}".unicodeScalars.contains(source[index]) {
            if source[index] == "\\", let escaped = escapedScalar(after: index, in: source, end: end) {
                value.append(escaped)
                index += 2
            } else {
                value.append(source[index])
                index += 1
            }
        }
        return String(value)
    }

    // MARK: HTML

    /// The end (just past `>`) of an HTML tag, comment or autolink starting at
    /// `start`, which pandoc keeps as raw HTML and never reads emphasis inside.
    /// Nil when the `<` starts none of them.
    static func rawHTMLEnd(at start: Int, in source: [Unicode.Scalar], end: Int) -> Int? {
        func closing(from index: Int, allowing allowed: (Unicode.Scalar) -> Bool) -> Int? {
            var index = index
            while index < end {
                if source[index] == ">" { return index + 1 }
                guard allowed(source[index]) else { return nil }
                index += 1
            }
            return nil
        }
        var index = start + 1
        if Array(source[min(index, end)..<min(index + 3, end)]) == ["!", "-", "-"] {
            var scan = index + 3
            while scan + 2 < end {
                if source[scan] == "-" && source[scan + 1] == "-" && source[scan + 2] == ">" { return scan + 3 }
                scan += 1
            }
            return nil
        }
        let isClosingTag = index < end && source[index] == "/"
        if isClosingTag { index += 1 }
        guard index < end, source[index].isASCIILetter else { return nil }
        var nameEnd = index
        while nameEnd < end && (source[nameEnd].isASCIILetter || source[nameEnd].isASCIIDigit) { nameEnd += 1 }
        guard nameEnd < end else { return nil }
        let next = source[nameEnd]
        if next == ">" { return nameEnd + 1 }
        if next == " " || next == "\t" || (next == "/" && !isClosingTag) {
            return closing(from: nameEnd) { $0 != "<" }
        }
        // An autolink: a scheme, a colon, then no spaces.
        if !isClosingTag && (next == ":" || next == "+" || next == "." || next == "-") {
            var scheme = nameEnd
            while scheme < end && (source[scheme].isASCIILetter || source[scheme].isASCIIDigit || "+.-".unicodeScalars.contains(source[scheme])) {
                scheme += 1
            }
            guard scheme < end, source[scheme] == ":" else { return nil }
            return closing(from: scheme + 1) { $0 != " " && $0 != "<" && $0 != "\t" }
        }
        return nil
    }
}

/// A span's attributes as written, before they are judged known or not.
struct SpanAttributes {
    var hasIdentifier = false
    var classes: [String] = []
    var values: [(key: String, value: String)] = []
    /// Just past the closing `}`.
    var end = 0

    /// The ink these attributes give, when every one of them is one this
    /// program writes and none contradicts another; nil otherwise, and the span
    /// stays literal text.
    var ink: Ink? {
        guard !hasIdentifier else { return nil }
        var underline = false
        var highlight: Highlight?
        var color: InkColor?
        func setHighlight(_ new: Highlight) -> Bool {
            if let highlight, highlight != new { return false }
            highlight = new
            return true
        }
        var classes = self.classes
        for (key, value) in values {
            switch key {
            case "class": classes += value.split(separator: " ").map(String.init)
            case "color":
                guard let new = InkColor(value), color == nil || color == new else { return nil }
                color = new
            case "background":
                guard let new = Highlight(value), setHighlight(new) else { return nil }
            default: return nil
            }
        }
        for name in classes {
            switch name {
            case "underline", "ul": underline = true
            case "mark": guard setHighlight(.yellow) else { return nil }
            default: return nil
            }
        }
        return Ink(underline: underline, color: color, highlight: highlight)
    }
}

extension Unicode.Scalar {
    /// A letter or digit by Unicode's general category, as Haskell's
    /// `isAlphaNum` (which pandoc uses) decides: accents and emoji are not.
    var isPandocAlphanumeric: Bool {
        if isASCII { return isASCIILetter || isASCIIDigit }
        switch properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }

    var isPandocLetter: Bool {
        if isASCII { return isASCIILetter }
        switch properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: return true
        default: return false
        }
    }

    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
