import PropertyBased
import Testing

@testable import LetterKit

/// Random edits on letters holding pictures: a picture always stands alone in
/// its paragraph, the letter stays on its paper, the kept layout is a fresh
/// one's, and undoing everything gives the letter back.
@Suite("Pictures: properties")
struct PicturePropertyTests {
    static let source = PictureSource(caption: "bridge", path: "/p/bridge.png")

    static func step<R: RandomNumberGenerator>(using rng: inout R) -> Step {
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<12: return .edit(.attach(source, lines: Int.random(in: 1...6, using: &rng)))
        case 12..<20: return .edit(.resizePicture(by: Bool.random(using: &rng) ? 1 : -1))
        case 20..<26:
            let mark = PictureMark(id: 0, lines: Int.random(in: 2...4, using: &rng)).character
            let around = Pieces.text(0...2, from: Pieces.printable + Pieces.newlines, using: &rng)
            return .edit(.pasteStyled(StyledText(Array(around + String(mark) + around))))
        default: return Step.random(using: &rng)
        }
    }

    static let scenario = Gen.drawn { rng in
        let text = Pieces.text(0...12, from: Pieces.printable + Pieces.newlines, using: &rng)
        let steps = (0..<Int.random(in: 1...40, using: &rng)).map { _ in step(using: &rng) }
        return (text, steps)
    }

    @Test func picturesStayApartAndOnThePage() async {
        await propertyCheck(count: 200, input: Self.scenario) { scenario in
            let (text, steps) = scenario
            var page = Page(paper: sheet(12, 16), text: text)
            _ = page.document.pictures.add(Self.source)
            guard page.lineCount <= page.paper.lines else { return }
            let start = page.text
            var invariants = Invariants(sourceLocation: #_sourceLocation)
            for (index, step) in steps.enumerated() {
                step.apply(to: &page)
                let at = "after step \(index) \(step)"
                invariants.check(picturesStandAlone(page), "\(at): a picture shares its paragraph")
                invariants.check(page.lineCount <= page.paper.lines, "\(at): \(page.lineCount) lines")
                let fresh = Document(page.text, columns: page.paper.columns)
                invariants.check(page.document == fresh, "\(at): the kept layout differs from a fresh one")
                invariants.check(page.document.clamped(page.cursor) == page.cursor, "\(at): cursor outside")
            }
            while page.canUndo { page.perform(.undo) }
            invariants.check(Exact(page.text) == Exact(start), "undoing everything gives another letter")
        }
    }
}
