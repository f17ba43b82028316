import PropertyBased
import Testing

@testable import LetterKit

/// A document, a character change to make in it, and the paper width.
struct SpliceCase: Sendable, CustomStringConvertible {
    var columns: Int
    var text: String
    var start: Position
    var end: Position
    var inserted: [Character]

    var description: String {
        "SpliceCase(columns: \(columns), text: \(Exact(text)), start: \(start), end: \(end), inserted: \(Exact(String(inserted))))"
    }

    /// Long paragraphs of short words on narrow paper, so that edits move line
    /// breaks before them and the wrap must find where the old lines resume.
    static func random<R: RandomNumberGenerator>(using rng: inout R) -> SpliceCase {
        let columns = Int.random(in: 2...24, using: &rng)
        let words = Pieces.printable + Pieces.printable + ["ab", "cd", "efg", " ", " ", "ｶ", "ｷ", "ー", "「", "가나"]
        var text = ""
        for _ in 0..<Int.random(in: 0...120, using: &rng) {
            text += Int.random(in: 0..<25, using: &rng) == 0 ? "\n" : (words.randomElement(using: &rng) ?? "a")
        }
        let document = Document(text, columns: columns)
        func position() -> Position {
            let paragraph = Int.random(in: 0..<document.paragraphs.count, using: &rng)
            let offset = Int.random(in: 0...document.paragraphs[paragraph].characters.count, using: &rng)
            return Position(paragraph: paragraph, offset: offset)
        }
        let (first, second) = (position(), position())
        var inserted: [Character] = []
        for _ in 0..<Int.random(in: 0...12, using: &rng) {
            let piece = Int.random(in: 0..<8, using: &rng) == 0 ? "\n" : (words.randomElement(using: &rng) ?? "a")
            inserted += Array(piece)
        }
        return SpliceCase(columns: columns, text: text, start: min(first, second), end: max(first, second), inserted: inserted)
    }
}

@Suite("Incremental layout")
struct IncrementalLayoutTests {
    /// Checks the line index against line counts summed from the top.
    static func expectLineIndex(_ document: Document, sourceLocation: SourceLocation = #_sourceLocation) {
        var line = 0
        for (index, paragraph) in document.paragraphs.enumerated() {
            #expect(document.firstLine(ofParagraph: index) == line, "paragraph \(index)", sourceLocation: sourceLocation)
            for inner in 0..<paragraph.lineCount {
                let location = document.location(ofLine: line + inner)
                #expect(location.paragraph == index && location.line == inner, "line \(line + inner)", sourceLocation: sourceLocation)
            }
            line += paragraph.lineCount
        }
        #expect(line == document.lineCount, sourceLocation: sourceLocation)
    }

    /// A character change spliced into a document leaves every paragraph as a
    /// paragraph built afresh from its characters would be: characters, widths,
    /// line starts and word count; and the totals and line index agree.
    @Test func splicedParagraphsEqualFreshOnes() async {
        await propertyCheck(count: 1_000, input: Gen.drawn { rng in SpliceCase.random(using: &rng) }) { splice in
            var document = Document(splice.text, columns: splice.columns)
            // Flatten, splice, split: what the document must hold afterwards.
            var flat = document.characters(from: .start, to: document.end)
            let startIndex = TextChange.distance(to: splice.start, in: flat, from: .start)
            let endIndex = TextChange.distance(to: splice.end, in: flat, from: .start)
            flat.replaceSubrange(startIndex..<endIndex, with: splice.inserted)
            let expected = flat.split(separator: "\n", omittingEmptySubsequences: false)
                .map { Paragraph(Array($0), columns: splice.columns) }

            let change = TextChange(
                start: splice.start, old: document.characters(from: splice.start, to: splice.end), new: splice.inserted)
            let replacement = document.replacement(for: change, cursorAfter: splice.start)
            let proposed = document.lineCount(after: replacement)
            document.apply(replacement)
            #expect(document.paragraphs == expected)
            #expect(document.lineCount == expected.reduce(0) { $0 + $1.lineCount })
            #expect(proposed == document.lineCount)
            #expect(document.wordCount == expected.reduce(0) { $0 + $1.wordCount })
            #expect(document.characterCount == flat.count)
            Self.expectLineIndex(document)
        }
    }

