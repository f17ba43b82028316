/// Go to line (Ctrl-L): a line of the paper as the status row's "Ln" counts
/// them, from 1, and perhaps a column as its "Col" counts them (`12,5`). A
/// number past the letter goes to its edge and says so, so a cursor that
/// did not land where asked is never a surprise.
extension EditorState {
    mutating func pressGoingToLine(_ key: Key, field: TextField) -> [Effect] {
        var field = field
        switch keymaps.goToLinePrompt.action(for: key) {
        case .accept:
            mode = .editing
            goToLine(field.text)
        case .cancel:
            mode = .editing
        case .complete, nil:
            if field.apply(key) { mode = .goToLine(field) }
        }
        return []
    }

    /// Moves the cursor to `entry` (`12` or `12,5`), dropping the selection.
    mutating func goToLine(_ entry: String) {
        guard let target = LineTarget(entry) else {
            message = Message(tr("Give a line number, or a line and a column: 12 or 12,5"), tone: .warning)
            return
        }
        let lines = page.lineCount
        let line = min(max(target.line, 1), lines)
        let column = max(target.column ?? 1, 1)
        page.place(at: VisualPoint(row: line - 1, column: column - 1))
        if target.line > lines {
            message = Message(
                trn("The letter has {count} line: the cursor is on the last", "The letter has {count} lines: the cursor is on the last", count: lines),
                tone: .warning)
        } else if target.line < 1 {
            message = Message(tr("Lines count from 1: the cursor is on the first"), tone: .warning)
        } else if let asked = target.column, asked < 1 {
            message = Message(tr("Columns count from 1: the cursor is at the start of line {line}", ["line": line]), tone: .warning)
        } else if let asked = target.column, isAtLineEnd(row: line - 1),
            case let end = page.point(of: page.cursor).column + 1, end < asked
        {
            message = Message(tr("Line {line} ends at column {end}: the cursor is there", ["line": line, "end": end]), tone: .warning)
        }
    }

    /// True when the cursor stands where the row's End would put it.
    private func isAtLineEnd(row: Int) -> Bool {
        page.position(at: VisualPoint(row: row, column: .max)) == page.cursor
    }
}

/// What the go-to-line prompt was given: a line, and a column after a comma.
/// Nil for an entry that is neither (empty, no line before the comma, two
/// commas): the field's rules already refuse anything but digits and commas.
struct LineTarget: Hashable, Sendable {
    var line: Int
    var column: Int?

    init?(_ entry: String) {
        let parts = entry.split(separator: ",", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let line = Int(parts[0]) else { return nil }
        self.line = line
        if parts.count == 2 {
            // "12," is line 12: the column was not given yet.
            guard parts[1].isEmpty || Int(parts[1]) != nil else { return nil }
            column = Int(parts[1])
        }
    }
}
