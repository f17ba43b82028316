import LetterKit
import LetterSystem

/// The PNG files a written page (an HTML letter or book, an EPUB) carries
/// for a letter's stickers: each sticker's file beside the letter, read
/// only inside the letter's folder as its pictures are, and only when it is
/// a PNG no larger than a sticker can be; else the sticker the project
/// ships under its name; else nothing, and the page draws an empty frame.
enum PageStickers {
    /// The pictures of `shelf`'s stickers, for the letter in `folder`.
    static func pictures(of shelf: StickerShelf, folder: String) -> StickerPictures {
        var pictures = StickerPictures()
        for sticker in shelf.stickers {
            if let png = file(of: sticker, folder: folder) ?? ShippedStickers.png(named: sticker.name) {
                pictures.hold(png, for: sticker)
            }
        }
        return pictures
    }

    /// The sticker's own file, when it may be read and is a PNG.
    private static func file(of sticker: Sticker, folder: String) -> [UInt8]? {
        guard sticker.isConfined else { return nil }
        let path = PicturePath.resolve(sticker.path, in: folder)
        guard let bytes = try? System.readRegularFile(path, limit: StickerFiles.sizeLimit, confinedTo: folder).bytes,
            StickerPictures.isPNG(bytes)
        else { return nil }
        return bytes
    }
}
