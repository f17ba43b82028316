/// The questions the program asks `letter-media` of a video or a sound, and
/// its answers: each a frame of JSON (`HelperFrame`), conformances
/// synthesized, so both sides read one definition.
public enum MediaQuestion: Hashable, Sendable, Codable {
    /// What the container says: kind, length, a video's size, bytes.
    case facts(path: String, confinedTo: String?)
    /// A frame from the video's first seconds as a PNG in `cacheFolder`
    /// (made there once, then found there).
    case poster(path: String, confinedTo: String?, cacheFolder: String)
    /// Every frame of an animated PNG (`AnimatedPNG`), composited, each as
    /// a PNG in `cacheFolder`, with how long each stays.
    case frames(path: String, confinedTo: String?, cacheFolder: String)
}

public enum MediaAnswer: Hashable, Sendable, Codable {
    /// To `facts`.
    case facts(MediaFacts)
    /// To `poster`: the PNG's path.
    case poster(path: String)
    /// To `frames`: the PNGs' paths, in order, and each one's delay in
    /// milliseconds (nil when the file does not say).
    case frames(paths: [String], delays: [Int?])
    /// Why the file cannot be read, or why no frame was made.
    case problem(PictureProblem)
}

extension PictureProblem {
    /// A file that opens but that FFmpeg finds no sound or picture in: a
    /// damaged file, or one cut short after its header.
    public static let notMedia = PictureProblem.damaged(reason: msgid("not a video or sound this editor can read"))
}

/// A problem can be the failure of a `Result`: what the program's media
/// reader answers, a length or the reason there is none.
extension PictureProblem: Error {}
