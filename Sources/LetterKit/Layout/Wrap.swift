/// Greedy word wrap of one paragraph into visual lines of at most `columns` cells.
///
/// Representation: the offsets (in characters) where each visual line starts; the
/// first is always 0, so an empty paragraph is one line.
///
/// Rules:
/// - A line may break after a run of spaces. Spaces never push a word to the next
///   line: spaces that do not fit hang in the right margin of the line they end
///   (as word processors do), so a line never *starts* with the space that ended
///   the line before it. The cursor after hanging spaces sits at the right edge.
/// - Between two Han or Kana characters a break is allowed, except before closing
///   punctuation or small kana and after opening brackets (basic kinsoku).
/// - Hangul words break only at spaces ("keep-all"), like Latin words.
/// - A word longer than a line breaks at grapheme boundaries.
/// - A 2-cell character never straddles the edge: it moves to the next line.
/// - A line that exactly fills `columns` ends there; no empty row follows it.
///
/// Limitations: no hyphenation and no breaks after hyphens; the wrap of one
/// paragraph costs time linear in its length (an edit re-wraps only from the line
/// before it until the lines agree with the old ones again: see `Paragraph`); a
/// single character wider than the whole line (a long ZWJ sequence on a very
/// narrow paper) overflows it.
public func wrap(_ characters: [Character], columns: Int) -> [Int] {
    var starts = [0]
    continueWrap(MeasuredCharacters(characters), columns: columns, from: 0, into: &starts) { _ in false }
    return starts
}

/// Text the wrap can walk: characters and their measures, by offset.
///
/// A protocol so that a proposed edit is wrapped as a view over the old
/// paragraph and the new characters, without building the new paragraph first.
protocol WrapSource {
    var count: Int { get }
    func metrics(at offset: Int) -> CharacterMetrics
    /// Asked only for a character too wide for its stored width.
    func character(at offset: Int) -> Character
}

extension WrapSource {
    func width(at offset: Int) -> Int {
        let width = metrics(at: offset).width
        return width == CharacterMetrics.wide ? CellWidth.of(character(at: offset)) : Int(width)
    }
}

/// Characters measured as the wrap reaches them.
struct MeasuredCharacters: WrapSource {
    let characters: [Character]
    init(_ characters: [Character]) { self.characters = characters }
    var count: Int { characters.count }
    func metrics(at offset: Int) -> CharacterMetrics { CharacterMetrics(characters[offset]) }
    func character(at offset: Int) -> Character { characters[offset] }
}

/// What layout needs to know of one character, measured once when it enters a
/// paragraph: its width in cells and the traits the wrap and the word count ask
/// about. Two bytes, so re-wrapping reads numbers instead of grapheme clusters.
struct CharacterMetrics: Hashable, Sendable {
    /// Cells, as `CellWidth.of` gives them; `wide` for 255 or more (look up).
    var width: UInt8
    var traits: UInt8

    static let wide: UInt8 = .max
    /// A space that ends a word and may hang in the margin (`isLayoutSpace`).
    static let layoutSpace: UInt8 = 1 << 0
    /// Whitespace, for counting words (`Character.isWhitespace`).
    static let wordSpace: UInt8 = 1 << 1
    /// Han, Kana and CJK punctuation (`isIdeographic`).
    static let ideographic: UInt8 = 1 << 2
    static let lineStartProhibited: UInt8 = 1 << 3
    static let lineEndProhibited: UInt8 = 1 << 4
    /// LF, CR or CR LF (`isParagraphBreak`).
    static let paragraphBreak: UInt8 = 1 << 5
    /// A picture's mark (`PictureMark`): a block of lines of its own, no cells
    /// on a line of text.
    static let picture: UInt8 = 1 << 6

    init(width: UInt8, traits: UInt8) {
        self.width = width
        self.traits = traits
    }

