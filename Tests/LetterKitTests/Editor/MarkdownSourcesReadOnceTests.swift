import Testing

@testable import LetterKit

/// Opening a page reads each line once and hands its reading to the sources;
/// what a save writes must be what reading the body a second time for its
/// sources (`MarkdownSources.of(body:)`) gives.
@Suite("Editor: a line's source kept from the one reading")
struct MarkdownSourcesReadOnceTests {
    static let bodies: [String] = [
        "Dear **Min-ji**,\n[hello]{.underline} 2\\*3",
        "see [the site](https://x.org) and **bold**\nuse `code` and <b>html</b>",
        // Two lines that read alike: the first canonical, the second not;
        // the second's source is the one kept for that paragraph.
        "*word* here\n_word_ here\n_word_ here",
        "_a_\n*a*\n__b__ and **b**",
        "plain line\n\n\\# not a heading\n2*3 stays",
    ]

    @Test(arguments: bodies)
    func theOpenedPageKeepsWhatASecondReadingWould(body: String) {
        let page = Page(paper: .letter, body: body, ink: true)
        #expect(page.markdownSources.byParagraph == MarkdownSources.of(body: body).byParagraph)
    }

    /// Lines that read to different paragraphs are saved as they were.
    @Test(arguments: [bodies[0], bodies[1], bodies[4]])
    func aPageSavedUntouchedIsItsBody(body: String) {
        let page = Page(paper: .letter, body: body, ink: true)
        #expect(LetterFile.body(of: page.document.styledParagraphs, ink: true, keeping: page.markdownSources) == body)
    }

    @Test func aLineLikeAnEarlierOneButWrittenOtherwiseKeepsItsSource() {
        let sources = MarkdownSources.of(body: "*word* here\n_word_ here")
        #expect(sources.byParagraph == [StyledText(markdown: "*word* here"): "_word_ here"])
    }
}
