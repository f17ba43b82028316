/// The size a paragraph (a line of the letter) is written in.
///
/// - `normal`: one cell a character, one writing line a wrapped line.
/// - `large` (`# text` in a `.letter`): twice the size. Every character takes
///   twice its width, and every wrapped line two writing lines.
/// - `wide` (`## text`): twice as wide, one writing line high. Chosen over
///   one and a half times the size because a terminal can draw it truly (the
///   DEC double-width line, `ESC # 6`) while a size of 1.5 cannot be drawn in
///   cells at all; it is also the size that fits a heading in few lines.
///
/// A size belongs to a whole paragraph, never to a run of characters: a
/// terminal's double-size lines are a property of a row. A large or wide
/// paragraph wraps at half the paper's columns (its cells are doubled), so
/// the gate counts the lines and cells it really takes.
public enum TypeSize: String, Hashable, Sendable, CaseIterable, Codable {
    case normal, large, wide

    /// Writing lines one wrapped line of this size takes.
    public var rows: Int { self == .large ? 2 : 1 }

    /// Cells on the paper one cell of text takes.
    public var widthFactor: Int { self == .normal ? 1 : 2 }

    /// The columns a paragraph of this size wraps at on a paper `columns` wide.
    public func wrapColumns(_ columns: Int) -> Int {
        self == .normal ? columns : max(1, columns / 2)
    }

    /// The writing lines' starts of a paragraph of this size whose wrapped
    /// lines start at `wrapped`: a large paragraph's every wrapped line is
    /// preceded by a row of its own that starts where it starts and shows no
    /// characters (its upper half). Why before and not after: an offset then
    /// belongs to the row that shows its characters (`Paragraph.line(containing:)`
    /// finds the last row starting at or before it), so the cursor, the ends
    /// of lines and the last line need no case of their own.
    func rowStarts(_ wrapped: [Int]) -> [Int] {
        guard rows == 2 else { return wrapped }
        var starts: [Int] = []
        starts.reserveCapacity(wrapped.count * 2)
        for start in wrapped {
            starts.append(start)
            starts.append(start)
        }
        return starts
    }

    /// The character that starts a sized line among a body's lines (the
    /// letter's lines, each its ink's Markdown: `LetterFile.body(of:ink:)`),
    /// which `MarkdownBody` writes as the heading's `#` or `##` and reads
    /// back from it. A noncharacter, like a picture's mark, so no line of
    /// text is mistaken for it (`StyledText(bodyLine:)` keeps one out of
    /// the text); nil for normal text. Why not `# ` itself: among a body's
    /// lines `# x` is the text "# x" (a line of an older letter, or one the
    /// body's writer escapes as `\# x`).
    public var bodyMark: Unicode.Scalar? {
        switch self {
        case .normal: nil
        case .large: Unicode.Scalar(TypeSize.largeMark)
        case .wide: Unicode.Scalar(TypeSize.wideMark)
        }
    }

    /// U+FDD8 and U+FDD9 (a literal cannot spell a noncharacter), apart
    /// from a picture's U+FDD0 and a sticker's U+FDD1.
    static let largeMark: UInt32 = 0xFDD8
    static let wideMark: UInt32 = 0xFDD9

    /// The size whose `bodyMark` is `scalar`.
    init?(bodyMark scalar: Unicode.Scalar) {
        switch scalar.value {
        case TypeSize.largeMark: self = .large
        case TypeSize.wideMark: self = .wide
        default: return nil
        }
    }

    /// The Markdown an ATX heading of this size starts with in a `.letter`
    /// body (`# `, `## `); empty for normal text.
    public var headingMark: String {
        switch self {
        case .normal: ""
        case .large: "# "
        case .wide: "## "
        }
    }
}
