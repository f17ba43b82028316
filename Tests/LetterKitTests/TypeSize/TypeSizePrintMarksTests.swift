import Testing

@testable import LetterKit

/// A large or wide line on the printed page and in the HTML sheet: set at
/// its size (not spaced), in the cells and on the writing lines render
/// gives it.
@Suite("Large type: the printout's marks and the HTML sheet")
struct TypeSizePrintMarksTests {
    static let paper = sheet(12, 20)

    static let paragraphs = [
        StyledText(Array("안녕 Sam, hello"), size: .large),
        StyledText(Array("Wide 넓게"), runs: [StyleRun(0..<4, Ink(bold: true))], size: .wide),
        StyledText(Array("Dear Sam,")),
    ]

    /// The `.line` text marks on the first page, top to bottom.
    static func lineTexts() -> [PrintText] {
        let printout = PrintLayout.printout(PrintRequest(paragraphs: paragraphs, paper: paper, fileName: "t.letter"))
        return printout.pages.first.map { PrintReading.texts(.line, on: $0) } ?? []
    }

    /// Each stretch: its text, the writing line it starts on, the cell it
    /// starts at, the cells it covers across, the lines it covers down, its
    /// type size in normal sizes and its stretch across.
    struct Mark: Equatable, CustomStringConvertible {
        var text: String
        var line: Int
        var column: Int
        var across: Int
        var down: Int
        var size: Double
        var stretch: Double

        var description: String { "\(text.debugDescription) @\(line),\(column) \(across)x\(down) size \(size) ×\(stretch)" }
    }

    @Test func sizedLinesAreSetAtTheirSizeOnRendersLines() {
        let (left, cell, row) = PrintReading.textLeft(Self.paper)
        let geometry = PrintGeometry(page: .a4, columns: Self.paper.columns, margin: Self.paper.look.margin)
        let top = Self.lineTexts().map(\.box.y).min() ?? 0
        let marks = Self.lineTexts().map { text in
            Mark(
                text: text.text, line: Int(((text.box.y - top) / row).rounded()),
                column: Int(((text.box.x - left) / cell).rounded()), across: Int((text.box.width / cell).rounded()),
                down: Int((text.box.height / row).rounded()), size: text.size / geometry.fontSize, stretch: text.stretch)
        }
        // The large line wraps at 10 columns: "안녕 Sam," (9 cells) then
        // "hello", each two lines high and twice as wide; the wide line on
        // one line, its bold and plain stretches side by side.
        let expected = [
            Mark(text: "안녕 Sam,", line: 0, column: 0, across: 18, down: 2, size: 2, stretch: 1),
            Mark(text: "hello", line: 2, column: 0, across: 10, down: 2, size: 2, stretch: 1),
            Mark(text: "Wide", line: 4, column: 0, across: 8, down: 1, size: 1, stretch: 2),
            Mark(text: " 넓게", line: 4, column: 8, across: 10, down: 1, size: 1, stretch: 2),
            Mark(text: "Dear Sam,", line: 5, column: 0, across: 9, down: 1, size: 1, stretch: 1),
        ]
        #expect(marks == expected)
        // The large line's baseline is twice as far down its two lines.
        let large = Self.lineTexts().first
        #expect(large?.baseline == 2 * geometry.baseline)
        // Render's lines hold the same characters on the same lines, spaced.
        var printed: [Int: String] = [:]
        for mark in marks { printed[mark.line, default: ""] += mark.text.filter { $0 != " " } }
        let rendered = InkedLines.lines(of: Self.paragraphs, columns: Self.paper.columns).enumerated().compactMap {
            index, line in line.trimmedText.isEmpty ? nil : (index, line.trimmedText.filter { $0 != " " })
        }
        #expect(rendered.map(\.0) == printed.keys.sorted())
        #expect(rendered.map(\.1) == printed.keys.sorted().compactMap { printed[$0] })
    }

    @Test func theHTMLSheetSetsALargeLineTwiceTheSizeAndAWideOneTwiceAsWide() {
        let html = HTMLPage.sheet(of: Self.paragraphs, paper: Self.paper, address: { _ in nil })
        let lines = html.split(separator: "\n").filter { $0.hasPrefix("<div") }.map(String.init)
        #expect(
            lines == [
                "<div class=\"line large\">안녕 Sam,</div>",
                "<div class=\"line large\">hello</div>",
                "<div class=\"line\"><span class=\"wide\"><strong>Wide</strong> 넓게</span></div>",
                "<div class=\"line\">Dear Sam,</div>",
                // Six lines taken, six left ruled.
                "<div class=\"rules\" aria-hidden=\"true\" style=\"height:calc(var(--line) * 6)\"></div>",
            ])
        let style = HTMLPage.style(language: "ko")
        #expect(style.contains(".line.large { font-size: 200%; height: var(--line); line-height: var(--line); }"))
        #expect(style.contains(".wide { display: inline-block; transform: scaleX(2); transform-origin: left; }"))
    }
}
