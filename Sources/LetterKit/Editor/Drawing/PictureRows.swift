/// What picture rows are drawn from: the letter's pictures and the looks the
/// program made for them.
struct PicturesShown {
    var shelf = PictureShelf()
    var looks: [PictureMark: PictureLook] = [:]
    /// The stickers drawn in colour, by shelf number (`StickerCell`).
    var stickerCells: [Int: [StickerCell]] = [:]
}

/// A picture block's rows on the paper: the symbols the program drew, in
/// their colours, or the block's frame and caption until they come (and
/// instead of a picture that cannot be shown).
extension PaperLayout {
    func drawPicture(_ block: PaperRowKey.PictureRow, pictures: PicturesShown, into cells: inout [Cell]) {
        let columns = paper.columns
        let style: Style = block.selected ? .selection : .picture
        Frame.fill(&cells, from: textColumn, count: columns, style: style)
        let look = pictures.looks[block.mark]
        guard let source = pictures.shelf[block.mark.id] else {
            let rows = PictureBox.rows(caption: tr("missing picture"), note: nil, columns: columns, lines: block.mark.lines)
            if rows.indices.contains(block.row) { put(rows[block.row], style: style, into: &cells) }
            return
        }
        if source.kind == .picture, case .art(let art)? = look, art.rows.indices.contains(block.row) {
            drawArt(art.rows[block.row], selected: block.selected, style: style, into: &cells)
            return
        }
        if source.kind == .video, case .media(let facts, let poster?)? = look, poster.rows.indices.contains(block.row) {
            drawArt(poster.rows[block.row], selected: block.selected, style: style, into: &cells)
            if block.row == PictureBox.middleRow(lines: block.mark.lines) {
                // ▶ and the length in the middle of the poster, in the paper's own colours.
                let label = PictureBox.playLabel(facts)
                let left = textColumn + max(0, (columns - CellWidth.of(label)) / 2)
                var column = left
                for character in label where column + CellWidth.of(character) <= textColumn + columns {
                    column = Frame.put(character, into: &cells, column: column, style: style, ink: .plain)
                }
            }
            return
        }
        let rows = PictureBox.rows(for: source, look: look, columns: columns, lines: block.mark.lines)
        if rows.indices.contains(block.row) { put(rows[block.row], style: style, into: &cells) }
    }

    /// One row of drawn symbols in their colours (plain when selected).
    private func drawArt(_ glyphs: [PictureGlyph], selected: Bool, style: Style, into cells: inout [Cell]) {
        var column = textColumn
        for glyph in glyphs.prefix(paper.columns) {
            let ink = selected ? Ink.plain : PaperLayout.ink(of: glyph)
            column = Frame.put(glyph.symbol, into: &cells, column: column, style: style, ink: ink)
        }
    }

    /// A glyph's colours as ink: the palette entries as colours the screen
    /// maps back to the same entries.
    static func ink(of glyph: PictureGlyph) -> Ink {
        guard glyph.foreground != nil || glyph.background != nil else { return .plain }
        return Ink(
            color: glyph.foreground.map { InkColor.rgb(RGB(xterm256: $0)) },
            highlight: glyph.background.map { Highlight.rgb(RGB(xterm256: $0)) })
    }

    private func put(_ text: String, style: Style, into cells: inout [Cell]) {
        var column = textColumn
        for character in text {
            if column + CellWidth.of(character) > textColumn + paper.columns { break }
            column = Frame.put(character, into: &cells, column: column, style: style, ink: .plain)
        }
    }
}
