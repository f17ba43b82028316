/// Draws the editor incrementally: keeps the last frame and redraws only the
/// rows whose inputs changed, so a keystroke costs the rows it touched (its line,
/// the status row), not the whole screen.
///
/// Representation: the frame as last drawn, the key of each paper row and of
/// the title row as drawn (`PaperRowKey`: the line's characters, selection and
/// layout), and the rows the last call changed, for the screen to write.
/// The frame always equals `render(state, size)` for the state and size last
/// given; a property test holds it to that.
///
/// Limitations: while an overlay or a row-spanning prompt is up (help, a
/// question, a failed save's reason or a field's refusal, a terminal too
/// small for the paper) every row is drawn afresh: those screens are rare and
/// wait for an answer.
public struct FrameRenderer: Sendable {
    public internal(set) var frame = Frame(size: TerminalSize(rows: 0, columns: 0))
    /// The rows the last `render` changed, in order, each once.
    public var changedRows: [Int] { Self.rows(of: changes) }

    /// The rows of `changes`, each once: a row changed in two places comes
    /// twice, one after the other.
    static func rows(of changes: [(row: Int, columns: Range<Int>)]) -> [Int] {
        var rows: [Int] = []
        for change in changes where rows.last != change.row { rows.append(change.row) }
        return rows
    }
    /// The rows the last `render` changed and, in each, the columns outside
    /// which nothing changed: what the screen compares and writes. A row may
    /// come more than once, with columns apart (two figures of the status
    /// row that moved after a pause), one after the other.
    public internal(set) var changes: [(row: Int, columns: Range<Int>)] = []
    /// What each paper row shows, for the layout `keysLayout`.
    private var paperKeys: [PaperRowKey.Content?] = []
    /// Where each paper row's key came from: compared first, as plain
    /// values, so an unchanged row costs no key (see `PaperRowSource`).
    private var paperSources: [PaperRowSource?] = []
    private var keysLayout: PaperLayout?
    /// The stickers' cells the keys were drawn with (`stickerCellsVersion`):
    /// a sticker drawn since shows on rows whose text did not change.
    private var keysStickerVersion = 0
    /// The view's first paper row when the keys were made.
    private var keysScrollTop = 0
    /// When the last `render` scrolled the view: the terminal rows that moved
    /// and by how many (positive: up, the view went down the letter). The rows
    /// a scroll uncovers are among `changes`; a screen that scrolls its own
    /// contents the same way needs to write only those.
    public private(set) var scroll: (rows: Range<Int>, by: Int)?
    /// Rows the last scroll uncovered.
    private var uncovered: Set<Int> = []
    private var titleKey: TitleKey?
    var statusKey: StatusKey?
    var statusCursor: (row: Int, column: Int)?
    /// The figures on the status row, each with its first column, while
    /// the row shows figures alone (`StatusFigureItem`); empty otherwise.
    var figureItems: [StatusFigureItem] = []
    /// Each moved figure's bytes at its index, made in place when its width
    /// is checked (`StatusFigureText`) and then drawn: kept, and swapped
    /// with the drawn ones, so that a pause allocates nothing for them.
    var figureBytes: [[UInt8]] = []

    public init() {}

    /// What the status row shows.
    struct StatusKey: Equatable {
        var mode: EditorState.Mode
        var message: StatusMessage?
        var linesOver: Int
        var figures: EditorState.StatusFigures
        /// The paper's lines, name and status items, all of which it may show.
        var paper: Paper
        /// A prompt's offered name is drawn as a selection; a move ends the
        /// offer without changing the field's text.
        var offered: Bool
        var columns: Int
        /// The video or sound playing, whose clock the row shows.
        var playback: PlaybackShown?
    }

    /// What the title row shows.
    private struct TitleKey: Equatable {
        var path: String?
        var paper: Paper
        var isModified: Bool
        var isReadOnly: Bool
        var recipient: String?
        var deskPlace: DeskPlace?
        var columns: Int
    }

