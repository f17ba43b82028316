import Foundation
import Testing

/// The letterbox screen in a real terminal: a scratch box with its own
/// HOME, cache, config and data folders, driven through tmux.
@Suite("Letterbox screen end to end in tmux")
struct BoxScreenEndToEndTests {
    /// The letterbox on `fixture`'s box, once its list is drawn.
    static func open(_ fixture: BoxFixture, columns: Int = 80, rows: Int = 24) throws -> TmuxSession {
        let environment = fixture.environment.merging(["XDG_STATE_HOME": fixture.home + "/.state"]) { $1 }
        let session = try TmuxSession(
            "\(letterBinary) box '\(fixture.box)'", columns: columns, rows: rows, environment: environment)
        try session.waitFor("Letterbox · ")
        return session
    }

    static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    /// The text of `name` in the box, if it can be read.
    static func read(_ fixture: BoxFixture, _ name: String) -> String? {
        try? String(contentsOfFile: fixture.path(name), encoding: .utf8)
    }

    /// Search, open, edit and come back; delete to the trash; mark two and bind them.
    @Test func searchEditDeleteAndBind() throws {
        let fixture = try BoxFixture()
        try fixture.write(
            "autumn.letter", "---\npaper: letter\nfrom: Hana Park\n---\n안녕하세요, 민지 씨!\n가을이 깊었어요.\n",
            modified: 1_700_000_000)
        try fixture.write("spring.letter", "Dear Sam,\nThe cherry trees are out.\n", modified: 1_700_100_000)
        try fixture.write("winter.md", "Grandmother,\nThe snow came early this year.\n", modified: 1_700_200_000)
        try fixture.write("winter.md.files/snow.txt", "a note\n")
        let session = try Self.open(fixture)
        let list = try session.waitFor("3 letters")
        #expect(list.contains("Letterbox · \(fixture.box) · newest first") || list.contains("newest first"))
        // Newest first: winter, spring, autumn.
        let rows = list.split(separator: "\n").map(String.init)
        #expect(rows[1].contains("Grandmother,") && rows[3].contains("Dear Sam,") && rows[5].contains("안녕하세요, 민지 씨!"))

        // Search as you type: a part of a Korean word finds it.
        try session.type("/")
        try session.waitFor("Search:")
        try session.type("안녕")
        let found = try session.waitFor("1 letter found")
        #expect(found.contains("안녕하세요, 민지 씨!") && !found.contains("Grandmother,"))

        // Enter opens it in the editor; a new first line, saved; quit comes back to the list.
        try session.press("Enter")
        try session.waitFor("autumn.letter · ")
        try session.type("P.S. 보고 싶어요")
        try session.press("Enter")
        try session.press("C-s")
        try session.waitFor("Saved")
        try session.press("C-q")
        let back = try session.waitFor("the list with the new first line") { $0.contains("Letterbox · ") && $0.contains("P.S. 보고 싶어요") }
        #expect(back.contains("search results, best first"))
        #expect(Self.read(fixture, "autumn.letter")?.contains("P.S. 보고 싶어요\\\n안녕하세요, 민지 씨!") == true)

        // Esc leaves the search; by name: autumn, spring, winter; the last goes to the trash.
        try session.press("Escape")
        try session.waitFor("newest first")
        try session.type("s")
        try session.waitFor("by name")
        try session.press("End")
        try session.type("d")
        try session.waitFor("Move winter.md and its files to the trash?")
        try session.type("y")
        try session.waitFor("Moved winter.md and winter.md.files to the trash")
        #expect(!Self.exists(fixture.path("winter.md")) && !Self.exists(fixture.path("winter.md.files")))
        let trash = fixture.data + "/Trash"
        #expect(Self.exists(trash + "/files/winter.md") && Self.exists(trash + "/files/winter.md.files/snow.txt"))
        let info = (try? String(contentsOfFile: trash + "/info/winter.md.trashinfo", encoding: .utf8)) ?? ""
        #expect(info.hasPrefix("[Trash Info]\nPath=") && info.contains("winter.md\nDeletionDate="))
        #expect(Self.exists(trash + "/info/winter.md.files.trashinfo"))

        // Mark two letters and bind them into a book, in the order marked.
        try session.press("Home")
        try session.type(" ")
        try session.type(" ")
        try session.waitFor("2 marked")
        try session.type("b")
        try session.waitFor("Book title:")
        try session.type("Letters to Min-ji")
        try session.press("Enter")
        let bound = try session.waitFor("Bound 2 letters into “Letters to Min-ji”")
        #expect(bound.contains("Letters to Min-ji · book"))
        #expect(
            Self.read(fixture, "Letters to Min-ji/book.toml") == """
                title = "Letters to Min-ji"
                author = "Hana Park"
                letters = [
                    "../autumn.letter",
                    "../spring.letter",
                ]

                """)
        #expect(Self.exists(fixture.path("autumn.letter")) && Self.exists(fixture.path("spring.letter")))

