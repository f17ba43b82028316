/// The paper drawn one terminal row at a time, so a full frame and an
/// incremental one (`FrameRenderer`) are drawn by the same code.
///
/// A row of the sheet is the border, a margin, or a writing line; a writing line
/// is one visual line of a paragraph, or an empty ruled line below the text.
/// `PaperRowKey` names everything a row's cells depend on within one layout,
/// so a renderer that keeps the keys of what it drew can tell, cheaply, which
/// rows need drawing. How the sheet looks (margin, border, ruling,
/// letterhead) is in the layout's paper: a renderer whose layout changed draws
/// every row again (`FrameRenderer` does).
struct PaperRowKey: Equatable {
    enum Content: Equatable {
        /// Nothing of the paper: the desk.
        case outside
        case topBorder, bottomBorder
        /// The row between the top border and the first writing line, where
        /// the letterhead goes.
        case topMargin
        case bottomMargin
        /// Writing line `index` (from 0), with the characters of its visual line
        /// (none for a ruled line below the text) and the offsets among them that
        /// are selected.
        case line(index: Int, text: LineText, selected: Range<Int>?)
        /// Writing line `index`, showing row `row` of a picture block.
        case picture(index: Int, block: PictureRow)
    }

    /// One row of a picture block and what decides its cells, as plain
    /// values: the picture, the row, whether it is selected, and the state's
    /// count of looks received (a new look draws the blocks again). The
    /// source and the look are read only when a row is drawn: carried in every
    /// key, copying them cost a keystroke more than all the rest.
    struct PictureRow: Equatable {
        var mark: PictureMark
        var row: Int
        var selected: Bool
        var looksVersion: Int
    }

    /// A visual line's characters, compared by where they come from: the
    /// paragraph's identity (new whenever the paragraph changes) and the line's
    /// offsets in it. Comparing costs nothing however long the line.
    ///
    /// Limitation: identities are unique along one history of a document; a
    /// renderer fed states from two diverging copies could mistake one line for
    /// another.
    struct LineText: Equatable {
        var paragraphID: UInt64
        var range: Range<Int>
        var characters: ArraySlice<Character>
        /// The paragraph's ink (all of it: the array is shared, not copied).
        var runs: [StyleRun] = []
        /// The measures of `characters`, as the paragraph keeps them.
        var metrics: ArraySlice<CharacterMetrics> = []
        /// Offsets (from the line's start) of misspelt words' characters,
        /// drawn marked; compared, so a line redraws when its marks arrive.
        var misspelt: [Range<Int>] = []
        /// A large or wide line drawn spaced and bold (`SpacedType`).
        var spaced = false
        /// The row's size: what the screen may draw in place of the spaced
        /// cells (a large line's lower row has no text of its own).
        var rowSize = RowSize.single

        /// Cells the character at `index` of `characters` takes.
        func width(at index: Int) -> Int {
            let stored = metrics[index - characters.startIndex + metrics.startIndex].width
            return stored == CharacterMetrics.wide ? CellWidth.of(characters[index]) : Int(stored)
        }

        static let empty = LineText(paragraphID: .max, range: 0..<0, characters: [])

        /// Whether the character at `offset` (from the line's start) is in a
        /// misspelt word.
        func isMisspelt(at offset: Int) -> Bool {
            misspelt.contains { $0.contains(offset) }
        }

        /// The ink of the line's character at `offset` (from the line's start);
        /// `next` walks the runs along with the offsets.
        func ink(at offset: Int, from next: inout Int) -> Ink {
            let position = range.lowerBound + offset
            while next < runs.count, runs[next].range.upperBound <= position { next += 1 }
            if next < runs.count, runs[next].range.contains(position) { return runs[next].ink }
            return .plain
        }

        static func == (left: LineText, right: LineText) -> Bool {
            left.paragraphID == right.paragraphID && left.range == right.range && left.misspelt == right.misspelt
                && left.spaced == right.spaced && left.rowSize == right.rowSize
        }
    }

    /// What the row shows. The layout it is drawn in is not kept here: a
    /// renderer compares layouts once a frame, and copying one (with its
    /// paper's look) into every row's key cost each key more than the rest.
    var content: Content
}

extension PaperLayout {
    /// The key of terminal row `row` for `page` scrolled to `scrollTop`;
    /// `walker` is moved to the row's line when it shows one.
    func key(
        ofRow row: Int, page: Page, looksVersion: Int = 0, misspelt: [UInt64: [SpellingWord]] = [:], scrollTop: Int,
        walker: inout VisualLineWalker?
    ) -> PaperRowKey {
        let source = self.source(
            ofRow: row, page: page, looksVersion: looksVersion, misspelt: misspelt, scrollTop: scrollTop, walker: &walker)
        return key(from: source, page: page, misspelt: misspelt)
    }

