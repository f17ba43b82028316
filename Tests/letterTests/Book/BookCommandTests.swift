import Glibc
import Testing

@testable import LetterKit
@testable import letter

/// `letter book` end to end: the real binary on a book folder in a scratch
/// folder, its PDF read back with poppler, its HTML page, its EPUB checked
/// by epubcheck, and what it refuses.
@Suite("Book: the command")
struct BookCommandTests {
    let scratch: FilesScratch
    /// The book's folder, inside a box beside the letters it binds.
    let book: String
    /// The letters in the book's order.
    let letters: [String]

    init() throws {
        scratch = try FilesScratch()
        let box = try scratch.folder("box")
        _ = try scratch.folder("home")
        try writeText(
            box + "/autumn.letter",
            """
            ---
            paper: letter
            to: Min-ji
            date: 2024-10-03
            ---
            Dear **Min-ji**,

            It has been a *long* autumn here. 오늘은 정말 좋은 날이에요. The maples by the river turned [red]{color=red} last week.

            Write soon,
            Hana

            """)
        try writeText(
            box + "/long.letter",
            "---\npaper: long\n---\n" + (1...70).map { "Line \($0) of a long letter." }.joined(separator: "\n") + "\n")
        _ = try scratch.folder("box/trip.files")
        try writeBytes(
            box + "/trip.files/sun.png",
            PNGFixture.image(width: 40, height: 20) { x, _ in x < 20 ? RGBA.red : RGBA.blue })
        try writeText(box + "/trip.md", "Sunset at the harbour\n\n![the sun](trip.files/sun.png){lines=4}\n\n木漏れ日の中で\n")
        book = try scratch.folder("box/book")
        try writeText(
            book + "/book.toml",
            """
            title = "Letters from a long autumn"
            author = "Hana Park"
            letters = ["../autumn.letter", "../long.letter", "../trip.md"]
            cover = "../trip.files/sun.png"

            """)
        letters = ["autumn.letter", "long.letter", "trip.md"].map { box + "/" + $0 }
        // The box is one `letter box` has opened, as a book bound there is:
        // such a book binds from the box (`../autumn.letter`).
        _ = try letter(["box", "--list", box])
    }

