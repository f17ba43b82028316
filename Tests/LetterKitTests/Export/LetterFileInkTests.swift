import PropertyBased
import Testing

@testable import LetterKit

/// Which files carry ink, and a body read into styled paragraphs and back.
@Suite("Export: which files carry ink, bodies as styled paragraphs")
struct LetterFileInkTests {
    @Test(arguments: [
        ("dear.letter", true), ("notes.md", true), ("NOTES.MD", true), ("Dear.LETTER", true),
        ("dir.md/plain.txt", false), ("plain.txt", false), ("README", false), ("a.markdown", false),
        (".md", false), ("letter", false), ("/tmp/x/autumn.letter", true),
    ])
    func onlyLetterAndMarkdownBodiesCarryInk(path: String, carries: Bool) {
        #expect(LetterFile.carriesInk(path: path) == carries)
    }

    @Test func inkBodyIsReadAsMarkdownOneParagraphALine() {
        let paragraphs = LetterFile.styledParagraphs(ofBody: "Dear **Sam**,\n\n[red]{color=red} *x*", ink: true)
        #expect(paragraphs.count == 3)
        expectStyled(paragraphs[0], styled("Dear Sam,", (5..<8, .b)))
        expectStyled(paragraphs[1], styled(""))
        expectStyled(paragraphs[2], styled("red x", (0..<3, .red), (4..<5, .i)))
    }

    @Test func plainBodyKeepsEveryMarkAsCharacters() {
        let paragraphs = LetterFile.styledParagraphs(ofBody: "Dear **Sam**,\n[x]{.mark}", ink: false)
        #expect(paragraphs.map(\.string) == ["Dear **Sam**,", "[x]{.mark}"])
        #expect(paragraphs.allSatisfy { $0.runs.isEmpty })
    }

    @Test func emptyBodyIsOneEmptyParagraph() {
        #expect(LetterFile.styledParagraphs(ofBody: "", ink: true) == [StyledText()])
        #expect(LetterFile.styledParagraphs(ofBody: "", ink: false) == [StyledText()])
        #expect(LetterFile.body(of: [StyledText()], ink: true) == "")
    }

    @Test func paragraphsSplitWhereTheDocumentSplitsIncludingCRAndCRLF() {
        let body = "a\r\nb\rc\n"
        let paragraphs = LetterFile.styledParagraphs(ofBody: body, ink: false)
        #expect(paragraphs.map(\.string) == ["a", "b", "c", ""])
        #expect(paragraphs.map(\.string) == Document(body, columns: 10).paragraphs.map { String($0.characters) })
    }

    @Test func visibleTextLeavesTheMarksOut() {
        let paragraphs = LetterFile.styledParagraphs(ofBody: "**안녕** [Sam]{.underline}\n2 \\* 3", ink: true)
        #expect(LetterFile.visibleText(of: paragraphs) == "안녕 Sam\n2 * 3")
    }

    @Test func plainTextWrittenWithInkIsEscapedAndReadsBackTheSame() {
        let plain = LetterFile.styledParagraphs(ofBody: "2*3*4 snake_case [x]{.mark}", ink: false)
        let markdown = LetterFile.body(of: plain, ink: true)
        #expect(markdown == "2\\*3\\*4 snake\\_case \\[x\\]{.mark}")
        #expect(LetterFile.styledParagraphs(ofBody: markdown, ink: true) == plain)
    }

    static let inkBodies = Gen.drawn { rng in
        (0..<Int.random(in: 1...5, using: &rng)).map { _ in
            Bool.random(using: &rng) ? InkPieces.markupLine(using: &rng) : InkPieces.styledText(using: &rng).markdown
        }.joined(separator: "\n")
    }

    static let plainBodies = Gen.drawn { rng in
        (0..<Int.random(in: 1...5, using: &rng)).map { _ in
            let line = Bool.random(using: &rng) ? InkPieces.markupLine(using: &rng) : Pieces.text(0...8, from: Pieces.all, using: &rng)
            return String(line.unicodeScalars.filter { $0 != "\n" && $0 != "\r" }.map(Character.init))
        }.joined(separator: "\n")
    }

    /// A Markdown body written back from its paragraphs reads as the same
    /// paragraphs (less only a mark on a blank at a run's edge, which the
    /// Markdown cannot carry and nobody sees), and from then on every reading
    /// and writing gives the same paragraphs and the same bytes.
    @Test func inkBodyWrittenBackReadsAsTheSameParagraphs() async {
        await propertyCheck(count: 300, input: Self.inkBodies) { body in
            let paragraphs = LetterFile.styledParagraphs(ofBody: body, ink: true)
            let written = LetterFile.body(of: paragraphs, ink: true)
            let reread = LetterFile.styledParagraphs(ofBody: written, ink: true)
            #expect(reread == paragraphs.map(MarkdownInk.normalized), "\(Exact(body)) → \(Exact(written))")
            #expect(reread.map { Exact($0.string) } == paragraphs.map { Exact($0.string) })
            let rewritten = LetterFile.body(of: reread, ink: true)
            #expect(rewritten == written)
            #expect(LetterFile.styledParagraphs(ofBody: rewritten, ink: true) == reread)
        }
    }

    /// The table case of the above: marks not on edge blanks come back exactly.
    @Test func inkBodyWithoutEdgeBlanksComesBackExactly() {
        let body = "Dear **Sam**,\n\n[***안녕***]{.underline color=red} [x y]{.mark} 2 \\* 3"
        let paragraphs = LetterFile.styledParagraphs(ofBody: body, ink: true)
        #expect(LetterFile.body(of: paragraphs, ink: true) == body)
        #expect(LetterFile.styledParagraphs(ofBody: LetterFile.body(of: paragraphs, ink: true), ink: true) == paragraphs)
    }

    /// A plain body is its paragraphs' characters, byte for byte.
    @Test func plainBodyWrittenBackIsTheSameBody() async {
        await propertyCheck(count: 300, input: Self.plainBodies) { body in
            let paragraphs = LetterFile.styledParagraphs(ofBody: body, ink: false)
            #expect(paragraphs.allSatisfy { $0.runs.isEmpty })
            #expect(Exact(LetterFile.body(of: paragraphs, ink: false)) == Exact(body))
        }
    }
}
