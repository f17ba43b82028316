import Glibc
import LetterKit
import Testing

@testable import letter

/// Stickers printed and exported: `render`, the PDF (read back with
/// poppler) and the HTML page (in headless Chromium) give the same lines
/// with large type and stickers; in the PDF a sticker is a picture in its
/// two cells, in the page an image carried inside it; an EPUB packs them.
///
/// How a sticker is compared: text tools cannot read a picture (pdftotext
/// gives nothing for it, a page's text has no image in it), so the lines
/// are compared by count and by their characters around the sticker,
/// render's `:name:` taken out; that the sticker holds its place is then
/// measured: the gap its cells leave between the words in the PDF, the
/// pixels drawn in that gap, and the width of its line in the browser.
@Suite("Stickers: printed and exported")
struct StickerExportTests {
    let scratch: FilesScratch

    init() throws {
        scratch = try FilesScratch()
    }

    /// Large and wide lines, Korean, an emoji and stickers, one at the right
    /// edge of a normal line and one at the right edge of a wide line, on
    /// 24 columns. `own` is the person's file beside the letter; the rest
    /// are shipped stickers named by files that are not there.
    static let letter = """
        ---
        paper: custom
        lines: 12
        columns: 24
        format: 2
        ---
        # 안녕 Sam ![heart](stickers/heart.png){.sticker}
        ## Wide 넓게 ![star](stickers/star.png){.sticker}
        Dear Min-ji 😀, 오늘은 ![sun](stickers/sun.png){.sticker} 좋아요.\\
        abcdefghijklmnopqrstuv![own](stickers/own.png){.sticker}\\
        A **bold ![moon](stickers/moon.png){.sticker} night** here.

        """

    static let names = ["heart", "star", "sun", "own", "moon"]

    /// Writes the letter and its own sticker (a red 16 × 16 PNG).
    func writeLetter(_ text: String = Self.letter, name: String = "stickers.letter") throws -> String {
        _ = try scratch.folder("stickers")
        try writeBytes(
            scratch.file("stickers/own.png"), PNGFixture.image(width: 16, height: 16) { _, _ in RGBA.red })
        let path = scratch.file(name)
        try writeText(path, text)
        return path
    }

    /// A line as compared across the outputs: every space left out, and
    /// each sticker's `:name:` (spaced or not, as render writes it).
    static func comparable(_ line: String) -> String {
        var text = line.filter { $0 != " " && $0 != "\u{3000}" }
        for name in names { text = text.replacing(":\(name):", with: "") }
        return text
    }

