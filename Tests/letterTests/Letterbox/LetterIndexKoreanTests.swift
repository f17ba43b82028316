import GRDB
import Testing

@testable import letter

/// The index program's notes in the program's language: `letter` hands its
/// catalogs to `letter-index`, which says in Korean why it built the index again.
@Suite("Letterbox: the index program's notes in Korean")
struct LetterIndexKoreanTests {
    @Test func anIndexOfAnotherVersionIsSaidToBeBuiltAgainInKorean() throws {
        let box = try BoxFixture()
        try box.write("autumn.letter", "Dear Min-ji, 안녕하세요\n")
        let korean = box.environment.merging(["LANG": "ko_KR.UTF-8"]) { $1 }
        let first = try run([letterBinary, "box", "--list", box.box], environment: korean)
        #expect(first.status == 0, "\(first.error)")
        let file = try #require(box.indexFiles.first)
        let database = try DatabaseQueue(path: file)
        try database.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA user_version = 99") }
        try database.close()
        let again = try run([letterBinary, "box", "--list", "--refresh", box.box], environment: korean)
        #expect(again.status == 0, "\(again.error)")
        #expect(again.error.hasPrefix("letter: 알림: 편지함 색인 "), "\(again.error)")
        #expect(again.error.contains("의 버전이 달라("), "\(again.error)")
        #expect(again.error.contains(") 편지들로 다시 만듭니다\n"), "\(again.error)")
        #expect(again.output.contains("autumn.letter"))
    }
}
