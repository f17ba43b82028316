import Testing

@testable import LetterKit

/// Edits beside pictures: a picture always stands alone in its paragraph.
@Suite struct PictureEditingTests {
    private func expectEdit(
        _ before: String, _ command: EditCommand, _ after: String, undoable: Bool = true,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var page = picturePage(before, sourceLocation: sourceLocation)
        let outcome = page.perform(command)
        expectMarkup(page, after, sourceLocation: sourceLocation)
        #expect(picturesStandAlone(page), sourceLocation: sourceLocation)
        #expect(page.lineCount == Document(page.text, columns: page.paper.columns).lineCount, sourceLocation: sourceLocation)
        #expect(page.canUndo == undoable, "\(outcome)", sourceLocation: sourceLocation)
        if undoable {
            page.perform(.undo)
            expectMarkup(page, before, sourceLocation: sourceLocation)
        }
    }

    @Test func typingBeforeAPictureMakesAParagraphAboveIt() {
        expectEdit("|\(pic(3))", .insert("x"), "x|\n\(pic(3))")
    }

    @Test func typingAfterAPictureMakesAParagraphBelowIt() {
        expectEdit("\(pic(3))|", .insert("x"), "\(pic(3))\nx|")
    }

    @Test func enterBeforeAndAfterAPicture() {
        expectEdit("|\(pic(3))", .newline, "\n|\(pic(3))")
        expectEdit("\(pic(3))|", .newline, "\(pic(3))\n|")
    }

    @Test func backspaceAfterAPictureRemovesIt() {
        expectEdit("a\n\(pic(3))|\nb", .deleteBackward, "a\n|\nb")
    }

    @Test func deleteBeforeAPictureRemovesIt() {
        expectEdit("a\n|\(pic(3))\nb", .deleteForward, "a\n|\nb")
    }

    @Test func backspaceBetweenTextAndAPictureOnlyMoves() {
        expectEdit("abc\n|\(pic(3))", .deleteBackward, "abc|\n\(pic(3))", undoable: false)
        expectEdit("\(pic(3))\n|abc", .deleteBackward, "\(pic(3))|\nabc", undoable: false)
    }

    @Test func deleteBetweenTextAndAPictureOnlyMoves() {
        expectEdit("abc|\n\(pic(3))", .deleteForward, "abc\n|\(pic(3))", undoable: false)
    }

    @Test func deletingARangeThatLeavesTextBesideAPictureKeepsThemApart() {
        var page = picturePage("ab[c\n\(pic(3))\nd|ef")
        page.perform(.deleteBackward)
        #expect(picturesStandAlone(page))
        expectMarkup(page, "ab|ef")
        var other = picturePage("ab[c\nd|ef\n\(pic(3))")
        other.perform(.deleteBackward)
        expectMarkup(other, "ab|ef\n\(pic(3))")
    }

    @Test func pasteHoldingAPictureKeepsItApart() {
        let styled = StyledText(Array("x\(pic(3))y"))
        expectEdit("ab|cd", .pasteStyled(styled), "abx\n\(pic(3))\ny|cd")
    }

    @Test func marksFromOutsideAreNotPictures() {
        var page = picturePage("a|")
        page.perform(.insert(pic(3)))
        page.perform(.paste("b\(pic(2))c"))
        #expect(page.document.pictureMarks.isEmpty)
        #expect(page.text == "a\u{FFFD}b\u{FFFD}c")
        let read = Page(paper: roomy, body: "x\(pic(4))y", ink: true)
        #expect(read.document.pictureMarks.isEmpty)
        #expect(read.lineCount == 1)
    }

    @Test func attachPutsThePictureInAParagraphOfItsOwn() {
        var page = picturePage("Dear Sam,|", sources: [])
        #expect(page.attach(PictureSource(caption: "b", path: "/p/b.png"), lines: 4) == .applied)
        expectMarkup(page, "Dear Sam,\n\(pic(4))|")
        #expect(page.lineCount == 5)
        page.perform(.undo)
        expectMarkup(page, "Dear Sam,|")
        page.perform(.redo)
        #expect(page.lineCount == 5)
    }

    @Test func attachThatDoesNotFitIsRefusedWithLinesNeededAndLeft() {
        var page = picturePage("a\nb\nc|", sources: [], paper: sheet(5, 20))
        let outcome = page.attach(PictureSource(caption: "b", path: "/p/b.png"), lines: 4)
        #expect(outcome == .refused(.pictureNeedsLines(lines: 4, left: 2)))
        #expect(page.text == "a\nb\nc")
        #expect(page.document.pictures.isEmpty, "a refused picture is not kept")
        #expect(!page.canUndo)
        let said = EditRefusal.pictureNeedsLines(lines: 4, left: 2).description
        #expect(said == "No room: that needs 4 more lines and 2 are left on the page.")
    }

    @Test func growAndShrinkThroughTheGate() {
        var page = picturePage("a\n|\(pic(3))", paper: sheet(5, 20))
        #expect(page.perform(.resizePicture(by: 1)) == .applied)
        #expect(page.lineCount == 5)
        #expect(page.perform(.resizePicture(by: 1)) == .refused(.pictureNeedsLines(lines: 1, left: 0)))
        #expect(page.perform(.resizePicture(by: -1)) == .applied)
        #expect(page.perform(.resizePicture(by: -1)) == .applied)
        #expect(page.perform(.resizePicture(by: -1)) == .refused(.pictureAtLeast(lines: 2)))
        #expect(page.lineCount == 3)
        #expect(page.cursor == Position(paragraph: 1, offset: 0), "the cursor stays on its side")
        page.perform(.undo)
        #expect(page.lineCount == 4)
    }

    @Test func resizeNeedsAPictureAtTheCursor() {
        var page = picturePage("a|\n\(pic(3))")
        #expect(page.perform(.resizePicture(by: 1)) == .refused(.noPictureAtCursor))
        var card = picturePage("\(pic(1))|", sources: [PictureSource(caption: "s", path: "/s.mp3")])
        #expect(card.perform(.resizePicture(by: 1)) == .refused(.attachmentIsOneLine))
    }

    /// Plain text keeps each block's caption and path, the path as a letter
    /// in that folder writes it: relative inside the folder, else whole.
    @Test(arguments: [
        ("/", "Hi\n[picture: bridge (p/b.png)]\n[attachment: a.mp3 (m/a.mp3)]"),
        ("/p", "Hi\n[picture: bridge (b.png)]\n[attachment: a.mp3 (/m/a.mp3)]"),
        ("/elsewhere", "Hi\n[picture: bridge (/p/b.png)]\n[attachment: a.mp3 (/m/a.mp3)]"),
        (".", "Hi\n[picture: bridge (/p/b.png)]\n[attachment: a.mp3 (/m/a.mp3)]"),
    ])
    func plainTextNamesThePicturesAndWhereTheyAre(folder: String, expected: String) {
        let page = picturePage(
            "Hi\n\(pic(3))\n\(pic(1, id: 1))|",
            sources: [PictureSource(caption: "bridge", path: "/p/b.png"), PictureSource(caption: "", path: "/m/a.mp3")])
        #expect(page.plainText(folder: folder) == expected)
    }
}
