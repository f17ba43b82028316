import Glibc
import Testing

@testable import letter

/// A book binds only its own files: its letters and cover inside its folder
/// once `..` and links are resolved, or inside the letterbox it was bound
/// in; a letter's pictures inside that letter's folder. Anything else is an
/// error naming it (a letter, a cover) or a frame saying why (a picture),
/// never read, copied or embedded.
@Suite("Trust: a book binds only its own files")
struct BookConfinementTests {
    let folder: ReceivedFolder
    let book: String

    init() throws {
        folder = try ReceivedFolder()
        book = try folder.scratch.folder("letters/book")
        try folder.scratch.folder("home")
        try writeText(folder.letters + "/x.letter", "A letter beside the book.\n")
        try writeText(book + "/a.letter", "The book's own letter.\n")
    }

    func letter(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        try run(
            [letterBinary] + arguments,
            environment: [
                "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": folder.scratch.file("home"),
                "SWIFT_BACKTRACE": "enable=no",
            ])
    }

    func bookFile(letters: [String], cover: String? = nil) throws {
        var text = "title = \"T\"\nletters = [\(letters.map { "\"\($0)\"" }.joined(separator: ", "))]\n"
        if let cover { text += "cover = \"\(cover)\"\n" }
        try writeText(book + "/book.toml", text)
    }

    /// Each way out, as a letter of the book and as its cover, in every
    /// format: an error that says so, and nothing written.
    @Test(arguments: ["html", "pdf", "epub"])
    func aLetterOrCoverOutsideTheBooksFolderIsAnError(format: String) throws {
        let out = folder.scratch.file("out.\(format)")
        let ways = ["/etc/hostname", "../x.letter", "../../elsewhere/secret.png", "../out.png", "../chain.png"]
        for way in ways {
            try bookFile(letters: ["a.letter", way])
            let result = try letter(["book", book, "--to", format, "-o", out])
            #expect(result.status == 2, "\(way)")
            #expect(result.error.contains("is outside the book's folder"), "\(way): \(result.error)")
            #expect(readBytes(out) == nil, "\(way)")
        }
        for way in ways.dropFirst(2) {
            try bookFile(letters: ["a.letter"], cover: way)
            let result = try letter(["book", book, "--to", format, "-o", out])
            #expect(result.status == 2, "cover \(way)")
            #expect(result.error.contains("is outside the book's folder"), "cover \(way): \(result.error)")
        }
    }

    /// The same book inside a letterbox `letter box` has opened binds the
    /// letter beside it (the box binds books that way), but still nothing
    /// outside the box.
    @Test func aBookInAnOpenedBoxBindsFromTheBox() throws {
        _ = try letter(["box", "--list", folder.letters])
        let out = folder.scratch.file("out.html")
        try bookFile(letters: ["a.letter", "../x.letter"])
        let bound = try letter(["book", book, "--to", "html", "-o", out])
        #expect(bound.status == 0, "\(bound.error)")
        try bookFile(letters: ["a.letter", "../../elsewhere/secret.png"])
        let refused = try letter(["book", book, "--to", "html", "-o", out])
        #expect(refused.status == 2)
        #expect(refused.error.contains("is outside the book's folder"), "\(refused.error)")
    }

    /// A bound letter's picture that leads out of its folder is its frame
    /// with the reason on the HTML page, and left out of the EPUB.
    @Test func aBookLettersPictureOutsideIsAFrameAndNotEmbedded() throws {
        try writeText(book + "/a.letter", "Hello\n\n![s](../../elsewhere/secret.png){lines=3}\n")
        try bookFile(letters: ["a.letter"])
        let page = folder.scratch.file("page.html")
        let html = try letter(["book", book, "--to", "html", "-o", page])
        #expect(html.status == 0, "\(html.error)")
        let text = String(decoding: readBytes(page) ?? [], as: UTF8.self)
        #expect(text.contains("outside the letter"), "\(text)")
        #expect(!text.contains("<img"), "\(text)")
        #expect(System.names(in: folder.scratch.file("page.html.files")) == nil)
        let epub = folder.scratch.file("book.epub")
        let zipped = try letter(["book", book, "--to", "epub", "-o", epub])
        #expect(zipped.status == 0, "\(zipped.error)")
        let listing = try runTool(["unzip", "-l", epub]).output
        #expect(!listing.contains("images/"), "\(listing)")
        let document = try runTool(["unzip", "-p", epub, "OEBPS/letter-1.xhtml"]).output
        #expect(document.contains("outside the letter"), "\(document)")
    }
}
