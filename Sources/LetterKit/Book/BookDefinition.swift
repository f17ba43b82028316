/// What a book's `book.toml` says: its title, author, letters and cover.
///
/// ```toml
/// title = "Letters to Grandmother"
/// author = "Hana Park"              # optional
/// letters = ["2015-spring.letter", "../autumn.letter"]   # optional: the order
/// cover = "cover.jpg"               # optional: a picture
/// ```
///
/// Representation: the values as the file gives them; paths stay relative
/// to the book's folder (they may climb out of it with "../", since binding
/// a letter never moves it). `letters` is nil when the file lists none:
/// the book is then the letters directly in its folder, by name
/// (`BookLetters.inFolder`).
public struct Book: Hashable, Sendable {
    public var title: String
    public var author: String?
    public var letters: [String]?
    public var cover: String?

    public init(title: String, author: String? = nil, letters: [String]? = nil, cover: String? = nil) {
        self.title = title
        self.author = author
        self.letters = letters
        self.cover = cover
    }
}

/// Why a book cannot be published: one line, naming the file, the line and
/// the key where known (`book/book.toml:3: letters: ../autumn.letter is missing`).
public struct BookFileError: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String

    public init(message: String) { self.message = message }

    public var description: String { message }
}

/// Reads `book.toml` from the plain values a TOML library read (as the
/// paper reader does), every error placed at the file's line.
public enum BookDefinition {
    /// The keys a book file may hold, for warning about the others.
    static let keys: Set<String> = ["title", "author", "letters", "cover"]

    /// The book `table` describes (read from `text`, the file `file`), and a
    /// warning for each key it does not know.
    public static func book(from table: [String: TOMLValue], text: String, file: String) throws(BookFileError)
        -> (book: Book, warnings: [String])
    {
        let reader = Reader(table: table, text: text, file: file)
        do throws(PaperFileError) {
            guard let title = try reader.string("title") else {
                throw reader.error(for: "title", tr("is missing: a book needs a title"))
            }
            guard !title.trimmingSpaces.isEmpty else { throw reader.error(for: "title", tr("must not be empty")) }
            let author = try reader.string("author").flatMap { $0.trimmingSpaces.isEmpty ? nil : $0 }
            let letters = try paths(reader)
            let cover = try reader.string("cover")
            if let cover {
                guard !cover.isEmpty else { throw reader.error(for: "cover", tr("must not be empty")) }
                guard PictureKind(path: cover) == .picture else {
                    throw reader.error(for: "cover", tr("must be a picture (PNG, JPEG, GIF, …), got \"{cover}\"", ["cover": cover]))
                }
            }
            var warnings: [String] = []
            for key in table.keys.sorted() where !keys.contains(key) {
                warnings.append(reader.place(of: key, in: nil) + tr("unknown key {key} is ignored", ["key": key]))
            }
            return (Book(title: title, author: author, letters: letters, cover: cover), warnings)
        } catch {
            throw BookFileError(message: error.message)
        }
    }

    /// The `letters` list: strings, none empty, at least one.
    private static func paths(_ reader: Reader) throws(PaperFileError) -> [String]? {
        guard let value = reader.table["letters"] else { return nil }
        guard case .array(let items) = value else {
            throw reader.error(for: "letters", tr("must be a list of paths, got {type}", ["type": value.typeName]))
        }
        guard !items.isEmpty else {
            throw reader.error(for: "letters", tr("is empty: list the letters, or leave it out for the folder's letters"))
        }
        var paths: [String] = []
        for item in items {
            guard case .string(let path) = item else {
                throw reader.error(for: "letters", tr("items must be paths (strings), got {type}", ["type": item.typeName]))
            }
            guard !path.isEmpty else { throw reader.error(for: "letters", tr("items must not be empty")) }
            paths.append(path)
        }
        return paths
    }
}
