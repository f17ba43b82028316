import Foundation
import LetterKit
import Testing

@testable import letter

/// Large and wide lines printed: the PDF (read back with pdftotext) and
/// `render` give the same lines, as they do for text.
@Suite("Large type printed")
struct TypeSizePrintTests {
    @Test func pdftotextGivesTheRenderedLinesWithLargeType() throws {
        let scratch = try FilesScratch()
        let path = scratch.file("sized.letter")
        try writeText(
            path,
            "---\npaper: letter\nformat: 2\n---\n# 안녕하세요 Sam, 반가워요\n## Wide line, 넓게\n"
                + "Dear Sam, a normal line long enough to wrap once on the letter paper, like any other.\n")
        let rendered = try run([letterBinary, "render", path]).output
        #expect(rendered.hasPrefix("안  녕  하  세  요    S a m ,"), "\(rendered)")
        let output = path + ".pdf"
        let result = try run([letterBinary, "export", path, "--to", "pdf", "-o", output])
        #expect(result.status == 0, "\(result.error)")
        let text = try runTool(["pdftotext", "-layout", output, "-"]).output
        #expect(PrintCommandTests.writtenLines(text) == PrintCommandTests.writtenLines(rendered), "\(text)")
    }
}