        // The bound book publishes: both letters, in the order marked.
        let page = fixture.home + "/book.html"
        let published = try fixture.letter(["book", fixture.path("Letters to Min-ji"), "--to", "html", "-o", page])
        #expect(published.status == 0, "\(published.error)")
        let html = (try? String(contentsOfFile: page, encoding: .utf8)) ?? ""
        let first = html.range(of: "보고 싶어요")
        let second = html.range(of: "cherry trees")
        #expect(first != nil && second != nil && first!.lowerBound < second!.lowerBound)

        try session.type("q")
        try session.waitFor("[exit 0]")
    }

    /// `n` writes a new letter in the folder shown; saved, it is in the list.
    @Test func aNewLetterJoinsTheList() throws {
        let fixture = try BoxFixture()
        try fixture.write("trip/sea.letter", "From Gangneung\n", modified: 1_700_000_000)
        let session = try Self.open(fixture)
        try session.waitFor("trip/")
        try session.press("Enter")
        try session.waitFor("From Gangneung")
        try session.type("n")
        try session.waitFor("New letter")
        try session.type("Dear Ann, hello from the sea.")
        try session.press("C-s")
        try session.waitFor("Save as:")
        try session.press("Enter")
        try session.waitFor("Saved")
        try session.press("C-q")
        let list = try session.waitFor("the list with the new letter") {
            $0.contains("Letterbox · ") && $0.contains("Dear Ann, hello from the sea.")
        }
        #expect(list.contains("2 letters"))
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fixture.path("trip"))) ?? []
        #expect(names.filter { $0.hasPrefix("letter-") && $0.hasSuffix(".letter") }.count == 1)
        // Backspace goes up, with the folder selected.
        try session.press("BSpace")
        try session.waitFor("2 letters")
        try session.press("C-q")
        try session.waitFor("[exit 0]")
    }

    /// Rename: the name pre-filled, a taken name refused with a message.
    @Test func renameRefusesATakenName() throws {
        let fixture = try BoxFixture()
        try fixture.write("a.letter", "First\n", modified: 1_700_100_000)
        try fixture.write("b.letter", "Second\n", modified: 1_700_000_000)
        let session = try Self.open(fixture)
        try session.waitFor("2 letters")
        try session.type("r")
        try session.waitFor("Rename to: a.letter")
        try session.press("BSpace", "BSpace", "BSpace", "BSpace", "BSpace", "BSpace", "BSpace", "BSpace")
        try session.type("b.letter")
        try session.press("Enter")
        try session.waitFor("“b.letter” is taken: choose another name")
        try session.press("C-u")
        try session.type("첫 편지.letter")
        try session.press("Enter")
        try session.waitFor("Renamed a.letter to 첫 편지.letter")
        #expect(Self.exists(fixture.path("첫 편지.letter")) && !Self.exists(fixture.path("a.letter")))
        try session.type("q")
        try session.waitFor("[exit 0]")
    }

    /// A terminal too small says so, and the list comes back when it grows.
    @Test func aTerminalTooSmallSaysSo() throws {
        let fixture = try BoxFixture()
        try fixture.write("a.letter", "First\n")
        let session = try Self.open(fixture)
        try session.resize(columns: 24, rows: 10)
        try session.waitFor("Terminal too small")
        try session.resize(columns: 80, rows: 24)
        try session.waitFor("First")
        try session.type("q")
        try session.waitFor("[exit 0]")
    }
}
