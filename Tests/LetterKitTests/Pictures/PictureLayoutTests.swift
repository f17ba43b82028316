import Testing

@testable import LetterKit

@Suite struct PictureLayoutTests {
    @Test(arguments: [(0, 1), (0, 2), (7, 6), (239, 240), (57_599, 57_599), (PictureMark.maximumID, 3)])
    func markRoundTrip(id: Int, lines: Int) throws {
        let mark = PictureMark(id: id, lines: lines)
        let character = mark.character
        #expect(String(character).count == 1, "a mark is one grapheme")
        let decoded = try #require(PictureMark(character))
        #expect(decoded == mark)
        #expect(decoded.id == id && decoded.lines == lines)
    }

    @Test func ordinaryCharactersAreNotMarks() {
        for character: Character in ["a", "가", "\u{F0001}", "\u{E0100}", "👍🏽", "\n"] {
            #expect(PictureMark(character) == nil)
        }
    }

    @Test func pictureTakesItsLines() {
        let page = picturePage("Dear Sam,\n\(pic(4))\nLove|")
        #expect(page.lineCount == 6)
        #expect(page.document.paragraphs[1].lineStarts == [0, 1, 1, 1])
        #expect(page.document.firstLine(ofParagraph: 2) == 5)
        #expect(page.document.wordCount == 3, "a picture is not a word")
    }

    @Test func wrapOfAMarkWithTextAroundItStillCountsTheBlock() {
        // Never made by an edit, but the wrap is total: text, the block, text.
        let starts = wrap(Array("ab\(pic(3))cd"), columns: 10)
        #expect(starts == [0, 2, 3, 3, 3])
    }

    @Test func attachmentTakesOneLine() {
        var page = picturePage("Dear|", sources: [])
        #expect(page.attach(PictureSource(caption: "song", path: "/m/song.mp3"), lines: 9) == .applied)
        #expect(page.lineCount == 2)
        #expect(page.document.pictureMarks.map(\.lines) == [1])
    }

    @Test func kindByExtension() {
        #expect(PictureKind(path: "/a/B.PNG") == .picture)
        #expect(PictureKind(path: "photo.jpeg") == .picture)
        #expect(PictureKind(path: "talk.mp3") == .attachment)
        #expect(PictureKind(path: "notes") == .attachment)
        #expect(PictureKind(path: ".png") == .attachment)
    }

    @Test func naturalHeightKeepsTheShapeWithinHalfThePaper() throws {
        let paper = try Paper(lines: 30, columns: 40)
        // 400 × 300 at 40 columns: 40 × 300 / 400 / 2 = 15 lines, half the paper.
        #expect(PictureHeight.natural(width: 400, height: 300, paper: paper) == 15)
        #expect(PictureHeight.natural(width: 400, height: 100, paper: paper) == 5)
        #expect(PictureHeight.natural(width: 100, height: 1000, paper: paper) == 15)
        #expect(PictureHeight.natural(width: 1000, height: 10, paper: paper) == 2)
        #expect(PictureHeight.natural(width: 0, height: 0, paper: paper) == 2)
    }

    @Test func cursorBeforeAndAfterAPicture() {
        var page = picturePage("ab\n|\(pic(4))\ncd", paper: sheet(20, 30))
        #expect(page.point(of: page.cursor) == VisualPoint(row: 1, column: 0))
        page.move(.right)
        #expect(page.cursor == Position(paragraph: 1, offset: 1))
        #expect(page.point(of: page.cursor) == VisualPoint(row: 4, column: 30))
        page.move(.right)
        #expect(page.cursor == Position(paragraph: 2, offset: 0))
    }

    @Test func upAndDownCrossAPictureWithoutSticking() {
        var page = picturePage("a|b\n\(pic(4))\ncd")
        page.move(.down)
        #expect(page.cursor == Position(paragraph: 1, offset: 0))
        page.move(.down)
        #expect(page.cursor == Position(paragraph: 1, offset: 1))
        page.move(.down)
        #expect(page.cursor.paragraph == 2)
        page.move(.up)
        #expect(page.cursor == Position(paragraph: 1, offset: 1))
        page.move(.up)
        #expect(page.cursor == Position(paragraph: 1, offset: 0))
        page.move(.up)
        #expect(page.cursor.paragraph == 0)
    }

    @Test func homeAndEndOnAPicture() {
        var page = picturePage("\(pic(3))|")
        page.move(.lineStart)
        #expect(page.cursor.offset == 0)
        page.move(.lineEnd)
        #expect(page.cursor.offset == 1)
    }
}
