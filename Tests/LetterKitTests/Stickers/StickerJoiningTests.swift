import Testing

@testable import LetterKit

/// An accent, a joiner or a variation selector right after a sticker would
/// join its character into another grapheme and lose the sticker: typed or
/// pasted, the gate refuses it and the letter stays as it was.
@Suite struct StickerJoiningTests {
    @Test(arguments: ["\u{0301}", "\u{200D}", "\u{FE0F}", "\u{E0100}", "\u{0301}more", "\u{200D}\u{0301}"])
    func typedOrPastedRightAfterAStickerIsRefused(text: String) {
        for edit in [EditCommand.insert(text), .paste(text)] {
            var page = stickerPage("Dear \(stk())|, Sam")
            #expect(page.perform(edit) == .refused(.wouldJoinSticker), "\(edit)")
            #expect(markup(of: page) == "Dear \(stk())|, Sam")
            #expect(page.document.paragraphs[0].characters.filter(StickerMark.isMark).count == 1)
        }
    }

    @Test func aSelectionEndingAtAStickerIsRefusedTooAndKept() {
        var page = stickerPage("Dear \(stk())[x|")
        #expect(page.perform(.insert("\u{0301}")) == .refused(.wouldJoinSticker))
        #expect(markup(of: page) == "Dear \(stk())[x|")
    }

    @Test func elsewhereTheSameMarksStillJoinAsTheyDo() {
        // An accent after a letter, one after a space after a sticker, a
        // letter and a joiner before one: none touches a sticker's character.
        var page = stickerPage("e|\(stk())")
        #expect(page.perform(.insert("\u{0301}")) == .applied)
        #expect(markup(of: page) == "e\u{0301}|\(stk())")
        var spaced = stickerPage("\(stk()) |")
        #expect(spaced.perform(.insert("\u{0301}")) == .applied)
        #expect(markup(of: spaced) == "\(stk()) \u{0301}|")
        var before = stickerPage("a|\(stk())")
        #expect(before.perform(.insert("b")) == .applied)
        #expect(markup(of: before) == "ab|\(stk())")
        #expect(before.perform(.insert("\u{200D}")) == .applied)
        #expect(markup(of: before) == "ab\u{200D}|\(stk())")
    }

    @Test func theRefusalIsSaidOnTheStatusRow() {
        var editor = EditorHarness.defaultPaper(text: "", path: "/tmp/s.letter")
        editor.press(Key.alt(.character("s")))
        editor.send(.reply(.stickersListed([], skipped: 0)))
        editor.press(.enter)
        #expect(editor.press(.character("\u{0301}")) == [.flash])
        #expect(editor.message?.tone == .error)
        #expect(editor.statusRow.contains("A sticker takes no accent or joiner after it"))
        editor.send(.input(.paste("\u{200D}x")))
        #expect(editor.state.page.document.paragraphs[0].characters.count == 1)
    }
}
