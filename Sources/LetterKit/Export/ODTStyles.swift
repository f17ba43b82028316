/// Where an ODT document's type and lines fall, in points: the PDF's
/// geometry for the same paper and sheet (`PrintGeometry`), so the type is
/// the size the PDF prints it.
struct ODTPageLayout {
    let cell: Double
    let fontSize: Double
    let row: Double
    let margin: Double
    let textWidth: Double
    let pageWidth: Double
    let minimumHeight: Double
    let family: String

    init(_ request: ODTRequest) {
        let range = PaperDefinition.marginRange
        let paperMargin = min(max(request.paper.look.margin, range.lowerBound), range.upperBound)
        let geometry = PrintGeometry(page: request.page, columns: request.paper.columns, margin: paperMargin)
        cell = geometry.cell
        fontSize = geometry.fontSize
        row = geometry.row
        margin = geometry.printMargin
        // Room for a fifth more than the columns: an emoji's face is wider
        // than its two cells, and a line must never wrap again.
        let columns = Double(request.paper.columns)
        textWidth = max(Double(geometry.sheetCells), columns + (columns / 5).rounded(.up) + 2) * cell
        pageWidth = textWidth + 2 * margin
        minimumHeight = geometry.pageHeight
        family = PrintFace.family(language: request.language)
    }

    /// A page as tall as everything it holds, a tenth more for the faces'
    /// own line heights, and never shorter than the sheet: one page.
    func pageHeight(addressRows: Int, letterRows: Int) -> Double {
        let rows = Double(addressRows + (addressRows > 0 ? 1 : 0) + letterRows + 1)
        return max(minimumHeight, 2 * margin + rows * row * 1.1)
    }
}

/// styles.xml: the print face as the default type, the page, the letter's
/// and the address block's paragraph styles.
enum ODTStyles {
    static let namespaces: [(String, String)] = [
        ("xmlns:office", "urn:oasis:names:tc:opendocument:xmlns:office:1.0"),
        ("xmlns:style", "urn:oasis:names:tc:opendocument:xmlns:style:1.0"),
        ("xmlns:text", "urn:oasis:names:tc:opendocument:xmlns:text:1.0"),
        ("xmlns:fo", "urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"),
        ("xmlns:svg", "urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"),
        ("xmlns:draw", "urn:oasis:names:tc:opendocument:xmlns:drawing:1.0"),
        ("xmlns:xlink", "http://www.w3.org/1999/xlink"),
        ("office:version", "1.3"),
    ]

    static func points(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return "\(rounded)pt"
    }

    static func xml(request: ODTRequest, layout: ODTPageLayout, lines: ODTLines) -> String {
        var xml = XMLMarkup()
        xml.open("office:document-styles", namespaces)
        xml.newline()
        xml.open("office:font-face-decls")
        xml.empty(
            "style:font-face",
            [("style:name", layout.family), ("svg:font-family", layout.family), ("style:font-pitch", "fixed")])
        xml.close()
        xml.newline()
        xml.open("office:styles")
        let size = points(layout.fontSize)
        var textProperties = [
            ("style:font-name", layout.family), ("style:font-name-asian", layout.family),
            ("style:font-name-complex", layout.family), ("fo:font-size", size), ("style:font-size-asian", size),
            ("style:font-size-complex", size),
        ]
        textProperties += languageAttributes(request.language)
        xml.open("style:default-style", [("style:family", "paragraph")])
        xml.empty("style:text-properties", textProperties)
        xml.close()
        xml.newline()
        paragraphStyle(&xml, name: "Letter", display: "Letter", below: 0, layout: layout)
        paragraphStyle(&xml, name: "Address", display: "Address", below: layout.row, layout: layout)
        xml.close()
        xml.newline()
        xml.open("office:automatic-styles")
        xml.open("style:page-layout", [("style:name", "Sheet")])
        let height = layout.pageHeight(addressRows: request.envelope.addressLines.count, letterRows: lines.rows)
        let margin = points(layout.margin)
        xml.empty(
            "style:page-layout-properties",
            [
                ("fo:page-width", points(layout.pageWidth)), ("fo:page-height", points(height)),
                ("style:print-orientation", "portrait"), ("fo:margin-top", margin), ("fo:margin-bottom", margin),
                ("fo:margin-left", margin), ("fo:margin-right", margin), ("style:writing-mode", "lr-tb"),
            ])
        xml.close()
        xml.close()
        xml.newline()
        xml.open("office:master-styles")
        xml.empty("style:master-page", [("style:name", "Standard"), ("style:page-layout-name", "Sheet")])
        return xml.finished
    }

    /// A paragraph style with no space around it but `below`, whose lines
    /// are at least a writing line apart (a large line takes what it needs).
    private static func paragraphStyle(
        _ xml: inout XMLMarkup, name: String, display: String, below: Double, layout: ODTPageLayout
    ) {
        xml.open(
            "style:style", [("style:name", name), ("style:display-name", display), ("style:family", "paragraph")])
        xml.empty(
            "style:paragraph-properties",
            [
                ("fo:margin-top", "0pt"), ("fo:margin-bottom", points(below)), ("fo:margin-left", "0pt"),
                ("fo:margin-right", "0pt"), ("style:line-height-at-least", points(layout.row)),
                ("fo:text-align", "start"), ("fo:hyphenate", "false"),
            ])
        xml.close()
        xml.newline()
    }

    /// `fo:language` and `fo:country` (and their Asian twins) for a tag
    /// such as `ko` or `en-GB`; none for a tag that is not letters.
    static func languageAttributes(_ tag: String) -> [(String, String)] {
        let parts = tag.split(separator: "-").map(String.init)
        guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy(\.isASCIILetter)
        else { return [] }
        var attributes = [("fo:language", language.lowercased()), ("style:language-asian", language.lowercased())]
        if parts.count > 1, parts[1].count == 2, parts[1].allSatisfy(\.isASCIILetter) {
            attributes += [("fo:country", parts[1].uppercased()), ("style:country-asian", parts[1].uppercased())]
        }
        return attributes
    }
}

extension Character {
    fileprivate var isASCIILetter: Bool { isASCII && isLetter }
}
