/// Where a paper row's cells come from, as plain values: what the
/// incremental renderer compares for every row of every frame.
///
/// A `PaperRowKey` holds the row's characters, ink and measures (slices of
/// the paragraph's arrays), which is what drawing and the column-level
/// comparison need; making one retains three arrays, and keeping it releases
/// the one it replaces. Done for 22 rows a keystroke, that was a quarter of a
/// key's instructions. A source holds only numbers: the paragraph's identity
/// (new whenever the paragraph changes), the line's offsets, the selection, so
/// comparing two is a few integer compares and a key is made only for a row
/// that changed.
///
/// Misspelt words are not in a source (their ranges are an array): `marked`
/// says a row has some, and such a row is compared by its whole key.
enum PaperRowSource: Equatable {
    case outside
    case topBorder, bottomBorder, topMargin, bottomMargin
    /// A ruled line below the text.
    case emptyLine(index: Int)
    /// Writing line `index` showing characters `range` of paragraph number
    /// `paragraph`, whose identity is `paragraphID`; `selected` offsets from
    /// the line's start are selected.
    case text(index: Int, paragraph: Int, paragraphID: UInt64, range: Range<Int>, selected: Range<Int>?, marked: Bool)
    /// Writing line `index` showing characters `range` of a large or wide
    /// paragraph, spaced (`SpacedType`): the screen's `large_type = "spaced"`.
    /// A large paragraph's text is on the first of its two rows; the second
    /// is an empty ruled line, marked as the lower half (`RowSize`) for a
    /// screen that draws it truly large.
    case sized(index: Int, paragraph: Int, paragraphID: UInt64, range: Range<Int>, selected: Range<Int>?, size: RowSize)
    /// Writing line `index`, showing a row of the picture block that is
    /// paragraph number `paragraph`, whose identity is `paragraphID`.
    case picture(index: Int, paragraph: Int, paragraphID: UInt64, block: PaperRowKey.PictureRow)

    /// The paragraph a writing line shows.
    var paragraph: Int? {
        if case .text(_, let paragraph, _, _, _, _) = self { return paragraph }
        return nil
    }

    /// True when a misspelt word touches the row: its key must be compared.
    var isMarked: Bool {
        if case .text(_, _, _, _, _, let marked) = self { return marked }
        return false
    }
}

extension PaperLayout {
    /// The source of terminal row `row` for `page` scrolled to `scrollTop`;
    /// `walker` is moved to the row's line when it shows one.
    func source(
        ofRow row: Int, page: Page, looksVersion: Int, misspelt: [UInt64: [SpellingWord]], scrollTop: Int,
        walker: inout VisualLineWalker?
    ) -> PaperRowSource {
        guard let paperRow = paperRow(ofTerminalRow: row, scrollTop: scrollTop) else { return .outside }
        if fit == .framed {
            if paperRow == 0 { return .topBorder }
            if paperRow == totalRows - 1 { return .bottomBorder }
            if paperRow == 1 { return .topMargin }
            if paperRow == totalRows - 2 { return .bottomMargin }
        }
        let index = paperRow - firstLineRow
        if walker == nil { walker = VisualLineWalker(page.document, at: index) }
        walker?.advance(to: index)
        guard let (paragraph, walkedRange) = walker?.current else { return .emptyLine(index: index) }
        // The paragraph is read in place each time: a local copy of the
        // array is a retain and a release on every row of every frame.
        if let mark = page.document.paragraphs[paragraph].pictureMark, let line = walker?.line {
            let selected = page.selection.map { $0.contains(Position(paragraph: paragraph, offset: 0)) } ?? false
            return .picture(
                index: index, paragraph: paragraph, paragraphID: page.document.paragraphs[paragraph].id,
                block: PaperRowKey.PictureRow(mark: mark, row: line, selected: selected, looksVersion: looksVersion))
        }
        var range = walkedRange
        var sized = false
        if page.document.sizedParagraphs > 0, page.document.paragraphs[paragraph].size != .normal,
            let line = walker?.line
        {
            // A large line's text is drawn on its upper row, the row below
            // it left ruled.
            let shown = page.document.paragraphs[paragraph]
            if shown.size.rows == 2 {
                guard shown.isUpperHalf(line) else {
                    return .sized(
                        index: index, paragraph: paragraph, paragraphID: shown.id, range: walkedRange, selected: nil,
                        size: .largeBottom)
                }
                range = shown.range(ofLine: line + 1)
            }
            sized = true
        }
        var selected: Range<Int>?
        if let selection = page.selection {
            let low = selection.lowerBound
            let high = selection.upperBound
            if low.paragraph <= paragraph, high.paragraph >= paragraph {
                let start = low.paragraph < paragraph ? range.lowerBound : max(range.lowerBound, low.offset)
                let end = high.paragraph > paragraph ? range.upperBound : min(range.upperBound, high.offset)
                if start < end { selected = (start - range.lowerBound)..<(end - range.lowerBound) }
            }
        }
        let id = page.document.paragraphs[paragraph].id
        if sized {
            let size: RowSize = page.document.paragraphs[paragraph].size == .large ? .largeTop : .wide
            return .sized(
                index: index, paragraph: paragraph, paragraphID: id, range: range, selected: selected, size: size)
        }
        // A lookup only where anything is marked: typing in an unmarked
        // letter pays one emptiness check per row.
        let marked = !misspelt.isEmpty && (misspelt[id]?.contains { $0.range.overlaps(range) } ?? false)
        return .text(index: index, paragraph: paragraph, paragraphID: id, range: range, selected: selected, marked: marked)
    }

