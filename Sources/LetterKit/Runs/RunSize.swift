/// The size of type a run's `fontSize` names, in the sizes a line of a
/// letter can be set in: normal, wide (`## `: twice as wide, one line high)
/// or large (`# `: twice the size).
///
/// Why bands and not a scale: a letter's lines come in these three sizes
/// only, so a program's 13 or 15 is the normal size, and anything from 24
/// up (the first size near twice 14) is large; between, from 18, is wide.
///
/// Limitations: a paragraph holds no size yet, so reading a letter in runs
/// checks `fontSize` and sets every line normal; this mapping is where the
/// sizes land once a paragraph holds one (`LetterRuns.line(from:at:)`).
public enum RunSize: Hashable, Sendable, CaseIterable, Comparable {
    case normal, wide, large

    /// The default size a run leaves out: 14 points.
    public static let normalFontSize: Double = 14

    /// The size `fontSize` (a positive number of points) names: 24 and up
    /// large, 18 to under 24 wide, anything smaller normal.
    public init(fontSize: Double) {
        if fontSize >= 24 {
            self = .large
        } else if fontSize >= 18 {
            self = .wide
        } else {
            self = .normal
        }
    }

    /// The `fontSize` a run of this size is written with: nil (left out)
    /// for normal, 21 for wide (one and a half times, inside its band), 28
    /// for large (twice).
    public var fontSize: Double? {
        switch self {
        case .normal: nil
        case .wide: 21
        case .large: 28
        }
    }
}