    /// Brings the frame up to date with `state` in a terminal of `size`; returns it.
    @discardableResult
    public mutating func render(_ state: EditorState, _ size: TerminalSize) -> Frame {
        changes.removeAll(keepingCapacity: true)
        scroll = nil
        uncovered.removeAll(keepingCapacity: true)
        let page = state.page
        let layout = PaperLayout(paper: page.paper, lineCount: page.lineCount, terminal: size)
        guard size == frame.size, size.rows >= 3, size.columns > 0, !Self.drawsWhole(state, layout) else {
            redrawWhole(state, size)
            return frame
        }
        if !Self.titleHolds(titleKey, state, columns: size.columns) {
            let title = TitleKey(
                path: state.path, paper: page.paper, isModified: state.isModified, isReadOnly: state.isReadOnly,
                recipient: state.envelope[.to], deskPlace: state.deskPlace, columns: size.columns)
            let before = frame.rows[0]
            drawTitle(state, into: &frame)
            titleKey = title
            if frame.rows[0] != before { changes.append((0, 0..<size.columns)) }
        }
        let scrollTop = layout.clampedScroll(state.scrollTop)
        if !Self.keysMade(in: keysLayout, layout) || keysStickerVersion != state.stickerCellsVersion {
            // Another layout (a resize, a letter growing past its paper) or
            // a sticker newly drawn: every row is drawn again.
            paperKeys = Array(repeating: nil, count: size.rows)
            paperSources = Array(repeating: nil, count: size.rows)
            keysLayout = layout
            keysStickerVersion = state.stickerCellsVersion
        } else if scrollTop != keysScrollTop {
            shiftRows(by: scrollTop - keysScrollTop, view: 1..<(size.rows - 1))
        }
        keysScrollTop = scrollTop
        var walker: VisualLineWalker?
        let misspelt = state.misspeltShown
        let selecting = page.selection != nil
        for row in 1..<(size.rows - 1) {
            let isUncovered = !uncovered.isEmpty && uncovered.contains(row)
            if !isUncovered,
                layout.stillShows(
                    paperSources[row], row: row, document: page.document, selecting: selecting, misspelt: misspelt,
                    looksVersion: state.pictureLooksVersion, scrollTop: scrollTop)
            {
                continue
            }
            let source = layout.source(
                ofRow: row, page: page, looksVersion: state.pictureLooksVersion, misspelt: misspelt,
                scrollTop: scrollTop, walker: &walker)
            if !isUncovered, !source.isMarked, paperSources[row] == source { continue }
            paperSources[row] = source
            let content = layout.key(from: source, page: page, misspelt: misspelt).content
            // Taken out of the array and put back at the end: a key is
            // compared and drawn over without being copied.
            var old = paperKeys[row].take()
            if let old, !isUncovered, old == content {
                paperKeys[row] = old
                continue
            }
            let ownText = source.paragraph == page.cursor.paragraph
            if case .line(let index, let text, .none) = content, case .line(index, let oldText, .none)? = old,
                let from = layout.unchangedColumns(from: oldText, to: text, line: index)
            {
                // The same line with new text after some point: only from
                // there on, and only up to where the old or new text ends.
                let end = layout.redrawLine(
                    text, line: index, over: oldText, fromColumn: from.column, offset: from.offset, row: row,
                    stickerCells: state.stickerCells, into: &frame)
                changes.append((row, from.column..<min(size.columns, max(from.column, end))))
                if ownText {
                    // The row as drawn becomes the new key, its arrays held
                    // by nothing else once `old` lets go of them.
                    var kept = consume oldText
                    old = nil
                    kept.follow(text, same: from.offset)
                    paperKeys[row] = .line(index: index, text: kept, selected: nil)
                } else {
                    paperKeys[row] = content
                }
                continue
            }
            let before = frame.rows[row]
            layout.draw(PaperRowKey(content: content), row: row, into: &frame, pictures: state.picturesShown)
            if frame.rows[row] != before || isUncovered { changes.append((row, 0..<size.columns)) }
            paperKeys[row] = ownText ? content.detached : content
        }
        let point = page.drawnPoint(of: page.cursor)
        frame.cursor = state.mode.showsTheLetterCursor
            ? layout.cursorCell(for: point, scrollTop: scrollTop, frameColumns: size.columns) : nil
        renderStatus(state, size)
        return frame
    }

    /// Brings the frame up to date after the editor's `.idle`, which
    /// changes only the status row's figures (and spelling's bookkeeping,
    /// not its marks): only that row is looked at, as long as the layout,
    /// the view and the title row are as last drawn; otherwise as `render`.
    @discardableResult
    public mutating func renderAfterIdle(_ state: EditorState, _ size: TerminalSize) -> Frame {
        let page = state.page
        // The layout the keys were made in, asked of its inputs in place:
        // no layout is made, nor its paper copied, to compare.
        guard size == frame.size, size.rows >= 3, size.columns > 0, let layout = keysLayout, layout.terminal == size,
            layout.lineCount == max(page.paper.lines, page.lineCount), layout.paper == page.paper,
            layout.clampedScroll(state.scrollTop) == keysScrollTop, !Self.drawsWhole(state, layout),
            Self.titleHolds(titleKey, state, columns: size.columns)
        else { return render(state, size) }
        changes.removeAll(keepingCapacity: true)
        scroll = nil
        uncovered.removeAll(keepingCapacity: true)
        renderStatus(state, size)
        return frame
    }

