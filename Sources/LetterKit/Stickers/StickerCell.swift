/// One of a sticker's two cells as the screen draws it: an upper half block
/// whose ink is the colour of the cell's top half and whose background is
/// the bottom half's, so one cell row shows the picture at two pixels a cell.
///
/// Why made ahead: the shipped stickers' cells are computed from their
/// pixels by Scripts/generate-stickers (`ShippedStickers.cells(named:)`), so
/// a shipped sticker put in is drawn in colour at once, with no picture
/// library loaded. Limitations: a sticker of the person's own, or one read
/// from a letter's file, is shown as its placeholder (`StickerMark.placeholder`).
public struct StickerCell: Hashable, Sendable {
    /// The top half's colour; nil where it is mostly transparent (the paper).
    public var top: RGB?
    /// The bottom half's colour; nil where it is mostly transparent.
    public var bottom: RGB?

    public init(top: RGB?, bottom: RGB?) {
        self.top = top
        self.bottom = bottom
    }

    /// The character and the ink that draw the cell: the upper half block in
    /// the top's colour on the bottom's, the lower one where only the bottom
    /// has colour, a space where neither has.
    var drawn: (symbol: Character, ink: Ink) {
        switch (top, bottom) {
        case (let top?, let bottom):
            return ("▀", Ink(color: .rgb(top), highlight: bottom.map { .rgb($0) }))
        case (nil, let bottom?):
            return ("▄", Ink(color: .rgb(bottom)))
        case (nil, nil):
            return (" ", .plain)
        }
    }
}
