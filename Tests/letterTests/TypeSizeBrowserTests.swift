import LetterKit
import Testing

@testable import letter

/// Large and wide lines in the exported page, in a real browser (headless
/// Chromium): each shows the characters of render's line, spaces aside, at
/// its size: a large line two lines high and twice as wide, a wide line
/// twice as wide and one line high.
@Suite("Large type: the HTML page in a headless browser")
struct TypeSizeBrowserTests {
    static let letter = """
        ---
        paper: custom
        lines: 12
        columns: 24
        format: 2
        ---
        # 안녕 Sam, hello there
        ## Wide 넓게
        Dear Sam,

        """

    @Test(
        .enabled(if: HTMLBrowserTests.chromium != nil, "chromium is not installed: the page is not checked in a browser"),
        .enabled(
            if: HTMLBrowserTests.hasMonospaceFaces,
            "Noto Sans Mono CJK KR or DejaVu Sans Mono is not installed: widths not measured"))
    func theBrowserShowsSizedLinesAtTheirSizeOnRendersLines() throws {
        let (probe, render, _) = try HTMLBrowserTests().probe(Self.letter)
        let written = render.map { $0.filter { $0 != " " } }.filter { !$0.isEmpty }
        #expect(probe.lines.map { $0.text.filter { $0 != " " } } == written, "\(render)")
        // Cells across and lines down each line takes, as the paper counts them.
        let expected: [(text: String, across: Int, down: Int)] = [
            ("안녕 Sam,", 18, 2), ("hello there", 22, 2), ("Wide 넓게", 18, 1), ("Dear Sam,", 9, 1),
        ]
        #expect(probe.lines.map(\.text) == expected.map(\.text))
        let row = probe.lines.last?.height ?? 0
        #expect(row > 10, "a line is \(row)px high")
        for (line, want) in zip(probe.lines, expected) {
            #expect(abs(line.width - Double(want.across) * probe.cell) < 1.5, "\(line.text): \(line.width)px for \(want.across) cells")
            #expect(abs(line.height - Double(want.down) * row) < 1, "\(line.text): \(line.height)px for \(want.down) lines")
        }
    }
}
