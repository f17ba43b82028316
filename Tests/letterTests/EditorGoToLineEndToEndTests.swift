import Foundation
import Testing

/// Ctrl-L through a real terminal: the prompt opens, takes a number, and the
/// cursor lands on that line, where typing goes.
@Suite("Go to line end to end in tmux")
struct EditorGoToLineEndToEndTests {
    @Test func ctrlLThenTwoPutsTypingOnTheSecondLine() throws {
        let folder = try ScratchFolder()
        let session = try TmuxSession("\(letterBinary) lines.txt", folder: folder)
        try session.waitFor("F1 help")
        try session.type("one")
        try session.press("Enter")
        try session.type("two")
        try session.press("Enter")
        try session.type("three")
        try session.waitFor("three")
        try session.press("C-l")
        try session.waitFor("Go to line:")
        try session.type("2")
        try session.press("Enter")
        try session.type("X")
        try session.waitFor("Xtwo")
        try session.press("C-s")
        try session.waitFor("Saved")
        let saved = folder.read("lines.txt") ?? ""
        #expect(saved.split(separator: "\n", omittingEmptySubsequences: false).prefix(3) == ["one", "Xtwo", "three"])
    }
}
