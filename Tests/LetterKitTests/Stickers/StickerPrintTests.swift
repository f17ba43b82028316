import Testing

@testable import LetterKit

/// Stickers on the printed page and in the HTML sheet: a picture in the
/// cells its mark takes on render's lines, sized with its line; and a large
/// line at a page's foot kept whole on the next page.
@Suite("Stickers: the printout's marks and the HTML sheet")
struct StickerPrintTests {
    static let paper = sheet(12, 20)

    /// A letter's page read from a Markdown body, and its printout with its
    /// stickers read from `folder`.
    static func printout(_ body: String, paper: Paper = paper, folder: String? = "/letters") -> (Page, Printout) {
        let file = LetterFile(text: "---\nformat: 2\n---\n" + body + "\n", format: .letter)
        let page = Page(paper: paper, body: file.body, ink: true, pictures: PictureReading(folder: "/letters"))
        let request = PrintRequest(
            paragraphs: page.document.styledParagraphs, paper: paper, pictures: page.document.pictures,
            stickers: page.document.stickers, folder: folder, fileName: "t.letter")
        return (page, PrintLayout.printout(request))
    }

    /// The sticker marks on a page.
    static func stickers(on page: PrintedPage) -> [PrintSticker] {
        page.marks.compactMap { mark in
            guard case .sticker(let sticker) = mark else { return nil }
            return sticker
        }
    }

    /// Each sticker as: its name, the writing line and cell it starts at,
    /// the cells across and lines down it covers.
    struct Placed: Equatable, CustomStringConvertible {
        var name: String
        var line: Int
        var column: Int
        var across: Int
        var down: Int

        var description: String { "\(name) @\(line),\(column) \(across)x\(down)" }
    }

    static func placed(_ printout: Printout, paper: Paper = paper) -> [Placed] {
        let (left, cell, row) = PrintReading.textLeft(paper)
        guard let page = printout.pages.first else { return [] }
        let top = PrintReading.texts(.line, on: page).map(\.box.y).min() ?? 0
        return stickers(on: page).map { sticker in
            Placed(
                name: sticker.name, line: Int(((sticker.box.y - top) / row).rounded()),
                column: Int(((sticker.box.x - left) / cell).rounded()), across: Int((sticker.box.width / cell).rounded()),
                down: Int((sticker.box.height / row).rounded()))
        }
    }

