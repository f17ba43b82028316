import Foundation
import LetterKit
import Testing

@testable import LetterPictures
@testable import LetterSystem

/// Animated pictures decoded by the picture program: every frame of a GIF
/// and a WebP made with ffmpeg drawn once, with its delay, the loop found,
/// the limits held; a PNG, a still GIF and `moving: false` answered still.
@Suite("Pictures: animations decoded")
struct PicturesAnimationTests {
    let scratch: FilesScratch

    init() throws { scratch = try FilesScratch() }

    /// `ffmpeg` making `name` from lavfi's `source`, with `options` before
    /// the output; the path.
    func make(_ name: String, _ source: String, _ options: [String] = []) throws -> String {
        let path = scratch.file(name)
        let result = try run(
            ["/usr/bin/ffmpeg", "-v", "error", "-y", "-f", "lavfi", "-i", source] + options + ["-loop", "0", path])
        guard result.status == 0 else { throw TimedOut(description: "ffmpeg could not make \(name): \(result.error)") }
        return path
    }

    /// Five frames of ffmpeg's test picture, a fifth of a second each.
    func testSource(_ name: String, _ options: [String] = []) throws -> String {
        try make(name, "testsrc=duration=1:size=64x48:rate=5", options)
    }

    func request(_ path: String, moving: Bool = true) -> PictureRequest {
        PictureRequest(
            mark: PictureMark(id: 0, lines: 8), source: PictureSource(caption: "spin", path: path), columns: 40,
            moving: moving)
    }

    func motion(_ look: PictureLook) -> PictureMotion? {
        if case .moving(let motion) = look { return motion }
        return nil
    }

    @Test func aGIFsFramesAreDrawnOnceWithTheirDelaysAndTheLoopFound() throws {
        let path = try testSource("spin.gif")
        var looker = PictureLooker()
        let look = looker.look(for: request(path), colors: .indexed256)
        let drawn = try #require(motion(look), "\(look)")
        #expect(drawn.frames.count == 5)
        #expect(drawn.delays == [200, 200, 200, 200, 200])
        #expect(Set(drawn.frames).count == 5, "every frame differs")
        #expect(drawn.frames.allSatisfy { $0.columns == 40 && $0.rows.count == 8 })
        // The first frame is what the still picture shows.
        guard case .art(let still) = looker.look(for: request(path, moving: false), colors: .indexed256) else {
            Issue.record("no still picture")
            return
        }
        #expect(drawn.frames[0] == still)
    }

    @Test func anAnimatedWebPPlaysToo() throws {
        guard FileManager.default.fileExists(atPath: "/usr/lib/x86_64-linux-gnu/gdk-pixbuf-2.0/2.10.0/loaders/libpixbufloader-webp.so")
        else {
            Issue.record("webp-pixbuf-loader is not installed (Scripts/packages.txt)")
            return
        }
        let path = try testSource("spin.webp", ["-c:v", "libwebp_anim"])
        var looker = PictureLooker()
        let drawn = try #require(motion(looker.look(for: request(path), colors: .indexed256)))
        // ffmpeg's encoder may repeat the first frame: drawn alike, the two
        // are one frame shown for both delays. One loop is one second.
        #expect(drawn.frames.count >= 4)
        #expect(drawn.delays.reduce(0, +) == 1000, "\(drawn.delays)")
    }

    @Test func shortAndZeroDelaysPlayAtTenFramesASecond() throws {
        // 50 frames a second: GIF delays of 20 ms.
        let path = try make("fast.gif", "testsrc=duration=0.2:size=64x48:rate=50")
        var looker = PictureLooker()
        let drawn = try #require(motion(looker.look(for: request(path), colors: .indexed256)))
        #expect(drawn.delays.allSatisfy { $0 == 100 })
    }

    @Test func aStillGIFAndAPNGAreDrawnStill() throws {
        let gif = try make("still.gif", "color=red:d=0.1:size=32x16:rate=1", ["-frames:v", "1"])
        let png = scratch.file("bridge.png")
        try writeBytes(png, PNGFixture.image(width: 40, height: 20) { _, _ in .red })
        var looker = PictureLooker()
        for path in [gif, png] {
            let look = looker.look(for: request(path), colors: .indexed256)
            guard case .art = look else {
                Issue.record("\(path): \(look)")
                continue
            }
        }
    }

