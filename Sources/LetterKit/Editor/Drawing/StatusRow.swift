func drawStatus(_ state: EditorState, into frame: inout Frame) {
    let row = frame.size.rows - 1
    guard row > 0 else { return }
    let page = state.page
    var style = Style.status
    var left: StatusMessage?
    var prompt: (reason: String?, label: String, field: TextField)?
    switch state.mode {
    case .confirmQuit:
        left = .init(state.quitQuestion)
        style = .statusWarning
    case .saveAs(let field, let failure):
        prompt = (failure.map { tr("Not saved: {reason}.", ["reason": $0.description]) }, tr("Save as:") + " ", field)
        style = failure == nil ? .statusWarning : .statusError
    case .find(let field):
        prompt = (nil, tr("Find:") + " ", field)
        style = .statusWarning
    case .goToLine(let field):
        prompt = (nil, tr("Go to line:") + " ", field)
        style = .statusWarning
    case .replace(.find(let field)):
        prompt = (nil, tr("Find:") + " ", field)
        style = .statusWarning
    case .replace(.with(let field, _)):
        prompt = (nil, tr("Replace with:") + " ", field)
        style = .statusWarning
    case .replace(.asking):
        // Why the last match was left (no room on the page) goes before the
        // question about the next.
        left = .init([state.message?.text, state.replaceQuestion].compactMap { $0 }.joined(separator: " "))
        style = .statusWarning
    case .attach(let field, let note):
        prompt = (note ?? state.keymaps.attachHint, tr(EditorState.attachLabel) + " ", field)
        style = .statusWarning
    case .openLetter(let field, let note):
        prompt = (note ?? state.keymaps.attachHint, tr(EditorState.openLabel) + " ", field)
        style = .statusWarning
    case .confirmOverwrite(let path):
        left = .init(
            tr("{path} changed on disk since it was opened. Overwrite it? {keys}", ["keys": state.keymaps.saveQuestion.hint()]),
            paths: ["path": path])
        style = .statusWarning
    case .confirmReplace(let path):
        left = .init(
            tr("{path} already exists. Replace it? {keys}", ["keys": state.keymaps.saveQuestion.hint()]), paths: ["path": path])
        style = .statusWarning
    case .confirmLoss(let path, _, let loss):
        left = .init(state.lossQuestion(path: path, loss: loss))
        style = .statusWarning
    case .choose:
        left = state.message ?? .init(tr("Up and Down choose an answer, Enter takes it"))
        style = .statusWarning
    case .help:
        left = .init(HelpOverlay.hint)
    case .palette, .choosePaper, .chooseTemplate, .chooseSpelling, .chooseSticker, .chooseLetter:
        left = .init(state.keymaps.palette.hint(separator: " · "))
        style = .statusWarning
    case .exportAs(let format, let field):
        prompt = (nil, tr("Export to {format} as:", ["format": format.title]) + " ", field)
        style = .statusWarning
    case .confirmExport(let request):
        left = .init(
            tr("{path} already exists. Replace it? {keys}", ["keys": state.keymaps.exportQuestion.hint()]),
            paths: ["path": request.path])
        style = .statusWarning
    case .envelope(let form):
        left = .init(tr("Envelope · {field}", ["field": tr(form.current.field.label)]))
        style = .statusWarning
    case .editing:
        if let message = state.message {
            left = message
            style = message.style
        } else if page.linesOver > 0 {
            left = .init(OverThePage.words(lines: page.linesOver))
            style = .statusWarning
        } else if let playing = state.playing?.playback {
            left = .init(playing.statusLine)
        }
    }
    if let asked = prompt, let refused = asked.field.message {
        // Why the field refused a key joins the reason above the prompt, so
        // nothing typed goes missing without a word.
        prompt?.reason = [asked.reason, refused + "."].compactMap { $0 }.joined(separator: " ")
        style = .statusError
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
            let fitted = StatusMessage(detectingPathsIn: reason).fitted(to: rows * width - 8)
            let lines = wrap(fitted, columns: width).map(\.trimmingSpaces)
            for (index, line) in lines.suffix(rows).enumerated() {
                let reasonRow = row - min(rows, lines.count) + index
                frame.fill(row: reasonRow, from: 0, count: columns, style: style)
                frame.put(" " + line, row: reasonRow, column: 0, style: style)
            }
        }
        let labelEnd = frame.put(prompt.label, row: row, column: column, style: style)
        let window = prompt.field.window(width: max(1, columns - labelEnd - 1))
        // An offered name stands out as a selection: typing replaces it.
        frame.put(window.shown, row: row, column: labelEnd, style: prompt.field.isOffered ? .selection : style)
        frame.cursor = (row, max(0, min(labelEnd + window.cursorColumn, columns - 1)))
        return
    }
    let items = statusFigureTexts(state)
    let right = items.isEmpty ? "" : items.joined(separator: StatusFigureItem.separator) + " "
    // A message keeps its reason in sight: its paths shorten first, and the
    // figures give way to it only when that is not enough.
    frame.drawStatusLine(message: left, figures: right, style: style)
}

/// The status row's figures, one text per item the paper shows: those of
/// the last pause in typing.
func statusFigureTexts(_ state: EditorState) -> [String] {
    let paper = state.page.paper
    return paper.look.status.compactMap { statusText($0, figures: state.shownFigures, paper: paper) }
}

/// What status item `item` says, from the figures of the last pause in
/// typing; nil when it has nothing to say (the style of plain ink).
func statusText(_ item: StatusItem, figures: EditorState.StatusFigures, paper: Paper) -> String? {
    switch item {
    case .paper: return paper.name
    case .style: return figures.ink.isPlain ? nil : figures.ink.statusName
    case .position, .lines, .words, .characters:
        var bytes: [UInt8] = []
        bytes.reserveCapacity(32)
        _ = StatusFigureText.append(item, figures, paperLines: paper.lines, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
