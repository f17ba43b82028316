import Foundation
@testable import LetterKit
import Testing

@testable import letter

/// `letter import FILE.odt|FILE.docx` through the real binary: documents
/// made by pandoc (and LibreOffice) from the tests' Markdown become letters
/// with their lines, ink and pictures; a table is named as left out; a zip
/// bomb, an XXE entity and a `../` entry are each refused, nothing written.
@Suite("Documents: import ODT and DOCX")
struct DocumentImportCommandTests {
    static let markdown = """
        Dear **Hana**,

        The *leaves* fell.\\
        Second line.

        안녕하세요 하나씨, 잘 지내죠?

        ![](red.png){width=1in height=0.5in}

        """

    static let table = "\n| a | b |\n|---|---|\n| 1 | 2 |\n"

    static let lines = ["Dear Hana,", "The leaves fell.", "Second line.", "안녕하세요 하나씨, 잘 지내죠?"]

    /// A folder holding the Markdown ("x.md") and its picture ("red.png").
    static func source(table: Bool = false) throws -> FilesScratch {
        let scratch = try FilesScratch()
        try writeText(scratch.file("x.md"), markdown + (table ? Self.table : ""))
        try writeBytes(scratch.file("red.png"), PNGFixture.image(width: 8, height: 4) { _, _ in .red })
        return scratch
    }

    /// Makes `name` from the Markdown with pandoc, in the scratch folder.
    static func pandoc(_ scratch: FilesScratch, _ name: String) throws {
        let made = try run(["/usr/bin/pandoc", "--resource-path", scratch.path, scratch.file("x.md"), "-o", scratch.file(name)])
        #expect(made.status == 0, "\(made.error)")
    }

    /// Imports `document` into `name.letter`; the run's status and standard error.
    static func importing(_ scratch: FilesScratch, _ document: String, as name: String = "out.letter") throws
        -> (status: Int32, error: String)
    {
        let result = try run([letterBinary, "import", scratch.file(document), "-o", scratch.file(name)])
        return (result.status, result.error)
    }

