import PropertyBased
import Testing

@testable import LetterKit

/// Replace-all over any letter, paper and pair of texts: the page never
/// ends past its last line (nor past what it had, for a letter opened
/// over-full), the document stays what a fresh layout of its text makes,
/// and one undo gives back the exact text and ink.
@Suite("Replace: properties")
struct ReplacePropertyTests {
    struct Case: Sendable, CustomStringConvertible {
        var scenario: Scenario
        var term: String
        var replacement: String

        var description: String {
            "Case(\(scenario), term: \(Exact(term)), replacement: \(Exact(replacement)))"
        }
    }

    /// A term that is often in the letter: a run of one of its paragraphs'
    /// characters, or a piece of text from anywhere.
    static let cases = Gen.drawn { rng in
        let scenario = Scenario.random(steps: 0...0, fitting: Bool.random(using: &rng), using: &rng)
        let paragraphs = Document(scenario.text, columns: scenario.columns).paragraphs.map(\.characters)
        var term = Pieces.text(1...2, from: Pieces.printable, using: &rng)
        if Bool.random(using: &rng), let paragraph = paragraphs.randomElement(using: &rng), !paragraph.isEmpty {
            let start = Int.random(in: 0..<paragraph.count, using: &rng)
            let end = Int.random(in: (start + 1)...min(paragraph.count, start + 4), using: &rng)
            term = String(paragraph[start..<end])
        }
        let replacement = Pieces.text(0...4, from: Pieces.printable, using: &rng)
        return Case(scenario: scenario, term: term, replacement: replacement)
    }

    @Test func replaceAllKeepsThePageAndUndoesInOneStep() async {
        await propertyCheck(count: 300, input: Self.cases) { input in
            let scenario = input.scenario
            let original = Page(paper: scenario.paper, text: scenario.text, cursor: scenario.cursor)
            var page = original
            var run = ReplaceRun(term: input.term, replacement: input.replacement, from: page.cursor)
            page.nextMatch(in: &run)
            page.replaceRest(in: &run)
            #expect(page.lineCount <= max(scenario.paper.lines, original.lineCount))
            #expect(page.document == Document(styled: page.document.styledParagraphs, columns: scenario.columns))
            if run.replaced == 0 {
                #expect(Exact(page.text) == Exact(original.text))
                #expect(!page.canUndo)
                return
            }
            // A pass that ends never offers a match again: at most one per
            // character of the letter.
            #expect(run.replaced + run.refused <= original.document.characterCount)
            page.perform(.undo)
            #expect(Exact(page.text) == Exact(original.text))
            #expect(page.document.styledParagraphs == original.document.styledParagraphs)
            #expect(!page.canUndo)
        }
    }
}
