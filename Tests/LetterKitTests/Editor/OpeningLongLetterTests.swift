import LetterKit
import Testing

/// A long letter opens in two steps: its first paragraphs are laid out and
/// drawn, then the whole letter, before any key is read. Nothing of it is lost
/// and the first screen is the same either way.
@Suite("Opening a long letter")
struct OpeningLongLetterTests {
    static let body = (1...2_000).map { "paragraph \($0) of a long letter" }.joined(separator: "\n")

    @Test func onlyALongBodyIsOpenedInParts() {
        let part = LetterFile.openingPart(of: Self.body)
        #expect(part == (1...256).map { "paragraph \($0) of a long letter" }.joined(separator: "\n"))
        #expect(LetterFile.openingPart(of: "short\nletter") == nil)
        #expect(LetterFile.openingPart(of: String(repeating: "x\n", count: 1_024)) == nil)
    }

    @Test func theWholeLetterFollowsAndTheFirstScreenIsTheSame() throws {
        let part = try #require(LetterFile.openingPart(of: Self.body))
        var opening = EditorHarness(paper: .manuscript, text: part, path: "/tmp/long.letter", rows: 24, columns: 80)
        let first = opening.screen
        opening.send(.finishOpening(body: Self.body, ink: true))
        let whole = EditorHarness(paper: .manuscript, text: Self.body, path: "/tmp/long.letter", rows: 24, columns: 80)
        #expect(opening.text == Self.body)
        #expect(opening.screen.dropLast() == first.dropLast())
        #expect(opening.screen.dropLast() == whole.screen.dropLast())
        // The figures catch up at the next pause, as after any key.
        opening.pause()
        #expect(opening.statusRow == whole.statusRow)
        #expect(!opening.state.isModified)
        // Saving writes the whole letter.
        let request = EditorHarness.saveRequest(in: opening.press(.control("s")))
        #expect(request?.text == Self.body)
    }

    @Test func aLetterAlreadyTouchedIsNotReplaced() throws {
        var editor = EditorHarness(paper: .manuscript, text: "first part", path: "/tmp/long.letter", rows: 24, columns: 80)
        editor.type("x")
        editor.send(.finishOpening(body: "something else", ink: true))
        #expect(editor.text == "xfirst part")
    }
}
