/// What part of the paper the terminal shows: the terminal's size as last
/// reported, and the first paper row on screen when the paper is taller.
struct Viewport: Hashable, Sendable {
    var terminal = TerminalSize(rows: 24, columns: 80)
    var scrollTop = 0
}

extension EditorState {
    /// The terminal's size, as last reported.
    public internal(set) var terminal: TerminalSize {
        get { viewport.terminal }
        set { viewport.terminal = newValue }
    }

    /// The first paper row shown when the paper is taller than the terminal.
    public internal(set) var scrollTop: Int {
        get { viewport.scrollTop }
        set { viewport.scrollTop = newValue }
    }

    /// The wheel moves the view; the cursor follows only if it would leave it.
    mutating func scroll(by rows: Int, layout: PaperLayout) {
        let maximum = max(0, layout.totalRows - layout.viewRows)
        scrollTop = min(max(0, scrollTop + rows), maximum)
        let visible = layout.visibleLineRange(scrollTop: scrollTop)
        let line = page.point(of: page.cursor).row
        if !visible.contains(line), !visible.isEmpty {
            let target = line < visible.lowerBound ? visible.lowerBound : visible.upperBound - 1
            page.move(target > line ? .pageDown(rows: target - line) : .pageUp(rows: line - target))
        }
    }

    /// Where the paper sits in the terminal as last reported.
    var viewLayout: PaperLayout { PaperLayout(paper: page.paper, lineCount: page.lineCount, terminal: terminal) }

    /// Scrolls just enough that the cursor's row is on screen.
    mutating func keepCursorVisible() {
        let layout = viewLayout
        let maximum = max(0, layout.totalRows - layout.viewRows)
        guard maximum > 0 else {
            scrollTop = 0
            return
        }
        let row = layout.paperRow(ofLine: page.point(of: page.cursor).row)
        if row < scrollTop { scrollTop = row }
        if row >= scrollTop + layout.viewRows { scrollTop = row - layout.viewRows + 1 }
        // Show the paper's top edge when the cursor is on the first line, and its
        // bottom edge on the last.
        if row <= layout.firstLineRow { scrollTop = 0 }
        if row >= layout.paperRow(ofLine: layout.lineCount - 1) { scrollTop = maximum }
        scrollTop = min(max(0, scrollTop), maximum)
    }
}
