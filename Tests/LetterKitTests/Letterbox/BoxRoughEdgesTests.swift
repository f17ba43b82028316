import Testing

@testable import LetterKit

/// The letterbox's rough edges: Space's help says what Space does, F1's box
/// hides the rows under it, the trash question keeps its keys at 80
/// columns, a letter that cannot be read is kept out of a book, and newest
/// first is the order of the dates the rows show.
@Suite("Letterbox: what the screen says matches what it does")
struct BoxRoughEdgesTests {
    static let broken = BoxFixture.letter("broken.txt", modified: 1_760_500_000, problem: "not UTF-8 text")

    /// Space marks (or unmarks) and moves to the next row; its help says both.
    @Test func spacesHelpSaysItMarksAndMovesOn() {
        var box = BoxHarness(letters: BoxFixture.three, rows: 12, columns: 80)
        box.press(.character(" "))
        #expect(box.state.marked == ["/box/autumn.letter"])
        #expect(box.selectedPath == "/box/spring.letter")
        let help = BoxKeys.browsing.rows.first(where: { $0.entries.contains { $0.action == .mark } })?.help ?? ""
        #expect(help.contains("Mark or unmark") && help.contains("next row"), "\(help)")
    }

    /// Every cell inside F1's box is the help's: no letter's row shows
    /// through its blank cells, in either screen's help, at several sizes;
    /// in the letterbox no row peeks out beside the box either (the
    /// selected row's band, a broken letter's "!").
    @Test(arguments: [(24, 80), (12, 60), (40, 120)])
    func theHelpBoxHidesTheRowsUnderIt(rows: Int, columns: Int) {
        var box = BoxHarness(
            letters: [Self.broken] + BoxFixture.three
                + (1...20).map { BoxFixture.letter("extra-\($0).letter", opening: "xyzzy") },
            rows: rows, columns: columns)
        box.press(.function(1))
        Self.expectBoxCovers(box.frame)
        for row in box.frame.rows.dropFirst().dropLast() {
            #expect(row.allSatisfy { $0.text == " " || $0.style == .help }, "\(row.map(\.text).joined())")
        }
        var editor = EditorHarness(
            paper: EditorHarness.defaultPaper().state.page.paper, text: String(repeating: "xyzzy ", count: 60),
            rows: rows, columns: columns)
        editor.press(.function(1))
        Self.expectBoxCovers(editor.frame)
    }

    /// The help box's cells (the rows and columns its style spans) hold only
    /// the help's own text.
    static func expectBoxCovers(_ frame: Frame) {
        let helpRows = frame.rows.indices.filter { row in frame.rows[row].contains { $0.style == .help } }
        guard let top = helpRows.first, let bottom = helpRows.last else {
            Issue.record("no help box drawn")
            return
        }
        let columns = frame.rows[top].indices.filter { frame.rows[top][$0].style == .help }
        guard let left = columns.first, let right = columns.last else { return }
        for row in top...bottom {
            for column in left...right {
                let cell = frame.rows[row][column]
                #expect(cell.style == .help || cell.style == .selection, "row \(row) column \(column): \(cell)")
            }
            let inside = frame.rows[row][left...right].map(\.text).joined()
            #expect(!inside.contains("xyzzy") && !inside.contains("Dear"), "row \(row): \(inside)")
        }
    }

    /// The trash question keeps its keys whole at 80 columns: a long name
    /// shortens (its middle goes), the keys never do.
    @Test(arguments: [
        "autumn.letter", "a-very-long-name-for-a-letter-to-my-grandmother-in-busan-2026.letter",
        "할머니께-보내는-아주-긴-편지-부산에서-2026년-11월-27일.letter",
    ])
    func theTrashQuestionFitsEightyColumnsWithItsKeys(name: String) {
        var box = BoxHarness(letters: [BoxFixture.letter(name)], rows: 10, columns: 80)
        box.press(.character("d"))
        let row = box.statusRow
        #expect(row.hasPrefix(" Move "), "\(row)")
        #expect(row.contains("and its files to the trash?"), "\(row)")
        #expect(row.contains("y: yes"), "\(row)")
        #expect(row.contains("any other key: no"), "\(row)")
        #expect(CellWidth.of(row) <= 80)
        #expect(row.contains("letter and its files"), "the name's end stays: \(row)")
    }

