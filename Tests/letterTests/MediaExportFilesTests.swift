import Glibc
import LetterKit
import Testing

@testable import letter

/// A letter's videos and sounds in the exports read by other programs: the
/// PDF (pdftotext, pdfimages), the EPUB (epubcheck) and the HTML page in a
/// headless browser.
@Suite(
    "Media: the PDF, the EPUB and the page in a browser",
    .enabled(if: MediaLetter.hasFFmpeg, "ffmpeg is not installed"))
struct MediaExportFilesTests {
    let letter: MediaLetter
    var facts: FixedMediaReading { letter.facts }

    init() throws { letter = try MediaLetter() }

    /// The PDF's text, a line a line, and its images as `pdfimages -list` counts them.
    func pdf(media: any MediaReading) throws -> (text: String, images: [String]) {
        let pdf = letter.scratch.file("walk.pdf")
        try writeBytes(pdf, try letter.export(.pdf, media: media))
        // pdftotext spaces a wide symbol's cells out: runs of spaces as one.
        let text = try runTool(["pdftotext", "-layout", pdf, "-"]).output.split(separator: " ").joined(separator: " ")
        let list = try runTool(["pdfimages", "-list", pdf]).output
        let images = list.split(separator: "\n").dropFirst(2).map(String.init)
        return (text, images)
    }

    @Test(.enabled(if: toolPath("pdftotext") != nil && toolPath("pdfimages") != nil, "poppler-utils is not installed"))
    func aPrintedVideoIsItsPosterWithItsLengthAndName() throws {
        let (text, images) = try pdf(media: facts)
        #expect(text.contains("▶ 0:42 · clip.mp4"), "\(text)")
        #expect(text.contains("♪ tone.mp3 · 1:02"), "\(text)")
        // The poster (320 × 240) and the GIF's frame.
        #expect(images.contains { $0.contains(" 320   240 ") || $0.contains(" 320 240 ") }, "\(images)")
        #expect(images.count == 2, "\(images)")
    }

    @Test(.enabled(if: toolPath("pdftotext") != nil && toolPath("pdfimages") != nil, "poppler-utils is not installed"))
    func withoutFactsThePrintedVideoIsItsNameWithoutALength() throws {
        let (text, images) = try pdf(media: NoMediaReading())
        #expect(text.contains("▶ clip.mp4"), "\(text)")
        #expect(text.contains("♪ tone.mp3"), "\(text)")
        #expect(!text.contains("0:"), "\(text)")
        #expect(images.count == 1, "only the GIF: \(images)")
    }

    @Test(.enabled(if: toolPath("pdfimages") != nil, "poppler-utils is not installed"))
    func anAnimatedPictureIsPrintedAsItsFirstFrame() throws {
        let pdf = letter.scratch.file("walk.pdf")
        try writeBytes(pdf, try letter.export(.pdf, media: NoMediaReading()))
        let prefix = letter.scratch.file("image")
        #expect(try runTool(["pdfimages", "-png", pdf, prefix]).status == 0)
        let rgb = letter.scratch.file("image.rgb")
        let raw = try runTool([
            "ffmpeg", "-hide_banner", "-loglevel", "error", "-i", prefix + "-000.png", "-frames:v", "1", "-f",
            "rawvideo", "-pix_fmt", "rgb24", rgb,
        ])
        #expect(raw.status == 0, "\(raw.output)")
        let bytes = Array((readBytes(rgb) ?? []).prefix(3))
        // The first frame red, not the second's blue.
        #expect(bytes.count == 3 && bytes[0] > 200 && bytes[2] < 60, "\(bytes)")
    }

    static let epubcheck = "/usr/share/java/epubcheck.jar"
    static let canCheckEPUB = access(epubcheck, R_OK) == 0 && toolPath("java") != nil && toolPath("unzip") != nil

    /// The letter bound alone as an EPUB, by `letter book` (no media
    /// reader) or, given `media`, by the same code in this process; with
    /// epubcheck's words, the package and the letter's document.
    func epub(media: (any MediaReading)? = nil) throws -> (path: String, check: String, opf: String, xhtml: String) {
        try writeText(letter.scratch.file("book.toml"), "title = \"Walks\"\nletters = [\"walk.letter\"]\n")
        let epub = letter.scratch.file("walks.epub")
        if let media {
            let read = try BookFolder.read(letter.scratch.path, shelf: PaperShelf(folders: .standard()))
            try writeBytes(
                epub, try BookCommand.epub(read.book, folder: letter.scratch.path, binding: read.bindingFolder, media: media))
        } else {
            let made = try runTool([letterBinary, "book", letter.scratch.path, "--to", "epub", "-o", epub])
            try #require(made.status == 0, "\(made.output)")
        }
        let check = try runTool(["java", "-jar", Self.epubcheck, epub]).output
        let opf = try runTool(["unzip", "-p", epub, "OEBPS/content.opf"]).output
        let xhtml = try runTool(["unzip", "-p", epub, "OEBPS/letter-1.xhtml"]).output
        return (epub, check, opf, xhtml)
    }