    /// Whether `kept`, the source terminal row `row` was drawn from in an
    /// earlier frame of this layout, still is its source in `document`
    /// scrolled to `scrollTop`: asked before the source is made again, since
    /// most rows of a keystroke's frame show what they showed, and making a
    /// source walks to the row's line and reads its paragraph (the most of
    /// an unchanged row's cost).
    ///
    /// Answered for an empty ruled line below the text (still below it) and
    /// for a line of text with no selection and no marks anywhere on it:
    /// still there when its paragraph is the same version (the id is new on
    /// every change, and the layout of a paragraph is its text's) and still
    /// starts where the line index says the row's line is; and for a row of
    /// a picture block, unselected, still the same paragraph on the same
    /// line and drawn from the same looks (a picture above the text being
    /// typed is then not walked to on every key). Anything else answers
    /// false, and the source is made again.
    func stillShows(
        _ kept: PaperRowSource?, row: Int, document: Document, selecting: Bool,
        misspelt: [UInt64: [SpellingWord]], looksVersion: Int, scrollTop: Int
    ) -> Bool {
        switch kept {
        case .emptyLine(let index)?:
            return index >= document.lineCount && writingLine(ofTerminalRow: row, scrollTop: scrollTop) == index
        case .text(let index, let paragraph, let id, let range, nil, false)?:
            guard !selecting, paragraph < document.firstLines.count, document.paragraphs[paragraph].id == id,
                misspelt.isEmpty || misspelt[id] == nil,
                writingLine(ofTerminalRow: row, scrollTop: scrollTop) == index
            else { return false }
            return document.firstLines[paragraph] + document.paragraphs[paragraph].line(containing: range.lowerBound)
                == index
        case .picture(let index, let paragraph, let id, let block)?:
            // A picture's row is its block's row `block.row`: still shown
            // while the block is the same paragraph, on the same line, drawn
            // from the same looks and not selected.
            guard !selecting, !block.selected, block.looksVersion == looksVersion,
                paragraph < document.firstLines.count, document.paragraphs[paragraph].id == id,
                writingLine(ofTerminalRow: row, scrollTop: scrollTop) == index
            else { return false }
            return document.firstLines[paragraph] + block.row == index
        default:
            return false
        }
    }

    /// The writing line terminal row `row` shows, if it shows one (or the
    /// border or margin's row numbered as one: only compared with a line's).
    private func writingLine(ofTerminalRow row: Int, scrollTop: Int) -> Int? {
        paperRow(ofTerminalRow: row, scrollTop: scrollTop).map { $0 - firstLineRow }
    }

