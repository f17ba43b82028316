import Foundation
import Testing

/// Find and replace through a real terminal: Ctrl-R on a full page, all
/// replaced that fits, the rest counted, one Ctrl-Z gives the letter back;
/// and the find prompt offers the last text selected, so typing replaces it.
@Suite("Find and replace end to end in tmux")
struct EditorReplaceEndToEndTests {
    static let full = "ab ab ab\nab\nab ab"

    @Test func replaceAllOnAFullPageSaysWhatDidNotFitAndOneUndoGivesTheLetterBack() throws {
        let folder = try ScratchFolder()
        try (Self.full + "\n").write(toFile: folder.file("full.txt"), atomically: true, encoding: .utf8)
        let session = try TmuxSession("\(letterBinary) full.txt --lines 3 --columns 20", folder: folder)
        try session.waitFor("F1 help")
        try session.press("C-r")
        try session.waitFor("Find:")
        try session.type("ab")
        try session.press("Enter")
        try session.waitFor("Replace with:")
        try session.type("a longer word")
        try session.press("Enter")
        try session.waitFor("y: replace")
        try session.type("a")
        let replaced = try session.waitFor("Replaced 3; 3 did not fit on the page")
        #expect(replaced.contains("a longer word ab ab"))
        try session.press("C-z")
        try session.waitFor("the letter as it was") { !$0.contains("longer") && $0.contains("ab ab ab") }
        try session.press("C-s")
        try session.waitFor("Saved")
        let saved = folder.read("full.txt") ?? ""
        #expect(saved.split(separator: "\n", omittingEmptySubsequences: false).prefix(3) == ["ab ab ab", "ab", "ab ab"])
    }

    @Test func theFindPromptOffersTheLastTextSelectedSoTypingReplacesIt() throws {
        let folder = try ScratchFolder()
        let session = try TmuxSession("\(letterBinary) found.txt", folder: folder)
        try session.waitFor("F1 help")
        try session.type("dear friend")
        try session.press("C-f")
        try session.waitFor("Find:")
        try session.type("friend")
        try session.press("Enter")
        try session.waitFor("Found")
        try session.press("C-f")
        try session.waitFor("Find: friend")
        // Typed over, not added to: "frienddear" is nowhere in the letter.
        try session.type("dear")
        try session.waitFor("Find: dear")
        try session.press("Enter")
        try session.waitFor("Found \u{201C}dear\u{201D}")
        try session.type("X")
        try session.waitFor("X friend")
        try session.press("C-s")
        try session.waitFor("Saved")
        #expect(folder.read("found.txt")?.hasPrefix("X friend") == true)
    }
}