    /// Whether the paper rows' keys were made in `layout`. Asked of the
    /// optional as it is: `layout != keysLayout` wrapped a copy of the layout,
    /// with its paper, in an optional on every frame.
    private static func keysMade(in kept: PaperLayout?, _ layout: PaperLayout) -> Bool {
        guard let kept else { return false }
        return kept == layout
    }

    /// Whether the title row drawn with `key` is still what `state` shows.
    /// Compared field by field, in place: a key made for the comparison
    /// copies the paper and its look on every key.
    private static func titleHolds(_ key: TitleKey?, _ state: EditorState, columns: Int) -> Bool {
        guard let key else { return false }
        return key.isModified == state.isModified && key.isReadOnly == state.isReadOnly && key.columns == columns
            && key.path == state.path && key.paper == state.page.paper && key.recipient == state.envelope[.to]
            && key.deskPlace == state.deskPlace
    }

    /// Whether the status row drawn with `key` is still what `state` shows.
    static func statusHolds(_ key: StatusKey?, _ state: EditorState, columns: Int) -> Bool {
        // The player's clock in the guard, not in the `&&` chain below: each
        // operand there is a closure that an unoptimized build gives a copy
        // of the whole state.
        guard let key, PlaybackShown.holds(key.playback, state.playing) else { return false }
        return key.columns == columns && key.linesOver == state.page.linesOver && key.figures == state.shownFigures
            && key.message == state.message && key.mode == state.mode && key.offered == state.mode.offersText
            && key.paper == state.page.paper
    }

    /// Moves the rows of `view` up by `distance` (down when negative), with
    /// their keys, as the terminal will scroll them: the rows uncovered are
    /// blank and drawn afresh.
    private mutating func shiftRows(by distance: Int, view: Range<Int>) {
        // A sized row is rewritten whole where it lands, not scrolled: the
        // terminal's line attributes would not follow the frame's.
        guard distance != 0, abs(distance) < view.count, frame.sizedRows.isEmpty else {
            for row in view {
                paperKeys[row] = nil
                paperSources[row] = nil
            }
            return
        }
        let blank = [Cell](repeating: Cell(" ", .desk), count: frame.size.columns)
        if distance > 0 {
            for row in view.lowerBound..<(view.upperBound - distance) {
                frame.rows[row] = frame.rows[row + distance]
                paperKeys[row] = paperKeys[row + distance]
                paperSources[row] = paperSources[row + distance]
            }
            for row in (view.upperBound - distance)..<view.upperBound { uncover(row, blank) }
        } else {
            for row in stride(from: view.upperBound - 1, through: view.lowerBound - distance, by: -1) {
                frame.rows[row] = frame.rows[row + distance]
                paperKeys[row] = paperKeys[row + distance]
                paperSources[row] = paperSources[row + distance]
            }
            for row in view.lowerBound..<(view.lowerBound - distance) { uncover(row, blank) }
        }
        scroll = (view, distance)
    }

    /// A row a scroll uncovered: blank, as the terminal leaves it, and drawn
    /// whole and reported whatever it then holds.
    private mutating func uncover(_ row: Int, _ blank: [Cell]) {
        frame.rows[row] = blank
        paperKeys[row] = nil
        paperSources[row] = nil
        uncovered.insert(row)
    }

    /// Screens drawn whole: overlays and prompts that reach beyond the status
    /// row, and the notice of a terminal too small for the paper.
    static func drawsWhole(_ state: EditorState, _ layout: PaperLayout) -> Bool {
        if layout.fit == .tooSmall { return true }
        switch state.mode {
        case .help, .choose, .palette, .choosePaper, .chooseTemplate, .chooseSpelling, .chooseSticker, .chooseLetter:
            return true
        // A field's refusal is said above the prompt, as a failure's reason is.
        case .saveAs(let field, let failure): return failure != nil || field.message != nil
        case .find(let field), .goToLine(let field), .exportAs(_, let field): return field.message != nil
        case .replace(let step): return step.field?.message != nil
        case .attach, .envelope, .openLetter: return true
        case .editing, .confirmQuit, .confirmOverwrite, .confirmReplace, .confirmLoss, .confirmExport: return false
        }
    }

    private mutating func redrawWhole(_ state: EditorState, _ size: TerminalSize) {
        let whole = LetterKit.render(state, size)
        let sameSize = whole.size == frame.size
        for row in 0..<whole.rows.count where !sameSize || whole.rows[row] != frame.rows[row] {
            changes.append((row, 0..<whole.size.columns))
        }
        frame = whole
        // Keys are made again on the next incremental call.
        paperKeys = Array(repeating: nil, count: max(0, size.rows))
        paperSources = Array(repeating: nil, count: max(0, size.rows))
        keysLayout = nil
        scroll = nil
        titleKey = nil
        statusKey = nil
        statusCursor = nil
        figureItems = []
    }
}
