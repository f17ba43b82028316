/// An animated picture drawn for its block: every frame's cells and how long
/// each stays, as the program drew them once (GIF and WebP frames, chafa).
///
/// The frames play in order and start again after the last. A frame stays
/// at least `shortest`: a picture asks for at most ten frames a second,
/// however short its file's delays (many GIFs say 0 or 10 ms and mean
/// "fast"; browsers raise those too), which bounds what playing costs.
public struct PictureMotion: Hashable, Sendable {
    /// The frames, each exactly the block's size (`PictureArt`).
    public let frames: [PictureArt]
    /// How long each frame stays, in milliseconds, one per frame, each at
    /// least `shortest`.
    public let delays: [Int]

    /// The shortest time a frame stays: 100 ms, ten frames a second.
    public static let shortest = 100

    /// The motion of `frames` at `delays` (milliseconds; missing, zero and
    /// short ones raised to `shortest`); nil without two frames of the same
    /// size, which is a still picture.
    public init?(frames: [PictureArt], delays: [Int?]) {
        guard frames.count >= 2, let first = frames.first,
            frames.allSatisfy({ $0.columns == first.columns && $0.rows.count == first.rows.count })
        else { return nil }
        self.frames = frames
        self.delays = frames.indices.map { index in
            Self.delay(delays.indices.contains(index) ? delays[index] : nil)
        }
    }

    /// A file's delay as played: at least `shortest` milliseconds.
    public static func delay(_ milliseconds: Int?) -> Int {
        max(shortest, milliseconds ?? shortest)
    }

    /// How long frame `index` stays.
    public func duration(of index: Int) -> Duration {
        .milliseconds(delays.indices.contains(index) ? delays[index] : Self.shortest)
    }
}
