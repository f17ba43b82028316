/// Type sizes on the page: setting the line at the cursor (or every line the
/// selection touches) large, wide or normal.
///
/// A change of size is a `Replacement` like any other: the same characters
/// and ink, other sizes (`TextChange.newSizes`). So it passes the one gate (a
/// larger line that would wrap past the last line is refused with the usual
/// end-of-page message), is one undo step, and the document counts its rows.
extension Document {
    /// The replacement that sets paragraphs `range` to `size`, the cursor put
    /// at `cursorAfter`. A picture's block keeps its size (normal): it is a
    /// block of lines of its own.
    func sizeProposal(paragraphs range: ClosedRange<Int>, to size: TypeSize, cursorAfter: Position) -> Replacement {
        let start = Position(paragraph: range.lowerBound, offset: 0)
        let end = Position(paragraph: range.upperBound, offset: paragraphs[range.upperBound].characters.count)
        let characters = characters(from: start, to: end)
        var change = TextChange(start: start, old: characters, new: characters)
        change.oldRuns = runs(from: start, to: end)
        change.newRuns = change.oldRuns
        change.oldSizes = paragraphs[range].map(\.size)
        change.newSizes = paragraphs[range].map { $0.pictureMark == nil ? size : .normal }
        return replacement(for: change, cursorAfter: cursorAfter)
    }

    /// Sets paragraph `index` to `size` without asking the page: for building
    /// a document from a file, whose lines are what they are (a letter opened
    /// on a smaller paper may be over, as with text).
    mutating func setSize(_ size: TypeSize, ofParagraph index: Int) {
        guard paragraphs[index].size != size, paragraphs[index].pictureMark == nil else { return }
        apply(sizeProposal(paragraphs: index...index, to: size, cursorAfter: Position(paragraph: index, offset: 0)))
    }
}

extension Page {
    /// The size of the line at the cursor (of the selection's first line).
    public var sizeAtCursor: TypeSize {
        document.paragraphs[selection?.lowerBound.paragraph ?? cursor.paragraph].size
    }

    /// Sets the line at the cursor, or every line the selection touches, to
    /// `size`: one undo step, refused as typing would be when the larger
    /// lines would wrap past the page's last line. The cursor and selection
    /// stay where they were.
    public mutating func setSize(_ size: TypeSize) -> EditOutcome {
        let low = selection?.lowerBound.paragraph ?? cursor.paragraph
        let high = selection.map { $0.upperBound.paragraph } ?? cursor.paragraph
        let range = low...high
        guard document.paragraphs[range].contains(where: { $0.size != size && $0.pictureMark == nil }) else {
            return .unchanged
        }
        var replacement = document.sizeProposal(paragraphs: range, to: size, cursorAfter: cursor)
        replacement.origin = .text(.wrap)
        return submitKeepingSelection(replacement)
    }
}

extension Page {
    /// Where the screen draws the cursor at `position`: as `point(of:)`, but
    /// on a large line's upper row, where its text is drawn spaced (the
    /// lower row is left ruled).
    public func drawnPoint(of position: Position) -> VisualPoint {
        var point = point(of: position)
        if document.paragraphs[position.paragraph].size.rows == 2 { point.row -= 1 }
        return point
    }
}