    /// A "!" row is not marked for a book, and `b` on it binds nothing;
    /// both say why, naming the letter and what is wrong with it.
    @Test func aLetterThatCannotBeReadIsNotMarked() {
        var box = BoxHarness(letters: [Self.broken] + BoxFixture.three, rows: 12, columns: 80)
        #expect(box.selectedPath == "/box/broken.txt")
        box.press(.character(" "))
        #expect(box.state.marked.isEmpty)
        #expect(box.message == "broken.txt cannot go in a book: it cannot be read (not UTF-8 text)")
        #expect(box.state.message?.tone == .error)
        #expect(box.selectedPath == "/box/broken.txt")
    }

    @Test func bindingALetterThatCannotBeReadIsRefused() {
        var box = BoxHarness(letters: [Self.broken] + BoxFixture.three, rows: 12, columns: 80)
        box.press(.character("b"))
        #expect(box.state.mode == .browsing)
        #expect(box.message == "broken.txt cannot go in a book: it cannot be read (not UTF-8 text)")
    }

    /// Marked while it could be read, broken since (the list was read
    /// again): the book is still refused, and the good marks stay.
    @Test func aMarkedLetterThatBrokeSinceIsRefusedAtBinding() {
        var box = BoxHarness(letters: BoxFixture.three, rows: 12, columns: 80)
        box.press(.character(" "), .character(" "))
        #expect(box.state.marked == ["/box/autumn.letter", "/box/spring.letter"])
        var letters = BoxFixture.three
        letters[1].problem = "not UTF-8 text"
        box.send(.listed(FolderListing(folder: "", order: .newest, folders: [], letters: letters)))
        box.press(.character("b"))
        #expect(box.state.mode == .browsing)
        #expect(box.message == "spring.letter cannot go in a book: it cannot be read (not UTF-8 text)")
        // Unmarking it is still allowed, and then the rest can be bound.
        box.press(.up, .character(" "))
        box.press(.character("b"))
        #expect(box.state.mode == .namingBook(TextField(rules: .fileName), letters: ["/box/autumn.letter"]))
    }

    /// Newest first is the order of the dates the rows show: an envelope
    /// dated long ago sorts by that date, however recently its file changed.
    @Test func newestFirstFollowsTheDateTheRowShows() {
        let day: Int64 = 86_400
        let now: Int64 = 1_764_201_600  // 2025-11-27
        let letters = [
            BoxFixture.letter("old-envelope.letter", modified: now, date: "2020-03-01"),
            BoxFixture.letter("yesterday.letter", modified: now - day),
            BoxFixture.letter("dated-future.letter", modified: now - 9 * day, date: "2030-01-01"),
            BoxFixture.letter("today.letter", modified: now + 60),
        ]
        let sorted = BoxOrder.newest.sorted(letters).map { BoxPath.name(of: $0.path) }
        #expect(sorted == ["dated-future.letter", "today.letter", "yesterday.letter", "old-envelope.letter"])
        let box = BoxHarness(letters: BoxOrder.newest.sorted(letters), rows: 12, columns: 80)
        let shown = box.screen.compactMap { line in
            line.split(separator: " ").first { $0.count == 10 && $0.hasPrefix("20") }.map(String.init)
        }
        #expect(shown == ["2030-01-01", "2025-11-27", "2025-11-26", "2020-03-01"])
    }

    /// The day counts in the user's offset: a change at 23:30 UTC is the
    /// next day in Seoul, and sorts with that day's letters.
    @Test func newestFirstCountsDaysInTheUsersOffset() {
        let midnight: Int64 = 1_764_201_600  // 2025-11-27 00:00 UTC
        let late = BoxFixture.letter("late.letter", modified: midnight - 1_800)  // 2025-11-26 23:30 UTC
        let dated = BoxFixture.letter("dated.letter", modified: midnight - 86_400, date: "2025-11-27")
        #expect(BoxOrder.newest.sorted([late, dated], utcOffset: 0).map(\.path) == [dated.path, late.path])
        #expect(late.shownDay(utcOffset: 9 * 3_600) == "2025-11-27")
        // Same day in Seoul: the later change first.
        #expect(BoxOrder.newest.sorted([dated, late], utcOffset: 9 * 3_600).map(\.path) == [late.path, dated.path])
    }
}
