import Testing

@testable import LetterKit

/// The Markdown a letter is written in means to pandoc what it means here: the
/// same characters, and the same bold, italic, underline, highlight and colour.
/// Runs the real pandoc; skipped, saying so, where pandoc is not installed.
@Suite(.enabled(if: Pandoc.isInstalled, "pandoc is not installed: cannot check the Markdown against pandoc"))
struct PandocAgreementTests {
    /// Words pandoc reads as plain text: no smart quotes, dashes or ellipses,
    /// no `~^$@&#`, which pandoc reads as other syntax (see `MarkdownInk`).
    static let words: [String] = [
        "Dear", "Sam", "a", "x", "friend,", "2*3*4", "snake_case", "[x]", "[x]{.mark}", "a\\b", "`code`", "<b>",
        "{}", "{.underline}", "Hi!", "**not**", "_not_", "안녕하세요", "친구", "こんにちは", "漢字", "👨‍👩‍👧", "🇰🇷",
        "👍🏽", "e\u{301}", "*", "_", "\\", "]", "[", "!", "x!", "\u{A0}",
    ]

    static func sample<R: RandomNumberGenerator>(using rng: inout R) -> StyledText {
        let count = Int.random(in: 1...8, using: &rng)
        let string = (0..<count).map { _ in words.randomElement(using: &rng) ?? "x" }.joined(separator: " ")
        let characters = Array(string)
        var runs: [StyleRun] = []
        for _ in 0..<Int.random(in: 0...6, using: &rng) {
            let start = Int.random(in: 0..<characters.count, using: &rng)
            let end = Int.random(in: start...min(characters.count, start + 10), using: &rng)
            runs.append(StyleRun(start..<end, InkPieces.ink(using: &rng)))
        }
        return StyledText(characters, runs: runs)
    }

