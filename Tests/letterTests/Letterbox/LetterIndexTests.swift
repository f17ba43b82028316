import Glibc
import LetterKit
import Testing

@testable import letter

/// The index follows the files: adds, edits, renames and deletes made
/// outside the program are seen on the next refresh.
@Suite("Letterbox: the index follows the files")
struct LetterIndexTests {
    @Test func aNewIndexReadsEveryLetterAndASecondRefreshReadsNone() throws {
        let box = try BoxFixture()
        try box.write("autumn.letter", "---\npaper: postcard\nto: Min-ji\ndate: 2023-10-01\n---\nDear Min-ji,\n")
        try box.write("2023/spring.md", "**Spring** is here\n")
        try box.write("2023/deep/note.TXT", "a note\n")
        let index = try box.openIndex()
        var calls: [(Int, Int)] = []
        let first = try index.refresh { calls.append(($0, $1)) }
        #expect(first == RefreshCounts(added: 3, updated: 0, removed: 0, unchanged: 0))
        #expect(calls.map(\.0) == [1, 2, 3] && calls.allSatisfy { $0.1 == 3 })
        calls = []
        let second = try index.refresh { calls.append(($0, $1)) }
        #expect(second == RefreshCounts(added: 0, updated: 0, removed: 0, unchanged: 3))
        #expect(calls.isEmpty)
        #expect(try index.relativePaths() == ["2023/deep/note.TXT", "2023/spring.md", "autumn.letter"])
        let autumn = try #require(try index.letters(order: .newest).first { $0.path.hasSuffix("autumn.letter") })
        #expect(autumn.title == "Dear Min-ji," && autumn.recipient == "Min-ji" && autumn.date == "2023-10-01")
        #expect(autumn.linesUsed == 1 && autumn.paperLines == 10 && autumn.paperName == "postcard")
        #expect(index.notes.isEmpty)
    }

    @Test func editsAddsRenamesAndDeletesMadeOutsideAreFollowed() throws {
        let box = try BoxFixture()
        let edited = try box.write("edited.letter", "Before\n", modified: 1_000)
        let renamed = try box.write("old-name.md", "Moving\n", modified: 1_000)
        let deleted = try box.write("gone.txt", "Bye\n", modified: 1_000)
        try box.write("kept.txt", "Kept\n", modified: 1_000)
        let index = try box.openIndex()
        try index.refresh()

        try writeText(edited, "After the edit, longer\n")
        try XDGFolder.makeFolders(box.path("sub"), mode: 0o755)
        #expect(rename(renamed, box.path("sub/new-name.md")) == 0)
        #expect(unlink(deleted) == 0)
        try box.write("added.letter", "Brand new\n")
        let counts = try index.refresh()
        #expect(counts == RefreshCounts(added: 2, updated: 1, removed: 2, unchanged: 1))
        #expect(try index.relativePaths() == ["added.letter", "edited.letter", "kept.txt", "sub/new-name.md"])
        let titles = Dictionary(uniqueKeysWithValues: try index.letters(order: .name).map { ($0.title, $0.path) })
        #expect(titles["After the edit, longer"] == edited)
        #expect(titles["Before"] == nil)
        #expect(try index.search("Bye").isEmpty)
        #expect(try index.search("Moving").map(\.path) == [box.path("sub/new-name.md")])
    }

    /// Same size, same second: only the nanoseconds tell the edit apart.
    @Test func anEditKeepingTheSizeIsSeenByItsTime() throws {
        let box = try BoxFixture()
        let path = try box.write("a.txt", "cat\n")
        var times = [timespec(tv_sec: 5_000, tv_nsec: 100), timespec(tv_sec: 5_000, tv_nsec: 100)]
        utimensat(AT_FDCWD, path, &times, 0)
        let index = try box.openIndex()
        try index.refresh()
        try writeText(path, "dog\n")
        times = [timespec(tv_sec: 5_000, tv_nsec: 200), timespec(tv_sec: 5_000, tv_nsec: 200)]
        utimensat(AT_FDCWD, path, &times, 0)
        #expect(try index.refresh().updated == 1)
        #expect(try index.letters(order: .name).map(\.title) == ["dog"])
    }

