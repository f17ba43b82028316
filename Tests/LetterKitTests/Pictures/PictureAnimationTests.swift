import Testing

@testable import LetterKit

/// Animated pictures in the editor, driven by made-up times: each frame at
/// its delay, none while the picture is off screen, none 30 s after the
/// last input, Alt-Space stopping and playing, `animate = false` asking for
/// still pictures.
@Suite struct PictureAnimationTests {
    /// A frame of `columns` × `rows` cells, every one `symbol`.
    static func art(_ symbol: Character, columns: Int = 20, rows: Int = 5) -> PictureArt {
        PictureArt(columns: columns, rows: (0..<rows).map { _ in (0..<columns).map { _ in PictureGlyph(symbol: symbol) } })
    }

    /// Frames a, b, c (▘ ▝ ▖) for 100, 250 and 100 ms (a file's 0 and missing raised).
    static let motion = PictureMotion(frames: [art("▘"), art("▝"), art("▖")], delays: [0, 250, nil])

    /// `lines` lines of text, then a 5-line picture (animating), on a
    /// 40-line paper in a 16-row terminal; the cursor after the picture.
    private func editor(linesBefore lines: Int = 1, animate: Bool = true) throws -> (EditorHarness, PictureMark) {
        var editor = EditorHarness(
            paper: try Paper(lines: 40, columns: 20), text: (1...lines).map { "line \($0)" }.joined(separator: "\n"),
            path: "/home/a/trip.letter", rows: 16, columns: 60)
        editor.state.animatesPictures = animate
        editor.send(.move(.documentEnd, selecting: false))
        editor.press(.alt(.character("p")))
        editor.type("spin.gif")
        editor.press(.enter)
        editor.send(.attachmentLooked(path: "/home/a/spin.gif", .picture(width: 40, height: 20, bytes: 9)))
        let mark = try #require(editor.state.page.document.pictureMarks.first)
        #expect(mark.lines == 5)
        editor.send(.picturesLooked([PictureLooked(mark: mark, look: .moving(try #require(Self.motion)))]))
        return (editor, mark)
    }

    /// The frame the picture shows on screen now: a, b or c.
    private func shown(_ editor: EditorHarness) -> Character? {
        for line in editor.screen {
            if let symbol = line.first(where: { "▘▝▖".contains($0) }) { return ["▘": "a", "▝": "b", "▖": "c"][symbol] }
        }
        return nil
    }

    @Test func delaysAreRaisedToATenthOfASecondAndOneFrameIsNoMotion() throws {
        let motion = try #require(PictureMotion(frames: [Self.art("a"), Self.art("b"), Self.art("c")], delays: [0, 40, nil]))
        #expect(motion.delays == [100, 100, 100])
        #expect(PictureMotion(frames: [Self.art("a"), Self.art("b")], delays: [250, 1000])?.delays == [250, 1000])
        #expect(PictureMotion(frames: [Self.art("a")], delays: [100]) == nil)
        #expect(PictureMotion(frames: [Self.art("a"), Self.art("b", rows: 4)], delays: [100, 100]) == nil)
        #expect(PictureMotion.delay(-1) == 100)
    }

    /// The first tick after the attaching keys holds the pictures 0.5 s;
    /// the tick then starts them: frame a until 1.6 s.
    private func start(_ editor: inout EditorHarness) {
        editor.send(.tick(.seconds(1)))
        #expect(editor.state.nextFrameTime == .milliseconds(1500))
        editor.send(.tick(.milliseconds(1500)))
        #expect(editor.state.nextFrameTime == .milliseconds(1600))
    }

    @Test func eachFrameShowsAtItsTimeAndTheLoopStartsAgain() throws {
        var (editor, mark) = try editor()
        #expect(shown(editor) == "a")
        #expect(editor.state.nextFrameTime == .zero)
        start(&editor)
        editor.send(.tick(.milliseconds(1550)))
        #expect(shown(editor) == "a")
        editor.send(.tick(.milliseconds(1600)))
        #expect(shown(editor) == "b")
        #expect(editor.state.pictureFrames[mark] == 1)
        #expect(editor.state.nextFrameTime == .milliseconds(1850))
        editor.send(.tick(.milliseconds(1849)))
        #expect(shown(editor) == "b")
        editor.send(.tick(.milliseconds(1850)))
        #expect(shown(editor) == "c")
        editor.send(.tick(.milliseconds(1950)))
        #expect(shown(editor) == "a")
    }

    @Test func aNewFrameRewritesThePicturesRowsAlone() throws {
        var (editor, _) = try editor()
        start(&editor)
        var renderer = FrameRenderer()
        renderer.render(editor.state, editor.state.terminal)
        let rows = editor.screen.indices.filter { editor.screen[$0].contains("▘") }
        #expect(rows.count == 5)
        editor.send(.tick(.milliseconds(1600)))
        renderer.render(editor.state, editor.state.terminal)
        #expect(renderer.changedRows == rows)
        #expect(renderer.frame == editor.frame)
    }

    @Test func whileKeysComeThePictureHoldsItsFrameAndPlaysOnAfterThem() throws {
        var (editor, mark) = try editor()
        start(&editor)
        let before = editor.state.pictureLooksVersion
        // A key every 0.2 s for 2 s: each pushes the next frame 0.5 s on.
        var time = Duration.milliseconds(1550)
        for character in "typing on" {
            editor.type(String(character))
            editor.send(.tick(time))
            #expect(editor.state.nextFrameTime == time + .milliseconds(500))
            time += .milliseconds(200)
            editor.send(.tick(time - .milliseconds(10)))
        }
        #expect(editor.state.pictureFrames[mark] == 0)
        #expect(editor.state.pictureLooksVersion == before)
        // Half a second after the last key: the next frame, one, not a burst.
        let last = time - .milliseconds(200)
        editor.send(.tick(last + .milliseconds(500)))
        #expect(editor.state.pictureFrames[mark] == 1)
        #expect(editor.state.nextFrameTime == last + .milliseconds(750))
    }

    @Test func aLongStallShowsOneFrameNotABurst() throws {
        var (editor, mark) = try editor()
        start(&editor)
        editor.send(.tick(.seconds(5)))
        #expect(editor.state.pictureFrames[mark] == 1)
        #expect(editor.state.nextFrameTime == .milliseconds(5250))
    }

    @Test func aTickWithNothingDueChangesNothingOnScreen() throws {
        var (editor, _) = try editor()
        start(&editor)
        let before = editor.state.pictureLooksVersion
        editor.send(.tick(.milliseconds(1510)), .tick(.milliseconds(1520)))
        #expect(editor.state.pictureLooksVersion == before)
    }

    @Test func aPictureOffScreenStopsAndPlaysAgainWhenItComesBack() throws {
        var (editor, mark) = try editor(linesBefore: 30)
        start(&editor)
        #expect(editor.state.picturesInView() == [mark])
        editor.send(.move(.documentStart, selecting: false))
        #expect(editor.state.picturesInView().isEmpty)
        // The command is input: the screen is looked at 0.5 s later.
        editor.send(.tick(.milliseconds(1510)))
        #expect(editor.state.nextFrameTime == .milliseconds(2010))
        editor.send(.tick(.milliseconds(2010)))
        #expect(editor.state.pictureFrames[mark] == 0)
        #expect(editor.state.nextFrameTime == nil)
        editor.send(.tick(.seconds(3)))
        #expect(editor.state.pictureFrames[mark] == 0)
        // Back in view: it plays on from the frame it stopped on.
        editor.send(.move(.documentEnd, selecting: false))
        editor.send(.tick(.seconds(4)))
        #expect(editor.state.nextFrameTime == .milliseconds(4500))
        editor.send(.tick(.milliseconds(4500)))
        #expect(editor.state.nextFrameTime == .milliseconds(4600))
        editor.send(.tick(.milliseconds(4600)))
        #expect(editor.state.pictureFrames[mark] == 1)
    }

    @Test func picturesRestThirtySecondsAfterTheLastKeyAndAnyKeyWakesThem() throws {
        var (editor, mark) = try editor()
        start(&editor)
        var time = Duration.milliseconds(1500)
        var frames = 0
        while let next = editor.state.nextFrameTime, next < .seconds(60) {
            time = next
            let before = editor.state.pictureFrames[mark]
            editor.send(.tick(time))
            if editor.state.pictureFrames[mark] != before { frames += 1 }
        }
        // Played until 31 s (30 s after the first tick saw the last input), then still.
        #expect(editor.state.nextFrameTime == nil)
        #expect(time == .seconds(31))
        #expect(frames > 100)
        let resting = editor.state.pictureFrames[mark]
        editor.send(.tick(.seconds(50)))
        #expect(editor.state.pictureFrames[mark] == resting)
        editor.press(.right)
        editor.send(.tick(.seconds(51)))
        #expect(editor.state.nextFrameTime == .milliseconds(51_500))
        editor.send(.tick(.milliseconds(51_500)))
        // It plays on from the frame it rested on, for that frame's time.
        let motion = try #require(Self.motion)
        #expect(editor.state.nextFrameTime == .milliseconds(51_500) + motion.duration(of: resting ?? 0))
    }

    @Test func altSpaceStopsThePicturesWhereTheyAreAndPlaysThemAgain() throws {
        var (editor, mark) = try editor()
        start(&editor)
        editor.send(.tick(.milliseconds(1600)))
        #expect(editor.state.pictureFrames[mark] == 1)
        editor.press(.alt(.character(" ")))
        #expect(editor.state.picturesStopped)
        #expect(editor.statusRow.contains("Pictures stopped"))
        #expect(editor.state.nextFrameTime == nil)
        editor.send(.tick(.seconds(2)), .tick(.seconds(3)))
        #expect(editor.state.pictureFrames[mark] == 1)
        #expect(shown(editor) == "b")
        editor.press(.alt(.character(" ")))
        #expect(!editor.state.picturesStopped)
        editor.send(.tick(.seconds(4)))
        #expect(editor.state.nextFrameTime == .milliseconds(4500))
        editor.send(.tick(.milliseconds(4500)), .tick(.milliseconds(4750)))
        #expect(editor.state.pictureFrames[mark] == 2)
    }

    @Test func underTheHelpNothingPlays() throws {
        var (editor, mark) = try editor()
        start(&editor)
        editor.send(.help)
        editor.send(.tick(.milliseconds(1510)), .tick(.milliseconds(2010)))
        #expect(editor.state.picturesInView().isEmpty)
        #expect(editor.state.nextFrameTime == nil)
        #expect(editor.state.pictureFrames[mark] == 0)
        editor.press(.escape)
        editor.send(.tick(.seconds(3)), .tick(.milliseconds(3500)), .tick(.milliseconds(3600)))
        #expect(editor.state.pictureFrames[mark] == 1)
    }

    @Test func thePaletteStopsThemToo() throws {
        var (editor, _) = try editor()
        let entry = try #require(editor.state.keymaps.paletteEntries.first { $0.action == .togglePictureMotion })
        #expect(entry.name.hasPrefix("Animated pictures"))
        #expect(entry.keys == "Alt-Space")
        editor.send(.intent(.togglePictureMotion))
        #expect(editor.state.picturesStopped)
    }

    @Test func altSpaceIsTheToggleInBothProfiles() {
        for keymaps in [EditorKeymaps.micro, EditorKeymaps.nano] {
            #expect(keymaps.editing.action(for: .alt(.character(" "))) == .togglePictureMotion)
        }
    }

    /// The pictures a 10-line sheet asks the program for once spin.gif is
    /// attached, with `animate` as given.
    private func requestsOnAttaching(animate: Bool) throws -> (EditorHarness, [PictureRequest]) {
        var editor = EditorHarness(
            paper: try Paper(lines: 10, columns: 20), text: "Dear Sam,", path: "/home/a/trip.letter", rows: 16, columns: 60)
        editor.state.animatesPictures = animate
        editor.press(.alt(.character("p")))
        editor.type("spin.gif")
        editor.press(.enter)
        let effects = editor.send(.attachmentLooked(path: "/home/a/spin.gif", .picture(width: 40, height: 20, bytes: 9)))
        let requests = effects.flatMap { effect -> [PictureRequest] in
            if case .lookAtPictures(let requests) = effect { return requests }
            return []
        }
        return (editor, requests)
    }

    @Test func withAnimateFalsePicturesAreAskedStillAndAltSpaceSaysWhy() throws {
        var (editor, requests) = try requestsOnAttaching(animate: false)
        #expect(requests.count == 1)
        #expect(requests.allSatisfy { !$0.moving })
        editor.press(.alt(.character(" ")))
        #expect(editor.statusRow.contains("animate = false"))
        #expect(editor.state.nextFrameTime == nil)

        let (_, asked) = try requestsOnAttaching(animate: true)
        #expect(asked.count == 1)
        #expect(asked.allSatisfy { $0.moving })
    }

    @Test func aStillLookForgetsTheMotion() throws {
        var (editor, mark) = try editor()
        editor.send(.picturesLooked([PictureLooked(mark: mark, look: .art(Self.art("▖")))]))
        #expect(editor.state.pictureFrames[mark] == nil)
        editor.send(.tick(.seconds(1)), .tick(.seconds(2)))
        #expect(shown(editor) == "c")
    }
}
