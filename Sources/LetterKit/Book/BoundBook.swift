/// A book ready to publish: its title page and its letters, each read and
/// laid out on its own paper.
///
/// Representation: plain values the program reads from the book's folder
/// (`BookLetter` per letter, in the book's order), so the cover, the
/// contents, the PDF's pages, the HTML page and the EPUB's documents are
/// all made without the disk and tested headlessly.
public struct BoundBook: Hashable, Sendable {
    public var title: String
    public var author: String?
    /// The cover picture's file, as the program opens it; nil without one.
    public var cover: String?
    public var letters: [BookLetter]

    public init(title: String, author: String? = nil, cover: String? = nil, letters: [BookLetter]) {
        self.title = title
        self.author = author
        self.cover = cover
        self.letters = letters
    }

    /// The language the book declares: its first letter's (declared or
    /// guessed from its scripts), else Korean, the print face's own.
    public var language: String { letters.first?.language ?? "ko" }
}

/// One letter of a book: what its sheet shows, on its own paper.
public struct BookLetter: Hashable, Sendable {
    /// The letter as the book names it (its path relative to the book's folder).
    public var name: String
    public var paragraphs: [StyledText]
    public var paper: Paper
    public var pictures: PictureShelf
    /// The stickers the paragraphs' marks stand for, and their PNG files
    /// as a page carries them (read when the book is read).
    public var stickers: StickerShelf
    public var stickerPictures: StickerPictures
    /// The letter's folder, where the printout reads its stickers' files.
    public var folder: String?
    public var envelope: Envelope
    /// A BCP 47 tag: the front matter's `lang:`, else guessed from the scripts.
    public var language: String

    public init(
        name: String, paragraphs: [StyledText], paper: Paper, pictures: PictureShelf = PictureShelf(),
        stickers: StickerShelf = StickerShelf(), stickerPictures: StickerPictures = StickerPictures(),
        folder: String? = nil, envelope: Envelope = Envelope(), language: String? = nil
    ) {
        self.name = name
        self.paragraphs = paragraphs
        self.paper = paper
        self.pictures = pictures
        self.stickers = stickers
        self.stickerPictures = stickerPictures
        self.folder = folder
        self.envelope = envelope
        self.language = language ?? HTMLInk.language(of: paragraphs)
    }

    /// The file's name, without its folders.
    public var fileName: String { PicturePath.fileName(of: name) }

    /// What the contents call the letter: its envelope's recipient and date
    /// ("Min-ji · 2024-10-03"), else its first line with text, else its
    /// file's name; in shown form, at most `titleCells` cells.
    public var title: String {
        let envelopeParts = [envelope[.to], envelope[.date]].compactMap { $0 }
        let title = envelopeParts.isEmpty ? (firstLine ?? fileName) : envelopeParts.joined(separator: " · ")
        return CellCut.fitted(title.map(Glyph.shown).joined(), to: BookLetter.titleCells)
    }

    /// The contents' longest title, in cells.
    public static let titleCells = 80

    /// The first paragraph with text (not a picture), its spaces trimmed.
    var firstLine: String? {
        for paragraph in paragraphs {
            if paragraph.characters.count == 1, PictureMark(paragraph.characters[0]) != nil { continue }
            let text = String(paragraph.characters).trimmingSpaces
            if !text.isEmpty { return text }
        }
        return nil
    }

    /// What printing this letter alone asks for, on `page`-sized sheets.
    public func printRequest(page: PrintPageSize) -> PrintRequest {
        PrintRequest(
            paragraphs: paragraphs, paper: paper, pictures: pictures, stickers: stickers, folder: folder,
            envelope: envelope, fileName: fileName, language: language, page: page)
    }
}
