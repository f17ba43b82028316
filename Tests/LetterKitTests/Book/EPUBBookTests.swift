import Testing

@testable import LetterKit

/// The EPUB's files: their order, the package document's metadata, manifest
/// and spine, the pictures by their bytes, the identifier and the date.
/// (epubcheck reads the zipped book in the program's tests.)
@Suite("Book: the EPUB's files")
struct EPUBBookTests {
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    static let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0, 16]
    static let gif = Array("GIF89a\u{1}\u{0}".utf8)

    /// What the fake disk holds: a PNG, a JPEG named .png, a GIF, a BMP; anything else is missing.
    static func header(_ path: String) -> [UInt8]? {
        switch PicturePath.fileName(of: path) {
        case "sun.png", "cover.jpg": png
        case "photo.png": jpeg
        case "anim.gif": gif
        case "old.bmp": Array("BM\u{0}\u{0}".utf8)
        default: nil
        }
    }

    static let pictureBook = BoundBook(
        title: "Trip", author: "Hana", cover: "/box/cover.jpg",
        letters: [
            BookFixture.letter("a.letter", pictures: ["/box/sun.png", "/box/photo.png", "/box/gone.png"]),
            BookFixture.letter(
                "b.letter", pictures: ["/box/sun.png", "/box/old.bmp", "/box/anim.gif", "/box/notes.pdf"]),
        ])

    static func files(_ book: BoundBook = pictureBook) -> [EPUBBook.File] {
        EPUBBook.files(book, identifier: "urn:uuid:x", modified: "2026-11-22T10:00:00Z", header: header)
    }

    static func text(_ files: [EPUBBook.File], _ path: String) -> String {
        for file in files where file.path == path {
            if case .text(let text) = file.content { return text }
        }
        return ""
    }

    @Test func theMimetypeComesFirstThenTheContainerThenThePackage() {
        let files = Self.files()
        #expect(files.first == EPUBBook.File(path: "mimetype", content: .text("application/epub+zip")))
        #expect(files.map(\.path).prefix(3) == ["mimetype", "META-INF/container.xml", "OEBPS/content.opf"])
        #expect(Self.text(files, "META-INF/container.xml").contains("full-path=\"OEBPS/content.opf\""))
        #expect(Set(files.map(\.path)).count == files.count)
    }

    @Test func thePackageHasTheMetadataEveryFileAndTheReadingOrder() {
        let files = Self.files()
        let opf = Self.text(files, "OEBPS/content.opf")
        for line in [
            "<dc:identifier id=\"book-id\">urn:uuid:x</dc:identifier>", "<dc:title>Trip</dc:title>",
            "<dc:creator>Hana</dc:creator>", "<dc:language>und</dc:language>",
            "<meta property=\"dcterms:modified\">2026-11-22T10:00:00Z</meta>",
            "<item id=\"nav\" href=\"nav.xhtml\" media-type=\"application/xhtml+xml\" properties=\"nav\"/>",
            "<item id=\"cover-image\" href=\"images/cover.png\" media-type=\"image/png\" properties=\"cover-image\"/>",
            "<item id=\"picture-1\" href=\"images/picture-1.png\" media-type=\"image/png\"/>",
            "<item id=\"picture-2\" href=\"images/picture-2.jpg\" media-type=\"image/jpeg\"/>",
            "<item id=\"picture-3\" href=\"images/picture-3.gif\" media-type=\"image/gif\"/>",
        ] {
            #expect(opf.contains(line), "\(line)")
        }
        // Every file but the container's own is in the manifest, once.
        for file in files where file.path.hasPrefix("OEBPS/") && file.path != "OEBPS/content.opf" {
            let href = "href=\"\(file.path.dropFirst("OEBPS/".count))\""
            #expect(ExportReading.count(href, in: opf) == 1, "\(file.path)")
        }
        let spine = opf.split(separator: "\n").filter { $0.contains("<itemref") }.map { String($0).trimmingSpaces }
        #expect(
            spine == [
                "<itemref idref=\"cover\"/>", "<itemref idref=\"nav\"/>", "<itemref idref=\"letter-1\"/>",
                "<itemref idref=\"letter-2\"/>",
            ])
    }

    @Test func picturesAreCarriedOnceByTheirBytesTypeOthersDrawnAsFrames() {
        let files = Self.files()
        let copies = files.compactMap { file -> String? in
            if case .copy(let path) = file.content { return "\(file.path) ← \(path)" }
            return nil
        }
        #expect(
            copies == [
                "OEBPS/images/cover.png ← /box/cover.jpg", "OEBPS/images/picture-1.png ← /box/sun.png",
                "OEBPS/images/picture-2.jpg ← /box/photo.png", "OEBPS/images/picture-3.gif ← /box/anim.gif",
            ])
        let first = Self.text(files, "OEBPS/letter-1.xhtml")
        #expect(first.contains("<img src=\"images/picture-1.png\""))
        #expect(first.contains("<img src=\"images/picture-2.jpg\""))
        #expect(ExportReading.lineTexts(ofPage: first).contains { $0.contains(" the gone.png ") })
        let second = Self.text(files, "OEBPS/letter-2.xhtml")
        #expect(second.contains("<img src=\"images/picture-1.png\""))
        #expect(ExportReading.lineTexts(ofPage: second).contains { $0.contains(" the old.bmp ") })
        #expect(ExportReading.lineTexts(ofPage: second).contains { $0.contains("notes.pdf") })
        #expect(!second.contains("<a "), "an attachment is its card, not a link out of the book")
    }

    @Test func theContentsLinkEachLetterAndTheCoverShowsItsPicture() {
        let files = Self.files(BookFixture.book)
        let nav = Self.text(files, "OEBPS/nav.xhtml")
        #expect(nav.contains("<nav epub:type=\"toc\" id=\"toc\" class=\"contents\">"))
        for (index, letter) in BookFixture.book.letters.enumerated() {
            #expect(nav.contains("<li><a href=\"letter-\(index + 1).xhtml\">\(HTMLInk.escaped(letter.title))</a></li>"))
        }
        #expect(Self.text(files, "OEBPS/cover.xhtml").contains("<p class=\"author\">Hana Park</p>"))
        #expect(
            Self.text(Self.files(), "OEBPS/cover.xhtml").contains(
                "<img class=\"cover-picture\" src=\"images/cover.png\""))
        #expect(!Self.text(files, "OEBPS/content.opf").contains("cover-image"))
    }

    @Test func everyDocumentIsXHTMLInItsLettersLanguageWithItsLines() {
        let book = BoundBook(
            title: "t", letters: [BookFixture.letter("k.letter", ["안녕 <b>&", "\u{1}"], envelope: [.to: "Min & <ji>"])])
        let document = Self.text(Self.files(book), "OEBPS/letter-1.xhtml")
        #expect(document.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE html>\n"))
        #expect(document.contains("xmlns=\"http://www.w3.org/1999/xhtml\""))
        #expect(document.contains("lang=\"ko\" xml:lang=\"ko\""))
        #expect(ExportReading.lineTexts(ofPage: document) == ["안녕 <b>&", "^A"])
        #expect(document.contains("<div class=\"to\">Min &amp; &lt;ji&gt;</div>"))
        #expect(!document.contains("\u{1}"))
        #expect(!document.contains("<img src=\"x\">"), "no element is left open")
    }

    static let media: [([UInt8], EPUBMedia?)] = [
        (png, .png), (jpeg, .jpeg), (gif, .gif), (Array("GIF87a".utf8), .gif),
        (Array("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8), .svg),
        (Array("<?xml version=\"1.0\"?>\n<svg/>".utf8), .svg), (Array("\n  <svg>".utf8), .svg),
        (Array("<html><svg/>".utf8), nil), (Array("BM".utf8), nil), (Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBP".utf8), nil),
        ([], nil), ([0x89, 0x50], nil),
    ]

    @Test(arguments: media)
    func mediaByTheFirstBytes(bytes: [UInt8], media: EPUBMedia?) {
        #expect(EPUBMedia(header: bytes) == media)
    }

    @Test func theIdentifierIsAStableVersion8UUIDOfItsKey() {
        let one = BookStamp.identifier(of: "/home/hana/Letters/trip\nTrip")
        #expect(one == BookStamp.identifier(of: "/home/hana/Letters/trip\nTrip"))
        #expect(one != BookStamp.identifier(of: "/home/hana/Letters/trip\nTrip 2"))
        let hex = one.dropFirst("urn:uuid:".count)
        #expect(one.hasPrefix("urn:uuid:") && hex.count == 36)
        let groups = hex.split(separator: "-").map(\.count)
        #expect(groups == [8, 4, 4, 4, 12])
        #expect(hex.allSatisfy { $0 == "-" || $0.isHexDigit && !$0.isUppercase })
        #expect(Array(hex)[14] == "8", "version 8")
        #expect("89ab".contains(Array(hex)[19]), "the RFC 4122 variant")
    }

    static let times: [(Int64, String)] = [
        (0, "1970-01-01T00:00:00Z"), (951_782_400, "2000-02-29T00:00:00Z"), (1_700_000_000, "2023-11-14T22:13:20Z"),
        (-1, "1969-12-31T23:59:59Z"), (253_402_300_799, "9999-12-31T23:59:59Z"),
        (4_107_542_399, "2100-02-28T23:59:59Z"),
    ]

    @Test(arguments: times)
    func timestamp(seconds: Int64, text: String) {
        #expect(BookStamp.timestamp(secondsSince1970: seconds) == text)
    }
}
