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

/// The letter's text as paragraphs, each wrapped to the paper's width.
///
/// Representation: a plain array of paragraphs, running totals of their visual
/// lines, characters and words, and an index of the first visual line of each
/// paragraph (see `LineIndex.swift`). An edit splices the characters of the
/// paragraphs it touches in place and re-wraps only around the edit, so the
/// totals move by what changed: an edit costs the size of the change and the
/// lines around it, not the size of the paragraph or the letter.
///
/// Limitations: characters are kept in one array per paragraph, so an edit in
/// the middle of a very long paragraph still moves the characters after it in
/// memory (a copy of bytes, no measuring or wrapping).
public struct Document: Hashable, Sendable {
    /// Never empty: an empty letter is one empty paragraph.
    public internal(set) var paragraphs: [Paragraph]
    /// Sum of the paragraphs' line counts.
    public private(set) var lineCount: Int
    /// Characters in the letter, counting each newline as one.
    public private(set) var characterCount: Int
    /// Words in the letter: runs of characters between spaces and newlines.
    public private(set) var wordCount: Int
    /// The width every paragraph is wrapped to (a large or wide one to half of it).
    public let columns: Int
    /// Paragraphs whose size is not normal: while there are none, an edit
    /// asks nothing about sizes.
    public private(set) var sizedParagraphs = 0
    /// First visual line of paragraphs `0..<firstLines.count`; never empty. Kept
    /// by `LineIndex.swift`.
    var firstLines: [Int]
    /// The id the next new or changed paragraph gets.
    private var nextParagraphID: UInt64
    /// The pictures the letter's marks refer to (see `PictureMark`). Not part
    /// of equality: two letters with the same text and pictures are equal
    /// whatever else their shelves hold.
    public internal(set) var pictures = PictureShelf()
    /// The stickers the letter's sticker marks refer to (see `StickerMark`);
    /// like the pictures, not part of equality.
    public internal(set) var stickers = StickerShelf()

    /// A document holding `text`, split at newlines (LF, CRLF or CR).
    ///
    /// The caller decides what a file's final newline means; this splits every
    /// newline, so "a\n" is two paragraphs.
    public init(_ text: String, columns: Int) {
        self.columns = columns
        var utf8 = text
        // The builder lives inside the closure: captured from outside, its every
        // access would be checked for exclusivity at run time.
        let built = utf8.withUTF8 { bytes -> Builder in
            var builder = Builder(columns: columns)
            builder.read(bytes)
            builder.finish()
            return builder
        }
        self.paragraphs = built.paragraphs
        self.firstLines = built.firstLines
        self.lineCount = built.lines
        self.characterCount = built.characters - 1
        self.wordCount = built.words
        self.nextParagraphID = built.id
    }

    /// Equal text on equal paper; the line index and the ids are caches.
    public static func == (left: Document, right: Document) -> Bool {
        left.columns == right.columns && left.lineCount == right.lineCount
            && left.characterCount == right.characterCount && left.wordCount == right.wordCount
            && left.paragraphs == right.paragraphs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(columns)
        hasher.combine(paragraphs)
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
        String(characters(from: start, to: end))
    }

    /// The characters between two positions, with "\n" between paragraphs.
    func characters(from start: Position, to end: Position) -> [Character] {
        let (low, high) = start <= end ? (start, end) : (end, start)
        if low.paragraph == high.paragraph {
            return Array(paragraphs[low.paragraph].characters[low.offset..<high.offset])
        }
        var result = Array(paragraphs[low.paragraph].characters[low.offset...])
        for index in (low.paragraph + 1)..<high.paragraph {
            result.append("\n")
            result.append(contentsOf: paragraphs[index].characters)
        }
        result.append("\n")
        result.append(contentsOf: paragraphs[high.paragraph].characters[..<high.offset])
        return result
    }

