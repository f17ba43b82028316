import Glibc
import Testing

@testable import letter

/// `render` draws a bad picture's block with the reason, as the editor does:
/// one letter with a picture of each kind of trouble.
@Suite("Trust: render says why a picture is not shown")
struct RenderReasonsTests {
    @Test func eachBadPictureSaysWhy() throws {
        let folder = try ReceivedFolder()
        let letters = folder.letters
        try writeBytes(letters + "/damaged.png", PNGFixture.damaged(width: 40, height: 20))
        try writeBytes(letters + "/huge.gif", DecoderBombTests.gif(width: 10_000, height: 10_000))
        try writeText(letters + "/words.png", "not a picture at all")
        #expect(mkfifo(letters + "/pipe.png", 0o644) == 0)
        let cases: [(path: String, reason: String)] = [
            ("gone.png", "file not found"),
            ("damaged.png", "damaged"),
            ("huge.gif", "too large: 10000 × 10000 pixels"),
            ("words.png", "not a picture this editor can read"),
            ("pipe.png", "not a regular file"),
            ("../elsewhere/secret.png", "outside the letter's folder"),
        ]
        let body = cases.enumerated().map { "![p\($0.offset)](\($0.element.path)){lines=3}" }
        try writeText(letters + "/trip.letter", body.joined(separator: "\n\n") + "\n")
        let result = try run([letterBinary, "render", letters + "/trip.letter", "--lines", "40", "--columns", "60"])
        #expect(result.status == 0, "\(result.error)")
        let blocks = result.output.components(separatedBy: "┌").dropFirst()
        #expect(blocks.count == cases.count, "\(result.output)")
        for (block, expected) in zip(blocks, cases) {
            #expect(block.contains(expected.reason), "\(expected.path): \(block)")
        }
    }
}
