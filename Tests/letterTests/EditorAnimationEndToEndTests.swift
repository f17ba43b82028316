import Foundation
import LetterKit
import Testing

/// Animated pictures in the real editor: a letter with a GIF made by
/// ffmpeg, its cells changing between two captures a second apart; still
/// after Alt-Space, and still with `animate = false`.
@Suite("Animated pictures end to end in tmux")
struct EditorAnimationEndToEndTests {
    /// A letter with ffmpeg's test picture as a GIF (two seconds, five frames
    /// a second) between two lines, in `folder`; `settings` as config.toml.
    func letter(in folder: ScratchFolder, settings: String? = nil) throws {
        let result = try run([
            "/usr/bin/ffmpeg", "-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=duration=2:size=64x48:rate=5",
            "-loop", "0", folder.file("clip.gif"),
        ])
        guard result.status == 0 else { throw TimedOut(description: "ffmpeg could not make the GIF: \(result.error)") }
        try "Above\n\n![clip](clip.gif){lines=8}\n\nBelow\n".write(
            toFile: folder.file("clip.letter"), atomically: true, encoding: .utf8)
        if let settings {
            let config = folder.file(".config/letter")
            try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
            try settings.write(toFile: config + "/config.toml", atomically: true, encoding: .utf8)
        }
    }

    /// The picture's rows as `capture-pane -e` gives them, once drawn.
    func pictureRows(_ session: TmuxSession) throws -> [Substring] {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            let rows = EditorPicturesEndToEndTests.pictureRows(try session.styledScreen())
            if rows.count == 8 { return rows }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw TimedOut(description: "the picture was not drawn:\n\(try session.screen())")
    }

    /// The picture's rows twice, a second apart, once it is drawn whole (a
    /// capture may come while the terminal is being written).
    func twoLooks(_ session: TmuxSession) throws -> ([Substring], [Substring]) {
        _ = try pictureRows(session)
        Thread.sleep(forTimeInterval: 0.3)
        let first = try pictureRows(session)
        Thread.sleep(forTimeInterval: 1.0)
        return (first, try pictureRows(session))
    }

    @Test func theGIFsCellsChangeUntilAltSpaceStopsThem() throws {
        let folder = try ScratchFolder()
        try letter(in: folder)
        let session = try TmuxSession.editor("clip.letter", in: folder)
        let (before, after) = try twoLooks(session)
        #expect(before != after, "the picture did not move:\n\(before.joined(separator: "\n"))")

        try session.alt(" ")
        try session.waitFor("Pictures stopped")
        let (stopped, stillStopped) = try twoLooks(session)
        #expect(stopped == stillStopped)

        try session.alt(" ")
        try session.waitFor("Pictures play")
        let (playing, playingOn) = try twoLooks(session)
        #expect(playing != playingOn)
    }

    @Test func withAnimateFalseThePictureStaysStill() throws {
        let folder = try ScratchFolder()
        try letter(in: folder, settings: "animate = false\n")
        let session = try TmuxSession.editor("clip.letter", in: folder)
        let (before, after) = try twoLooks(session)
        #expect(before == after)
        try session.alt(" ")
        try session.waitFor("animate = false")
    }
}
