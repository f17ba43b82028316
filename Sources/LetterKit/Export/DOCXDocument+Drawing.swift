/// A picture or a sticker in a Word document: an inline drawing
/// (`wp:inline`) of the image the package carries, its size in EMU.
extension DOCXDocument {
    /// EMU (English Metric Units) in a point: 12 700.
    static let emuPerPoint = 12_700.0

    /// The drawing of `image`, numbered `number` + 1 in the document; its
    /// words in a run instead when the package does not carry its file.
    func drawing(_ image: ImageRun, number: inout Int, size: TypeSize) -> XMLElement {
        guard let index = mediaByURL[image.url] else {
            return textRun(image.alt.map { "[" + $0 + "]" } ?? "", look: nil, size: size)
        }
        let picture = media[index]
        number += 1
        let box = ((image.width ?? LetterRuns.stickerPoints) * scale, (image.height ?? LetterRuns.stickerPoints) * scale)
        let fitted = picture.pixels?.fitted(in: box) ?? box
        let width = String(Int((fitted.0 * Self.emuPerPoint).rounded()))
        let height = String(Int((fitted.1 * Self.emuPerPoint).rounded()))
        let id = String(number)
        let words = image.alt ?? picture.name
        let extent = [XMLAttribute("cx", width), XMLAttribute("cy", height)]
        let graphic = XMLElement(
            "a:graphic", [XMLAttribute("xmlns:a", DOCXNames.drawing)],
            [
                .element(
                    XMLElement(
                        "a:graphicData", [XMLAttribute("uri", DOCXNames.picture)],
                        [
                            .element(
                                XMLElement(
                                    "pic:pic", [XMLAttribute("xmlns:pic", DOCXNames.picture)],
                                    [
                                        .element(
                                            XMLElement(
                                                "pic:nvPicPr", [],
                                                [
                                                    .element(
                                                        XMLElement("pic:cNvPr", [XMLAttribute("id", id), XMLAttribute("name", picture.name)])),
                                                    .element(XMLElement("pic:cNvPicPr")),
                                                ])),
                                        .element(
                                            XMLElement(
                                                "pic:blipFill", [],
                                                [
                                                    .element(XMLElement("a:blip", [XMLAttribute("r:embed", picture.relationship)])),
                                                    .element(XMLElement("a:stretch", [], [.element(XMLElement("a:fillRect"))])),
                                                ])),
                                        .element(
                                            XMLElement(
                                                "pic:spPr", [],
                                                [
                                                    .element(
                                                        XMLElement(
                                                            "a:xfrm", [],
                                                            [
                                                                .element(XMLElement("a:off", [XMLAttribute("x", "0"), XMLAttribute("y", "0")])),
                                                                .element(XMLElement("a:ext", extent)),
                                                            ])),
                                                    .element(
                                                        XMLElement(
                                                            "a:prstGeom", [XMLAttribute("prst", "rect")],
                                                            [.element(XMLElement("a:avLst"))])),
                                                ])),
                                    ])),
                        ])),
            ])
        let inline = XMLElement(
            "wp:inline", ["distT", "distB", "distL", "distR"].map { XMLAttribute($0, "0") },
            [
                .element(XMLElement("wp:extent", extent)),
                .element(
                    XMLElement(
                        "wp:docPr", [XMLAttribute("id", id), XMLAttribute("name", "Picture " + id), XMLAttribute("descr", words)])),
                .element(graphic),
            ])
        return XMLElement("w:r", [], [.element(XMLElement("w:drawing", [], [.element(inline)]))])
    }
}

/// A picture the package carries: its file, its type, its size in pixels
/// when its header says it.
public struct DOCXMedia: Hashable, Sendable {
    public var content: EPUBBook.File.Content
    public var type: EPUBMedia
    public var pixels: HeaderPixels?
    /// Its number in the package, from 1, given by the document.
    public internal(set) var number = 0

    public init(content: EPUBBook.File.Content, type: EPUBMedia, pixels: HeaderPixels?) {
        self.content = content
        self.type = type
        self.pixels = pixels
    }

    /// Its file's name under `word/media/`: a number, so no name needs escaping.
    public var name: String { "image\(number).\(type.fileExtension)" }
    /// Its relationship's id in `word/_rels/document.xml.rels`.
    var relationship: String { "rIdImage\(number)" }
}
