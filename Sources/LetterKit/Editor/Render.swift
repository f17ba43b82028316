/// Where the paper sits in a terminal of a given size.
///
/// The paper never re-wraps when the terminal changes: the view adapts. With room
/// to spare the sheet is drawn whole and centred, with a border and margins. A
/// terminal narrower than the frame drops the border; one narrower than the
/// writing line itself cannot show the paper, and says so. A terminal shorter
/// than the sheet shows a window onto it that follows the cursor.
///
/// Representation: "paper rows" number the rows of the whole sheet from its top
/// edge (border, top margin, writing lines, bottom margin, border when framed;
/// just the writing lines otherwise). `scrollTop` is the first paper row shown.
public struct PaperLayout: Hashable, Sendable {
    public enum Fit: Hashable, Sendable {
        /// Border, margins and every column shown.
        case framed
        /// Only the writing area fits across.
        case bare
        /// The paper cannot be shown at all.
        case tooSmall
    }

    public let paper: Paper
    public let terminal: TerminalSize
    public let fit: Fit
    /// Writing lines drawn: the paper's, or more for an over-full letter.
    public let lineCount: Int
    /// Terminal column of the first writing cell.
    public let textColumn: Int
    /// Terminal rows available to the paper (between title and status rows).
    public let viewRows: Int
    /// Terminal row where paper row 0 is drawn when the sheet fits whole.
    public let topRow: Int

    /// Cells between the border and the writing area.
    static let margin = 3
    /// Title row, status row.
    static let chromeRows = 2

    public init(paper: Paper, lineCount: Int, terminal: TerminalSize) {
        // A `.resize` may carry any numbers; a negative side is no room at all.
        let terminal = TerminalSize(rows: max(0, terminal.rows), columns: max(0, terminal.columns))
        self.paper = paper
        self.terminal = terminal
        self.lineCount = max(paper.lines, lineCount)
        self.viewRows = max(0, terminal.rows - PaperLayout.chromeRows)
        let framedWidth = paper.columns + 2 * PaperLayout.margin + 2
        if terminal.rows < PaperLayout.chromeRows + 1 || terminal.columns < paper.columns {
            fit = .tooSmall
            textColumn = 0
        } else if terminal.columns >= framedWidth {
            fit = .framed
            textColumn = (terminal.columns - framedWidth) / 2 + 1 + PaperLayout.margin
        } else {
            fit = .bare
            textColumn = (terminal.columns - paper.columns) / 2
        }
        let total = fit == .framed ? self.lineCount + 4 : self.lineCount
        topRow = 1 + max(0, (viewRows - total) / 2)
    }

    /// Rows of the whole sheet.
    public var totalRows: Int { fit == .framed ? lineCount + 4 : lineCount }

    /// The paper row of the first writing line.
    public var firstLineRow: Int { fit == .framed ? 2 : 0 }

    /// The paper row where writing line `line` (from 0) is drawn.
    public func paperRow(ofLine line: Int) -> Int { firstLineRow + line }

    /// Writing lines visible at once.
    public var visibleLines: Int { min(lineCount, viewRows) }

    /// The writing lines shown when the view starts at `scrollTop`.
    public func visibleLineRange(scrollTop: Int) -> Range<Int> {
        let first = max(0, scrollTop - firstLineRow)
        let last = min(lineCount, scrollTop + viewRows - firstLineRow)
        return first..<max(first, last)
    }

    /// The terminal row of paper row `row`, if it is on screen.
    public func terminalRow(ofPaperRow row: Int, scrollTop: Int) -> Int? {
        let onScreen = topRow + row - (totalRows > viewRows ? scrollTop : 0)
        return onScreen >= 1 && onScreen < 1 + viewRows ? onScreen : nil
    }

    /// The place on the paper under a terminal cell, for a click.
    public func paperPoint(row: Int, column: Int, scrollTop: Int) -> VisualPoint? {
        guard fit != .tooSmall else { return nil }
        let paperRow = row - topRow + (totalRows > viewRows ? scrollTop : 0)
        let line = min(max(paperRow - firstLineRow, 0), lineCount - 1)
        return VisualPoint(row: line, column: max(0, column - textColumn))
    }

    /// What the screen says when the paper cannot be shown.
    public var tooSmallMessage: String {
        "Terminal too small for this paper: it needs \(paper.columns) columns and 3 rows, "
            + "has \(terminal.columns)×\(terminal.rows). Ctrl-S saves, Ctrl-Q quits."
    }
}

/// How a cell is drawn; the screen maps styles to colours and attributes.
public enum Style: Hashable, Sendable {
    /// Outside the paper.
    case desk
    /// The sheet's border and margins.
    case paper
    /// A writing line: ink on paper, ruled (underlined).
    case line
    /// A line past the bottom of the paper, in an over-full letter.
    case overLine
    case selection
    case title
    case status
    case statusWarning
    case statusError
    case help
}

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

