import Foundation
import LetterKit
import Testing

@testable import letter

/// `letter export --to odt`, read back by the programs people open it with:
/// pandoc gives the letter's lines (Korean, emoji, ink), its HTML the bold,
/// the package its pictures and the colours in its styles, and LibreOffice
/// prints the same lines as `render` on one page.
@Suite("Export: ODT")
struct ODTExportTests {
    let scratch: FilesScratch

    init() throws {
        scratch = try FilesScratch()
    }

    /// Korean, an emoji, ink of every kind, a paragraph the paper wraps,
    /// an empty line between paragraphs, markup-like characters.
    static let body = """
        Dear 민지, 안녕하세요! 😀
        The **river** is *higher* than anyone here remembers, and we [walked]{.underline} along it on Sunday to count the herons by the old mill.

        오늘은 [빨간]{color=red} 잉크와 [노란]{.mark} 형광펜 <b>&amp; "quotes"</b>
        Love, Ann
        """

    func letter(_ name: String, _ body: String = Self.body, paper: String = "letter", envelope: String = "") throws
        -> String
    {
        let path = scratch.file("\(name).letter")
        try writeText(path, "---\npaper: \(paper)\n\(envelope)---\n\(body)\n")
        return path
    }

    func odt(_ path: String, _ extra: [String] = ["--to", "odt"]) throws -> String {
        let output = path + ".odt"
        let result = try run([letterBinary, "export", path, "-o", output] + extra)
        #expect(result.status == 0, "\(result.error)")
        return output
    }

    /// The lines of `text`, those at the end that are empty left out.
    static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    @Test func pandocGivesTheLettersLines() throws {
        let path = try letter("lines")
        let document = try odt(path)
        let plain = try runTool(["pandoc", "-f", "odt", "-t", "plain", "--wrap=none", document])
        #expect(plain.status == 0, "\(plain.output)")
        let text = try run([letterBinary, "export", path, "--to", "txt"]).output
        let expected = Self.lines(text)
        #expect(expected.count > 5, "the paper wraps the long paragraph")
        #expect(Self.lines(plain.output) == expected)
        #expect(plain.output.contains("<b>&amp; \"quotes\"</b>"))
    }

    @Test func theExtensionChoosesODTAndTheAddressBlockComesFirst() throws {
        let path = try letter("addressed", "Hello", envelope: "to: Grandma Kim\naddress: 12 Elm Street\n")
        let document = try odt(path, [])
        let plain = try runTool(["pandoc", "-f", "odt", "-t", "plain", "--wrap=none", document]).output
        #expect(Self.lines(plain) == ["Grandma Kim", "12 Elm Street", "", "Hello"], "\(plain)")
        let meta = try runTool(["unzip", "-p", document, "meta.xml"]).output
        #expect(meta.contains("<dc:title>Grandma Kim</dc:title>"))
    }

    @Test func pandocsHTMLShowsTheBoldAndTheStylesHoldTheColours() throws {
        let document = try odt(try letter("ink"))
        let html = try runTool(["pandoc", "-f", "odt", "-t", "html", document]).output
        #expect(html.contains("<strong>river</strong>"), "\(html)")
        #expect(html.contains("<em>higher</em>"), "\(html)")
        // pandoc's ODT reader keeps no colour; the styles LibreOffice and
        // Word read hold it.
        let content = try runTool(["unzip", "-p", document, "content.xml"]).output
        #expect(content.contains("fo:color=\"#"))
        #expect(content.contains("fo:background-color=\"#"))
        #expect(content.contains("fo:font-weight=\"bold\""))
    }

