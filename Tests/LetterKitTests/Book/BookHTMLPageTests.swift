import Testing

@testable import LetterKit

/// The book as one HTML page: the cover, the contents linking to each
/// letter, each letter's sheet as the page of that letter alone draws it.
@Suite("Book: the HTML page")
struct BookHTMLPageTests {
    let book = BookFixture.book

    @Test func eachLetterIsItsSheetAsDrawnAloneInAnArticleTheContentsLinkTo() {
        let html = BookHTMLPage.html(book)
        var searchFrom = html.startIndex
        for (index, letter) in book.letters.enumerated() {
            let article = "<article class=\"letter\" id=\"letter-\(index + 1)\" lang=\"\(letter.language)\">\n"
            let sheet = HTMLPage.sheet(
                of: letter.paragraphs, paper: letter.paper, pictures: letter.pictures, address: { $0.path },
                element: "div")
            let whole =
                article + HTMLPage.envelopeBlock(letter.envelope, columns: letter.paper.columns) + sheet
                + "</article>\n"
            guard let found = html[searchFrom...].firstRange(of: whole) else {
                Issue.record("letter \(index + 1) is not on the page in order")
                return
            }
            searchFrom = found.upperBound
            #expect(html.contains("<li><a href=\"#letter-\(index + 1)\">\(HTMLInk.escaped(letter.title))</a></li>"))
            #expect(sheet.contains("style=\"width: \(letter.paper.columns)ch;\""))
        }
        #expect(ExportReading.count("<article ", in: html) == 3)
        #expect(ExportReading.count("<main", in: html) == 0, "one page, several sheets: none is the main one")
    }

    @Test func theSheetOfALetterAloneIsTheSameMarkupAsInTheBook() {
        let letter = book.letters[0]
        let alone = HTMLPage.html(of: letter.paragraphs, paper: letter.paper, title: "t", envelope: letter.envelope)
        let sheet = HTMLPage.sheet(of: letter.paragraphs, paper: letter.paper, address: { $0.path })
        #expect(alone.contains(sheet))
        #expect(
            ExportReading.lineTexts(ofPage: alone)
                == ExportReading.lineTexts(ofPage: BookHTMLPage.html(BoundBook(title: "b", letters: [letter]))))
    }

    @Test func theCoverShowsTheTitleAuthorAndPictureEscaped() {
        let hostile = BoundBook(
            title: "Tom & <Jerry>'s \u{7}", author: "A \"B\"", cover: "/c.png", letters: book.letters)
        let html = BookHTMLPage.html(hostile, coverAddress: "book.files/c & d.png")
        #expect(html.contains("<title>Tom &amp; &lt;Jerry&gt;&#39;s ^G</title>"))
        #expect(html.contains("<h1>Tom &amp; &lt;Jerry&gt;&#39;s ^G</h1>"))
        #expect(html.contains("<p class=\"author\">A &quot;B&quot;</p>"))
        #expect(
            html.contains(
                "<img class=\"cover-picture\" src=\"book.files/c%20%26%20d.png\" alt=\"Tom &amp; &lt;Jerry&gt;&#39;s ^G\" />"
            ))
        #expect(!html.contains("<Jerry>"))
        let bare = BookHTMLPage.html(BoundBook(title: "t", letters: book.letters))
        #expect(!bare.contains("<p class=\"author\"") && !bare.contains("<img class=\"cover-picture\""))
    }

    @Test func picturesAreWhereTheAddressSays() {
        let letter = BookFixture.letter("p.letter", pictures: ["/box/sun.png", "/box/notes.pdf"])
        let html = BookHTMLPage.html(BoundBook(title: "t", letters: [letter]), address: { "copies/" + $0.fileName })
        #expect(html.contains("<img src=\"copies/sun.png\" alt=\"the sun.png\" title=\"the sun.png\" />"))
        #expect(html.contains("<a href=\"copies/notes.pdf\">notes.pdf</a>"))
    }

    @Test func aPictureWithoutAnAddressIsItsFrameLineByLine() {
        let letter = BookFixture.letter("p.letter", pictures: ["/box/sun.bmp"], lines: 2)
        let sheet = HTMLPage.sheet(
            of: letter.paragraphs, paper: letter.paper, pictures: letter.pictures, address: { _ in nil })
        let rows = PictureBox.rows(
            for: PictureSource(caption: "the sun.bmp", path: "/box/sun.bmp"), look: nil, columns: 64, lines: 2)
        #expect(ExportReading.lineTexts(ofPage: sheet) == ["Pictures:"] + rows + ["after /box/sun.bmp"])
        #expect(!sheet.contains("<img"))
    }
}
