/// What the program found looking at a file to attach or draw, judged from
/// `stat` and the picture's header without decoding it.
public enum PictureFacts: Hashable, Sendable, Codable {
    /// An image within the limits, `width` × `height` pixels.
    case picture(width: Int, height: Int, bytes: Int64)
    /// A file shown as an attachment card.
    case attachment(bytes: Int64)
    /// A video or a sound, as its container describes it.
    case media(MediaFacts)
    /// A file that cannot be shown, and why.
    case problem(PictureProblem)
}

/// Why a picture cannot be drawn (or attached). The program judges; the
/// words are LetterKit's, so every sentence is tested headlessly.
public enum PictureProblem: Hashable, Sendable, Codable {
    /// No file at the path.
    case missing
    /// The file cannot be opened; `reason` is the system's words.
    case unreadable(reason: String)
    /// A folder, a device or a pipe.
    case notAFile
    /// Not an image the decoder knows, or damaged before its size.
    case notAPicture
    /// Larger than `limit` bytes.
    case tooLarge(bytes: Int64, limit: Int64)
    /// Wider or taller than `limit` pixels.
    case tooManyPixels(width: Int, height: Int, limit: Int)
    /// More pixels in all than `limit`, each side within its own.
    case tooManyPixelsInAll(width: Int, height: Int, limit: Int)
    /// The pixels could not be decoded.
    case damaged(reason: String)
    /// A path the letter wrote that leads out of its folder (by `..`, an
    /// absolute path or a link): never read.
    case outsideFolder
    /// The target is an address (`PictureTarget`), not a file: nothing is
    /// fetched, opened or linked.
    case address
    /// The picture could not be drawn for a reason of the program's own,
    /// not the file's (the picture program is missing, stopped or took too
    /// long): the letter and its other pictures are untouched.
    case notDrawn(reason: String)

    /// A few words for the picture's block on the page, in the interface's
    /// language. A `damaged` reason the program words itself is a `msgid`
    /// (`MediaExchange.notMedia`, `PictureTarget.vectorDrawingNote`), so it
    /// is translated here too; a decoder's own words stay as they are.
    public var summary: String {
        switch self {
        case .missing: tr("file not found")
        case .unreadable(let reason): tr("cannot read: {reason}", ["reason": reason])
        case .notAFile: tr("not a regular file (a folder, pipe, device or socket)")
        case .notAPicture: tr("not a picture this editor can read")
        case .tooLarge(let bytes, let limit):
            tr("too large: {size}, over {limit}", ["size": ByteCount(bytes), "limit": ByteCount(limit)])
        case .tooManyPixels(let width, let height, let limit):
            tr(
                "too large: {width} × {height} pixels, over {limit} a side",
                ["width": width, "height": height, "limit": limit])
        case .tooManyPixelsInAll(let width, let height, let limit):
            tr(
                "too large: {width} × {height} pixels, over {limit} in all",
                ["width": width, "height": height, "limit": limit])
        case .damaged(let reason): tr("damaged: {reason}", ["reason": tr(reason)])
        case .outsideFolder: tr("outside the letter's folder, not read")
        case .address: tr("a web address, not a file: not shown")
        case .notDrawn(let reason): tr("not drawn: {reason}", ["reason": reason])
        }
    }
}

extension PictureProblem {
    /// The problem in two short lines, at most 8 cells each, for a
    /// letterbox row's thumbnail. The two lines are one phrase to a
    /// translator, split at its last space ("not a file": "not a", "file"),
    /// so a language breaks it where its words allow.
    public var thumbnailWords: (String, String) {
        // TRANSLATORS: a picture's thumbnail in two lines of at most 8 cells
        // (a Korean syllable takes 2), split at the last space.
        let words =
            switch self {
            case .missing: tr("missing")
            case .unreadable: tr("cannot read")
            case .notAFile: tr("not a file")
            case .notAPicture: tr("not an image")
            case .tooLarge, .tooManyPixels, .tooManyPixelsInAll: tr("too large")
            case .damaged: tr("damaged")
            case .outsideFolder: tr("outside folder")
            case .address: tr("web address")
            case .notDrawn: tr("not drawn")
            }
        guard let space = words.lastIndex(of: " ") else { return (words, "") }
        return (String(words[..<space]), String(words[words.index(after: space)...]))
    }
}

/// A file's size as people read it: "812 bytes", "34 KB", "3.2 MB".
public struct ByteCount: Hashable, Sendable, CustomStringConvertible {
    public let bytes: Int64

    public init(_ bytes: Int64) { self.bytes = bytes }

    public var description: String {
        let kilo: Int64 = 1024
        if bytes < kilo { return trn("{count} byte", "{count} bytes", count: Int(bytes)) }
        if bytes < kilo * kilo { return "\((bytes + kilo - 1) / kilo) KB" }
        let tenths = (bytes * 10 + kilo * kilo - 1) / (kilo * kilo)
        if tenths < 100 { return "\(tenths / 10).\(tenths % 10) MB" }
        return "\((tenths + 9) / 10) MB"
    }
}

/// How tall a picture stands on the page when nothing says otherwise.
public enum PictureHeight {
    /// The fewest lines a picture takes, however wide and flat it is, so it
    /// never shrinks to a line that reads as a rule.
    public static let minimumLines = 2

    /// The picture's natural height in writing lines at the paper's width,
    /// a cell counted twice as tall as wide; at least `minimumLines`, at most
    /// half the paper's lines.
    public static func natural(width: Int, height: Int, paper: Paper) -> Int {
        let most = max(minimumLines, paper.lines / 2)
        guard width > 0, height > 0 else { return minimumLines }
        let lines = (2 * paper.columns * height + 2 * width) / (4 * width)
        return min(most, max(minimumLines, lines))
    }

    /// The height of a video's block: its picture's natural height when the
    /// container gives a size, else as a file that says nothing.
    public static func natural(of facts: MediaFacts, paper: Paper) -> Int {
        guard let width = facts.width, let height = facts.height else { return unknown(paper: paper) }
        return natural(width: width, height: height, paper: paper)
    }

    /// The height of a block whose file says nothing (missing or unreadable):
    /// a few lines, so the placeholder has room to say why.
    public static func unknown(paper: Paper) -> Int {
        min(max(minimumLines, paper.lines / 2), 4)
    }
}
