import LetterKit
import Testing

@testable import LetterKit

/// Alt-S: the sticker picker (the shipped set and the person's own,
/// filtered by name, Enter puts one in through the gate, Esc cancels) and
/// the stickers' files written beside the letter when it is saved.
@Suite("Editor: stickers")
struct EditorStickerTests {
    static let stickers = Key.alt(.character("s"))
    static let own = StickerChoice(name: "cat", png: [0x89, 0x50, 1, 2], isOwn: true)

    /// Alt-S, and the shell's answer with `own`.
    static func picking(_ editor: inout EditorHarness, own: [StickerChoice] = [own]) {
        #expect(editor.press(Self.stickers) == [.listStickers])
        editor.send(.reply(.stickersListed(own, skipped: 0)))
    }

    @Test func thePickerListsTheShippedSetThenTheirOwn() throws {
        var editor = EditorHarness.defaultPaper(text: "Dear Sam,", path: "/tmp/s.letter")
        Self.picking(&editor)
        guard case .chooseSticker(let palette) = editor.state.mode else {
            Issue.record("no picker: \(editor.state.mode)")
            return
        }
        #expect(palette.entries.map(\.action.name) == ShippedStickers.names + ["cat"])
        #expect(palette.entries.count >= 13)
        // Each shown as its two cells and its name: a shipped one drawn, one
        // whose cells the shell did not give as its placeholder.
        #expect(editor.screenText.contains("▀▀ heart"))
        #expect(editor.screenText.contains("[] cat"))
    }

    @Test func typingFiltersAndEnterPutsTheStickerIn() {
        var editor = EditorHarness.defaultPaper(text: "Dear Sam,", path: "/tmp/s.letter")
        editor.press(.end, .character(" "))
        Self.picking(&editor)
        editor.type("moo")
        editor.press(.enter)
        #expect(editor.state.mode == .editing)
        let characters = editor.state.page.document.paragraphs[0].characters
        #expect(characters.count == 11)
        let sticker = editor.state.page.document.stickers.sticker(for: characters[10])
        #expect(sticker == Sticker(name: "moon", path: "stickers/moon.png"))
        #expect(editor.state.page.document.shownLines.first == "Dear Sam, :moon:")
        #expect(editor.state.isModified)
        editor.press(.control("z"))
        #expect(editor.text == "Dear Sam, ")
    }

    @Test func escapeCancels() {
        var editor = EditorHarness.defaultPaper(text: "Dear", path: "/tmp/s.letter")
        Self.picking(&editor)
        editor.press(.escape)
        #expect(editor.state.mode == .editing)
        #expect(editor.text == "Dear")
    }

    @Test func refusedAtAFullPageWithTheUsualMessage() throws {
        // 3 lines of 20, the last full: a sticker would wrap past it, refused
        // as a typed character would be.
        let text = "a\nb\n12345678901234567890"
        var editor = try EditorHarness.smallPaper(text: text, path: "/tmp/s.letter")
        var typed = editor
        editor.press(.ctrl(.end))
        typed.press(.ctrl(.end), .character("x"))
        Self.picking(&editor)
        #expect(editor.press(.enter) == [.flash])
        #expect(editor.text == text)
        #expect(editor.message?.tone == .error)
        #expect(editor.message == typed.message)
    }

    @Test func savingWritesTheStickersThenTheLetterNamingWhereEachWent() throws {
        var editor = EditorHarness.defaultPaper(text: "", path: "/tmp/box/s.letter")
        Self.picking(&editor)
        editor.type("cat")
        editor.press(.enter)
        Self.picking(&editor)
        editor.type("heart")
        editor.press(.enter)
        let effects = editor.press(.control("s"))
        guard case .writeStickers(let folder, let files)? = effects.first else {
            Issue.record("no stickers written first: \(effects)")
            return
        }
        #expect(folder == "/tmp/box")
        #expect(files.map(\.path) == ["stickers/cat.png", "stickers/heart.png"])
        #expect(files.first?.png == Self.own.png)
        #expect(files.last?.png == ShippedStickers.png(named: "heart"))
        // A different cat.png was there: the shell wrote cat-2.png.
        let saved = editor.send(.reply(.stickersWritten(StickerWriteResult(written: [0: "stickers/cat-2.png", 1: "stickers/heart.png"]))))
        let request = try #require(EditorHarness.saveRequest(in: saved))
        #expect(request.text == "![cat](stickers/cat-2.png){.sticker}![heart](stickers/heart.png){.sticker}")
    }

    @Test func aStickerNotWrittenIsSaidAndTheLetterSavedAllTheSame() throws {
        var editor = EditorHarness.defaultPaper(text: "", path: "/tmp/box/s.letter")
        Self.picking(&editor)
        editor.press(.enter)
        editor.press(.control("s"))
        let saved = editor.send(
            .reply(.stickersWritten(StickerWriteResult(written: [:], notWritten: [
                StickerNotWritten(path: "stickers/heart.png", problem: .noSpace)
            ]))))
        let request = try #require(EditorHarness.saveRequest(in: saved))
        #expect(request.text == "![heart](stickers/heart.png){.sticker}")
        editor.send(.reply(.saveFinished(.saved(path: "/tmp/box/s.letter"))))
        #expect(editor.statusRow.contains("sticker not written: stickers/heart.png: No space left on device"))
    }

    @Test func aPlainTextFileWritesNoStickerFile() {
        var editor = EditorHarness.defaultPaper(text: "", path: "/tmp/box/s.txt")
        Self.picking(&editor)
        editor.press(.enter)
        let effects = editor.press(.control("s"))
        #expect(!effects.contains { if case .writeStickers = $0 { true } else { false } })
    }

    @Test func theSameNameFromTheirOwnFolderTakesAnotherPath() {
        var editor = EditorHarness.defaultPaper(text: "", path: "/tmp/box/s.letter")
        let theirHeart = StickerChoice(name: "heart", png: [1, 2, 3], isOwn: true)
        Self.picking(&editor, own: [theirHeart])
        editor.press(.enter)
        Self.picking(&editor, own: [theirHeart])
        editor.type("heart")
        editor.press(.down, .enter)
        let shelf = editor.state.page.document.stickers.stickers
        #expect(shelf.map(\.path) == ["stickers/heart.png", "stickers/heart-2.png"])
    }

    @Test func readOnlyRefuses() {
        var editor = EditorHarness.defaultPaper(text: "x", path: "/tmp/s.letter")
        editor.state.isReadOnly = true
        #expect(editor.press(Self.stickers) == [.flash])
        #expect(editor.message?.tone == .warning)
    }
}
