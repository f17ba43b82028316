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
/// written. Past `maximumDepth` nested marks, a marker is text where pandoc
/// would open one more, so such a line may read otherwise than in pandoc (never
/// losing a character); only a hostile line nests so deep, and the limit keeps
/// the reader's recursion within any thread's stack.
struct MarkdownInkReader {
    static let maximumDepth = 64

    let source: [Unicode.Scalar]
    let lexicon: MarkdownInkLexicon
    var position = 0
    var end: Int
    var depth = 0
    /// Where the last word or closed emphasis ended: pandoc's `stateLastStrPos`.
    /// A `_` there cannot open emphasis.
    var lastWordEnd: Int?

    /// What has been read: scalars and their ink. Markers that may still prove
    /// to be markup are written as text and hidden once their closer is found.
    var scalars: [Unicode.Scalar] = []
    var inks: [Ink] = []
    var hidden: [Bool] = []

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

    mutating func readInlines() {
        while position < end { readInline() }
    }

    /// Reads one inline: a word, a run of spaces, a mark, or one character.
    mutating func readInline() {
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

    // MARK: Output

    mutating func emit(_ range: Range<Int>) {
        for index in range { append(source[index]) }
    }

    mutating func emitOne() {
        append(source[position])
        position += 1
    }

    mutating func append(_ scalar: Unicode.Scalar) {
        scalars.append(scalar)
        inks.append(.plain)
        hidden.append(false)
    }

    /// The visible scalars formed into characters, each with its first scalar's ink.
    ///
    /// The scalars are written as UTF-8 bytes and made a string at once, each
    /// scalar's ink kept at its first byte: appending to a string scalar by
    /// scalar cost more than reading the line.
    private func styledText() -> StyledText {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(scalars.count)
        var inkAtByte: [Ink] = []
        inkAtByte.reserveCapacity(scalars.count)
        for index in scalars.indices where !hidden[index] {
            let before = bytes.count
            UTF8.encode(scalars[index]) { bytes.append($0) }
            for _ in before..<bytes.count { inkAtByte.append(inks[index]) }
        }
        var characters: [Character] = []
        var characterInks: [Ink] = []
        var byte = 0
        for character in String(decoding: bytes, as: UTF8.self) {
            characters.append(character)
            characterInks.append(inkAtByte[byte])
            byte += character.utf8.count
        }
        return StyledText(characters, inks: characterInks)
    }
}
