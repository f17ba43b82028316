import Glibc
import LetterKit
import Testing

@testable import letter

/// What a received letter cannot put into a page or a book: an SVG drawing
/// as it is, a language tag readers refuse; and what the picture libraries
/// say reaches standard error as one clean note at most.
@Suite("Safety: pages, books and the libraries' messages")
struct SafetyExportTests {
    let scratch: FilesScratch

    init() throws {
        scratch = try FilesScratch()
        _ = try scratch.folder("home")
    }

    func letterCommand(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        var environment: [String: String] = ["LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]
        environment["HOME"] = scratch.file("home")
        environment["XDG_CONFIG_HOME"] = scratch.file("home/.config")
        environment["SWIFT_BACKTRACE"] = "enable=no"
        return try run([letterBinary] + arguments, environment: environment)
    }

    /// An SVG drawing with a script, an event handler and a reference to elsewhere.
    static let scriptedSVG = """
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="20" height="10" \
        onload="alert(1)"><script>alert(2)</script><image xlink:href="https://example.com/x.png" width="5" \
        height="5"/><rect width="20" height="10" fill="red"/></svg>
        """

    /// A letter with a PNG, an SVG drawing, an SVG named `.png`, and targets
    /// that are addresses.
    func writeLetter(lang: String?) throws -> String {
        _ = try? scratch.folder("min.files")
        try writeBytes(scratch.file("min.files/sun.png"), PNGFixture.image(width: 8, height: 8) { _, _ in RGBA.red })
        try writeText(scratch.file("min.files/drawing.svg"), Self.scriptedSVG)
        try writeText(scratch.file("min.files/disguised.png"), Self.scriptedSVG)
        let path = scratch.file("min.letter")
        try writeText(
            path,
            """
            ---
            paper: letter
            \(lang.map { "lang: \"\($0)\"\n" } ?? "")---
            Dear Min-ji,

            ![sun](min.files/sun.png){lines=3}

            ![drawing](min.files/drawing.svg){lines=3}

            ![disguised](min.files/disguised.png){lines=3}

            ![far](https://example.com/far.png){lines=3}

            ![near](<JaVa\tScript:alert(1).png>){lines=3}

            """)
        return path
    }

    @Test func anSVGDrawingEntersAPageOnlyAsAPNG() throws {
        let letter = try writeLetter(lang: nil)
        _ = try scratch.folder("out")
        let page = scratch.file("out/page.html")
        let result = try letterCommand(["export", letter, "--to", "html", "-o", page])
        #expect(result.status == 0, "\(result.error)")
        let html = String(decoding: readBytes(page) ?? [], as: UTF8.self)
        #expect(!html.lowercased().contains(".svg\""), "no SVG is referred to")
        let copies = folderNames(scratch.file("out/page.html.files"))
        #expect(copies.allSatisfy { !$0.hasSuffix(".svg") }, "\(copies)")
        #expect(copies.contains("sun.png") && copies.contains("drawing.png"), "\(copies)")
        for copy in copies {
            let bytes = readBytes(scratch.file("out/page.html.files/" + copy)) ?? []
            #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(copy) is a PNG")
            #expect(!String(decoding: bytes, as: UTF8.self).contains("<script"), "\(copy)")
        }
        #expect(html.components(separatedBy: "<img ").count == 4, "the PNG and both drawings, drawn")
        // Without a drawing of it, an SVG's block is its frame.
        let alone = HTMLPage.sheet(
            of: [StyledText("x")], paper: .letter, address: { _ in "walk.files/map.svg" })
        #expect(!alone.contains("map.svg"))
    }

    @Test func anSVGsFrameSaysWhyWhenItCannotBeDrawn() throws {
        try writeText(scratch.file("broken.svg"), "<svg xmlns=\"http://www.w3.org/2000/svg\"><script>")
        let letter = scratch.file("broken.letter")
        try writeText(letter, "---\npaper: letter\n---\n![map](broken.svg){lines=3}\n")
        _ = try scratch.folder("out")
        let page = scratch.file("out/page.html")
        #expect(try letterCommand(["export", letter, "--to", "html", "-o", page]).status == 0)
        let html = String(decoding: readBytes(page) ?? [], as: UTF8.self)
        // Its frame says why: a drawing not put on a page, or what is wrong with it.
        #expect(html.contains(PictureTarget.vectorDrawingNote) || html.contains("not a picture"), "\(html)")
        #expect(!html.contains("<img "))
        #expect(folderNames(scratch.file("out/page.html.files")).allSatisfy { !$0.hasSuffix(".svg") })
    }

    static let epubcheck = "/usr/share/java/epubcheck.jar"

    static let languages: [(written: String, declared: String, warned: Bool)] = [
        ("pt_BR", "pt-BR", false), ("zh-hant-tw", "zh-Hant-TW", false), ("english\"><x", "und", true),
    ]

    @Test(
        .enabled(
            if: access(epubcheck, R_OK) == 0 && toolPath("java") != nil && toolPath("unzip") != nil,
            "epubcheck (Debian: epubcheck) or unzip is not installed: the EPUB is not checked"),
        arguments: languages.indices)
    func anEPUBPassesEpubcheckWhateverItsLettersSay(index: Int) throws {
        let (written, declared, warned) = Self.languages[index]
        let letter = try writeLetter(lang: written)
        // A book binds only the files in its own folder: the letter's.
        let book = scratch.path
        try writeText(
            book + "/book.toml",
            "title = \"T\\u001B[2J <b>&\"\nletters = [\"\(PicturePath.fileName(of: letter))\"]\n")
        let epub = scratch.file("book.epub")
        let result = try letterCommand(["book", book, "--to", "epub", "-o", epub])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.contains("is not a language tag") == warned, "\(result.error)")
        let check = try runTool(["java", "-jar", Self.epubcheck, epub])
        #expect(check.output.contains("0 fatals / 0 errors / 0 warnings"), "\(check.output)")
        let listing = try runTool(["unzip", "-l", epub]).output
        #expect(!listing.lowercased().contains(".svg"), "\(listing)")
        #expect(listing.contains("images/picture-1.png"))
        #expect(listing.contains("images/picture-2.png") && listing.contains("images/picture-3.png"), "both drawings, drawn")
        let opf = try runTool(["unzip", "-p", epub, "OEBPS/content.opf"]).output
        #expect(opf.contains("<dc:language>\(declared)</dc:language>"), "\(opf)")
    }

