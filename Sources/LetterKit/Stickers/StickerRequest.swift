/// A sticker of the letter to draw in colour: its number on the shelf, the
/// sticker, and the folder its path is read in (the letter's, to which the
/// file is confined as a picture's is). Answer with `EditorReply.stickersDrawn`.
public struct StickerRequest: Hashable, Sendable {
    public let id: Int
    public let sticker: Sticker
    public let folder: String

    public init(id: Int, sticker: Sticker, folder: String) {
        self.id = id
        self.sticker = sticker
        self.folder = folder
    }
}

/// How a sticker asked for came out: its two cells, or why it keeps its
/// placeholder (the file missing, not a regular file, outside the folder,
/// not a PNG, damaged), worded for the status row.
public enum StickerLook: Hashable, Sendable {
    case cells([StickerCell])
    case problem(String)

    /// The cells, if it was drawn.
    public var cells: [StickerCell]? {
        if case .cells(let cells) = self { cells } else { nil }
    }
}

/// The answer to one `StickerRequest`. The sticker comes back with it, so an
/// answer for a shelf since read again is known for what it is.
public struct StickerDrawn: Hashable, Sendable {
    public let id: Int
    public let sticker: Sticker
    public let look: StickerLook

    public init(id: Int, sticker: Sticker, look: StickerLook) {
        self.id = id
        self.sticker = sticker
        self.look = look
    }
}
