/// A cursor movement, as data.
public enum Motion: Hashable, Sendable {
    case left, right, up, down
    /// Start and end of the visual line (the row on the paper).
    case lineStart, lineEnd
    case wordLeft, wordRight
    case documentStart, documentEnd
    /// Up or down by this many rows, keeping the goal column.
    case pageUp(rows: Int), pageDown(rows: Int)
}

/// Where a position is on the paper: the row (counting every visual line of the
/// letter from 0) and the column in cells from the left edge.
public struct VisualPoint: Hashable, Sendable {
    public var row: Int
    public var column: Int

    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}

extension Page {
    /// Moves the cursor; with `selecting`, the selection grows from where it was.
    ///
    /// Left and right move by grapheme and cross paragraph ends. Up and down move
    /// by visual line and keep the goal column in cells, so passing over a short
    /// line or wide characters does not lose the column. End on a wrapped row stops
    /// before the row's last character (the space the row broke at), because the
    /// position after it is the start of the next row.
    public mutating func move(_ motion: Motion, selecting: Bool = false) {
        if selecting {
            if anchor == nil { anchor = cursor }
        } else if let selection {
            // Left/right with a selection collapse it to its edge, as editors do.
            anchor = nil
            switch motion {
            case .left: setCursor(selection.lowerBound); return
            case .right: setCursor(selection.upperBound); return
            default: break
            }
        } else {
            anchor = nil
        }
        history.sealed = true
        pendingInk = nil
        switch motion {
        case .up, .down, .pageUp, .pageDown:
            let goal = goalColumn ?? point(of: cursor).column
            let steps: Int
            switch motion {
            case .up: steps = -1
            case .down: steps = 1
            case .pageUp(let rows): steps = -max(1, rows)
            case .pageDown(let rows): steps = max(1, rows)
            default: steps = 0
            }
            cursor = vertical(from: cursor, rows: steps, goal: goal)
            goalColumn = goal
            document.indexLines(through: cursor.paragraph)
            return
        case .left: setCursor(position(before: cursor))
        case .right: setCursor(position(after: cursor))
        case .lineStart where document.paragraphs[cursor.paragraph].pictureMark != nil:
            setCursor(Position(paragraph: cursor.paragraph, offset: 0))
        case .lineEnd where document.paragraphs[cursor.paragraph].pictureMark != nil:
            setCursor(Position(paragraph: cursor.paragraph, offset: 1))
        case .lineStart:
            let paragraph = document.paragraphs[cursor.paragraph]
            setCursor(Position(paragraph: cursor.paragraph, offset: paragraph.lineStarts[paragraph.line(containing: cursor.offset)]))
        case .lineEnd:
            setCursor(lineEnd(of: cursor))
        case .wordLeft: setCursor(wordStart(before: cursor))
        case .wordRight: setCursor(nextWordStart(after: cursor))
        case .documentStart: setCursor(.start)
        case .documentEnd: setCursor(document.end)
        }
    }

    /// Selects the whole letter, cursor at the end.
    public mutating func selectAll() {
        anchor = .start
        cursor = document.end
        goalColumn = nil
        history.sealed = true
        document.indexLines(through: cursor.paragraph)
    }

    /// Puts the cursor at the character nearest to a point on the paper (a click).
    public mutating func place(at point: VisualPoint, selecting: Bool = false) {
        if selecting { if anchor == nil { anchor = cursor } } else { anchor = nil }
        setCursor(position(at: point))
    }

    /// Drops the selection, keeping the cursor.
    public mutating func clearSelection() {
        anchor = nil
    }

    private mutating func setCursor(_ position: Position) {
        pendingInk = nil
        cursor = document.clamped(position)
        goalColumn = nil
        history.sealed = true
        document.indexLines(through: cursor.paragraph)
    }

    // MARK: Geometry

    /// The row and column where `position` shows on the paper. The column is not
    /// clamped: after hanging spaces it can pass the right edge.
    public func point(of position: Position) -> VisualPoint {
        let (line, column) = Page.lineAndColumn(
            of: position.offset, in: document.paragraphs[position.paragraph], columns: paper.columns)
        return VisualPoint(row: document.firstLine(ofParagraph: position.paragraph) + line, column: column)
    }

    /// The visual line of `paragraph` that shows `offset`, and the column
    /// within it. The paragraph is an argument, read where it lies: taken
    /// into a local, its four arrays were retained and released twice a key
    /// (the cursor kept in view, then drawn).
    private static func lineAndColumn(of offset: Int, in paragraph: Paragraph, columns: Int) -> (line: Int, column: Int) {
        let line = paragraph.line(containing: offset)
        // After a picture the cursor stands at the right of its last line.
        if offset > 0, paragraph.pictureMark != nil { return (line, columns) }
        var column = 0
        for index in paragraph.lineStarts[line]..<offset { column += paragraph.cellWidth(at: index) }
        // A large or wide line's cells are doubled on the paper.
        return (line, column * paragraph.size.widthFactor)
    }

    /// The position shown nearest to a point: on that row, the last character
    /// boundary at or left of the column.
    public func position(at point: VisualPoint) -> Position {
        guard point.row >= 0 else { return .start }
        guard point.row < document.lineCount else { return document.end }
        let (paragraph, line) = document.location(ofLine: point.row)
        return position(inLine: line, of: paragraph, goal: point.column)
    }

