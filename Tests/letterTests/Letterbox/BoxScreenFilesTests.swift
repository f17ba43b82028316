import Glibc
import LetterKit
import LetterSystem
import Testing

@testable import letter

/// What the letterbox screen does on disk, without the terminal: a folder's
/// rows, a rename that takes the files folder along, a book bound.
@Suite("Letterbox screen on disk")
@MainActor
struct BoxScreenFilesTests {
    @Test func aFoldersRowsLeaveOutFilesFoldersAndHiddenOnesAndNameBooks() throws {
        let fixture = try BoxFixture()
        try fixture.write("autumn.letter", "Dear Min-ji,\n")
        try fixture.write("autumn.files/sunset.png", "not really a picture")
        try fixture.write(".hidden/x.letter", "Hidden\n")
        try fixture.write("trip/sea.letter", "From Gangneung\n")
        try fixture.write("trip/deeper/cave.md", "In the cave\n")
        try fixture.write("Book/book.toml", "title = \"Autumn letters\"\nletters = [\"../autumn.letter\", \"../gone.letter\"]\n")
        let index = try fixture.openIndex()
        try index.refresh()
        let listing = try BoxFolders.listing(box: fixture.box, folder: "", order: .name, catalog: index)
        #expect(listing.folders.map(\.path) == [fixture.path("Book"), fixture.path("trip")])
        #expect(listing.folders[0].book == BookFacts(title: "Autumn letters", letterCount: 2))
        #expect(listing.folders[1].letterCount == 2 && listing.folders[1].book == nil)
        #expect(listing.letters.map(\.path) == [fixture.path("autumn.letter")])
        // A book lists the letters it binds, in its order; one that is gone says so.
        let book = try BoxFolders.listing(box: fixture.box, folder: "Book", order: .name, catalog: index)
        #expect(book.letters.map(\.path) == [fixture.path("autumn.letter"), fixture.path("gone.letter")])
        #expect(book.letters[0].problem == nil)
        #expect(book.letters[1].problem?.hasPrefix("not in the box") == true)
    }

    @Test func aBrokenBookFileIsARowWithItsProblem() throws {
        let fixture = try BoxFixture()
        try fixture.write("Book/book.toml", "letters = 3\n")
        let facts = try #require(BookFiles.facts(folder: fixture.path("Book"), lettersInFolder: 0))
        #expect(facts.problem?.contains("title") == true)
    }

    @Test func renamingTakesAnOldFilesFolderItAloneUsesAndThePicturesFollow() throws {
        let fixture = try BoxFixture()
        try fixture.write("autumn.letter", "---\npaper: letter\n---\nDear Min-ji,\n![sunset](autumn.files/sunset.png){lines=4}\n")
        try fixture.write("autumn.files/sunset.png", "pixels")
        let (outcome, files) = LetterRenamer.rename(from: fixture.path("autumn.letter"), to: fixture.path("가을.letter"))
        #expect(outcome == .done)
        #expect(files.moved == [.init(from: "autumn.files", to: "가을.letter.files")])
        let text = try #require(try? String(contentsOfFile: fixture.path("가을.letter"), encoding: .utf8))
        #expect(text == "---\npaper: letter\n---\nDear Min-ji,\n![sunset](가을.letter.files/sunset.png){lines=4}\n")
        #expect(access(fixture.path("가을.letter.files/sunset.png"), F_OK) == 0)
        #expect(access(fixture.path("autumn.files"), F_OK) != 0)
    }

    @Test func renamingNeverReplacesAFile() throws {
        let fixture = try BoxFixture()
        try fixture.write("a.letter", "A\n")
        try fixture.write("notes.pdf", "not a letter")
        #expect(LetterRenamer.rename(from: fixture.path("a.letter"), to: fixture.path("notes.pdf")).outcome == .taken)
        #expect(try String(contentsOfFile: fixture.path("notes.pdf"), encoding: .utf8) == "not a letter")
        try fixture.write("b.letter", "B\n")
        try fixture.write("b.letter.files/x.png", "x")
        try fixture.write("c.letter.files/y.png", "y")
        // The letter's name is free but its files folder's is not: nothing moves.
        let outcome = LetterRenamer.rename(from: fixture.path("b.letter"), to: fixture.path("c.letter")).outcome
        #expect(outcome == .failed(.alreadyThere(name: "c.letter.files")))
        if case .failed(let problem) = outcome { #expect(problem.description == "c.letter.files is already there") }
        #expect(access(fixture.path("b.letter"), F_OK) == 0)
    }

    @Test func bindingWritesTheBookWithTheFirstLettersSender() throws {
        let fixture = try BoxFixture()
        try fixture.write("a.letter", "---\nfrom: Hana Park\n---\nDear Ann,\n")
        try fixture.write("trip/b.md", "Hello\n")
        let binding = BookBinding(
            folder: fixture.path("For Ann"), title: "For Ann", letters: [fixture.path("a.letter"), fixture.path("trip/b.md")])
        #expect(BookFiles.bind(binding) == .done)
        let text = try String(contentsOfFile: fixture.path("For Ann/book.toml"), encoding: .utf8)
        #expect(text == "title = \"For Ann\"\nauthor = \"Hana Park\"\nletters = [\n    \"../a.letter\",\n    \"../trip/b.md\",\n]\n")
        // A new file of the user's: the umask decides, as for any new file.
        #expect(permissions(fixture.path("For Ann/book.toml")) == System.newFileMode)
        #expect(BookFiles.bind(binding) == .taken)
        #expect(BookFiles.letters(ofBookIn: fixture.path("For Ann")) == [fixture.path("a.letter"), fixture.path("trip/b.md")])
    }

    @Test func theBoxIsNamedFromHome() {
        #expect(BoxOpening.displayName(of: "/home/ann/Letters", home: "/home/ann") == "~/Letters")
        #expect(BoxOpening.displayName(of: "/home/ann", home: "/home/ann/") == "~")
        #expect(BoxOpening.displayName(of: "/home/annie/Letters", home: "/home/ann") == "/home/annie/Letters")
        #expect(BoxOpening.displayName(of: "/srv/box", home: nil) == "/srv/box")
    }
}
