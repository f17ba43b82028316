import Foundation
import Testing

/// Esc then a key, at a person's pace, in the real editor: Alt plus the key
/// within a second, while a lone Esc, and Esc Esc, still close a prompt.
@Suite("Esc as Alt end to end in tmux")
struct EscapeAsAltEndToEndTests {
    @Test func escapeThenBSlowlyMakesTheSelectionBold() throws {
        let folder = try ScratchFolder()
        let session = try TmuxSession.editor("slow.letter", in: folder)
        try session.type("Dear Min-ji")
        try session.waitFor("Dear Min-ji")
        try session.press("S-Left", "S-Left", "S-Left", "S-Left", "S-Left", "S-Left")
        // Apart, so the terminal's own Alt (ESC b together) cannot be what reads it.
        try session.press("Escape")
        Thread.sleep(forTimeInterval: 0.3)
        try session.type("b")
        try session.press("C-s")
        try session.waitFor("Saved")
        #expect(folder.read("slow.letter")?.hasSuffix("---\nDear **Min-ji**\n") == true)
        try session.press("C-q")
        try session.waitFor("[exit 0]")
    }

    @Test func aLoneEscapeStillClosesTheFindPromptOnceTheSecondPasses() throws {
        let folder = try ScratchFolder()
        let session = try TmuxSession.editor("lone.letter", in: folder)
        try session.type("Dear Min-ji")
        try session.press("C-f")
        try session.waitFor("Find:")
        try session.press("Escape")
        try session.waitFor("the find prompt closed") { !$0.contains("Find:") }
        // The Esc was handed out alone: the next key types.
        try session.type("!")
        try session.waitFor("Dear Min-ji!")
    }

    @Test func escapeEscapeClosesTheFindPromptAtOnce() throws {
        let folder = try ScratchFolder()
        let session = try TmuxSession.editor("twice.letter", in: folder)
        try session.type("Dear Min-ji")
        try session.press("C-f")
        try session.waitFor("Find:")
        try session.press("Escape", "Escape")
        // Well within the second: were an Esc still held, "?" would be Alt-?.
        Thread.sleep(forTimeInterval: 0.3)
        try session.type("?")
        try session.waitFor("Dear Min-ji? with the prompt closed") {
            $0.contains("Dear Min-ji?") && !$0.contains("Find:")
        }
    }
}
