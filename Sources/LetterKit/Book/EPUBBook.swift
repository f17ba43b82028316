/// A book as the files of an EPUB 3: what goes into the zip, in order, with
/// the package document, the navigation document and one XHTML document a
/// letter. The program zips them (the mimetype first and stored).
///
/// Representation: `EPUBFile`s by their path in the container. The content
/// lives under `OEBPS/`: `content.opf`, `nav.xhtml` (the contents),
/// `cover.xhtml`, `letter-N.xhtml`, `book.css`, and the pictures under
/// `images/` named by number (`picture-3.png`, a sticker's `sticker-2.png`,
/// one file for each different PNG), so no file name needs escaping. The reading order is the cover, the contents, the letters.
///
/// Limitations: a picture the program cannot read, or of a type EPUB does
/// not carry without a fallback (`EPUBMedia`), is drawn as its frame; an
/// attachment (a PDF, a recording) is its card, not a link.
public enum EPUBBook {
    /// One file of the container.
    public struct File: Hashable, Sendable {
        public enum Content: Hashable, Sendable {
            case text(String)
            /// A file on disk, copied in as it is.
            case copy(path: String)
            /// A file the program already holds (a sticker's PNG).
            case bytes([UInt8])
        }

        public var path: String
        public var content: Content
    }

    /// The files of `book`'s EPUB. `identifier` is its `urn:uuid:` (see
    /// `BookStamp.identifier`), `modified` its `dcterms:modified`; `header`
    /// gives a picture file's first bytes, or nil when it cannot be read;
    /// `problems` says why, by path, in the frame drawn in its place;
    /// `drawn` the PNG the program drew of an SVG drawing, which is carried
    /// in its place (an SVG is never carried as it is), or nil. A video or
    /// a sound whose header can be read is carried (`EPUBMediaFiles`), a
    /// video's poster the PNG `poster` gives.
    public static func files(
        _ book: BoundBook, identifier: String, modified: String, header: (String) -> [UInt8]?,
        problems: [String: PictureProblem] = [:], drawn: (String) -> String? = { _ in nil },
        poster: (PictureSource) -> [UInt8]? = { _ in nil }
    ) -> [File] {
        let pictures = EPUBPictures(book, header: header, drawn: drawn)
        let media = EPUBMediaFiles(book, readable: { header($0) != nil }, poster: poster)
        let stickers = EPUBStickers(book)
        var files: [File] = [
            File(path: "mimetype", content: .text("application/epub+zip")),
            File(path: "META-INF/container.xml", content: .text(container)),
            File(
                path: "OEBPS/content.opf",
                content: .text(
                    package(
                        book, identifier: identifier, modified: modified, pictures: pictures, stickers: stickers,
                        media: media))),
            File(path: "OEBPS/nav.xhtml", content: .text(EPUBDocuments.navigation(book))),
            File(path: "OEBPS/cover.xhtml", content: .text(EPUBDocuments.cover(book, picture: pictures.cover?.name))),
        ]
        for (index, letter) in book.letters.enumerated() {
            files.append(
                File(
                    path: "OEBPS/\(EPUBDocuments.documentName(index))",
                    content: .text(
                        EPUBDocuments.letter(
                            letter, address: { pictures.address($0) ?? media.address($0) }, problems: problems,
                            stickerAddress: { stickers.address(of: $0, in: letter) }, poster: media.posterAddress))))
        }
        files.append(File(path: "OEBPS/book.css", content: .text(EPUBDocuments.style(language: book.language))))
        for picture in pictures.all {
            files.append(File(path: "OEBPS/" + picture.name, content: .copy(path: picture.source)))
        }
        for (index, png) in stickers.pngs.enumerated() {
            files.append(File(path: "OEBPS/" + EPUBStickers.name(index), content: .bytes(png)))
        }
        for item in media.items { files.append(File(path: "OEBPS/" + item.name, content: .copy(path: item.source))) }
        for poster in media.posters { files.append(File(path: "OEBPS/" + poster.name, content: .bytes(poster.png))) }
        return files
    }

    /// Where the package document is.
    static let container = """
        <?xml version="1.0" encoding="UTF-8"?>
        <container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
          <rootfiles>
            <rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>
          </rootfiles>
        </container>

        """

