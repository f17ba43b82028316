/// A place in the letter: a paragraph and a grapheme offset within it.
///
/// Offsets count `Character`s, so the cursor can never stand inside a grapheme
/// cluster (between a letter and its accent, or inside an emoji sequence).
public struct Position: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var paragraph: Int
    public var offset: Int

    public init(paragraph: Int, offset: Int) {
        self.paragraph = paragraph
        self.offset = offset
    }

    public static let start = Position(paragraph: 0, offset: 0)

    public static func < (left: Position, right: Position) -> Bool {
        (left.paragraph, left.offset) < (right.paragraph, right.offset)
    }

    public var description: String { "\(paragraph):\(offset)" }
}

/// One paragraph (text between hard newlines) with its wrapped layout cached.
///
/// The layout is computed once, when the paragraph is made, so a document edit
/// re-wraps only the paragraphs it replaces.
public struct Paragraph: Hashable, Sendable {
    /// The paragraph's characters, without any newline.
    public let characters: [Character]
    /// Offsets where each visual line starts; never empty.
    public let lineStarts: [Int]
    /// Words in the paragraph: runs of characters between whitespace. Counted
    /// once here so the status row costs nothing per keystroke.
    public let wordCount: Int

    public init(_ characters: [Character], columns: Int) {
        self.characters = characters
        self.lineStarts = wrap(characters, columns: columns)
        var words = 0
        var inWord = false
        for character in characters {
            // ASCII first: Unicode's whitespace property is the slow path.
            let isSpace = character.asciiValue.map { $0 == 0x20 || ($0 >= 0x09 && $0 <= 0x0D) } ?? character.isWhitespace
            if !isSpace && !inWord { words += 1 }
            inWord = !isSpace
        }
        self.wordCount = words
    }

    /// Visual lines this paragraph takes; an empty paragraph takes one.
    public var lineCount: Int { lineStarts.count }

    /// The visual line that shows `offset`. An offset at a line boundary belongs to
    /// the line it starts, so the cursor after a wrapped word shows at the start of
    /// the next row.
    public func line(containing offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The character offsets of visual line `line`, end exclusive.
    public func range(ofLine line: Int) -> Range<Int> {
        let end = line + 1 < lineStarts.count ? lineStarts[line + 1] : characters.count
        return lineStarts[line]..<end
    }
}

/// The letter's text as paragraphs, each wrapped to the paper's width.
///
/// Representation: a plain array of paragraphs and running totals of their
/// visual lines, characters and words. Edits replace a run of paragraphs, so the
/// totals are updated by subtracting the old runs' counts and adding the new
/// ones: an edit costs the size of the paragraphs it touches, not the size of the
/// letter.
///
/// Limitations: a single very long paragraph is re-wrapped whole on each edit.
public struct Document: Hashable, Sendable {
    /// Never empty: an empty letter is one empty paragraph.
    public private(set) var paragraphs: [Paragraph]
    /// Sum of the paragraphs' line counts.
    public private(set) var lineCount: Int
    /// Characters in the letter, counting each newline as one.
    public private(set) var characterCount: Int
    /// Words in the letter: runs of characters between spaces and newlines.
    public private(set) var wordCount: Int
    /// The width every paragraph is wrapped to.
    public let columns: Int

    /// A document holding `text`, split at newlines (LF, CRLF or CR).
    ///
    /// The caller decides what a file's final newline means; this splits every
    /// newline, so "a\n" is two paragraphs.
    public init(_ text: String, columns: Int) {
        self.columns = columns
        let paragraphs = Document.split(text).map { Paragraph($0, columns: columns) }
        self.paragraphs = paragraphs
        self.lineCount = paragraphs.reduce(0) { $0 + $1.lineCount }
        self.characterCount = paragraphs.reduce(0) { $0 + $1.characters.count } + paragraphs.count - 1
        self.wordCount = paragraphs.reduce(0) { $0 + $1.wordCount }
    }

    /// The whole text, paragraphs joined by "\n".
    public var text: String {
        var result = ""
        for (index, paragraph) in paragraphs.enumerated() {
            if index > 0 { result.append("\n") }
            result.append(contentsOf: paragraph.characters)
        }
        return result
    }

    /// The position after the last character.
    public var end: Position {
        Position(paragraph: paragraphs.count - 1, offset: paragraphs[paragraphs.count - 1].characters.count)
    }

    /// `position` moved into the document's bounds.
    public func clamped(_ position: Position) -> Position {
        let paragraph = min(max(position.paragraph, 0), paragraphs.count - 1)
        let offset = min(max(position.offset, 0), paragraphs[paragraph].characters.count)
        return Position(paragraph: paragraph, offset: offset)
    }

    /// The text between two positions, with "\n" between paragraphs.
    public func text(from start: Position, to end: Position) -> String {
        let (low, high) = start <= end ? (start, end) : (end, start)
        if low.paragraph == high.paragraph {
            return String(paragraphs[low.paragraph].characters[low.offset..<high.offset])
        }
        var result = String(paragraphs[low.paragraph].characters[low.offset...])
        for index in (low.paragraph + 1)..<high.paragraph {
            result.append("\n")
            result.append(contentsOf: paragraphs[index].characters)
        }
        result.append("\n")
        result.append(contentsOf: paragraphs[high.paragraph].characters[..<high.offset])
        return result
    }

