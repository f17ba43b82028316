/// The rows every screen draws the same way: the title row, the status
/// row's message and figures, and the notice of a terminal too small. One
/// drawing for the editor, the letterbox and the screens to come, so they
/// look and read alike.
extension Frame {
    /// The hint at the title row's right end, in the interface's language,
    /// with a cell after it.
    static var titleHint: String { tr("F1 help") + " " }

    /// Row 0: `title` on the title style, and the help hint at the right
    /// end when it fits beside the title with room to spare.
    public mutating func drawTitleRow(_ title: String) {
        fill(row: 0, from: 0, count: size.columns, style: .title)
        put(title, row: 0, column: 0, style: .title)
        let hint = Frame.titleHint
        let hintWidth = CellWidth.of(hint)
        if size.columns > CellWidth.of(title) + hintWidth + 2 {
            put(hint, row: 0, column: size.columns - hintWidth, style: .title)
        }
    }

    /// The status row's words: `left` from the left edge (already fitted;
    /// nil for none), `right` against the right edge when both fit with two
    /// cells between; else the figures give way to the message. The row is
    /// filled first.
    public mutating func drawStatusLine(left: String?, right: String, style: Style) {
        let row = size.rows - 1
        guard row > 0 else { return }
        fill(row: row, from: 0, count: size.columns, style: style)
        let leftEnd = left.map { put(" " + $0, row: row, column: 0, style: style) } ?? 0
        let rightWidth = CellWidth.of(right)
        if leftEnd + 2 + rightWidth <= size.columns {
            put(right, row: row, column: size.columns - rightWidth, style: style)
        }
    }

    /// The status row: `message` from the left edge and `figures` against
    /// the right one. A message too wide to stand beside the figures first
    /// shortens its paths (`StatusMessage.shortened`), each to no fewer
    /// than `StatusMessage.nameCellsBesideFigures` cells; only when even
    /// that does not fit do the figures give way, and the message takes the
    /// whole row, cut at its end if it must be.
    public mutating func drawStatusLine(message: StatusMessage?, figures: String, style: Style) {
        guard let message else { return drawStatusLine(left: nil, right: figures, style: style) }
        // One cell before the message, two between it and the figures.
        let room = size.columns - 3 - CellWidth.of(figures)
        if let shortened = message.shortened(to: room, keeping: StatusMessage.nameCellsBesideFigures) {
            drawStatusLine(left: shortened, right: figures, style: style)
        } else {
            drawStatusLine(left: message.fitted(to: max(0, size.columns - 2)), right: "", style: style)
        }
    }

    /// `notice` word-wrapped between the title and status rows, from column 1
    /// on the desk; what does not fit in a very small terminal is left out.
    public mutating func drawTooSmallNotice(_ notice: String) {
        let width = max(1, size.columns - 2)
        for (index, line) in wrap(notice, columns: width).enumerated() where index + 1 < size.rows - 1 {
            put(line.trimmingSpaces, row: index + 1, column: 1, style: .desk)
        }
    }
}

extension StatusMessage {
    /// The status row's style for a message of this tone.
    public var style: Style {
        switch tone {
        case .info: .status
        case .warning: .statusWarning
        case .error: .statusError
        }
    }
}