    /// The package document: the book's metadata, every file, the reading order.
    static func package(
        _ book: BoundBook, identifier: String, modified: String, pictures: EPUBPictures, stickers: EPUBStickers,
        media: EPUBMediaFiles
    ) -> String {
        let language = EPUBDocuments.xml(book.language)
        var opf = """
            <?xml version="1.0" encoding="UTF-8"?>
            <package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="\(language)">
              <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
                <dc:identifier id="book-id">\(EPUBDocuments.xml(identifier))</dc:identifier>
                <dc:title>\(EPUBDocuments.xml(book.title))</dc:title>

            """
        if let author = book.author { opf += "    <dc:creator>\(EPUBDocuments.xml(author))</dc:creator>\n" }
        opf += "    <dc:language>\(language)</dc:language>\n"
        opf += "    <meta property=\"dcterms:modified\">\(EPUBDocuments.xml(modified))</meta>\n"
        if pictures.cover != nil { opf += "    <meta name=\"cover\" content=\"cover-image\"/>\n" }
        opf += "  </metadata>\n  <manifest>\n"
        opf += "    <item id=\"nav\" href=\"nav.xhtml\" media-type=\"application/xhtml+xml\" properties=\"nav\"/>\n"
        opf += "    <item id=\"cover\" href=\"cover.xhtml\" media-type=\"application/xhtml+xml\"/>\n"
        for index in book.letters.indices {
            opf +=
                "    <item id=\"letter-\(index + 1)\" href=\"\(EPUBDocuments.documentName(index))\" "
                + "media-type=\"application/xhtml+xml\"/>\n"
        }
        opf += "    <item id=\"style\" href=\"book.css\" media-type=\"text/css\"/>\n"
        for picture in pictures.all {
            let properties = picture.isCover ? " properties=\"cover-image\"" : ""
            opf +=
                "    <item id=\"\(picture.id)\" href=\"\(picture.name)\" media-type=\"\(picture.media.mediaType)\"\(properties)/>\n"
        }
        for index in stickers.pngs.indices {
            opf += "    <item id=\"sticker-\(index + 1)\" href=\"\(EPUBStickers.name(index))\" media-type=\"image/png\"/>\n"
        }
        opf += media.manifest
        opf += "  </manifest>\n  <spine>\n    <itemref idref=\"cover\"/>\n    <itemref idref=\"nav\"/>\n"
        for index in book.letters.indices { opf += "    <itemref idref=\"letter-\(index + 1)\"/>\n" }
        opf += "  </spine>\n</package>\n"
        return opf
    }
}

/// The pictures a book's EPUB carries: the cover and each letter's
/// pictures that can be read and are of a type EPUB carries, once each
/// however often they are used.
struct EPUBPictures {
    struct Picture {
        var id: String
        /// Its path in the content folder: `images/picture-1.png`.
        var name: String
        var source: String
        var media: EPUBMedia
        var isCover: Bool
    }

    private(set) var all: [Picture] = []
    private var bySource: [String: Int] = [:]

    init(_ book: BoundBook, header: (String) -> [UInt8]?, drawn: (String) -> String? = { _ in nil }) {
        /// The file to carry for `path` and its type: the file itself, or for
        /// an SVG drawing (whatever its name) the PNG drawn of it; nil when
        /// there is none. An address (`PictureTarget`) is never opened.
        func carried(_ path: String) -> (source: String, media: EPUBMedia)? {
            guard !PictureTarget.isAddress(path), let bytes = header(path), let media = EPUBMedia(header: bytes) else {
                return nil
            }
            guard media == .svg else { return (path, media) }
            guard let png = drawn(path), let bytes = header(png), EPUBMedia(header: bytes) == .png else { return nil }
            return (png, .png)
        }
        if let cover = book.cover, let (source, media) = carried(cover) {
            all.append(
                Picture(
                    id: "cover-image", name: "images/cover.\(media.fileExtension)", source: source, media: media,
                    isCover: true))
        }
        for letter in book.letters {
            for picture in letter.pictures.sources where picture.kind == .picture && bySource[picture.path] == nil {
                guard let (source, media) = carried(picture.path) else { continue }
                let number = all.filter { !$0.isCover }.count + 1
                bySource[picture.path] = all.count
                all.append(
                    Picture(
                        id: "picture-\(number)", name: "images/picture-\(number).\(media.fileExtension)",
                        source: source, media: media, isCover: false))
            }
        }
    }

    var cover: Picture? { all.first(where: \.isCover) }

    /// Where a letter's document finds `source`, or nil to draw its frame.
    func address(_ source: PictureSource) -> String? {
        guard source.kind == .picture, let index = bySource[source.path] else { return nil }
        return all[index].name
    }
}

/// The stickers a book's EPUB carries: each different PNG file its letters'
/// stickers are drawn with (`BookLetter.stickerPictures`), once, as
/// `images/sticker-N.png`. Why by the file's bytes: two letters may name
/// `stickers/heart.png` for two different hearts, and one heart put in
/// twenty letters is one file.
struct EPUBStickers {
    /// The files, in the order first met.
    private(set) var pngs: [[UInt8]] = []
    private var index: [[UInt8]: Int] = [:]

    init(_ book: BoundBook) {
        for letter in book.letters {
            for sticker in letter.stickers.stickers {
                guard let png = letter.stickerPictures[sticker], index[png] == nil else { continue }
                index[png] = pngs.count
                pngs.append(png)
            }
        }
    }

    /// The file's path in the content folder for the `index`th PNG (from 0).
    static func name(_ index: Int) -> String { "images/sticker-\(index + 1).png" }

    /// Where `letter`'s document finds `sticker`, or nil to draw its frame.
    func address(of sticker: Sticker, in letter: BookLetter) -> String? {
        guard let png = letter.stickerPictures[sticker], let found = index[png] else { return nil }
        return EPUBStickers.name(found)
    }
}
