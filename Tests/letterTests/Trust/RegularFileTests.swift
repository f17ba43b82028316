import Glibc
import LetterKit
import Testing

@testable import LetterPictures
@testable import LetterSystem
@testable import letter

/// Only regular files are read, and never with an open that waits: a FIFO
/// (with no writer), a device, a socket or a folder named as a picture, an
/// attachment, a cover, a book's letter or a letter is refused at once, with
/// its kind, by every reader.
@Suite("Trust: only regular files, never a blocking open")
struct RegularFileTests {
    let scratch: FilesScratch

    init() throws { scratch = try FilesScratch() }

    /// Runs `body` and checks it came back at once: a blocking open of a FIFO
    /// would never come back at all (the test run would hang, not fail).
    @discardableResult
    func atOnce<T>(_ body: () throws -> T, sourceLocation: SourceLocation = #_sourceLocation) rethrows -> T {
        let start = ContinuousClock.now
        let result = try body()
        #expect(ContinuousClock.now - start < .seconds(2), sourceLocation: sourceLocation)
        return result
    }

    @Test(arguments: NonRegularFixture.kinds)
    func theOneOpenRefusesEachKindWithItsName(kind: String) throws {
        let path = try NonRegularFixture.make(kind, in: scratch)
        atOnce {
            #expect(throws: FileRefusal.notRegular(NonRegularFixture.kind(kind))) {
                try System.openRegularFile(path).close()
            }
            #expect(throws: FileRefusal.notRegular(NonRegularFixture.kind(kind))) {
                try System.openRegularFile(path, confinedTo: scratch.path).close()
            }
            #expect(throws: FileRefusal.notRegular(NonRegularFixture.kind(kind))) {
                _ = try System.readRegularFile(path, limit: 1 << 20)
            }
        }
    }

    @Test(arguments: NonRegularFixture.kinds)
    func aPictureOrAttachmentOfEachKindIsNotAFile(kind: String) throws {
        let picture = try NonRegularFixture.make(kind, in: scratch)
        let attachment = try NonRegularFixture.make(kind, in: scratch, name: "\(kind).mp3")
        var looker = PictureLooker()
        atOnce {
            #expect(looker.facts(at: picture) == .problem(.notAFile))
            #expect(looker.facts(at: picture, decoding: true) == .problem(.notAFile))
            #expect(looker.facts(at: attachment) == .problem(.notAFile))
            #expect(
                looker.thumbnail(path: picture, confinedTo: scratch.path, columns: 8, rows: 2, colors: .indexed256)
                    == .problem(.notAFile))
            guard case .problem(.notAFile) = PicturePixels.read(path: picture) else {
                Issue.record("print read \(kind)")
                return
            }
        }
    }

    @Test(arguments: NonRegularFixture.kinds)
    func aLetterOfEachKindIsRefused(kind: String) throws {
        let path = try NonRegularFixture.make(kind, in: scratch, name: "\(kind).letter")
        let result = try atOnce { try run([letterBinary, "render", path]) }
        #expect(result.status == 2)
        let expected =
            kind == "folder" ? "is a folder" : "not a regular file: it is \(NonRegularFixture.kind(kind).rawValue)"
        #expect(result.error.contains(expected), "\(result.error)")
        atOnce {
            #expect(throws: (any Error).self) { try LoadedLetter.load(path: path) }
        }
    }

    /// A book's letter and its cover of each kind: an error naming it, at once.
    @Test(arguments: NonRegularFixture.kinds)
    func aBookLetterOrCoverOfEachKindIsRefused(kind: String) throws {
        let book = try scratch.folder("book")
        let letter = try NonRegularFixture.make(kind, in: scratch, folder: "book", name: "\(kind).letter")
        let cover = try NonRegularFixture.make(kind, in: scratch, folder: "book", name: "cover.png")
        let expected =
            kind == "folder" ? "is a folder" : "is not a regular file: it is \(NonRegularFixture.kind(kind).rawValue)"
        atOnce {
            #expect(BookFolder.problem(letter, shown: "l", bookFolder: book)?.hasPrefix("l " + expected) == true)
            #expect(BookFolder.problem(cover, shown: "c", bookFolder: book)?.hasPrefix("c " + expected) == true)
            #expect(BookPictures.header(cover, inside: [book]) == nil)
        }
        try writeText(book + "/book.toml", "title = \"T\"\nletters = [\"\(kind).letter\"]\n")
        let result = try atOnce { try run([letterBinary, "book", book, "--to", "html"]) }
        #expect(result.status == 2)
        #expect(result.error.contains(expected), "\(result.error)")
    }

    /// The small reads (a lock, a book file in the box, a letter being
    /// renamed) refuse each kind at once too.
    @Test(arguments: NonRegularFixture.kinds)
    func aSmallReadRefusesEachKind(kind: String) throws {
        let path = try NonRegularFixture.make(kind, in: scratch, name: "book.toml")
        atOnce {
            // open(2) itself refuses a socket (ENXIO).
            #expect(throws: SystemError(kind == "folder" ? EISDIR : kind == "socket" ? ENXIO : EINVAL)) {
                _ = try System.readSmall(path, limit: 64)
            }
        }
    }

    /// A book in the box whose book.toml is a FIFO: the letterbox screen
    /// reads each book's file to list it, and still comes up at once.
    @Test func aBoxWithAFIFOBookFileStillOpens() throws {
        let fixture = try BoxFixture()
        try fixture.write("a.letter", "Hello\n")
        #expect(mkdir(fixture.path("book"), 0o755) == 0)
        #expect(mkfifo(fixture.path("book/book.toml"), 0o644) == 0)
        let session = try BoxScreenEndToEndTests.open(fixture)
        try session.waitFor("book", timeout: 5)
    }
}
