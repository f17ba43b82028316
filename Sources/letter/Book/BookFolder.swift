import Glibc
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

    /// A book.toml is a few lines; anything this large is a mistake.
    static let sizeLimit = 64 << 10

    /// Reads the book in `folder`, its letters' papers looked up on `shelf`.
    static func read(_ folder: String, shelf: PaperShelf) throws(BookFileError) -> BookFolder {
        if case .success(let status) = System.status(folder), status.st_mode & S_IFMT != S_IFDIR {
            throw BookFileError(message: "\(folder): not a folder; a book is a folder with a book.toml")
        }
        let file = FilePath.join(folder, "book.toml")
        let text = try self.text(of: file, folder: folder)
        let table: [String: LetterKit.TOMLValue]
        do { table = try TOMLReading.table(fromText: text, file: file) } catch {
            throw BookFileError(message: error.message)
        }
        let (definition, warnings) = try BookDefinition.book(from: table, text: text, file: file)
        let problem = { (path: String) in Self.problem(PicturePath.resolve(path, in: folder)) }
        let paths = try BookLetters.paths(
            of: definition, folderNames: System.names(in: folder) ?? [], text: text, file: file, problem: problem)
        try BookLetters.checkCover(of: definition, text: text, file: file, problem: problem)
        var letters: [BookLetter] = []
        var stamps: [DiskStamp] = []
        for path in paths {
            let (letter, stamp) = try load(path, folder: folder, shelf: shelf)
            letters.append(letter)
            if let stamp { stamps.append(stamp) }
        }
        let book = BoundBook(
            title: definition.title, author: definition.author,
            cover: definition.cover.map { PicturePath.resolve($0, in: folder) }, letters: letters)
        return BookFolder(book: book, warnings: warnings, stamps: stamps)
    }

    /// The text of book.toml, or why there is none to read.
    private static func text(of file: String, folder: String) throws(BookFileError) -> String {
        do {
            let bytes = try LoadedLetter.readBytes(path: file, limit: sizeLimit)
            try LetterText.validate(bytes)
            return String(decoding: bytes, as: UTF8.self)
        } catch .notFound {
            throw BookFileError(
                message: "\(folder): no book.toml; a book is a folder with a book.toml (title = \"…\")")
        } catch .tooLarge(let bytes, let limit) {
            throw BookFileError(message: "\(file): too large for a book file (\(bytes) bytes; the limit is \(limit))")
        } catch {
            throw BookFileError(message: error.message(path: file))
        }
    }

    /// Why the file at `path` cannot be bound, or nil when it can.
    static func problem(_ path: String) -> String? {
        switch System.status(path) {
        case .success(let status):
            if status.st_mode & S_IFMT == S_IFDIR { return "is a folder, not a file" }
            return nil
        case .failure(let error) where error.code == ENOENT:
            return "is missing (no such file: \(path))"
        case .failure(let error):
            return "cannot be read: \(error)"
        }
    }

    /// The letter at `path` (relative to the book's folder) on its paper.
    private static func load(_ path: String, folder: String, shelf: PaperShelf) throws(BookFileError)
        -> (BookLetter, DiskStamp?)
    {
        let file = PicturePath.resolve(path, in: folder)
        let letter: LoadedLetter
        do { letter = try LoadedLetter.load(path: file, papers: shelf.catalog(forRecordedName:)) } catch {
            throw BookFileError(message: error.message(path: file))
        }
        if let problem = letter.paperProblem {
            if case .brokenPaper(let message) = problem { throw BookFileError(message: message) }
            throw BookFileError(message: "\(file): \(problem.description)")
        }
        let paper: Paper
        if let recorded = letter.paper {
            paper = recorded
        } else {
            do { paper = try shelf.defaultPaper() } catch { throw BookFileError(message: error.message) }
        }
        let document = letter.page(on: paper).document
        let bound = BookLetter(
            name: path, paragraphs: document.styledParagraphs, paper: paper, pictures: document.pictures,
            envelope: letter.file.envelope, language: letter.declaredLanguage)
        return (bound, letter.stamp)
    }
}
