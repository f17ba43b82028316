/// Draws the editor: a pure function of the state and the terminal size.
public func render(_ state: EditorState, _ size: TerminalSize) -> Frame {
    var frame = Frame(size: size)
    guard size.rows > 0, size.columns > 0 else { return frame }
    let page = state.page
    let layout = PaperLayout(paper: page.paper, lineCount: page.lineCount, terminal: size)
    // Where the cursor is costs a walk over the paragraphs: once per frame.
    let cursor = page.drawnPoint(of: page.cursor)
    drawTitle(state, into: &frame)
    if layout.fit == .tooSmall {
        frame.drawTooSmallNotice(layout.tooSmallMessage(state.keymaps))
    } else {
        drawPaper(state, layout, cursor: cursor, into: &frame)
    }
    drawStatus(state, into: &frame)
    if case .help(let scroll) = state.mode { state.keymaps.helpOverlay.draw(scroll: scroll, into: &frame) }
    if case .choose(let question, let selected) = state.mode { drawQuestion(question, selected: selected, keys: state.keymaps.choosing, into: &frame) }
    if case .envelope(let form) = state.mode { drawEnvelope(form, keys: state.keymaps.envelopeForm, into: &frame) }
    if case .palette(let palette) = state.mode { palette.draw(into: &frame) }
    if case .choosePaper(let palette) = state.mode { palette.draw(into: &frame) }
    if case .chooseTemplate(let palette) = state.mode { palette.draw(into: &frame) }
    if case .chooseSpelling(let choice) = state.mode { choice.palette.draw(into: &frame) }
    if case .chooseSticker(let palette) = state.mode { palette.drawStickers(into: &frame) }
    if case .chooseLetter(let palette) = state.mode { palette.draw(into: &frame) }
    return frame
}

func drawTitle(_ state: EditorState, into frame: inout Frame) {
    // The file's, the recipient's and the paper's names are data: a name's
    // bytes that are not UTF-8 shown as \xHH (`RawPath`), and control
    // characters escaped as every name printed to a terminal is
    // (`TerminalSafe`), so a directional override cannot turn the rest of
    // the row around either.
    var name = TerminalSafe.escaped(state.path.map { RawPath.displayed(Paths.name(of: $0)) } ?? tr("New letter"))
    // The recipient, as an envelope would show it.
    if let recipient = state.envelope[.to] {
        name = tr("{name} · to {recipient}", ["name": name, "recipient": TerminalSafe.escaped(recipient)])
    }
    let paper = state.page.paper
    var marks: [String] = []
    if state.isModified { marks.append(tr("modified")) }
    if state.isReadOnly { marks.append(tr("read-only")) }
    let paperText = tr(
        "{paper} paper, {lines} × {columns}",
        ["paper": TerminalSafe.escaped(paper.name), "lines": paper.lines, "columns": paper.columns])
    // Joined by hand: `joined(separator:)` is generic here, and its first
    // call costs the start a scan of every protocol conformance.
    var markText = ""
    for mark in marks { markText += " · " + mark }
    // Among several letters open, which one this is comes first.
    if let place = state.deskPlace {
        name = tr("{number} of {count}", ["number": place.number, "count": place.count]) + " · " + name
    }
    var title = " " + name + " · " + paperText + markText
    // On a narrow terminal the paper goes before the marks do: "modified" is
    // what must stay in sight.
    if CellWidth.of(title) > frame.size.columns { title = " " + name + markText }
    frame.drawTitleRow(title)
}

/// The paper rows between the title and status rows, one at a time, and the
/// terminal cursor where the letter's cursor is.
private func drawPaper(_ state: EditorState, _ layout: PaperLayout, cursor point: VisualPoint, into frame: inout Frame) {
    let scrollTop = layout.clampedScroll(state.scrollTop)
    var walker: VisualLineWalker?
    for row in 1..<max(1, frame.size.rows - 1) {
        let key = layout.key(
            ofRow: row, page: state.page, looksVersion: state.pictureLooksVersion, misspelt: state.misspeltShown,
            scrollTop: scrollTop, walker: &walker)
        layout.draw(key, row: row, into: &frame, pictures: state.picturesShown)
    }
    if state.mode.showsTheLetterCursor {
        frame.cursor = layout.cursorCell(for: point, scrollTop: scrollTop, frameColumns: frame.size.columns)
    }
}

extension EditorState.Mode {
    /// Modes in which the terminal cursor stands in the letter.
    var showsTheLetterCursor: Bool { self == .editing || self == .confirmQuit }
}
