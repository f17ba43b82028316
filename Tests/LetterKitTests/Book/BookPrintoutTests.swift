import Testing

@testable import LetterKit

/// The book as printed pages: the cover, the contents with the pages the
/// letters start on, then each letter exactly as printing it alone lays it
/// out, numbered through the book.
@Suite("Book: the printout")
struct BookPrintoutTests {
    let book = BookFixture.book

    @Test func aLetterTakesItsTitleFromTheEnvelopeElseItsFirstLineElseItsName() {
        #expect(
            book.letters.map(\.title) == ["Min-ji · 2024-10-03", "line 1 of the long letter", "Thank you for the tea!"])
        #expect(BookFixture.letter("empty.letter", ["", " "]).title == "empty.letter")
        #expect(BookFixture.letter("d.letter", ["x"], envelope: [.date: "2024-01-02"]).title == "2024-01-02")
        #expect(BookFixture.letter("p.letter", pictures: ["/a.png"]).title == "Pictures:")
        let long = BookFixture.letter("l.letter", [String(repeating: "가", count: 60)])
        // 39 two-cell syllables and the "…": a syllable never straddles the end.
        #expect(CellWidth.of(long.title) == BookLetter.titleCells - 1 && long.title.hasSuffix("…"))
        #expect(BookFixture.letter("c.letter", ["a\u{7}b"]).title == "a^Gb")
    }

    @Test func pagesAreTheCoverTheContentsAndEachLettersOwnPages() {
        let printout = BookPrintout.printout(book, page: .a4)
        let alone = book.letters.map { PrintLayout.printout($0.printRequest(page: .a4)).pages.count }
        #expect(alone == [1, 2, 1])
        #expect(printout.pages.count == 1 + 1 + alone.reduce(0, +))
        #expect(printout.title == "Letters from a long autumn")
        #expect(printout.language == book.letters[0].language)
    }

    @Test func eachLetterPageIsThePageItPrintsAloneWithTheBooksNumber() {
        let printout = BookPrintout.printout(book, page: .a4)
        var index = 2
        for letter in book.letters {
            for page in PrintLayout.printout(letter.printRequest(page: .a4)).pages {
                var expected = page.marks
                expected.removeAll {
                    if case .text(let text) = $0 { return text.role == .pageNumber }
                    return false
                }
                var got = printout.pages[index].marks
                let foot = got.removeLast()
                #expect(got == expected, "page \(index + 1)")
                guard case .text(let number) = foot else {
                    Issue.record("page \(index + 1) ends without its number")
                    continue
                }
                #expect(number.text == String(index + 1) && number.role == .pageNumber)
                index += 1
            }
        }
        #expect(index == printout.pages.count)
    }

    @Test func everyPageButTheCoverShowsItsNumberOnce() {
        let printout = BookPrintout.printout(book, page: .letter)
        #expect(BookFixture.texts(printout.pages[0], role: .pageNumber).isEmpty)
        for (index, page) in printout.pages.enumerated().dropFirst() {
            #expect(BookFixture.texts(page, role: .pageNumber) == [String(index + 1)], "page \(index + 1)")
        }
    }

    @Test func theContentsListEachLetterWithThePageItStartsOn() {
        let printout = BookPrintout.printout(book, page: .a4)
        #expect(BookPrintout.startPages(of: book, page: .a4) == [3, 4, 6])
        let contents = BookFixture.texts(printout.pages[1], role: .contents)
        #expect(
            contents == [
                "Contents",
                "1.", "Min-ji · 2024-10-03", String(repeating: ".", count: contents[3].count), "3",
                "2.", "line 1 of the long letter", String(repeating: ".", count: contents[7].count), "4",
                "3.", "Thank you for the tea!", String(repeating: ".", count: contents[11].count), "6",
            ])
    }

    @Test func anEntryFillsItsLineAndEndsAtTheRightMargin() {
        let front = BookFrontPages(page: .a4)
        let marks = front.entry(
            number: 7, title: "Min-ji", page: 123, top: 0, columns: 87, numberCells: 3, pageCells: 3)
        guard case .text(let number) = marks[0], case .text(let page) = marks[marks.count - 1] else {
            Issue.record("no number or page")
            return
        }
        #expect(number.text == "7." && abs(number.box.x - (front.margin + 6)) < 0.001)
        #expect(abs(page.box.maxX - (front.width - front.margin)) < 6.1)
        let cells = marks.map { mark -> Int in
            if case .text(let text) = mark { return text.cells }
            return 0
        }
        #expect(cells.reduce(0, +) + 3 <= 87)
    }

    @Test func manyLettersTakeMoreContentsPagesAndTheNumbersFollow() {
        let letters = (1...100).map { BookFixture.letter("l\($0).txt", ["letter \($0)"]) }
        let many = BoundBook(title: "Many", letters: letters)
        let printout = BookPrintout.printout(many, page: .a4)
        let front = BookFrontPages(page: .a4)
        let contentsPages = front.contentsPageCount(entries: 100)
        #expect(contentsPages == 3)
        #expect(printout.pages.count == 1 + contentsPages + 100)
        #expect(BookPrintout.startPages(of: many, page: .a4) == Array((2 + contentsPages)...(1 + contentsPages + 100)))
        let listed = printout.pages[1...contentsPages].flatMap { BookFixture.texts($0, role: .contents) }
        #expect(listed.filter { $0.hasPrefix("letter ") } == (1...100).map { "letter \($0)" })
        #expect(BookFixture.texts(printout.pages[3 + contentsPages], role: .line) == ["letter 3"])
    }

    @Test func theCoverHasTheTitleTheAuthorAndThePicture() {
        var withCover = book
        withCover.cover = "/box/cover.jpg"
        let cover = BookPrintout.printout(withCover, page: .a4).pages[0]
        #expect(BookFixture.texts(cover, role: .cover) == ["Letters from a long autumn", "Hana Park"])
        let pictures = cover.marks.compactMap { mark -> PrintPicture? in
            if case .picture(let picture) = mark { return picture }
            return nil
        }
        #expect(pictures.map(\.source.path) == ["/box/cover.jpg"])
        if let picture = pictures.first {
            #expect(picture.box.maxY <= cover.height - PrintGeometry.standardPrintMargin + 0.001)
            #expect(picture.box.x >= PrintGeometry.standardPrintMargin - 0.001)
        }
        let bare = BookPrintout.printout(BoundBook(title: "t", letters: book.letters), page: .a4).pages[0]
        #expect(BookFixture.texts(bare, role: .cover) == ["t"])
        #expect(!bare.marks.contains { if case .picture = $0 { true } else { false } })
    }

    @Test func aLongTitleWrapsOnTheCoverAndIsCutAfterFourLines() {
        let front = BookFrontPages(page: .a4)
        let columns = front.cells(size: BookFrontPages.titleSize)
        let words = (1...40).map { "word\($0)" }.joined(separator: " ")
        let lines = front.titleLines(words)
        #expect(lines.count == BookFrontPages.titleLines)
        #expect(lines.allSatisfy { CellWidth.of($0) <= columns })
        #expect(lines[3].hasSuffix("…"))
        #expect(front.titleLines("Short") == ["Short"])
    }

    @Test func withoutLettersTheLanguageIsKoreanThePrintFacesOwn() {
        #expect(BoundBook(title: "t", letters: []).language == "ko")
        #expect(BoundBook(title: "t", letters: [BookFixture.letter("a", ["こんにちは"])]).language == "ja")
        #expect(BoundBook(title: "t", letters: [BookFixture.letter("a", ["x"], language: "fr")]).language == "fr")
    }
}
