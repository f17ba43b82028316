import Foundation
import Testing

/// What reaches the terminal, scalar for scalar: zero-width marks after wide
/// characters, and zero-width marks at and past the right edge of a narrow
/// terminal, drawn by the real binary in tmux.
@Suite("Screen drawing end to end in tmux")
struct ScreenDrawingEndToEndTests {
    /// A trap shows at once as exit 132 instead of the backtracer's prompt.
    let environment = ["SWIFT_BACKTRACE": "enable=no"]

    /// NFD Hangul (conjoining jamo), か + U+3099, and a ZWSP after a wide character.
    static let nfdHangul = "\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}"
    static let kanaWithMark = "か\u{3099}"
    static let wideThenZWSP = "漢\u{200B}z"

    /// The captured rows, as scalars: Swift's `==` and `contains` on strings
    /// treat NFD Hangul as equal to precomposed syllables, which would hide a
    /// dropped or recomposed jamo.
    func rows(_ screen: String) -> [[Unicode.Scalar]] {
        screen.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
    }

    func row(_ screen: String, containing text: String) -> [Unicode.Scalar]? {
        let needle = Array(text.unicodeScalars)
        return rows(screen).first { row in
            row.count >= needle.count
                && (0...(row.count - needle.count)).contains { Array(row[$0..<($0 + needle.count)]) == needle }
        }
    }

    func shows(_ text: String) -> (String) -> Bool { { row($0, containing: text) != nil } }

    @Test func zeroWidthScalarsAfterWideCharactersReachTheTerminal() throws {
        let folder = try ScratchFolder()
        let text = "\(Self.nfdHangul) x\n\(Self.kanaWithMark) y\n\(Self.wideThenZWSP)\n"
        try text.write(toFile: folder.file("marks.letter"), atomically: true, encoding: .utf8)
        let session = try TmuxSession(
            "\(letterBinary) marks.letter", columns: 80, rows: 24, folder: folder, environment: environment)
        try session.waitFor("F1 help")
        // Every jamo and mark is on screen, in order, right after its base: not
        // `ᄒᄀ` (first jamo only) or a bare `か`.
        try session.waitFor("NFD 한글", shows(Self.nfdHangul + " x"))
        let screen = try session.waitFor("か + U+3099", shows(Self.kanaWithMark + " y"))
        #expect(row(screen, containing: Self.wideThenZWSP) != nil, "\(screen)")

        // Typing after the ZWSP's row: the new letters land after `z`, where the
        // editor's cursor says, and the row reads the same as after a full repaint.
        try session.press("Down", "Down", "Right", "Right", "Right")
        try session.type("ab")
        let typed = try session.waitFor("漢 ZWSP zab", shows(Self.wideThenZWSP + "ab"))
        let cursor = try session.cursor()
        let typedRow = try #require(row(typed, containing: Self.wideThenZWSP + "ab"))
        // 漢 is 2 cells, the ZWSP 0, then z, a, b: the cursor is 5 cells past 漢.
        let border = try #require(typedRow.firstIndex(of: "│"))
        #expect(cursor.x == border + 4 + 5)

        // Typing right after the marked kana and after the NFD syllables.
        try session.press("C-Home", "Down", "Right")
        try session.type("?")
        try session.waitFor("か + U+3099 then ?", shows(Self.kanaWithMark + "? y"))
        try session.press("C-Home", "Right", "Right")
        try session.type("!")
        try session.waitFor("NFD 한글 then !", shows(Self.nfdHangul + "! x"))
        let edited = try stableScreen(session)
        #expect(row(edited, containing: Self.wideThenZWSP + "ab") != nil, "\(edited)")

        // A full repaint (a resize away and back) draws the same rows, scalar for scalar.
        try session.resize(columns: 84, rows: 24)
        try session.waitFor("the frame at 84 columns") { self.row($0, containing: "┌")?.firstIndex(of: "┌") == 6 }
        try session.resize(columns: 80, rows: 24)
        try session.waitFor("the same screen after a full repaint at 80 columns") { self.rows($0) == self.rows(edited) }
    }

    /// The screen once two captures in a row agree: the program is done drawing.
    /// They are taken further apart than the pause after which the status row's
    /// counters catch up (250 ms), so that update is not mistaken for the end.
    func stableScreen(_ session: TmuxSession) throws -> String {
        var last = try session.screen()
        for _ in 0..<30 {
            Thread.sleep(forTimeInterval: 0.4)
            let now = try session.screen()
            if now == last { return now }
            last = now
        }
        throw TimedOut(description: "the screen kept changing:\n\(last)")
    }

    @Test func zeroWidthMarksInALongFileNameAtTheRightEdgeDoNotCrash() throws {
        let folder = try ScratchFolder()
        // " letter-to-a-dear-friend-" is 25 cells: the RLM and the ZWSP fall past
        // the right edge of a 20- and an 18-column terminal, on the title row and,
        // after saving, in the status row's "Saved <path>".
        let name = "letter-to-a-dear-friend-\u{200F}far\u{200B}away\u{200F}.letter"
        try "Dear friend,\n".write(toFile: folder.file(name), atomically: true, encoding: .utf8)
        let session = try TmuxSession(
            "\(letterBinary) '\(name)'", columns: 20, rows: 10, folder: folder, environment: environment)
        let opened = try session.waitFor("the too-small notice") { $0.contains("Terminal too") || $0.contains("[exit") }
        #expect(!opened.contains("[exit"), "\(opened)")
        #expect(opened.hasPrefix(" letter-to-a-dear-f"))

        try session.resize(columns: 18, rows: 10)
        try session.waitFor("the notice at 18 columns") { $0.contains("18×10") || $0.contains("[exit") }
        try session.press("C-s")
        let saved = try session.waitFor("Saved") { $0.contains("Saved") || $0.contains("[exit") }
        #expect(!saved.contains("[exit"), "the editor died: \(saved)")
        #expect(folder.read(name)?.hasSuffix("Dear friend,\n") == true)

        try session.press("C-q")
        try session.waitFor("[exit 0]")
    }
}
