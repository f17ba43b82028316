import Testing

@testable import LetterKit

/// How far a letter runs over its page is said one way: on the status row,
/// in the warning on opening, and in the command line's note.
@Suite("Lines over the page")
struct OverThePageTests {
    @Test(arguments: [(1, "1 line over the page"), (2, "2 lines over the page"), (40, "40 lines over the page")])
    func linesOverThePageAreSaidOneWay(lines: Int, words: String) {
        #expect(OverThePage.words(lines: lines) == words)
    }

    @Test func aLetterThatFitsHasNoWarning() {
        #expect(EditorState.overThePageWarning(Page(paper: Paper.default, text: "Dear Ann,")) == nil)
    }
}