    /// Pandoc reads each written text as the reader here reads it.
    func expectPandocReads(_ texts: [StyledText], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let lines = texts.map(MarkdownInk.serialize)
        let readings = try Pandoc.read(lines)
        #expect(readings.count == lines.count, "pandoc saw \(readings.count) paragraphs in \(lines.count) lines",
            sourceLocation: sourceLocation)
        var failures = 0
        for (line, reading) in zip(lines, readings) {
            let ours = MarkdownInk.parse(line)
            let agree = reading.surprises.isEmpty && Exact(reading.styledText.string) == Exact(ours.string)
                && reading.styledText.runs == ours.runs
            if !agree && failures < 10 {
                failures += 1
                Issue.record("\(Exact(line))\n  pandoc \(reading)\n  here   \(ours)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func canonicalWritingOfEveryMarkMeansTheSameToPandoc() throws {
        let u = Ink.u
        try expectPandocReads([
            styled("Dear Sam,", (0..<4, .b)),
            styled("Dear Sam", (5..<8, .i)),
            styled("both", (0..<4, .bi)),
            styled("ab", (0..<1, .bi), (1..<2, .b)),
            styled("ab", (0..<1, .b), (1..<2, .bi)),
            styled("ab", (0..<1, .b), (1..<2, .i)),
            styled("ab", (0..<1, .i), (1..<2, .b)),
            styled("abc", (0..<1, .i), (1..<2, .bi), (2..<3, .i)),
            styled("ab", (0..<1, .bi), (1..<2, .i)),
            styled("abc", (0..<1, .b), (1..<2, .bi), (2..<3, .i)),
            styled("abc", (1..<2, .b)),
            styled("Dear Sam", (0..<4, u)),
            styled("x", (0..<1, .mark)),
            styled("x", (0..<1, Ink(highlight: .pink))),
            styled("x", (0..<1, Ink(highlight: .rgb(RGB(red: 0xFF, green: 0xCC, blue: 0))))),
            styled("x", (0..<1, Ink(color: .rgb(RGB(red: 0xAB, green: 0xCD, blue: 0xEF))))),
            styled("Dear Sam", (0..<4, Ink(bold: true, underline: true, color: .red))),
            styled("x", (0..<1, Ink(bold: true, italic: true, underline: true, color: .navy, highlight: .green))),
            styled("a b c", (0..<2, u), (2..<3, u.with(.color(.red))), (3..<5, u)),
            styled("ab", (0..<1, Ink.red.with(.underline(true))), (1..<2, .red)),
            styled("a b", (0..<3, u)),
            styled("a b c", (0..<1, .b), (2..<3, Ink(bold: true, highlight: .yellow))),
            styled("안녕하세요 친구", (0..<5, .b)),
            styled("こんにちは。", (0..<5, u)),
            styled("👨‍👩‍👧🇰🇷", (0..<2, .mark)),
            styled("2*3*4 snake_case [x] a\\b `code` a<b"),
            styled("*_[]\\`<", (0..<7, .b)),
            styled("**unclosed"),
            styled("[x]{.mark}"),
            styled("Hi!x", (3..<4, .mark)),
            styled("2^x", (2..<3, .mark)),
            styled("^x", (0..<2, .mark)),
            styled("Hi!x", (3..<4, .b)),
            styled("Dear Sam", (0..<5, .b)),
            styled("Dear Sam", (4..<8, Ink(underline: true, color: .red))),
        ])
    }

    /// Random texts from words pandoc reads as plain text, with random ink.
    @Test func randomWritingMeansTheSameToPandoc() throws {
        var rng = SystemRandomNumberGenerator()
        try expectPandocReads((0..<400).map { _ in Self.sample(using: &rng) })
    }

    /// Markdown written by hand, heavy in markers, brackets and escapes, reads
    /// here as pandoc reads it: the same scalars in the same ink, spaces aside
    /// (pandoc joins runs of spaces and drops them at a span's edges).
    /// Spans with attributes this program does not know are left out: by
    /// design they stay text here, where pandoc hides their brackets.
    @Test func readerAgreesWithPandocOnHandWrittenMarkup() throws {
        let pieces = [
            "*", "*", "**", "***", "_", "__", "[", "[", "]", "]{.underline}", "]{.mark}", "]{color=red}",
            "]{}", "]{ .mark }", "]{background=#FFcc00}", "]{color=RED .ul}", "{", "}",
            "{.mark}", "\\!", "\\{", "\\]", "\\ ", "é", "\u{301}", "1", "_1", ".", "..",
            "\\*", "\\_", "\\[", "\\\\", " ", " ", " ", "a", "b", "word", "x_y", "안녕", "😀",
        ]
        var rng = SystemRandomNumberGenerator()
        // "x " first, so no line starts a list, a rule or a heading; every `[`
        // closed by the end, since pandoc 2.17 pairs brackets across paragraphs.
        let lines = (0..<500).map { _ in
            var line = "x "
            var open = 0
            for _ in 0..<Int.random(in: 1...16, using: &rng) {
                let piece = pieces.randomElement(using: &rng) ?? "a"
                if piece == "[" { open += 1 }
                if piece.hasPrefix("]") { open = max(0, open - 1) }
                line += piece
            }
            return line + String(repeating: "]", count: open)
        }
        let readings = try Pandoc.read(lines)
        #expect(readings.count == lines.count)
        var failures = 0
        for (line, reading) in zip(lines, readings) {
            var reader = MarkdownInkReader(line)
            let ours = reader.readScalars().filter { !$0.scalar.properties.isWhitespace }.map { "\($0.scalar) \($0.ink)" }
            // Pandoc's smart punctuation makes `...` one `…`: put the dots back.
            let theirs = zip(reading.text, reading.inks).filter { !$0.0.properties.isWhitespace }.flatMap {
                $0.0 == "\u{2026}" ? Array(repeating: ". \($0.1)", count: 3) : ["\($0.0) \($0.1)"]
            }
            let agree = ours == theirs && reading.surprises.isEmpty
            if !agree && failures < 10 {
                failures += 1
                Issue.record("\(Exact(line))\n  pandoc \(reading)\n  here   \(MarkdownInk.parse(line))")
            }
        }
    }
}
