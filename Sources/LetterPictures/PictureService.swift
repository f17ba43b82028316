import LetterKit
import LetterPictureFiles

/// The picture program's answers: each `PictureQuestion` put to this
/// process's `PictureLooker`, `VectorDrawing` or `LibraryMessages`.
///
/// A value with the looker's cache inside, kept for the program's life, so
/// a picture asked about again (the editor scrolled back to it) is drawn
/// from the cache and not decoded anew.
public struct PictureService {
    private var looker = PictureLooker()

    public init() {}

    /// The answer to `question`.
    public mutating func answer(_ question: PictureQuestion) -> PictureAnswer {
        switch question {
        case .facts(let path, let folder, let decoding):
            .facts(looker.facts(at: path, confinedTo: folder, decoding: decoding))
        case .look(let request, let colors):
            PictureAnswer(looker.look(for: request, colors: colors))
        case .thumbnail(let path, let folder, let columns, let rows, let colors):
            PictureAnswer(looker.thumbnail(path: path, confinedTo: folder, columns: columns, rows: rows, colors: colors))
        case .isDrawing(let path, let folder):
            .drawing(VectorDrawing.isDrawing(at: path, confinedTo: folder))
        case .drawingPNG(let path, let folder):
            .png(VectorDrawing.png(at: path, confinedTo: folder))
        case .libraryNote:
            .note(LibraryMessages.summary(since: 0))
        case .stickerCells(let path, let folder):
            StickerPixels.answer(path: path, confinedTo: folder)
        }
    }
}