    /// Draws terminal row `row` as `key` says, over whatever the row held.
    ///
    /// The row is built whole in one array, left to right (desk, border,
    /// margin, ruled line, characters), then put back: one pass, no cell
    /// written twice but the ruled line's under the characters.
    func draw(_ key: PaperRowKey, row: Int, into frame: inout Frame, pictures: PicturesShown = PicturesShown()) {
        guard frame.rows.indices.contains(row) else { return }
        var cells: [Cell] = []
        swap(&cells, &frame.rows[row])
        defer { swap(&cells, &frame.rows[row]) }
        let columns = paper.columns
        let framed = fit == .framed
        Frame.fill(&cells, from: 0, count: cells.count, style: .desk)
        // One emptiness check a row where no line is sized.
        if case .line(_, let text, _) = key.content, text.rowSize != .single {
            frame.sizedRows[row] = SizedRow(size: text.rowSize, textColumn: textColumn)
        } else if !frame.sizedRows.isEmpty {
            frame.sizedRows[row] = nil
        }
        switch key.content {
        case .outside:
            return
        case .topBorder, .bottomBorder:
            drawEdge(top: key.content == .topBorder, into: &cells)
        case .topMargin:
            drawTopMargin(into: &cells)
        case .bottomMargin:
            drawSides(into: &cells)
        case .line(let index, let text, let selected):
            let style = lineStyle(ofLine: index)
            if framed { drawSides(into: &cells) }
            Frame.fill(&cells, from: textColumn, count: columns, style: style)
            var column = textColumn
            var run = 0
            let stickerCells = pictures.stickerCells
            let drawsStickers = !stickerCells.isEmpty
            for (offset, character) in text.characters.enumerated() {
                // Hanging spaces past the edge are not drawn: they live in the
                // margin, and so does any part of one that would cross it.
                if column + CellWidth.of(character) > textColumn + columns, CellWidth.of(character) > 0 { break }
                var shownStyle = selected?.contains(offset) == true ? Style.selection : style
                if shownStyle != .selection, !text.misspelt.isEmpty, text.isMisspelt(at: offset) { shownStyle = .misspelt }
                var ink = text.runs.isEmpty ? Ink.plain : text.ink(at: offset, from: &run)
                if drawsStickers, shownStyle != .selection, StickerMark.startsMark(character),
                    let mark = StickerMark(character), let drawn = stickerCells[mark.id]
                {
                    for cell in drawn {
                        let (symbol, cellInk) = cell.drawn
                        column = Frame.put(symbol, into: &cells, column: column, style: style, ink: cellInk)
                    }
                    if text.spaced {
                        Frame.fill(&cells, from: column, count: 2, style: shownStyle)
                        column += 2
                    }
                    continue
                }
                if text.spaced {
                    // Spaced and bold: the character, then as many cells as
                    // it has, in the same style (a selection stays whole).
                    let width = CellWidth.of(character)
                    if column + 2 * width > textColumn + columns, width > 0 { break }
                    ink.bold = true
                    column = Frame.put(character, into: &cells, column: column, style: shownStyle, ink: ink)
                    Frame.fill(&cells, from: column, count: width, style: shownStyle)
                    column += width
                    continue
                }
                column = Frame.put(character, into: &cells, column: column, style: shownStyle, ink: ink)
            }
            if index >= paper.lines, framed {
                _ = Frame.put("✗", into: &cells, column: overMarkColumn, style: .overLine)
            }
        case .picture(let index, let block):
            if framed { drawSides(into: &cells) }
            drawPicture(block, pictures: pictures, into: &cells)
            if index >= paper.lines, framed {
                _ = Frame.put("✗", into: &cells, column: overMarkColumn, style: .overLine)
            }
        }
    }

