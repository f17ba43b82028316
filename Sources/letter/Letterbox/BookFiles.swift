import Glibc
import LetterKit

/// Books on disk as the letterbox sees them: a folder's `book.toml` read for
/// its row (title, number of letters) and for its list of letters, and a new
/// book written when letters are bound.
@MainActor
enum BookFiles {
    static let fileName = "book.toml"

    /// The book in `folder`, if it has a `book.toml`: its title and how many
    /// letters it binds (its `letters`, else its own letters by name), or
    /// what is wrong with the file.
    static func facts(folder: String, lettersInFolder: Int) -> BookFacts? {
        let file = FilePath.join(folder, fileName)
        guard case .success = System.status(file) else { return nil }
        switch read(file) {
        case .failure(let problem): return BookFacts(title: FilePath.name(of: folder), letterCount: 0, problem: problem.reason)
        case .success(let book): return BookFacts(title: book.title, letterCount: book.letters?.count ?? lettersInFolder)
        }
    }

    /// The letters `book.toml` in `folder` lists, absolute, in its order;
    /// nil when it lists none (the book is then its own letters, by name) or
    /// cannot be read.
    static func letters(ofBookIn folder: String) -> [String]? {
        guard case .success(let book) = read(FilePath.join(folder, fileName)) else { return nil }
        return book.letters?.map { FilePath.join(folder, $0) }.map(normalised)
    }

    /// Makes the book's folder and writes its `book.toml`: the author is the
    /// envelope's `from` of the first letter, when it has one.
    static func bind(_ binding: BookBinding) -> BoxOutcome {
        if case .success = System.linkStatus(binding.folder) { return .taken }
        guard mkdir(binding.folder, 0o777) == 0 else {
            return errno == EEXIST ? .taken : .failed(.refused(SystemError.current.problem))
        }
        let author = binding.letters.first.flatMap { path in
            (try? LoadedLetter.load(path: path))?.file.envelope[.from]
        }
        do {
            try SafeSave.write(Array(binding.bookFile(author: author).utf8), to: FilePath.join(binding.folder, fileName))
        } catch {
            rmdir(binding.folder)
            return .failed(.notWritten(error.problem))
        }
        return .done
    }

    /// Why a `book.toml` cannot be read, in words for its row.
    struct BookProblem: Error {
        var reason: String
    }

    /// The book file read as `letter book` reads it (LetterKit's `BookDefinition`).
    private static func read(_ file: String) -> Result<Book, BookProblem> {
        let bytes: [UInt8]
        do { bytes = try System.readSmall(file, limit: 64 << 10) } catch {
            return .failure(BookProblem(reason: error.description))
        }
        let text = String(decoding: bytes, as: UTF8.self)
        do {
            let table = try TOMLReading.table(fromText: text, file: fileName)
            return .success(try BookDefinition.book(from: table, text: text, file: fileName).book)
        } catch let error as PaperFileError {
            return .failure(BookProblem(reason: error.message))
        } catch {
            return .failure(BookProblem(reason: "\(error)"))
        }
    }

    /// `path` with its `.` and `..` names worked out, as the index keys letters.
    static func normalised(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }
}
