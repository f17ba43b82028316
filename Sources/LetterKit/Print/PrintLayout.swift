/// What to print: a letter's styled paragraphs on its paper, with its
/// pictures and envelope, for a sheet of a given size.
public struct PrintRequest: Hashable, Sendable {
    public var paragraphs: [StyledText]
    public var paper: Paper
    public var pictures: PictureShelf
    /// The stickers the paragraphs' marks stand for.
    public var stickers: StickerShelf
    /// The letter's folder, where its stickers' files are read (only inside
    /// it); nil prints every sticker as the shipped one of its name.
    public var folder: String?
    public var envelope: Envelope
    /// The file's name, the title when the envelope has no recipient.
    public var fileName: String
    /// The front matter's `lang:`, if any; guessed from the scripts otherwise.
    public var language: String?
    public var page: PrintPageSize
    /// What the program read of each video and sound, by path: a length
    /// is printed only when one is known.
    public var mediaFacts: [String: MediaFacts] = [:]
    /// The PNG of each video's poster frame, by the video's path (the
    /// program's cache: not confined to the letter's folder).
    public var posters: [String: String] = [:]

    public init(
        paragraphs: [StyledText], paper: Paper, pictures: PictureShelf = PictureShelf(),
        stickers: StickerShelf = StickerShelf(), folder: String? = nil, envelope: Envelope = Envelope(),
        fileName: String, language: String? = nil, page: PrintPageSize = .a4
    ) {
        self.paragraphs = paragraphs
        self.paper = paper
        self.pictures = pictures
        self.stickers = stickers
        self.folder = folder
        self.envelope = envelope
        self.fileName = fileName
        self.language = language
        self.page = page
    }
}

/// A letter laid out on printed pages exactly as it sits on its paper: the
/// same writing lines, broken where `letter render` breaks them, each line's
/// characters in the same cells, on the sheet the stationery describes.
///
/// Representation: the sheet is the screen's rows (top border, top margin
/// with the letterhead, the writing lines, bottom margin, bottom border),
/// each `PrintGeometry.row` tall, poured onto pages; a paper taller than a
/// page continues on the next with the same ruling. Page one starts with
/// the envelope's address block when there is one.
///
/// Why pages past the writing are left out: a manuscript paper is 10,000
/// lines, and a letter written on its first page should print as that page,
/// not as three hundred ruled ones. The printout runs to the page holding
/// the letter's last line; the sheet's end (bottom margin and border) is
/// drawn where it falls on a printed page.
///
/// Limitations: a picture running across a page break is split there, as
/// the sheet is (each page shows its part of it).
public enum PrintLayout {
    /// The printout for `request`.
    public static func printout(_ request: PrintRequest) -> Printout {
        let sheet = PrintSheet(request)
        let pageRanges = sheet.pageRows()
        var pages: [PrintedPage] = []
        for (number, rows) in pageRanges.enumerated() {
            var page = PrintedPage(width: sheet.geometry.pageWidth, height: sheet.geometry.pageHeight)
            if number == 0 { page.marks += sheet.addressMarks() }
            page.marks += sheet.marks(rows: rows, top: sheet.sheetTop(onPage: number))
            if pageRanges.count > 1 { page.marks.append(sheet.pageNumber(number + 1, of: pageRanges.count)) }
            pages.append(page)
        }
        let recipient = request.envelope[.to]
        return Printout(
            pages: pages, title: recipient ?? request.fileName,
            language: request.language ?? HTMLInk.language(of: request.paragraphs))
    }
}

/// What one writing line of the sheet holds.
enum PrintLine: Hashable, Sendable {
    /// Text (or an attachment's card), in stretches of one ink.
    case text(InkedLine)
    /// The first line of a picture's block of `lines` lines.
    case pictureStart(PictureSource, lines: Int)
    /// A one-line video: its poster a row tall, `text` after it
    /// (PrintSheet+Media.swift).
    case thumbnail(PictureSource, text: InkedLine)
    /// A later line of a picture's block.
    case pictureRest
}

/// One row of the sheet, as the screen counts them.
enum SheetRow: Hashable, Sendable {
    case topBorder, topMargin, line(Int), bottomMargin, bottomBorder
}
