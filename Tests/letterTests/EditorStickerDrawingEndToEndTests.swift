import Foundation
import LetterKit
import Testing

/// Stickers read from a letter's file drawn in colour in the real editor: a
/// shipped one whose file is missing beside the letter, and one of the
/// person's own written there; and the picker showing each sticker's cells.
@Suite("Stickers drawn end to end in tmux")
struct EditorStickerDrawingEndToEndTests {
    /// The SGR escapes right before `marker` in `line`: the colours the
    /// cells at `marker` are drawn in.
    static func colours(before marker: Range<String.Index>, in line: Substring) -> String {
        var prefix = String(line[..<marker.lowerBound])
        var escapes = ""
        while prefix.hasSuffix("m"), let start = prefix.range(of: "\u{1B}[", options: .backwards) {
            let sequence = prefix[start.lowerBound...]
            guard sequence.dropFirst(2).allSatisfy({ $0.isNumber || $0 == ";" || $0 == "m" }) else { break }
            escapes = sequence + escapes
            prefix.removeSubrange(start.lowerBound...)
        }
        return escapes
    }

    @Test func aLettersStickersAndThePickersRowsAreDrawnInColour() throws {
        let folder = try ScratchFolder()
        try FileManager.default.createDirectory(atPath: folder.file("stickers"), withIntermediateDirectories: true)
        // Their own sticker, saved beside the letter: red over blue, all over.
        let mine = PNGFixture.image(width: 16, height: 16) { _, y in y < 8 ? .red : .blue }
        try Data(mine).write(to: URL(fileURLWithPath: folder.file("stickers/mine.png")))
        let own = folder.file(".config/letter/stickers")
        try FileManager.default.createDirectory(atPath: own, withIntermediateDirectories: true)
        let green = PNGFixture.image(width: 16, height: 16) { _, _ in .green }
        try Data(green).write(to: URL(fileURLWithPath: own + "/leafy.png"))
        try "Dear ![heart](stickers/heart.png){.sticker} Sam ![mine](stickers/mine.png){.sticker} x\n"
            .write(toFile: folder.file("s.letter"), atomically: true, encoding: .utf8)

        let session = try TmuxSession.editor("s.letter", in: folder)
        // Their own is drawn from its file once the editor is idle.
        let screen = try session.waitFor("both stickers drawn") { screen in
            screen.split(separator: "\n").contains { $0.contains("Dear ▀▀ Sam ▀▀ x") }
        }
        #expect(!screen.contains("not drawn"), "\(screen)")
        let styled = try session.styledScreen()
        let line = try #require(styled.split(separator: "\n").first { $0.contains("Dear") })
        // Each sticker's first cell: after "Dear " and after "Sam ".
        for (name, after) in [("heart", "Dear"), ("mine", "Sam")] {
            let word = try #require(line.range(of: after))
            let cell = try #require(line.range(of: "▀", range: word.upperBound..<line.endIndex), "\(name): \(line)")
            let sgr = Self.colours(before: cell, in: line)
            #expect(sgr.contains("38;") && sgr.contains("48;"), "\(name)'s cells are coloured: \(line.debugDescription)")
        }

        try session.alt("s")
        try session.waitFor("Stickers (type to filter")
        let picker = try session.waitFor("their own sticker listed") { $0.contains("leafy") }
        #expect(picker.contains("▀▀ heart"), "\(picker)")
        #expect(picker.contains("▀▀ leafy"), "\(picker)")
        #expect(!picker.contains("[]"), "\(picker)")
        let rows = try session.styledScreen().split(separator: "\n")
        for name in ["heart", "leafy"] {
            let row = try #require(rows.first { $0.contains(name) })
            let cell = try #require(row.range(of: "▀"))
            #expect(Self.colours(before: cell, in: row).contains("38;"), "\(name) in colour: \(row.debugDescription)")
        }
    }
}
