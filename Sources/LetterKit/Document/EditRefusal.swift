/// Which way an edit would have spilled past the last line.
public enum OverflowReason: Hashable, Sendable {
    /// A newline (Enter, or a newline inside the text) would add a line.
    case newLine
    /// The text would soft-wrap onto a line the paper does not have.
    case wrap
    /// Enter at the very end of the last line: the new line would be empty and
    /// below the page.
    case trailingNewline
}

/// Why the page turned an edit down. The UI says it; nothing else happens.
public enum EditRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// The edit would make the letter `lines` long on a paper of `limit` lines.
    case wouldOverflow(reason: OverflowReason, lines: Int, limit: Int)
    /// A picture attached or grown needs `lines` more lines; `left` are free.
    case pictureNeedsLines(lines: Int, left: Int)
    /// A picture shrunk below the fewest lines a picture takes.
    case pictureAtLeast(lines: Int)
    /// An attachment's card is one line; it has no height to change.
    case attachmentIsOneLine
    /// Alt-= or Alt-- with the cursor on no picture.
    case noPictureAtCursor
    /// The text would join a sticker's character (a combining mark or a
    /// joiner right after it), which would lose the sticker.
    case wouldJoinSticker

    public var description: String {
        switch self {
        case .wouldOverflow(.newLine, _, let limit):
            tr("No room for a new line: the page has {limit} lines.", ["limit": limit])
        case .wouldOverflow(.wrap, _, let limit):
            tr("The page is full: that would wrap past line {limit}.", ["limit": limit])
        case .wouldOverflow(.trailingNewline, _, let limit):
            tr("End of the page: line {limit} is the last line.", ["limit": limit])
        case .pictureNeedsLines(let lines, let left):
            // The lines needed decide the first noun's form; the lines left
            // decide "is" or "are", so each count of lines left has its
            // sentence (as it always had in English).
            switch left {
            case 0:
                trn(
                    "No room: that needs {count} more line and none is left on the page.",
                    "No room: that needs {count} more lines and none is left on the page.", count: lines)
            case 1:
                trn(
                    "No room: that needs {count} more line and {left} is left on the page.",
                    "No room: that needs {count} more lines and {left} is left on the page.", count: lines,
                    ["left": left])
            default:
                trn(
                    "No room: that needs {count} more line and {left} are left on the page.",
                    "No room: that needs {count} more lines and {left} are left on the page.", count: lines,
                    ["left": left])
            }
        case .pictureAtLeast(let lines):
            tr("A picture takes at least {lines} lines.", ["lines": lines])
        case .attachmentIsOneLine:
            tr("An attachment is one line; only a picture's height changes.")
        case .noPictureAtCursor:
            tr("Put the cursor on a picture to change its height.")
        case .wouldJoinSticker:
            tr("A sticker takes no accent or joiner after it; nothing changed.")
        }
    }
}

/// What became of an edit the page was asked to make.
public enum EditOutcome: Hashable, Sendable {
    /// The edit was made whole.
    case applied
    /// A paste was cut to fit: `insertedCharacters` went in, the rest was left out.
    case trimmed(PasteReport)
    /// The page refused the edit; the letter is as it was.
    case refused(EditRefusal)
    /// There was nothing to do (Backspace at the start, nothing to undo).
    case unchanged
}

/// How much of a paste fit on the page.
public struct PasteReport: Hashable, Sendable {
    /// Characters of the pasted text that were inserted.
    public var insertedCharacters: Int
    /// Characters left out (newlines count as characters).
    public var leftOutCharacters: Int
    /// Lines the left-out text would take on this paper.
    public var leftOutLines: Int
    /// The refusal the whole paste met.
    public var refusal: EditRefusal

    public init(insertedCharacters: Int, leftOutCharacters: Int, leftOutLines: Int, refusal: EditRefusal) {
        self.insertedCharacters = insertedCharacters
        self.leftOutCharacters = leftOutCharacters
        self.leftOutLines = leftOutLines
        self.refusal = refusal
    }
}