    @Test func theIndexOutlivesTheProcessAndIsFoundAgain() throws {
        let box = try BoxFixture()
        try box.write("a.txt", "alpha\n")
        try box.openIndex().refresh()
        #expect(box.indexFiles.count == 1)
        #expect(box.indexFiles.first.map { FilePath.name(of: $0) } == LetterIndex.fileName(forBox: box.box))
        let again = try box.openIndex()
        #expect(try again.count() == 1)
        #expect(try again.refresh() == RefreshCounts(unchanged: 1))
    }

    @Test func whatIsNotALetterIsLeftOut() throws {
        let box = try BoxFixture()
        try box.write("autumn.letter", "Dear\n")
        try box.write("autumn.files/notes.txt", "an attachment\n")
        try box.write("report.files/inner.md", "no letter called report: a folder like any\n")
        try box.write(".hidden.txt", "hidden\n")
        try box.write(".drafts/x.letter", "hidden folder\n")
        try box.write("photo.png", "not text\n")
        try box.write("README", "no extension\n")
        let outside = try FilesScratch()
        try writeText(outside.file("far.txt"), "outside the box\n")
        #expect(symlink(outside.path, box.path("linked-folder")) == 0)
        #expect(symlink(box.box, box.path("loop")) == 0)
        #expect(symlink(outside.file("far.txt"), box.path("link.txt")) == 0)
        let index = try box.openIndex()
        try index.refresh()
        #expect(try index.relativePaths() == ["autumn.letter", "link.txt", "report.files/inner.md"])
    }

    @Test func aBrokenLetterIsListedWithItsProblem() throws {
        let box = try BoxFixture()
        try box.write("invalid.txt", bytes: [0x61, 0xFF, 0x62, 0x0A])
        try box.write("binary.letter", bytes: [0x89, 0x50, 0x4E, 0x47, 0x00, 0x01])
        try box.write("fine.md", "Fine\n")
        let index = try box.openIndex()
        try index.refresh()
        let letters = try index.letters(order: .name)
        #expect(letters.map(\.title) == ["binary.letter", "Fine", "invalid.txt"])
        let problems = letters.map(\.problem)
        #expect(problems[0] == "binary data (a NUL byte at offset 4), not a letter")
        #expect(problems[1] == nil)
        #expect(problems[2] == "not UTF-8 text (invalid byte at offset 1); letters are UTF-8")
    }

    @Test func forgetAndRereadFollowTheScreensOwnChanges() throws {
        let box = try BoxFixture()
        let path = try box.write("a.letter", "First\n")
        let index = try box.openIndex()
        try index.refresh()
        try writeText(path, "Second\n")
        try index.reread(path: path)
        #expect(try index.letters(order: .name).map(\.title) == ["Second"])
        let renamed = box.path("b.letter")
        #expect(rename(path, renamed) == 0)
        try index.forget(path: path)
        try index.reread(path: renamed)
        #expect(try index.relativePaths() == ["b.letter"])
        // A path that is no letter of the box loses its row.
        let text = box.path("b.png")
        #expect(rename(renamed, text) == 0)
        try index.reread(path: renamed)
        try index.reread(path: text)
        #expect(try index.count() == 0)
        #expect(try index.refresh() == RefreshCounts())
    }

    @Test func lettersInAFolderAreThoseDirectlyInIt() throws {
        let box = try BoxFixture()
        try box.write("top.txt", "top\n")
        try box.write("2023/a.txt", "a\n", modified: 1)
        try box.write("2023/b.txt", "b\n", modified: 2)
        try box.write("2023/deep/c.txt", "c\n")
        let index = try box.openIndex()
        try index.refresh()
        #expect(try index.letters(inFolder: "", order: .name).map(\.title) == ["top"])
        #expect(try index.letters(inFolder: "2023", order: .newest).map(\.title) == ["b", "a"])
        #expect(try index.letters(inFolder: "2023/deep", order: .name).map(\.title) == ["c"])
    }
}
