/// Undo and redo: each replays a recorded change, or its inverse, as a
/// replacement through the same gate as any edit (which admits a replay: it
/// restores a state the page held).
extension Page {
    mutating func undo() -> EditOutcome {
        guard let entry = history.undoStack.popLast() else { return .unchanged }
        guard case .success(let admitted) = admit(document.replay(entry.change.inverted, cursorAfter: entry.cursorBefore))
        else {
            history.undoStack.append(entry)
            return .unchanged
        }
        make(admitted)
        anchor = entry.anchorBefore
        history.redoStack.append(entry)
        // The step before this one was closed; typing now starts a new one.
        history.sealed = true
        return .applied
    }

    mutating func redo() -> EditOutcome {
        guard let entry = history.redoStack.popLast() else { return .unchanged }
        guard case .success(let admitted) = admit(document.replay(entry.change, cursorAfter: entry.cursorAfter)) else {
            history.redoStack.append(entry)
            return .unchanged
        }
        make(admitted)
        history.undoStack.append(entry)
        history.sealed = true
        return .applied
    }
}