    /// After any sequence of edits, undos and moves the line index answers as a
    /// sum from the top would, and a paragraph id seen again means the very same
    /// paragraph: what lets a renderer keep what it drew.
    @Test func lineIndexAndIdsFollowEveryStep() async {
        let input = Gen.drawn { rng in Scenario.random(steps: 1...40, fitting: false, using: &rng) }
        await propertyCheck(count: 150, input: input) { scenario in
            var page = Page(paper: scenario.paper, text: scenario.text, cursor: scenario.cursor)
            var seen: [UInt64: Paragraph] = [:]
            func record() {
                var ids = Set<UInt64>()
                for paragraph in page.document.paragraphs {
                    #expect(ids.insert(paragraph.id).inserted, "id \(paragraph.id) twice in one letter")
                    if let earlier = seen[paragraph.id] {
                        #expect(earlier == paragraph && Exact(String(earlier.characters)) == Exact(String(paragraph.characters)))
                    }
                    seen[paragraph.id] = paragraph
                }
            }
            record()
            for step in scenario.steps {
                step.apply(to: &page)
                Self.expectLineIndex(page.document)
                record()
            }
        }
    }

    @Test func typingKeepsTheIdsOfOtherParagraphs() {
        var page = makePage("Dear Sam,\n\nthe garden|\n\nyours", paper: sheet(12, 20))
        let before = page.document.paragraphs.map(\.id)
        page.perform(.insert("s"))
        let after = page.document.paragraphs.map(\.id)
        #expect(after[2] != before[2])
        #expect(Array(after[0..<2]) == Array(before[0..<2]))
        #expect(Array(after[3...]) == Array(before[3...]))
    }

    /// " abc가" on 4 columns is " " / "abc" / "가": the space's line ends where
    /// "가" does not fit after "abc". Deleting "가", which starts the third line,
    /// lets "abc" back onto the first: the wrap must restart two lines up.
    @Test func deletingAWideCharacterThatStartsALineRejoinsTheLineTwoUp() {
        var page = makePage(" abc|\u{AC00}", paper: sheet(6, 4))
        #expect(page.document.paragraphs[0].lineStarts == [0, 1, 4])
        page.perform(.deleteForward)
        #expect(page.document.paragraphs[0].lineStarts == [0])
        #expect(page.document == Document(page.text, columns: 4))
    }

    @Test func deletingTheSpaceBeforeALongWordMovesItsBreak() {
        var page = makePage("ab |cdefgh ij", paper: sheet(12, 5))
        page.perform(.deleteBackward)
        #expect(page.document == Document(page.text, columns: 5))
        #expect(page.document.paragraphs[0].lineStarts == [0, 5, 9])
    }

    @Test func enterInTheMiddleOfALongParagraphWrapsBothHalves() {
        let words = String(repeating: "letter 편지 ", count: 300)
        var page = Page(paper: .manuscript, text: words, cursor: Position(paragraph: 0, offset: 1_001))
        page.perform(.newline)
        #expect(page.document == Document(page.text, columns: Paper.manuscript.columns))
        page.perform(.deleteBackward)
        #expect(page.text == words)
        #expect(page.document == Document(words, columns: Paper.manuscript.columns))
    }

