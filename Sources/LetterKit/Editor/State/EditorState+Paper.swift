/// Switching paper from the palette: a chooser of the papers the shell
/// found (the presets and the person's own, as `letter papers` lists them),
/// and the switch itself, which passes the page's gate as every change
/// does: a paper the letter does not fit on is refused, with how many lines
/// it would need.
///
/// Limitations: the undo history starts again after a switch; a `.txt` or
/// `.md` file records no paper, so the switch lasts until the editor closes.
extension EditorState {
    /// The shell's answer to `.listPapers`: the chooser, the paper in use
    /// first.
    mutating func choosePaper(from papers: [Paper]) {
        guard !papers.isEmpty else {
            message = Message(tr("No papers found to switch to"), tone: .warning)
            return
        }
        let current = page.paper
        let ordered = papers.filter { $0.name == current.name } + papers.filter { $0.name != current.name }
        let entries = ordered.map { paper in
            Palette.Entry(
                name: paper.name == current.name ? tr("{paper} (in use)", ["paper": paper.name]) : paper.name,
                keys: "\(paper.lines) × \(paper.columns)", action: paper)
        }
        mode = .choosePaper(Palette(title: tr("Papers (type to filter)"), entries: entries))
    }

    mutating func pressChoosingPaper(_ key: Key, palette: Palette<Paper>) -> [Effect] {
        var palette = palette
        switch palette.press(key, keys: keymaps.palette) {
        case .stay:
            mode = .choosePaper(palette)
            return []
        case .close:
            mode = .editing
            return []
        case .run(let paper):
            mode = .editing
            return switchPaper(to: paper)
        }
    }

    /// Lays the letter out on `paper` and keeps it there only if it fits:
    /// a switch never leaves the letter over its paper. The history starts
    /// again: its edits were measured on the other paper.
    mutating func switchPaper(to paper: Paper) -> [Effect] {
        if isReadOnly { return refuseReadOnly() }
        guard paper != page.paper else {
            message = Message(tr("The letter is on {paper} paper already", ["paper": paper.name]))
            return []
        }
        var next = Page(paper: paper, body: body(forPath: path), ink: carriesInk, pictures: pictureReading)
        let lines = next.lineCount
        if lines > paper.lines {
            message = Message(
                tr(
                    "Not switched: on {paper} paper ({paper-lines} × {columns}) the letter would take {lines} lines",
                    ["paper": paper.name, "paper-lines": paper.lines, "columns": paper.columns, "lines": lines]),
                tone: .error)
            return [.flash]
        }
        next.cursor = next.document.clamped(page.cursor)
        page = next
        isModified = true
        // No version of this new history is the saved text.
        saveFlow.savedVersion = .max
        revision += 1
        notePicturesToLook()
        message = Message(
            tr(
                "Now on {paper} paper, {lines} × {columns}; undo starts again from here",
                ["paper": paper.name, "lines": paper.lines, "columns": paper.columns]))
        return [.usePaper(paper)]
    }
}
