import Testing

@testable import LetterKit

/// Every sticker drawn as it looks: on opening, a shipped one takes its
/// built-in cells at once and each is asked of the shell once; what comes
/// back is drawn where the sticker stands, and what cannot be drawn keeps
/// its placeholder with one line said.
@Suite("Editor: stickers drawn")
struct EditorStickerDrawingTests {
    static let body = "Dear ![heart](stickers/heart.png){.sticker} Sam ![cat](stickers/cat.png){.sticker}"
    static let catCells = [
        StickerCell(top: RGB(red: 1, green: 2, blue: 3), bottom: nil), StickerCell(top: nil, bottom: RGB(red: 4, green: 5, blue: 6)),
    ]

    /// A letter at /tmp/box/s.letter holding `body`, opened as the editor
    /// opens one; and the effects of the first message.
    static func opened(_ body: String = body) -> (EditorHarness, [Effect]) {
        var editor = EditorHarness.defaultPaper()
        editor.state = EditorState(
            page: Page(paper: .letter, body: body, ink: true, pictures: PictureReading(folder: "/tmp/box")),
            path: "/tmp/box/s.letter")
        let effects = editor.send(.resize(rows: 24, columns: 80))
        return (editor, effects)
    }

    static func requests(in effects: [Effect]) -> [StickerRequest] {
        effects.flatMap { effect -> [StickerRequest] in
            if case .drawStickers(let requests) = effect { requests } else { [] }
        }
    }

    @Test func openingAsksForEachStickerOnceAndDrawsAShippedOneAtOnce() throws {
        var (editor, effects) = Self.opened()
        let requests = Self.requests(in: effects)
        #expect(requests.map(\.id) == [0, 1])
        #expect(requests.map(\.sticker.name) == ["heart", "cat"])
        #expect(requests.allSatisfy { $0.folder == "/tmp/box" })
        // The heart is drawn from its built-in cells before any answer; the
        // cat shows its placeholder.
        #expect(editor.screen[3].contains("Dear ▀▀ Sam []"), "\(editor.screen[3])")
        #expect(Self.requests(in: editor.type("x")).isEmpty, "asked once")
        #expect(Self.requests(in: editor.press(.control("z"))).isEmpty)
    }

    @Test func theCellsThatComeBackAreDrawnInTheirColours() throws {
        var (editor, effects) = Self.opened()
        let cat = try #require(Self.requests(in: effects).last)
        editor.send(.reply(.stickersDrawn([StickerDrawn(id: cat.id, sticker: cat.sticker, look: .cells(Self.catCells))])))
        #expect(editor.screen[3].contains("Dear ▀▀ Sam ▀▄"), "\(editor.screen[3])")
        let row = editor.frame.rows[3]
        let column = try #require(row.firstIndex { $0.text == "▄" })
        #expect(row[column - 1].ink == Ink(color: .rgb(RGB(red: 1, green: 2, blue: 3))))
        #expect(row[column].ink == Ink(color: .rgb(RGB(red: 4, green: 5, blue: 6))))
        #expect(editor.message == nil)
        // The incremental renderer draws it too, on a row whose text did not change.
        var renderer = FrameRenderer()
        var state = editor.state
        state.stickerCells[cat.id] = nil
        state.stickerDrawing.version -= 1
        renderer.render(state, state.terminal)
        #expect(renderer.frame.lines[3].contains("Sam []"))
        renderer.render(editor.state, editor.state.terminal)
        #expect(renderer.frame.lines[3].contains("Sam ▀▄"))
    }

    @Test func typingOnALineWithStickersDrawsThemAsTheWholeRowDoes() throws {
        var (editor, effects) = Self.opened()
        let cat = try #require(Self.requests(in: effects).last)
        editor.send(.reply(.stickersDrawn([StickerDrawn(id: cat.id, sticker: cat.sticker, look: .cells(Self.catCells))])))
        var renderer = FrameRenderer()
        renderer.render(editor.state, editor.state.terminal)
        editor.press(.right, .right)
        editor.type("ab")
        renderer.render(editor.state, editor.state.terminal)
        #expect(renderer.frame.lines == render(editor.state, editor.state.terminal).lines)
        #expect(renderer.frame.rows[3] == render(editor.state, editor.state.terminal).rows[3])
    }

