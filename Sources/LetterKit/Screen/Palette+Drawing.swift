extension Palette {
    /// Draws the palette as a box over the middle of the frame: its title,
    /// the query after "> " with the cursor in it, then the matching
    /// commands, a name and its keys a line, the chosen one highlighted and
    /// kept in view. The box is as wide as the widest of all the entries,
    /// so it does not jump as the query narrows them.
    public func draw(into frame: inout Frame) {
        _ = drawEntries(into: &frame)
    }

    /// Draws the palette as `draw(into:)` does; where each entry shown
    /// landed: its index in `entries` and the cell its name starts at.
    func drawEntries(into frame: inout Frame) -> [(entry: Int, row: Int, column: Int)] {
        let nameWidth = entries.map { CellWidth.of($0.name) }.max() ?? 0
        func line(_ entry: Entry) -> String {
            entry.keys.isEmpty
                ? entry.name
                : entry.name + String(repeating: " ", count: nameWidth - CellWidth.of(entry.name) + 2) + entry.keys
        }
        let width = entries.map { CellWidth.of(line($0)) }.max() ?? 0
        let prompt = "> "
        var lines = [title + String(repeating: " ", count: max(0, width - CellWidth.of(title))), prompt + query.text, ""]
        // The rows the box has for commands: the frame less the box's border
        // and margin, less the lines above the list.
        let listRows = max(1, frame.size.rows - 4 - lines.count)
        let top = max(0, selected - listRows + 1)
        let shown = matches.isEmpty ? [] : Array(matches[top..<min(matches.count, top + listRows)])
        if matches.isEmpty {
            lines.append(tr("Nothing matches “{query}”", ["query": query.text]))
        } else {
            lines += shown.map { line(entries[$0]) }
        }
        let highlighted = matches.isEmpty ? nil : 3 + selected - top
        guard let origin = drawBox(lines, scroll: 0, highlighted: highlighted, into: &frame) else { return [] }
        let column = origin.column + CellWidth.of(prompt) + query.cursorColumn
        if column < frame.size.columns - 1 { frame.cursor = (origin.row + 1, column) }
        // The box may be cut short by a small terminal: only the rows it has.
        let boxRows = min(frame.size.rows - 2, lines.count + 2) - 2
        return shown.enumerated().compactMap { offset, entry in
            3 + offset < boxRows ? (entry, origin.row + 3 + offset, origin.column) : nil
        }
    }
}