    @Test func aStickerTakesItsTwoCellsOnRendersLineAndTheTextAfterItMovesOnByThem() {
        // 20 columns: "Dear " (5) + heart (2) + " Sam," then a line that ends
        // with a sticker in its last two cells, then a large and a wide line.
        let body = """
            Dear ![heart](stickers/heart.png){.sticker} Sam,\\
            abcdefghijklmnopqr![star](stickers/star.png){.sticker}
            # 안녕 ![sun](stickers/sun.png){.sticker}
            ## Hi ![moon](stickers/moon.png){.sticker}
            """
        let (page, printout) = Self.printout(body)
        #expect(
            page.document.shownLines == [
                "Dear :heart: Sam,", "abcdefghijklmnopqr:star:", "안  녕    : s u n :", "", "H i   : m o o n :",
            ])
        #expect(
            Self.placed(printout) == [
                Placed(name: "heart", line: 0, column: 5, across: 2, down: 1),
                Placed(name: "star", line: 1, column: 18, across: 2, down: 1),
                Placed(name: "sun", line: 2, column: 10, across: 4, down: 2),
                Placed(name: "moon", line: 4, column: 6, across: 4, down: 1),
            ])
        // The text after a sticker starts where its cells end.
        let (left, cell, _) = PrintReading.textLeft(Self.paper)
        let texts = printout.pages.first.map { PrintReading.texts(.line, on: $0) } ?? []
        let after = texts.first { $0.text == " Sam," }
        #expect(after.map { Int((($0.box.x - left) / cell).rounded()) } == 7, "\(texts.map(\.text))")
        #expect(!texts.contains { $0.text.contains(":") || $0.text.unicodeScalars.contains { $0.value == 0xFFFD } })
    }

    @Test func aStickersFileIsReadInsideTheLettersFolderOnly() {
        let body = "![a](stickers/a.png){.sticker}![b](../b.png){.sticker}![c](/etc/c.png){.sticker}"
        let (_, printout) = Self.printout(body)
        let marks = printout.pages.first.map(Self.stickers) ?? []
        #expect(marks.map(\.path) == ["/letters/stickers/a.png", nil, nil])
        #expect(marks.allSatisfy { $0.confinedTo == "/letters" })
        // No folder: every sticker is the shipped one of its name.
        let (_, bare) = Self.printout(body, folder: nil)
        #expect((bare.pages.first.map(Self.stickers) ?? []).map(\.path) == [nil, nil, nil])
    }

    @Test func aStickerIsDrawnSquareInItsCellsAndStretchedWithAWideLine() {
        let box = PrintRect(x: 10, y: 100, width: 20, height: 30)
        let plain = PrintSticker(name: "x", path: nil, confinedTo: nil, box: box, color: RGB(red: 0, green: 0, blue: 0))
        #expect(plain.drawn == PrintRect(x: 10, y: 105, width: 20, height: 20))
        var wide = plain
        wide.box.width = 40
        wide.stretch = 2
        #expect(wide.drawn == PrintRect(x: 10, y: 105, width: 40, height: 20))
    }

    /// A large line whose first row would be a page's last is moved whole
    /// to the next page; the lines before it stay where they were.
    @Test func aLargeLineAtAPagesFootMovesToTheNextPageWhole() throws {
        let paper = sheet(80, 20)
        let geometry = PrintGeometry(page: .a4, columns: paper.columns, margin: paper.look.margin)
        let perPage = geometry.rowsPerPage()
        // The sheet's rows: top border, top margin, then the lines. Line k is
        // row k + 2: the large line starts on the first page's last row.
        let before = perPage - 3
        let body = Array(repeating: "x", count: before).joined(separator: "\\\n") + "\n# Big\nafter"
        let (_, printout) = Self.printout(body, paper: paper)
        let (left, cell, _) = PrintReading.textLeft(paper)
        let rows = PrintReading.rows(of: printout, textLeft: left, cell: cell)
        let big = try #require(rows.first { $0.text == "Big" })
        #expect(big.page == 1, "the large line is on page \(big.page + 1): \(rows)")
        #expect(rows.filter { $0.text == "x" }.allSatisfy { $0.page == 0 })
        #expect(rows.filter { $0.text == "x" }.count == before)
        // Every large line's type lies inside its page.
        for page in printout.pages {
            for text in PrintReading.texts(.line, on: page) {
                #expect(text.box.maxY <= page.height - geometry.printMargin + 0.01, "\(text.text) runs off its page")
            }
        }
        // One row earlier, it fits at the foot of page one: nothing moves.
        let fits = Array(repeating: "x", count: before - 1).joined(separator: "\\\n") + "\n# Big\nafter"
        let fitRows = PrintReading.rows(of: Self.printout(fits, paper: paper).1, textLeft: left, cell: cell)
        #expect(fitRows.first { $0.text == "Big" }?.page == 0)
    }

    // MARK: HTML

    @Test func theSheetWritesAStickerAsItsImageWithItsNameEscapedOrAsItsFrame() {
        let body = "Hi ![<b>\"x\"</b>](stickers/x.png){.sticker} and ![heart](stickers/heart.png){.sticker}!"
        let page = Page(paper: Self.paper, body: body, ink: true, pictures: PictureReading(folder: "/letters"))
        var pictures = StickerPictures()
        let heart = Sticker(name: "heart", path: "stickers/heart.png")
        pictures.hold(ShippedStickers.png(named: "heart") ?? [], for: heart)
        // Not a PNG: never held.
        pictures.hold(Array("<svg onload=alert(1)>".utf8), for: Sticker(name: "<b>\"x\"</b>", path: "stickers/x.png"))
        let html = HTMLPage.sheet(
            of: page.document.styledParagraphs, paper: Self.paper, address: { _ in nil },
            stickers: page.document.stickers, stickerAddress: pictures.dataAddress)
        #expect(html.contains("<img class=\"sticker\" src=\"data:image/png;base64,iVBORw0KGgo"), "\(html)")
        #expect(html.contains("alt=\"heart\""))
        #expect(
            html.contains(
                "<span class=\"sticker missing\" role=\"img\" aria-label=\"&lt;b&gt;&quot;x&quot;&lt;/b&gt;\""),
            "\(html)")
        #expect(!html.contains("<b>") && !html.contains("stickers/") && !html.contains(":heart:"), "\(html)")
        #expect(html.components(separatedBy: "<img ").count == 2)
    }

    @Test func aPagesPolicyLetsItShowThePicturesItHolds() {
        #expect(HTMLPage.contentSecurityPolicy.contains("img-src 'self' file: data:;"))
        #expect(HTMLPage.contentSecurityPolicy.hasPrefix("default-src 'none';"))
    }

    // MARK: EPUB

    @Test func anEPUBCarriesEachDifferentStickerFileOnceAndNamesItInItsManifest() {
        let heart = Sticker(name: "heart", path: "stickers/heart.png")
        let star = Sticker(name: "star", path: "stickers/star.png")
        func letter(_ body: String, _ held: [Sticker: String]) -> BookLetter {
            let page = Page(paper: Self.paper, body: body, ink: true)
            var pictures = StickerPictures()
            for (sticker, name) in held { pictures.hold(ShippedStickers.png(named: name) ?? [], for: sticker) }
            return BookLetter(
                name: "a.letter", paragraphs: page.document.styledParagraphs, paper: Self.paper,
                stickers: page.document.stickers, stickerPictures: pictures)
        }
        let one = letter("A ![heart](stickers/heart.png){.sticker}", [heart: "heart"])
        // The second letter's heart is the first's file; its star another file; `gone` has none.
        let two = letter(
            "B ![heart](stickers/heart.png){.sticker} ![star](stickers/star.png){.sticker} ![gone](stickers/gone.png){.sticker}",
            [heart: "heart", star: "cake"])
        let book = BoundBook(title: "T", letters: [one, two])
        let files = EPUBBook.files(book, identifier: "urn:uuid:x", modified: "2024-01-01T00:00:00Z", header: { _ in nil })
        let stickers = files.filter { $0.path.hasPrefix("OEBPS/images/sticker-") }
        #expect(stickers.map(\.path) == ["OEBPS/images/sticker-1.png", "OEBPS/images/sticker-2.png"])
        #expect(stickers.first?.content == .bytes(ShippedStickers.png(named: "heart") ?? []))
        let opf = files.first { $0.path == "OEBPS/content.opf" }
        guard case .text(let package)? = opf?.content else {
            Issue.record("no package document")
            return
        }
        #expect(package.contains("<item id=\"sticker-2\" href=\"images/sticker-2.png\" media-type=\"image/png\"/>"))
        guard case .text(let second)? = files.first(where: { $0.path == "OEBPS/letter-2.xhtml" })?.content else {
            Issue.record("no second letter")
            return
        }
        #expect(second.contains("src=\"images/sticker-1.png\" alt=\"heart\""), "\(second)")
        #expect(second.contains("src=\"images/sticker-2.png\" alt=\"star\""), "\(second)")
        #expect(second.contains("class=\"sticker missing\" role=\"img\" aria-label=\"gone\""), "\(second)")
    }
}
