@testable import LetterKit

/// Books made for tests: letters of plain lines on a paper, with an
/// envelope or pictures where a test needs them.
enum BookFixture {
    static func letter(
        _ name: String, _ lines: [String], paper: Paper = .letter, envelope: [EnvelopeField: String] = [:],
        language: String? = nil
    ) -> BookLetter {
        BookLetter(
            name: name, paragraphs: lines.map { StyledText($0) }, paper: paper, envelope: Envelope(envelope),
            language: language)
    }

    /// A letter with a picture block of `lines` lines for each of `pictures` (paths), between text lines.
    static func letter(_ name: String, pictures: [String], lines: Int = 3) -> BookLetter {
        var shelf = PictureShelf()
        var paragraphs = [StyledText("Pictures:")]
        for path in pictures {
            let id = shelf.add(PictureSource(caption: "the \(PicturePath.fileName(of: path))", path: path))
            paragraphs.append(StyledText([PictureMark(id: id, lines: lines).character]))
            paragraphs.append(StyledText("after \(path)"))
        }
        return BookLetter(name: name, paragraphs: paragraphs, paper: .letter, pictures: shelf)
    }

    /// Three letters: one with an envelope, one long enough for two A4
    /// pages on the long paper, one on a postcard.
    static let book = BoundBook(
        title: "Letters from a long autumn", author: "Hana Park",
        letters: [
            letter(
                "autumn.letter", ["Dear Min-ji,", "", "It has been a long autumn."],
                envelope: [.to: "Min-ji", .date: "2024-10-03"]),
            letter("long.letter", (1...60).map { "line \($0) of the long letter" }, paper: .long),
            letter("card.txt", ["", "  Thank you for the tea!  ", "Hana"], paper: .postcard),
        ])

    /// The texts of a page's marks of `role`, top to bottom.
    static func texts(_ page: PrintedPage, role: PrintText.Role) -> [String] {
        page.marks.compactMap { mark -> PrintText? in
            if case .text(let text) = mark, text.role == role { return text }
            return nil
        }.map(\.text)
    }
}
