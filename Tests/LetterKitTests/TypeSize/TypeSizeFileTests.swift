import PropertyBased
import Testing

@testable import LetterKit

/// Large and wide lines in a `.letter` body: `# text` and `## text`, the
/// ATX headings pandoc shows as headings; a literal `#` stays `\#`.
@Suite("Large and wide type in the file")
struct TypeSizeFileTests {
    /// The paragraphs a `.letter`'s text opens to.
    static func opened(_ text: String, columns: Int = 40) -> [StyledText] {
        let file = LetterFile(text: text, format: .letter)
        return Page(paper: sheet(40, columns), body: file.body, ink: true).document.styledParagraphs
    }

    /// The `.letter` text `paragraphs` are saved as.
    static func saved(_ paragraphs: [StyledText]) -> String {
        let body = LetterFile.body(of: paragraphs, ink: true)
        let file = LetterFile.newLetter(path: "x.letter", paper: sheet(40, 40))
        return file.saving(SaveRequest(path: "x.letter", text: body, paper: sheet(40, 40), overwriteChanges: false)).text
    }

    static let readCases: [(String, [StyledText])] = [
        ("# Title", [StyledText(Array("Title"), size: .large)]),
        ("## Title", [StyledText(Array("Title"), size: .wide)]),
        ("#", [StyledText([], size: .large)]),
        ("# Title ##", [StyledText(Array("Title"), size: .large)]),
        ("# **Big** news", [StyledText(Array("Big news"), runs: [StyleRun(0..<3, Ink(bold: true))], size: .large)]),
        ("\\# not a heading", [StyledText(Array("# not a heading"))]),
        ("### three", [StyledText(Array("### three"))]),
        ("#tag", [StyledText(Array("#tag"))]),
        ("# 안녕 😀\nDear Sam,", [StyledText(Array("안녕 😀"), size: .large), StyledText(Array("Dear Sam,"))]),
    ]

    @Test func headingsReadAsSizes() {
        for (markdown, expected) in Self.readCases {
            #expect(Self.opened("---\nformat: 2\n---\n" + markdown) == expected, "\(Exact(markdown))")
        }
    }

    /// A letter of the first format (no `format: 2`) kept one line of text a
    /// line, `#` and all: its headings stay text.
    @Test func anOldFormatLettersHashesStayText() {
        #expect(Self.opened("# not a heading\nDear Sam,") == [StyledText(Array("# not a heading")), StyledText(Array("Dear Sam,"))])
    }

    @Test func sizesAreWrittenAsHeadings() {
        let paragraphs = [
            StyledText(Array("Title"), size: .large), StyledText(Array("Dear Sam,")),
            StyledText(Array("# not a heading")), StyledText(Array("Sub"), size: .wide), StyledText([], size: .large),
            StyledText(Array("ends in #"), size: .large),
        ]
        let text = Self.saved(paragraphs)
        #expect(text.contains("\n# Title\nDear Sam,\\\n\\# not a heading\n## Sub\n#\n# ends in \\#\n"), "\(Exact(text))")
        #expect(Self.opened(text) == paragraphs)
    }

    /// Pieces of lines that are awkward at a heading's edges: marks, blanks,
    /// backslashes, wide characters.
    static let pieces: [String] = [
        "#", "# ", "##", " ", "  ", "a", "Title", "가", "😀", "\\", "*", "\u{A0}", "1.", "-", "\t", "&nbsp;", "[x]",
    ]

    static let anyLetter = Gen.drawn { rng -> [StyledText] in
        (0..<Int.random(in: 1...6, using: &rng)).map { _ in
            var text = ""
            for _ in 0..<Int.random(in: 0...5, using: &rng) { text += pieces.randomElement(using: &rng) ?? "a" }
            return StyledText(Array(text), size: TypeSize.allCases.randomElement(using: &rng) ?? .normal)
        }
    }

    /// Save then open gives the exact paragraphs, sizes and all.
    @Test func savedSizesOpenAsTheyWere() async {
        await propertyCheck(count: 300, input: Self.anyLetter) { paragraphs in
            let text = Self.saved(paragraphs)
            let again = Self.opened(text)
            #expect(again == paragraphs, "\(Exact(text))")
        }
    }
}
