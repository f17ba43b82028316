import GRDB
import Glibc
import LetterKit
import Testing

@testable import letter

/// The files stay the truth: an index that is missing, is not a database,
/// has another schema or belongs to another folder is built again.
@Suite("Letterbox: a lost or damaged index is built again")
struct LetterIndexRepairTests {
    /// A box of two letters with a refreshed index; its file's path.
    static func indexedBox() throws -> (BoxFixture, String) {
        let box = try BoxFixture()
        try box.write("autumn.letter", "Dear Min-ji, 안녕하세요\n")
        try box.write("2023/kyoto.md", "こんにちは\n")
        try box.openIndex().refresh()
        let file = try #require(box.indexFiles.first)
        return (box, file)
    }

    @Test func aDeletedIndexIsBuiltAgain() throws {
        let (box, file) = try Self.indexedBox()
        #expect(unlink(file) == 0)
        let index = try box.openIndex()
        #expect(try index.refresh() == RefreshCounts(added: 2))
        #expect(index.notes.isEmpty)
        #expect(try index.search("안녕하").count == 1)
    }

    @Test(arguments: [
        Array("this is not a database at all".utf8),
        [UInt8](repeating: 0xA5, count: 8192),
        Array("SQLite format 3\u{0}".utf8) + [UInt8](repeating: 0xFF, count: 4000),
    ])
    func garbageBytesAreReplacedByANewIndex(garbage: [UInt8]) throws {
        let (box, file) = try Self.indexedBox()
        try writeBytes(file, garbage)
        let index = try box.openIndex()
        #expect(index.notes.count == 1)
        #expect(index.notes.first?.contains("built again") == true)
        #expect(index.databasePath == file)
        #expect(try index.refresh() == RefreshCounts(added: 2))
        #expect(try box.openIndex().notes.isEmpty)
    }

    /// A page of the letters' table overwritten in the middle of the file:
    /// SQLite's check on open finds it.
    @Test func aDamagedPageIsFoundAndTheIndexBuiltAgain() throws {
        let box = try BoxFixture()
        for number in 1...300 {
            try box.write("letter-\(number).txt", "Letter number \(number), " + String(repeating: "words ", count: 40) + "\n")
        }
        try box.openIndex().refresh()
        let file = try #require(box.indexFiles.first)
        let size = try #require(DiskStamp.of(path: file)).size
        let descriptor = open(file, O_WRONLY)
        #expect(descriptor >= 0)
        let junk = [UInt8](repeating: 0x5A, count: 4096)
        for offset in stride(from: Int64(8192), to: size, by: 16384) {
            _ = junk.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, off_t(offset)) }
        }
        close(descriptor)
        // Found on open, by the refresh or by the search, whichever reads a
        // damaged page first: the answer is right either way.
        let index = try box.openIndex()
        try index.refresh()
        let found = try index.search("number 17,")
        #expect(index.notes.first?.contains("built again") == true)
        #expect(found.map { FilePath.name(of: $0.path) } == ["letter-17.txt"])
        #expect(try index.count() == 300)
    }

    @Test func anIndexOfAnotherVersionIsBuiltAgain() throws {
        let (box, file) = try Self.indexedBox()
        let database = try DatabaseQueue(path: file)
        try database.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA user_version = 99") }
        try database.close()
        let index = try box.openIndex()
        #expect(index.notes.first?.contains("another version (99") == true)
        #expect(try index.refresh() == RefreshCounts(added: 2))
    }

    @Test func anIndexOfAnotherFolderIsNotUsed() throws {
        let (box, file) = try Self.indexedBox()
        let database = try DatabaseQueue(path: file)
        try database.write { db in try db.execute(sql: "UPDATE box SET path = '/elsewhere'") }
        try database.close()
        let index = try box.openIndex()
        #expect(index.notes.first?.contains("another folder (/elsewhere)") == true)
        #expect(try index.refresh() == RefreshCounts(added: 2))
    }

    @Test func withoutACacheFolderTheIndexLivesInMemory() throws {
        let box = try BoxFixture()
        try box.write("a.txt", "alpha\n")
        try writeText(box.cache + "/letter", "a file where the folder should be\n")
        let index = try box.openIndex()
        #expect(index.databasePath == nil)
        #expect(index.notes.first?.contains("kept in memory") == true)
        #expect(try index.refresh() == RefreshCounts(added: 1))
        #expect(try index.search("alpha").count == 1)
    }

    @Test func aMissingBoxIsAnError() throws {
        let box = try BoxFixture()
        #expect(throws: LetterIndexError.self) {
            try LetterIndex.open(box: box.path("nowhere"), environment: box.environment, reader: box.reader)
        }
    }

    @Test func indexFileNamesAreStableAndDiffer() {
        #expect(LetterIndex.fileName(forBox: "/home/hana/Letters") == LetterIndex.fileName(forBox: "/home/hana/Letters"))
        #expect(LetterIndex.fileName(forBox: "/home/hana/Letters") != LetterIndex.fileName(forBox: "/home/hana/Letter"))
        // FNV-1a 64 of the empty string, the published offset basis.
        #expect(LetterIndex.fileName(forBox: "") == "box-cbf29ce484222325.sqlite")
    }
}