    /// When writing line `line` showing `newText` is the same line as drawn
    /// showing `oldText`, with only its text changed after some point (typing,
    /// deleting within the line), the first offset that differs and the column
    /// it is drawn at; nil when the row must be drawn whole (a line past the
    /// paper, misspelt words, spaced large type, or a zero-width character at the change, which
    /// belongs to the cell before). Neither line has a selection (the caller
    /// draws a selected line whole). Given the texts, not the rows' contents:
    /// taking a text out of a content copies its arrays.
    func unchangedColumns(from oldText: PaperRowKey.LineText, to newText: PaperRowKey.LineText, line: Int)
        -> (offset: Int, column: Int)?
    {
        guard line < paper.lines, oldText.misspelt.isEmpty, newText.misspelt.isEmpty, !oldText.spaced, !newText.spaced,
            oldText.rowSize == .single, newText.rowSize == .single
        else { return nil }
        let before = oldText.characters
        let after = newText.characters
        var offset = 0
        var column = textColumn
        var oldIndex = before.startIndex
        var newIndex = after.startIndex
        // Same characters in the same ink: ink walkers go along when either
        // line has any.
        let inked = !oldText.runs.isEmpty || !newText.runs.isEmpty
        var oldRun = 0
        var newRun = 0
        while oldIndex < before.endIndex, newIndex < after.endIndex, before[oldIndex] == after[newIndex] {
            if inked, oldText.ink(at: offset, from: &oldRun) != newText.ink(at: offset, from: &newRun) { break }
            column += newText.width(at: newIndex)
            offset += 1
            oldIndex += 1
            newIndex += 1
        }
        if oldIndex < before.endIndex, oldText.width(at: oldIndex) == 0 { return nil }
        if newIndex < after.endIndex, newText.width(at: newIndex) == 0 { return nil }
        // Past the writing line (hanging spaces) nothing is drawn either way.
        guard column <= textColumn + paper.columns else { return nil }
        return (offset, column)
    }

    /// Draws writing line `index` showing `text` on `row` from character
    /// `offset`, which starts at `fromColumn`, over the same line drawn
    /// showing `oldText`: the cells before it are kept. Returns the column
    /// after the last cell written: the cells from there on are kept too (the
    /// old text's cells past the new text are ruled again, and nothing of the
    /// old text was drawn past the writing line's end).
    @discardableResult
    func redrawLine(
        _ text: PaperRowKey.LineText, line index: Int, over oldText: PaperRowKey.LineText, fromColumn: Int,
        offset: Int, row: Int, stickerCells: [Int: [StickerCell]] = [:], into frame: inout Frame
    ) -> Int {
        guard frame.rows.indices.contains(row) else { return fromColumn }
        let style = lineStyle(ofLine: index)
        let end = textColumn + paper.columns
        // Where the old text's drawn cells ended: past the new text, up to
        // there the rule comes back.
        var oldEnd = fromColumn
        for position in (oldText.characters.startIndex + offset)..<oldText.characters.endIndex where oldEnd < end {
            oldEnd += oldText.width(at: position)
        }
        var cells: [Cell] = []
        swap(&cells, &frame.rows[row])
        defer { swap(&cells, &frame.rows[row]) }
        var column = fromColumn
        var run = 0
        // A sticker drawn in colour is drawn as `draw` draws it.
        let drawsStickers = !stickerCells.isEmpty
        for (index, character) in text.characters.dropFirst(offset).enumerated() {
            let width = text.width(at: text.characters.startIndex + offset + index)
            if column + width > end, width > 0 { break }
            if drawsStickers, StickerMark.startsMark(character), let mark = StickerMark(character),
                let drawn = stickerCells[mark.id]
            {
                for cell in drawn {
                    let (symbol, cellInk) = cell.drawn
                    column = Frame.put(symbol, into: &cells, column: column, style: style, ink: cellInk)
                }
                continue
            }
            let ink = text.runs.isEmpty ? Ink.plain : text.ink(at: offset + index, from: &run)
            column = Frame.put(character, into: &cells, column: column, style: style, ink: ink)
        }
        let blankTo = min(end, max(oldEnd, column))
        if blankTo > column { Frame.fill(&cells, from: column, count: blankTo - column, style: style) }
        return max(column, blankTo)
    }

    /// Where the terminal cursor goes for a cursor at `point`, if its row is on
    /// screen.
    func cursorCell(for point: VisualPoint, scrollTop: Int, frameColumns: Int) -> (row: Int, column: Int)? {
        guard let row = terminalRow(ofPaperRow: paperRow(ofLine: point.row), scrollTop: scrollTop) else { return nil }
        let limit = min(paper.columns, frameColumns - 1 - textColumn)
        return (row, textColumn + min(point.column, limit))
    }

    /// `scrollTop` held to the range `update` keeps it in (a state set up by
    /// hand may not be).
    func clampedScroll(_ scrollTop: Int) -> Int {
        min(max(0, scrollTop), max(0, totalRows - viewRows))
    }
}
