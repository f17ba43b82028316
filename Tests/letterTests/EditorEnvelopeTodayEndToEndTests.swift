import Foundation
import Testing

/// `today` typed in the envelope's date field, in the real editor: the
/// saved letter holds the day's ISO date, never the word.
@Suite("Envelope: today, end to end in tmux")
struct EditorEnvelopeTodayEndToEndTests {
    @Test(arguments: ["today", "Today"])
    func todayIsSavedAsTheDaysDate(typed: String) throws {
        let folder = try ScratchFolder()
        try "---\npaper: letter\n---\nDear Min-ji,\n".write(toFile: folder.file("min.letter"), atomically: true, encoding: .utf8)
        let session = try TmuxSession.editor("min.letter", in: folder)
        try session.press("F2")
        try session.waitFor("Envelope · To")
        try session.press("BTab")
        try session.waitFor("Envelope · Date")
        try session.type(typed)
        try session.waitFor(typed)
        try session.press("C-s")
        try session.waitFor("Saved")
        let saved = folder.read("min.letter") ?? ""
        #expect(saved.contains("date: \"\(NewLetterInTheBoxEndToEndTests.today())\""), "\(saved)")
        #expect(!saved.lowercased().contains("today"), "\(saved)")
        try session.press("C-q")
        try session.waitFor("[exit 0]")
    }
}
