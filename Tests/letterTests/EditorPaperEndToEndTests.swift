import Foundation
import Testing

/// The editor on a user's own paper, in a real terminal: its look and
/// colours on screen (`capture-pane -e`), the default paper from
/// config.toml, colour turned off by the settings, and a letter whose paper
/// file is missing.
@Suite("Stationery: the editor on a user's paper in tmux")
struct EditorPaperEndToEndTests {
    static let card = """
        name = "card"
        lines = 8
        columns = 36
        margin = 2
        border = "rounded"
        letterhead = "— from Hana —"
        status = ["position", "lines", "paper"]

        [colors]
        paper = 224
        ink = 52
        rule = 160
        border = 94
        desk = 236

        """

    /// A scratch folder (the editor's HOME) with `papers` in its
    /// `.config/letter/papers/` and `settings` as its config.toml.
    func folder(papers: [String: String] = ["card.toml": card], settings: String? = nil) throws -> ScratchFolder {
        let folder = try ScratchFolder()
        let config = folder.file(".config/letter")
        try FileManager.default.createDirectory(atPath: config + "/papers", withIntermediateDirectories: true)
        for (name, text) in papers { try text.write(toFile: config + "/papers/" + name, atomically: true, encoding: .utf8) }
        if let settings { try settings.write(toFile: config + "/config.toml", atomically: true, encoding: .utf8) }
        return folder
    }

    /// The rows of the styled screen that contain `text`.
    func rows(_ styled: String, containing text: String) -> [Substring] {
        styled.split(separator: "\n").filter { $0.contains(text) }
    }

    @Test func aUserPaperIsDrawnWithItsLookAndColours() throws {
        let folder = try folder()
        let session = try TmuxSession.editor("card.letter --paper card", in: folder)
        try session.type("Dear Sam")
        let screen = try session.waitFor("Dear Sam")
        #expect(screen.contains("card.letter · card paper, 8 × 36"))
        #expect(screen.contains("╭") && screen.contains("╯"), "the rounded border:\n\(screen)")
        #expect(screen.contains("│             — from Hana —              │"), "the letterhead, centred:\n\(screen)")
        // The status row shows the paper's items, once it has caught up.
        try session.waitFor("Ln 1, Col 9 · 1/8 lines · card")

        let styled = try session.styledScreen()
        let text = try #require(rows(styled, containing: "Dear").first)
        // Ink on paper, the rule in its own colour under the blank cells.
        #expect(text.contains("38;5;52m") && text.contains("48;5;224m"), "ink on paper: \(text)")
        #expect(text.contains("38;5;160m"), "the rule: \(text)")
        let letterhead = try #require(rows(styled, containing: "from Hana").first)
        #expect(letterhead.contains("38;5;52m") && !letterhead.contains("[4m"), "letterhead: \(letterhead)")
        let border = try #require(rows(styled, containing: "╭").first)
        #expect(border.contains("38;5;94m"), "border: \(border)")
        #expect(border.contains("48;5;236m"), "the desk: \(border)")

        try session.press("C-s")
        try session.waitFor("Saved")
        #expect(folder.read("card.letter") == "---\npaper: card\nlines: 8\ncolumns: 36\nformat: 2\n---\nDear Sam\n")
        try session.press("C-q")
        try session.waitFor("[exit 0]")

        // Opened again without --paper: the letter's own paper, found by name.
        let again = try TmuxSession.editor("card.letter", in: folder)
        let reopened = try again.waitFor("from Hana")
        #expect(reopened.contains("card paper, 8 × 36"))
    }

    @Test func theSettingsPaperIsANewLettersPaper() throws {
        let folder = try folder(settings: "paper = \"card\"\n")
        let session = try TmuxSession.editor("new.letter", in: folder)
        let screen = try session.waitFor("from Hana")
        #expect(screen.contains("new.letter · card paper, 8 × 36"))
        // The command line beats the settings.
        let postcard = try TmuxSession.editor("other.letter --paper postcard", in: folder)
        #expect(try postcard.waitFor("postcard paper").contains("10 × 40"))
    }

    @Test func colorNeverDrawsWithoutColour() throws {
        let folder = try folder(settings: "paper = \"card\"\ncolor = \"never\"\n")
        let session = try TmuxSession.editor("new.letter", in: folder)
        try session.waitFor("from Hana")
        let styled = try session.styledScreen()
        #expect(!styled.contains("38;5;") && !styled.contains("48;5;"), "colour with color = never:\n\(styled)")
        // The rule is still there, as an underline.
        #expect(styled.contains("[4m"))
    }

    @Test func aLetterOnAPaperThisMachineLacksOpensAtItsSize() throws {
        let folder = try folder(papers: [:])
        try "---\npaper: card\nlines: 8\ncolumns: 36\n---\nHi\n".write(
            toFile: folder.file("card.letter"), atomically: true, encoding: .utf8)
        let session = try TmuxSession.editor("card.letter", in: folder)
        let screen = try session.waitFor("No paper file for \"card\" here")
        #expect(screen.contains("card.letter · card paper, 8 × 36"))
        #expect(screen.contains("┌"), "the standard look:\n\(screen)")
    }
}