    /// The key of a row whose source is `source`: its characters, ink,
    /// measures and misspelt words, read from `page`.
    func key(from source: PaperRowSource, page: Page, misspelt: [UInt64: [SpellingWord]]) -> PaperRowKey {
        switch source {
        case .outside: return PaperRowKey(content: .outside)
        case .topBorder: return PaperRowKey(content: .topBorder)
        case .bottomBorder: return PaperRowKey(content: .bottomBorder)
        case .topMargin: return PaperRowKey(content: .topMargin)
        case .bottomMargin: return PaperRowKey(content: .bottomMargin)
        case .emptyLine(let index): return PaperRowKey(content: .line(index: index, text: .empty, selected: nil))
        case .picture(let index, _, _, let block): return PaperRowKey(content: .picture(index: index, block: block))
        case .sized(let index, _, _, _, _, .largeBottom):
            var text = PaperRowKey.LineText.empty
            text.rowSize = .largeBottom
            return PaperRowKey(content: .line(index: index, text: text, selected: nil))
        case .sized(let index, let paragraph, _, let range, let selected, let size):
            let shown = page.document.paragraphs[paragraph]
            var text = PaperRowKey.LineText(
                paragraphID: shown.id, range: range, characters: shown.characters[range], runs: shown.runs,
                metrics: shown.metrics[range])
            text.spaced = true
            text.rowSize = size
            return PaperRowKey(content: .line(index: index, text: text, selected: selected))
        case .text(let index, let paragraph, _, let range, let selected, let marked):
            let shown = page.document.paragraphs[paragraph]
            var text = PaperRowKey.LineText(
                paragraphID: shown.id, range: range, characters: shown.characters[range], runs: shown.runs,
                metrics: shown.metrics[range])
            if marked, let words = misspelt[shown.id] {
                for word in words where word.range.overlaps(range) {
                    let low = max(word.range.lowerBound, range.lowerBound) - range.lowerBound
                    let high = min(word.range.upperBound, range.upperBound) - range.lowerBound
                    text.misspelt.append(low..<high)
                }
            }
            return PaperRowKey(content: .line(index: index, text: text, selected: selected))
        }
    }
}

extension PaperRowKey.LineText {
    /// Makes this text, a row as drawn, the row's text `text` for a row of
    /// the paragraph the cursor is in, where the next edit goes: its
    /// characters and measures kept in arrays of its own, never the
    /// paragraph's, so that the edit changes the paragraph's arrays in
    /// place. (Kept as slices, one row's key made every keystroke copy the
    /// whole paragraph: copy on write. `Array` of a slice that spans its
    /// whole array is that array, so a row showing its whole paragraph must
    /// copy element by element.) The first `same` characters are already
    /// `text`'s; what follows them is replaced, in place when the arrays are
    /// the row's own already, so a character typed at a line's end copies
    /// that character, not the line.
    mutating func follow(_ text: PaperRowKey.LineText, same: Int) {
        var characters = Array(self.characters)
        var metrics = Array(self.metrics)
        // Let go of the slices first: the arrays are then the only holders
        // of their storage, and change in place.
        self.characters = []
        self.metrics = []
        characters.replaceSubrange(same..<characters.count, with: text.characters.dropFirst(same))
        metrics.replaceSubrange(same..<metrics.count, with: text.metrics.dropFirst(same))
        self.characters = ArraySlice(characters)
        self.metrics = ArraySlice(metrics)
        paragraphID = text.paragraphID
        range = text.range
        runs = text.runs
        misspelt = text.misspelt
        spaced = text.spaced
        rowSize = text.rowSize
    }

    /// This text with its characters and measures copied into arrays of
    /// its own (see `follow(_:same:)`): for a row drawn whole.
    var detached: PaperRowKey.LineText {
        var text = self
        var characters: [Character] = []
        characters.reserveCapacity(self.characters.count)
        characters.append(contentsOf: self.characters)
        var metrics: [CharacterMetrics] = []
        metrics.reserveCapacity(self.metrics.count)
        metrics.append(contentsOf: self.metrics)
        text.characters = ArraySlice(characters)
        text.metrics = ArraySlice(metrics)
        return text
    }
}

extension PaperRowKey.Content {
    /// A row drawn whole in the paragraph the cursor is in: its text kept in
    /// arrays of its own (see `LineText.follow(_:same:)`).
    var detached: PaperRowKey.Content {
        guard case .line(let index, let text, let selected) = self else { return self }
        return .line(index: index, text: text.detached, selected: selected)
    }
}
