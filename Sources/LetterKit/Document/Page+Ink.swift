/// Ink on the page: what typing gives, the ink at the cursor, and changes of
/// ink to the selection or to what is typed next.
extension Page {
    /// The ink typing at `position` gives: the ink asked for since the cursor
    /// last moved, else the ink of the character before (typing continues its
    /// style), else, at a paragraph's start, of the character after.
    public func insertionInk(at position: Position) -> Ink {
        if let pendingInk { return pendingInk }
        let paragraph = document.paragraphs[position.paragraph]
        guard !paragraph.runs.isEmpty else { return .plain }
        if position.offset > 0 { return document.ink(at: Position(paragraph: position.paragraph, offset: position.offset - 1)) }
        return document.ink(at: position)
    }

    /// The ink at the cursor, as the status row names it: the selection's first
    /// character's, or what typing would give.
    public var inkAtCursor: Ink {
        if let selection { return document.ink(at: selection.lowerBound) }
        return insertionInk(at: cursor)
    }

    /// Changes the ink of the selection (one undo step), or with none, the ink
    /// of what is typed next.
    mutating func ink(_ change: InkChange) -> EditOutcome {
        guard let selection else {
            // Only what is typed next changes: the text does not.
            pendingInk = change.applied(to: insertionInk(at: cursor))
            return .unchanged
        }
        var replacement = document.inkProposal(from: selection.lowerBound, to: selection.upperBound, change)
        guard replacement.change.oldRuns != replacement.change.newRuns else { return .unchanged }
        replacement.origin = .ink
        // Styling keeps the selection, so another style can follow.
        return submitKeepingSelection(replacement)
    }

    /// Passes a change that keeps the characters (ink, a size) through the
    /// gate as one undo step, the cursor and selection left where they were.
    mutating func submitKeepingSelection(_ replacement: Replacement) -> EditOutcome {
        let keptAnchor = anchor
        let keptCursor = cursor
        let outcome = submit(replacement, kind: .other, typed: "")
        guard outcome == .applied else { return outcome }
        anchor = keptAnchor
        cursor = keptCursor
        return .applied
    }

    /// The selected text with its ink, for copying inside the editor.
    public var selectedStyledText: StyledText? {
        selection.map { StyledText(document.characters(from: $0.lowerBound, to: $0.upperBound), runs: document.runs(from: $0.lowerBound, to: $0.upperBound)) }
    }
}