    /// The program with a scratch home and settings: no one's own papers.
    func letter(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        var environment: [String: String] = [:]
        for name in ["PATH", "LANG", "LC_ALL"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        environment["HOME"] = scratch.file("home")
        environment["XDG_CONFIG_HOME"] = scratch.file("home/.config")
        environment["SWIFT_BACKTRACE"] = "enable=no"
        return try run([letterBinary] + arguments, environment: environment)
    }

    /// The number of pages pdfinfo counts.
    func pageCount(_ pdf: String) throws -> Int {
        let info = try runTool(["pdfinfo", pdf]).output
        let line = info.split(separator: "\n").first { $0.hasPrefix("Pages:") }
        return line.flatMap { Int(String($0.dropFirst("Pages:".count)).trimmingSpaces) } ?? -1
    }

    /// A letter's lines with text, as `letter export --to txt` writes them.
    func textLines(_ path: String) throws -> [String] {
        try letter(["export", path, "--to", "txt"]).output.split(separator: "\n").map { String($0).trimmingSpaces }
            .filter { !$0.isEmpty && !$0.hasPrefix("[picture:") }
    }

    // MARK: PDF

    @Test(.enabled(if: toolPath("pdfinfo") != nil && toolPath("pdftotext") != nil, "poppler-utils is not installed"))
    func thePDFIsTheCoverTheContentsAndEachLettersPagesInOrder() throws {
        let out = scratch.file("book.pdf")
        let result = try letter(["book", book, "--to", "pdf", "-o", out])
        #expect(result.status == 0, "\(result.error)")
        var alone: [Int] = []
        for (index, path) in letters.enumerated() {
            let pdf = scratch.file("alone-\(index).pdf")
            #expect(try letter(["export", path, "--to", "pdf", "-o", pdf]).status == 0)
            alone.append(try pageCount(pdf))
        }
        #expect(alone[1] > 1, "the long letter runs over more than one page")
        #expect(try pageCount(out) == 2 + alone.reduce(0, +))
        let starts = [3, 3 + alone[0], 3 + alone[0] + alone[1]]

        let contents = try runTool(["pdftotext", "-f", "2", "-l", "2", "-layout", out, "-"]).output
        let entries = contents.split(separator: "\n").map(String.init).filter { $0.contains("....") }
        #expect(entries.count == 3)
        for (entry, (title, page)) in zip(
            entries, zip(["Min-ji · 2024-10-03", "Line 1 of a long letter.", "Sunset at the harbour"], starts))
        {
            #expect(entry.contains(title) && entry.hasSuffix(" \(page)"), "\(entry)")
        }

        // Each letter's lines, in the book's order, from page 3 on.
        let text = Array(try runTool(["pdftotext", "-f", "3", out, "-"]).output)
        var cursor = 0
        for path in letters {
            for line in try textLines(path) {
                guard let found = find(Array(line), in: text, from: cursor) else {
                    Issue.record("\(line.debugDescription) of \(path) is not in the PDF after what came before")
                    return
                }
                cursor = found + line.count
            }
        }
    }

    @Test func thePDFGoesToStandardOutputWithDash() throws {
        let result = try letter(["book", book, "--to", "pdf", "-o", "-"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("%PDF-"))
    }

    // MARK: HTML

    @Test func theHTMLPageHoldsEachLetterAndCopiesItsPictures() throws {
        let out = try scratch.folder("site") + "/book.html"
        let result = try letter(["book", book, "--to", "html", "-o", out])
        #expect(result.status == 0, "\(result.error)")
        let html = String(decoding: readBytes(out) ?? [], as: UTF8.self)
        let shown = htmlLineTexts(html).map { $0.trimmingSpaces }
        var cursor = 0
        for path in letters {
            for line in try textLines(path) {
                guard let found = shown[cursor...].firstIndex(of: line) else {
                    Issue.record("\(line.debugDescription) of \(path) is not on the page after what came before")
                    return
                }
                cursor = found + 1
            }
        }
        #expect(html.contains("<h1>Letters from a long autumn</h1>"))
        for index in 1...3 {
            #expect(html.contains("<a href=\"#letter-\(index)\">") && html.contains("id=\"letter-\(index)\""))
        }
        #expect(html.contains("<img src=\"book.html.files/sun.png\" alt=\"the sun\""))
        #expect(html.contains("<img class=\"cover-picture\" src=\"book.html.files/sun.png\""))
        #expect(readBytes(scratch.file("site/book.html.files/sun.png")) == readBytes(scratch.file("box/trip.files/sun.png")))

        let dash = try letter(["book", book, "--to", "html", "-o", "-"])
        #expect(dash.status == 0)
        #expect(htmlLineTexts(dash.output) == htmlLineTexts(html))
    }

    @Test func withoutAListTheFolderLettersAreBoundByName() throws {
        let folder = try scratch.folder("numbered")
        try writeText(folder + "/book.toml", "title = \"Numbered\"\n")
        for number in [10, 2, 1] { try writeText(folder + "/letter-\(number).txt", "Letter number \(number)\n") }
        try writeText(folder + "/.hidden.txt", "hidden\n")
        let result = try letter(["book", folder, "--to", "html", "-o", "-"])
        #expect(result.status == 0, "\(result.error)")
        #expect(
            htmlLineTexts(result.output).filter { !$0.isEmpty } == [
                "Letter number 1", "Letter number 2", "Letter number 10",
            ])
    }

    // MARK: EPUB

    static let epubcheck = "/usr/share/java/epubcheck.jar"

    @Test(
        .enabled(
            if: access(epubcheck, R_OK) == 0 && toolPath("java") != nil,
            "epubcheck is not installed (Debian: epubcheck): the EPUB is not checked"))
    func theEPUBPassesEpubcheck() throws {
        let out = scratch.file("book.epub")
        let result = try letter(["book", book, "--to", "epub", "-o", out])
        #expect(result.status == 0, "\(result.error)")
        let check = try runTool(["java", "-jar", Self.epubcheck, out])
        #expect(check.status == 0, "\(check.output)")
        #expect(check.output.contains("0 fatals / 0 errors / 0 warnings"), "\(check.output)")
    }

    @Test func theEPUBStartsWithItsMimetypeStored() throws {
        let out = scratch.file("book.epub")
        #expect(try letter(["book", book, "--to", "epub", "-o", out]).status == 0)
        let bytes = readBytes(out) ?? []
        guard bytes.count > 64 else {
            Issue.record("no EPUB written")
            return
        }
        func little16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        #expect(bytes[0..<4] == [0x50, 0x4B, 0x03, 0x04], "a zip's local file header")
        #expect(little16(8) == 0, "stored, not compressed")
        let nameLength = little16(26)
        let extraLength = little16(28)
        #expect(String(decoding: bytes[30..<(30 + nameLength)], as: UTF8.self) == "mimetype")
        let start = 30 + nameLength + extraLength
        #expect(String(decoding: bytes[start..<(start + 20)], as: UTF8.self) == "application/epub+zip")
    }

    @Test func anEPUBNeedsAFile() throws {
        for arguments in [["-o", "-"], []] {
            let result = try letter(["book", book, "--to", "epub"] + arguments)
            #expect(result.status == 2)
            #expect(result.output.isEmpty)
            #expect(result.error == "letter: an EPUB is a zip file: give -o FILE.epub\n")
        }
    }

    // MARK: Refusals

    @Test(arguments: ["pdf", "html", "epub"])
    func aMissingLetterIsAnErrorNamingItAndNothingIsWritten(format: String) throws {
        try writeText(
            book + "/book.toml", "title = \"T\"\nletters = [\"../autumn.letter\", \"../gone.letter\"]\n")
        let out = scratch.file("out.\(format)")
        let result = try letter(["book", book, "--to", format, "-o", out])
        #expect(result.status == 2)
        #expect(
            result.error
                == "letter: \(book)/book.toml:2: letters: ../gone.letter is missing (no such file: \(scratch.file("box/gone.letter")))\n"
        )
        #expect(access(out, F_OK) != 0, "nothing is written")
    }

