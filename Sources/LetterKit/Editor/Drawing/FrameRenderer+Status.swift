/// One figure on the status row (`Ln 2, Col 14`, `31 words`) as drawn:
/// its text, as UTF-8 (compared byte by byte with the next one after a
/// pause), and its first column.
struct StatusFigureItem: Equatable, Sendable {
    var bytes: [UInt8]
    var column: Int

    /// Between two figures.
    static let separator = " · "
    /// The separator's cells, measured once rather than at every placing.
    static let separatorWidth = CellWidth.of(separator)
}

extension FrameRenderer {
    /// Brings the status row up to date with `state`. When only the figures
    /// changed on a row that shows figures alone (typing paused: no
    /// message, no prompt), only the figures whose text changed are drawn
    /// again, in place, and only their columns are reported: the row is
    /// not filled and written whole, nor compared cell by cell, for a
    /// column number and a count that moved by one.
    mutating func renderStatus(_ state: EditorState, _ size: TerminalSize) {
        let statusRow = size.rows - 1
        if Self.statusHolds(statusKey, state, columns: size.columns) {
            if let statusCursor { frame.cursor = statusCursor }
            return
        }
        if redrawFiguresInPlace(state, row: statusRow, columns: size.columns) { return }
        let page = state.page
        let status = StatusKey(
            mode: state.mode, message: state.message, linesOver: page.linesOver, figures: state.shownFigures,
            paper: page.paper, offered: state.mode.offersText, columns: size.columns, playback: PlaybackShown.of(state.playing))
        let before = frame.rows[statusRow]
        drawStatus(state, into: &frame)
        statusKey = status
        // A prompt puts the cursor in the status row; kept for the frames
        // that do not draw the row again.
        statusCursor = state.mode.isPrompt ? frame.cursor : nil
        figureItems = Self.showsFiguresAlone(state) ? Self.placed(statusFigureTexts(state), columns: size.columns) : []
        if frame.rows[statusRow] != before { changes.append((statusRow, 0..<size.columns)) }
    }

    /// Draws the figures that changed over those drawn, when the row showed
    /// and still shows figures alone and each changed figure keeps its
    /// width (as many digits: a count or a column moving by one). The
    /// figures' numbers are compared first; only a figure whose numbers
    /// moved is made, as bytes, and only its bytes that differ are put.
    /// False when the row must be drawn whole.
    private mutating func redrawFiguresInPlace(_ state: EditorState, row: Int, columns: Int) -> Bool {
        // The key's fields are read where it stands, not copied out whole
        // (with its paper) and back at every pause.
        guard !figureItems.isEmpty, statusKey?.columns == columns, Self.showsFiguresAlone(state),
            statusKey?.message == nil, statusKey?.linesOver == 0, statusKey?.mode.isEditing == true,
            let old = statusKey?.figures, statusKey?.paper == state.page.paper
        else { return false }
        let new = state.shownFigures
        let paper = state.page.paper
        let items = paper.look.status
        // Every changed figure is checked before any is drawn: one that
        // changes its width moves the figures left of it.
        guard eachChangedFigureKeepsItsWidth(items, old, new, paperLines: paper.lines) else {
            guard placeFiguresAgain(state, row: row, columns: columns) else { return false }
            statusKey?.figures = new
            return true
        }
        var index = 0
        for item in items {
            // The style of plain ink says nothing and has no place.
            if item == .style, old.ink.isPlain { continue }
            defer { index += 1 }
            guard StatusFigureText.differs(item, old, new) else { continue }
            // Made by the width check just above.
            // Byte by byte, one cell each: only the digits that moved, and
            // each figure's own columns reported (the screen then compares
            // a few cells, not the stretch between two figures).
            var changed: Range<Int>?
            let start = figureItems[index].column
            for offset in 0..<min(figureBytes[index].count, figureItems[index].bytes.count)
            where figureBytes[index][offset] != figureItems[index].bytes[offset] {
                let column = start + offset
                frame.put(Character(Unicode.Scalar(figureBytes[index][offset])), row: row, column: column, style: .status)
                changed = (changed?.lowerBound ?? column)..<(column + 1)
            }
            if let changed { changes.append((row, changed)) }
            // The drawn bytes become this figure's scratch for the next pause.
            swap(&figureItems[index].bytes, &figureBytes[index])
        }
        statusKey?.figures = new
        return true
    }