    func position(inLine line: Int, of paragraphIndex: Int, goal: Int) -> Position {
        let paragraph = document.paragraphs[paragraphIndex]
        let range = paragraph.range(ofLine: line)
        let isLastLine = line == paragraph.lineCount - 1
        let lastOffset = isLastLine ? range.upperBound : max(range.lowerBound, range.upperBound - 1)
        var offset = range.lowerBound
        var column = 0
        let goal = goal / paragraph.size.widthFactor
        while offset < lastOffset {
            let width = paragraph.cellWidth(at: offset)
            // Land on whichever side of a wide character is nearer the goal.
            if column + width > goal { break }
            column += width
            offset += 1
        }
        return Position(paragraph: paragraphIndex, offset: offset)
    }

    private func vertical(from position: Position, rows: Int, goal: Int) -> Position {
        var paragraphIndex = position.paragraph
        var line = document.paragraphs[paragraphIndex].line(containing: position.offset)
        var remaining = rows
        // A picture's lines are two places: its first line (before it) and its
        // last (after it); up and down go from one to the other.
        func isPicture(_ index: Int) -> Bool { document.paragraphs[index].pictureMark != nil }
        // A large line's upper half shows nothing: up and down step over it.
        func isUpperHalf() -> Bool { document.paragraphs[paragraphIndex].isUpperHalf(line) }
        while remaining < 0 {
            if line > 0 {
                line = isPicture(paragraphIndex) ? 0 : line - 1
            } else if paragraphIndex > 0 {
                paragraphIndex -= 1
                line = document.paragraphs[paragraphIndex].lineCount - 1
            } else {
                return .start
            }
            if !isUpperHalf() { remaining += 1 }
        }
        while remaining > 0 {
            if line < document.paragraphs[paragraphIndex].lineCount - 1 {
                line = isPicture(paragraphIndex) ? document.paragraphs[paragraphIndex].lineCount - 1 : line + 1
            } else if paragraphIndex < document.paragraphs.count - 1 {
                paragraphIndex += 1
                line = 0
            } else {
                return document.end
            }
            if !isUpperHalf() { remaining -= 1 }
        }
        return self.position(inLine: line, of: paragraphIndex, goal: goal)
    }

    private func lineEnd(of position: Position) -> Position {
        let paragraph = document.paragraphs[position.paragraph]
        let line = paragraph.line(containing: position.offset)
        let range = paragraph.range(ofLine: line)
        if line == paragraph.lineCount - 1 { return Position(paragraph: position.paragraph, offset: range.upperBound) }
        return Position(paragraph: position.paragraph, offset: max(range.lowerBound, range.upperBound - 1))
    }

    // MARK: Characters and words

    func position(before position: Position) -> Position {
        if position.offset > 0 { return Position(paragraph: position.paragraph, offset: position.offset - 1) }
        if position.paragraph > 0 {
            let previous = position.paragraph - 1
            return Position(paragraph: previous, offset: document.paragraphs[previous].characters.count)
        }
        return position
    }

    func position(after position: Position) -> Position {
        if position.offset < document.paragraphs[position.paragraph].characters.count {
            return Position(paragraph: position.paragraph, offset: position.offset + 1)
        }
        if position.paragraph < document.paragraphs.count - 1 {
            return Position(paragraph: position.paragraph + 1, offset: 0)
        }
        return position
    }

    private func character(at position: Position) -> Character? {
        let characters = document.paragraphs[position.paragraph].characters
        return position.offset < characters.count ? characters[position.offset] : nil
    }

    private func character(before position: Position) -> Character? {
        position.offset > 0 ? document.paragraphs[position.paragraph].characters[position.offset - 1] : nil
    }

    /// The start of the word before `position`: skip spaces, then the word
    /// (letters and digits, or else a run of punctuation). At the start of a
    /// paragraph, the end of the one before.
    func wordStart(before position: Position) -> Position {
        if position.offset == 0 { return self.position(before: position) }
        var current = position
        while let previous = character(before: current), previous.isWhitespace { current.offset -= 1 }
        guard let kind = character(before: current).map(WordClass.init) else { return current }
        while let previous = character(before: current), WordClass(previous) == kind { current.offset -= 1 }
        return current
    }

    /// The end of the word after `position` (for delete word forward).
    func wordEnd(after position: Position) -> Position {
        let count = document.paragraphs[position.paragraph].characters.count
        if position.offset == count { return self.position(after: position) }
        var current = position
        while let next = character(at: current), next.isWhitespace { current.offset += 1 }
        guard let kind = character(at: current).map(WordClass.init) else { return current }
        while let next = character(at: current), WordClass(next) == kind { current.offset += 1 }
        return current
    }

    /// The start of the next word (Ctrl-Right), as nano and most GUI editors do.
    func nextWordStart(after position: Position) -> Position {
        let count = document.paragraphs[position.paragraph].characters.count
        if position.offset == count { return self.position(after: position) }
        var current = position
        if let kind = character(at: current).map(WordClass.init), kind != .space {
            while let next = character(at: current), WordClass(next) == kind { current.offset += 1 }
        }
        while let next = character(at: current), next.isWhitespace { current.offset += 1 }
        return current
    }
}

/// What a character is, for word motion: words stop where the class changes.
enum WordClass: Hashable {
    case space, word, punctuation

    init(_ character: Character) {
        if character.isWhitespace {
            self = .space
        } else if character.isLetter || character.isNumber || character == "_" || character == "'" {
            self = .word
        } else if character.isPunctuation || character.isSymbol {
            self = .punctuation
        } else {
            self = .word
        }
    }
}