    init(_ character: Character) {
        // A precomposed Hangul syllable alone, most of a Korean letter: two
        // cells, no traits (not Han or Kana, not a space).
        let view = character.unicodeScalars
        if let only = view.first, only.value >= 0xAC00, only.value <= 0xD7A3, view.index(after: view.startIndex) == view.endIndex {
            self.width = 2
            self.traits = 0
            return
        }
        var width = 0
        var first: Unicode.Scalar?
        var scalars = 0
        for scalar in character.unicodeScalars {
            if first == nil { first = scalar }
            scalars += 1
            let value = scalar.value
            if value >= 0x20 && value < 0x7F {
                width += 1
            } else if value != 0, let cells = CellWidth.of(scalar) {
                width += cells
            } else {
                width += Glyph.width(of: scalar)
            }
        }
        self.width = width < Int(CharacterMetrics.wide) ? UInt8(width) : CharacterMetrics.wide
        guard let value = first?.value else {
            self.traits = 0
            return
        }
        if value == StickerMark.base, StickerMark(character) != nil {
            // One wide character on its line; a word of its own when alone.
            self.width = UInt8(StickerMark.cells)
            self.traits = 0
            return
        }
        if value == PictureMark.base, PictureMark(character) != nil {
            // Not a word: the word count is of the words written.
            self.width = 0
            self.traits = CharacterMetrics.picture | CharacterMetrics.wordSpace
            return
        }
        var traits: UInt8 = 0
        if scalars == 1 && (value == 0x20 || value == 0x3000) { traits |= CharacterMetrics.layoutSpace }
        if CharacterMetrics.isWhitespace(value) { traits |= CharacterMetrics.wordSpace }
        if value == 0x0A || value == 0x0D { traits |= CharacterMetrics.paragraphBreak }
        if character.isIdeographic {
            traits |= CharacterMetrics.ideographic
            if character.isLineStartProhibited { traits |= CharacterMetrics.lineStartProhibited }
            if character.isLineEndProhibited { traits |= CharacterMetrics.lineEndProhibited }
        }
        self.traits = traits
    }

    func has(_ trait: UInt8) -> Bool { traits & trait != 0 }

    /// The 128 ASCII characters, and their measures: opening a letter reads
    /// most of its characters from these instead of measuring graphemes.
    static let asciiCharacters: [Character] = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }
    static let asciiTable: [CharacterMetrics] = asciiCharacters.map(CharacterMetrics.init)

    /// Unicode's White_Space scalars, which decide `Character.isWhitespace` by a
    /// character's first scalar; listed so the common case needs no property
    /// lookup. A test compares the list with the property over every scalar.
    static func isWhitespace(_ value: UInt32) -> Bool {
        if value < 0x80 { return value == 0x20 || (value >= 0x09 && value <= 0x0D) }
        switch value {
        case 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: return true
        default: return false
        }
    }

    /// True where the wrap may put a line break between two non-space characters.
    static func breakAllowed(between previous: CharacterMetrics, and next: CharacterMetrics) -> Bool {
        previous.has(ideographic) && next.has(ideographic) && !next.has(lineStartProhibited)
            && !previous.has(lineEndProhibited)
    }
}

/// Greedy wrap of `text` from `lineStart`, which must start a visual line:
/// appends the start of every following line to `starts`.
///
/// Why it can resume anywhere: a line's wrap looks only at the characters from
/// its own start on, never before it. So after an edit the wrap restarts at a
/// line start the edit cannot move, and stops as soon as `converged` says a new
/// line start is one the old layout had (shifted by the edit): every later line
/// starts where it did. `converged` is asked after each appended start; the
/// result says whether it stopped there.
@discardableResult
func continueWrap<Source: WrapSource>(
    _ text: Source, columns: Int, from lineStart: Int, into starts: inout [Int], converged: (Int) -> Bool
) -> Bool {
    var lineStart = lineStart
    var column = 0
    var lastBreak = lineStart
    var index = lineStart
    var previous = CharacterMetrics(width: 0, traits: 0)
    let count = text.count
    while index < count {
        let metrics = text.metrics(at: index)
        if metrics.has(CharacterMetrics.picture) {
            // A picture is a block: it starts a line and takes its lines; what
            // follows starts the line after it. Its lines after the first all
            // start after it (they show no characters), so the wrap is never
            // asked whether they converge: equal starts would fool the search.
            if index > lineStart {
                starts.append(index)
                if converged(index) { return true }
            }
            let lines = PictureMark(text.character(at: index))?.lines ?? 1
            index += 1
            let blockEnd = index < count ? lines : lines - 1
            for _ in 0..<blockEnd { starts.append(index) }
            lineStart = index
            lastBreak = index
            column = 0
            previous = metrics
            continue
        }
        let width = metrics.width == CharacterMetrics.wide ? CellWidth.of(text.character(at: index)) : Int(metrics.width)
        if metrics.has(CharacterMetrics.layoutSpace) {
            column += width
            index += 1
            lastBreak = index
            previous = metrics
            continue
        }
        if index > lineStart && CharacterMetrics.breakAllowed(between: previous, and: metrics) {
            lastBreak = index
        }
        if column + width > columns && index > lineStart {
            let newStart = lastBreak > lineStart ? lastBreak : index
            starts.append(newStart)
            if converged(newStart) { return true }
            lineStart = newStart
            lastBreak = newStart
            column = 0
            for earlier in newStart..<index {
                column += text.width(at: earlier)
            }
            // The character is looked at again as the first of the new line,
            // or after the ones carried down with it.
            continue
        }
        column += width
        index += 1
        previous = metrics
    }
    return false
}

