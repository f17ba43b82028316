import Glibc
// `stat`'s fields: where Foundation (the resources' accessor, ZIPFoundation) is in
// the same compile, the struct is CoreFoundation's, and its fields need that import.
import CoreFoundation
import LetterKit

/// A book's folder read from disk: `book.toml` (TOMLKit, then LetterKit's
/// reader), the letters it binds, each loaded as the editor opens it and
/// laid out on the paper it records.
///
/// Everything is read before anything is written, so a book with a missing
/// letter, a broken paper or a bad `book.toml` writes nothing; every error
/// is one line naming the file.
struct BookFolder {
    /// The book, ready to publish.
    var book: BoundBook
    /// Warnings for standard error (unknown keys in book.toml).
    var warnings: [String]
    /// The letters' files on disk, so the output never replaces one.
    var stamps: [DiskStamp]
    /// The folder tree the book binds from (`BookConfinement`): its files,
    /// the cover among them, are read only inside it.
    var bindingFolder: String

    /// A book.toml is a few lines; anything this large is a mistake.
    static let sizeLimit = 64 << 10

    /// Reads the book in `folder`, its letters' papers looked up on `shelf`.
    static func read(_ folder: String, shelf: PaperShelf) throws(BookFileError) -> BookFolder {
        if case .success(let status) = System.status(folder), status.st_mode & S_IFMT != S_IFDIR {
            throw BookFileError(message: tr("{folder}: not a folder; a book is a folder with a book.toml", ["folder": folder]))
        }
        let file = FilePath.join(folder, "book.toml")
        let text = try self.text(of: file, folder: folder)
        let table: [String: LetterKit.TOMLValue]
        do { table = try TOMLReading.table(fromText: text, file: file) } catch {
            throw BookFileError(message: error.message)
        }
        let (definition, warnings) = try BookDefinition.book(from: table, text: text, file: file)
        let binding = BookConfinement.folder(ofBookIn: folder)
        let problem = { (path: String) in
            Self.problem(PicturePath.resolve(path, in: folder), shown: path, bookFolder: binding)
        }
        let paths = try BookLetters.paths(
            of: definition, folderNames: System.names(in: folder) ?? [], text: text, file: file, problem: problem)
        try BookLetters.checkCover(of: definition, text: text, file: file, problem: problem)
        var letters: [BookLetter] = []
        var stamps: [DiskStamp] = []
        for path in paths {
            let (letter, stamp) = try load(path, folder: folder, binding: binding, shelf: shelf)
            letters.append(letter)
            if let stamp { stamps.append(stamp) }
        }
        let book = BoundBook(
            title: definition.title, author: definition.author,
            cover: definition.cover.map { PicturePath.resolve($0, in: folder) }, letters: letters)
        return BookFolder(book: book, warnings: warnings, stamps: stamps, bindingFolder: binding)
    }

    /// The text of book.toml, or why there is none to read.
    private static func text(of file: String, folder: String) throws(BookFileError) -> String {
        do {
            let bytes = try LoadedLetter.readBytes(path: file, limit: sizeLimit)
            try LetterText.validate(bytes)
            return String(decoding: bytes, as: UTF8.self)
        } catch .notFound {
            throw BookFileError(
                message: tr("{folder}: no book.toml; a book is a folder with a book.toml (title = \"…\")", ["folder": folder]))
        } catch .tooLarge(let bytes, let limit) {
            throw BookFileError(
                message: tr(
                    "{file}: too large for a book file ({bytes} bytes; the limit is {limit})", ["file": file, "bytes": bytes, "limit": limit]))
        } catch {
            throw BookFileError(message: error.message(path: file))
        }
    }

    /// Why the file at `path` cannot be bound, or nil when it can: it must be
    /// a regular file inside the book's folder once `..` and links are
    /// resolved (a book is received whole, like a letter, and binds only
    /// what it holds). Opened as it will be read, without blocking.
    static func problem(_ path: String, shown: String, bookFolder: String) -> String? {
        do {
            try System.openRegularFile(path, confinedTo: bookFolder).close()
            return nil
        } catch {
            switch error {
            case .missing: return tr("{path} is missing (no such file: {file})", ["path": shown, "file": path])
            case .outside:
                return tr(
                    "{path} is outside the book's folder ({folder}): a book binds only its own files",
                    ["path": shown, "folder": bookFolder])
            case .notRegular(.folder): return tr("{path} is a folder, not a file", ["path": shown])
            case .notRegular(let kind):
                return tr("{path} is not a regular file: it is {kind}", ["path": shown, "kind": kind.rawValue])
            case .unreadable, .tooLarge: return tr("{path} cannot be read: {reason}", ["path": shown, "reason": error])
            }
        }
    }

    /// The letter at `path` (relative to the book's folder) on its paper.
    private static func load(_ path: String, folder: String, binding: String, shelf: PaperShelf)
        throws(BookFileError)
        -> (BookLetter, DiskStamp?)
    {
        let file = PicturePath.resolve(path, in: folder)
        let letter: LoadedLetter
        do {
            letter = try LoadedLetter.load(path: file, confinedTo: binding, papers: shelf.catalog(forRecordedName:))
        } catch {
            throw BookFileError(message: error.message(path: file))
        }
        if let problem = letter.paperProblem {
            if case .brokenPaper(let message) = problem { throw BookFileError(message: message) }
            throw BookFileError(message: tr("{file}: {reason}", ["file": file, "reason": problem.description]))
        }
        let paper: Paper
        if let recorded = letter.paper {
            paper = recorded
        } else {
            do { paper = try shelf.defaultPaper() } catch { throw BookFileError(message: error.message) }
        }
        let document = letter.page(on: paper).document
        let letterFolder = PicturePath.folder(of: file)
        let bound = BookLetter(
            name: path, paragraphs: document.styledParagraphs, paper: paper, pictures: document.pictures,
            stickers: document.stickers,
            stickerPictures: PageStickers.pictures(of: document.stickers, folder: letterFolder), folder: letterFolder,
            envelope: letter.file.envelope, language: letter.declaredLanguage)
        return (bound, letter.stamp)
    }
}
