import LetterKit

/// What the program asks the picture program (`letter-pictures`), one
/// question a frame; the same questions `PictureLooker` answers in-process.
///
/// Plain values made of LetterKit's own (`PictureRequest`, `PictureFacts`,
/// `PictureProblem`), whose `Codable` is synthesized: the two sides cannot
/// drift apart, since both are built from these declarations.
public enum PictureQuestion: Hashable, Sendable, Codable {
    /// What the file at `path` is, judged without decoding it; decoded whole
    /// too with `decoding` (`PictureLooker.facts`).
    case facts(path: String, confinedTo: String?, decoding: Bool)
    /// How a block on the page looks (`PictureLooker.look`).
    case look(PictureRequest, colors: PictureColors)
    /// A letterbox row's thumbnail (`PictureLooker.thumbnail`).
    case thumbnail(path: String, confinedTo: String?, columns: Int, rows: Int, colors: PictureColors)
    /// Whether the file at `path` is an SVG drawing by its content.
    case isDrawing(path: String, confinedTo: String?)
    /// The PNG drawn of the SVG drawing at `path`.
    case drawingPNG(path: String, confinedTo: String?)
    /// One line about what the picture libraries said since the program
    /// started, if they said anything (`LibraryMessages.summary`).
    case libraryNote
    /// A sticker's two cells drawn from the picture at `path`
    /// (`StickerCell.reduced`), read within a sticker's limits.
    case stickerCells(path: String, confinedTo: String?)
}

/// The picture program's answer to one `PictureQuestion`.
public enum PictureAnswer: Hashable, Sendable, Codable {
    /// To `facts`.
    case facts(PictureFacts)
    /// To `look` and `thumbnail`: the picture drawn.
    case art(PictureArt.Coded)
    /// To `look` asked `moving`: an animated picture's frames drawn, and
    /// each one's time in milliseconds (`PictureMotion`).
    case motion(frames: [PictureArt.Coded], delays: [Int])
    /// To `look`: an attachment's card.
    case card(bytes: Int64)
    /// A video's or a sound's facts, with a video's poster drawn (the look
    /// `PictureLook.media`; the picture program itself never makes one).
    case media(MediaFacts, poster: PictureArt.Coded?)
    /// To `look` and `thumbnail`: why the block shows no picture.
    case problem(PictureProblem)
    /// To `isDrawing`.
    case drawing(Bool)
    /// To `drawingPNG`: the PNG's bytes, or nil when it cannot be drawn.
    case png([UInt8]?)
    /// To `libraryNote`.
    case note(String?)
    /// To `stickerCells`: the sticker's cells (its problem is a `.problem`).
    case stickerCells([StickerCell])

    /// The answer carrying `look`.
    public init(_ look: PictureLook) {
        switch look {
        case .art(let art): self = .art(PictureArt.Coded(art))
        case .moving(let motion): self = .motion(frames: motion.frames.map(PictureArt.Coded.init), delays: motion.delays)
        case .attachment(let bytes): self = .card(bytes: bytes)
        case .media(let facts, let poster): self = .media(facts, poster: poster.map(PictureArt.Coded.init))
        case .problem(let problem): self = .problem(problem)
        }
    }

    /// The look this answer carries, or nil when it carries none (or art
    /// whose rows do not add up: see `PictureArt.Coded.art`).
    public var look: PictureLook? {
        switch self {
        case .art(let coded): coded.art.map(PictureLook.art)
        case .motion(let frames, let delays): Self.motion(frames: frames, delays: delays).map(PictureLook.moving)
        case .card(let bytes): .attachment(bytes: bytes)
        case .media(let facts, let poster): .media(facts, poster: poster?.art)
        case .problem(let problem): .problem(problem)
        case .facts, .drawing, .png, .note, .stickerCells: nil
        }
    }
}

extension PictureArt {
    /// A drawn picture as it crosses the pipe: each cell's symbol as a
    /// string of its own, its colours beside it.
    ///
    /// Why not `PictureArt` itself: `Character` is not `Codable`, and a
    /// conformance written by hand is one more thing to keep in step. A
    /// string a cell keeps every symbol exact, even one that would join its
    /// neighbour into one character if the row were a single string.
    public struct Coded: Hashable, Sendable, Codable {
        public var columns: Int
        /// The symbols, row by row, one string a cell.
        public var symbols: [[String]]
        /// The foreground palette indices, nil for the paper's own.
        public var foregrounds: [[UInt8?]]
        /// The background palette indices, nil for the paper's own.
        public var backgrounds: [[UInt8?]]

        public init(_ art: PictureArt) {
            columns = art.columns
            symbols = art.rows.map { $0.map { String($0.symbol) } }
            foregrounds = art.rows.map { $0.map(\.foreground) }
            backgrounds = art.rows.map { $0.map(\.background) }
        }

        /// The picture again; nil when the rows and their colours do not
        /// match, or a symbol is not exactly one character: an answer from a
        /// program out of step is no picture, never cells out of place.
        public var art: PictureArt? {
            guard symbols.count == foregrounds.count, symbols.count == backgrounds.count else { return nil }
            var rows: [[PictureGlyph]] = []
            rows.reserveCapacity(symbols.count)
            for (index, row) in symbols.enumerated() {
                let fore = foregrounds[index]
                let back = backgrounds[index]
                guard row.count == columns, fore.count == columns, back.count == columns else { return nil }
                var glyphs: [PictureGlyph] = []
                glyphs.reserveCapacity(columns)
                for column in 0..<columns {
                    guard row[column].count == 1, let symbol = row[column].first else { return nil }
                    glyphs.append(PictureGlyph(symbol: symbol, foreground: fore[column], background: back[column]))
                }
                rows.append(glyphs)
            }
            return PictureArt(columns: columns, rows: rows)
        }
    }
}

extension PictureAnswer {
    /// The frames again, each checked as `PictureArt.Coded.art` checks one:
    /// nil when any does not add up or the frames are not one size, so a
    /// program out of step shows no picture rather than cells out of place.
    static func motion(frames: [PictureArt.Coded], delays: [Int]) -> PictureMotion? {
        var arts: [PictureArt] = []
        arts.reserveCapacity(frames.count)
        for frame in frames {
            guard let art = frame.art else { return nil }
            arts.append(art)
        }
        guard delays.count == arts.count else { return nil }
        return PictureMotion(frames: arts, delays: delays)
    }
}
