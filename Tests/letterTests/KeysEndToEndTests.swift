import Foundation
import Testing

/// Keys through a real terminal whose TERM does not describe every sequence it
/// sends: tmux under TERM=xterm-256color sends Home as `ESC [1~`, which the
/// terminfo entry does not name. Such sequences are read as keys or ignored,
/// never typed.
@Suite("Keys end to end in tmux")
struct KeysEndToEndTests {
    /// The editor on a new letter in a scratch folder, under TERM=xterm-256color.
    /// TERM is set on the command line: tmux gives a pane its own TERM
    /// (`default-terminal`), whose terminfo entry does name `ESC [1~`.
    func start(_ name: String, in folder: ScratchFolder) throws -> TmuxSession {
        let session = try TmuxSession(
            "env TERM=xterm-256color SWIFT_BACKTRACE=enable=no \(letterBinary) \(name)", folder: folder)
        try session.waitFor("F1 help")
        return session
    }

    /// The writing line that holds `text`, between the paper's edges, trimmed.
    func line(containing text: String, in screen: String) -> String? {
        screen.split(separator: "\n").first { $0.contains(text) && $0.contains("│") }
            .map { $0.split(separator: "│", omittingEmptySubsequences: false).dropFirst().first ?? "" }
            .map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func homeAndEndMoveInsteadOfTypingUnderTmux() throws {
        let folder = try ScratchFolder()
        let session = try start("home.letter", in: folder)
        try session.type("hello world")
        try session.waitFor("hello world")
        try session.press("Home")
        try session.type("X")
        try session.waitFor("Xhello world")
        try session.press("End")
        try session.type("Y")
        // The same two sequences as raw bytes, whatever tmux's own key table says.
        try session.send(bytes: "\u{1B}[1~")
        try session.type("<")
        try session.send(bytes: "\u{1B}[4~")
        try session.type(">")
        let screen = try session.waitFor("<Xhello worldY>")
        #expect(line(containing: "hello", in: screen) == "<Xhello worldY>")
        #expect(!screen.contains("1~") && !screen.contains("4~"))
    }

    @Test func unknownSequenceIsIgnoredAndTheStatusRowSaysSo() throws {
        let folder = try ScratchFolder()
        let session = try start("unknown.letter", in: folder)
        try session.type("Dear")
        try session.waitFor("Dear on the page") { line(containing: "Dear", in: $0) == "Dear" }
        try session.send(bytes: "\u{1B}[99~")
        let screen = try session.waitFor("Ignored an unknown key sequence: ESC [99~")
        #expect(line(containing: "Dear", in: screen) == "Dear")
        try session.press("C-s")
        try session.waitFor("Saved")
        #expect(folder.read("unknown.letter")?.hasSuffix("---\nDear\n") == true)
    }

    @Test func modifyOtherKeysTypeNoDigits() throws {
        let folder = try ScratchFolder()
        let session = try start("modified.letter", in: folder)
        try session.type("ab")
        try session.waitFor("ab on the page") { line(containing: "ab", in: $0) == "ab" }
        // Ctrl-Tab is Tab (indent to column 4); Ctrl-1 has no key here.
        try session.send(bytes: "\u{1B}[27;5;9~")
        try session.send(bytes: "\u{1B}[27;5;49~")
        try session.waitFor("Ignored an unknown key sequence: ESC [27;5;49~")
        try session.type("c")
        let screen = try session.waitFor("ab  c")
        #expect(line(containing: "ab", in: screen) == "ab  c")
        #expect(!screen.contains(";5;9") && !screen.contains("9~"))
    }

    @Test func focusReportsAreNeitherTypedNorNamed() throws {
        let folder = try ScratchFolder()
        let session = try start("focus.letter", in: folder)
        try session.type("x")
        try session.waitFor("x on the page") { line(containing: "x", in: $0) == "x" }
        try session.send(bytes: "\u{1B}[I\u{1B}[O")
        try session.type("y")
        let screen = try session.waitFor("xy on the page") { line(containing: "x", in: $0) == "xy" }
        #expect(!screen.contains("Ignored"))
    }

    @Test func bracketedPasteStillArrivesAsOnePaste() throws {
        let folder = try ScratchFolder()
        let session = try start("paste.letter", in: folder)
        try session.paste("first [1~ line\nsecond")
        try session.waitFor("second")
        try session.press("C-s")
        try session.waitFor("Saved")
        // A .letter body is Markdown: the pasted bracket and tilde are kept as text, escaped.
        #expect(folder.read("paste.letter")?.hasSuffix("format: 2\n---\nfirst \\[1\\~ line\\\nsecond\n") == true)
    }
}
