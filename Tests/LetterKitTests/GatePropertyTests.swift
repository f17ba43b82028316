import PropertyBased
import Testing

@testable import LetterKit

/// The one gate, over every kind of change: text, ink, pictures put in and
/// resized, undo and redo. Each is a `Replacement` that `Page.admit` checks;
/// applied and then inverted it gives the letter back, and none that is
/// admitted leaves the letter longer than its paper (or, for a letter opened
/// over-full, longer than it was).
@Suite("The gate: properties")
struct GatePropertyTests {
    static let source = PictureSource(caption: "bridge", path: "/p/bridge.png")

    /// A step of any kind, pictures and ink among them.
    static func step<R: RandomNumberGenerator>(using rng: inout R) -> Step {
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<10: return .edit(.attach(source, lines: Int.random(in: 1...6, using: &rng)))
        case 10..<16: return .edit(.resizePicture(by: Int.random(in: -2...3, using: &rng)))
        case 16..<26: return .edit(.ink(InkEditingPropertyTests.changes.randomElement(using: &rng) ?? .plain))
        case 26..<28: return .selectAll
        default: return Step.random(using: &rng)
        }
    }

    /// A change the page could be asked for, as the page makes it ready.
    enum Change: Hashable, Sendable, CustomStringConvertible {
        case text(Page.Edit)
        case ink(from: Position, to: Position, InkChange)
        case attach(at: Position, lines: Int)
        case resize(paragraph: Int, to: Int)

        var description: String {
            switch self {
            case .text(let edit): ".text(\(edit.start)..<\(edit.end), \(Exact(edit.text)))"
            case .ink(let from, let to, let change): ".ink(\(from)..<\(to), \(change))"
            case .attach(let at, let lines): ".attach(at: \(at), lines: \(lines))"
            case .resize(let paragraph, let lines): ".resize(paragraph: \(paragraph), to: \(lines))"
            }
        }

        static func random<R: RandomNumberGenerator>(on document: Document, using rng: inout R) -> Change {
            func position() -> Position {
                let paragraph = Int.random(in: 0..<document.paragraphs.count, using: &rng)
                let offset = Int.random(in: 0...document.paragraphs[paragraph].characters.count, using: &rng)
                return Position(paragraph: paragraph, offset: offset)
            }
            let (one, other) = (position(), position())
            let (start, end) = (min(one, other), max(one, other))
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<5:
                return .text(Page.Edit(start: start, end: end, text: Pieces.text(0...8, from: Pieces.all, using: &rng)))
            case 5..<7:
                return .ink(from: start, to: end, InkEditingPropertyTests.changes.randomElement(using: &rng) ?? .plain)
            case 7..<9:
                return .attach(at: start, lines: Int.random(in: 1...6, using: &rng))
            default:
                let pictures = document.paragraphs.indices.filter { document.paragraphs[$0].pictureMark != nil }
                guard let paragraph = pictures.randomElement(using: &rng) else {
                    return .attach(at: start, lines: Int.random(in: 1...6, using: &rng))
                }
                return .resize(paragraph: paragraph, to: Int.random(in: 2...8, using: &rng))
            }
        }

        /// The replacement the page would make, with its origin.
        func replacement(on page: Page) -> Replacement {
            switch self {
            case .text(let edit):
                return page.proposal(for: edit)
            case .ink(let from, let to, let change):
                var replacement = page.document.inkProposal(from: from, to: to, change)
                replacement.origin = .ink
                return replacement
            case .attach(let at, let lines):
                let mark = PictureMark(id: page.document.pictures.sources.count, lines: lines)
                var replacement = page.proposal(for: Page.Edit(inserting: String(mark.character), at: at))
                replacement.origin = .picture
                replacement.attaching = GatePropertyTests.source
                return replacement
            case .resize(let paragraph, let lines):
                let mark = page.document.paragraphs[paragraph].pictureMark ?? PictureMark(id: 0, lines: lines)
                var replacement = page.proposal(
                    for: Page.Edit(
                        start: Position(paragraph: paragraph, offset: 0), end: Position(paragraph: paragraph, offset: 1),
                        text: String(mark.resized(to: lines).character)))
                replacement.origin = .picture
                return replacement
            }
        }
    }

    /// A letter with pictures and ink on a paper it may or may not fit, and a
    /// change to make to it.
    struct Case: Sendable, CustomStringConvertible {
        var scenario: Scenario
        var change: Change

        var description: String { "Case(\(scenario), change: \(change))" }
    }

    static let cases = Gen.drawn { rng in
        var scenario = Scenario.random(steps: 0...12, fitting: Bool.random(using: &rng), using: &rng)
        scenario.steps = scenario.steps.map { _ in step(using: &rng) }
        var page = Page(paper: scenario.paper, text: scenario.text, cursor: scenario.cursor)
        _ = page.document.pictures.add(source)
        for step in scenario.steps { step.apply(to: &page) }
        return Case(scenario: scenario, change: Change.random(on: page.document, using: &rng))
    }

    /// The page a case's scenario leaves.
    static func page(for scenario: Scenario) -> Page {
        var page = Page(paper: scenario.paper, text: scenario.text, cursor: scenario.cursor)
        _ = page.document.pictures.add(source)
        for step in scenario.steps { step.apply(to: &page) }
        return page
    }

    /// Any admitted change, of any kind, applied and then inverted gives back
    /// the very document: characters, ink, layout and counts.
    @Test func anyAdmittedChangeThenItsInverseGivesTheLetterBack() async {
        await propertyCheck(count: 300, input: Self.cases) { input in
            let page = Self.page(for: input.scenario)
            let replacement = input.change.replacement(on: page)
            guard case .success = page.admit(replacement) else { return }
            var document = page.document
            document.apply(replacement)
            #expect(document.lineCount == page.document.lineCount + replacement.lineCountDelta)
            #expect(document == Document(styled: document.styledParagraphs, columns: document.columns))
            let inverse = document.inverse(of: replacement, cursorAfter: replacement.change.start)
            #expect(page.admit(inverse).map { _ in true } == .success(true))
            document.apply(inverse)
            #expect(document == page.document)
            #expect(document.styledParagraphs == page.document.styledParagraphs)
            #expect(document.pictureMarks == page.document.pictureMarks)
        }
    }

    /// What the gate refuses, it refuses for the page: admitting and refusing
    /// follow the line count alone (history replays aside), whatever the kind.
    @Test func theGateAdmitsExactlyWhatFits() async {
        await propertyCheck(count: 300, input: Self.cases) { input in
            let page = Self.page(for: input.scenario)
            let replacement = input.change.replacement(on: page)
            let proposed = page.document.lineCount(after: replacement)
            let fits = proposed <= page.paper.lines || proposed <= page.lineCount
            switch page.admit(replacement) {
            case .success: #expect(fits, "admitted \(proposed) lines on \(page.paper.lines), was \(page.lineCount)")
            case .failure(let refusal):
                #expect(!fits, "refused a change that fits: \(refusal)")
                switch (replacement.origin, refusal) {
                case (.picture, .pictureNeedsLines), (.text, .wouldOverflow): break
                default: Issue.record("\(replacement.origin) refused as \(refusal)")
                }
            }
        }
    }

    /// After any sequence of steps of every kind, the letter is on its paper,
    /// or no longer than it was opened; a step that is not accepted leaves the
    /// letter as it was; and undoing everything gives back the first letter.
    @Test func noAcceptedChangeOfAnyKindLeavesTheLetterOverThePage() async {
        let input = Gen.drawn { rng in
            var scenario = Scenario.random(steps: 1...40, fitting: Bool.random(using: &rng), using: &rng)
            scenario.steps = scenario.steps.map { _ in GatePropertyTests.step(using: &rng) }
            return scenario
        }
        await propertyCheck(count: 200, input: input) { scenario in
            var page = Page(paper: scenario.paper, text: scenario.text, cursor: scenario.cursor)
            _ = page.document.pictures.add(Self.source)
            let start = page.document
            let allowed = max(page.paper.lines, page.lineCount)
            var invariants = Invariants(sourceLocation: #_sourceLocation)
            for (index, step) in scenario.steps.enumerated() {
                let before = page.document
                let outcome = step.apply(to: &page)
                let at = "after step \(index) \(step)"
                invariants.check(page.lineCount <= allowed, "\(at): \(page.lineCount) lines, paper \(page.paper.lines)")
                switch outcome {
                case .refused?, .unchanged?, nil:
                    invariants.check(page.document.styledParagraphs == before.styledParagraphs, "\(at): changed the letter")
                case .applied?, .trimmed?:
                    break
                }
                if invariants.failed { break }
            }
            while page.canUndo { page.perform(.undo) }
            invariants.check(page.document == start, "undoing everything gives another letter")
        }
    }
}
