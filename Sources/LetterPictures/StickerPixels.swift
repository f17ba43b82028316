import LetterKit
import LetterPictureFiles

/// A sticker's two cells drawn from its picture file: decoded by gdk-pixbuf
/// through the same checks as any picture (`PictureFile`: confined to the
/// folder, a regular file, a picture's header), within a sticker's limits,
/// then reduced as the shipped stickers were (`StickerCell.reduced`).
///
/// Why reduced here and not drawn by chafa at 2 × 1 cells: chafa picks any
/// of its symbols and the terminal's palette for a block that small, so a
/// person's sticker would look unlike the shipped ones beside it; the
/// generator's rule gives half blocks in true colour for both, and is pure
/// (LetterKit), so a table test holds it.
enum StickerPixels {
    /// A sticker is a small picture: its file at most 256 KB (as the
    /// person's own are read), at most 1,024 pixels a side and a million in
    /// all, so a small file that claims a huge picture is refused before
    /// any pixel is decoded.
    static let limits = PictureFile.Limits(bytes: 256 << 10, side: 1024, pixels: 1 << 20)

    /// The cells of the picture at `path` (`.stickerCells`), or why there
    /// are none (`.problem`).
    static func answer(path: String, confinedTo folder: String?) -> PictureAnswer {
        do throws(PictureError) {
            let file = try PictureFile.inspect(path, confinedTo: folder, limits: limits)
            let pixels = try DecodedPixels(file)
            defer { pixels.release() }
            guard let bytes = pixels.bytes else {
                return .problem(PictureError.damaged(path: path, reason: tr("no pixels")).problem)
            }
            let channels = pixels.hasAlpha ? 4 : 3
            let stride = Int(pixels.rowstride)
            let cells = StickerCell.reduced(width: Int(pixels.width), height: Int(pixels.height)) { x, y in
                let pixel = bytes + y * stride + x * channels
                return (pixel[0], pixel[1], pixel[2], channels == 4 ? pixel[3] : 255)
            }
            return .stickerCells(cells)
        } catch {
            return .problem(error.problem)
        }
    }
}
