/// A picture's size in pixels as its file's first bytes say it (PNG, GIF,
/// JPEG), so an office document can give the picture its own proportions
/// inside the block the letter gives it, without decoding it.
///
/// Limitations: a JPEG whose frame header lies past the bytes given (a very
/// large EXIF block) has no size here; the picture then fills its block.
public struct HeaderPixels: Hashable, Sendable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The size `bytes` (a file's start) state, or nil when they state none
    /// or a zero one: read as an imported document's pictures are
    /// (`PictureHeader`), so one reading of headers serves both ways.
    public init?(header bytes: [UInt8]) {
        guard let found = PictureHeader.of(bytes), found.width > 0, found.height > 0 else { return nil }
        self.init(width: found.width, height: found.height)
    }

    /// The largest size of these proportions inside `box` (width, height),
    /// centred nowhere: the caller places it.
    public func fitted(in box: (width: Double, height: Double)) -> (width: Double, height: Double) {
        let scale = min(box.width / Double(width), box.height / Double(height))
        return (Double(width) * scale, Double(height) * scale)
    }
}
