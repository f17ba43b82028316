import Glibc
import LetterKit
import LetterPictureFiles
import LetterSystem
import Testing

@testable import LetterMedia
@testable import letter

/// An animated PNG plays: FFmpeg (`letter-media`) gives its frames, whole,
/// as PNGs in the cache with their delays; `letter-pictures` draws each,
/// and the block's look is a motion. A still PNG stays a still picture and
/// starts no media helper.
@Suite("Pictures: animated PNG")
struct AnimatedPNGReadingTests {
    let scratch: FilesScratch
    let animated: String
    let still: String

    init() throws {
        scratch = try FilesScratch()
        animated = scratch.file("spin.png")
        still = scratch.file("still.png")
        for (arguments, path) in [
            (["-f", "lavfi", "-i", "testsrc=duration=2:size=64x48:rate=5", "-plays", "0", "-f", "apng"], animated),
            (["-f", "lavfi", "-i", "testsrc=size=64x48", "-frames:v", "1"], still),
        ] {
            let made = try runTool(["ffmpeg", "-v", "error", "-nostdin", "-y"] + arguments + [path])
            try #require(made.status == 0, "\(made.output)")
        }
    }

    @Test func theFileSaysWhetherItMoves() throws {
        let file = try System.openRegularFile(animated)
        defer { file.close() }
        #expect(AnimatedPNG.isAnimated(try file.readStart(AnimatedPNG.headerBytes)))
        let plain = try System.openRegularFile(still)
        defer { plain.close() }
        #expect(!AnimatedPNG.isAnimated(try plain.readStart(AnimatedPNG.headerBytes)))
    }

    @Test func ffmpegGivesEveryFrameWithItsDelay() throws {
        let cache = try scratch.folder("cache")
        let answer = MediaService().answer(.frames(path: animated, confinedTo: nil, cacheFolder: cache))
        guard case .frames(let paths, let delays) = answer else {
            Issue.record("no frames: \(answer)")
            return
        }
        #expect(paths.count == 10, "two seconds at five frames a second")
        #expect(delays == Array(repeating: 200, count: 10), "\(delays)")
        for path in paths {
            #expect(path.hasPrefix(cache + "/frames-"))
            #expect(Array((readBytes(path) ?? []).prefix(4)) == [0x89, 0x50, 0x4E, 0x47], "\(path) is a PNG")
        }
        #expect(readBytes(paths[0]) != readBytes(paths[5]), "the frames differ")
        let outside = MediaService().answer(.frames(path: animated, confinedTo: try scratch.folder("other"), cacheFolder: cache))
        #expect(outside == .problem(.outsideFolder))
    }

    @Test func theBlockOfAnAnimatedPNGMoves() throws {
        let media = MediaHelper(cacheFolder: scratch.file("cache"))
        let pictures = PictureHelper()
        let request = { (path: String) in
            PictureRequest(
                mark: PictureMark(id: 0, lines: 4), source: PictureSource(caption: "spin", path: path), columns: 20,
                moving: true)
        }
        guard case .moving(let motion)? = pictures.animatedPNGLook(for: request(animated), colors: .indexed256, media: media)
        else {
            Issue.record("no motion")
            return
        }
        #expect(motion.frames.count == 10 && motion.delays.allSatisfy { $0 == 200 })
        #expect(motion.frames.allSatisfy { $0.columns == 20 && $0.rows.count == 4 })
        #expect(Set(motion.frames).count > 1, "frames drawn differ")
        #expect(pictures.animatedPNGLook(for: request(still), colors: .indexed256, media: media) == nil)
        #expect(media.runningProcess != nil, "the media helper drew the animated one")
        let fresh = MediaHelper(cacheFolder: scratch.file("cache"))
        #expect(pictures.animatedPNGLook(for: request(still), colors: .indexed256, media: fresh) == nil)
        #expect(fresh.runningProcess == nil, "a still PNG starts no media helper")
    }
}
