import Testing

@testable import LetterKit

/// ODT's and DOCX's XML read into a letter's runs: each kept look, each
/// line break, each thing left out, and each hostile input refused.
@Suite("Documents: ODT and DOCX XML as runs")
struct DocumentImportTests {
    static let png: [UInt8] =
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 8, 0, 0, 0, 4, 8, 2, 0, 0, 0]

    /// The lines of runs a DOCX body of `paragraphs` reads into, and what
    /// it left out.
    static func docx(_ paragraphs: String, relationships: String? = nil) throws -> ImportedDocument {
        let body = """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <w:document xmlns:w="urn:w"><w:body>\(paragraphs)<w:sectPr/></w:body></w:document>
            """
        let parts: [String: [UInt8]] = [
            "word/document.xml": Array(body.utf8),
            "word/_rels/document.xml.rels": Array((relationships ?? "<Relationships/>").utf8),
            "word/media/image1.png": png,
        ]
        return try ImportedDocument.read(.docx, filesFolder: "x.letter.files") { path in parts[path] }
    }

    static func odt(_ body: String, styles: String = "") throws -> ImportedDocument {
        let content = """
            <?xml version="1.0" encoding="utf-8" ?>
            <office:document-content><office:automatic-styles>\(styles)</office:automatic-styles>
            <office:body><office:text>
            \(body)
            </office:text></office:body></office:document-content>
            """
        let parts: [String: [UInt8]] = ["content.xml": Array(content.utf8), "Pictures/0.png": png]
        return try ImportedDocument.read(.odt, filesFolder: "x.letter.files") { path in parts[path] }
    }

    static func text(_ text: String, _ styles: [String]? = nil, color: String? = nil, background: String? = nil) -> Run {
        Run(text: TextRun(text: text, textColor: color, background: background, textStyle: styles))
    }

    /// A heading's line: large type.
    static func large(_ text: String, _ styles: [String]? = nil) -> Run {
        Run(text: TextRun(text: text, fontSize: TypeSize.large.fontSize, textStyle: styles))
    }

    static let docxCases: [(String, [[Run]])] = [
        // Headings and titles, named by their style or an outline level, are large type.
        (
            "<w:p><w:pPr><w:pStyle w:val=\"Heading1\"/></w:pPr><w:r><w:t>Big</w:t></w:r></w:p><w:p><w:r><w:t>body</w:t></w:r></w:p>",
            [[large("Big")], [text("body")]]
        ),
        (
            "<w:p><w:pPr><w:pStyle w:val=\"Title\"/></w:pPr><w:r><w:rPr><w:b/></w:rPr><w:t>a</w:t><w:br/><w:t>b</w:t></w:r></w:p>",
            [[large("a", ["bold"])], [large("b", ["bold"])]]
        ),
        ("<w:p><w:pPr><w:pStyle w:val=\"heading 2\"/></w:pPr><w:r><w:t>h</w:t></w:r></w:p>", [[large("h")]]),
        ("<w:p><w:pPr><w:outlineLvl w:val=\"0\"/></w:pPr><w:r><w:t>h</w:t></w:r></w:p>", [[large("h")]]),
        ("<w:p><w:pPr><w:pStyle w:val=\"BodyText\"/><w:outlineLvl w:val=\"9\"/></w:pPr><w:r><w:t>b</w:t></w:r></w:p>", [[text("b")]]),
        ("<w:p><w:pPr><w:pStyle w:val=\"HeadingNotes\"/></w:pPr><w:r><w:t>b</w:t></w:r></w:p>", [[text("b")]]),
        ("<w:p><w:r><w:t>Dear Hana,</w:t></w:r></w:p>", [[text("Dear Hana,")]]),
        (
            "<w:p><w:r><w:t xml:space=\"preserve\">The </w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t>leaves</w:t></w:r></w:p>",
            [[text("The "), text("leaves", ["bold"])]]
        ),
        (
            "<w:p><w:r><w:rPr><w:i/><w:u w:val=\"single\"/><w:color w:val=\"FF0000\"/></w:rPr><w:t>red</w:t></w:r></w:p>",
            [[text("red", ["italic", "underline"], color: "#ff0000")]]
        ),
        ("<w:p><w:r><w:rPr><w:b w:val=\"0\"/><w:u w:val=\"none\"/></w:rPr><w:t>plain</w:t></w:r></w:p>", [[text("plain")]]),
        (
            "<w:p><w:r><w:rPr><w:highlight w:val=\"yellow\"/></w:rPr><w:t>marked</w:t></w:r></w:p>",
            [[text("marked", background: "#ffff00")]]
        ),
        ("<w:p><w:r><w:t>one</w:t><w:br/><w:t>two</w:t></w:r></w:p><w:p/><w:p><w:r><w:t>안녕</w:t></w:r></w:p>",
         [[text("one")], [text("two")], [], [text("안녕")]]),
        ("<w:p><w:r><w:t>a</w:t><w:tab/><w:t>b &amp; &#xD55C;</w:t></w:r></w:p>", [[text("a    b & 한")]]),
        ("<w:p><w:pPr><w:rPr><w:b/></w:rPr></w:pPr><w:r><w:t>not bold</w:t></w:r></w:p>", [[text("not bold")]]),
        ("<w:p><w:del><w:r><w:delText>gone</w:delText></w:r></w:del><w:r><w:t>kept</w:t></w:r></w:p>", [[text("kept")]]),
        ("<w:p><w:r><w:t>bell\u{7}</w:t></w:r></w:p><w:p/><w:p/>", [[text("bell")]]),
    ]

    @Test(arguments: docxCases)
    func docxRunsAreTheLetterLines(xml: String, lines: [[Run]]) throws {
        #expect(try Self.docx(xml).lines == lines)
    }

    static let odtStyles = """
        <style:style style:name="T1" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>
        <style:style style:name="T2" style:family="text" style:parent-style-name="T1"><style:text-properties fo:font-style="italic" fo:color="#0000FF"/></style:style>
        <style:style style:name="P1" style:family="paragraph"><style:text-properties style:text-underline-style="solid"/></style:style>
        """

    static let odtCases: [(String, [[Run]])] = [
        ("<text:p>Dear <text:span text:style-name=\"T1\">Hana</text:span>,</text:p>", [[text("Dear "), text("Hana", ["bold"]), text(",")]]),
        ("<text:p><text:span text:style-name=\"T2\">blue</text:span></text:p>", [[text("blue", ["bold", "italic"], color: "#0000ff")]]),
        ("<text:p text:style-name=\"P1\">under</text:p>", [[text("under", ["underline"])]]),
        ("<text:p>one<text:line-break/>two</text:p>\n<text:p/>\n<text:h>안녕하세요</text:h>", [[text("one")], [text("two")], [], [large("안녕하세요")]]),
        ("<text:h>a<text:line-break/>b</text:h><text:p>c</text:p>", [[large("a")], [large("b")], [text("c")]]),
        ("<text:p>  a\n   b<text:s text:c=\"3\"/>c</text:p>", [[text("a b   c")]]),
        ("<text:p>see<text:note><text:note-body><text:p>a note</text:p></text:note-body></text:note> this</text:p>", [[text("see this")]]),
    ]

    @Test(arguments: odtCases)
    func odtRunsAreTheLetterLines(xml: String, lines: [[Run]]) throws {
        #expect(try Self.odt(xml, styles: Self.odtStyles).lines == lines)
    }

    @Test func picturesAreCopiedUnderSafeNamesAtTheirSize() throws {
        let relationships = """
            <Relationships><Relationship Id="rId5" Type="image" Target="media/image1.png"/>
            <Relationship Id="rId6" Type="image" Target="https://example.com/a.png" TargetMode="External"/></Relationships>
            """
        let drawing = """
            <w:p><w:r><w:drawing><wp:inline><wp:extent cx="914400" cy="457200"/><a:graphic><pic:pic>
            <pic:blipFill><a:blip r:embed="rId5"/></pic:blipFill></pic:pic></a:graphic></wp:inline></w:drawing></w:r></w:p>
            <w:p><w:r><w:drawing><a:blip r:embed="rId6"/></w:drawing></w:r></w:p>
            """
        let word = try Self.docx(drawing, relationships: relationships)
        #expect(word.lines == [[Run(image: ImageRun(url: "x.letter.files/image1.png", width: 72, height: 36))]])
        #expect(word.pictures == [ReceivedLetter.File(name: "image1.png", bytes: Self.png)])
        #expect(word.leftOut == [.linkedPictures])

        let open = try Self.odt(
            "<text:p><draw:frame svg:width=\"1in\" svg:height=\"0.5in\"><draw:image xlink:href=\"Pictures/0.png\"/></draw:frame></text:p>")
        #expect(open.lines == [[Run(image: ImageRun(url: "x.letter.files/0.png", width: 72, height: 36))]])
        #expect(open.pictures.map(\.name) == ["0.png"])
    }

    @Test func whatALetterCannotHoldIsNamedOnce() throws {
        let word = try Self.docx(
            """
            <w:tbl><w:tr><w:tc><w:p><w:r><w:t>cell</w:t></w:r></w:p></w:tc></w:tr></w:tbl>
            <w:tbl/><w:p><w:r><w:footnoteReference w:id="1"/></w:r><w:fldSimple w:instr="PAGE"><w:r><w:t>3</w:t></w:r></w:fldSimple></w:p>
            <w:p><w:r><w:txbxContent><w:p><w:r><w:t>boxed</w:t></w:r></w:p></w:txbxContent></w:r></w:p>
            """)
        #expect(word.leftOut == [.tables, .footnotes, .fields, .frames])
        #expect(word.lines == [[Self.text("cell")], [Self.text("3")]])
        let note = LeftOut.note(word.leftOut)
        #expect(note.contains("tables") && note.contains("footnotes"))

        let open = try Self.odt(
            "<table:table><table:table-row><table:table-cell><text:p>cell</text:p></table:table-cell></table:table-row></table:table>"
                + "<text:p><text:page-number>1</text:page-number><office:annotation><text:p>hm</text:p></office:annotation></text:p>")
        #expect(open.leftOut == [.tables, .fields, .comments])
        #expect(open.lines == [[Self.text("cell")], [Self.text("1")]])
    }

    @Test func entitiesAndDoctypesAreRefusedBeforeReading() {
        let xxe = "<?xml version=\"1.0\"?><!DOCTYPE w [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><w:document>&x;</w:document>"
        #expect(throws: DocumentProblem.declaresEntities) { try XMLEvents.of(Array(xxe.utf8)) }
        #expect(throws: DocumentProblem.declaresEntities) { try XMLEvents.of(Array("<a><!entity x 'y'></a>".utf8)) }
        #expect(throws: DocumentProblem.malformedXML(offset: 3)) { try XMLEvents.of(Array("<a>&x;</a>".utf8)) }
        #expect(throws: DocumentProblem.malformedXML(offset: 6)) { try XMLEvents.of(Array("<a><b></a>".utf8)) }
        let deep = String(repeating: "<a>", count: XMLEvents.depthLimit + 1)
        #expect(throws: DocumentProblem.nestedTooDeep) { try XMLEvents.of(Array(deep.utf8)) }
    }

    @Test func xmlEventsKeepCDATAAndSkipComments() throws {
        let events = try XMLEvents.of(Array("<a x='1 &lt; 2'><!-- c --><![CDATA[<b>]]><b/></a>".utf8))
        #expect(events == [.start("a", ["x": "1 < 2"]), .text("<b>"), .start("b", [:]), .end("b"), .end("a")])
    }

    @Test func picturesOverTheLimitsAndPathsOutsideAreRefused() throws {
        var huge = Self.png
        huge[16...23] = [0, 0x01, 0x86, 0xA0, 0, 0x01, 0x86, 0xA0]
        let parts: [String: [UInt8]] = [
            "content.xml": Array(
                "<r><office:body><text:p><draw:frame><draw:image xlink:href=\"Pictures/h.png\"/></draw:frame></text:p></office:body></r>".utf8),
            "Pictures/h.png": huge,
        ]
        #expect(throws: DocumentProblem.pictureTooLarge("Pictures/h.png", width: 100_000, height: 100_000)) {
            try ImportedDocument.read(.odt, filesFolder: "f") { parts[$0] }
        }
        #expect(throws: DocumentProblem.unsafeEntry("../../evil.png")) { try ArchivePath.resolve("../../evil.png", from: "word/") }
        #expect(try ArchivePath.resolve("../media/a.png", from: "word/") == "media/a.png")
        #expect(try ArchivePath.resolve("/word/media/a.png", from: "word/") == "word/media/a.png")
    }

    @Test func pictureHeadersGiveTheirSize() {
        #expect(PictureHeader.of(Self.png) == PictureHeader(format: "png", width: 8, height: 4))
        #expect(PictureHeader.of(Array("GIF89a".utf8) + [10, 0, 20, 0]) == PictureHeader(format: "gif", width: 10, height: 20))
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0, 4, 0, 0, 0xFF, 0xC0, 0, 11, 8, 0, 30, 0, 40, 3, 0, 0, 0]
        #expect(PictureHeader.of(jpeg) == PictureHeader(format: "jpeg", width: 40, height: 30))
        #expect(PictureHeader.of(Array("not a picture".utf8)) == nil)
        #expect(!PictureHeader(format: "png", width: 10_001, height: 1).isWithinLimits)
        #expect(!PictureHeader(format: "png", width: 8_000, height: 6_000).isWithinLimits)
    }
}
