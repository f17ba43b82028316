import Foundation
import LetterKit
import Testing

/// A received letter in the real editor: escape sequences in its name, its
/// caption and its text, and a picture that makes gdk-pixbuf complain. The
/// screen shows them escaped, the terminal's title is untouched, and no
/// library's message lands on the page.
@Suite("Safety: the editor's screen")
struct SafetyEndToEndTests {
    @Test func aHostileLetterNeverReachesTheTerminalRaw() throws {
        let folder = try ScratchFolder()
        let name = "min\u{1B}]2;owned\u{07}\u{9B}2J.letter"
        try writeBytes(folder.file("empty.gif"), Array("GIF89a".utf8) + [0, 0, 0, 0, 0, 0, 0, 0x3B])
        try writeText(
            folder.file(name),
            """
            ---
            paper: letter
            to: "Min\u{1B}]2;owned\u{07}"
            ---
            Dear Min-ji \u{1B}]2;owned\u{07}\u{9B}2J,

            ![cap\u{1B}P\u{9B}2J\u{07}\u{9D}x](empty.gif){lines=4}

            Write soon

            """)
        let session = try TmuxSession(
            "\(letterBinary) \"$LETTER_FILE\"", folder: folder, environment: ["LETTER_FILE": name])
        let screen = try session.waitFor("the letter with its picture's reason") { screen in
            screen.contains("Write soon") && screen.contains(PictureProblem.notAPicture.summary)
        }
        #expect(screen.contains("Dear Min-ji ^[]2;owned^G~[2J,"), "\(screen)")
        #expect(screen.contains("cap^[P~[2J^G~]x"), "\(screen)")
        #expect(screen.contains("min^[]2;owned^G~[2J.letter"), "the title row: \(screen)")
        #expect(!screen.contains("GdkPixbuf"), "\(screen)")
        #expect(!screen.contains("CRITICAL"), "\(screen)")
        // An OSC 2 that reached the terminal would have renamed the pane.
        let title = try run([session.tmux, "-L", session.socket, "display", "-p", "-t", "0", "#{pane_title}"]).output
        #expect(!title.contains("owned"), "\(title)")
    }
}
