/// Draws the editor: a pure function of the state and the terminal size.
public func render(_ state: EditorState, _ size: TerminalSize) -> Frame {
    var frame = Frame(size: size)
    guard size.rows > 0, size.columns > 0 else { return frame }
    let page = state.page
    let layout = PaperLayout(paper: page.paper, lineCount: page.lineCount, terminal: size)
    // Where the cursor is costs a walk over the paragraphs: once per frame.
    let cursor = page.point(of: page.cursor)
    drawTitle(state, into: &frame)
    if layout.fit == .tooSmall {
        drawTooSmall(layout, into: &frame)
    } else {
        drawPaper(state, layout, cursor: cursor, into: &frame)
    }
    drawStatus(state, cursor: cursor, into: &frame)
    if case .help(let scroll) = state.mode { drawHelp(scroll: scroll, into: &frame) }
    if case .choose(let question, let selected) = state.mode { drawQuestion(question, selected: selected, into: &frame) }
    return frame
}

private func drawTitle(_ state: EditorState, into frame: inout Frame) {
    frame.fill(row: 0, from: 0, count: frame.size.columns, style: .title)
    let name = state.path.map(baseName) ?? "New letter"
    let paper = state.page.paper
    var marks = ""
    if state.isModified { marks += " · modified" }
    if state.isReadOnly { marks += " · read-only" }
    var title = " \(name) · \(paper.name) paper, \(paper.lines) × \(paper.columns)" + marks
    // On a narrow terminal the paper goes before the marks do: "modified" is
    // what must stay in sight.
    if CellWidth.of(title) > frame.size.columns { title = " \(name)" + marks }
    frame.put(title, row: 0, column: 0, style: .title)
    let hint = "F1 help "
    if frame.size.columns > CellWidth.of(title) + hint.count + 2 {
        frame.put(hint, row: 0, column: frame.size.columns - hint.count, style: .title)
    }
}

private func baseName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
}

private func drawPaper(_ state: EditorState, _ layout: PaperLayout, cursor point: VisualPoint, into frame: inout Frame) {
    let page = state.page
    let columns = page.paper.columns
    let framed = layout.fit == .framed
    let left = framed ? layout.textColumn - PaperLayout.margin - 1 : layout.textColumn
    let width = framed ? columns + 2 * PaperLayout.margin + 2 : columns
    // `update` keeps the view in this range; a state set up by hand may not.
    let scrollTop = min(max(0, state.scrollTop), max(0, layout.totalRows - layout.viewRows))

    func row(_ paperRow: Int) -> Int? { layout.terminalRow(ofPaperRow: paperRow, scrollTop: scrollTop) }

    if framed {
        let inner = String(repeating: "─", count: width - 2)
        if let top = row(0) { frame.put("┌" + inner + "┐", row: top, column: left, style: .paper) }
        if let bottom = row(layout.totalRows - 1) { frame.put("└" + inner + "┘", row: bottom, column: left, style: .paper) }
        for paperRow in [1, layout.totalRows - 2] {
            if let margin = row(paperRow) { drawSides(row: margin, left: left, width: width, into: &frame) }
        }
    }

    let selection = page.selection
    var lineIndex = 0
    let visible = layout.visibleLineRange(scrollTop: scrollTop)
    for (paragraphIndex, paragraph) in page.document.paragraphs.enumerated() {
        if lineIndex >= visible.upperBound { break }
        if lineIndex + paragraph.lineCount <= visible.lowerBound {
            lineIndex += paragraph.lineCount
            continue
        }
        for line in 0..<paragraph.lineCount {
            defer { lineIndex += 1 }
            guard visible.contains(lineIndex), let terminalRow = row(layout.paperRow(ofLine: lineIndex)) else { continue }
            let style: Style = lineIndex < page.paper.lines ? .line : .overLine
            if framed { drawSides(row: terminalRow, left: left, width: width, into: &frame) }
            frame.fill(row: terminalRow, from: layout.textColumn, count: columns, style: style)
            var column = layout.textColumn
            let range = paragraph.range(ofLine: line)
            for offset in range {
                let character = paragraph.characters[offset]
                let position = Position(paragraph: paragraphIndex, offset: offset)
                let selected = selection?.contains(position) == true
                // Hanging spaces past the edge are not drawn: they live in the margin.
                if column >= layout.textColumn + columns { break }
                column = frame.put(character, row: terminalRow, column: column, style: selected ? .selection : style)
            }
            if lineIndex >= page.paper.lines, framed {
                frame.put("✗", row: terminalRow, column: layout.textColumn + columns + 1, style: .overLine)
            }
        }
    }
    // Ruled lines below the text.
    for lineIndex in visible where lineIndex >= page.lineCount {
        guard let terminalRow = row(layout.paperRow(ofLine: lineIndex)) else { continue }
        if framed { drawSides(row: terminalRow, left: left, width: width, into: &frame) }
        frame.fill(row: terminalRow, from: layout.textColumn, count: columns, style: .line)
    }

    if state.mode == .editing || state.mode == .confirmQuit {
        if let terminalRow = row(layout.paperRow(ofLine: point.row)) {
            let limit = min(columns, frame.size.columns - 1 - layout.textColumn)
            frame.cursor = (terminalRow, layout.textColumn + min(point.column, limit))
        }
    }
}

private func drawSides(row: Int, left: Int, width: Int, into frame: inout Frame) {
    frame.put("│", row: row, column: left, style: .paper)
    frame.fill(row: row, from: left + 1, count: width - 2, style: .paper)
    frame.put("│", row: row, column: left + width - 1, style: .paper)
}
