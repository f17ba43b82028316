import LetterKit

/// A letter as an ODT file: the pictures read (each judged as the editor
/// judges it, read confined to its letter's folder, only PNG, JPEG and GIF
/// carried), the document made by the core (`ODTDocument`), zipped as the
/// EPUB is (`EPUBArchive`: `mimetype` first and stored).
///
/// A picture that cannot be carried (outside the letter's folder, missing,
/// damaged, an SVG drawing, which could refer to other files) is its frame
/// with the reason, as on the HTML page; a video or a sound is its card.
enum ODTExport {
    /// The zip's entries are dated 1980-01-01, the zip format's first day,
    /// so two exports of one letter are the same bytes.
    static let modified: Int64 = 315_532_800

    /// `source` as the bytes of an ODT file, or why it could not be made.
    static func bytes(of source: ExportSource) throws(ExportFailure) -> [UInt8] {
        let page = source.page
        let document = page.document
        let folder = PicturePath.folder(of: source.path)
        var embedded: [String: ODTPicture] = [:]
        var problems: [String: PictureProblem] = [:]
        for picture in Export.pictureSources(of: page) where embedded[picture.path] == nil && problems[picture.path] == nil {
            guard picture.kind == .picture, !PictureTarget.isAddress(picture.path) else { continue }
            switch carried(picture, number: embedded.count + 1) {
            case .success(let carried): embedded[picture.path] = carried
            case .failure(let problem): problems[picture.path] = problem
            }
        }
        let recipient = source.envelope[.to]
        let request = ODTRequest(
            paragraphs: document.styledParagraphs, paper: source.paper, pictures: document.pictures,
            stickers: document.stickers, envelope: source.envelope, title: recipient ?? Export.fileName(source.path),
            language: source.language ?? HTMLInk.language(of: document.styledParagraphs), embedded: embedded,
            problems: problems, stickerPictures: PageStickers.pictures(of: document.stickers, folder: folder))
        do {
            return try EPUBArchive.zip(ODTDocument.files(request), modified: modified)
        } catch {
            throw ExportFailure(description: error.description)
        }
    }

    /// Whether a picture is larger than the package will carry: what the
    /// HTML page copies is bounded the same way.
    static let byteLimit = 64 << 20

    /// `source` as the package carries it, or why it cannot be.
    private static func carried(_ source: PictureSource, number: Int) -> Result<ODTPicture, PictureProblem> {
        let facts = PictureHelper.shared.facts(at: source.path, confinedTo: source.confinedTo, decoding: true)
        var pixels: (width: Int, height: Int)?
        switch facts {
        case .problem(let problem): return .failure(problem)
        case .picture(let width, let height, _): pixels = (width, height)
        case .attachment, .media: return .failure(.notAPicture)
        }
        let folders: Set<String> = [source.confinedTo ?? PicturePath.folder(of: source.path)]
        let bytes: [UInt8]
        do throws(FileRefusal) {
            let file = try BookPictures.open(source.path, inside: folders)
            defer { file.close() }
            bytes = try file.readAll(limit: byteLimit)
        } catch {
            return .failure(.unreadable(reason: error.description))
        }
        let media = EPUBMedia(header: Array(bytes.prefix(EPUBMedia.headerLength)))
        if media == .svg { return .failure(.damaged(reason: PictureTarget.vectorDrawingNote)) }
        // Another type the editor draws (WebP, BMP) is carried under its
        // own extension; a word processor knows it by its bytes.
        let fileExtension = media?.fileExtension ?? PicturePath.fileName(of: source.path).split(separator: ".").last
            .map { String($0).lowercased().filter { $0.isASCII && ($0.isLetter || $0.isNumber) } } ?? "img"
        return .success(
            ODTPicture(
                name: "Pictures/picture-\(number).\(fileExtension.isEmpty ? "img" : fileExtension)",
                mediaType: media?.mediaType ?? "image/\(fileExtension)", bytes: bytes, pixels: pixels,
                caption: source.caption))
    }
}
