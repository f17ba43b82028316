/// Alt-S's picker drawn with each sticker as it will look: the palette's
/// rows, and over each entry's placeholder its two coloured cells.
extension Palette where Action == StickerChoice {
    /// Draws the picker; an entry whose cells are not known keeps its
    /// placeholder (`StickerMark.placeholder`). The cells keep the box's
    /// style on the chosen row too, where the selection's would drop their
    /// colours.
    func drawStickers(into frame: inout Frame) {
        for place in drawEntries(into: &frame) where frame.rows.indices.contains(place.row) {
            guard let cells = entries[place.entry].action.cells, place.column + cells.count < frame.size.columns
            else { continue }
            var column = place.column
            for cell in cells {
                let (symbol, ink) = cell.drawn
                column = Frame.put(symbol, into: &frame.rows[place.row], column: column, style: .help, ink: ink)
            }
        }
    }
}
