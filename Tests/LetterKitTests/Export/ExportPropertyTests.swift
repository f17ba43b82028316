import PropertyBased
import Testing

@testable import LetterKit

/// A random letter as a file holds it: its body, whether the body is Markdown,
/// and a paper.
struct ExportScenario: Sendable, CustomStringConvertible {
    var body: String
    var ink: Bool
    var columns: Int
    var lines: Int

    var description: String { "ExportScenario(body: \(Exact(body)), ink: \(ink), columns: \(columns), lines: \(lines))" }

    /// Text an HTML writer must escape, references written out among them.
    static let htmlPieces = ["&", "&amp;", "&lt;", "<b>", "</div>", "'", "\"", "&#39;", ">"]

    static func random<R: RandomNumberGenerator>(using rng: inout R) -> ExportScenario {
        let ink = Int.random(in: 0..<4, using: &rng) != 0
        var paragraphs: [String] = []
        for _ in 0..<Int.random(in: 1...6, using: &rng) {
            if ink {
                paragraphs.append(
                    Bool.random(using: &rng)
                        ? InkPieces.styledText(using: &rng).markdown : InkPieces.markupLine(using: &rng))
            } else {
                let text = Pieces.text(0...10, from: Pieces.printable + Pieces.control + htmlPieces, using: &rng)
                paragraphs.append(String(text.unicodeScalars.filter { $0 != "\n" && $0 != "\r" }.map(Character.init)))
            }
        }
        return ExportScenario(
            body: paragraphs.joined(separator: "\n"), ink: ink, columns: Int.random(in: 2...30, using: &rng),
            lines: Int.random(in: 1...12, using: &rng))
    }
}

/// The writers against the document: whatever the letter, the coloured render
/// and the HTML page show the lines `letter render` shows, broken at the same
/// places, and count the same lines `letter check` counts.
@Suite("Export properties")
struct ExportPropertyTests {
    static let scenarios = Gen.drawn { rng in ExportScenario.random(using: &rng) }

    @Test func writersShowTheRendersLinesForAnyLetter() async {
        await propertyCheck(count: 400, input: Self.scenarios) { scenario in
            var invariants = Invariants(sourceLocation: #_sourceLocation)
            let paragraphs = LetterFile.styledParagraphs(ofBody: scenario.body, ink: scenario.ink)
            let document = Document(LetterFile.visibleText(of: paragraphs), columns: scenario.columns)
            let render = document.shownLines
            let lines = InkedLines.lines(of: paragraphs, columns: scenario.columns)
            invariants.check(lines.count == document.lineCount, "\(lines.count) lines, the document has \(document.lineCount)")
            invariants.check(lines.map(\.text) == render, "inked lines \(lines.map(\.text))\n render \(render)")

            let ansi = ANSIText.lines(lines).map(ExportReading.strippingSGR)
            invariants.check(ansi == render, "ANSI without escapes \(ansi)\n render \(render)")

            let paper = (try? Paper(lines: scenario.lines, columns: scenario.columns)) ?? .letter
            let html = HTMLPage.html(of: paragraphs, paper: paper, title: "t")
            let shown = ExportReading.lineTexts(ofPage: html)
            invariants.check(shown == render.map(ExportReading.trimmed), "HTML lines \(shown)\n render \(render)")
            let over = ExportReading.count("<div class=\"line over\">", in: html)
            invariants.check(over == max(0, document.lineCount - paper.lines), "\(over) lines marked over")
        }
    }

    /// Every character keeps its ink: read back from the page's elements, each
    /// line's ink is the paragraph's ink over that line's characters.
    @Test func everyShownCharacterKeepsItsInk() async {
        await propertyCheck(count: 300, input: Self.scenarios) { scenario in
            var invariants = Invariants(sourceLocation: #_sourceLocation)
            let paragraphs = LetterFile.styledParagraphs(ofBody: scenario.body, ink: scenario.ink)
            var expected: [[Ink]] = []
            for text in paragraphs {
                let paragraph = Paragraph(text.characters, columns: scenario.columns)
                for line in 0..<paragraph.lineCount {
                    var inks: [Ink] = []
                    var range = paragraph.range(ofLine: line)
                    while let last = range.last, text.characters[last] == " " || text.characters[last] == "\u{3000}" {
                        range = range.lowerBound..<last
                    }
                    for offset in range {
                        let shown = Glyph.shown(text.characters[offset])
                        inks += Array(repeating: text.ink(at: offset), count: shown.unicodeScalars.count)
                    }
                    expected.append(inks)
                }
            }
            let read = InkedLines.lines(of: paragraphs, columns: scenario.columns).map { line in
                line.segments.flatMap { Array(repeating: $0.ink, count: $0.text.unicodeScalars.count) }
            }
            invariants.check(read == expected, "inks per scalar differ")
        }
    }
}
