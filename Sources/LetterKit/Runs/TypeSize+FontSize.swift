/// A line's size of type in the points a run's `fontSize` speaks: what
/// `letter export --to runs` writes and `letter import` reads.
///
/// Why bands and not a scale: a letter's lines come in three sizes only, so
/// a program's 13 or 15 is the normal size, anything from 24 up (the first
/// size near twice 14) is large, and between, from 18, is wide (twice as
/// wide, one line high: in points, between the two).
extension TypeSize {
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
    /// for normal, 21 for wide (inside its band), 28 for large (twice).
    public var fontSize: Double? {
        switch self {
        case .normal: nil
        case .wide: 21
        case .large: 28
        }
    }

    /// The larger of two sizes in points: a line whose runs name several
    /// sizes takes the largest.
    static func larger(_ one: TypeSize, _ other: TypeSize) -> TypeSize {
        (one.fontSize ?? normalFontSize) >= (other.fontSize ?? normalFontSize) ? one : other
    }
}