    /// The paragraphs that replacing `start..<end` with `text` would produce, and
    /// where the end of the inserted text lands. Nothing is changed.
    func proposal(replacing start: Position, _ end: Position, with text: String) -> Replacement {
        let range = start.paragraph..<(end.paragraph + 1)
        let beforeSlice = paragraphs[start.paragraph].characters[..<start.offset]
        let afterSlice = paragraphs[end.paragraph].characters[end.offset...]
        let inserted = Document.split(text)
        // Typing and deleting within a line: when no grapheme forms across either
        // edge, the characters are simply spliced, without rebuilding strings.
        if inserted.count == 1 {
            let piece = inserted[0]
            let leftEdge = Document.staysApart(beforeSlice.last, piece.first ?? afterSlice.first)
            let rightEdge = piece.isEmpty || Document.staysApart(piece.last, afterSlice.first)
            if leftEdge && rightEdge {
                let paragraph = Paragraph(Array(beforeSlice) + piece + Array(afterSlice), columns: columns)
                let cursor = Position(paragraph: start.paragraph, offset: start.offset + piece.count)
                return Replacement(range: range, paragraphs: [paragraph], cursorAfter: cursor)
            }
        }
        let before = String(beforeSlice)
        let after = String(afterSlice)
        var pieces = inserted.map { String($0) }
        let last = pieces.count - 1
        // Join as strings, then split into characters again, so a combining mark or
        // jamo typed next to a character forms one grapheme with it, exactly as the
        // file will read back.
        let cursorOffset = last == 0 ? (before + pieces[0]).count : pieces[last].count
        pieces[0] = before + pieces[0]
        pieces[last] += after
        let newParagraphs = pieces.map { Paragraph(Array($0), columns: columns) }
        let cursor = Position(
            paragraph: start.paragraph + last,
            offset: min(cursorOffset, newParagraphs[last].characters.count))
        return Replacement(range: range, paragraphs: newParagraphs, cursorAfter: cursor)
    }

    /// True when two characters side by side remain exactly those two graphemes:
    /// neither joins the other (an accent after a letter) nor lends it a part
    /// (regional indicators pair up afresh when a flag's neighbour is removed).
    /// Each is a whole grapheme of its text, so the pair decides the boundary.
    static func staysApart(_ left: Character?, _ right: Character?) -> Bool {
        guard let left, let right else { return true }
        var joined = String(left)
        joined.append(right)
        return joined.count == 2 && joined.first == left
    }

    /// The line count the document would have after `replacement`.
    func lineCount(after replacement: Replacement) -> Int {
        var removed = 0
        for index in replacement.range { removed += paragraphs[index].lineCount }
        let added = replacement.paragraphs.reduce(0) { $0 + $1.lineCount }
        return lineCount - removed + added
    }

    /// Replaces a run of paragraphs; the caller has already checked the page.
    mutating func apply(_ replacement: Replacement) {
        lineCount = lineCount(after: replacement)
        for index in replacement.range {
            characterCount -= paragraphs[index].characters.count + 1
            wordCount -= paragraphs[index].wordCount
        }
        for paragraph in replacement.paragraphs {
            characterCount += paragraph.characters.count + 1
            wordCount += paragraph.wordCount
        }
        paragraphs.replaceSubrange(replacement.range, with: replacement.paragraphs)
    }

    /// Splits text at LF, CRLF and CR; always at least one (possibly empty) piece.
    static func split(_ text: String) -> [[Character]] {
        var pieces: [[Character]] = [[]]
        for character in text {
            if character.isParagraphBreak {
                pieces.append([])
            } else {
                pieces[pieces.count - 1].append(character)
            }
        }
        return pieces
    }
}

extension Character {
    /// The newlines that end a paragraph: LF, CRLF and CR. The other characters
    /// Swift calls newlines (VT, FF, NEL, U+2028, U+2029) do not split a letter in
    /// any editor it is shared with; they stay in the text and are shown as glyphs.
    var isParagraphBreak: Bool {
        self == "\n" || self == "\r\n" || self == "\r"
    }
}

/// A run of paragraphs replaced by new ones: the unit every edit, undo and redo
/// is made of.
struct Replacement: Hashable, Sendable {
    /// Indices of the paragraphs replaced, in the document before the edit.
    var range: Range<Int>
    /// What takes their place, already wrapped.
    var paragraphs: [Paragraph]
    /// Where the cursor goes once the replacement is made.
    var cursorAfter: Position
}

extension Document {
    /// Every visual line as the terminal is given it: control characters in caret
    /// form, hanging spaces kept. What `letter render` prints.
    public var shownLines: [String] {
        var lines: [String] = []
        lines.reserveCapacity(lineCount)
        for paragraph in paragraphs {
            for line in 0..<paragraph.lineCount {
                var shown = ""
                for character in paragraph.characters[paragraph.range(ofLine: line)] {
                    shown += Glyph.shown(character)
                }
                lines.append(shown)
            }
        }
        return lines
    }
}
