import Testing

@testable import LetterKit

/// `letter render --color`'s lines: each ink as one SGR sequence, every line
/// reset at its end, the text exactly the plain render's.
@Suite("Export: ANSI lines")
struct ANSITextTests {
    /// A paragraph, the paper's width, and the lines expected, written with
    /// `⟨…⟩` for `ESC[…m` so a row reads like the terminal shows it.
    static let cases: [(name: String, text: StyledText, columns: Int, lines: [String])] = [
        ("plainLineHasNoEscapes", styled("Dear Sam,"), 20, ["Dear Sam,"]),
        ("emptyLine", styled(""), 20, [""]),
        ("bold", styled("Dear Sam,", (5..<8, .b)), 20, ["Dear ⟨0;1⟩Sam⟨0⟩,"]),
        ("italic", styled("a long day", (2..<6, .i)), 20, ["a ⟨0;3⟩long⟨0⟩ day"]),
        ("underline", styled("see this", (4..<8, .u)), 20, ["see ⟨0;4⟩this⟨0⟩"]),
        ("namedColor", styled("red ink", (0..<3, .red)), 20, ["⟨0;38;2;255;0;0⟩red⟨0⟩ ink"]),
        ("yellowHighlight", styled("mark me", (0..<4, .mark)), 20, ["⟨0;48;2;255;255;0⟩mark⟨0⟩ me"]),
        (
            "customColorAndHighlight",
            styled("x", (0..<1, Ink(color: .rgb(RGB(red: 1, green: 2, blue: 3)), highlight: .pink))), 20,
            ["⟨0;38;2;1;2;3;48;2;255;192;203⟩x⟨0⟩"]
        ),
        (
            "everyMarkAtOnceInOneSequence",
            styled("all", (0..<3, Ink(bold: true, italic: true, underline: true, color: .navy, highlight: .green))),
            20, ["⟨0;1;3;4;38;2;0;0;128;48;2;144;238;144⟩all⟨0⟩"]
        ),
        ("touchingRunsEachStartFromReset", styled("ab", (0..<1, .b), (1..<2, .i)), 20, ["⟨0;1⟩a⟨0;3⟩b⟨0⟩"]),
        ("nestedRunsChangeOnlyWhereInkChanges", styled("abc", (0..<3, .b), (1..<2, .bi)), 20, ["⟨0;1⟩a⟨0;1;3⟩b⟨0;1⟩c⟨0⟩"]),
        (
            "runAcrossAWrapIsResetAndReopened", styled("one two", (0..<7, .u)), 4,
            ["⟨0;4⟩one⟨0⟩ ", "⟨0;4⟩two⟨0⟩"]
        ),
        (
            "hangingSpacesAfterTheResetWithoutInk", styled("ab   cd", (0..<7, .mark)), 3,
            ["⟨0;48;2;255;255;0⟩ab⟨0⟩   ", "⟨0;48;2;255;255;0⟩cd⟨0⟩"]
        ),
        ("wideCharacters", styled("안녕 친구", (0..<2, .b)), 6, ["⟨0;1⟩안녕⟨0⟩ ", "친구"]),
        ("controlCharacterInACaretForm", styled("a\u{1B}[2Jb", (0..<6, .b)), 20, ["⟨0;1⟩a^[[2Jb⟨0⟩"]),
    ]

    @Test(arguments: cases.indices)
    func linesCarryTheirInk(index: Int) {
        let (name, text, columns, expected) = Self.cases[index]
        let lines = ANSIText.lines(InkedLines.lines(of: [text], columns: columns))
        #expect(lines.map(ExportReading.readableSGR) == expected, "\(name)")
    }

    @Test func strippedOfItsEscapesEachLineIsThePlainRender() {
        for (name, text, columns, _) in Self.cases {
            let lines = ANSIText.lines(InkedLines.lines(of: [text], columns: columns))
            let plain = Document(text.string, columns: columns).shownLines
            #expect(lines.map(ExportReading.strippingSGR) == plain, "\(name)")
        }
    }

    @Test func everyLineThatUsesInkEndsReset() {
        for (name, text, columns, _) in Self.cases {
            for line in ANSIText.lines(InkedLines.lines(of: [text], columns: columns)) {
                // The last sequence of the line, if any, is the reset.
                let sequences = ExportReading.readableSGR(line).split(separator: "⟨").dropFirst()
                if let last = sequences.last { #expect(last.hasPrefix("0⟩"), "\(name): \(line.debugDescription)") }
            }
        }
    }
}
