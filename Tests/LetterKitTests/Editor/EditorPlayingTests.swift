import Testing

@testable import LetterKit

/// Playing a video or a sound from the page, through `update`: Enter on
/// its block asks the shell to play it, Enter again or Esc to stop it,
/// and nothing else a person does reaches the player.
@Suite struct EditorPlayingTests {
    static let clip = PictureSource(caption: "clip", path: "/home/a/clip.mp4", confinedTo: "/home/a")
    static let song = PictureSource(caption: "song", path: "/home/a/song.ogg", confinedTo: "/home/a")
    static let bridge = PictureSource(caption: "bridge", path: "/home/a/bridge.png", confinedTo: "/home/a")

    /// An editor on `markup` whose marks are `sources`, in a 60 × 16 terminal.
    private func editor(_ markup: String, sources: [PictureSource] = [clip]) -> EditorHarness {
        var editor = EditorHarness(paper: roomy, rows: 30, columns: 60)
        editor.state = EditorState(page: picturePage(markup, sources: sources), path: "/home/a/trip.letter")
        editor.send(.resize(rows: 30, columns: 60))
        return editor
    }

    private func play(_ source: PictureSource, serial: Int, kind: MediaKind = .video) -> Effect {
        .play(PlayRequest(serial: serial, path: source.path, confinedTo: source.confinedTo, kind: kind))
    }

    private func playerEffects(_ effects: [Effect]) -> [Effect] {
        effects.filter {
            switch $0 {
            case .play, .stopPlaying, .checkPlayer: true
            default: false
            }
        }
    }

    @Test func enterOnAVideoBlockPlaysIt() {
        var editor = editor("Dear Sam,\n|\(pic(1))")
        #expect(editor.press(.enter) == [play(Self.clip, serial: 1)])
        #expect(editor.textWithCursor == "Dear Sam,\n|\(pic(1))")
        #expect(editor.state.playback?.pictureID == 0)
        #expect(editor.statusRow.hasPrefix(" ▶ 0:00 · clip.mp4"))
    }

    /// The length the media program read for the block is the clock's end.
    @Test func theLengthTheMediaProgramReadIsShownAfterTheClock() throws {
        var editor = editor("Dear Sam,\n|\(pic(1))")
        let mark = try #require(editor.state.page.pictureAtCursor?.mark)
        editor.state.pictures.looks[mark] = .media(
            MediaFacts(kind: .video, milliseconds: 42_000, width: 320, height: 240, bytes: 9), poster: nil)
        #expect(editor.press(.enter) == [play(Self.clip, serial: 1)])
        #expect(editor.statusRow.hasPrefix(" ▶ 0:00 / 0:42 · clip.mp4"), "\(editor.statusRow)")
    }

    @Test func enterAfterTheBlockPlaysItToo() {
        var editor = editor("Dear Sam,\n\(pic(1))|")
        #expect(editor.press(.enter) == [play(Self.clip, serial: 1)])
        #expect(!editor.state.isModified)
    }

    @Test func enterOnASoundPlaysItAsASound() {
        var editor = editor("|\(pic(1))", sources: [Self.song])
        #expect(editor.press(.enter) == [play(Self.song, serial: 1, kind: .sound)])
    }

    @Test func enterOnTextStillBreaksTheLine() {
        var editor = editor("Dear| Sam,\n\(pic(1))")
        #expect(playerEffects(editor.press(.enter)).isEmpty)
        #expect(editor.textWithCursor == "Dear\n| Sam,\n\(pic(1))")
        #expect(editor.state.playback == nil)
    }

    @Test func enterOnAPictureStillBreaksTheLine() {
        var editor = editor("Dear Sam,\n\(pic(3))|", sources: [Self.bridge])
        #expect(playerEffects(editor.press(.enter)).isEmpty)
        #expect(editor.textWithCursor == "Dear Sam,\n\(pic(3))\n|")
    }

    @Test func enterOverASelectionReplacesItAsBefore() {
        var editor = editor("[Dear|\n\(pic(1))")
        editor.send(.move(.down, selecting: true))
        #expect(playerEffects(editor.press(.enter)).isEmpty)
        #expect(editor.state.playback == nil)
    }

    @Test func enterAgainOnTheSameBlockStopsIt() {
        var editor = editor("|\(pic(1))")
        editor.press(.enter)
        #expect(editor.press(.enter) == [.stopPlaying])
        #expect(editor.state.playback == nil)
        #expect(editor.message?.text == "Stopped clip.mp4")
    }

    @Test func escStopsIt() {
        var editor = editor("|\(pic(1))\nDear Sam,")
        editor.press(.enter)
        editor.send(.move(.documentEnd, selecting: false))
        #expect(editor.press(.escape) == [.stopPlaying])
        #expect(editor.state.playback == nil)
        // With nothing playing, Esc asks nothing of the shell.
        #expect(editor.press(.escape) == [])
    }

    @Test func enterOnAnotherBlockPlaysThatOneInstead() {
        var editor = editor("|\(pic(1, id: 0))\n\(pic(1, id: 1))", sources: [Self.clip, Self.song])
        editor.press(.enter)
        editor.send(.move(.down, selecting: false))
        // The shell stops the first player before it starts the second.
        #expect(editor.press(.enter) == [play(Self.song, serial: 2, kind: .sound)])
        #expect(editor.state.playback?.pictureID == 1)
    }

