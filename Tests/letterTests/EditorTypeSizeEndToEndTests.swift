import Foundation
import Testing

/// Large and wide type in the real editor and on the command line: Alt-1
/// through a terminal, the line drawn spaced on two rows, the saved heading,
/// and `render` and `check` counting the rows a large line takes.
@Suite("Large type end to end")
struct EditorTypeSizeEndToEndTests {
    @Test func altOneMakesTheLineTakeTwoSpacedRowsAndSavesAHeading() throws {
        let folder = try ScratchFolder()
        let session = try TmuxSession.editor("big.letter", in: folder)
        try session.type("Dear Sam")
        try session.waitFor("Dear Sam")
        try session.alt("1")
        try session.waitFor("D e a r   S a m")
        try session.press("End", "Enter")
        try session.type("Love")
        let screen = try session.waitFor("Love")
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
        let large = try #require(rows.firstIndex { $0.contains("D e a r   S a m") })
        let next = try #require(rows.firstIndex { $0.contains("Love") })
        #expect(next == large + 2, "the large line takes two rows:\n\(screen)")
        #expect(!rows[large + 1].contains { $0.isLetter }, "its second row is the ruled row:\n\(screen)")
        try session.press("C-s")
        try session.waitFor("Saved")
        #expect(folder.read("big.letter")?.hasSuffix("---\n# Dear Sam\nLove\n") == true, "\(folder.read("big.letter") ?? "")")
        // Alt-0 makes it normal again; undo gives the size back.
        try session.press("Up")
        try session.alt("0")
        try session.waitFor("the line normal again") { $0.contains("Dear Sam") && !$0.contains("D e a r") }
        try session.press("C-z")
        try session.waitFor("D e a r   S a m")
        // Back at the saved letter: nothing to ask.
        try session.press("C-q")
        try session.waitFor("[exit 0]")
    }

    @Test func renderAndCheckCountALargeLinesRows() throws {
        let folder = try ScratchFolder()
        let path = folder.file("title.letter")
        try "---\nformat: 2\n---\n# Title\n## Sub\nDear Sam,\n".write(toFile: path, atomically: true, encoding: .utf8)
        let rendered = try runTool([letterBinary, "render", path]).output
        #expect(rendered == "T i t l e\n\nS u b\nDear Sam,\n", "\(rendered)")
        let checked = try runTool([letterBinary, "check", path]).output
        #expect(checked.contains("fits: 4 of"), "\(checked)")
    }
}
