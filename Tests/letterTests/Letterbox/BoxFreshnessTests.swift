import Glibc
import LetterKit
import Testing

@testable import letter

/// `letter box --list` and `--search` look at the folders' times, not every
/// letter's: a letter added, removed, renamed or saved as the program saves
/// (a new file renamed over the old) changes a folder's time and is seen by
/// the next command; a letter rewritten in place by another program is seen
/// with `--refresh` or by the screen, which always walks.
@Suite("Letterbox: the folders' times tell what changed")
struct BoxFreshnessTests {
    /// A box whose folders changed long ago, so a walk keeps their times.
    static func settledBox() throws -> BoxFixture {
        let box = try BoxFixture()
        try box.write("autumn.txt", "Maples by the river\n", modified: 1_000)
        try box.write("2024/winter.md", "Snow on the bridge\n", modified: 1_000)
        try box.write("2024/deep/spring.letter", "Blossoms in the rain\n", modified: 1_000)
        settle(box)
        return box
    }

    static func settle(_ box: BoxFixture) {
        for folder in ["", "2024", "2024/deep"] { setModified(box.path(folder), secondsSinceEpoch: 2_000) }
    }

    /// Writes `text` beside `path` and renames it over `path`, as the program saves.
    static func save(_ path: String, _ text: String) throws {
        let temporary = FilePath.folder(of: path) + "/.saving"
        try writeText(temporary, text)
        #expect(rename(temporary, path) == 0)
    }

    @Test func nothingChangedIsKnownFromTheFoldersAlone() throws {
        let box = try Self.settledBox()
        let index = try box.openIndex()
        // No folders' times kept yet: the first check walks.
        #expect(try index.refreshIfFoldersChanged() == RefreshCounts(added: 3))
        #expect(try index.refreshIfFoldersChanged() == RefreshCounts())
        #expect(try index.count() == 3)
    }

    /// The folders put back to an old time and listed: the index then keeps
    /// their times, and only a folder's new time can tell of a change.
    static func settleAndList(_ box: BoxFixture) throws {
        settle(box)
        #expect(try box.letter(["box", "--list", box.box]).status == 0)
    }

    @Test func aLetterSavedAddedRenamedOrRemovedIsSeenByTheNextSearch() throws {
        let box = try Self.settledBox()
        try Self.settleAndList(box)
        try Self.save(box.path("2024/winter.md"), "Ice on the pond\n")
        #expect(try box.letter(["box", "--search", "pond", box.box]).output == "2024/winter.md\n")
        #expect(try box.letter(["box", "--search", "bridge", box.box]).status == 1)

        try Self.settleAndList(box)
        try box.write("2024/deep/new.txt", "A kite over the hill\n")
        #expect(try box.letter(["box", "--search", "kite", box.box]).output == "2024/deep/new.txt\n")

        try Self.settleAndList(box)
        #expect(rename(box.path("autumn.txt"), box.path("2024/autumn.txt")) == 0)
        #expect(try box.letter(["box", "--search", "Maples", box.box]).output == "2024/autumn.txt\n")

        try Self.settleAndList(box)
        #expect(unlink(box.path("2024/deep/spring.letter")) == 0)
        let listed = try box.letter(["box", "--list", "--order", "name", box.box])
        #expect(listed.output.split(separator: "\n").map { $0.split(separator: "\t")[0] } == [
            "2024/autumn.txt", "2024/deep/new.txt", "2024/winter.md",
        ])
        #expect(try box.letter(["box", "--search", "Blossoms", box.box]).status == 1)
    }

    @Test func aNewFolderOrAFolderGoneIsSeen() throws {
        let box = try Self.settledBox()
        try Self.settleAndList(box)
        try box.write("2025/first.txt", "New year\n")
        #expect(try box.letter(["box", "--search", "year", box.box]).output == "2025/first.txt\n")
        setModified(box.path("2025"), secondsSinceEpoch: 2_000)
        try Self.settleAndList(box)
        #expect(unlink(box.path("2025/first.txt")) == 0 && rmdir(box.path("2025")) == 0)
        // The box's own time put back: the folder gone is what tells.
        setModified(box.box, secondsSinceEpoch: 2_000)
        #expect(try box.letter(["box", "--search", "year", box.box]).status == 1)
    }

    /// The rule's limit: an edit in place changes no folder's time.
    /// `--refresh` looks at every letter, as the screen does when it opens.
    @Test func aLetterRewrittenInPlaceIsSeenWithRefresh() throws {
        let box = try Self.settledBox()
        #expect(try box.letter(["box", "--list", box.box]).status == 0)
        try writeText(box.path("autumn.txt"), "Chestnuts by the fire\n")
        #expect(try box.letter(["box", "--search", "Chestnuts", box.box]).status == 1)
        let refreshed = try box.letter(["box", "--search", "Chestnuts", "--refresh", box.box])
        #expect(refreshed.status == 0 && refreshed.output == "autumn.txt\n")
        #expect(try box.letter(["box", "--search", "Chestnuts", box.box]).output == "autumn.txt\n")
        let index = try box.openIndex()
        try writeText(box.path("autumn.txt"), "Pears in a bowl\n")
        #expect(try index.refresh() == RefreshCounts(updated: 1, unchanged: 2))
    }

    /// A folder changed as the walk read it may change again within the
    /// same tick of the file system's clock and keep its time: a time within
    /// two seconds of the walk (or after it, a clock set back) is not kept,
    /// and the next check walks.
    @Test func aFolderChangedJustNowIsNotTrusted() throws {
        let box = try Self.settledBox()
        setModified(box.path("2024"), secondsSinceEpoch: time(nil) + 60)
        let index = try box.openIndex()
        #expect(try index.refreshIfFoldersChanged() == RefreshCounts(added: 3))
        try writeText(box.path("autumn.txt"), "Chestnuts in the fire\n")
        #expect(try index.refreshIfFoldersChanged() == RefreshCounts(updated: 1, unchanged: 2))
        #expect(try index.search("Chestnuts").count == 1)
    }
}
