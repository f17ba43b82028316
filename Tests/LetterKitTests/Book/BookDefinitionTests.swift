import Testing

@testable import LetterKit

/// The book.toml reader, key by key, every error word for word and placed
/// at its line; which letters a book binds and in what order.
@Suite("Book: book.toml")
struct BookDefinitionTests {
    typealias File = PaperFileFixture

    /// A book with only its title, on line 1.
    static let titled = File(top: [("title", .string("Letters to Grandmother"))])

    static func read(_ file: File) throws(BookFileError) -> (book: Book, warnings: [String]) {
        try BookDefinition.book(from: file.table, text: file.text, file: "book/book.toml")
    }

    static func error(_ file: File) -> String? {
        do {
            _ = try read(file)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func onlyTheTitleIsNeeded() throws {
        let (book, warnings) = try Self.read(Self.titled)
        #expect(book == Book(title: "Letters to Grandmother"))
        #expect(book.letters == nil && book.author == nil && book.cover == nil)
        #expect(warnings.isEmpty)
    }

    @Test func everyKey() throws {
        let file = Self.titled.with("author", .string("Hana Park"))
            .with("letters", .array([.string("2015-spring.letter"), .string("../autumn.letter"), .string("a/b.md")]))
            .with("cover", .string("cover.JPG"))
        let (book, warnings) = try Self.read(file)
        #expect(
            book
                == Book(
                    title: "Letters to Grandmother", author: "Hana Park",
                    letters: ["2015-spring.letter", "../autumn.letter", "a/b.md"], cover: "cover.JPG"))
        #expect(warnings.isEmpty)
    }

    @Test func anEmptyAuthorIsNoAuthor() throws {
        #expect(try Self.read(Self.titled.with("author", .string("  "))).book.author == nil)
    }

    @Test func unknownKeysAreWarnedAboutAtTheirLineNotRefused() throws {
        let file = Self.titled.with("colour", .string("blue")).with("subtitle", .string("x"))
        let (book, warnings) = try Self.read(file)
        #expect(book.title == "Letters to Grandmother")
        #expect(
            warnings == [
                "book/book.toml:2: unknown key colour is ignored", "book/book.toml:3: unknown key subtitle is ignored",
            ])
    }

    /// (the file, the error): every way a key can be wrong.
    static let errors: [(String, File, String)] = [
        ("noTitle", File(top: [("author", .string("Hana"))]), "book/book.toml: title is missing: a book needs a title"),
        ("emptyTitle", File(top: [("title", .string(" "))]), "book/book.toml:1: title must not be empty"),
        (
            "titleNotAString", File(top: [("title", .integer(3))]),
            "book/book.toml:1: title must be a string, got an integer"
        ),
        (
            "authorNotAString", titled.with("author", .array([.string("a")])),
            "book/book.toml:2: author must be a string, got an array"
        ),
        (
            "lettersNotAList", titled.with("letters", .string("a.letter")),
            "book/book.toml:2: letters must be a list of paths, got a string"
        ),
        (
            "lettersEmpty", titled.with("letters", .array([])),
            "book/book.toml:2: letters is empty: list the letters, or leave it out for the folder's letters"
        ),
        (
            "letterNotAPath", titled.with("letters", .array([.string("a.letter"), .integer(2)])),
            "book/book.toml:2: letters items must be paths (strings), got an integer"
        ),
        (
            "letterEmpty", titled.with("letters", .array([.string("")])),
            "book/book.toml:2: letters items must not be empty"
        ),
        ("coverEmpty", titled.with("cover", .string("")), "book/book.toml:2: cover must not be empty"),
        (
            "coverNotAPicture", titled.with("cover", .string("notes.pdf")),
            "book/book.toml:2: cover must be a picture (PNG, JPEG, GIF, …), got \"notes.pdf\""
        ),
        (
            "coverNotAString", titled.with("cover", .bool(true)),
            "book/book.toml:2: cover must be a string, got a boolean"
        ),
    ]

