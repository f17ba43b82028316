/// A file that moves or sounds: a video or a sound, judged by its name as a
/// picture is (`PictureKind`), so a block's kind is known when a letter is
/// read, on any machine, even where the file is missing.
///
/// Why a kind of its own beside `PictureKind`: a video's block shows a frame
/// of it and a sound's block is a card, but both are played by a player, and
/// every writer of a letter (the page, the render, the HTML page, the print)
/// asks the same question of a path.
public enum MediaKind: Hashable, Sendable, Codable {
    case video
    case sound

    /// File name extensions of video containers FFmpeg reads.
    static let videoExtensions: Set<String> = [
        "mp4", "m4v", "mov", "webm", "mkv", "avi", "ogv", "mpg", "mpeg", "3gp", "wmv", "flv",
    ]

    /// File name extensions of sound files FFmpeg reads.
    static let soundExtensions: Set<String> = [
        "mp3", "m4a", "aac", "ogg", "oga", "opus", "flac", "wav", "wave", "aif", "aiff", "wma", "mka", "amr",
    ]

    /// The media kind the file's name says, in any case; nil for a file that
    /// is neither a video nor a sound.
    public init?(path: String) {
        let name = PicturePath.fileName(of: path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let suffix = name[name.index(after: dot)...].lowercased()
        if MediaKind.videoExtensions.contains(suffix) {
            self = .video
        } else if MediaKind.soundExtensions.contains(suffix) {
            self = .sound
        } else {
            return nil
        }
    }
}

extension PictureSource {
    /// Whether the file is a video or a sound, by its name; nil for a
    /// picture or any other attachment.
    public var media: MediaKind? { MediaKind(path: path) }
}
