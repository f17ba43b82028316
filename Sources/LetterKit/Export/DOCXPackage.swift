/// A letter as the files of a Word document (Office Open XML's
/// WordprocessingML): what goes into the zip, the program zipping them
/// (`EPUBArchive`, the same writer as a book's).
///
/// The parts: `[Content_Types].xml`, `_rels/.rels`, `docProps/core.xml`
/// (the title, the language), `word/document.xml` (`DOCXDocument`),
/// `word/styles.xml` (the print face at the print size, one character
/// style a look of ink), `word/_rels/document.xml.rels` and the pictures
/// under `word/media/`, named by number. Every part is written by
/// `XMLWriter`, so nothing of the letter is markup.
public enum DOCXPackage {
    /// The files of `document`'s package; `title` its title, `language` a
    /// BCP 47 tag that chooses the face (`PrintFace`) and is declared.
    public static func files(_ document: DOCXDocument, title: String, language: String) -> [EPUBBook.File] {
        var files: [EPUBBook.File] = [
            EPUBBook.File(path: "[Content_Types].xml", content: .text(contentTypes(document))),
            EPUBBook.File(path: "_rels/.rels", content: .text(packageRelationships)),
            EPUBBook.File(path: "docProps/core.xml", content: .text(core(title: title, language: language))),
            EPUBBook.File(path: "word/document.xml", content: .text(document.xml)),
            EPUBBook.File(path: "word/styles.xml", content: .text(styles(document, language: language))),
            EPUBBook.File(path: "word/_rels/document.xml.rels", content: .text(documentRelationships(document))),
        ]
        for picture in document.media {
            files.append(EPUBBook.File(path: "word/media/" + picture.name, content: picture.content))
        }
        return files
    }

    private static func contentTypes(_ document: DOCXDocument) -> String {
        var types: [XMLNode] = [
            .element(XMLElement("Default", [XMLAttribute("Extension", "rels"), XMLAttribute("ContentType", DOCXNames.relationshipsType)])),
            .element(XMLElement("Default", [XMLAttribute("Extension", "xml"), XMLAttribute("ContentType", "application/xml")])),
        ]
        for media in Set(document.media.map(\.type)).sorted(by: { $0.rawValue < $1.rawValue }) {
            types.append(
                .element(XMLElement("Default", [XMLAttribute("Extension", media.fileExtension), XMLAttribute("ContentType", media.mediaType)])))
        }
        for (part, type) in [
            ("/word/document.xml", DOCXNames.documentType), ("/word/styles.xml", DOCXNames.stylesType),
            ("/docProps/core.xml", DOCXNames.coreType),
        ] {
            types.append(.element(XMLElement("Override", [XMLAttribute("PartName", part), XMLAttribute("ContentType", type)])))
        }
        return XMLWriter.document(XMLElement("Types", [XMLAttribute("xmlns", DOCXNames.contentTypes)], types))
    }

    private static func relationship(_ id: String, _ type: String, _ target: String) -> XMLNode {
        .element(XMLElement("Relationship", [XMLAttribute("Id", id), XMLAttribute("Type", type), XMLAttribute("Target", target)]))
    }

    private static var packageRelationships: String {
        XMLWriter.document(
            XMLElement(
                "Relationships", [XMLAttribute("xmlns", DOCXNames.relationships)],
                [
                    relationship("rIdDocument", DOCXNames.officeDocument, "word/document.xml"),
                    relationship("rIdCore", DOCXNames.coreProperties, "docProps/core.xml"),
                ]))
    }

    private static func documentRelationships(_ document: DOCXDocument) -> String {
        let pictures = document.media.map { relationship($0.relationship, DOCXNames.image, "media/" + $0.name) }
        return XMLWriter.document(
            XMLElement(
                "Relationships", [XMLAttribute("xmlns", DOCXNames.relationships)],
                [relationship("rIdStyles", DOCXNames.styles, "styles.xml")] + pictures))
    }