    /// The list of whitespace scalars the measures use is Unicode's White_Space
    /// property, scalar for scalar.
    @Test func whitespaceListIsTheWhiteSpaceProperty() {
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if CharacterMetrics.isWhitespace(value) != scalar.properties.isWhitespace {
                Issue.record("U+\(String(value, radix: 16)) differs")
                return
            }
        }
    }

    /// A character's measures say what the slower questions about it say: its
    /// width is `CellWidth.of`, its traits the wrap's and the word count's
    /// predicates. Over the test pieces and random scalars with marks after them.
    @Test func measuresAgreeWithTheCharacterPredicates() async {
        let input = Gen.drawn { rng in
            var text = Pieces.all.randomElement(using: &rng) ?? "a"
            for _ in 0..<Int.random(in: 0...3, using: &rng) { text.unicodeScalars.append(Pieces.scalar(using: &rng)) }
            return text
        }
        await propertyCheck(count: 2_000, input: input) { text in
            for character in text {
                let metrics = CharacterMetrics(character)
                #expect(Int(metrics.width) == min(CellWidth.of(character), 255), "\(Exact(String(character)))")
                #expect(metrics.has(CharacterMetrics.layoutSpace) == character.isLayoutSpace)
                #expect(metrics.has(CharacterMetrics.wordSpace) == character.isWhitespace)
                #expect(metrics.has(CharacterMetrics.paragraphBreak) == character.isParagraphBreak)
                #expect(metrics.has(CharacterMetrics.ideographic) == character.isIdeographic)
                if character.isIdeographic {
                    #expect(metrics.has(CharacterMetrics.lineStartProhibited) == character.isLineStartProhibited)
                    #expect(metrics.has(CharacterMetrics.lineEndProhibited) == character.isLineEndProhibited)
                }
            }
        }
    }

    @Test func aCharacterWiderThanAByteIsLookedUp() {
        let family = String(repeating: "\u{1F468}\u{200D}", count: 140) + "\u{1F469}"
        #expect(family.count == 1)
        let paragraph = Paragraph(Array("ab" + family), columns: 20)
        #expect(paragraph.cellWidth(at: 2) == CellWidth.of(Character(family)))
        #expect(paragraph.cellWidth(at: 2) > 255)
        #expect(paragraph.lineStarts == [0, 2])
    }
}

/// Opening a letter reads ASCII from a table and splits only other stretches
/// into graphemes: the paragraphs must be exactly those of splitting the whole
/// text into `Character`s.
@Suite("Opening: the ASCII fast path")
struct OpeningFastPathTests {
    /// Pieces that test the edges of the fast path: ASCII next to marks that
    /// join it, a prepended scalar before ASCII, CR and LF in every order.
    static let edges = [
        "a", "Dear ", "e\u{301}", "\u{301}", "\u{600}1", "\u{600}", "\r", "\n", "\r\n", "\n\r", "한", "글 ",
        "😀", "\u{200D}", "🇰🇷", "x\u{20DD}", "\u{1B}", "\t", "ｶﾞ", "\u{1100}\u{1161}",
    ]

    static func reference(_ text: String, columns: Int) -> [[Character]] {
        var paragraphs: [[Character]] = [[]]
        for character in text {
            if character == "\n" || character == "\r" || character == "\r\n" {
                paragraphs.append([])
            } else {
                paragraphs[paragraphs.count - 1].append(character)
            }
        }
        return paragraphs
    }

    @Test func paragraphsEqualAWholeGraphemeSplit() async {
        let texts = Gen.drawn { rng in
            (0..<Int.random(in: 0...30, using: &rng)).map { _ in
                Bool.random(using: &rng)
                    ? (OpeningFastPathTests.edges.randomElement(using: &rng) ?? "a")
                    : (WorldText.pieces.randomElement(using: &rng) ?? "a")
            }.joined()
        }
        await propertyCheck(count: 500, input: texts) { text in
            let document = Document(text, columns: 12)
            #expect(document.paragraphs.map(\.characters) == Self.reference(text, columns: 12))
            for paragraph in document.paragraphs {
                #expect(paragraph == Paragraph(paragraph.characters, columns: 12))
            }
        }
    }

    /// Hangul syllables are measured by a shortcut; it must agree with the
    /// measures and predicates for every one of them.
    @Test func everyHangulSyllableMeasuresAsTheSlowPathWould() {
        for value in UInt32(0xAC00)...0xD7A3 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let character = Character(scalar)
            let metrics = CharacterMetrics(character)
            #expect(Int(metrics.width) == CellWidth.of(character))
            #expect(!metrics.has(CharacterMetrics.layoutSpace) && !character.isLayoutSpace)
            #expect(!metrics.has(CharacterMetrics.wordSpace) && !character.isWhitespace)
            #expect(!metrics.has(CharacterMetrics.ideographic) && !character.isIdeographic)
        }
    }

    @Test func aPrependedScalarStaysWithTheDigitAfterIt() {
        let document = Document("\u{600}12 ok", columns: 20)
        #expect(document.paragraphs[0].characters[0] == Character("\u{600}1"))
        #expect(document.paragraphs[0].characters.count == 5)
    }
}