/// The message, word-wrapped between the title and status rows; what does not
/// fit in a very small terminal is left out.
private func drawTooSmall(_ layout: PaperLayout, into frame: inout Frame) {
    let lastRow = frame.size.rows - 2
    var row = 1
    var line = ""
    for word in layout.tooSmallMessage.split(separator: " ") {
        if row > lastRow { return }
        if !line.isEmpty && CellWidth.of(line) + 1 + CellWidth.of(word) > frame.size.columns - 2 {
            frame.put(line, row: row, column: 1, style: .desk)
            row += 1
            line = ""
        }
        line += (line.isEmpty ? "" : " ") + word
    }
    if row <= lastRow { frame.put(line, row: row, column: 1, style: .desk) }
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

private func drawStatus(_ state: EditorState, cursor point: VisualPoint, into frame: inout Frame) {
    let row = frame.size.rows - 1
    guard row > 0 else { return }
    let page = state.page
    var style = Style.status
    var left: EditorState.Message?
    var prompt: (reason: String?, label: String, field: TextField)?
    switch state.mode {
    case .confirmQuit:
        left = .init("Save changes before quitting?  y: save  n: discard  Esc: cancel")
        style = .statusWarning
    case .saveAs(let field, let failure):
        prompt = (failure.map { "Not saved: \($0)." }, "Save as: ", field)
        style = failure == nil ? .statusWarning : .statusError
    case .find(let field):
        prompt = (nil, "Find: ", field)
        style = .statusWarning
    case .confirmOverwrite(let path):
        left = .init("\(path: path) changed on disk since it was opened. Overwrite it? y: yes  n: no")
        style = .statusWarning
    case .confirmReplace(let path):
        left = .init("\(path: path) already exists. Replace it? y: yes  n: no")
        style = .statusWarning
    case .choose:
        left = state.message ?? .init("Up and Down choose an answer, Enter takes it")
        style = .statusWarning
    case .help:
        left = .init("Keys: Up/Down scroll, any other key closes")
    case .editing:
        if let message = state.message {
            left = message
            switch message.tone {
            case .info: style = .status
            case .warning: style = .statusWarning
            case .error: style = .statusError
            }
        } else if page.linesOver > 0 {
            left = .init("\(page.linesOver) line\(page.linesOver == 1 ? "" : "s") over the page")
            style = .statusWarning
        }
    }
    frame.fill(row: row, from: 0, count: frame.size.columns, style: style)
    let columns = frame.size.columns
    if let prompt {
        // The label, then as much of the field as keeps its cursor in view.
        let column = frame.put(" ", row: row, column: 0, style: style)
        if let reason = prompt.reason, row >= 1 {
            // The reason gets up to two rows of its own above the prompt, over
            // the sheet's lower edge, so neither has to give way to the other:
            // its paths shorten first, then its end is cut.
            let width = max(1, columns - 2)
            let rows = min(2, row)
            let fitted = EditorState.Message(detectingPathsIn: reason).fitted(to: rows * width - 8)
            let lines = wrap(fitted, columns: width).map(\.trimmingSpaces)
            for (index, line) in lines.suffix(rows).enumerated() {
                let reasonRow = row - min(rows, lines.count) + index
                frame.fill(row: reasonRow, from: 0, count: columns, style: style)
                frame.put(" " + line, row: reasonRow, column: 0, style: style)
            }
        }
        let labelEnd = frame.put(prompt.label, row: row, column: column, style: style)
        let window = prompt.field.window(width: max(1, columns - labelEnd - 1))
        frame.put(window.shown, row: row, column: labelEnd, style: style)
        frame.cursor = (row, max(0, min(labelEnd + window.cursorColumn, columns - 1)))
        return
    }
    // The counters are those of the last pause in typing; the position is live.
    let counts = state.shownCounts
    let words = counts.words
    let characters = counts.characters
    let right =
        "Ln \(point.row + 1), Col \(min(point.column, page.paper.columns) + 1) · "
        + "\(counts.lines)/\(page.paper.lines) lines · \(words) word\(words == 1 ? "" : "s") · "
        + "\(characters) char\(characters == 1 ? "" : "s") "
    let rightWidth = CellWidth.of(right)
    // A message keeps its reason in sight: its paths shorten first, and the
    // counters give way to it.
    let shown = left.map { " " + $0.fitted(to: max(0, columns - 2)) } ?? ""
    let leftEnd = frame.put(shown, row: row, column: 0, style: style)
    if leftEnd + 2 + rightWidth <= columns {
        frame.put(right, row: row, column: columns - rightWidth, style: style)
    }
}

private func drawHelp(scroll: Int, into frame: inout Frame) {
    drawBox(["Keys", ""] + Keymap.helpLines, scroll: min(max(0, scroll), helpScrollLimit(rows: frame.size.rows)), into: &frame)
}

/// An opening question as a box in the middle of the screen: the prompt wrapped
/// to the box, then one line per answer, the chosen one highlighted.
private func drawQuestion(_ question: EditorState.Question, selected: Int, into frame: inout Frame) {
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
private func drawBox(_ lines: [String], scroll shown: Int, highlighted: Int? = nil, into frame: inout Frame) {
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