    /// True when every figure whose numbers moved from `old` to `new` is
    /// made of numbers (no style changed) and keeps the width it was drawn
    /// with; the figures must be as many as those drawn. Each moved figure's
    /// bytes are left in `figureBytes`, at its index, for the drawing.
    private mutating func eachChangedFigureKeepsItsWidth(
        _ items: [StatusItem], _ old: EditorState.StatusFigures, _ new: EditorState.StatusFigures, paperLines: Int
    ) -> Bool {
        var index = 0
        for item in items {
            if item == .style, old.ink.isPlain {
                if !new.ink.isPlain { return false }
                continue
            }
            defer { index += 1 }
            guard index < figureItems.count else { return false }
            guard StatusFigureText.differs(item, old, new) else { continue }
            while figureBytes.count <= index { figureBytes.append([]) }
            figureBytes[index].removeAll(keepingCapacity: true)
            // A figure in another language than English is not one cell a
            // byte: it is placed again, by its width, rather than put in place.
            guard StatusFigureText.append(item, new, paperLines: paperLines, to: &figureBytes[index]),
                figureBytes[index].count == figureItems[index].bytes.count, figureBytes[index].allSatisfy({ $0 < 0x80 })
            else { return false }
        }
        return index == figureItems.count
    }

    /// Draws the figures again from the first column they took or now
    /// take to the row's end (a count that gained a digit, a style named
    /// or no longer), as `drawStatusLine` places them: the blank row left
    /// of them is neither filled nor reported. False when they do not fit.
    private mutating func placeFiguresAgain(_ state: EditorState, row: Int, columns: Int) -> Bool {
        let texts = statusFigureTexts(state)
        let items = Self.placed(texts, columns: columns)
        guard let before = figureItems.first?.column, let first = items.first?.column else { return false }
        // `placed` measured them where `drawStatusLine` puts them: against
        // the right edge, one blank after.
        let right = texts.joined(separator: StatusFigureItem.separator) + " "
        let start = min(before, first)
        // The figures and their blank fill the row from `first` to its end;
        // only the cells they left, if they moved right, are blanked.
        frame.fill(row: row, from: start, count: first - start, style: .status)
        frame.put(right, row: row, column: first, style: .status)
        figureItems = items
        changes.append((row, start..<columns))
        return true
    }

    /// True when the status row shows the figures and nothing else: writing
    /// (no prompt, no question), no message, nothing over the page, nothing
    /// playing.
    private static func showsFiguresAlone(_ state: EditorState) -> Bool {
        guard case .editing = state.mode, state.message == nil, state.page.linesOver == 0, state.playing == nil else {
            return false
        }
        return true
    }

    /// Where `texts` stand as `drawStatusLine` draws them without a
    /// message: joined by the separator, with one blank after, against the
    /// right edge. Empty when they do not fit beside the row's first blank
    /// (nothing is then drawn of them).
    private static func placed(_ texts: [String], columns: Int) -> [StatusFigureItem] {
        guard !texts.isEmpty else { return [] }
        let separatorWidth = StatusFigureItem.separatorWidth
        let widths = texts.map { isPrintableASCII($0) ? $0.utf8.count : CellWidth.of($0) }
        let width = widths.reduce(0, +) + separatorWidth * (texts.count - 1) + 1
        guard width + 2 <= columns else { return [] }
        var column = columns - width
        var items: [StatusFigureItem] = []
        for (text, textWidth) in zip(texts, widths) {
            items.append(StatusFigureItem(bytes: Array(text.utf8), column: column))
            column += textWidth + separatorWidth
        }
        return items
    }

    /// One cell a byte, each shown as itself.
    private static func isPrintableASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }
}
