/// What a picture block shows on the screen, as the program made it: the
/// picture drawn into cells, an attachment's card facts, a video's or a
/// sound's facts (with a video's poster frame drawn into cells, when there
/// is one), or why it cannot be drawn. The frame renderer lays it on the
/// paper; until one arrives the block shows its caption in a frame.
public enum PictureLook: Hashable, Sendable {
    case art(PictureArt)
    /// An animated picture's frames (`PictureMotion`): the editor shows one
    /// at a time as `.art`, and the first wherever nothing plays.
    case moving(PictureMotion)
    case attachment(bytes: Int64)
    case media(MediaFacts, poster: PictureArt?)
    case problem(PictureProblem)

    /// The video's or sound's facts this look carries, if it carries any.
    public var mediaFacts: MediaFacts? {
        if case .media(let facts, _) = self { return facts }
        return nil
    }
}

/// A picture drawn as terminal symbols: `rows.count` rows of `columns`
/// glyphs, exactly the block's size. Made once per picture and size by the
/// program (chafa), kept in the editor state, copied into frames.
public struct PictureArt: Hashable, Sendable {
    public let columns: Int
    public let rows: [[PictureGlyph]]

    public init(columns: Int, rows: [[PictureGlyph]]) {
        self.columns = columns
        self.rows = rows
    }
}

/// One cell of a drawn picture: a symbol one cell wide and its colours as
/// xterm 256-colour indices, nil for the paper's own.
public struct PictureGlyph: Hashable, Sendable {
    public var symbol: Character
    public var foreground: UInt8?
    public var background: UInt8?

    public init(symbol: Character, foreground: UInt8? = nil, background: UInt8? = nil) {
        self.symbol = symbol
        self.foreground = foreground
        self.background = background
    }
}

/// A picture block the program is asked to look at and draw: answer with
/// `EditorReply.picturesLooked`.
public struct PictureRequest: Hashable, Sendable, Codable {
    public let mark: PictureMark
    public let source: PictureSource
    /// The block's size in cells: the paper's width, the mark's lines.
    public let columns: Int
    public var rows: Int { mark.lines }
    /// True when an animated picture may answer with all its frames
    /// (`PictureLook.moving`); false asks for the first frame alone
    /// (`animate = false`, and every caller but the editor).
    public var moving: Bool

    public init(mark: PictureMark, source: PictureSource, columns: Int, moving: Bool = false) {
        self.mark = mark
        self.source = source
        self.columns = columns
        self.moving = moving
    }
}

/// A look the program made for a mark.
public struct PictureLooked: Hashable, Sendable {
    public let mark: PictureMark
    public let look: PictureLook

    public init(mark: PictureMark, look: PictureLook) {
        self.mark = mark
        self.look = look
    }
}

/// Files to copy next to the letter before it is saved, so a letter folder
/// can be moved or mailed whole: answer with `Command.attachmentsCopied`.
public struct AttachmentCopies: Hashable, Sendable {
    /// The folder the copies go in (`PicturePath.filesFolder`); made if missing.
    public let folder: String
    /// The pictures to copy: their numbers and current files.
    public let files: [PictureCopy]

    public init(folder: String, files: [PictureCopy]) {
        self.folder = folder
        self.files = files
    }
}

/// One picture's file: before a copy, its source and the folder it must lie
/// in (`PictureSource.confinedTo`); after, its copy's path.
public struct PictureCopy: Hashable, Sendable {
    public let id: Int
    public let path: String
    public let confinedTo: String?

    public init(id: Int, path: String, confinedTo: String? = nil) {
        self.id = id
        self.path = path
        self.confinedTo = confinedTo
    }
}

/// A picture whose file could not be read to be copied, and why: the letter
/// keeps naming it where it is.
public struct PictureNotCopied: Hashable, Sendable {
    public let id: Int
    public let path: String
    public let reason: String

    public init(id: Int, path: String, reason: String) {
        self.id = id
        self.path = path
        self.reason = reason
    }
}

/// How copying the attached files went.
public enum AttachmentCopyResult: Hashable, Sendable {
    /// Every file that could be read copied (names kept, numbered where
    /// taken): the copies; and the files that could not be read (missing,
    /// not a regular file, outside the letter's folder), left where they are
    /// so a save still keeps what was typed.
    case copied([PictureCopy], notCopied: [PictureNotCopied] = [])
    /// Writing a copy failed; nothing is saved.
    case failed(AttachmentCopyProblem)
}
