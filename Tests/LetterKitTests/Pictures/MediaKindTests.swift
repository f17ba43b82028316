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

/// Lengths as players write them.
@Suite struct MediaTimeTests {
    @Test(arguments: [
        (0, "0:00"), (999, "0:00"), (1000, "0:01"), (42_900, "0:42"), (60_000, "1:00"), (750_000, "12:30"),
        (3_599_999, "59:59"), (3_600_000, "1:00:00"), (3_723_000, "1:02:03"), (36_000_000, "10:00:00"), (-5, "0:00"),
    ] as [(Int64, String)])
    func writesLengths(milliseconds: Int64, text: String) {
        #expect(MediaTime(milliseconds: milliseconds).text == text)
    }

    @Test func factsWithoutALengthShowNone() {
        #expect(MediaFacts(kind: .sound, milliseconds: nil, bytes: 10).lengthText == nil)
        #expect(MediaFacts(kind: .video, milliseconds: 3000, width: 320, height: 240, bytes: 10).lengthText == "0:03")
    }
}
