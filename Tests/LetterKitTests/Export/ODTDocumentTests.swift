import Testing

@testable import LetterKit

/// The ODT document as the core makes it: every value escaped, the lines
/// grouped between empty lines, spaces kept, the package's files in order.
@Suite("Export: ODT document")
struct ODTDocumentTests {
    static let paper = (try? Paper(lines: 8, columns: 10)) ?? .postcard

    func request(_ paragraphs: [StyledText], envelope: Envelope = Envelope()) -> ODTRequest {
        ODTRequest(
            paragraphs: paragraphs, paper: Self.paper, pictures: PictureShelf(), stickers: StickerShelf(),
            envelope: envelope, title: "a <title> & \"more\"", language: "ko")
    }

    func text(of file: EPUBBook.File) -> String {
        if case .text(let text) = file.content { return text }
        return ""
    }

    @Test func everyValueIsEscapedAndWhatXMLCannotHoldIsLeftOut() {
        #expect(XMLMarkup.escaped("<a href='x'>&\"</a>") == "&lt;a href=&apos;x&apos;&gt;&amp;&quot;&lt;/a&gt;")
        #expect(XMLMarkup.escaped("a\u{1}b\u{FFFF}c") == "abc")
        #expect(XMLMarkup.escaped("안녕 😀") == "안녕 😀")
        var xml = XMLMarkup(fragment: true)
        xml.open("text:p", [("text:style-name", "\"><evil/>")])
        xml.add("</text:p>")
        #expect(xml.finished == "<text:p text:style-name=\"&quot;&gt;&lt;evil/&gt;\">&lt;/text:p&gt;</text:p>\n")
    }

    @Test func thePackageStartsWithItsMimetypeAndTitlesTheDocument() {
        let files = ODTDocument.files(request([StyledText("Hi")]))
        #expect(files.map(\.path) == ["mimetype", "META-INF/manifest.xml", "content.xml", "styles.xml", "meta.xml"])
        #expect(text(of: files[0]) == "application/vnd.oasis.opendocument.text")
        #expect(text(of: files[4]).contains("<dc:title>a &lt;title&gt; &amp; &quot;more&quot;</dc:title>"))
        #expect(text(of: files[3]).contains("Noto Sans Mono CJK KR"))
    }

    @Test func linesBetweenEmptyLinesAreOneParagraphAndTheEmptyLinesTheSpaceAbove() {
        // "one two three" wraps on 10 columns: two lines, one paragraph.
        let lines = ODTLines(
            request([StyledText("one two three"), StyledText(""), StyledText(""), StyledText("four")]), cell: 6, row: 19)
        #expect(lines.groups.map(\.blankRows) == [0, 2])
        #expect(lines.groups.map(\.lines.count) == [2, 1])
        #expect(lines.rows == 5)
        let content = text(of: ODTDocument.files(request([StyledText("a"), StyledText(""), StyledText("b")]))[2])
        #expect(content.contains("<text:p text:style-name=\"P0\">a</text:p>"))
        #expect(content.contains("<text:p text:style-name=\"P1\">b</text:p>"))
    }

    @Test func runsOfSpacesAreKeptAndInkIsAStyle() {
        var body = XMLMarkup(fragment: true)
        ODTContent.addText(&body, "  a   b", lineStart: true)
        #expect(body.finished == "<text:s text:c=\"2\"/>a <text:s text:c=\"2\"/>b\n")
        let bold = StyledText(Array("bold"), runs: [StyleRun(0..<4, Ink(bold: true))])
        let content = text(of: ODTDocument.files(request([bold]))[2])
        #expect(content.contains("<style:text-properties fo:font-weight=\"bold\""))
        #expect(content.contains("<text:span text:style-name=\"T1\">bold</text:span>"))
    }
}