    /// Makes a replacement the caller has already checked against the page:
    /// splices characters and their measures in place, takes the new layouts, moves the
    /// totals by the difference, and gives each new or changed paragraph a new id.
    mutating func apply(_ replacement: Replacement) {
        if let source = replacement.attaching { _ = pictures.add(source) }
        if let sticker = replacement.sticking { stickers.add(sticker) }
        let change = replacement.change
        let first = change.start.paragraph
        let old = replacement.range
        // The ink of the kept head and tail, taken before the characters move.
        let inked = !change.newRuns.isEmpty || !paragraphs[first].runs.isEmpty || !paragraphs[old.upperBound - 1].runs.isEmpty
        let headRuns = inked ? Document.runs(paragraphs[first].runs, in: 0..<change.start.offset) : []
        // Read in place, not taken into a local: a copy of the paragraph held
        // to the end of this function made the splice below copy its arrays.
        let tailRuns =
            inked
            ? Document.runs(
                paragraphs[old.upperBound - 1].runs,
                in: replacement.tailStart..<paragraphs[old.upperBound - 1].characters.count) : []
        defer {
            if inked {
                setRuns(of: replacement, head: headRuns, tail: tailRuns)
            }
        }
        let layouts = replacement.layouts
        var sameLines = old.count == layouts.count
        for (index, paragraphIndex) in old.enumerated() {
            wordCount -= paragraphs[paragraphIndex].wordCount
            if sameLines && paragraphs[paragraphIndex].lineCount != layouts[index].lineStarts.count { sameLines = false }
        }
        for layout in layouts { wordCount += layout.wordCount }
        if sizedParagraphs > 0 || !change.newSizes.isEmpty {
            for paragraphIndex in old where paragraphs[paragraphIndex].size != .normal { sizedParagraphs -= 1 }
            for layout in layouts where layout.size != .normal { sizedParagraphs += 1 }
        }
        lineCount += replacement.lineCountDelta
        characterCount += change.new.count - change.old.count
        let pieces = replacement.pieces
        let head = change.start.offset
        if old.count == 1 && layouts.count == 1 {
            paragraphs[first].splice(
                head..<replacement.tailStart, with: change.new[...], metrics: replacement.newMetrics[...],
                layout: layouts[0], id: takeParagraphID())
        } else {
            // Built by a function of its own so that no slice of the old
            // paragraphs outlives it: the first paragraph is then spliced in place.
            let (added, tail) = paragraphsAfterFirst(of: replacement, firstID: nextParagraphID)
            nextParagraphID += UInt64(added.count)
            var characters = Array(change.new[pieces[0]])
            var metrics = Array(replacement.newMetrics[pieces[0]])
            characters.append(contentsOf: tail.characters)
            metrics.append(contentsOf: tail.metrics)
            paragraphs[first].splice(
                head..<paragraphs[first].characters.count, with: characters[...], metrics: metrics[...],
                layout: layouts[0], id: takeParagraphID())
            paragraphs.replaceSubrange((first + 1)..<old.upperBound, with: added)
        }
        if !sameLines { forgetFirstLines(after: first) }
    }

    /// The paragraphs a replacement makes after its first, the last one ending in
    /// the kept tail of the last old paragraph; or, when it makes one paragraph
    /// only, that tail copied, for the first paragraph to take.
    private func paragraphsAfterFirst(of replacement: Replacement, firstID: UInt64)
        -> (added: [Paragraph], tail: (characters: [Character], metrics: [CharacterMetrics]))
    {
        let change = replacement.change
        let last = replacement.range.upperBound - 1
        let tailCharacters = paragraphs[last].characters[replacement.tailStart...]
        let tailMetrics = paragraphs[last].metrics[replacement.tailStart...]
        let count = replacement.layouts.count
        guard count > 1 else { return ([], (Array(tailCharacters), Array(tailMetrics))) }
        var added: [Paragraph] = []
        added.reserveCapacity(count - 1)
        for index in 1..<count {
            let piece = replacement.pieces[index]
            var characters = Array(change.new[piece])
            var metrics = Array(replacement.newMetrics[piece])
            if index == count - 1 {
                characters.append(contentsOf: tailCharacters)
                metrics.append(contentsOf: tailMetrics)
            }
            added.append(
                Paragraph(
                    characters: characters, metrics: metrics, layout: replacement.layouts[index],
                    id: firstID + UInt64(index - 1)))
        }
        return (added, ([], []))
    }

    private mutating func takeParagraphID() -> UInt64 {
        defer { nextParagraphID += 1 }
        return nextParagraphID
    }

    /// Splits text at LF, CRLF and CR; always at least one (possibly empty) piece.
    static func split(_ text: String) -> [[Character]] {
        // Typed text has no newline, most often: one piece, no substrings.
        guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return [Array(text)] }
        return paragraphTexts(text).map { Array($0) }
    }

    /// The paragraphs of `text`, found by looking for the bytes of LF and CR.
    ///
    /// Why bytes: CR and LF are grapheme clusters of their own (CR LF is one),
    /// so splitting the UTF-8 at them splits exactly where `isParagraphBreak`
    /// characters are, without forming every grapheme of the text twice.
    static func paragraphTexts(_ text: String) -> [Substring] {
        var pieces: [Substring] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            let byte = utf8[index]
            guard byte == 0x0A || byte == 0x0D else {
                index = utf8.index(after: index)
                continue
            }
            pieces.append(text[start..<index])
            var next = utf8.index(after: index)
            if byte == 0x0D, next != utf8.endIndex, utf8[next] == 0x0A { next = utf8.index(after: next) }
            start = next
            index = next
        }
        pieces.append(text[start..<utf8.endIndex])
        return pieces
    }
}

extension Character {
    /// The newlines that end a paragraph: LF, CRLF and CR. The other characters
    /// Swift calls newlines (VT, FF, NEL, U+2028, U+2029) do not split a letter in
    /// any editor it is shared with; they stay in the text and are shown as glyphs.
    /// Asked of the first byte (LF is a character alone, CR one alone or with
    /// the LF after it): three string comparisons cost typing more.
    var isParagraphBreak: Bool {
        let first = utf8.first
        return first == 0x0A || first == 0x0D
    }

    /// The paragraph break a `TextChange` holds: "\n", asked of the first byte
    /// (LF is always a character alone).
    var isLineFeed: Bool { utf8.first == 0x0A }

    /// The character's byte when it is one ASCII byte (CR LF, two bytes, is not).
    var singleASCIIByte: UInt8? {
        let bytes = utf8
        guard bytes.count == 1, let byte = bytes.first, byte < 0x80 else { return nil }
        return byte
    }
}
