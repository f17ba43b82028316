import Foundation
import Testing

/// Refused keys cost nothing: no terminal flash, so no delay.
///
/// xterm-256color's `flash` is `\E[?5h$<100/>\E[?5l`, a mandatory 100 ms delay
/// that ncurses sleeps. The editor no longer flashes at all (the status row
/// shows the refusal); this test holds it to that.
@Suite("Editor refusals end to end in tmux")
struct EditorRefusalEndToEndTests {
    /// A full one-line page, 30 refused keys in one burst, then Backspace.
    ///
    /// What this proves: everything the editor wrote to the terminal is captured
    /// (tmux `pipe-pane`), and it holds the refusal's message but never the
    /// flash's `ESC [ ? 5 h`: a deterministic check that no flash was sent, so
    /// no delay was slept. The time until Backspace shows is measured too, with
    /// a generous bound for a noisy machine (flashing took 3 s or more): it
    /// catches a slow path the byte check cannot see, but by itself would only
    /// show "faster than 1.5 s".
    @Test func aBurstOfRefusedKeysNeverFlashesOrWaits() throws {
        let folder = try ScratchFolder()
        // xterm-256color, as so many people run inside tmux: tmux's own
        // tmux-256color flashes with `ESC g`, which has no delay to notice.
        let session = try TmuxSession(
            "TERM=xterm-256color \(letterBinary) full.letter --lines 1 --columns 10", columns: 80, rows: 24,
            folder: folder,
            environment: ["SWIFT_BACKTRACE": "enable=no"])
        try session.waitFor("F1 help")
        let output = folder.file("terminal-output")
        try session.tmuxCommandForTests(["pipe-pane", "-O", "-t", "0", "cat > '\(output)'"])
        try session.type("abcdefghij")
        try session.waitFor("Col 11")

        try session.type(String(repeating: "x", count: 30))
        let started = Date()
        try session.press("BSpace")
        let screen = try session.waitFor("9 chars", timeout: 10)
        let elapsed = Date().timeIntervalSince(started)
        #expect(elapsed < 1.5, "Backspace after 30 refused keys took \(elapsed) s")
        #expect(screen.contains("abcdefghi"))
        #expect(!screen.contains("x"))

        try session.tmuxCommandForTests(["pipe-pane", "-t", "0"])  // closes the pipe
        let written = try waitForFile(output) { $0.contains("wrap past line 1") }
        #expect(written.contains("wrap past line 1"), "the captured output should show the refusal message")
        #expect(!written.contains("\u{1B}[?5h"), "the editor flashed the terminal")
        #expect(!written.contains("\u{07}"), "the editor rang the bell")
    }

    /// Reads `path` until `condition` holds (the pipe's reader may lag).
    private func waitForFile(_ path: String, _ condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(5)
        var text = ""
        while Date() < deadline {
            text = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
            if condition(text) { return text }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return text
    }
}

extension TmuxSession {
    /// Runs a tmux command on this session's server.
    func tmuxCommandForTests(_ arguments: [String]) throws {
        let result = try run([tmux, "-L", socket] + arguments)
        guard result.status == 0 else { throw TimedOut(description: "tmux \(arguments.first ?? ""): \(result.error)") }
    }
}
