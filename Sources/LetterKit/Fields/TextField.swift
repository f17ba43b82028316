/// A one-line text field with a cursor: what a prompt on the status row edits
/// (the save-as name, the text to find).
///
/// Representation: the characters (grapheme clusters, so the cursor never
/// stands inside one) and the cursor as an offset into them, 0...count.
/// Editing keys follow the letter's own: arrows, Home/End, Backspace, Delete,
/// Ctrl-W, Ctrl-U; a pasted or typed newline never enters (a field is one line).
public struct TextField: Hashable, Sendable {
    public private(set) var characters: [Character]
    /// Where typing goes, as an offset into `characters`.
    public private(set) var cursor: Int

    /// A field holding `text`, the cursor after it (so a pre-filled name can be
    /// accepted with Enter or trimmed with Backspace).
    public init(_ text: String = "") {
        characters = Array(text).filter { !$0.isNewline }
        cursor = characters.count
    }

    public var text: String { String(characters) }

    public var isEmpty: Bool { characters.isEmpty }

    /// Cells from the start of the field to the cursor, for placing the
    /// terminal cursor.
    public var cursorColumn: Int { CellWidth.of(characters[..<cursor]) }

    /// Applies an editing key. Returns false for keys a field does not take
    /// (Enter, Esc, Tab, …), which the prompt then interprets.
    public mutating func apply(_ key: Key) -> Bool {
        switch key {
        case .character(let character):
            insert(String(character))
        case .left:
            cursor = max(0, cursor - 1)
        case .right:
            cursor = min(characters.count, cursor + 1)
        case .home, .control("a"):
            cursor = 0
        case .end, .control("e"):
            cursor = characters.count
        case .backspace:
            guard cursor > 0 else { return true }
            characters.remove(at: cursor - 1)
            cursor -= 1
        case .delete:
            guard cursor < characters.count else { return true }
            characters.remove(at: cursor)
        case .control("w"), .alt(.backspace):
            var start = cursor
            // Back over spaces and slashes, then a word or path component, as a
            // shell's Ctrl-W does for file names: "/a/b/" becomes "/a/".
            while start > 0, characters[start - 1].isWhitespace || characters[start - 1] == "/" { start -= 1 }
            while start > 0, !characters[start - 1].isWhitespace, characters[start - 1] != "/" { start -= 1 }
            characters.removeSubrange(start..<cursor)
            cursor = start
        case .control("u"):
            characters.removeSubrange(0..<cursor)
            cursor = 0
        default:
            return false
        }
        return true
    }

    /// Inserts text at the cursor (typing, or a paste), leaving out line breaks.
    /// Characters are joined as text, so a combining mark typed after a letter
    /// forms one grapheme with it, as it will when the field's text is used.
    public mutating func insert(_ text: String) {
        let before = String(characters[..<cursor])
        let after = String(characters[cursor...])
        let inserted = String(text.filter { !$0.isNewline })
        let head = Array(before + inserted)
        characters = Array(before + inserted + after)
        cursor = min(head.count, characters.count)
    }

    /// The part of the field to show in `width` cells so that the cursor is
    /// visible: the whole text when it fits, else a window ending just past the
    /// cursor. Returns the shown characters and the cursor's column among them.
    public func window(width: Int) -> (shown: String, cursorColumn: Int) {
        guard width > 0 else { return ("", 0) }
        if CellWidth.of(characters) < width { return (text, cursorColumn) }
        // Start as far right as keeps the cursor (and one cell after it) in view.
        var start = cursor
        var used = 1
        while start > 0, used + CellWidth.of(characters[start - 1]) <= width {
            start -= 1
            used += CellWidth.of(characters[start])
        }
        var shown = ""
        var cells = 0
        var index = start
        while index < characters.count, cells + CellWidth.of(characters[index]) <= width {
            shown.append(characters[index])
            cells += CellWidth.of(characters[index])
            index += 1
        }
        return (shown, CellWidth.of(characters[start..<cursor]))
    }
}
