import Testing

@testable import LetterKit

/// A block's media kind comes from its file's name alone, as a picture's does.
@Suite struct MediaKindTests {
    @Test(arguments: [
        ("clip.mp4", MediaKind.video), ("/a/B.MOV", .video), ("x.webm", .video), ("x.mkv", .video),
        ("voice.mp3", .sound), ("tone.WAV", .sound), ("a.ogg", .sound), ("a.opus", .sound), ("a.flac", .sound),
    ] as [(String, MediaKind)])
    func namesSayTheKind(path: String, kind: MediaKind) {
        #expect(MediaKind(path: path) == kind)
        #expect(PictureSource(caption: "", path: path).media == kind)
    }

    @Test(arguments: ["photo.png", "anim.gif", "notes", ".mp4", "report.pdf", "clip.mp4.txt", "mp4"])
    func otherFilesAreNotMedia(path: String) {
        #expect(MediaKind(path: path) == nil)
    }
}
