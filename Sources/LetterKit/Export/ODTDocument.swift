/// What an ODT export is made of: the letter as it stands on its paper,
/// and the pictures the program read for it.
public struct ODTRequest: Sendable {
    public var paragraphs: [StyledText]
    public var paper: Paper
    public var pictures: PictureShelf
    public var stickers: StickerShelf
    public var envelope: Envelope
    /// The document's title: the envelope's recipient, else the file's name
    /// (as the PDF is titled).
    public var title: String
    /// The letter's language tag (its `lang:`, else guessed from its scripts).
    public var language: String
    /// The sheet whose width the type is scaled to, as the PDF's is.
    public var page: PrintPageSize
    /// The pictures carried, by the path of their source.
    public var embedded: [String: ODTPicture]
    /// Why a picture is not carried, by path: drawn as its frame instead.
    public var problems: [String: PictureProblem]
    /// The stickers' PNG files, carried as pictures.
    public var stickerPictures: StickerPictures

    public init(
        paragraphs: [StyledText], paper: Paper, pictures: PictureShelf, stickers: StickerShelf, envelope: Envelope,
        title: String, language: String, page: PrintPageSize = .a4, embedded: [String: ODTPicture] = [:],
        problems: [String: PictureProblem] = [:], stickerPictures: StickerPictures = StickerPictures()
    ) {
        self.paragraphs = paragraphs
        self.paper = paper
        self.pictures = pictures
        self.stickers = stickers
        self.envelope = envelope
        self.title = title
        self.language = language
        self.page = page
        self.embedded = embedded
        self.problems = problems
        self.stickerPictures = stickerPictures
    }
}

/// A letter as an OpenDocument text package (ODF 1.3): the files, in the
/// order the zip holds them, `mimetype` first (the program stores it
/// uncompressed, as the format asks, so a reader knows the file by its
/// first bytes), then the manifest, the content, the styles, the metadata
/// and the pictures under `Pictures/`.
///
/// Type: the print face (Noto Sans Mono CJK, the PDF's) at the PDF's size
/// for the same paper and sheet (`PrintGeometry`), so every character takes
/// its cells; the text area a little wider than the paper's columns, so a
/// word processor's own wrapping (with an emoji face wider than two cells)
/// never breaks a line the letter does not; the page as tall as the letter,
/// so it is one page.
public enum ODTDocument {
    /// The package's media type, the content of `mimetype`.
    public static let mediaType = "application/vnd.oasis.opendocument.text"

    /// The files of `request`'s document.
    public static func files(_ request: ODTRequest) -> [EPUBBook.File] {
        let layout = ODTPageLayout(request)
        let lines = ODTLines(request, cell: layout.cell, row: layout.row)
        let stickers = ODTStickers(request.stickerPictures)
        var pictures: [ODTPicture] = []
        var seen = Set<String>()
        for picture in request.embedded.values.sorted(by: { $0.name < $1.name }) where seen.insert(picture.name).inserted {
            pictures.append(picture)
        }
        var files: [EPUBBook.File] = [
            EPUBBook.File(path: "mimetype", content: .text(mediaType)),
            EPUBBook.File(path: "META-INF/manifest.xml", content: .text(manifest(pictures + stickers.pictures))),
            EPUBBook.File(
                path: "content.xml",
                content: .text(ODTContent.xml(lines: lines, request: request, layout: layout, stickers: stickers))),
            EPUBBook.File(path: "styles.xml", content: .text(ODTStyles.xml(request: request, layout: layout, lines: lines))),
            EPUBBook.File(path: "meta.xml", content: .text(meta(request))),
        ]
        for picture in pictures + stickers.pictures {
            files.append(EPUBBook.File(path: picture.name, content: .bytes(picture.bytes)))
        }
        return files
    }

    /// Every file of the package and its media type.
    static func manifest(_ pictures: [ODTPicture]) -> String {
        var xml = XMLMarkup()
        xml.open(
            "manifest:manifest",
            [("xmlns:manifest", "urn:oasis:names:tc:opendocument:xmlns:manifest:1.0"), ("manifest:version", "1.3")])
        xml.newline()
        let entries = [("/", mediaType), ("content.xml", "text/xml"), ("styles.xml", "text/xml"), ("meta.xml", "text/xml")]
            + pictures.map { ($0.name, $0.mediaType) }
        for (path, type) in entries {
            var attributes = [("manifest:full-path", path), ("manifest:media-type", type)]
            if path == "/" { attributes.append(("manifest:version", "1.3")) }
            xml.empty("manifest:file-entry", attributes)
            xml.newline()
        }
        return xml.finished
    }

    /// The document's metadata: its title, language and the program that made it.
    static func meta(_ request: ODTRequest) -> String {
        var xml = XMLMarkup()
        xml.open(
            "office:document-meta",
            [
                ("xmlns:office", "urn:oasis:names:tc:opendocument:xmlns:office:1.0"),
                ("xmlns:meta", "urn:oasis:names:tc:opendocument:xmlns:meta:1.0"),
                ("xmlns:dc", "http://purl.org/dc/elements/1.1/"), ("office:version", "1.3"),
            ])
        xml.open("office:meta")
        xml.element("meta:generator", content: "letter")
        xml.element("dc:title", content: HTMLPage.shown(request.title))
        xml.element("dc:language", content: request.language)
        return xml.finished
    }
}

/// The stickers' pictures a package carries, once each, as
/// `Pictures/sticker-N.png`.
struct ODTStickers {
    private(set) var pictures: [ODTPicture] = []
    private var names: [Sticker: String] = [:]

    init(_ held: StickerPictures) {
        for (sticker, png) in held.pngs.sorted(by: { $0.key.name < $1.key.name }) {
            let name = "Pictures/sticker-\(pictures.count + 1).png"
            names[sticker] = name
            pictures.append(ODTPicture(name: name, mediaType: "image/png", bytes: png, caption: sticker.name))
        }
    }

    /// Where the package holds `sticker`'s picture, or nil (its name is written).
    func name(of sticker: Sticker) -> String? { names[sticker] }
}
