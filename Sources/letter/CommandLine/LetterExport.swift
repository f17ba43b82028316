import LetterKit

/// A letter as an export writes it: its page (on the paper it is exported
/// on), its envelope, where it is and its language. `letter export` makes
/// one from the file it reads; the editor from the letter as it stands.
struct ExportSource {
    var page: Page
    var envelope: Envelope
    /// Where the letter is, as named: its pictures are beside it, and a
    /// page is titled with its name.
    var path: String
    /// The front matter's `lang:`, as a language tag.
    var language: String?

    var paper: Paper { page.paper }
}

/// Why an export made nothing to write.
struct ExportFailure: Error, CustomStringConvertible {
    var description: String
}

/// The one way a letter becomes txt, md, html, pdf, runs or odt bytes, for `letter
/// export`, `letter print` and the editor's palette: each asks here, so the
/// three cannot drift apart.
enum LetterExport {
    /// `source` in `format`. An HTML page's pictures are copied beside
    /// `output` (on standard output, nil, the page refers to the letter's
    /// own files). `toTerminal` shows control characters in caret form
    /// instead of writing them raw. `notes` are the printing library's.
    /// A video's or a sound's length and poster are what `media` reads.
    static func bytes(
        of source: ExportSource, as format: ExportFormat, output: String?, printPage: PrintPageSize,
        toTerminal: Bool = false, media: any MediaReading = MediaReaders.standard
    ) throws(ExportFailure) -> (bytes: [UInt8], notes: [String]) {
        let page = source.page
        let paragraphs = page.document.styledParagraphs
        let text: String
        switch format {
        case .pdf:
            return try pdf(of: source, printPage: printPage, media: media)
        case .odt:
            return (try ODTExport.bytes(of: source), [])
        case .docx:
            return (try DOCXExport.bytes(of: source, printPage: printPage), [])
        case .txt:
            let plain = page.plainText(folder: PicturePath.folder(of: source.path), mediaFacts: media.facts)
            text = Export.plainText(Document(plain, columns: source.paper.columns))
        case .md:
            let lines = LetterFile.body(
                of: paragraphs, ink: true, pictures: page.document.pictures, stickers: page.document.stickers,
                folder: PicturePath.folder(of: source.path))
            text = MarkdownBody.markdown(ofLines: lines) + "\n"
        case .html:
            let pictures = PagePictures.make(Export.pictureSources(of: page), nextTo: output)
            let stickers = page.document.stickers
            text = HTMLPage.html(
                of: paragraphs, paper: source.paper, title: Export.fileName(source.path), language: source.language,
                pictures: page.document.pictures, address: pictures.address, problems: pictures.problems,
                envelope: source.envelope, stickers: stickers,
                stickerPictures: PageStickers.pictures(of: stickers, folder: PicturePath.folder(of: source.path)),
                poster: { MediaPosters.dataAddress(of: $0, media: media) })
        case .runs:
            text = RunsJSON.text(of: LetterRuns.runs(of: page.document, folder: PicturePath.folder(of: source.path)))
        }
        // The Markdown is the letter's own text, control characters and all, for
        // a file or a pipe; a terminal shows them escaped instead of obeying them.
        return (Array((toTerminal ? TerminalSafe.lines(text) : text).utf8), [])
    }

    /// The PDF of `source` for `printPage`-sized sheets, with the printing
    /// library's notes; or why it could not be made (a missing face names
    /// its package). A video is printed as its poster from `media`.
    static func pdf(
        of source: ExportSource, printPage: PrintPageSize, media: any MediaReading = MediaReaders.standard
    ) throws(ExportFailure) -> (bytes: [UInt8], notes: [String]) {
        let document = source.page.document
        var request = PrintRequest(
            paragraphs: document.styledParagraphs, paper: source.paper, pictures: document.pictures,
            stickers: document.stickers, folder: PicturePath.folder(of: source.path), envelope: source.envelope, fileName: Export.fileName(source.path), language: source.language,
            page: printPage)
        (request.mediaFacts, request.posters) = MediaPosters.printed(Export.pictureSources(of: source.page), media: media)
        do {
            let printed = try PrintHelper.pdf(PrintLayout.printout(request))
            return (printed.bytes, printed.notes)
        } catch {
            throw ExportFailure(description: error.description)
        }
    }
}

extension LoadedLetter {
    /// The letter as an export to `format` writes it, laid out on `paper`.
    /// Only the formats that say a language read `lang:` (a bad one is
    /// warned about on standard error).
    func exportSource(on paper: Paper, for format: ExportFormat) -> ExportSource {
        let language = format == .html || format == .pdf || format == .odt || format == .docx ? declaredLanguage : nil
        return ExportSource(page: page(on: paper), envelope: file.envelope, path: path, language: language)
    }
}
