import Foundation
import LetterKit
import Testing

@testable import letter

/// `letter export --to docx`, read back by other programs: pandoc's plain
/// text is the letter's lines, its HTML keeps the ink, the archive holds
/// the pictures, and LibreOffice prints the same lines on one page.
@Suite("Export: DOCX")
struct DOCXExportTests {
    let scratch: FilesScratch

    init() throws {
        scratch = try FilesScratch()
    }

    static let body = """
        Dear 민지, 안녕하세요! 🌷
        The river is **higher** than [ever]{color=red} & <calm>.

        # 큰 글씨
        [오늘은]{.underline} *좋은* [날]{.mark} 😀
        Love, Ann
        """

    /// The lines the letter is on its paper of 40 columns (the first and
    /// the last joined, as a letter's paragraph joins lines, and wrapped).
    static let lines = [
        "Dear 민지, 안녕하세요! 🌷 The river is", "higher than ever & <calm>.", "", "큰 글씨",
        "오늘은 좋은 날 😀 Love, Ann",
    ]

    func letter(_ name: String, _ body: String, envelope: String = "") throws -> String {
        let path = scratch.file(name + ".letter")
        try writeText(path, "---\nformat: 2\npaper: custom\nlines: 12\ncolumns: 40\n\(envelope)---\n\(body)\n")
        return path
    }

    /// Exports `path` to `name` (its extension chooses the format) and
    /// gives the document's path.
    func docx(_ path: String, _ name: String = "out.docx") throws -> String {
        let output = scratch.file(name)
        let result = try run([letterBinary, "export", path, "-o", output])
        #expect(result.status == 0, "\(result.error)")
        return output
    }

    /// What pandoc makes of `document` as `format`, standard output only.
    func pandoc(_ document: String, to format: String, from: String = "docx") throws -> String {
        let pandoc = try #require(toolPath("pandoc"), "pandoc is not installed (apt-get install pandoc)")
        let result = try run([pandoc, "-f", from, "-t", format, "--wrap=none", document])
        #expect(result.status == 0, "\(result.error)")
        return result.output
    }

    /// `text`'s lines without the empty lines at its end.
    static func trimmed(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.last == "" { lines.removeLast() }
        return lines
    }

    @Test func pandocReadsTheLettersLines() throws {
        let path = try letter("ink", Self.body)
        let text = try pandoc(try docx(path), to: "plain")
        #expect(Self.trimmed(text) == Self.lines)
        let exported = try run([letterBinary, "export", path, "--to", "txt"]).output
        #expect(Self.trimmed(exported) == Self.lines)
    }

    @Test func pandocsHTMLKeepsBoldAndColour() throws {
        let html = try pandoc(try docx(try letter("ink", Self.body)), to: "html")
        #expect(html.contains("<strong>higher</strong>"), "\(html)")
        #expect(html.contains("<em>좋은</em>"), "\(html)")
        // Pandoc (2.17) reads no colour off a run; the ink's style names it,
        // which pandoc's HTML keeps when asked for styles.
        let styled = try pandoc(try docx(try letter("ink", Self.body)), to: "html", from: "docx+styles")
        #expect(styled.contains("<span data-custom-style=\"Ink #ff0000\">ever</span>"), "\(styled)")
        let document = try unzipped(try docx(try letter("ink", Self.body)), "word/document.xml")
        #expect(document.contains("<w:color w:val=\"FF0000\"/>"))
        #expect(document.contains("&lt;calm&gt;"))
        let styles = try unzipped(try docx(try letter("ink", Self.body)), "word/styles.xml")
        #expect(styles.contains("w:name w:val=\"Ink #ff0000\""))
        #expect(styles.contains("Noto Sans Mono CJK KR"))
    }

    @Test func aLongLineBreaksWhereThePaperWrapsIt() throws {
        let long = "one two three four five six seven eight nine ten eleven twelve"
        let path = try letter("long", long)
        let rendered = try run([letterBinary, "export", path, "--to", "txt"]).output
        #expect(Self.trimmed(rendered).count == 2)
        #expect(Self.trimmed(try pandoc(try docx(path), to: "plain")) == Self.trimmed(rendered))
    }

    @Test func theEnvelopeComesFirstAndTheTitleIsTheRecipient() throws {
        let path = try letter("envelope", "Hello", envelope: "to: Grandma Kim\nto-address: 1 Elm St\n")
        let output = try docx(path)
        let text = Self.trimmed(try pandoc(output, to: "plain"))
        #expect(text.first == "Grandma Kim", "\(text)")
        #expect(text.last == "Hello")
        #expect(try unzipped(output, "docProps/core.xml").contains("<dc:title>Grandma Kim</dc:title>"))
        let plain = try docx(try letter("plain", "Hello"), "plain.docx")
        #expect(try unzipped(plain, "docProps/core.xml").contains("<dc:title>plain.letter</dc:title>"))
    }