    @Test(.enabled(if: canCheckEPUB, "epubcheck or unzip is not installed: the EPUB is not checked"))
    func anEPUBCarriesTheMediaAndPassesEpubcheck() throws {
        let (epub, check, opf, xhtml) = try epub()
        #expect(check.contains("0 fatals / 0 errors / 0 warnings"), "\(check)")
        #expect(opf.contains("href=\"media/video-1.mp4\" media-type=\"video/mp4\""), "\(opf)")
        #expect(opf.contains("href=\"media/sound-2.mp3\" media-type=\"audio/mpeg\""), "\(opf)")
        #expect(opf.contains("media-type=\"image/gif\""), "the GIF as itself: \(opf)")
        #expect(opf.contains("href=\"images/poster-1.png\" media-type=\"image/png\""), "the program's reader draws the poster: \(opf)")
        #expect(xhtml.contains("<video controls=\"controls\" preload=\"metadata\" src=\"media/video-1.mp4\""), "\(xhtml)")
        #expect(xhtml.contains("<audio controls=\"controls\" preload=\"metadata\" src=\"media/sound-2.mp3\""), "\(xhtml)")
        let unpacked = letter.scratch.file("unpacked")
        #expect(try runTool(["unzip", "-q", epub, "OEBPS/media/video-1.mp4", "-d", unpacked]).status == 0)
        let copy = readBytes(unpacked + "/OEBPS/media/video-1.mp4")
        #expect(copy != nil && copy == readBytes(letter.scratch.file("walk.files/clip.mp4")))
    }

    @Test(.enabled(if: canCheckEPUB, "epubcheck or unzip is not installed: the EPUB is not checked"))
    func anEPUBsVideoHasItsPosterAndStillPasses() throws {
        let (_, check, opf, xhtml) = try epub(media: facts)
        #expect(check.contains("0 fatals / 0 errors / 0 warnings"), "\(check)")
        #expect(opf.contains("href=\"images/poster-1.png\" media-type=\"image/png\""), "\(opf)")
        #expect(xhtml.contains("poster=\"images/poster-1.png\""), "\(xhtml)")
    }

    /// A book's page, as a letter's alone: the video's player with its
    /// poster held in the page, the sound's player, the files copied.
    @Test func aBooksPageHasThePlayersWithThePoster() throws {
        try writeText(letter.scratch.file("book.toml"), "title = \"Walks\"\nletters = [\"walk.letter\"]\n")
        let read = try BookFolder.read(letter.scratch.path, shelf: PaperShelf(folders: .standard()))
        let output = try letter.scratch.folder("out") + "/walks.html"
        let page = String(
            decoding: BookCommand.html(read.book, binding: read.bindingFolder, output: output, media: facts), as: UTF8.self)
        #expect(page.contains("<video controls=\"controls\""), "\(page)")
        #expect(page.contains("poster=\"data:image/png;base64,"), "\(page)")
        #expect(page.contains("<audio controls=\"controls\""), "\(page)")
        let plain = String(
            decoding: BookCommand.html(read.book, binding: read.bindingFolder, output: output, media: NoMediaReading()),
            as: UTF8.self)
        #expect(plain.contains("<video controls=\"controls\"") && !plain.contains("poster="), "no reader, no poster")
    }

    /// The page in headless Chromium under its own policy: the players are
    /// there with the poster, and the browser refused nothing (it says so on
    /// its console, logged to standard error, when a policy blocks a load).
    @Test(.enabled(if: HTMLBrowserTests.chromium != nil, "chromium is not installed: the page is not checked in a browser"))
    func theBrowserShowsThePlayersAndRefusesNothing() throws {
        _ = try letter.scratch.folder("out")
        let page = letter.scratch.file("out/page.html")
        try writeBytes(page, try letter.export(.html, media: facts, output: page))
        let browser = try #require(HTMLBrowserTests.chromium)
        let dump = try run([
            toolPath("timeout") ?? "/usr/bin/timeout", "120", browser, "--headless", "--no-sandbox", "--disable-gpu",
            "--user-data-dir=" + letter.scratch.file("profile"), "--enable-logging=stderr", "--v=0",
            "--virtual-time-budget=3000", "--dump-dom", "file://" + page,
        ])
        try #require(dump.status == 0, "chromium failed (\(dump.status)): \(dump.error.suffix(2000))")
        #expect(dump.output.contains("<video controls=\"controls\" preload=\"metadata\" src=\"page.html.files/clip.mp4\" poster=\"data:image/png;base64,"), "\(dump.output.prefix(3000))")
        #expect(dump.output.contains("<audio controls=\"controls\" preload=\"metadata\" src=\"page.html.files/tone.mp3\""))
        #expect(dump.output.contains("<img src=\"page.html.files/blink.gif\""))
        #expect(!dump.error.contains("Content Security Policy"), "\(dump.error.suffix(3000))")
    }
}
