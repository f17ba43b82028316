/// What a picture block shows: a file, and the caption that names it.
///
/// A file whose name says it is an image is a picture, drawn over its lines;
/// any other file (audio, video, a PDF) is an attachment, a one-line card.
/// Why by name: the kind decides how many lines the block takes, and that
/// must be known when a letter is read, on any machine, even where the file
/// is missing.
public struct PictureSource: Hashable, Sendable, Codable {
    /// Words that say what the picture is; the alt text of the Markdown.
    public var caption: String
    /// The file, as the program opens it: resolved against the letter's
    /// folder when read (see `PicturePath`), so absolute, or relative to the
    /// working folder when the letter's own path is.
    public var path: String
    /// The folder whose tree the file must lie in, links resolved, before
    /// it is read: the letter's own folder for a path its text wrote (a
    /// letter is untrusted input), nil for a file the person attached in
    /// this session (any file may be attached: a save copies it in).
    public var confinedTo: String?

    public init(caption: String, path: String, confinedTo: String? = nil) {
        self.caption = caption
        self.path = path
        self.confinedTo = confinedTo
    }

    public var kind: PictureKind { PictureKind(path: path) }

    /// The file's name, without its folders.
    public var fileName: String { PicturePath.fileName(of: path) }
}

/// A picture drawn over lines, a video drawn over lines as a frame of it
/// (its poster), or an attachment shown as a card (a sound among them).
///
/// Why a video is a kind of its own rather than a `.picture`: it takes lines
/// as a picture does, but its file is no image, so everything that decodes,
/// thumbnails, prints or copies an image as an image (`== .picture`) must
/// not take it for one; and everything that gives a block its lines
/// (`== .attachment` is one line) gives a video its lines.
public enum PictureKind: Hashable, Sendable {
    case picture
    case video
    case attachment

    /// File name extensions of the images a picture block draws.
    static let imageExtensions: Set<String> = [
        "png", "jpg", "jpeg", "jpe", "gif", "bmp", "webp", "tif", "tiff", "ico", "tga", "pnm", "ppm", "pgm", "pbm",
        "xpm", "xbm", "avif", "heic", "heif", "svg", "jxl", "qoi",
    ]

    /// The kind the file's name says, in any case.
    public init(path: String) {
        let name = PicturePath.fileName(of: path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else {
            self = .attachment
            return
        }
        let suffix = name[name.index(after: dot)...].lowercased()
        if PictureKind.imageExtensions.contains(suffix) {
            self = .picture
        } else {
            self = MediaKind.videoExtensions.contains(suffix) ? .video : .attachment
        }
    }
}

/// The pictures a document refers to, by number: what a `PictureMark`'s id
/// means.
///
/// Append-only while the document lives, so a mark undone back into the
/// letter finds its picture again; only the paths change, when a save copies
/// the files next to the letter.
public struct PictureShelf: Hashable, Sendable {
    public private(set) var sources: [PictureSource] = []

    public init() {}

    /// Puts `source` on the shelf and returns its number.
    mutating func add(_ source: PictureSource) -> Int {
        sources.append(source)
        return sources.count - 1
    }

    /// The picture numbered `id`, if there is one.
    public subscript(id: Int) -> PictureSource? {
        sources.indices.contains(id) ? sources[id] : nil
    }

    /// The picture `paragraph` is, with its mark: a paragraph that is one
    /// picture mark of this shelf; nil for any other paragraph. Every
    /// writer of a letter's blocks (the render, the HTML page, the print,
    /// the file) asks this one question.
    public func picture(in paragraph: StyledText) -> (mark: PictureMark, source: PictureSource)? {
        guard !sources.isEmpty, paragraph.characters.count == 1, let mark = PictureMark(paragraph.characters[0]),
            let source = self[mark.id]
        else { return nil }
        return (mark, source)
    }

    /// Points picture `id` at another file (its copy), confined to the
    /// folder of the letter the copy was made for when the original was:
    /// a letter saved in another folder reads its copies there.
    mutating func move(_ id: Int, to path: String, letterFolder: String? = nil) {
        guard sources.indices.contains(id) else { return }
        sources[id].path = path
        if sources[id].confinedTo != nil, let letterFolder { sources[id].confinedTo = letterFolder }
    }

    public var isEmpty: Bool { sources.isEmpty }
}