    @Test func renderAndThePDFAgreeLineForLineAndEveryStickerIsAPicture() throws {
        let path = try writeLetter()
        let rendered = try run([letterBinary, "render", path]).output
        let renderLines = PrintCommandTests.writtenLines(rendered)
        #expect(
            renderLines.map(Self.comparable) == [
                "안녕Sam", "Wide넓게", "DearMin-ji😀,오늘은", "좋아요.", "abcdefghijklmnopqrstuv", "Aboldnighthere.",
            ], "\(rendered)")
        let pdf = path + ".pdf"
        let export = try run([letterBinary, "export", path, "--to", "pdf", "-o", pdf])
        #expect(export.status == 0, "\(export.error)")
        #expect(!export.error.contains("sticker"), "every sticker has a picture: \(export.error)")
        let text = try runTool(["pdftotext", "-layout", pdf, "-"]).output
        // A colour emoji is a picture in the PDF too (Noto Color Emoji's
        // glyphs are bitmaps), which pdftotext cannot read: left out of both.
        func withoutEmoji(_ line: String) -> String {
            line.filter { !($0.unicodeScalars.first?.properties.isEmojiPresentation ?? false) }
        }
        #expect(
            PrintCommandTests.writtenLines(text).map(Self.comparable).map(withoutEmoji)
                == renderLines.map(Self.comparable).map(withoutEmoji), "\(text)")
        // Nothing of a sticker's mark reaches the page as text.
        #expect(!text.contains("\u{FFFD}") && !text.contains(":"), "\(text)")
        // One 16 × 16 picture drawn for each sticker (the emoji's glyph is
        // another picture; one with transparency is listed again as its
        // soft mask), the large line's drawn twice as large (half the
        // pixels an inch) as the normal lines'.
        let images = try runTool(["pdfimages", "-list", pdf]).output
        let rows = images.split(separator: "\n").dropFirst(2).map { $0.split(separator: " ") }
        let stickers = rows.filter { $0.count > 12 && $0[2] == "image" && $0[3] == "16" && $0[4] == "16" }
        #expect(stickers.count == Self.names.count, "\(images)")
        let ppi = stickers.compactMap { Double($0[12]) }
        #expect(ppi.count == 5 && abs(ppi[0] * 2 - ppi[2]) < 2 && ppi[2] == ppi[3] && ppi[3] == ppi[4], "\(images)")
    }

    @Test(.enabled(if: HTMLBrowserTests.chromium != nil, "chromium is not installed: the page is not checked in a browser"))
    func renderAndTheBrowserAgreeLineForLineAndAStickerTakesItsCells() throws {
        let (probe, render, _) = try HTMLBrowserTests().probe(Self.letter)
        let written = render.filter { !$0.isEmpty }
        #expect(probe.lines.map { Self.comparable($0.text) } == written.map(Self.comparable), "\(render)")
        guard HTMLBrowserTests.hasMonospaceFaces, probe.lines.count == written.count else { return }
        let row = probe.lines.last?.height ?? 0
        // Cells across each line, as the paper counts them: its text's
        // cells and two for each sticker, twice that on a sized line.
        // The emoji's line is left out: its width is the emoji font's.
        let expected: [(across: Int, down: Int)] = [(22, 2), (24, 1), (-1, 1), (10, 1), (24, 1), (21, 1)]
        for (line, want) in zip(probe.lines, expected) where want.across > 0 {
            #expect(
                abs(line.width - Double(want.across) * probe.cell) < 1.5,
                "\(line.text): \(line.width)px for \(want.across) cells")
            #expect(abs(line.height - Double(want.down) * row) < 1, "\(line.text): \(line.height)px for \(want.down) lines")
        }
    }

    /// The PDF leaves a sticker's two cells between the words around it and
    /// draws its picture there: `own` is red, so the gap has dark pixels in
    /// grey; a sticker with no picture anywhere is an empty frame, noted.
    @Test func thePDFDrawsAStickerInTheCellsBetweenTheWordsAroundIt() throws {
        let path = try writeLetter(
            "---\npaper: letter\nformat: 2\n---\nDear ![own](stickers/own.png){.sticker} Sam,\\\n"
                + "Then ![nothing](stickers/nothing.png){.sticker} more.\n",
            name: "gap.letter")
        let pdf = path + ".pdf"
        let export = try run([letterBinary, "export", path, "--to", "pdf", "-o", pdf])
        #expect(export.status == 0, "\(export.error)")
        #expect(
            export.error.contains("note: the sticker nothing is printed as an empty frame"), "\(export.error)")
        let words = try Self.words(pdf)
        let dear = try #require(words.first { $0.text == "Dear" })
        let sam = try #require(words.first { $0.text == "Sam," })
        let cell = (dear.xMax - dear.xMin) / 4
        // "Dear", a space, the sticker's two cells, a space, "Sam,".
        #expect(abs((sam.xMin - dear.xMax) - 4 * cell) < 0.5 * cell, "gap \(sam.xMin - dear.xMax) for cells of \(cell)")
        let gap = try Self.greys(
            pdf, x: dear.xMax + cell, y: dear.yMin, width: 2 * cell, height: dear.yMax - dear.yMin)
        #expect(gap.filter { $0 < 120 }.count > gap.count / 3, "the sticker's cells are not red: \(gap.prefix(40))")
        // The same place on the next line, where no picture exists, is the
        // paper with a frame: mostly light.
        let then = try #require(words.first { $0.text == "Then" })
        let frame = try Self.greys(
            pdf, x: then.xMax + cell, y: then.yMin, width: 2 * cell, height: then.yMax - then.yMin)
        #expect(frame.filter { $0 < 120 }.count < frame.count / 3)
    }

    /// Words of page one with their boxes in points (`pdftotext -bbox`).
    static func words(_ pdf: String) throws -> [(text: String, xMin: Double, yMin: Double, xMax: Double, yMax: Double)] {
        let xhtml = try runTool(["pdftotext", "-bbox", "-f", "1", "-l", "1", pdf, "-"]).output
        var words: [(String, Double, Double, Double, Double)] = []
        for line in xhtml.split(separator: "\n") where line.contains("<word ") {
            func value(_ name: String) -> Double {
                guard let start = line.firstRange(of: name + "=\"") else { return -1 }
                let rest = line[start.upperBound...]
                return Double(rest.prefix { $0 != "\"" }) ?? -1
            }
            guard let open = line.firstRange(of: "\">"), let close = line.firstRange(of: "</word>") else { continue }
            words.append(
                (String(line[open.upperBound..<close.lowerBound]), value("xMin"), value("yMin"), value("xMax"), value("yMax")))
        }
        return words
    }

    /// The grey values (0 black … 255 white) of a rectangle of page one,
    /// in points, drawn by pdftoppm at 2 pixels a point.
    static func greys(_ pdf: String, x: Double, y: Double, width: Double, height: Double) throws -> [UInt8] {
        let scale = 2.0
        let out = pdf + ".crop"
        let result = try runTool([
            "pdftoppm", "-gray", "-r", "144", "-f", "1", "-l", "1", "-singlefile", "-x", String(Int(x * scale)),
            "-y", String(Int(y * scale)), "-W", String(Int(width * scale)), "-H", String(Int(height * scale)), pdf, out,
        ])
        try #require(result.status == 0, "\(result.output)")
        let bytes = readBytes(out + ".pgm") ?? []
        // P5, width, height, maximum, then the pixels.
        var fields = 0
        var index = 0
        var inField = false
        while index < bytes.count, fields < 4 {
            let isSpace = bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09
            if isSpace, inField { fields += 1 }
            inField = !isSpace
            index += 1
        }
        return Array(bytes[min(index, bytes.count)...])
    }

    /// A large line that would start on a page's last row prints whole on
    /// the next page (pdftotext page by page).
    @Test func aLargeLineAtAPagesFootIsPrintedWholeOnTheNextPage() throws {
        let paper = try Paper(lines: 90, columns: 24)
        let geometry = PrintGeometry(page: .a4, columns: 24, margin: paper.look.margin)
        // The sheet's top border and margin come first: line k is row k + 2.
        let before = geometry.rowsPerPage() - 3
        let body = (1...before).map { "Line \($0)" }.joined(separator: "\\\n") + "\n# Big words\nAfter it\n"
        let path = try writeLetter(
            "---\npaper: custom\nlines: 90\ncolumns: 24\nformat: 2\n---\n" + body, name: "foot.letter")
        let pdf = path + ".pdf"
        let export = try run([letterBinary, "export", path, "--to", "pdf", "-o", pdf])
        #expect(export.status == 0, "\(export.error)")
        let first = PrintCommandTests.writtenLines(try runTool(["pdftotext", "-layout", "-f", "1", "-l", "1", pdf, "-"]).output)
        let second = PrintCommandTests.writtenLines(try runTool(["pdftotext", "-layout", "-f", "2", "-l", "2", pdf, "-"]).output)
        #expect(first.last == "Line \(before)", "\(first.suffix(3))")
        #expect(!first.contains { $0.contains("Big") }, "\(first.suffix(3))")
        #expect(second.prefix(2) == ["Big words", "After it"], "\(second.prefix(3))")
    }

    /// The page carries each sticker as a PNG inside itself: the letter's own
    /// file, else the shipped one of its name; never a path, never a file
    /// that is not a PNG or lies outside the letter's folder; the name
    /// escaped.
    @Test func theHTMLPageHoldsOnlyPNGStickersReadInsideTheLettersFolder() throws {
        _ = try scratch.folder("inner")
        try writeBytes(scratch.file("secret.png"), PNGFixture.image(width: 4, height: 4) { _, _ in RGBA.red })
        _ = try scratch.folder("inner/stickers")
        // A "PNG" that is really an SVG drawing, beside the letter.
        try writeText(scratch.file("inner/stickers/heart.png"), "<svg xmlns=\"http://www.w3.org/2000/svg\" onload=\"alert(1)\"/>")
        try writeBytes(
            scratch.file("inner/stickers/own.png"), PNGFixture.image(width: 16, height: 16) { _, _ in RGBA.blue })
        let path = scratch.file("inner/hostile.letter")
        try writeText(
            path,
            "---\npaper: letter\n---\nA ![heart](stickers/heart.png){.sticker} B ![own](stickers/own.png){.sticker} "
                + "C ![secret](../secret.png){.sticker} D ![<b>\"x\"](stickers/x.png){.sticker}\n")
        let page = scratch.file("out/page.html")
        _ = try scratch.folder("out")
        let export = try run([letterBinary, "export", path, "--to", "html", "-o", page])
        #expect(export.status == 0, "\(export.error)")
        let html = String(decoding: readBytes(page) ?? [], as: UTF8.self)
        /// The address a page gives `png`.
        func address(_ png: [UInt8]) -> String {
            var pictures = StickerPictures()
            let sticker = Sticker(name: "any", path: "any.png")
            pictures.hold(png, for: sticker)
            return pictures.dataAddress(sticker) ?? "none"
        }
        let heart = address(ShippedStickers.png(named: "heart") ?? [])
        let own = address(PNGFixture.image(width: 16, height: 16) { _, _ in RGBA.blue })
        #expect(heart.hasPrefix("data:image/png;base64,iVBORw0KGgo"))
        #expect(html.contains("<img class=\"sticker\" src=\"\(heart)\" alt=\"heart\""), "the shipped heart, not the SVG")
        #expect(html.contains("<img class=\"sticker\" src=\"\(own)\" alt=\"own\""))
        #expect(html.contains("class=\"sticker missing\" role=\"img\" aria-label=\"secret\""), "outside: a frame")
        #expect(html.contains("aria-label=\"&lt;b&gt;&quot;x&quot;\""))
        #expect(html.components(separatedBy: "<img ").count == 3)
        for text in ["<svg", "onload", "stickers/", "secret.png", "<b>"] {
            #expect(!html.contains(text), "\(text)")
        }
        #expect(access(scratch.file("out/page.html.files"), F_OK) != 0, "nothing copied beside the page")
    }

    /// A book of a letter with stickers: its EPUB packs each sticker's PNG
    /// as an item of its manifest and passes epubcheck; its HTML page holds
    /// them as the letter's page does.
    @Test(
        .enabled(
            if: access(BookCommandTests.epubcheck, R_OK) == 0 && toolPath("java") != nil,
            "epubcheck is not installed (Debian: epubcheck): the EPUB is not checked"))
    func aBooksEPUBPacksItsStickersAndPassesEpubcheck() throws {
        let book = try scratch.folder("book")
        _ = try scratch.folder("book/stickers")
        try writeBytes(
            book + "/stickers/own.png", PNGFixture.image(width: 16, height: 16) { x, _ in x < 8 ? RGBA.red : RGBA.blue })
        try writeText(book + "/stickers.letter", Self.letter)
        try writeText(book + "/book.toml", "title = \"Stickers\"\nletters = [\"stickers.letter\"]\n")
        _ = try scratch.folder("home")
        var environment: [String: String] = ["HOME": scratch.file("home"), "XDG_CONFIG_HOME": scratch.file("home/.config")]
        for name in ["PATH", "LANG", "LC_ALL"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        let epub = scratch.file("book.epub")
        let made = try run([letterBinary, "book", book, "--to", "epub", "-o", epub], environment: environment)
        #expect(made.status == 0, "\(made.error)")
        let check = try runTool(["java", "-jar", BookCommandTests.epubcheck, epub])
        #expect(check.output.contains("0 fatals / 0 errors / 0 warnings"), "\(check.output)")
        let listing = try runTool(["unzip", "-l", epub]).output
        for index in 1...5 { #expect(listing.contains("OEBPS/images/sticker-\(index).png"), "\(listing)") }
        #expect(!listing.contains("sticker-6"), "\(listing)")
        let page = scratch.file("book.html")
        let html = try run([letterBinary, "book", book, "--to", "html", "-o", page], environment: environment)
        #expect(html.status == 0, "\(html.error)")
        let text = String(decoding: readBytes(page) ?? [], as: UTF8.self)
        #expect(text.components(separatedBy: "<img class=\"sticker\" src=\"data:image/png;base64,").count == 6)
    }

    /// `render` shows a sticker by its name however it draws the lines:
    /// beside a picture (the lines with their blocks) and in colour.
    @Test func renderShowsAStickerByItsNameBesideAPictureAndInColour() throws {
        let path = try writeLetter(
            "---\npaper: letter\nformat: 2\n---\nDear ![heart](stickers/heart.png){.sticker} **Sam**,\n\n"
                + "![the sun](sun.png){lines=2}\n",
            name: "pictured.letter")
        let plain = try run([letterBinary, "render", path]).output
        #expect(plain.hasPrefix("Dear :heart: Sam,\n"), "\(plain)")
        let colour = try run([letterBinary, "render", "--color", path]).output
        let stripped = colour.replacing(/\u{1B}\[[0-9;]*m/, with: "")
        #expect(stripped == plain, "\(colour.debugDescription)")
        #expect(!colour.unicodeScalars.contains { $0.value == 0xFDD1 || $0.value == 0xFFFD })
    }
}