    @Test func aBookWithoutBookTomlOrTitleIsAnError() throws {
        let empty = try scratch.folder("empty")
        let none = try letter(["book", empty, "--to", "html", "-o", "-"])
        #expect(none.status == 2 && none.output.isEmpty)
        #expect(none.error == "letter: \(empty): no book.toml; a book is a folder with a book.toml (title = \"…\")\n")
        try writeText(empty + "/book.toml", "author = \"Hana\"\n")
        let untitled = try letter(["book", empty, "--to", "html", "-o", "-"])
        #expect(untitled.status == 2)
        #expect(untitled.error == "letter: \(empty)/book.toml: title is missing: a book needs a title\n")
        try writeText(empty + "/book.toml", "title = \n")
        let broken = try letter(["book", empty, "--to", "html", "-o", "-"])
        #expect(broken.status == 2 && broken.error.hasPrefix("letter: \(empty)/book.toml:1: "))
    }

    @Test func anUnknownKeyIsAWarningNotAnError() throws {
        try writeText(book + "/book.toml", "title = \"T\"\nletters = [\"../trip.md\"]\ncolour = \"blue\"\n")
        let result = try letter(["book", book, "--to", "html", "-o", "-"])
        #expect(result.status == 0)
        #expect(result.error == "letter: warning: \(book)/book.toml:3: unknown key colour is ignored\n")
    }

    @Test func aFailedWriteIsStatus1() throws {
        let result = try letter(["book", book, "--to", "html", "-o", "/dev/full"])
        #expect(result.status == 1)
        #expect(result.error.contains("/dev/full"))
    }

    @Test func theBookNeverWritesOverOneOfItsLetters() throws {
        let before = readBytes(letters[0])
        let result = try letter(["book", book, "--to", "html", "-o", letters[0]])
        #expect(result.status == 2)
        #expect(result.error == "letter: \(letters[0]) is a letter of the book; publish to another file\n")
        #expect(readBytes(letters[0]) == before)
    }
}

/// Where `needle` starts in `haystack` at or after `start`.
private func find(_ needle: [Character], in haystack: [Character], from start: Int) -> Int? {
    guard !needle.isEmpty else { return start }
    var index = start
    while index + needle.count <= haystack.count {
        if haystack[index] == needle[0], Array(haystack[index..<(index + needle.count)]) == needle { return index }
        index += 1
    }
    return nil
}
