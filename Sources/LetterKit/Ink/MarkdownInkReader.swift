/// Reads one paragraph's Markdown the way pandoc's `markdown` reader does, for
/// the marks ink uses, and keeps everything else as the characters written.
///
/// Why pandoc's way: a letter is Markdown as pandoc reads it, so a file must
/// mean here what it means there. Pandoc's reader is not CommonMark's delimiter
/// algorithm but a recursive descent; this follows its rules step for step:
/// - A run of one, two or three `*` (or `_`) opens emphasis, strong emphasis
///   or both, unless a space or tab follows it; four or more are literal.
/// - A closer is the next run of as many markers, wherever it stands; a `_`
///   closer must not be followed by a letter or digit, and a `_` never opens
///   right after a word or a closed emphasis (so `snake_case` is text).
/// - Inside `*…*`, a `**` opens strong emphasis; a marker never closed is text,
///   and what it enclosed is read as if it were not there.
/// - `[…]` balanced brackets are read as a unit, so emphasis never crosses
///   them; followed by `{attributes}` this program knows, they are a span.
///   `[text][label]` is a reference link, so the label is never a span, and
///   `[^label]` is a footnote marker, text in which nothing is read.
/// - Code spans and HTML tags are text in which nothing is read.
/// - `\` before any character that is not a letter or digit is that character;
///   `\ ` is a no-break space.
///
/// Everything works on Unicode scalars, as pandoc does, so a combining mark
/// after a marker never hides it; characters are formed at the end, and a
/// character takes the ink of its first scalar.
///
/// Limitations: pandoc's other inline syntax (links, math, smart quotes,
/// sub- and superscript, citations, entities) is read as the characters
/// written. Nesting deeper than `maximumDepth` reads as text, where pandoc
/// would go on; only a hostile line nests so deep.
struct MarkdownInkReader {
    static let maximumDepth = 64

    private let source: [Unicode.Scalar]
    private let lexicon: MarkdownInkLexicon
    private var position = 0
    private var end: Int
    private var depth = 0
    /// Where the last word or closed emphasis ended: pandoc's `stateLastStrPos`.
    /// A `_` there cannot open emphasis.
    private var lastWordEnd: Int?

    /// What has been read: scalars and their ink. Markers that may still prove
    /// to be markup are written as text and hidden once their closer is found.
    private var scalars: [Unicode.Scalar] = []
    private var inks: [Ink] = []
    private var hidden: [Bool] = []

    init(_ line: String) {
        source = Array(line.unicodeScalars)
        lexicon = MarkdownInkLexicon(source)
        end = source.count
    }

    mutating func read() -> StyledText {
        readInlines()
        return styledText()
    }

    /// The visible scalars, each with its ink, before characters are formed.
    mutating func readScalars() -> [(scalar: Unicode.Scalar, ink: Ink)] {
        readInlines()
        return scalars.indices.filter { !hidden[$0] }.map { (scalars[$0], inks[$0]) }
    }

    private mutating func readInlines() {
        while position < end { readInline() }
    }

    /// Reads one inline: a word, a run of spaces, a mark, or one character.
    private mutating func readInline() {
        let scalar = source[position]
        switch scalar {
        case " ", "\t":
            let start = position
            while position < end && (source[position] == " " || source[position] == "\t") { position += 1 }
            emit(start..<position)
        case "`":
            if let spanEnd = lexicon.codeSpanEnd[position], spanEnd <= end {
                emit(position..<spanEnd)
                position = spanEnd
            } else {
                emitOne()
            }
        case "*", "_":
            if !readEmphasis(scalar) { emitOne() }
        case "[":
            if !readBrackets() { emitOne() }
        case "<":
            if let tagEnd = MarkdownInkLexicon.rawHTMLEnd(at: position, in: source, end: end) {
                emit(position..<tagEnd)
                position = tagEnd
            } else {
                emitOne()
            }
        case "\\":
            if let escaped = MarkdownInkLexicon.escapedScalar(after: position, in: source, end: end) {
                append(escaped)
                position += 2
            } else {
                emitOne()
            }
        case ".":
            if position + 2 < end && source[position + 1] == "." && source[position + 2] == "." {
                // An ellipsis is not part of a word.
                emit(position..<(position + 3))
                position += 3
            } else if position + 1 < end && source[position + 1] == "." {
                emitOne()
            } else {
                readWord()
            }
        default:
            if scalar.isPandocAlphanumeric { readWord() } else { emitOne() }
        }
    }

