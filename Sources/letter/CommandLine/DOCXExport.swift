import Glibc
import LetterKit

/// A letter as a Word document's bytes: the parts made in the core
/// (`DOCXPackage`), the pictures read here, the zip written by the writer
/// a book's EPUB uses (`EPUBArchive`).
///
/// Each picture is read only inside the folder its letter confines it to,
/// and only a PNG, JPEG or GIF is carried (a Word document has no other
/// picture every reader shows); any other stays its caption in brackets. A
/// sticker is its PNG (`PageStickers`), beside the letter or shipped.
enum DOCXExport {
    /// How much of a picture is read to find its size in pixels.
    static let headerLimit = 64 << 10

    /// The `.docx` of `source`, set for `printPage`-sized sheets.
    static func bytes(of source: ExportSource, printPage: PrintPageSize) throws(ExportFailure) -> [UInt8] {
        let folder = PicturePath.folder(of: source.path)
        let document = source.page.document
        var pictures: [String: PictureSource] = [:]
        for picture in Export.pictureSources(of: source.page) {
            pictures[PicturePath.written(picture.path, forLetterIn: folder)] = picture
        }
        var stickers: [String: Sticker] = [:]
        for sticker in document.stickers.stickers { stickers[sticker.path] = sticker }
        let stickerPictures = PageStickers.pictures(of: document.stickers, folder: folder)
        var folders: [String: Set<String>] = [:]
        let docx = DOCXDocument(
            document, folder: folder, envelope: source.envelope, paper: source.paper, page: printPage
        ) { image in
            if let picture = pictures[image.url] {
                let confined: Set<String> = [picture.confinedTo ?? folder]
                guard let header = header(picture.path, inside: confined), let type = EPUBMedia(header: header),
                    type != .svg
                else { return nil }
                folders[picture.path] = confined
                return DOCXMedia(content: .copy(path: picture.path), type: type, pixels: HeaderPixels(header: header))
            }
            guard let sticker = stickers[image.url], let png = stickerPictures[sticker] else { return nil }
            return DOCXMedia(content: .bytes(png), type: .png, pixels: HeaderPixels(header: png))
        }
        let language = source.language ?? HTMLInk.language(of: document.styledParagraphs)
        let title = source.envelope[.to] ?? Export.fileName(source.path)
        let files = DOCXPackage.files(docx, title: title, language: language)
        do {
            return try EPUBArchive.zip(files, modified: Int64(time(nil)), folders: { folders[$0] ?? [folder] })
        } catch {
            throw ExportFailure(description: error.message)
        }
    }

    /// The first bytes of the picture at `path`, enough for its type and
    /// size; nil when it cannot be read inside `folders`.
    private static func header(_ path: String, inside folders: Set<String>) -> [UInt8]? {
        guard let file = try? BookPictures.open(path, inside: folders) else { return nil }
        defer { file.close() }
        var bytes = [UInt8](repeating: 0, count: headerLimit)
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { read(file.descriptor, $0.baseAddress?.advanced(by: count), $0.count - count) }
            guard got > 0 else { break }
            count += got
        }
        return count > 0 ? Array(bytes[..<count]) : nil
    }
}
