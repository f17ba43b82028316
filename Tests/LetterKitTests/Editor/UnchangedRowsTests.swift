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
}