    @Test func oneThatCannotBeDrawnKeepsItsPlaceholderAndOneLineIsSaid() throws {
        let body = Self.body + " ![dog](stickers/dog.png){.sticker} ![x](/etc/x.png){.sticker}"
        var (editor, effects) = Self.opened(body)
        let requests = Self.requests(in: effects)
        #expect(requests.map(\.sticker.name) == ["heart", "cat", "dog", "x"])
        for request in requests.dropFirst() {
            editor.send(.reply(.stickersDrawn([StickerDrawn(id: request.id, sticker: request.sticker, look: .problem("no such file"))])))
        }
        #expect(editor.message?.tone == .warning)
        #expect(editor.statusRow.contains("Sticker :cat: not drawn: stickers/cat.png: no such file (and 2 more)"), "\(editor.statusRow)")
        #expect(editor.screen[3].contains("Sam [] [] []"))
    }

    @Test func aShippedOneWhoseFileIsMissingKeepsItsCellsAndSaysNothing() throws {
        var (editor, effects) = Self.opened()
        let heart = try #require(Self.requests(in: effects).first)
        editor.send(.reply(.stickersDrawn([StickerDrawn(id: heart.id, sticker: heart.sticker, look: .problem("no such file"))])))
        #expect(editor.message == nil)
        #expect(editor.screen[3].contains("Dear ▀▀ Sam"))
    }

    @Test func anAnswerForAnotherStickerIsLeftAlone() throws {
        var (editor, effects) = Self.opened()
        let cat = try #require(Self.requests(in: effects).last)
        let other = Sticker(name: "cat", path: "stickers/other.png")
        editor.send(.reply(.stickersDrawn([StickerDrawn(id: cat.id, sticker: other, look: .cells(Self.catCells))])))
        #expect(editor.screen[3].contains("Sam []"))
        editor.send(.reply(.stickersDrawn([StickerDrawn(id: 99, sticker: other, look: .problem("x"))])))
        #expect(editor.message == nil)
    }

    @Test func aStickerPutInFromThePickerIsNotAskedFor() {
        var editor = EditorHarness.defaultPaper(text: "", path: "/tmp/box/s.letter")
        editor.press(Key.alt(.character("s")))
        let own = StickerChoice(name: "cat", png: [0x89, 0x50], isOwn: true, cells: Self.catCells)
        editor.send(.reply(.stickersListed([own], skipped: 0)))
        editor.type("cat")
        #expect(Self.requests(in: editor.press(.enter)).isEmpty)
        #expect(editor.screen[3].contains("▀▄"), "\(editor.screen[3])")
    }

    @Test func thePickerShowsEachStickerAsItWillLook() throws {
        var editor = EditorHarness.defaultPaper(text: "", path: "/tmp/box/s.letter")
        editor.press(Key.alt(.character("s")))
        let drawn = StickerChoice(name: "cat", png: [0x89, 0x50], isOwn: true, cells: Self.catCells)
        let undrawn = StickerChoice(name: "dog", png: [0x89, 0x50], isOwn: true)
        editor.send(.reply(.stickersListed([drawn, undrawn], skipped: 0)))
        let text = editor.screenText
        #expect(text.contains("▀▀ heart"))
        #expect(text.contains("▀  moon"), "moon's right cell is the paper")
        #expect(text.contains("▀▄ cat"))
        #expect(text.contains("[] dog"))
        // In colour, on the chosen row too (the box's style, not the selection's).
        let row = try #require(editor.frame.rows.first { $0.map(\.text).joined().contains("▀▀ heart") })
        let heart = try #require(row.firstIndex { $0.text == "▀" })
        #expect(row[heart].style == .help)
        #expect(row[heart].ink.color == ShippedStickers.cells(named: "heart")?.first?.top.map { .rgb($0) })
    }
}
