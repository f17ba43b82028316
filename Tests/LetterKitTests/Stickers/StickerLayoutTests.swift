import Testing

@testable import LetterKit

/// A sticker is one character two cells wide: the wrap, the gate, the cursor,
/// the selection and undo treat it as one.
@Suite struct StickerLayoutTests {
    @Test(arguments: [0, 1, 239, 240, 57_599, StickerMark.maximumID])
    func markRoundTrip(id: Int) throws {
        let character = StickerMark(id: id).character
        #expect(String(character).count == 1, "a mark is one grapheme")
        #expect(try #require(StickerMark(character)).id == id)
        #expect(PictureMark(character) == nil, "a sticker is not a picture")
    }

    @Test func privateUseAndLoneNoncharactersAreText() {
        // Private-use characters from a file or a paste stay text at their
        // own width; a lone U+FDD1 is a noncharacter shown as U+FFFD.
        // A noncharacter cannot be written as a literal.
        let lone = Character(Unicode.Scalar(UInt32(0xFDD1)) ?? "?")
        #expect(lone != "?")
        for (character, width): (Character, Int) in [("\u{F0001}", 1), ("\u{10FFFD}", 1), ("\u{E000}", 1), (lone, 1)] {
            #expect(StickerMark(character) == nil)
            #expect(CellWidth.of(character) == width)
        }
        let tooLong = Character(String(StickerMark(id: 3).character) + "\u{E0100}")
        #expect(StickerMark(tooLong) == nil)
    }

    @Test func stickerTakesTwoCells() {
        #expect(CellWidth.of(StickerMark(id: 5).character) == 2)
        #expect(CellWidth.of("a\(stk())b") == 4)
        let paragraph = Paragraph(Array("a\(stk())b"), columns: 10)
        #expect(paragraph.cellWidth(at: 1) == 2)
    }

    @Test func stickerAtTheRightEdgeWraps() {
        // 8 cells and a sticker fill 10 columns; 9 cells leave one, and the
        // sticker, like any wide character, never straddles the edge.
        assertWrap("abcdefgh\(stk())", columns: 10, ["abcdefgh\(stk())"])
        assertWrap("abcdefghi\(stk())", columns: 10, ["abcdefghi", "\(stk())"])
        assertWrap("abc \(stk())\(stk())\(stk())\(stk())", columns: 10, ["abc ", "\(stk())\(stk())\(stk())\(stk())"])
    }

    @Test func stickerIsNotAWordSpace() {
        let page = stickerPage("Dear \(stk())|")
        #expect(page.document.wordCount == 2)
    }

    @Test func cursorStepsOverAStickerAsOneCharacter() {
        var page = stickerPage("a|\(stk())b")
        page.move(.right)
        #expect(page.cursor == Position(paragraph: 0, offset: 2))
        #expect(page.point(of: page.cursor).column == 3)
        page.move(.left)
        #expect(page.cursor == Position(paragraph: 0, offset: 1))
    }

    @Test func stickPutsOneCharacterAndUndoTakesItAway() {
        var page = stickerPage("Dear |", stickers: [])
        #expect(page.perform(.stick(Stickers.heart)) == .applied)
        expectMarkup(page, "Dear \(stk(0))|")
        #expect(page.document.stickers[0] == Stickers.heart)
        #expect(page.perform(.stick(Stickers.heart)) == .applied)
        #expect(page.document.stickers.stickers.count == 1, "the same sticker takes one entry")
        page.perform(.undo)
        page.perform(.undo)
        expectMarkup(page, "Dear |")
        page.perform(.redo)
        expectMarkup(page, "Dear \(stk(0))|")
        #expect(page.document.stickers[0] == Stickers.heart)
    }

    @Test func stickerRefusedAtAFullPage() {
        // A 2-line paper, 5 columns: the last line has 4 cells, a sticker
        // would wrap onto a third line.
        var page = stickerPage("abcde\nabcd|", stickers: [], paper: sheet(2, 5))
        #expect(page.perform(.stick(Stickers.star)) == .refused(.wouldOverflow(reason: .wrap, lines: 3, limit: 2)))
        expectMarkup(page, "abcde\nabcd|")
    }

    @Test func stickersInASelectionCutAndPasted() throws {
        var page = stickerPage("a[\(stk(0))b\(stk(1))|c")
        let copied = try #require(page.selectedStyledText)
        #expect(page.perform(.deleteBackward) == .applied)
        expectMarkup(page, "a|c")
        page.move(.right)
        #expect(page.perform(.pasteStyled(copied)) == .applied)
        expectMarkup(page, "ac\(stk(0))b\(stk(1))|")
        #expect(page.document.paragraphs[0].characters.compactMap { page.document.stickers.sticker(for: $0) } == [
            Stickers.heart, Stickers.star,
        ])
        page.perform(.undo)
        page.perform(.undo)
        expectMarkup(page, "a[\(stk(0))b\(stk(1))|c")
    }

    @Test func aPastedMarkFromOutsideIsNotASticker() {
        var page = stickerPage("|")
        page.perform(.paste("x\(stk(0))y"))
        expectMarkup(page, "x\u{FFFD}y|")
        page.perform(.insert(stk(1)))
        expectMarkup(page, "x\u{FFFD}y\u{FFFD}|")
    }

    @Test func renderShowsAStickerByName() {
        let page = stickerPage("Dear \(stk(0)) Sam \(stk(1))|")
        #expect(page.document.shownLines == ["Dear :heart: Sam :star:"])
        #expect(page.plainText() == "Dear :heart: Sam :star:")
    }

    @Test func hostileNamesAreShownEscaped() {
        let sticker = Sticker(name: "a\u{1B}[31mb", path: "stickers/a.png")
        #expect(StickerText.readable(sticker) == ":a^[[31mb:")
        #expect(StickerNames.fileStem(sticker.name) == "a-31mb")
        #expect(StickerNames.fileStem("../../etc") == "etc")
        #expect(StickerNames.fileStem("") == "sticker")
    }

    @Test(arguments: [
        ("stickers/heart.png", true), ("heart.png", true), ("/etc/passwd", false), ("../x.png", false),
        ("stickers/../../x.png", false), ("https://a.b/c.png", false), ("", false),
    ])
    func pathsAreConfined(path: String, confined: Bool) {
        #expect(Sticker(name: "x", path: path).isConfined == confined)
    }

    @Test func frameDrawsAPlaceholderInTwoCells() {
        var cells = [Cell](repeating: Cell(" ", .paper), count: 6)
        let after = Frame.put(StickerMark(id: 0).character, into: &cells, column: 1, style: .paper)
        #expect(after == 3)
        #expect(cells.map(\.text) == [" ", "[", "]", " ", " ", " "])
    }
}
