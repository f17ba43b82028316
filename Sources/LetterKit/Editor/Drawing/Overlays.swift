func drawHelp(scroll: Int, into frame: inout Frame) {
    drawBox(["Keys", ""] + Keymap.helpLines, scroll: min(max(0, scroll), helpScrollLimit(rows: frame.size.rows)), into: &frame)
}

/// An opening question as a box in the middle of the screen: the prompt wrapped
/// to the box, then one line per answer, the chosen one highlighted.
func drawQuestion(_ question: EditorState.Question, selected: Int, into frame: inout Frame) {
    // The box is at most the terminal less a margin and its own padding, so the
    // prompt wraps to that rather than being cut at the box's edge.
    let width = max(2, min(frame.size.columns - 6, 60))
    var lines = wrap(question.prompt, columns: width).map { $0.trimmingSpaces }
    lines.append("")
    let first = lines.count
    lines += question.choices.enumerated().map { index, choice in
        (index == selected ? " ▸ " : "   ") + choice.label
    }
    lines.append("")
    lines.append("Up/Down, Enter · Esc: \(question.choices.isEmpty ? "close" : question.choices[question.safeChoice].label.lowercasedFirst)")
    drawBox(lines, scroll: 0, highlighted: first + selected, into: &frame)
}

/// Lines in a box drawn over the middle of the frame, from line `scroll` on, each
/// cut to the box's width in cells (a wide character that would cross it is left
/// out whole); the line `highlighted` (counted before scrolling) stands out.
func drawBox(_ lines: [String], scroll shown: Int, highlighted: Int? = nil, into frame: inout Frame) {
    let width = min(frame.size.columns - 2, (lines.map { CellWidth.of($0) }.max() ?? 0) + 4)
    let height = min(frame.size.rows - 2, lines.count + 2)
    guard width > 4, height > 2 else { return }
    let left = (frame.size.columns - width) / 2
    let top = (frame.size.rows - height) / 2
    for offset in 0..<height {
        frame.fill(row: top + offset, from: left, count: width, style: .help)
    }
    for (index, line) in lines.dropFirst(max(0, shown)).prefix(height - 2).enumerated() {
        let style: Style = index + max(0, shown) == highlighted ? .selection : .help
        if style == .selection { frame.fill(row: top + 1 + index, from: left + 1, count: width - 2, style: style) }
        frame.put(String(prefix(of: line, fitting: width - 4)), row: top + 1 + index, column: left + 2, style: style)
    }
    frame.cursor = nil
}

/// The longest start of `line` that fits in `cells` columns, with the zero-width
/// marks that follow its last character.
private func prefix(of line: String, fitting cells: Int) -> Substring {
    var used = 0
    var end = line.startIndex
    for index in line.indices {
        used += CellWidth.of(line[index])
        if used > cells { break }
        end = line.index(after: index)
    }
    return line[..<end]
}

/// The furthest the help can scroll in a terminal `rows` high: its lines less the
/// rows the overlay has for them. `update` stops there so Up answers at once.
func helpScrollLimit(rows: Int) -> Int {
    let count = Keymap.helpLines.count + 2
    let height = min(max(0, rows) - 2, count + 2)
    return max(0, count - (height - 2))
}
