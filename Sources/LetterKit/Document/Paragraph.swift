/// One paragraph (text between hard newlines) with its wrapped layout cached.
///
/// Representation: the characters, each character's measures (width in cells
/// and the traits wrapping asks about), the offsets where visual lines start,
/// and the word count. The measures are taken once, when a character enters the
/// paragraph, so re-wrapping after an edit reads numbers instead of measuring
/// graphemes again; an edit splices characters and measures in place and re-wraps only from the line before it until the new line
/// starts agree with the old ones (see `Document.replacement(for:cursorAfter:)`).
///
/// `id` tells a renderer that a paragraph changed: the document gives every new
/// or changed paragraph a number it never gave before. Two paragraphs with the
/// same text and layout are equal whatever their ids.
public struct Paragraph: Hashable, Sendable {
    /// The paragraph's characters, without any newline.
    public internal(set) var characters: [Character]
    /// Each character's width and traits, measured when it entered.
    var metrics: [CharacterMetrics]
    /// Offsets where each visual line starts; never empty.
    public internal(set) var lineStarts: [Int]
    /// Words in the paragraph: runs of characters between whitespace. Kept up to
    /// date by each edit so the status row costs nothing per keystroke.
    public internal(set) var wordCount: Int
    /// A number the document gives this version of the paragraph; 0 until it
    /// belongs to a document.
    public internal(set) var id: UInt64 = 0
    /// The paragraph's ink as style runs over its characters, canonical (see
    /// `StyledText`); empty for plain text. Ink never changes a width, so the
    /// layout never looks at it.
    public internal(set) var runs: [StyleRun] = []
    /// The size the paragraph is written in. A large or wide paragraph wraps
    /// at half the paper's columns; a large one's every wrapped line takes two
    /// writing lines, the first of them showing no characters of its own
    /// (see `TypeSize.rowStarts`).
    public internal(set) var size: TypeSize = .normal

    /// The paragraph's characters with their ink and size.
    public var styledText: StyledText { StyledText(characters, runs: runs, size: size) }

    public init(_ characters: [Character], columns: Int) {
        var metrics: [CharacterMetrics] = []
        metrics.reserveCapacity(characters.count)
        for character in characters { metrics.append(CharacterMetrics(character)) }
        self.init(characters: characters, metrics: metrics, columns: columns)
    }

    /// A paragraph of characters already measured.
    init(characters: [Character], metrics: [CharacterMetrics], columns: Int) {
        self.characters = characters
        self.metrics = metrics
        var starts = [0]
        continueWrap(MeasuredText(characters: characters, metrics: metrics), columns: columns, from: 0, into: &starts) {
            _ in false
        }
        self.lineStarts = starts
        self.wordCount = Words.starts(in: metrics[...], after: nil)
    }

    init(characters: [Character], metrics: [CharacterMetrics], layout: ParagraphLayout, id: UInt64) {
        self.characters = characters
        self.metrics = metrics
        self.lineStarts = layout.lineStarts
        self.wordCount = layout.wordCount
        self.size = layout.size
        self.id = id
    }

    /// True for a large paragraph's row that shows no characters (the upper
    /// half of a wrapped line, drawn by the row after it).
    public func isUpperHalf(_ line: Int) -> Bool {
        size.rows == 2 && line % 2 == 0
    }

    /// Visual lines this paragraph takes; an empty paragraph takes one.
    public var lineCount: Int { lineStarts.count }

    /// The picture this paragraph is, if it is one. A picture's mark is
    /// always alone in its paragraph (`Document` keeps it so on every edit).
    public var pictureMark: PictureMark? {
        guard metrics.count == 1, metrics[0].has(CharacterMetrics.picture) else { return nil }
        return PictureMark(characters[0])
    }

    /// Cells the character at `offset` takes on the paper.
    public func cellWidth(at offset: Int) -> Int {
        let stored = metrics[offset].width
        return stored == CharacterMetrics.wide ? CellWidth.of(characters[offset]) : Int(stored)
    }

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

    /// Equal text and layout; the id is left out on purpose.
    public static func == (left: Paragraph, right: Paragraph) -> Bool {
        left.wordCount == right.wordCount && left.lineStarts == right.lineStarts && left.metrics == right.metrics
            && left.characters == right.characters && left.runs == right.runs && left.size == right.size
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(characters)
        hasher.combine(lineStarts)
    }
}

extension Paragraph {
    /// Replaces the characters in `range` (and their measures) and takes a layout
    /// made for the result; in place when the paragraph's storage is not shared.
    mutating func splice(
        _ range: Range<Int>, with newCharacters: ArraySlice<Character>,
        metrics newMetrics: ArraySlice<CharacterMetrics>, layout: ParagraphLayout, id: UInt64
    ) {
        characters.replaceSubrange(range, with: newCharacters)
        metrics.replaceSubrange(range, with: newMetrics)
        lineStarts = layout.lineStarts
        wordCount = layout.wordCount
        size = layout.size
        self.id = id
    }
}

/// The layout of one paragraph an edit makes: what the gate counts and the
/// document stores.
struct ParagraphLayout: Hashable, Sendable {
    var lineStarts: [Int]
    var wordCount: Int
    /// The size the paragraph is laid out at (its `lineStarts` are rows).
    var size: TypeSize = .normal
}

/// Characters with their stored measures, for the wrap.
struct MeasuredText: WrapSource {
    let characters: [Character]
    let metrics: [CharacterMetrics]
    var count: Int { characters.count }
    func metrics(at offset: Int) -> CharacterMetrics { metrics[offset] }
    func character(at offset: Int) -> Character { characters[offset] }
}

/// Word counting: a word starts at a character that is not whitespace and
/// follows whitespace or the paragraph's start.
enum Words {
    /// Word starts among `metrics`, the first of which follows `previous`
    /// (nil at the start of a paragraph).
    static func starts(in metrics: ArraySlice<CharacterMetrics>, after previous: CharacterMetrics?) -> Int {
        var words = 0
        var inWord = previous.map { !$0.has(CharacterMetrics.wordSpace) } ?? false
        for measure in metrics {
            let space = measure.has(CharacterMetrics.wordSpace)
            if !space && !inWord { words += 1 }
            inWord = !space
        }
        return words
    }
}
