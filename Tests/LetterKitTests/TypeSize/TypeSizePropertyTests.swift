import PropertyBased
import Testing

@testable import LetterKit

/// The gate's invariants with large and wide lines among the edits: random
/// letters and edits (`Scenario`, `Step`), with a random size set on the
/// line at the cursor now and then.
@Suite("Large and wide type: properties")
struct TypeSizePropertyTests {
    static let scenario = Gen.drawn { rng -> (Scenario, [TypeSize?]) in
        let scenario = Scenario.random(steps: 1...40, fitting: Bool.random(using: &rng), using: &rng)
        // Before each step, now and then a size for the line at the cursor.
        let sizes = scenario.steps.map { _ in
            Int.random(in: 0..<4, using: &rng) == 0 ? TypeSize.allCases.randomElement(using: &rng) : nil
        }
        return (scenario, sizes)
    }

    /// After every step the cached rows are a fresh layout's, the letter
    /// stays on its paper (or no longer than it was), and undoing every step
    /// gives back the letter it started as, sizes and all.
    @Test func sizedLettersKeepTheGatesInvariants() async {
        await propertyCheck(count: 200, input: Self.scenario) { input in
            let (scenario, sizes) = input
            var page = Page(paper: scenario.paper, text: scenario.text, cursor: scenario.cursor)
            let start = page.document
            var invariants = Invariants(sourceLocation: #_sourceLocation)
            for (index, step) in scenario.steps.enumerated() {
                let before = page.lineCount
                if let size = sizes[index] { _ = page.perform(.setSize(size)) }
                step.apply(to: &page)
                let at = "after step \(index) \(step) in \(scenario)"
                let fresh = Document(styled: page.document.styledParagraphs, columns: scenario.columns)
                invariants.check(page.document == fresh, "the kept layout is not a fresh one \(at)")
                invariants.check(
                    page.document.sizedParagraphs == fresh.paragraphs.filter { $0.size != .normal }.count,
                    "the count of sized lines is off \(at)")
                invariants.check(
                    page.lineCount <= max(scenario.lines, before) || step == .edit(.undo) || step == .edit(.redo),
                    "the letter grew past its paper \(at)")
            }
            while page.canUndo { _ = page.perform(.undo) }
            invariants.check(page.document == start, "undoing everything did not give the letter back in \(scenario)")
        }
    }
}
