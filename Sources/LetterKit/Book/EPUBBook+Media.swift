/// The videos and sounds a book's EPUB carries: each file once, under
/// `media/` named by number (`video-1.mp4`, `sound-2.mp3`), with the media
/// type the package declares; and each video's poster as a PNG under
/// `images/` (`poster-1.png`), which the program drew and holds.
///
/// Why only some sounds: EPUB's core audio types are MP3, AAC in MP4 and
/// Opus in Ogg; any other (WAV, FLAC) would need a fallback a reading
/// system may not have, so it stays its card, as an attachment. EPUB names
/// no core type for video: a reading system plays what it can, so every
/// video type with a registered media type is carried.
struct EPUBMediaFiles {
    struct Item {
        var id: String
        /// Its path in the content folder: `media/video-1.mp4`.
        var name: String
        var source: String
        var mediaType: String
    }

    struct Poster {
        var id: String
        var name: String
        var png: [UInt8]
    }

    private(set) var items: [Item] = []
    private(set) var posters: [Poster] = []
    private var bySource: [String: Int] = [:]
    private var posterBySource: [String: Int] = [:]

    /// The media types a book carries, by the file name's extension.
    static let mediaTypes: [String: String] = [
        "mp4": "video/mp4", "m4v": "video/mp4", "webm": "video/webm", "ogv": "video/ogg", "mov": "video/quicktime",
        "mp3": "audio/mpeg", "m4a": "audio/mp4", "aac": "audio/mp4", "ogg": "audio/ogg", "oga": "audio/ogg",
        "opus": "audio/ogg",
    ]

    /// The media type `source` is carried as, or nil when it is not.
    static func mediaType(of source: PictureSource) -> String? {
        guard source.media != nil, let dot = source.fileName.lastIndex(of: ".") else { return nil }
        return mediaTypes[source.fileName[source.fileName.index(after: dot)...].lowercased()]
    }

    /// Every video and sound of `book`'s letters that `readable` says can be
    /// read, with the poster PNG `poster` gives of each video.
    init(_ book: BoundBook, readable: (String) -> Bool, poster: (PictureSource) -> [UInt8]?) {
        for letter in book.letters {
            for source in letter.pictures.sources where bySource[source.path] == nil {
                guard let kind = source.media, let type = Self.mediaType(of: source), !PictureTarget.isAddress(source.path),
                    readable(source.path)
                else { continue }
                let word = kind == .video ? "video" : "sound"
                let number = items.count + 1
                let suffix = type == "audio/mpeg" ? "mp3" : String(source.fileName.split(separator: ".").last ?? "")
                bySource[source.path] = items.count
                items.append(
                    Item(id: "\(word)-\(number)", name: "media/\(word)-\(number).\(suffix.lowercased())",
                        source: source.path, mediaType: type))
                if kind == .video, let png = poster(source), StickerPictures.isPNG(png) {
                    posterBySource[source.path] = posters.count
                    let id = "poster-\(posters.count + 1)"
                    posters.append(Poster(id: id, name: "images/\(id).png", png: png))
                }
            }
        }
    }

    /// Where a letter's document finds `source`, or nil when not carried.
    func address(_ source: PictureSource) -> String? { bySource[source.path].map { items[$0].name } }

    /// Where a letter's document finds `source`'s poster, or nil.
    func posterAddress(_ source: PictureSource) -> String? { posterBySource[source.path].map { posters[$0].name } }

    /// The package's items for the media and posters.
    var manifest: String {
        items.map { "    <item id=\"\($0.id)\" href=\"\($0.name)\" media-type=\"\($0.mediaType)\"/>\n" }.joined()
            + posters.map { "    <item id=\"\($0.id)\" href=\"\($0.name)\" media-type=\"image/png\"/>\n" }.joined()
    }
}