    private static func core(title: String, language: String) -> String {
        XMLWriter.document(
            XMLElement(
                "cp:coreProperties",
                [
                    XMLAttribute("xmlns:cp", DOCXNames.coreNamespace), XMLAttribute("xmlns:dc", "http://purl.org/dc/elements/1.1/"),
                    XMLAttribute("xmlns:dcterms", "http://purl.org/dc/terms/"),
                ],
                [.element(XMLElement("dc:title", text: title)), .element(XMLElement("dc:language", text: language))]))
    }

    /// The defaults every run takes (the face, the size, the language, no
    /// space between paragraphs), the Normal style, the ink's styles.
    private static func styles(_ document: DOCXDocument, language: String) -> String {
        let face = PrintFace.family(language: language)
        let half = String(Int((2 * document.geometry.fontSize).rounded()))
        let fonts = XMLElement("w:rFonts", ["w:ascii", "w:hAnsi", "w:eastAsia", "w:cs"].map { XMLAttribute($0, face) })
        let runDefaults = XMLElement(
            "w:rPrDefault", [],
            [
                .element(
                    XMLElement(
                        "w:rPr", [],
                        [
                            .element(fonts), .element(XMLElement("w:sz", [XMLAttribute("w:val", half)])),
                            .element(XMLElement("w:szCs", [XMLAttribute("w:val", half)])),
                            .element(
                                XMLElement(
                                    "w:lang", ["w:val", "w:eastAsia", "w:bidi"].map { XMLAttribute($0, language) })),
                        ]))
            ])
        let paragraphDefaults = XMLElement(
            "w:pPrDefault", [],
            [
                .element(
                    XMLElement(
                        "w:pPr", [],
                        [
                            .element(
                                XMLElement(
                                    "w:spacing",
                                    [XMLAttribute("w:before", "0"), XMLAttribute("w:after", "0"), XMLAttribute("w:line", "240"), XMLAttribute("w:lineRule", "auto")]))
                        ]))
            ])
        let normal = XMLElement(
            "w:style", [XMLAttribute("w:type", "paragraph"), XMLAttribute("w:default", "1"), XMLAttribute("w:styleId", "Normal")],
            [.element(XMLElement("w:name", [XMLAttribute("w:val", "Normal")])), .element(XMLElement("w:qFormat"))])
        let children: [XMLNode] =
            [.element(XMLElement("w:docDefaults", [], [.element(runDefaults), .element(paragraphDefaults)])), .element(normal)]
            + document.ink.styles.map { .element($0) }
        return XMLWriter.document(XMLElement("w:styles", [XMLAttribute("xmlns:w", DOCXNames.main)], children))
    }
}

/// The namespaces and types a Word document names.
enum DOCXNames {
    static let main = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
    static let officeRelationships = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
    static let wordDrawing = "http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"
    static let drawing = "http://schemas.openxmlformats.org/drawingml/2006/main"
    static let picture = "http://schemas.openxmlformats.org/drawingml/2006/picture"
    static let relationships = "http://schemas.openxmlformats.org/package/2006/relationships"
    static let contentTypes = "http://schemas.openxmlformats.org/package/2006/content-types"
    static let coreNamespace = "http://schemas.openxmlformats.org/package/2006/metadata/core-properties"
    static let relationshipsType = "application/vnd.openxmlformats-package.relationships+xml"
    static let documentType = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"
    static let stylesType = "application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"
    static let coreType = "application/vnd.openxmlformats-package.core-properties+xml"
    static let officeDocument = officeRelationships + "/officeDocument"
    static let coreProperties = "http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties"
    static let styles = officeRelationships + "/styles"
    static let image = officeRelationships + "/image"

    /// The document element's namespace declarations.
    static let namespaces = [
        XMLAttribute("xmlns:w", main), XMLAttribute("xmlns:r", officeRelationships), XMLAttribute("xmlns:wp", wordDrawing),
    ]
}