    @Test(arguments: errors)
    func error(name: String, file: File, message: String) {
        #expect(Self.error(file) == message, "\(name)")
    }

    // MARK: The letters

    static let folder = [
        "letter-10.md", "letter-2.txt", "Notes.TXT", ".hidden.letter", "book.toml", "cover.jpg", "a.letter.bak",
        "x.LETTER", "letter-1.letter", "noext", "letter-02.txt", "B.md",
    ]

    @Test func withoutAListTheBookIsTheFolderLettersInNaturalNameOrder() throws {
        let paths = try BookLetters.paths(
            of: Book(title: "t"), folderNames: Self.folder, text: "title = \"t\"\n", file: "book.toml",
            problem: { _ in nil })
        // letter-02 and letter-2 are equal as numbers: their exact text decides.
        #expect(
            paths == [
                "B.md", "letter-1.letter", "letter-02.txt", "letter-2.txt", "letter-10.md", "Notes.TXT", "x.LETTER",
            ])
    }

    @Test func aListIsTheOrderWhateverTheFolderHolds() throws {
        let book = Book(title: "t", letters: ["z.letter", "../a.letter"])
        let paths = try BookLetters.paths(
            of: book, folderNames: Self.folder, text: "", file: "book.toml", problem: { _ in nil })
        #expect(paths == ["z.letter", "../a.letter"])
    }

    @Test func aMissingLetterIsAnErrorNamingItAtTheListsLine() {
        let file = Self.titled.with("letters", .array([.string("a.letter"), .string("../gone.letter")]))
        let missing = { (path: String) in
            path == "../gone.letter" ? "../gone.letter is missing (no such file: /box/gone.letter)" : nil
        }
        #expect(
            throws: BookFileError(
                message: "book.toml:2: letters: ../gone.letter is missing (no such file: /box/gone.letter)")
        ) {
            let book = try BookDefinition.book(from: file.table, text: file.text, file: "book.toml").book
            _ = try BookLetters.paths(of: book, folderNames: [], text: file.text, file: "book.toml", problem: missing)
        }
    }

    @Test func aFolderWithoutLettersIsAnError() {
        #expect(throws: BookFileError.self) {
            try BookLetters.paths(
                of: Book(title: "t"), folderNames: ["book.toml", "cover.png", ".x.letter"], text: "", file: "book.toml",
                problem: { _ in nil })
        }
    }

    @Test func aMissingCoverIsAnErrorNamingIt() {
        let file = Self.titled.with("cover", .string("cover.png"))
        #expect(throws: BookFileError(message: "book.toml:2: cover: cover.png is missing")) {
            let book = try BookDefinition.book(from: file.table, text: file.text, file: "book.toml").book
            try BookLetters.checkCover(of: book, text: file.text, file: "book.toml", problem: { "\($0) is missing" })
        }
    }

    // MARK: Natural order

    static let orders: [(String, String)] = [
        ("letter-2", "letter-10"), ("a", "B"), ("b", "C1"), ("x9.txt", "x10.txt"), ("2015", "2015-spring"),
        ("File1", "file01"), ("file01", "file1"), ("a1b2", "a1b10"), ("1", "a"), ("", "a"),
        ("letter-99999999999999999999", "letter-100000000000000000000"),
    ]

    @Test(arguments: orders)
    func naturalOrder(first: String, second: String) {
        #expect(NaturalName.precedes(first, second))
        #expect(!NaturalName.precedes(second, first))
    }

    @Test func naturalOrderIsTotalAndStrict() {
        let names = Self.folder + Self.orders.flatMap { [$0.0, $0.1] } + ["A", "a", "a0", "a00", "a-1"]
        for a in names {
            #expect(!NaturalName.precedes(a, a))
            for b in names where a != b {
                #expect(NaturalName.precedes(a, b) != NaturalName.precedes(b, a), "\(a) \(b)")
                for c in names where NaturalName.precedes(a, b) && NaturalName.precedes(b, c) {
                    #expect(NaturalName.precedes(a, c), "\(a) < \(b) < \(c)")
                }
            }
        }
    }
}