    /// Letters, digits and single full stops: pandoc's `str`.
    private mutating func readWord() {
        let start = position
        while position < end {
            let scalar = source[position]
            if scalar.isPandocAlphanumeric || (scalar == "." && (position + 1 == end || source[position + 1] != ".")) {
                position += 1
            } else {
                break
            }
        }
        emit(start..<position)
        lastWordEnd = position
    }

    // MARK: Emphasis

    /// A run of `marker` that may open emphasis; false when a `_` follows a
    /// word (it is then a character, read by the caller).
    private mutating func readEmphasis(_ marker: Unicode.Scalar) -> Bool {
        guard depth < MarkdownInkReader.maximumDepth else { return false }
        if marker == "_" && lastWordEnd == position { return false }
        var runEnd = position
        while runEnd < end && source[runEnd] == marker { runEnd += 1 }
        let length = runEnd - position
        let followedBySpace = runEnd < end && (source[runEnd] == " " || source[runEnd] == "\t")
        guard !followedBySpace, length <= 3 else {
            emit(position..<runEnd)
            position = runEnd
            return true
        }
        let opener = openers(marker, length)
        switch length {
        case 3: readBoth(marker, opener: opener)
        case 2: readStrong(marker, opener: opener, contentStart: scalars.count)
        default: readEmphasized(marker, opener: opener, contentStart: scalars.count)
        }
        return true
    }

    /// After `***`: pandoc's `three`.
    private mutating func readBoth(_ marker: Unicode.Scalar, opener: [Int]) {
        depth += 1
        defer { depth -= 1 }
        let contentStart = scalars.count
        while position < end && !closes(marker, 1) { readInline() }
        if closes(marker, 3) {
            position += 3
            close(opener, from: contentStart) { $0.bold = true; $0.italic = true }
        } else if closes(marker, 2) {
            position += 2
            close(Array(opener[1...]), from: contentStart) { $0.bold = true }
            readEmphasized(marker, opener: [opener[0]], contentStart: contentStart)
        } else if closes(marker, 1) {
            position += 1
            close([opener[2]], from: contentStart) { $0.italic = true }
            readStrong(marker, opener: Array(opener[..<2]), contentStart: contentStart)
        }
    }

    /// After `**`, or the rest of `***` once its `*` closed: pandoc's `two`.
    private mutating func readStrong(_ marker: Unicode.Scalar, opener: [Int], contentStart: Int) {
        depth += 1
        defer { depth -= 1 }
        while position < end && !closes(marker, 2) { readInline() }
        if closes(marker, 2) {
            position += 2
            close(opener, from: contentStart) { $0.bold = true }
        }
    }

    /// After `*`, or the rest of `***` once its `**` closed: pandoc's `one`.
    private mutating func readEmphasized(_ marker: Unicode.Scalar, opener: [Int], contentStart: Int) {
        depth += 1
        defer { depth -= 1 }
        while position < end {
            if !closes(marker, 1) {
                readInline()
            } else if position + 1 < end && source[position + 1] == marker && !closes(marker, 1, at: position + 2) {
                // A pair that does not close opens strong emphasis inside.
                let inner = openers(marker, 2)
                if depth < MarkdownInkReader.maximumDepth {
                    readStrong(marker, opener: inner, contentStart: scalars.count)
                }
            } else {
                break
            }
        }
        if closes(marker, 1) {
            position += 1
            close(opener, from: contentStart) { $0.italic = true }
        }
    }

    /// True when `count` markers stand at `start` and may close: pandoc's `ender`.
    private func closes(_ marker: Unicode.Scalar, _ count: Int, at start: Int? = nil) -> Bool {
        let start = start ?? position
        guard start + count <= end else { return false }
        for index in start..<(start + count) where source[index] != marker { return false }
        return marker == "*" || start + count == end || !source[start + count].isPandocAlphanumeric
    }

