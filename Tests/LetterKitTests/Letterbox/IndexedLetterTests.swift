import Testing

@testable import LetterKit

/// A letter's summary: what the letterbox's row shows of it, read from the
/// parsed file the way `letter check` counts it.
@Suite("Letterbox: a letter's summary")
struct IndexedLetterTests {
    static func indexed(
        _ text: String, path: String = "/box/autumn.letter", paper: Paper = .letter,
        pictures: PictureReading? = nil
    ) -> IndexedLetter {
        let file = LetterFile(text: text, format: LetterFile.Format(path: path))
        return IndexedLetter(
            file: file, paper: paper, path: path, modified: 1_700_000_000, size: Int64(text.utf8.count),
            pictures: pictures ?? PictureReading(letterAt: path))
    }

    @Test func titleIsTheFirstLineWithTextTrimmedWithoutItsInk() {
        let letter = Self.indexed("---\npaper: letter\n---\n\n   \n  **Dear** [Min-ji]{.underline},  \nSecond\n")
        #expect(letter.summary.title == "Dear Min-ji,")
    }

    @Test func aTxtKeepsItsMarksAsCharacters() {
        #expect(Self.indexed("**not ink**\n", path: "/box/n.txt").summary.title == "**not ink**")
        #expect(Self.indexed("**ink**\n", path: "/box/n.md").summary.title == "ink")
    }

    @Test func emptyLetterIsCalledByItsFileName() {
        let letter = Self.indexed("---\npaper: postcard\n---\n\n  \n", path: "/box/2023/empty.letter", paper: .postcard)
        #expect(letter.summary.title == "empty.letter")
        #expect(letter.summary.opening == "")
        #expect(letter.summary.linesUsed == 2)
        #expect(letter.summary.paperLines == 10 && letter.summary.paperName == "postcard")
    }

    @Test func controlsInTheTitleAreShownInCaretForm() {
        #expect(Self.indexed("a\u{1B}[31mb\tc\n", path: "/box/x.txt").summary.title == "a^[[31mb^Ic")
    }

    @Test func aLongTitleIsCutToEightyCellsWithAnEllipsis() {
        let korean = String(repeating: "가", count: 60)  // 120 cells
        let title = Self.indexed(korean + "\n").summary.title
        #expect(title == String(repeating: "가", count: 39) + "…")
        #expect(CellWidth.of(title) <= IndexedLetter.titleCells)
        let exact = String(repeating: "a", count: 80)
        #expect(Self.indexed(exact + "\n").summary.title == exact)
        #expect(Self.indexed(exact + "b\n").summary.title == String(repeating: "a", count: 79) + "…")
    }

    @Test func recipientAndDateComeFromTheEnvelope() {
        let letter = Self.indexed("---\npaper: letter\nto: Min-ji Kim\nfrom: Hana\ndate: 2023-10-01\n---\nDear Min-ji,\n")
        #expect(letter.summary.recipient == "Min-ji Kim")
        #expect(letter.summary.date == "2023-10-01")
        let plain = Self.indexed("to: Sam\n", path: "/box/n.txt")
        #expect(plain.summary.recipient == nil && plain.summary.date == nil)
    }

    /// The count `letter check` gives: wrapped lines on the letter's paper,
    /// an empty paragraph one line, a picture its lines.
    @Test func linesUsedIsTheWrappedCountOnItsPaper() {
        let paper = Paper.postcard  // 40 columns
        let long = String(repeating: "word ", count: 20)  // 100 cells: 3 lines
        let text = "Hi\n\n\(long)\n![a](a.files/p.png){lines=3}\nend\n"
        let letter = Self.indexed(text, paper: paper)
        let page = Page(paper: paper, body: LetterFile(text: text, format: .letter).body, ink: true,
            pictures: PictureReading(letterAt: "/box/autumn.letter"))
        #expect(letter.summary.linesUsed == page.lineCount)
        #expect(letter.summary.linesUsed == 1 + 1 + 3 + 3 + 1)
    }

    @Test func aPictureWithoutItsHeightTakesWhatItsFactsSay() {
        let paper = Paper.letter
        let text = "Hi\n![a](p.png)\n"
        let facts = PictureReading(folder: "/box", facts: ["/box/p.png": .picture(width: 640, height: 480, bytes: 1000)])
        let letter = Self.indexed(text, paper: paper, pictures: facts)
        #expect(letter.summary.linesUsed == 1 + PictureHeight.natural(width: 640, height: 480, paper: paper))
    }

    @Test func pictureIsTheFirstPictureAbsoluteNeverAnAttachment() {
        let text = "Hi\n![notes](autumn.files/notes.pdf)\n![river](autumn.files/river.png){lines=2}\n![b](../b.jpg){lines=2}\n"
        let letter = Self.indexed(text, path: "/box/2023/autumn.letter")
        #expect(letter.summary.picture == "/box/2023/autumn.files/river.png")
        #expect(Self.indexed("no pictures\n").summary.picture == nil)
    }

    @Test func openingIsTheStartOfTheVisibleTextOnOneLine() {
        let text = "Dear **Min-ji**,\n\n  It has been\na long autumn.\n![r](r.png){lines=2}\n오늘은 좋은 날.\n"
        let letter = Self.indexed(text)
        #expect(letter.summary.opening == "Dear Min-ji, It has been a long autumn. 오늘은 좋은 날.")
        #expect(letter.text == "Dear Min-ji,\n\n  It has been\na long autumn.\n오늘은 좋은 날.")
    }

    @Test func openingStopsAtTwoHundredCharacters() {
        let words = Array(repeating: "안녕하세요", count: 60).joined(separator: "\n")
        let opening = Self.indexed(words + "\n").summary.opening
        #expect(opening.count == IndexedLetter.openingCharacters)
        #expect(opening.hasPrefix("안녕하세요 안녕하세요"))
        #expect(!opening.hasSuffix(" "))
    }

    @Test func aLetterThatCannotBeReadKeepsItsNameAndSaysWhy() {
        let broken = IndexedLetter(unreadable: "/box/2023/bad.txt", problem: "binary data", modified: 5, size: 9)
        #expect(broken.summary.title == "bad.txt")
        #expect(broken.summary.problem == "binary data")
        #expect(broken.summary.modified == 5 && broken.summary.size == 9)
        #expect(broken.text == "")
        #expect(Self.indexed("fine\n").summary.problem == nil)
    }

    @Test func modifiedAndSizeAreThoseGiven() {
        let letter = Self.indexed("abc\n")
        #expect(letter.summary.modified == 1_700_000_000 && letter.summary.size == 4)
        #expect(letter.summary.path == "/box/autumn.letter")
    }
}