/// Wraps text given as a string; a convenience for tests and tools.
public func wrap(_ text: String, columns: Int) -> [String] {
    let characters = Array(text)
    let starts = wrap(characters, columns: columns)
    return starts.indices.map { line in
        let end = line + 1 < starts.count ? starts[line + 1] : characters.count
        return String(characters[starts[line]..<end])
    }
}

extension Character {
    /// Spaces that end words and may hang in the margin: the space and the
    /// ideographic space. A no-break space does not break; tabs are control
    /// characters here (shown as `^I`).
    var isLayoutSpace: Bool {
        self == " " || self == "\u{3000}"
    }

    /// Han, Kana and CJK punctuation: characters between which a line may break.
    var isIdeographic: Bool {
        guard let value = unicodeScalars.first?.value else { return false }
        switch value {
        case 0x2E80...0x2FDF,  // CJK radicals, Kangxi radicals
            0x3001...0x303F,  // CJK symbols and punctuation (not the ideographic space)
            0x3040...0x30FF,  // Hiragana, Katakana
            0x31C0...0x31FF,  // CJK strokes, Katakana phonetic extensions
            0x3400...0x4DBF,  // CJK extension A
            0x4E00...0x9FFF,  // CJK unified ideographs
            0xF900...0xFAFF,  // CJK compatibility ideographs
            0xFF01...0xFF60,  // fullwidth forms
            0xFF61...0xFF9F,  // halfwidth Katakana and punctuation
            0x20000...0x3FFFF:  // CJK extensions B and beyond
            return true
        default:
            return false
        }
    }

    /// Characters a line should not start with (kinsoku): closing punctuation,
    /// small kana, prolonged sound marks.
    var isLineStartProhibited: Bool { KinsokuSet.lineStart.contains(self) }

    /// Characters a line should not end with (kinsoku): opening brackets.
    var isLineEndProhibited: Bool { KinsokuSet.lineEnd.contains(self) }
}

/// A kinsoku list: its characters as text, and their scalars (each is one).
///
/// Why both: `String.contains(Character)` compares graphemes under canonical
/// equivalence, with normalization, and asked for every Japanese character
/// it was most of the time it took to open a Japanese letter. A character of
/// one scalar is looked up by that scalar instead, among the list's scalars
/// and the single scalars canonically equivalent to one of them (U+2329 is
/// 〈, U+232A is 〉: a test checks every scalar of the planes they could be
/// in); a character of several scalars (ゝ with a combining mark is ゞ) still
/// asks the text.
struct KinsokuSet: Sendable {
    let text: String
    let scalars: Set<UInt32>

    init(_ text: String, equivalents: [UInt32]) {
        self.text = text
        scalars = Set(text.unicodeScalars.map(\.value) + equivalents)
    }

    static let lineStart = KinsokuSet(
        "、。，．：；！？）］｝」』】〕〉》〙〗ー々ゝゞヽヾぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ・…‥｡､｣ｰ",
        equivalents: [0x232A])
    static let lineEnd = KinsokuSet("（［｛「『【〔〈《〘〖｢", equivalents: [0x2329])

    func contains(_ character: Character) -> Bool {
        let view = character.unicodeScalars
        if let only = view.first, view.index(after: view.startIndex) == view.endIndex {
            return scalars.contains(only.value)
        }
        return text.contains(character)
    }
}
