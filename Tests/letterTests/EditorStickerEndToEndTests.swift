import Foundation
import LetterKit
import Testing

/// Stickers in the real editor: Alt-S opens the picker, Enter puts the
/// sticker in, drawn in colour in its two cells; the saved letter holds
/// its Markdown and its file is written beside it.
@Suite("Stickers end to end in tmux")
struct EditorStickerEndToEndTests {
    @Test func altSPutsAStickerInDrawnInColourAndTheSavedFileHoldsIt() throws {
        let folder = try ScratchFolder()
        let own = folder.file(".config/letter/stickers")
        try FileManager.default.createDirectory(atPath: own, withIntermediateDirectories: true)
        let cat = try #require(ShippedStickers.png(named: "smile"))
        try Data(cat).write(to: URL(fileURLWithPath: own + "/cat.png"))
        let session = try TmuxSession.editor("stuck.letter", in: folder)
        try session.type("Dear Sam ")
        try session.alt("s")
        let picker = try session.waitFor("Stickers (type to filter")
        // Each drawn beside its name as it will look (cat.png is smile's picture).
        #expect(picker.contains("▀▀ heart"))
        #expect(picker.contains("▀▀ cat"))
        try session.type("star")
        try session.press("Enter")
        try session.waitFor("the picker closed") { !$0.contains("Stickers (type") }
        // The sticker's two cells: half blocks in the star's colours.
        let styled = try session.styledScreen()
        let line = try #require(styled.split(separator: "\n").first { $0.contains("Sam") })
        #expect(line.contains("▀▀"), "line: \(line)")
        let before = try #require(line.range(of: "▀▀"))
        let sgr = line[..<before.lowerBound].components(separatedBy: "\u{1B}[").last ?? ""
        #expect(sgr.contains("38;") || sgr.contains("48;"), "the cells are coloured: \(line)")
        try session.type(" x")
        try session.press("C-s")
        try session.waitFor("Saved")
        let saved = folder.read("stuck.letter") ?? ""
        #expect(saved.hasSuffix("Dear Sam ![star](stickers/star.png){.sticker} x\n"), "saved: \(saved)")
        let written = FileManager.default.contents(atPath: folder.file("stickers/star.png")).map { [UInt8]($0) }
        #expect(written == ShippedStickers.png(named: "star"))
        // Their own sticker, from their folder: the same way.
        try session.alt("s")
        try session.waitFor("Stickers (type to filter")
        try session.type("cat")
        try session.press("Enter")
        try session.press("C-s")
        try session.waitFor("Saved") { $0.contains("Saved") && (folder.read("stuck.letter") ?? "").contains("cat") }
        #expect((folder.read("stuck.letter") ?? "").contains("![cat](stickers/cat.png){.sticker}"))
        #expect(FileManager.default.contents(atPath: folder.file("stickers/cat.png")).map { [UInt8]($0) } == cat)
    }
}
