import Testing

@testable import LetterKit

/// The rows every screen shares: the title row's hint, the status row's
/// figures giving way to a message, the too-small notice kept between the
/// title and status rows.
@Suite("Screen rows shared by every screen")
struct ScreenRowsTests {
    static func frame(rows: Int = 6, columns: Int) -> Frame { Frame(size: TerminalSize(rows: rows, columns: columns)) }

    /// The hint shows only with two cells to spare beside the title.
    @Test(arguments: [
        (" Letter", 18, true), (" Letter", 17, false), (" 한글", 16, true), (" 한글", 15, false), ("", 11, true), ("", 10, false),
    ])
    func titleHintNeedsRoomToSpare(title: String, columns: Int, shown: Bool) {
        var frame = Self.frame(columns: columns)
        frame.drawTitleRow(title)
        #expect(frame.lines[0].hasSuffix("F1 help") == shown, "\(frame.lines[0])")
        #expect(frame.rows[0].allSatisfy { $0.style == .title })
    }

    /// The figures stand at the right end only while two cells separate them
    /// from the message; no message leaves the whole row to them.
    @Test(arguments: [
        ("Saved", "3 words ", 20, " Saved      3 words"), ("Saved", "3 words ", 16, " Saved  3 words"),
        ("Saved", "3 words ", 15, " Saved"), (nil, "3 words ", 10, "  3 words"), (nil, "3 words ", 9, ""),
    ] as [(String?, String, Int, String)])
    func figuresGiveWayToTheMessage(left: String?, right: String, columns: Int, expected: String) {
        var frame = Self.frame(rows: 2, columns: columns)
        frame.drawStatusLine(left: left, right: right, style: .statusWarning)
        #expect(frame.lines[1] == expected)
        #expect(frame.rows[1].allSatisfy { $0.style == .statusWarning })
    }

    @Test func statusLineOnAOneRowTerminalDrawsNothing() {
        var frame = Self.frame(rows: 1, columns: 20)
        frame.drawStatusLine(left: "Saved", right: "x", style: .status)
        #expect(frame.lines == [""])
    }

    /// The notice wraps at the width less a cell each side and never reaches
    /// the title or the status row.
    @Test(arguments: [(6, 30, 4), (4, 30, 2), (3, 30, 1), (2, 30, 0), (12, 12, 10)])
    func tooSmallNoticeStaysBetweenTheRows(rows: Int, columns: Int, maximumLines: Int) {
        var frame = Self.frame(rows: rows, columns: columns)
        frame.drawTooSmallNotice("Terminal too small for this paper: it needs 64 columns and 3 rows, has 9×2.")
        let written = frame.lines.enumerated().filter { !$0.element.isEmpty }.map(\.offset)
        #expect(!written.contains(0) && !written.contains(rows - 1))
        #expect(written.count <= maximumLines)
        if maximumLines > 0 { #expect(frame.lines[1].hasPrefix(" Terminal")) }
        #expect(frame.lines.allSatisfy { $0.count <= columns - 1 })
    }

    @Test(arguments: [(StatusMessage.Tone.info, Style.status), (.warning, .statusWarning), (.error, .statusError)])
    func aMessagesToneGivesItsStyle(tone: StatusMessage.Tone, style: Style) {
        #expect(StatusMessage("x", tone: tone).style == style)
    }
}
