import Glibc
import Testing

@testable import letter

/// Videos and sounds made for a test by the `ffmpeg` command, in the test's
/// own scratch folder: a 3-second 320 × 240 video of moving colour bars
/// (`testsrc`), a 2-second sine tone as WAV and as Ogg Vorbis, random bytes
/// named `.mp4`, and the first 200 bytes of the video (a header alone).
struct MediaFixtures {
    let folder: String

    var video: String { folder + "/clip.mp4" }
    var wav: String { folder + "/tone.wav" }
    var ogg: String { folder + "/tone.ogg" }
    var corrupt: String { folder + "/noise.mp4" }
    var headerOnly: String { folder + "/cut.mp4" }

    init(in folder: String) throws {
        self.folder = folder
        try Self.ffmpeg(["-f", "lavfi", "-i", "testsrc=duration=3:size=320x240:rate=10", "-pix_fmt", "yuv420p", video])
        try Self.ffmpeg(["-f", "lavfi", "-i", "sine=frequency=440:duration=2", wav])
        try Self.ffmpeg(["-f", "lavfi", "-i", "sine=frequency=440:duration=2", "-c:a", "libvorbis", ogg])
        var generator = SystemRandomNumberGenerator()
        try writeBytes(corrupt, (0..<4_000).map { _ in UInt8.random(in: 0...255, using: &generator) })
        try writeBytes(headerOnly, Array((readBytes(video) ?? []).prefix(200)))
    }

    private static func ffmpeg(_ arguments: [String]) throws {
        let result = try runTool(["ffmpeg", "-v", "error", "-nostdin", "-y"] + arguments)
        guard result.status == 0 else { throw FilesTestError("ffmpeg \(arguments): \(result.output)") }
    }
}
