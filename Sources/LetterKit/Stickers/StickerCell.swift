/// One of a sticker's two cells as the screen draws it: an upper half block
/// whose ink is the colour of the cell's top half and whose background is
/// the bottom half's, so one cell row shows the picture at two pixels a cell.
///
/// Every sticker is drawn this one way, whatever it comes from: a shipped
/// one from the cells Scripts/generate-stickers made of its pixels
/// (`ShippedStickers.cells(named:)`), any other from its PNG, decoded by the
/// picture program and reduced by `reduced(width:height:pixel:)`, the same
/// rule the generator follows, so both kinds look alike. Made once a
/// sticker, kept by the editor and copied into frames.
public struct StickerCell: Hashable, Sendable, Codable {
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

    /// A picture of `width` × `height` pixels as a sticker's two cells: the
    /// left and right halves, each cut into a top and a bottom quarter whose
    /// colour is the mean of its opaque pixels (alpha above 0), or nil (the
    /// paper) when fewer than a quarter of its pixels are opaque. The rule
    /// of Scripts/generate-stickers, for any size: an odd middle column or
    /// row goes to the right or lower half. `pixel(x, y)` gives red, green,
    /// blue and alpha.
    public static func reduced(
        width: Int, height: Int, pixel: (_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8, UInt8)
    ) -> [StickerCell] {
        let columns = [0..<(width / 2), (width / 2)..<max(0, width)]
        let rows = [0..<(height / 2), (height / 2)..<max(0, height)]
        func mean(_ xs: Range<Int>, _ ys: Range<Int>) -> RGB? {
            let count = xs.count * ys.count
            var opaque = 0
            var red = 0
            var green = 0
            var blue = 0
            for y in ys {
                for x in xs {
                    let (r, g, b, a) = pixel(x, y)
                    guard a > 0 else { continue }
                    opaque += 1
                    red += Int(r)
                    green += Int(g)
                    blue += Int(b)
                }
            }
            guard count > 0, opaque > 0, opaque * 4 >= count else { return nil }
            // Halves to even, as the generator's Python `round` does.
            func part(_ sum: Int) -> UInt8 { UInt8(clamping: Int((Double(sum) / Double(opaque)).rounded(.toNearestOrEven))) }
            return RGB(red: part(red), green: part(green), blue: part(blue))
        }
        return columns.map { xs in StickerCell(top: mean(xs, rows[0]), bottom: mean(xs, rows[1])) }
    }
}
