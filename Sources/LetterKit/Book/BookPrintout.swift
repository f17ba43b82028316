/// A book as one printout: its cover, its contents, then each letter's
/// pages exactly as printing the letter alone lays them out (`PrintLayout`),
/// each on its own paper.
///
/// Representation: the pages in order, numbered through the book (the
/// cover is page 1 and shows no number); a letter's own "2 / 5" gives way
/// to the book's number at the same place, so the contents' numbers are
/// the ones printed on the pages.
public enum BookPrintout {
    /// The printout of `book` on `page`-sized sheets; its videos' and
    /// sounds' facts and posters by path, as for a letter alone
    /// (`PrintRequest.mediaFacts`, `posters`).
    public static func printout(
        _ book: BoundBook, page: PrintPageSize, mediaFacts: [String: MediaFacts] = [:], posters: [String: String] = [:]
    ) -> Printout {
        let plan = Plan(book, page: page, mediaFacts: mediaFacts, posters: posters)
        var pages = [plan.front.cover(title: book.title, author: book.author, picture: book.cover)]
        for var contents in plan.front.contents(titles: book.letters.map(\.title), startPages: plan.startPages) {
            contents.marks.append(plan.front.footNumber(pages.count + 1))
            pages.append(contents)
        }
        for (letter, printout) in zip(book.letters, plan.letters) {
            for var letterPage in printout.pages {
                letterPage.marks.removeAll(where: isPageNumber)
                letterPage.marks.append(footNumber(pages.count + 1, of: letter, page: page))
                pages.append(letterPage)
            }
        }
        return Printout(pages: pages, title: book.title, language: book.language)
    }

    /// The page (from 1) each letter of `book` starts on, as the contents give it.
    public static func startPages(of book: BoundBook, page: PrintPageSize) -> [Int] {
        Plan(book, page: page).startPages
    }

    /// The letters laid out, and so where each starts.
    private struct Plan {
        let front: BookFrontPages
        let letters: [Printout]
        let startPages: [Int]

        init(
            _ book: BoundBook, page: PrintPageSize, mediaFacts: [String: MediaFacts] = [:],
            posters: [String: String] = [:]
        ) {
            front = BookFrontPages(page: page)
            letters = book.letters.map { letter in
                var request = letter.printRequest(page: page)
                (request.mediaFacts, request.posters) = (mediaFacts, posters)
                return PrintLayout.printout(request)
            }
            var starts: [Int] = []
            var next = 2 + front.contentsPageCount(entries: letters.count)
            for letter in letters {
                starts.append(next)
                next += letter.pages.count
            }
            startPages = starts
        }
    }

    private static func isPageNumber(_ mark: PrintMark) -> Bool {
        if case .text(let text) = mark { return text.role == .pageNumber }
        return false
    }

    /// Page `number` of the book under a letter's sheet, where printing the
    /// letter alone puts its "2 / 5": centred in the foot, in the sheet's
    /// type and the border's colour.
    static func footNumber(_ number: Int, of letter: BookLetter, page: PrintPageSize) -> PrintMark {
        let range = PaperDefinition.marginRange
        let margin = min(max(letter.paper.look.margin, range.lowerBound), range.upperBound)
        let geometry = PrintGeometry(page: page, columns: letter.paper.columns, margin: margin)
        let text = String(number)
        let width = Double(text.count) * geometry.cell
        let box = PrintRect(
            x: (geometry.pageWidth - width) / 2, y: geometry.pageHeight - geometry.printMargin - geometry.row,
            width: width, height: geometry.row)
        return .text(
            PrintText(
                text: text, box: box, cells: text.count, baseline: geometry.baseline, size: geometry.fontSize,
                color: PrintColors(letter.paper.look.colors).border, role: .pageNumber))
    }
}
