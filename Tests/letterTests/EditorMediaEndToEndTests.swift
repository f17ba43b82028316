import Foundation
import LetterKit
import Testing

/// Videos and sounds in the real editor: Alt-P and a video's path, its
/// poster drawn in colour with ▶ and its length over it; a sound's card with
/// its length; both saved as blocks of the letter and copied beside it.
@Suite("Media end to end in tmux")
struct EditorMediaEndToEndTests {
    func attach(_ path: String, in session: TmuxSession) throws {
        try session.alt("p")
        try session.waitFor("the attach prompt") { screen in
            screen.split(separator: "\n").contains { $0.hasPrefix(" Attach:") }
        }
        try session.type(path)
        try session.press("Enter")
    }

    @Test func attachAVideoAndASoundSeeThemAndSave() throws {
        let folder = try ScratchFolder()
        let elsewhere = try ScratchFolder()
        let media = try MediaFixtures(in: elsewhere.path)
        let session = try TmuxSession.editor("trip.letter", in: folder)
        try session.type("Dear Sam,")
        try session.press("Enter")
        try attach(media.video, in: session)
        let lines = PictureHeight.natural(width: 320, height: 240, paper: .letter)
        try session.waitFor("Attached clip.mp4: \(lines) lines")

        // The poster in the palette's colours, ▶ and the length on its middle row.
        let deadline = Date().addingTimeInterval(15)
        var styled = ""
        var rows: [Substring] = []
        while Date() < deadline {
            styled = try session.styledScreen()
            rows = EditorPicturesEndToEndTests.pictureRows(styled)
            if rows.count >= lines - 1, rows.contains(where: { $0.contains("▶ 0:03") }) { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        let colours = Set(rows.flatMap { EditorPicturesEndToEndTests.paletteIndices($0) })
        #expect(colours.count >= 6, "the colour bars in colour:\n\(styled)")
        #expect(rows.contains { $0.contains("▶ 0:03") }, "\(styled)")

        try session.press("Enter")
        try attach(media.wav, in: session)
        try session.waitFor("♪ tone.wav · 0:02")

        try session.press("C-s")
        try session.waitFor("Saved")
        let letter = try #require(folder.read("trip.letter"))
        #expect(
            letter.hasSuffix(
                "Dear Sam,\\\n![clip](trip.letter.files/clip.mp4){lines=\(lines)}\\\n![tone](trip.letter.files/tone.wav)\n"),
            "\(letter)")
        #expect(readBytes(folder.file("trip.letter.files/clip.mp4")) == readBytes(media.video))
        #expect(readBytes(folder.file("trip.letter.files/tone.wav")) == readBytes(media.wav))
        try session.press("C-q")
        try session.waitFor("[exit 0]")

        // Reopened: the copy read inside the letter's folder, the poster from the cache.
        let again = try TmuxSession.editor("trip.letter", in: folder)
        try again.waitFor("▶ 0:03")
        try again.waitFor("♪ tone.wav · 0:02")
        withExtendedLifetime(elsewhere) {}
    }
}
