import Testing

@testable import LetterKit

/// The renderer keeps a row without making its source again when its
/// paragraph is the same version and still starts on the same line
/// (`PaperLayout.stillShows`). These are the cases where the paragraph is
/// unchanged but its row is not what it was.
@Suite("Rows kept from the last frame")
struct UnchangedRowsTests {
    /// A renderer that has drawn `state` once.
    static func drawn(_ state: EditorState) -> FrameRenderer {
        var renderer = FrameRenderer()
        renderer.render(state, state.terminal)
        return renderer
    }

    /// Whether `renderer`, brought up to date with `state`, draws what a
    /// whole render draws.
    static func drawsWhole(_ renderer: inout FrameRenderer, _ state: EditorState) -> Bool {
        renderer.render(state, state.terminal) == render(state, state.terminal)
    }

    static func typing(_ text: String, into state: inout EditorState) {
        for character in text { _ = update(&state, .key(.character(character))) }
    }

    /// Between two frames the paragraph above gains a line and the one below
    /// loses one: the letter keeps its line count, the middle paragraph keeps
    /// its id and moves down a row.
    @Test func anUnchangedParagraphThatMovedIsDrawnWhereItLands() {
        var state = EditorState(
            page: Page(paper: sheet(10, 20), text: "Dear Sam,\nmiddle\nthe last one wraps here"),
            path: "/tmp/a.letter")
        _ = update(&state, .resize(rows: 24, columns: 80))
        var renderer = Self.drawn(state)
        let lines = state.page.lineCount
        let middle = state.page.document.paragraphs[1].id
        _ = update(&state, .key(.up))
        _ = update(&state, .key(.up))
        _ = update(&state, .key(.end))
        Self.typing(" how are you", into: &state)
        _ = update(&state, .key(.ctrl(.end)))
        for _ in 0..<" here".count { _ = update(&state, .key(.backspace)) }
        #expect(state.page.lineCount == lines)
        #expect(state.page.document.paragraphs[1].id == middle)
        #expect(Self.drawsWhole(&renderer, state))
    }

    /// A selection made over unchanged rows draws them selected, and taking
    /// it away draws them plain again.
    @Test func aSelectionOverUnchangedRowsIsDrawn() {
        var state = EditorState(page: Page(paper: sheet(10, 20), text: "one\ntwo\nthree"), path: "/tmp/a.letter")
        _ = update(&state, .resize(rows: 24, columns: 80))
        var renderer = Self.drawn(state)
        _ = update(&state, .key(.shift(.down)))
        _ = update(&state, .key(.shift(.down)))
        #expect(Self.drawsWhole(&renderer, state))
        _ = update(&state, .key(.right))
        #expect(Self.drawsWhole(&renderer, state))
    }

    /// The text shrinks by a line: the ruled line it leaves is drawn empty,
    /// and a ruled line below the text stays as it was.
    @Test func aLineTheTextLeavesIsRuledAgain() {
        var state = EditorState(page: Page(paper: sheet(10, 20), text: "one\ntwo"), path: "/tmp/a.letter")
        _ = update(&state, .resize(rows: 24, columns: 80))
        var renderer = Self.drawn(state)
        _ = update(&state, .key(.ctrl(.end)))
        for _ in 0..<4 { _ = update(&state, .key(.backspace)) }
        #expect(state.page.text == "one")
        #expect(Self.drawsWhole(&renderer, state))
        _ = update(&state, .key(.enter))
        Self.typing("again", into: &state)
        #expect(Self.drawsWhole(&renderer, state))
    }

    /// A picture's rows are kept while the block is the same paragraph on
    /// the same lines with the same looks: typing below it keeps them, and
    /// its drawing arriving, a line wrapped or pushed in above it and a
    /// selection over it each draw it again where and as it now is.
    @Test func aPictureRowIsKeptOnlyWhileItIsTheSame() throws {
        var editor = EditorHarness(
            paper: try Paper(lines: 10, columns: 20), text: "Dear Sam,", path: "/home/a/trip.letter", rows: 16,
            columns: 60)
        editor.send(.move(.documentEnd, selecting: false))
        editor.press(.alt(.character("p")))
        editor.type("b.png")
        editor.press(.enter)
        editor.send(.attachmentLooked(path: "/home/a/b.png", .picture(width: 400, height: 200, bytes: 9)))
        let mark = try #require(editor.state.page.document.pictureMarks.first)
        var renderer = Self.drawn(editor.state)
        editor.type("so")
        #expect(Self.drawsWhole(&renderer, editor.state))
        let rows = (0..<mark.lines).map { row in
            (0..<20).map { _ in PictureGlyph(symbol: "▚", foreground: UInt8(16 + row), background: 231) }
        }
        editor.send(.picturesLooked([PictureLooked(mark: mark, look: .art(PictureArt(columns: 20, rows: rows)))]))
        #expect(Self.drawsWhole(&renderer, editor.state))
        editor.type(" long, and then some")
        #expect(Self.drawsWhole(&renderer, editor.state))
        // Between two frames the line above gains a row and the one below
        // loses one: the letter keeps its line count, the picture its
        // paragraph and id, and it moves down a row.
        let lines = editor.state.page.lineCount
        let pictureID = editor.state.page.document.paragraphs[1].id
        editor.send(.move(.documentStart, selecting: false))
        editor.type("Hello again, ")
        editor.send(.move(.documentEnd, selecting: false))
        for _ in 0..<" and then some".count { editor.press(.backspace) }
        #expect(editor.state.page.lineCount == lines)
        #expect(editor.state.page.document.paragraphs[1].id == pictureID)
        #expect(Self.drawsWhole(&renderer, editor.state))
        editor.press(.enter)
        #expect(Self.drawsWhole(&renderer, editor.state))
        editor.send(.move(.documentEnd, selecting: true))
        #expect(Self.drawsWhole(&renderer, editor.state))
        editor.press(.right)
        #expect(Self.drawsWhole(&renderer, editor.state))
    }
}