    /// Writes `count` markers as text for now; their indices, to hide on closing.
    private mutating func openers(_ marker: Unicode.Scalar, _ count: Int) -> [Int] {
        let first = scalars.count
        for _ in 0..<count { append(marker) }
        position += count
        return Array(first..<(first + count))
    }

    /// The opener was markup: hide it and mark everything read since `start`.
    private mutating func close(_ opener: [Int], from start: Int, _ mark: (inout Ink) -> Void) {
        for index in opener { hidden[index] = true }
        for index in start..<inks.count { mark(&inks[index]) }
        lastWordEnd = position
    }

    // MARK: Brackets and spans

    /// Balanced brackets: a span when known attributes follow, else the
    /// brackets as text around what they enclose. False when unbalanced.
    private mutating func readBrackets() -> Bool {
        if position + 1 < end && source[position + 1] == "^" { return readFootnoteMarker() }
        guard depth < MarkdownInkReader.maximumDepth, let closing = lexicon.closingBracket[position], closing < end else {
            return false
        }
        let attributes = MarkdownInkLexicon.attributes(at: closing + 1, in: source, end: end)
        if let attributes, let ink = attributes.ink {
            let contentStart = scalars.count
            readEnclosed(from: position + 1, to: closing)
            for index in contentStart..<inks.count {
                inks[index].underline = inks[index].underline || ink.underline
                inks[index].color = inks[index].color ?? ink.color
                inks[index].highlight = inks[index].highlight ?? ink.highlight
            }
            position = attributes.end
            return true
        }
        emitOne()
        readEnclosed(from: position, to: closing)
        emit(closing..<(closing + 1))
        position = closing + 1
        if let attributes {
            // Attributes this program does not know: kept as written, inert.
            emit(position..<attributes.end)
            position = attributes.end
        } else if position + 1 < end, source[position] == "[", source[position + 1] != "^",
            let label = lexicon.closingBracket[position], label < end
        {
            // `[text][label]` is a reference link to pandoc: the second brackets
            // are its label, never a span, whatever follows them.
            emitOne()
            readEnclosed(from: position, to: label)
            emit(label..<(label + 1))
            position = label + 1
        }
        return true
    }

    /// `[^label]` (no spaces) is a footnote marker to pandoc, text in which
    /// nothing is read; any other `[^` is a `[` and a `^`. Never a span.
    private mutating func readFootnoteMarker() -> Bool {
        var index = position + 2
        guard index < end, source[index] != " ", source[index] != "\t" else { return false }
        index += 1
        while index < end && source[index] != "]" {
            guard source[index] != " " && source[index] != "\t" else { return false }
            index += 1
        }
        guard index < end else { return false }
        emit(position..<(index + 1))
        position = index + 1
        return true
    }

    /// Reads `start..<stop` on its own, as pandoc reads a bracket's contents.
    private mutating func readEnclosed(from start: Int, to stop: Int) {
        let outerEnd = end
        depth += 1
        position = start
        end = stop
        readInlines()
        end = outerEnd
        depth -= 1
    }

    // MARK: Output

    private mutating func emit(_ range: Range<Int>) {
        for index in range { append(source[index]) }
    }

    private mutating func emitOne() {
        append(source[position])
        position += 1
    }

    private mutating func append(_ scalar: Unicode.Scalar) {
        scalars.append(scalar)
        inks.append(.plain)
        hidden.append(false)
    }

    /// The visible scalars formed into characters, each with its first scalar's ink.
    private func styledText() -> StyledText {
        var text = String.UnicodeScalarView()
        var scalarInks: [Ink] = []
        for index in scalars.indices where !hidden[index] {
            text.append(scalars[index])
            scalarInks.append(inks[index])
        }
        var characters: [Character] = []
        var characterInks: [Ink] = []
        var scalarIndex = 0
        for character in String(text) {
            characters.append(character)
            characterInks.append(scalarInks[scalarIndex])
            scalarIndex += character.unicodeScalars.count
        }
        return StyledText(characters, inks: characterInks)
    }
}
