/// Draws the letterbox: a pure function of the state and the terminal size.
///
/// The title row names the box, the folder and the order; the rows fill the
/// middle, each kind drawn by its own function; the status row says what
/// happened, or holds a prompt; the help is a box over the middle.
public func render(_ state: BoxState, _ size: TerminalSize) -> Frame {
    var frame = Frame(size: size)
    guard size.rows > 0, size.columns > 0 else { return frame }
    var state = state
    state.terminal = size
    state.keepSelectionInView()
    state.drawTitle(into: &frame)
    if state.isTooSmall {
        frame.drawTooSmallNotice(state.tooSmallMessage)
    } else if case .help = state.mode {
        // The help's box has the middle to itself: no row peeks out beside
        // it (a selected row's band, a "!" in the first column).
    } else {
        state.drawRows(into: &frame)
    }
    state.drawStatus(into: &frame)
    if case .help(let scroll) = state.mode {
        state.keymaps.helpOverlay.draw(scroll: scroll, into: &frame)
    }
    if case .palette(let palette) = state.mode { palette.draw(into: &frame) }
    return frame
}

extension BoxState {
    func drawTitle(into frame: inout Frame) {
        let place = folder.isEmpty ? boxName : BoxPath.joined(boxName, folder)
        let how = query.map { $0.isEmpty ? tr("search") : tr("search results, best first") } ?? order.title
        var title = " " + tr("Letterbox · {place} · {how}", ["place": place, "how": how])
        if CellWidth.of(title) > frame.size.columns { title = " " + StatusMessage.shorten(place, to: frame.size.columns - 2) }
        frame.drawTitleRow(title)
    }

    /// The rows from `top`, as many as fit; a row cut by the status row shows
    /// its first lines.
    func drawRows(into frame: inout Frame) {
        let last = frame.size.rows - 2
        guard !entries.isEmpty else {
            frame.put(emptyNote, row: 2, column: 2, style: .detail)
            return
        }
        var row = 1
        for index in entries.indices.dropFirst(top) {
            if row > last { break }
            draw(entries[index], row: row, selected: index == selected, into: &frame)
            row += entries[index].kind.height
        }
    }

    /// What an empty list says.
    var emptyNote: String {
        if isLoading { return tr("Reading the letterbox…") }
        if let query, !query.isEmpty { return tr("No letter holds “{query}”", ["query": query]) }
        return folder.isEmpty ? tr("No letters here yet: n writes one") : tr("No letters in this folder: n writes one")
    }


    func drawStatus(into frame: inout Frame) {
        let row = frame.size.rows - 1
        guard row > 0 else { return }
        let columns = frame.size.columns
        var style = Style.status
        var prompt: (label: String, field: TextField)?
        var left: StatusMessage?
        switch mode {
        case .searching(let field): prompt = (tr("Search: "), field)
        case .renaming(let field, _): prompt = (tr("Rename to: "), field)
        case .namingBook(let field, _): prompt = (tr("Book title: "), field)
        case .confirmingDelete(let path):
            // A long name shortens (its middle goes) before the keys would.
            left = StatusMessage(
                tr("Move {name} and its files to the trash?  {keys}", ["keys": keymaps.delete.hint()]),
                paths: ["name": shownName(of: path)])
            style = .statusWarning
        case .help:
            left = StatusMessage(HelpOverlay.hint)
        case .palette:
            left = StatusMessage(keymaps.palette.hint(separator: " · "))
            style = .statusWarning
        case .browsing:
            left = message ?? StatusMessage(tr("Enter opens · / searches · n writes · F1 help"))
            style = message?.style ?? .status
        }
        frame.fill(row: row, from: 0, count: columns, style: prompt == nil ? style : .statusWarning)
        if let prompt {
            // Why a key or a name was refused goes on the row above the prompt.
            if let note = prompt.field.message.map({ $0 + "." }) ?? message?.text, row >= 2 {
                let tone: Style = message?.tone == .info && prompt.field.message == nil ? .statusWarning : .statusError
                frame.fill(row: row - 1, from: 0, count: columns, style: tone)
                frame.put(" " + StatusMessage(note).fitted(to: columns - 2), row: row - 1, column: 0, style: tone)
            }
            let labelEnd = frame.put(" " + prompt.label, row: row, column: 0, style: .statusWarning)
            let counts = query.map { _ in countsText } ?? ""
            let room = max(1, columns - labelEnd - CellWidth.of(counts) - 2)
            let window = prompt.field.window(width: room)
            frame.put(window.shown, row: row, column: labelEnd, style: .statusWarning)
            if !counts.isEmpty, labelEnd + room + 1 + CellWidth.of(counts) < columns {
                frame.put(counts, row: row, column: columns - CellWidth.of(counts) - 1, style: .statusWarning)
            }
            frame.cursor = (row, max(0, min(labelEnd + window.cursorColumn, columns - 1)))
            return
        }
        frame.drawStatusLine(message: left, figures: countsText + " ", style: style)
    }

    /// "12 letters · 2 folders · 3 marked", of the rows shown.
    var countsText: String {
        let letters = entries.filter { $0.letter != nil }.count
        var parts = [
            (query ?? "").isEmpty
                ? trn("{count} letter", "{count} letters", count: letters)
                : trn("{count} letter found", "{count} letters found", count: letters)
        ]
        let folders = entries.filter { $0.kind == .folder }.count
        let books = entries.filter { $0.kind == .book }.count
        if books > 0 { parts.append(trn("{count} book", "{count} books", count: books)) }
        if folders > 0 { parts.append(trn("{count} folder", "{count} folders", count: folders)) }
        if !marked.isEmpty { parts.append(tr("{count} marked", ["count": marked.count])) }
        return parts.joined(separator: " · ")
    }
}