    /// A GIF whose header says 0 × 0 pixels: gdk-pixbuf answers
    /// `GdkPixbuf-CRITICAL **: info_cb: assertion 'width > 0 && height > 0'
    /// failed` on standard error when nothing catches it.
    static let emptyGIF: [UInt8] = Array("GIF89a".utf8) + [0, 0, 0, 0, 0, 0, 0, 0x3B]

    @Test(arguments: [["render"], ["check"], ["export", "--to", "html"], ["export", "--to", "pdf", "-o", "-"]])
    func aLibrarysWarningIsOneCleanNoteAtMost(command: [String]) throws {
        try writeBytes(scratch.file("empty.gif"), Self.emptyGIF)
        try writeBytes(scratch.file("empty2.gif"), Self.emptyGIF + [0])
        let letter = scratch.file("gif.letter")
        try writeText(letter, "---\npaper: letter\n---\nHi\n\n![e](empty.gif)\n\n![f](empty2.gif)\n")
        let result = try letterCommand([command[0], letter] + command.dropFirst())
        #expect(result.status == 0, "\(result.error)")
        #expect(!result.error.contains("CRITICAL"), "\(result.error)")
        #expect(!result.error.contains("**"), "\(result.error)")
        let notes = result.error.split(separator: "\n").filter { $0.contains("a picture library said") }
        #expect(notes.count == 1, "\(result.error)")
        #expect(result.error.split(separator: "\n").allSatisfy { $0.hasPrefix("letter: ") }, "\(result.error)")
    }
}
