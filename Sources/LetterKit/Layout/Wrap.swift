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

/// Text the wrap can walk: characters and their widths in cells, by offset.
///
/// A protocol so that a proposed edit is wrapped as a view over the old
/// paragraph and the new characters, without building the new paragraph first.
protocol WrapSource {
    var count: Int { get }
    func character(at offset: Int) -> Character
    func width(at offset: Int) -> Int
}

/// Characters measured as the wrap reaches them.
struct MeasuredCharacters: WrapSource {
    let characters: [Character]
    init(_ characters: [Character]) { self.characters = characters }
    var count: Int { characters.count }
    func character(at offset: Int) -> Character { characters[offset] }
    func width(at offset: Int) -> Int { CellWidth.of(characters[offset]) }
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
    let count = text.count
    while index < count {
        let character = text.character(at: index)
        let width = text.width(at: index)
        if character.isLayoutSpace {
            column += width
            index += 1
            lastBreak = index
            continue
        }
        if index > lineStart && breakAllowed(between: text.character(at: index - 1), and: character) {
            lastBreak = index
        }
        if column + width > columns && index > lineStart {
            let newStart = lastBreak > lineStart ? lastBreak : index
            starts.append(newStart)
            if converged(newStart) { return true }
            lineStart = newStart
            lastBreak = newStart
            column = 0
            for previous in newStart..<index {
                column += text.width(at: previous)
            }
            continue
        }
        column += width
        index += 1
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

/// True where the wrap may put a line break between two non-space characters.
func breakAllowed(between previous: Character, and next: Character) -> Bool {
    guard previous.isIdeographic, next.isIdeographic else { return false }
    if next.isLineStartProhibited { return false }
    if previous.isLineEndProhibited { return false }
    return true
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
    var isLineStartProhibited: Bool {
        "、。，．：；！？）］｝」』】〕〉》〙〗ー々ゝゞヽヾぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ・…‥｡､｣ｰ".contains(self)
    }

    /// Characters a line should not end with (kinsoku): opening brackets.
    var isLineEndProhibited: Bool {
        "（［｛「『【〔〈《〘〖｢".contains(self)
    }
}