    @Test func typingSavingResizingAndScrollingLeaveThePlayerAlone() {
        var editor = editor("|\(pic(1))\nDear Sam,")
        editor.press(.enter)
        let playing = editor.state.playback
        editor.send(.move(.documentEnd, selecting: false))
        var effects = editor.type(" I hope this finds you well.")
        effects += editor.press(.backspace)
        effects += editor.send(.save, .resize(rows: 24, columns: 70), .scroll(rows: 3), .idle)
        effects += editor.send(.saveFinished(.saved(path: "/home/a/trip.letter")))
        #expect(playerEffects(effects).isEmpty)
        #expect(editor.state.playback == playing)
    }

    @Test func theClockCountsWholeSecondsFromTheFirstTick() {
        var editor = editor("|\(pic(1))")
        editor.press(.enter)
        #expect(editor.send(.tick(.seconds(10))) == [])
        #expect(editor.send(.tick(.milliseconds(10_900))) == [])
        #expect(editor.statusRow.hasPrefix(" ▶ 0:00 · clip.mp4"))
        // Each new second is drawn, and the shell asked whether the player ended.
        #expect(editor.send(.tick(.milliseconds(11_000))) == [.checkPlayer])
        #expect(editor.statusRow.hasPrefix(" ▶ 0:01 · clip.mp4"))
        #expect(editor.send(.tick(.milliseconds(11_400))) == [])
        #expect(editor.send(.tick(.seconds(72))) == [.checkPlayer])
        #expect(editor.statusRow.hasPrefix(" ▶ 1:02 · clip.mp4"))
    }

    @Test func noTickAsksAnythingWhileNothingPlays() {
        var editor = editor("|\(pic(1))")
        #expect(playerEffects(editor.send(.tick(.seconds(1)), .tick(.seconds(5)))).isEmpty)
    }

    @Test func aPlayerThatEndsByItselfIsSaidAndTheClockGoes() {
        var editor = editor("|\(pic(1))")
        editor.press(.enter)
        editor.send(.tick(.seconds(1)), .tick(.seconds(3)))
        editor.send(.reply(.playerEnded(serial: 1, status: 0)))
        #expect(editor.state.playback == nil)
        #expect(editor.statusRow.hasPrefix(" clip.mp4 played to its end"))
        #expect(!editor.statusRow.contains("▶"))
        editor.send(.move(.documentEnd, selecting: false))
        #expect(!editor.statusRow.contains("played"))
    }

    @Test func aPlayerThatFailsSaysItsStatus() {
        var editor = editor("|\(pic(1))")
        editor.press(.enter)
        editor.send(.reply(.playerEnded(serial: 1, status: 2)))
        #expect(editor.message == EditorState.Message("The player of clip.mp4 ended with status 2", tone: .warning))
    }

    @Test func anEndOfAPlayerStoppedSinceIsNotTheNewOnes() {
        var editor = editor("|\(pic(1))")
        editor.press(.enter)
        editor.press(.escape)
        editor.press(.enter)
        editor.send(.reply(.playerEnded(serial: 1, status: 0)))
        #expect(editor.state.playback?.serial == 2)
    }

    @Test func noPlayerInstalledIsOneLine() {
        var editor = editor("|\(pic(1))", sources: [Self.song])
        editor.press(.enter)
        editor.send(.reply(.playFailed(serial: 1, .noPlayer(.sound))))
        #expect(editor.state.playback == nil)
        #expect(editor.state.message?.tone == .error)
        #expect(editor.statusRow.hasPrefix(" No player for sounds is installed"))
    }

    @Test func aFileRefusedNamesItsReason() {
        var editor = editor("|\(pic(1))")
        editor.press(.enter)
        editor.send(.reply(.playFailed(serial: 1, .fileRefused(path: "/home/a/clip.mp4", reason: "no such file"))))
        #expect(editor.message?.text == "Cannot play /home/a/clip.mp4: no such file")
    }

    @Test func aHostileNameReachesTheStatusRowEscaped() {
        let hostile = PictureSource(caption: "x", path: "/home/a/\u{1B}[2Jx.mp4", confinedTo: "/home/a")
        var editor = editor("|\(pic(1))", sources: [hostile])
        editor.press(.enter)
        #expect(editor.frame.hasNoControlCharacters)
        #expect(editor.statusRow.contains("x.mp4"))
    }

    @Test func thePaletteEntryPlaysAndStops() {
        var editor = editor("|\(pic(1))\nDear Sam,")
        #expect(editor.send(.intent(.playMedia)) == [play(Self.clip, serial: 1)])
        editor.send(.move(.documentEnd, selecting: false))
        // Off the block, it stops the one playing.
        #expect(editor.send(.intent(.playMedia)) == [.stopPlaying])
        #expect(editor.send(.intent(.playMedia)) == [])
        #expect(editor.message?.text == "Put the cursor on a video or a sound to play it")
        let names = editor.state.keymaps.paletteEntries.filter { $0.action == .playMedia }.map(\.name)
        #expect(names == ["Play or stop the video or sound"])
    }

    @Test(arguments: [
        (nil, "▶ 0:12"), (Int64(42_000), "▶ 0:12 / 0:42"), (Int64(3_723_000), "▶ 0:12 / 1:02:03"),
        (Int64(9_000), "▶ 0:09 / 0:09"), (Int64(11_999), "▶ 0:11 / 0:11"),
    ] as [(Int64?, String)])
    func theStatusTextHasTheLengthWhenItIsKnown(milliseconds: Int64?, text: String) {
        var playback = Playback(
            serial: 1, pictureID: 0, source: Self.clip, kind: .video, length: milliseconds.map(MediaTime.init))
        playback.shownSeconds = 12
        #expect(playback.statusText == text)
    }
}
