import Foundation
import Testing

/// The status row's figures written after each pause in typing, each time
/// by the shortest way there (the terminal's saved cursor and pen, where it
/// keeps them), and typing going on in the paper's ink: what the terminal
/// then shows, colours and all, is what a frame drawn whole shows.
@Suite("Idle status row end to end in tmux")
struct IdleStatusEndToEndTests {
    @Test func figuresWrittenAfterPausesLeaveTheScreenAsAWholeDrawingOfIt() throws {
        let folder = try ScratchFolder()
        let session = try TmuxSession.editor("pauses.letter", in: folder)
        // Each piece waits for its figures: a pause after every one.
        for (piece, column) in [("Dear", 5), (" Sam", 9), (",", 10), (" hi", 13), ("!", 14)] {
            try session.type(piece)
            try session.waitFor("Ln 1, Col \(column)")
        }
        try session.press("Enter")
        try session.waitFor("Ln 2, Col 1")
        try session.type("x")
        try session.waitFor("Ln 2, Col 2")
        #expect(try session.screen().contains("Dear Sam, hi!"))
        let piecewise = try session.styledScreen()

        // Another size and back: the editor draws every cell again.
        func rows(_ screen: String) -> Int { screen.split(separator: "\n", omittingEmptySubsequences: false).count }
        try session.resize(columns: 90, rows: 30)
        try session.waitFor("30 rows") { rows($0) >= 30 }
        try session.resize(columns: 80, rows: 24)
        try session.waitFor("24 rows") { rows($0) <= 25 && $0.contains("Ln 2, Col 2") }
        let deadline = Date().addingTimeInterval(10)
        var whole = try session.styledScreen()
        while whole != piecewise, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.1)
            whole = try session.styledScreen()
        }
        #expect(whole == piecewise)
    }
}
