import Glibc
import LetterKit
import LetterSystem
// The colours, cells and refusals the looker answers in: callers (the
// picture program, print, the tests) see them through this module too.
@_exported import LetterPictureFiles

/// Answers LetterKit's questions about the files on a page: what a file is
/// (for the attach prompt) and how a block looks (for the frame).
///
/// A file's name says whether it is a picture or an attachment
/// (`PictureKind`), as LetterKit decided when it laid the block out; the
/// program follows the same word so a block is never laid out as one kind and
/// drawn as the other. A picture is judged from `stat` and its header before a
/// pixel is decoded, and drawn through a `PictureCache`, so each picture is
/// decoded once per size and colour mode, not once per request.
///
/// A value with a cache inside: keep one for the editor's life.
public struct PictureLooker {
    private var cache: PictureCache
    /// Animated pictures drawn, frame by frame (`MotionCache`).
    private var motions = MotionCache()

    public init() { cache = PictureCache() }

    /// A looker drawing through `cache` (tests count its decodes).
    init(cache: PictureCache) { self.cache = cache }

    /// What the file at `path` (absolute) is, judged without decoding it;
    /// refused unread when it lies outside `folder`'s tree (when given).
    /// With `decoding`, a picture is decoded whole too, so one with a sound
    /// header over broken data is refused with the decoder's reason: what
    /// attaching asks (decode before accepting), and what a written page
    /// asks before it shows a picture.
    public func facts(at path: String, confinedTo folder: String? = nil, decoding: Bool = false) -> PictureFacts {
        switch PictureKind(path: path) {
        case .picture:
            do throws(PictureError) {
                let file = try PictureFile.inspect(path, confinedTo: folder)
                if decoding { try DecodedPixels(file).release() }
                return .picture(width: file.width, height: file.height, bytes: file.bytes)
            } catch {
                return .problem(error.problem)
            }
        case .attachment, .video:
            // A video is read by `letter-media`; here it is a file like any other.
            return Self.attachmentFacts(at: path, confinedTo: folder)
        }
    }

    /// How the block `request` asks about looks: the picture drawn in exactly
    /// `request.columns` × `request.rows` glyphs, an attachment's card facts,
    /// or why it cannot be shown.
    public mutating func look(for request: PictureRequest, colors: PictureColors) -> PictureLook {
        let path = request.source.path
        let folder = request.source.confinedTo
        switch request.source.kind {
        case .attachment, .video:
            return AttachmentFacts.look(at: path, confinedTo: folder)
        case .picture:
            if request.moving, let motion = motions.motion(for: request, colors: colors) { return motion }
            do throws(PictureError) {
                let cells = try cache.cells(
                    path: path, confinedTo: folder, columns: max(0, request.columns), rows: max(0, request.rows),
                    colors: colors)
                return .art(cells.art)
            } catch {
                return .problem(error.problem)
            }
        }
    }

    /// The picture at `path` drawn small, in `columns` × `rows` glyphs: a
    /// letterbox row's thumbnail. Through the same cache, so a thumbnail is
    /// decoded once however often its row comes on screen. Confined to the
    /// letter's folder, as the letter's own blocks are.
    public mutating func thumbnail(
        path: String, confinedTo folder: String?, columns: Int, rows: Int, colors: PictureColors
    ) -> PictureLook {
        do throws(PictureError) {
            return .art(
                try cache.cells(
                    path: path, confinedTo: folder, columns: max(0, columns), rows: max(0, rows), colors: colors
                ).art)
        } catch {
            return .problem(error.problem)
        }
    }

    /// An attachment's size, or why it cannot be attached (`AttachmentFacts`).
    static func attachmentFacts(at path: String, confinedTo folder: String?) -> PictureFacts {
        AttachmentFacts.at(path, confinedTo: folder)
    }
}

extension PictureCells {
    /// The cells as LetterKit keeps them: the same size, symbol for symbol,
    /// the same palette indices.
    var art: PictureArt {
        PictureArt(
            columns: columns,
            rows: rows.map { row in
                row.map { PictureGlyph(symbol: $0.symbol, foreground: $0.foreground, background: $0.background) }
            })
    }
}