    @Test func theLimitsKeepTheFirstFrames() throws {
        let path = try testSource("spin.gif")
        let file = try PictureFile.inspect(path)
        let few = try #require(
            try AnimationDecoder.frames(
                file, columns: 40, rows: 8, colors: .indexed256,
                limits: AnimationDecoder.Limits(frames: 3, cells: 120_000, pixels: 400_000_000)))
        #expect(few.frames.count == 3)
        let byCells = try #require(
            try AnimationDecoder.frames(
                file, columns: 40, rows: 8, colors: .indexed256,
                limits: AnimationDecoder.Limits(frames: 300, cells: 40 * 8 * 2, pixels: 400_000_000)))
        #expect(byCells.frames.count == 2)
        // One frame's pixels allowed: no animation, the still picture instead.
        #expect(
            try AnimationDecoder.frames(
                file, columns: 40, rows: 8, colors: .indexed256,
                limits: AnimationDecoder.Limits(frames: 300, cells: 120_000, pixels: 64 * 48)) == nil)
    }

    @Test func theLoopIsFoundOnlyOnceItRepeatsWhole() {
        func cells(_ symbol: Character) -> PictureCells {
            PictureCells(
                columns: 1, rows: [[PictureCell(symbol: symbol, foreground: nil, background: nil)]],
                picture: CellArea(column: 0, row: 0, columns: 1, rows: 1))
        }
        // A B A C, again and again: A B is no loop.
        var walk = FrameWalk(limits: .standard, cellsPerFrame: 1)
        var added = 0
        for symbol in "ABACABACABAC" where walk.wantsMore(pixelsSoFar: 0) {
            walk.add(cells(symbol), delay: 100)
            added += 1
        }
        // Found when the second C is done with, as the ninth frame comes.
        #expect(added == 9)
        #expect(walk.result?.frames.map { $0[0, 0].symbol } == ["A", "B", "A", "C"])
        // A frame that stays for ever ends it: every frame kept.
        var once = FrameWalk(limits: .standard, cellsPerFrame: 1)
        for (symbol, delay) in [("A", 100), ("B", 100), ("A", -1)] where once.wantsMore(pixelsSoFar: 0) {
            once.add(cells(Character(symbol)), delay: delay < 0 ? nil : delay)
        }
        #expect(once.result?.frames.count == 3)
        #expect(once.result?.delays == [100, 100, nil])
        // Frames drawn alike one after another are one frame.
        var pause = FrameWalk(limits: .standard, cellsPerFrame: 1)
        for symbol in "AABBBAABBBA" where pause.wantsMore(pixelsSoFar: 0) {
            pause.add(cells(symbol), delay: 100)
        }
        #expect(pause.result?.frames.map { $0[0, 0].symbol } == ["A", "B"])
        #expect(pause.result?.delays == [200, 300])
    }

    @Test func aDamagedGIFIsAProblemNotACrash() throws {
        let path = try testSource("spin.gif")
        var bytes = try #require(readBytes(path))
        bytes = Array(bytes.prefix(bytes.count / 2)) + Array(repeating: 0xFF, count: 64)
        let damaged = scratch.file("torn.gif")
        try writeBytes(damaged, bytes)
        var looker = PictureLooker()
        let look = looker.look(for: request(damaged), colors: .indexed256)
        switch look {
        case .moving(let motion): #expect(motion.frames.count >= 2)
        case .art, .problem: break
        case .attachment, .media: Issue.record("a picture answered as an attachment or a video")
        }
    }

    @Test func motionCrossesThePipeAndBack() throws {
        let path = try testSource("spin.gif")
        var looker = PictureLooker()
        let look = looker.look(for: request(path), colors: .indexed256)
        #expect(motion(look) != nil)
        #expect(PictureAnswer(look).look == look)
        let answer = PictureAnswer.motion(frames: [PictureArt.Coded(PictureArt(columns: 1, rows: [[PictureGlyph(symbol: "a")]]))], delays: [])
        #expect(answer.look == nil, "delays that do not match the frames are no picture")
    }
}
