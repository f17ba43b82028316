/// Lines in a box drawn over the middle of the frame, from line `scroll` on, each
/// cut to the box's width in cells (a wide character that would cross it is left
/// out whole); the line `highlighted` (counted before scrolling) stands out.
/// Returns where the first line was drawn, for a caller that puts the
/// cursor in the box; nil when the frame has no room for a box.
@discardableResult
func drawBox(_ lines: [String], scroll shown: Int, highlighted: Int? = nil, into frame: inout Frame) -> (row: Int, column: Int)? {
    let width = min(frame.size.columns - 2, (lines.map { CellWidth.of($0) }.max() ?? 0) + 4)
    let height = min(frame.size.rows - 2, lines.count + 2)
    guard width > 4, height > 2 else { return nil }
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
    return (top + 1, left + 2)
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
