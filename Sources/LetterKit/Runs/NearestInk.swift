/// The pen a colour from elsewhere is written with: the nearest of the
/// palette a letter offers.
///
/// Why the palette and not the colour itself: a letter's colours are the
/// pens of its colour menu, so one read from a program's runs looks like
/// the rest of the letter and can be chosen again from the menu. "Nearest"
/// is `RGB.distance`, the squared difference of red, green and blue
/// weighted 3, 4 and 2 for the eye, the measure the terminal's colours are
/// chosen by; a tie goes to the colour the menu lists first.
extension InkColor {
    /// The named ink nearest `rgb`.
    public static func nearestNamed(to rgb: RGB) -> InkColor {
        var best = InkColor.named[0]
        for color in InkColor.named.dropFirst() where color.rgb.distance(to: rgb) < best.rgb.distance(to: rgb) {
            best = color
        }
        return best
    }
}

extension Highlight {
    /// White, the paper a background is measured against: no highlight.
    public static let noneRGB = RGB(red: 0xFF, green: 0xFF, blue: 0xFF)

    /// The named highlighter nearest `rgb`, or nil (no highlight) when white,
    /// the default background, is nearer than every pen.
    public static func nearestNamed(to rgb: RGB) -> Highlight? {
        var best: Highlight?
        var bestDistance = noneRGB.distance(to: rgb)
        for pen in Highlight.named where pen.rgb.distance(to: rgb) < bestDistance {
            best = pen
            bestDistance = pen.rgb.distance(to: rgb)
        }
        return best
    }
}
