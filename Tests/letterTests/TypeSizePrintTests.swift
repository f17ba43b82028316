import Foundation
import LetterKit
import Testing

@testable import letter

/// Large and wide lines printed: the PDF (read back with pdftotext) and
/// `render` give the same lines, as they do for text. Render spaces a sized
/// line's characters and the PDF sets them at their size, so the lines are
/// compared without their spaces.
@Suite("Large type printed")
struct TypeSizePrintTests {
    /// pdftotext's or render's written lines, every space left out.
    static func unspaced(_ text: String) -> [String] {
        PrintCommandTests.writtenLines(text).map { $0.filter { $0 != " " } }
    }

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
        #expect(Self.unspaced(text) == Self.unspaced(rendered), "\(text)")
        // Set at its size, not spaced: the PDF holds the words whole.
        #expect(text.contains("반가워요") && text.contains("넓게"), "\(text)")
    }

    /// A book prints its letters through the same printout: a large line in
    /// it is the large line of the letter printed alone.
    @Test func aBookPrintsALargeLineAsTheLetterAloneDoes() throws {
        let scratch = try FilesScratch()
        let box = try scratch.folder("box")
        _ = try scratch.folder("home")
        try writeText(
            box + "/sized.letter",
            "---\npaper: letter\nformat: 2\n---\n# 안녕하세요 Sam, 반가워요\n## Wide line, 넓게\nDear Sam,\n")
        let book = try scratch.folder("box/book")
        try writeText(book + "/book.toml", "title = \"Sizes\"\nletters = [\"../sized.letter\"]\n")
        var environment: [String: String] = ["HOME": scratch.file("home"), "XDG_CONFIG_HOME": scratch.file("home/.config")]
        for name in ["PATH", "LANG", "LC_ALL"] {
            if let value = ProcessInfo.processInfo.environment[name] { environment[name] = value }
        }
        _ = try run([letterBinary, "box", "--list", box], environment: environment)
        let output = scratch.file("book.pdf")
        let result = try run([letterBinary, "book", book, "--to", "pdf", "-o", output], environment: environment)
        #expect(result.status == 0, "\(result.error)")
        let text = try runTool(["pdftotext", "-layout", output, "-"]).output
        let rendered = try run([letterBinary, "render", box + "/sized.letter"], environment: environment).output
        let lines = Self.unspaced(text)
        let letter = Self.unspaced(rendered)
        #expect(letter.count == 3, "\(rendered)")
        let start = lines.firstIndex(of: letter[0])
        #expect(start.map { Array(lines[$0..<min(lines.count, $0 + letter.count)]) } == letter, "\(text)")
        #expect(text.contains("반가워요"), "\(text)")
    }
}
