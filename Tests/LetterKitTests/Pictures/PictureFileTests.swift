import Testing

@testable import LetterKit

/// The file syntax: `![caption](path){lines=N}` paragraphs, read and written.
@Suite struct PictureFileTests {
    @Test(arguments: [
        ("![Bridge](pics/b.png){lines=6}", "Bridge", "pics/b.png", 6),
        ("![](b.png)", "", "b.png", nil),
        ("![a [nested] one](x.jpg)", "a [nested] one", "x.jpg", nil),
        ("![esc \\] aped](x.jpg)", "esc ] aped", "x.jpg", nil),
        ("![sp](<my photo (1).jpg>){lines=3}", "sp", "my photo (1).jpg", 3),
        ("![t](x.png){lines=4 width=50%}  ", "t", "x.png", 4),
    ] as [(String, String, String, Int?)])
    func reads(line: String, caption: String, path: String, lines: Int?) throws {
        let syntax = try #require(PictureSyntax(line: line))
        #expect(syntax.caption == caption)
        #expect(syntax.path == path)
        #expect(syntax.lines == lines)
    }

    @Test(arguments: [
        "Look: ![a](b.png)", "![a](b.png) and more", "![a]", "![a](b.png", "[a](b.png)", "![a](has space.png)",
        "![a](b.png){lines=0}", "![a](b.png){lines=x}", "![a]()", "![a](b.png)x",
    ])
    func otherLinesAreText(line: String) {
        #expect(PictureSyntax(line: line) == nil)
    }

    @Test(arguments: [
        PictureSyntax(caption: "Bridge at dusk", path: "trip.files/b.png", lines: 6),
        PictureSyntax(caption: "star * and _ [x] `c` <h>", path: "a b/(c).png", lines: 2),
        PictureSyntax(caption: "", path: "/abs/x\\y.jpg", lines: nil),
        PictureSyntax(caption: "다리 앞에서 👍", path: "사진/다리.jpeg", lines: 12),
    ])
    func writesWhatItReads(syntax: PictureSyntax) throws {
        let read = try #require(PictureSyntax(line: syntax.line))
        #expect(read == syntax)
    }

    @Test func bodyRoundTrip() {
        let body = "Dear Sam,\n![Bridge](trip.files/b.png){lines=6}\n**Love**\n![](trip.files/song.mp3)"
        let page = Page(paper: .letter, body: body, ink: true, pictures: PictureReading(folder: "/home/a"))
        #expect(page.lineCount == 1 + 6 + 1 + 1)
        #expect(page.document.pictures.sources.map(\.path) == ["/home/a/trip.files/b.png", "/home/a/trip.files/song.mp3"])
        let written = LetterFile.body(
            of: page.document.styledParagraphs, ink: true, keeping: page.markdownSources,
            pictures: page.document.pictures, folder: "/home/a")
        #expect(written == body)
    }

    @Test func pathsOutsideTheFolderStayAbsolute() {
        let page = Page(paper: .letter, body: "![x](../up.png){lines=2}", ink: true, pictures: PictureReading(folder: "/home/a"))
        let written = LetterFile.body(
            of: page.document.styledParagraphs, ink: true, pictures: page.document.pictures, folder: "/home/a")
        #expect(written == "![x](/home/up.png){lines=2}")
    }

    @Test func heightComesFromFactsWhenNotWritten() {
        let body = "![a](a.png)\n![b](b.png)\n![c](c.png)"
        #expect(LetterFile.picturesNeedingFacts(inBody: body, folder: "/l") == ["/l/a.png", "/l/b.png", "/l/c.png"])
        let reading = PictureReading(
            folder: "/l",
            facts: ["/l/a.png": .picture(width: 640, height: 480, bytes: 1), "/l/b.png": .problem(.missing)])
        let page = Page(paper: sheet(40, 40), body: body, ink: true, pictures: reading)
        // 40 columns: 640 × 480 is 15 lines; unknown pictures take 4.
        #expect(page.document.pictureMarks.map(\.lines) == [15, 4, 4])
    }

    @Test func plainFilesKeepTheSyntaxAsText() {
        let page = Page(paper: .letter, body: "![a](a.png){lines=5}", ink: false)
        #expect(page.document.pictureMarks.isEmpty)
        #expect(page.text == "![a](a.png){lines=5}")
    }

    @Test(arguments: [
        ("pics/b.png", "/home/a", "/home/a/pics/b.png"),
        ("../b.png", "/home/a", "/home/b.png"),
        ("/x/./y/../b.png", "/home/a", "/x/b.png"),
        ("b.png", ".", "b.png"),
        ("../b.png", "sub", "b.png"),
        ("../../b.png", ".", "../../b.png"),
    ])
    func resolvesPaths(written: String, folder: String, resolved: String) {
        #expect(PicturePath.resolve(written, in: folder) == resolved)
    }

    @Test func filesFolderIsNamedAfterTheLetter() {
        #expect(PicturePath.filesFolder(forLetterAt: "/home/a/trip.letter") == "/home/a/trip.letter.files")
        #expect(PicturePath.filesFolder(forLetterAt: "trip.md") == "trip.md.files")
        #expect(PicturePath.filesFolder(forLetterAt: "/notes") == "/notes.files")
        #expect(PicturePath.isInside("/home/a/trip.files/b.png", folder: "/home/a/trip.files"))
        #expect(!PicturePath.isInside("/home/a/trip.filesX/b.png", folder: "/home/a/trip.files"))
    }
}
