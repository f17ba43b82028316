import PropertyBased
import Testing

@testable import LetterKit

/// Ink through the page's edits: every change is exactly undone, runs stay
/// canonical and inside their paragraphs, and a letter saved and read back is
/// the letter (up to the writer's documented normalisation).
@Suite("Ink through editing: properties")
struct InkEditingPropertyTests {
    static let changes: [InkChange] = [
        .bold(true), .bold(false), .italic(true), .underline(true), .color(.red), .color(nil),
        .highlight(.yellow), .highlight(.pink), .highlight(nil), .plain,
    ]

    /// A step: an ordinary edit, an ink change, a move or a selection.
    static func step<R: RandomNumberGenerator>(using rng: inout R) -> Step {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0..<3: return .edit(.ink(changes.randomElement(using: &rng) ?? .plain))
        case 3: return .selectAll
        default: return Step.random(using: &rng)
        }
    }

    static let runs = Gen.drawn { rng in
        let text = Pieces.text(0...30, from: Pieces.all, using: &rng)
        let steps = (0..<Int.random(in: 1...40, using: &rng)).map { _ in InkEditingPropertyTests.step(using: &rng) }
        return (text, steps)
    }

    @Test func everyStepIsExactlyUndoneAndRunsStayCanonical() async {
        await propertyCheck(count: 200, input: Self.runs) { input in
            var page = Page(paper: sheet(30, 16), text: input.0)
            for (index, step) in input.1.enumerated() {
                let before = page.document.styledParagraphs
                // Each step its own undo step: typing would otherwise merge into
                // the word before (tested on its own below).
                page.sealHistory()
                let outcome = step.apply(to: &page)
                for paragraph in page.document.paragraphs {
                    let valid = StyledText.isCanonical(paragraph.runs, count: paragraph.characters.count)
                    guard valid else {
                        Issue.record("after step \(index) \(step): runs \(paragraph.runs) not canonical")
                        return
                    }
                }
                if case .applied? = outcome, page.canUndo, step != .edit(.undo), step != .edit(.redo) {
                    var undone = page
                    undone.perform(.undo)
                    guard undone.document.styledParagraphs == before else {
                        Issue.record("after step \(index) \(step): undo did not give the ink back")
                        return
                    }
                }
            }
        }
    }

    @Test func aLetterSavedAndReadBackIsTheLetter() async {
        await propertyCheck(count: 200, input: Self.runs) { input in
            var page = Page(paper: sheet(30, 16), text: input.0)
            for step in input.1 { step.apply(to: &page) }
            let body = LetterFile.body(of: page.document.styledParagraphs, ink: true)
            let reread = Page(paper: page.paper, body: body, ink: true)
            let expected = page.document.styledParagraphs.map(MarkdownInk.normalized)
            #expect(reread.document.styledParagraphs == expected)
            #expect(reread.document.lineCount == Document(expected.map(\.string).joined(separator: "\n"), columns: 16).lineCount)
        }
    }

    /// Typing merged into one step per word keeps every character's ink, and
    /// one undo takes the whole styled word back.
    @Test func typingAStyledWordIsOneStepWithItsInk() {
        var page = Page(paper: sheet(10, 30), text: "Dear ")
        page.move(.documentEnd)
        page.perform(.ink(.bold(true)))
        for character in "Min" { page.perform(.insert(String(character))) }
        page.perform(.ink(.italic(true)))
        for character in "ji" { page.perform(.insert(String(character))) }
        #expect(LetterFile.body(of: page.document.styledParagraphs, ink: true) == "Dear **Min*ji***")
        page.perform(.undo)
        #expect(page.document.styledParagraphs == [StyledText("Dear ")])
        page.perform(.redo)
        #expect(LetterFile.body(of: page.document.styledParagraphs, ink: true) == "Dear **Min*ji***")
    }
}