    @Test func thePackageStartsWithItsMimetypeStoredAndHoldsThePictures() throws {
        _ = mkdir(scratch.file("pics"), 0o755)
        let png = PNGFixture.image(width: 300, height: 120) { x, _ in x < 150 ? RGBA.red : RGBA.blue }
        try writeBytes(scratch.file("pics/sun.png"), png)
        _ = mkdir(scratch.file("stickers"), 0o755)
        try writeBytes(scratch.file("stickers/own.png"), PNGFixture.image(width: 16, height: 16) { _, _ in RGBA.red })
        let path = try letter(
            "pictures", "Before\n![Sun](pics/sun.png){lines=4}\nA ![own](stickers/own.png){.sticker} sticker\nAfter",
            paper: "letter")
        let document = try odt(path)
        let bytes = readBytes(document) ?? []
        // The first local header: method 0 (stored) at 8, the name at 30.
        #expect(bytes.count > 100 && bytes[8] == 0 && bytes[9] == 0)
        #expect(Array(bytes.dropFirst(30).prefix(8)) == Array("mimetype".utf8))
        #expect(Array(bytes.dropFirst(38).prefix(39)) == Array("application/vnd.oasis.opendocument.text".utf8))
        let listing = try runTool(["unzip", "-l", document]).output
        for name in ["META-INF/manifest.xml", "content.xml", "styles.xml", "meta.xml", "Pictures/picture-1.png",
            "Pictures/sticker-1.png"]
        {
            #expect(listing.contains(name), "\(name) in \(listing)")
        }
        #expect(try runTool(["unzip", "-p", document, "Pictures/picture-1.png"]).output.utf8.count > 0)
        let manifest = try runTool(["unzip", "-p", document, "META-INF/manifest.xml"]).output
        #expect(manifest.contains("manifest:full-path=\"Pictures/picture-1.png\" manifest:media-type=\"image/png\""))
        let content = try runTool(["unzip", "-p", document, "content.xml"]).output
        #expect(content.contains("xlink:href=\"Pictures/picture-1.png\""))
        #expect(content.contains("xlink:href=\"Pictures/sticker-1.png\""))
        let plain = try runTool(["pandoc", "-f", "odt", "-t", "plain", "--wrap=none", document]).output
        #expect(Self.lines(plain).first == "Before")
        #expect(Self.lines(plain).last == "After")
    }

    static let soffice = toolPath("soffice")

    @Test(
        .enabled(
            if: soffice != nil && toolPath("pdftotext") != nil,
            "soffice is not installed (Debian: libreoffice-writer-nogui): the ODT is not printed by LibreOffice"),
        arguments: ["letter", "long"])
    func libreOfficePrintsTheSameLinesOnOnePage(paper: String) throws {
        let body = paper == "long" ? (1...60).map { "line \($0) 줄 😀" }.joined(separator: "\n") : Self.body
        let path = try letter("office-\(paper)", body, paper: paper)
        let document = try odt(path)
        let profile = try scratch.folder("office-profile-\(paper)")
        let out = try scratch.folder("office-out-\(paper)")
        let converted = try runTool([
            "soffice", "-env:UserInstallation=file://" + profile, "--headless", "--convert-to", "pdf", "--outdir", out,
            document,
        ])
        #expect(converted.status == 0, "\(converted.output)")
        let pdf = out + "/office-\(paper).letter.pdf"
        let info = try runTool(["pdfinfo", pdf]).output
        #expect(info.contains(#/Pages:\s+1\n/#), "\(info)")
        let rendered = try run([letterBinary, "render", path]).output
        let text = try runTool(["pdftotext", "-layout", pdf, "-"]).output
        #expect(PrintCommandTests.writtenLines(text) == PrintCommandTests.writtenLines(rendered))
    }

    /// The palette's "Export to ODT" writes the letter as it stands, unsaved
    /// words too, beside it; pandoc reads them back.
    @Test func thePaletteExportsODTBesideTheLetter() throws {
        let folder = try ScratchFolder()
        try "Dear Ann,\n".write(toFile: folder.file("letter.md"), atomically: true, encoding: .utf8)
        let session = try TmuxSession("\(letterBinary) letter.md", folder: folder)
        try session.waitFor("F1 help")
        try session.press("C-End")
        try session.press("Enter")
        try session.type("unsaved 낱말")
        try session.press("F10")
        try session.waitFor("Export to ODT")
        try session.type("odt")
        try session.press("Enter")
        try session.waitFor("Export to ODT as: letter.odt")
        try session.press("Enter")
        try session.waitFor("Exported to letter.odt", timeout: 30)
        let plain = try runTool(["pandoc", "-f", "odt", "-t", "plain", "--wrap=none", folder.file("letter.odt")])
        #expect(Self.lines(plain.output) == ["Dear Ann,", "unsaved 낱말"], "\(plain.output)")
        #expect(folder.read("letter.md") == "Dear Ann,\n")
    }
}