    @Test func theArchiveHoldsThePictureAndTheSticker() throws {
        let png = PNGFixture.image(width: 300, height: 120) { x, _ in x < 150 ? RGBA.red : RGBA.blue }
        try writeBytes(scratch.file("sun.png"), png)
        let path = try letter("pictures", "Before\n![Sun](sun.png){lines=4}\nA ![cake](stickers/cake.png){.sticker} for you\n\nAfter")
        let output = try docx(path)
        let listing = try runTool(["unzip", "-l", output]).output
        for part in [
            "[Content_Types].xml", "_rels/.rels", "word/document.xml", "word/styles.xml", "word/_rels/document.xml.rels",
            "docProps/core.xml", "word/media/image1.png", "word/media/image2.png",
        ] {
            #expect(listing.contains(part), "\(part) in \(listing)")
        }
        #expect(try runTool(["unzip", "-p", output, "word/media/image1.png"]).status == 0)
        let document = try unzipped(output, "word/document.xml")
        #expect(document.contains("r:embed=\"rIdImage1\""))
        #expect(document.contains("descr=\"Sun\""))
        #expect(document.contains("descr=\"cake\""))
        // 40 columns at the print size, the picture in its proportions (300 × 120).
        let extents = document.matches(of: #/<wp:extent cx="(\d+)" cy="(\d+)"/>/#).map { (Int($0.1) ?? 0, Int($0.2) ?? 0) }
        #expect(extents.count == 2)
        if let (width, height) = extents.first { #expect(abs(width * 120 - height * 300) < 300 * 50, "\(extents)") }
        let text = Self.trimmed(try pandoc(output, to: "plain"))
        #expect(text.first == "Before")
        #expect(text.last == "After")
    }

    @Test func libreOfficePrintsTheSameLinesOnOnePage() throws {
        let soffice = try #require(
            toolPath("soffice"), "LibreOffice's soffice is not installed (apt-get install libreoffice-writer-nogui)")
        let output = try docx(try letter("office", Self.body))
        let profile = try scratch.folder("office-profile")
        let folder = try scratch.folder("office-pdf")
        let converted = try run([
            soffice, "-env:UserInstallation=file://" + profile, "--headless", "--convert-to", "pdf", "--outdir", folder, output,
        ])
        #expect(converted.status == 0, "\(converted.error)")
        let pdf = folder + "/out.pdf"
        let info = try runTool(["pdfinfo", pdf]).output
        #expect(info.contains(#/Pages:\s+1\n/#), "\(info)")
        let text = try run([try #require(toolPath("pdftotext")), "-layout", pdf, "-"]).output
        #expect(PrintCommandTests.writtenLines(text) == Self.lines.filter { !$0.isEmpty })
    }

    @Test func theTerminalIsRefusedAndAnExtensionChooses() throws {
        let path = try letter("short", "Hi")
        let result = try run([letterBinary, "export", path, "--to", "docx", "-o", "-"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("PK"))
        #expect(ExportFormat(extension: "DOCX") == .docx)
    }

    /// F10, "docx", Enter, the offered name accepted: the letter as it
    /// stands (unsaved words too) as a DOCX beside it.
    @Test func thePaletteExportsADOCXBesideTheLetter() throws {
        let folder = try ScratchFolder()
        try "Dear Ann,\n".write(toFile: folder.file("letter.md"), atomically: true, encoding: .utf8)
        let session = try TmuxSession("\(letterBinary) letter.md", folder: folder)
        try session.waitFor("F1 help")
        try session.press("C-End")
        try session.type("unsaved words")
        try session.press("F10")
        try session.type("docx")
        try session.waitFor("Export to DOCX")
        try session.press("Enter")
        try session.waitFor("Export to DOCX as: letter.docx")
        try session.press("Enter")
        try session.waitFor("Exported to letter.docx", timeout: 30)
        let text = try pandoc(folder.file("letter.docx"), to: "plain")
        #expect(text.hasPrefix("Dear Ann,") && text.contains("unsaved words"), "\(text)")
        #expect(folder.read("letter.md") == "Dear Ann,\n")
    }

    /// The text of `part` inside the zip at `path`.
    func unzipped(_ path: String, _ part: String) throws -> String {
        let unzip = try #require(toolPath("unzip"), "unzip is not installed")
        return try run([unzip, "-p", path, part]).output
    }
}
