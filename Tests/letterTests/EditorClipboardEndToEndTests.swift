import Foundation
import Testing

/// The terminal's clipboard and the mouse in a real terminal: tmux with
/// `set-clipboard on` keeps what the editor copies (OSC 52) as a paste
/// buffer, so `show-buffer` reads what reached the terminal. Mouse reports
/// are sent as a terminal sends them in SGR form, press `ESC [<0;X;YM`,
/// motion with the button held `ESC [<32;X;YM`, release `ESC [<0;X;Ym`
/// (1-based cells; the default paper's writing starts at column 9, row 4).
@Suite("The terminal's clipboard and mouse selection in tmux")
struct EditorClipboardEndToEndTests {
    /// The editor on a new letter in `folder`, with tmux keeping what the
    /// program sets as its clipboard. `command` prefixes the program (a TERM).
    static func editor(in folder: ScratchFolder, command: String = "") throws -> TmuxSession {
        let session = try TmuxSession("\(command)\(letterBinary) clip.letter", folder: folder)
        try session.setClipboardOn()
        try session.waitFor("F1 help")
        return session
    }

    @Test(arguments: [
        ("Dear Ann", 3, "Ann"),
        ("Dear 안녕하세요", 5, "안녕하세요"),
        ("Hi 😀 친구", 4, "😀 친구"),
    ])
    func shiftArrowsThenCtrlCPutTheSelectionInTmuxsBuffer(text: String, lefts: Int, copied: String) throws {
        let folder = try ScratchFolder()
        let session = try Self.editor(in: folder)
        try session.type(text)
        try session.waitFor(text)
        for _ in 0..<lefts { try session.press("S-Left") }
        try session.press("C-c")
        try session.waitFor("Copied \(copied.count) character")
        #expect(try session.buffer() == copied)
    }

    @Test func ctrlXCutsAndTmuxsBufferHoldsTheCut() throws {
        let folder = try ScratchFolder()
        let session = try Self.editor(in: folder)
        try session.type("Dear Ann,")
        try session.waitFor("Dear Ann,")
        try session.press("S-Home", "C-x")
        try session.waitFor("Cut 9 characters")
        #expect(try session.buffer() == "Dear Ann,")
    }

    /// Under the pane's own TERM (tmux's, whose `kmous` is X10's `ESC [M`)
    /// and under xterm's (whose `kmous` is SGR's `ESC [<`): curses must take
    /// the report for itself under neither.
    @Test(arguments: ["", "env TERM=xterm-256color "])
    func anSGRDragSelectsAndCtrlCCopiesIt(term: String) throws {
        let folder = try ScratchFolder()
        let session = try Self.editor(in: folder, command: term)
        try session.type("Dear Ann, how are you")
        try session.press("Enter")
        try session.type("안녕하세요 친구")
        try session.waitFor("안녕하세요 친구")
        // From "A" (column 14) to past "Ann" (column 17) on the first line.
        try session.send(bytes: "\u{1B}[<0;14;4M\u{1B}[<32;16;4M\u{1B}[<32;17;4M\u{1B}[<0;17;4m")
        try session.press("C-c")
        try session.waitFor("Copied 3 characters")
        #expect(try session.buffer() == "Ann")
        // Backwards, from the right half of 하 (column 14) into the first line:
        // the press's character is not taken, the pointer's is.
        try session.send(bytes: "\u{1B}[<0;14;5M\u{1B}[<32;12;5M\u{1B}[<32;27;4M\u{1B}[<0;27;4m")
        try session.press("C-c")
        try session.waitFor("the second copy") { $0.contains("Copied") && !$0.contains("Copied 3 characters") }
        #expect(try session.buffer() == "you\n안녕")
    }

    @Test(arguments: [
        (16, 4, "Ann"), (20, 4, "how"), (13, 5, "안녕하세요"), (21, 5, "친구"),
    ])
    func aDoubleClickSelectsAWord(column: Int, row: Int, word: String) throws {
        let folder = try ScratchFolder()
        let session = try Self.editor(in: folder)
        try session.type("Dear Ann, how are you")
        try session.press("Enter")
        try session.type("안녕하세요 친구")
        try session.waitFor("안녕하세요 친구")
        let press = "\u{1B}[<0;\(column);\(row)M", release = "\u{1B}[<0;\(column);\(row)m"
        try session.send(bytes: press + release + press + release)
        try session.press("C-c")
        try session.waitFor("Copied \(word.count) character")
        #expect(try session.buffer() == word)
    }

    /// The wheel scrolls (a report curses no longer decodes), and a click
    /// still only places the cursor: its release says nothing, so typing
    /// goes in where the button went down.
    @Test func theWheelScrollsAndAClickPlacesTheCursor() throws {
        let folder = try ScratchFolder()
        let session = try TmuxSession("\(letterBinary) clip.letter", rows: 8, folder: folder)
        try session.waitFor("F1 help")
        try session.type("Dear Ann")
        for _ in 0..<10 { try session.press("Enter") }
        try session.type("Yours")
        try session.waitFor("the first line scrolled away") { $0.contains("Yours") && !$0.contains("Dear Ann") }
        try session.send(bytes: String(repeating: "\u{1B}[<64;14;4M", count: 4))
        let screen = try session.waitFor("Dear Ann")
        // The first writing line is on the row below the border's top.
        let row = try #require(screen.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
            $0.contains("Dear Ann")
        })
        try session.send(bytes: "\u{1B}[<0;14;\(row + 1)M\u{1B}[<0;14;\(row + 1)m")
        try session.type("my ")
        try session.waitFor("Dear my Ann")
    }

    @Test func clipboardInternalSendsNothingToTheTerminal() throws {
        let folder = try ScratchFolder()
        let config = folder.file(".config/letter")
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        try "clipboard = \"internal\"\n".write(toFile: config + "/config.toml", atomically: true, encoding: .utf8)
        let session = try Self.editor(in: folder)
        try session.type("Dear Ann")
        try session.waitFor("Dear Ann")
        try session.press("S-Home", "C-c")
        try session.waitFor("Copied 8 characters")
        // Pasted back inside the editor all the same.
        try session.press("End", "C-v")
        try session.waitFor("Dear AnnDear Ann")
        #expect(try session.buffers() == "")
    }
}

extension TmuxSession {
    /// tmux takes the program's OSC 52 as a paste buffer.
    func setClipboardOn() throws {
        let result = try run([tmux, "-L", socket, "set-option", "-s", "set-clipboard", "on"])
        guard result.status == 0 else { throw TimedOut(description: "tmux set-clipboard: \(result.error)") }
    }

    /// The newest paste buffer, waited for a little: the copy's status line
    /// and its sequence are written in the same pass, but tmux reads them in
    /// its own time.
    func buffer() throws -> String? {
        let deadline = Date().addingTimeInterval(5)
        repeat {
            let result = try run([tmux, "-L", socket, "show-buffer"])
            if result.status == 0 { return result.output }
            Thread.sleep(forTimeInterval: 0.05)
        } while Date() < deadline
        return nil
    }

    /// Every paste buffer's name, one a line.
    func buffers() throws -> String {
        try run([tmux, "-L", socket, "list-buffers", "-F", "#{buffer_name}"]).output
    }
}
