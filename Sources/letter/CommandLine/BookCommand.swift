import ArgumentParser
import Glibc
import LetterKit

/// Formats `letter book` publishes.
enum BookFormat: String, ExpressibleByArgument, CaseIterable {
    case pdf, html, epub
}

/// `letter book DIR --to pdf|html|epub -o OUT`: a book folder published.
struct BookCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "book",
        abstract: tr("Publish a book: the letters of a folder with a book.toml, bound as a PDF, an HTML page or an EPUB."),
        discussion: tr("book.toml: title = \"TITLE\" (needed), author = \"NAME\", letters = [\"a.letter\", \"more/b.md\"] (their order, paths relative to the folder; without it, the .letter, .md and .txt files in the folder, by name), cover = \"cover.jpg\" (a picture). A key it does not know is warned about; a listed letter that is missing is an error.\nA book binds only its own files: letters and cover inside its folder once .. and links are resolved, or inside the letterbox it is in (one letter box has opened: the box binds books beside their letters); any other is an error, and only regular files are read.\nEvery format has a cover (title, author, the cover picture), the contents (each letter's envelope recipient and date, else its first line) and then each letter on its own sheet and paper, as export writes it alone.\npdf: one PDF, the contents giving each letter's first page; pages numbered through the book. html: one page, the contents as links, pictures copied into OUT.html.files/. epub: an EPUB 3 (a zip), one document a letter, its videos and its MP3, AAC and Ogg sounds carried with players; needs -o FILE.epub.\nExit status: 0 when written, 1 when writing failed part-way, 2 for an error (nothing is written then)."))

    @Argument(help: ArgumentHelp(tr("The book's folder (with its book.toml)."))) var folder: String
    @Option(help: ArgumentHelp(tr("The format to write: pdf, html or epub."))) var to: BookFormat
    @Option(
        name: [.customShort("o"), .long], parsing: .unconditional,
        help: ArgumentHelp(tr("Write to this file instead of standard output (- is standard output; epub needs a file).")))
    var output: String?
    @Option(help: ArgumentHelp(tr("The printed page's size, for pdf: a4 or letter."))) var page: PrintPageSize = .a4

    func run() throws {
        let destination = output.map(OutputDestination.of) ?? .standardOutput
        if to == .epub, case .descriptor = destination {
            fail(Failure(message: tr("an EPUB is a zip file: give -o FILE.epub")))
        }
        if to == .pdf, output == nil, isatty(STDOUT_FILENO) == 1 {
            fail(Failure(message: tr("a PDF is not for the terminal: give -o FILE.pdf (or -o - for standard output)")))
        }
        let read: BookFolder
        do { read = try BookFolder.read(folder, shelf: PaperShelf(folders: .standard())) } catch {
            fail(Failure(message: error.message))
        }
        for warning in read.warnings { StandardError.say(tr("warning: {notice}", ["notice": warning])) }
        if let existing = destination.stamp,
            read.stamps.contains(where: { $0.device == existing.device && $0.inode == existing.inode })
        {
            fail(Failure(message: tr("{file} is a letter of the book; publish to another file", ["file": output ?? "-"])))
        }
        let bytes: [UInt8]
        switch to {
        case .pdf: bytes = pdf(read.book)
        case .html: bytes = html(read.book, binding: read.bindingFolder)
        case .epub:
            do { bytes = try Self.epub(read.book, folder: folder, binding: read.bindingFolder) } catch {
                fail(Failure(message: error.message))
            }
        }
        do { try destination.write(bytes) } catch { fail(Failure(message: error.description, status: error.status)) }
        noteLibraryMessages()
    }

    private func pdf(_ book: BoundBook) -> [UInt8] {
        do {
            let (facts, posters) = MediaPosters.printed(
                book.letters.flatMap(\.pictures.sources), media: MediaReaders.standard)
            let printout = BookPrintout.printout(book, page: page, mediaFacts: facts, posters: posters)
            let printed = try PrintHelper.pdf(printout)
            for note in printed.notes { StandardError.say(tr("note: {notice}", ["notice": note])) }
            return printed.bytes
        } catch {
            fail(Failure(message: error.description))
        }
    }

    private func html(_ book: BoundBook, binding: String) -> [UInt8] {
        Self.html(book, binding: binding, output: output)
    }

    /// The page of `book` beside `output`, its pictures and media copied
    /// next to it, a video's poster what `media` drew.
    static func html(
        _ book: BoundBook, binding: String, output: String?, media: any MediaReading = MediaReaders.standard
    ) -> [UInt8] {
        let pictures = BookPictures.copy(book, folder: binding, nextTo: output)
        let page = BookHTMLPage.html(
            book, address: pictures.address, problems: pictures.problems,
            coverAddress: book.cover.flatMap { pictures.addresses[$0] },
            poster: { MediaPosters.dataAddress(of: $0, media: media) })
        return Array(page.utf8)
    }

    /// The EPUB of `book` (read from `folder`, binding files from
    /// `binding`), a video's poster what `media` drew.
    static func epub(
        _ book: BoundBook, folder: String, binding: String, media: any MediaReading = MediaReaders.standard
    ) throws(BookFileError) -> [UInt8] {
        let now = Self.now()
        let real = (try? FilePath.real(folder).get()) ?? FilePath.absolute(folder)
        let folders = BookPictures.folders(of: book, folder: binding)
        // Kept until the zip is written: it holds the PNGs of the SVG drawings,
        // each read inside the private folder it was drawn in.
        let drawings = DrawnDrawings()
        defer { withExtendedLifetime(drawings) {} }
        let inside = { (path: String) -> Set<String> in
            folders[path] ?? (drawings.drew(path) ? [PicturePath.folder(of: path)] : [binding])
        }
        let files = EPUBBook.files(
            book, identifier: BookStamp.identifier(of: real + "\n" + book.title),
            modified: BookStamp.timestamp(secondsSince1970: now),
            header: { BookPictures.header($0, inside: inside($0)) },
            problems: PagePictures.make(book.letters.flatMap(\.pictures.sources), nextTo: nil).problems,
            drawn: { path in
                (folders[path] ?? [binding]).sorted().lazy.compactMap { drawings.png(for: path, confinedTo: $0) }.first
            },
            poster: { MediaPosters.png(of: $0, media: media) })
        return try EPUBArchive.zip(files, modified: now, folders: inside)
    }

    /// Now, or `SOURCE_DATE_EPOCH` when set, so a build can be made again
    /// byte for byte.
    static func now() -> Int64 {
        if let text = getenv("SOURCE_DATE_EPOCH").map({ String(cString: $0) }), let seconds = Int64(text) {
            return seconds
        }
        return Int64(time(nil))
    }
}
