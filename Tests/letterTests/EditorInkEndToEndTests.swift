import Foundation
import Testing

/// Styled ink in the real editor: Alt keys through a terminal, the saved
/// Markdown, undo, and the styles drawn again on reopening.
@Suite("Styled ink end to end in tmux")
struct EditorInkEndToEndTests {
    func start(_ name: String, in folder: ScratchFolder) throws -> TmuxSession {
        try TmuxSession.editor(name, in: folder)
    }

    @Test func typeBoldSaveSelectItalicUndoAndReopen() throws {
        let folder = try ScratchFolder()
        let session = try start("ink.letter", in: folder)
        try session.type("Dear ")
        try session.alt("b")
        try session.waitFor("Typing in bold")
        try session.type("Min-ji")
        try session.alt("b")
        try session.type(", hello")
        try session.waitFor("Min-ji, hello")
        try session.press("C-s")
        try session.waitFor("Saved")
        #expect(folder.read("ink.letter")?.hasSuffix("---\nDear **Min-ji**, hello\n") == true)

        // Select "hello" (five Shift-Left from the end) and make it italic.
        // Each save is awaited only once the last one's message is gone, so a
        // busy machine cannot pass the wait on the message before.
        try session.press("S-Left", "S-Left", "S-Left", "S-Left", "S-Left")
        try session.waitFor("the selection") { !$0.contains("Saved") }
        try session.alt("i")
        try session.press("C-s")
        try session.waitFor("Saved")
        #expect(folder.read("ink.letter")?.hasSuffix("---\nDear **Min-ji**, *hello*\n") == true)
        // Undo takes the italic back.
        try session.press("C-z")
        try session.waitFor("the undo") { !$0.contains("Saved") }
        try session.press("C-s")
        try session.waitFor("Saved")
        #expect(folder.read("ink.letter")?.hasSuffix("---\nDear **Min-ji**, hello\n") == true)
        try session.press("C-q")
        try session.waitFor("[exit 0]")

        // Reopened, the bold is drawn bold (SGR 1) and the markup is not shown.
        let again = try start("ink.letter", in: folder)
        let plain = try again.waitFor("Dear Min-ji, hello")
        #expect(!plain.contains("**"))
        let styled = try again.styledScreen()
        let row = try #require(styled.split(separator: "\n").first { $0.contains("Min-ji") })
        #expect(row.contains("[1m") || row.contains(";1m") || row.contains("[0;1m"), "no bold in: \(row)")
    }

    @Test func aTxtFileSaysStylesNeedALetter() throws {
        let folder = try ScratchFolder()
        try "plain note\n".write(toFile: folder.file("note.txt"), atomically: true, encoding: .utf8)
        let session = try start("note.txt", in: folder)
        try session.alt("b")
        try session.waitFor("Styles need a .letter or .md file")
        try session.type("!")
        try session.press("C-s")
        try session.waitFor("Saved")
        #expect(folder.read("note.txt") == "!plain note\n")
    }

    /// Which characters of a `capture-pane -e` row are underlined: SGR 4 turns
    /// underline on, 24 and 0 (or an empty SGR) off.
    static func underlined(_ row: Substring) -> [(Character, Bool)] {
        var result: [(Character, Bool)] = []
        var on = false
        var index = row.startIndex
        while index < row.endIndex {
            if row[index] == "\u{1B}", row.index(after: index) < row.endIndex, row[row.index(after: index)] == "[" {
                var end = row.index(index, offsetBy: 2)
                while end < row.endIndex, !row[end].isLetter { end = row.index(after: end) }
                guard end < row.endIndex else { break }
                if row[end] == "m" {
                    let codes = row[row.index(index, offsetBy: 2)..<end].split(separator: ";", omittingEmptySubsequences: false)
                    var skip = 0
                    for code in codes {
                        if skip > 0 { skip -= 1; continue }
                        switch code {
                        case "", "0", "24": on = false
                        case "4": on = true
                        case "38", "48": skip = 2  // 38;5;N: the next two are the colour
                        default: break
                        }
                    }
                }
                index = row.index(after: end)
                continue
            }
            result.append((row[index], on))
            index = row.index(after: index)
        }
        return result
    }

    /// An underlined word is told from the ruled line in every colour mode: the
    /// rule runs under the line's blank cells, plain words are not underlined,
    /// and an underlined word is.
    @Test(arguments: [("xterm-256color", false), ("xterm", false), ("xterm-256color", true)])
    func anUnderlinedWordStandsOutFromTheRule(term: String, noColor: Bool) throws {
        let folder = try ScratchFolder()
        try "---\npaper: letter\n---\nplain [marked]{.underline} plain\n".write(
            toFile: folder.file("rule.letter"), atomically: true, encoding: .utf8)
        let environment = noColor ? "NO_COLOR=1 " : ""
        let session = try TmuxSession(
            "env \(environment)TERM=\(term) SWIFT_BACKTRACE=enable=no \(letterBinary) rule.letter", folder: folder)
        try session.waitFor("plain marked plain")
        let styled = try session.styledScreen()
        let row = try #require(styled.split(separator: "\n").first { $0.contains("marked") })
        let cells = Self.underlined(row)
        let text = String(cells.map(\.0))
        let start = try #require(text.range(of: "plain marked plain"))
        let offset = text.distance(from: text.startIndex, to: start.lowerBound)
        let flags = cells[offset..<(offset + 18)].map(\.1)
        // "plain" (5) not underlined, the space is the rule, "marked" underlined,
        // the space is the rule, "plain" not underlined; after the text the rule.
        #expect(flags[0..<5].allSatisfy { !$0 }, "\(term) \(noColor): \(flags)")
        #expect(flags[5] && flags[12])
        #expect(flags[6..<12].allSatisfy { $0 })
        #expect(flags[13..<18].allSatisfy { !$0 })
        #expect(cells[offset + 18].1, "the rule after the text")
    }

    /// A README written elsewhere keeps its links, code and HTML where it was
    /// not edited: only the edited line is written the editor's way.
    @Test func aMarkdownFileChangesOnlyWhereItIsEdited() throws {
        let folder = try ScratchFolder()
        let body = "# Notes\nsee [the site](https://x.org) and `code`\n\nlast line\n"
        try body.write(toFile: folder.file("notes.md"), atomically: true, encoding: .utf8)
        let session = try start("notes.md", in: folder)
        try session.waitFor("last line")
        try session.press("C-End")
        try session.type(" *more*")
        try session.press("C-s")
        try session.waitFor("Saved")
        #expect(folder.read("notes.md") == "# Notes\nsee [the site](https://x.org) and `code`\n\nlast line \\*more\\*\n")
    }
}
