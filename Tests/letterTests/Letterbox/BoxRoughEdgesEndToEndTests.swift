import Foundation
import Testing

/// What the screen says at 80 columns, in a real terminal: the letterbox's
/// help hides the list, its trash question keeps its keys with a long
/// name, a "!" letter stays out of a book, and the editor keeps its figures
/// beside a long Korean file name.
@Suite("Letterbox and status row rough edges end to end in tmux")
struct BoxRoughEdgesEndToEndTests {
    static let longName = "할머니께-보내는-아주-긴-편지-부산에서-2026년-11월-27일.letter"

    static func box() throws -> BoxFixture {
        let fixture = try BoxFixture()
        for number in 1...12 {
            try fixture.write("friend-\(number).letter", "Dear friend \(number), xyzzy\n", modified: 1_700_000_000 + number)
        }
        try fixture.write(longName, "할머니께,\n잘 지내셨어요?\n", modified: 1_700_100_000)
        try fixture.write("broken.txt", bytes: [0x61, 0x00, 0x62], modified: 1_700_200_000)
        return fixture
    }

    /// F1 over a full list: no row's text, mark or band anywhere in the middle.
    @Test func theHelpShowsNoRowsThroughIt() throws {
        let session = try BoxScreenEndToEndTests.open(try Self.box())
        try session.waitFor("14 letters")
        try session.press("F1")
        let screen = try session.waitFor("Letterbox keys")
        let middle = screen.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().dropLast(2)
        #expect(!middle.contains { $0.contains("xyzzy") || $0.contains("할머니께") || $0.hasPrefix("!") }, "\(screen)")
        #expect(screen.contains("Mark or unmark the letter, then go to the next row"))
    }

    /// The long Korean name shortens in the middle; every key of the answer shows.
    @Test func theTrashQuestionShowsAllItsKeysAtEightyColumns() throws {
        let session = try BoxScreenEndToEndTests.open(try Self.box())
        try session.waitFor("14 letters")
        try session.press("Down")
        try session.type("d")
        let screen = try session.waitFor("to the trash?")
        let row = try #require(screen.split(separator: "\n").last { $0.contains("to the trash?") })
        #expect(row.contains("Move 할머니께") && row.contains("…"), "\(row)")
        #expect(row.contains("y: yes") && row.hasSuffix("any other key: no"), "\(row)")
        try session.type("n")
        try session.waitFor("Nothing deleted")
    }

    /// Space and b on the "!" row say why, and no title is asked.
    @Test func aBrokenLetterIsNotBoundIntoABook() throws {
        let session = try BoxScreenEndToEndTests.open(try Self.box())
        try session.waitFor("14 letters")
        try session.type(" ")
        try session.waitFor("broken.txt cannot go in a book: it cannot be read")
        try session.type("b")
        let screen = try session.waitFor("broken.txt cannot go in a book")
        #expect(!screen.contains("Book title:"))
    }

    /// Saved under a long Korean name at 80 columns, the status row says so
    /// and keeps the position and counts.
    @Test func aLongKoreanFileNameKeepsTheFigures() throws {
        let folder = try ScratchFolder()
        let session = try TmuxSession(
            "\(letterBinary) '\(Self.longName)'", columns: 80, rows: 24, folder: folder)
        try session.waitFor("F1 help")
        try session.type("Dear Grandmother")
        // The figures are those of the last pause in typing: wait for them.
        try session.waitFor("2 words")
        try session.press("C-s")
        let screen = try session.waitFor("Saved")
        let row = try #require(screen.split(separator: "\n").last { $0.contains("Saved") })
        #expect(row.contains("Saved 할머니께") && row.contains("…") && row.contains(".letter"), "\(row)")
        #expect(row.contains("Ln 1, Col 17") && row.contains("2 words"), "\(row)")
        #expect(folder.read(Self.longName)?.contains("Dear Grandmother") == true)
    }
}