    /// The letter's lines without its picture marks, its picture count, and its inks by text.
    static func read(_ path: String) throws -> (lines: [String], pictures: Int, inks: [String: Ink]) {
        let letter = try LoadedLetter.load(path: path)
        let document = letter.page(on: letter.paper ?? .default).document
        let lines = document.text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.filter { !PictureMark.isMark($0) })
        }.filter { !$0.isEmpty }
        var inks: [String: Ink] = [:]
        for paragraph in document.styledParagraphs {
            for run in paragraph.runs { inks[String(paragraph.characters[run.range])] = run.ink }
        }
        return (lines, document.text.filter { PictureMark.isMark($0) }.count, inks)
    }

    @Test(
        .enabled(if: toolPath("pandoc") != nil, "pandoc is not installed: no documents to import"),
        arguments: ["x.docx", "x.odt"])
    func aDocumentByPandocImportsWithItsLinesInkAndPicture(_ name: String) throws {
        let scratch = try Self.source()
        try Self.pandoc(scratch, name)
        let result = try Self.importing(scratch, name)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.isEmpty, "\(result.error)")
        let letter = try Self.read(scratch.file("out.letter"))
        #expect(letter.lines == Self.lines)
        #expect(letter.pictures == 1)
        #expect(letter.inks["Hana"]?.bold == true)
        #expect(letter.inks["leaves"]?.italic == true)
        let pictures = folderNames(scratch.file("out.letter.files"))
        #expect(pictures.count == 1)
        #expect(pictures.first.map { readBytes(scratch.file("out.letter.files/" + $0))?.count } == readBytes(scratch.file("red.png"))?.count)
        let checked = try run([letterBinary, "check", scratch.file("out.letter")])
        #expect(checked.status == 0, "\(checked.output) \(checked.error)")
    }

    /// A heading (pandoc's `Heading1` in DOCX, `text:h` in ODT) comes back
    /// as a large line, `# ` in the letter.
    @Test(
        .enabled(if: toolPath("pandoc") != nil, "pandoc is not installed: no documents to import"),
        arguments: ["x.docx", "x.odt"])
    func aHeadingImportsAsLargeType(_ name: String) throws {
        let scratch = try FilesScratch()
        try writeText(scratch.file("x.md"), "# Big news\n\nDear Hana,\n")
        try Self.pandoc(scratch, name)
        let result = try Self.importing(scratch, name)
        #expect(result.status == 0, "\(result.error)")
        let letter = try #require(readBytes(scratch.file("out.letter")).map { String(decoding: $0, as: UTF8.self) })
        let body = letter.split(separator: "\n").drop { $0 != "---" }.dropFirst().drop { $0 != "---" }.dropFirst()
        #expect(body.first.map { $0.hasPrefix("# ") && $0.contains("Big news") } == true, "\(letter)")
        #expect(body.dropFirst().first == "Dear Hana,", "\(letter)")
    }

    @Test(.enabled(if: toolPath("pandoc") != nil, "pandoc is not installed: no documents to import"))
    func aTableIsNamedAsLeftOutInOneNote() throws {
        let scratch = try Self.source(table: true)
        try Self.pandoc(scratch, "x.docx")
        let result = try Self.importing(scratch, "x.docx")
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.split(separator: "\n").count == 1 && result.error.contains("tables"), "\(result.error)")
        #expect(try Self.read(scratch.file("out.letter")).lines == Self.lines + ["a", "b", "1", "2"])
    }

    @Test(
        .enabled(
            if: toolPath("pandoc") != nil && toolPath("soffice") != nil,
            "pandoc or soffice (Debian: libreoffice-writer-nogui) is not installed"),
        .timeLimit(.minutes(3)))
    func aDocumentByLibreOfficeImports() throws {
        let scratch = try Self.source()
        try Self.pandoc(scratch, "x.docx")
        let converted = try run(
            [
                toolPath("soffice") ?? "soffice", "-env:UserInstallation=file://" + scratch.file("profile"), "--headless",
                "--convert-to", "odt", "--outdir", scratch.file("lo"), scratch.file("x.docx"),
            ], environment: ["HOME": scratch.path, "PATH": "/usr/bin:/bin"])
        #expect(converted.status == 0, "\(converted.output) \(converted.error)")
        let result = try run([letterBinary, "import", scratch.file("lo/x.odt"), "-o", scratch.file("lo.letter")])
        #expect(result.status == 0, "\(result.error)")
        let letter = try Self.read(scratch.file("lo.letter"))
        #expect(letter.lines == Self.lines)
        #expect(letter.pictures == 1)
        #expect(letter.inks["Hana"]?.bold == true)
        #expect(letter.inks["leaves"]?.italic == true)
    }

    /// Writes a zip with python3's zipfile: `entries` as (name, Python
    /// expression of its bytes, or `zeros:N` for N zeros written in pieces).
    static func zip(_ path: String, _ entries: [(String, String)]) throws {
        var script = "import zipfile\nz = zipfile.ZipFile(\(pythonString(path)), 'w', zipfile.ZIP_DEFLATED)\n"
        for (name, content) in entries {
            if content.hasPrefix("zeros:") {
                script += "with z.open(\(pythonString(name)), 'w', force_zip64=True) as f:\n"
                script += "    for _ in range(\(content.dropFirst(6)) // (1 << 20)): f.write(bytes(1 << 20))\n"
            } else {
                script += "z.writestr(\(pythonString(name)), \(pythonString(content)))\n"
            }
        }
        script += "z.close()\n"
        let made = try run(["/usr/bin/python3", "-c", script])
        #expect(made.status == 0, "\(made.error)")
    }

    static func pythonString(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }

    static let content = "<office:document-content><office:body><office:text><text:p>Hello</text:p></office:text></office:body></office:document-content>"

    static let hostile: [(name: String, entries: [(String, String)], words: String)] = [
        ("zip bomb", [("content.xml", content), ("Pictures/zeros.png", "zeros:\(200 << 20)")], "zip bomb"),
        ("bomb in the content", [("content.xml", "zeros:\(200 << 20)")], "zip bomb"),
        (
            "XXE entity",
            [("content.xml", "<?xml version=\"1.0\"?><!DOCTYPE r [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><r>&x;</r>")],
            "DOCTYPE"
        ),
        ("../ entry", [("content.xml", content), ("../evil", "evil")], "outside"),
        ("absolute entry", [("content.xml", content), ("/tmp/evil", "evil")], "outside"),
    ]

    @Test(.enabled(if: toolPath("python3") != nil, "python3 is not installed"), arguments: hostile.indices)
    func aHostileDocumentIsRefusedAndNothingIsWritten(_ index: Int) throws {
        let example = Self.hostile[index]
        let scratch = try FilesScratch()
        try Self.zip(scratch.file("bad.odt"), example.entries)
        let result = try Self.importing(scratch, "bad.odt")
        #expect(result.status == 2, "\(example.name): \(result.error)")
        #expect(result.error.contains(example.words), "\(example.name): \(result.error)")
        #expect(result.error.split(separator: "\n").count == 1, "\(result.error)")
        #expect(folderNames(scratch.path) == ["bad.odt"])
    }
}
