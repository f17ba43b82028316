/// Playing a video or a sound with an external player: Enter on its block
/// (or the palette) starts it, Enter again or Esc stops it, Enter on
/// another block plays that one instead. The player runs in the
/// background: typing, saving, a resize or a scroll never touch it, since
/// only these commands ask the shell to start or stop one.
extension EditorState {
    /// The video or sound playing, if one is.
    public internal(set) var playback: Playback? {
        get { playing?.playback }
        set { playing = newValue.map(PlaybackBox.init) }
    }

    /// Enter while writing with nothing selected: on a video's or a sound's
    /// block, plays it or stops it; nil elsewhere (Enter breaks the line).
    mutating func pressEnterOnMedia() -> [Effect]? {
        guard page.selection == nil, let (mark, source) = page.pictureAtCursor, let kind = source.media else {
            return nil
        }
        return togglePlaying(mark: mark, source: source, kind: kind)
    }

    /// The palette's "Play or stop": the block at the cursor, or stops the
    /// one playing when the cursor is on none.
    mutating func playAtCursor() -> [Effect] {
        guard let (mark, source) = page.pictureAtCursor, let kind = source.media else {
            if playback != nil { return stopPlaying() }
            message = Message(tr("Put the cursor on a video or a sound to play it"))
            return []
        }
        return togglePlaying(mark: mark, source: source, kind: kind)
    }

    private mutating func togglePlaying(mark: PictureMark, source: PictureSource, kind: MediaKind) -> [Effect] {
        let id = mark.id
        if let playing = playback, playing.pictureID == id { return stopPlaying() }
        playbackSerial += 1
        // The length the media program read, once it has answered.
        let length = mediaFacts(at: mark)?.milliseconds.map(MediaTime.init(milliseconds:))
        playback = Playback(serial: playbackSerial, pictureID: id, source: source, kind: kind, length: length)
        message = nil
        // The shell stops the player of another block before it starts this one.
        return [.play(PlayRequest(serial: playbackSerial, path: source.path, confinedTo: source.confinedTo, kind: kind))]
    }

    /// Stops the player, if one plays, and says so.
    mutating func stopPlaying() -> [Effect] {
        guard let playing = playback else { return [] }
        playback = nil
        message = Message(tr("Stopped {name}", ["name": playing.shownName]))
        return [.stopPlaying]
    }

    /// The time is `now`: the clock starts at the first tick after Enter,
    /// and each new second is shown and the shell asked whether the player
    /// ended. Cheap when nothing plays: it runs after every key.
    mutating func tickPlayback(_ now: Duration) -> [Effect] {
        guard var shown = playing?.playback else { return [] }
        guard let started = shown.startedAt else {
            shown.startedAt = now
            playback = shown
            return []
        }
        let seconds = (now - started).components.seconds
        guard seconds != shown.shownSeconds else { return [] }
        shown.shownSeconds = seconds
        playback = shown
        return [.checkPlayer]
    }

    /// The shell could not play the file of `serial`.
    mutating func playFailed(serial: Int, _ problem: PlayProblem) {
        guard playback?.serial == serial else { return }
        playback = nil
        message = Self.words(for: problem, tone: .error)
    }

    /// The player of `serial` ended by itself.
    mutating func playerEnded(serial: Int, status: Int32) {
        guard let playing = playback, playing.serial == serial else { return }
        playback = nil
        message =
            status == 0
            ? Message(tr("{name} played to its end", ["name": playing.shownName]))
            : Message(
                tr("The player of {name} ended with status {status}", ["name": playing.shownName, "status": status]),
                tone: .warning)
    }

    static func words(for problem: PlayProblem, tone: StatusMessage.Tone) -> StatusMessage {
        switch problem {
        case .noPlayer(.video):
            StatusMessage(
                tr("No player for videos is installed: install mpv or ffmpeg (ffplay), or name one as player in config.toml"),
                tone: tone)
        case .noPlayer(.sound):
            StatusMessage(
                tr(
                    "No player for sounds is installed: install mpv, ffmpeg (ffplay), pulseaudio-utils (paplay) or alsa-utils (aplay), or name one as player in config.toml"
                ), tone: tone)
        case .playerMissing(let program):
            StatusMessage(
                tr("The player config.toml names, {program}, is not installed", ["program": TerminalSafe.escaped(program)]),
                tone: tone)
        case .fileRefused(let path, let reason):
            StatusMessage(tr("Cannot play {path}: {reason}", ["reason": reason]), paths: ["path": path], tone: tone)
        case .notStarted(let program, let reason):
            StatusMessage(
                tr("{program} could not be started: {reason}", ["program": TerminalSafe.escaped(program), "reason": reason]),
                tone: tone)
        }
    }
}

extension Playback {
    /// The file's name as the status row may show it.
    var shownName: String { TerminalSafe.escaped(source.fileName) }

    /// The status row's words while it plays: the clock and the file's name.
    var statusLine: String { "\(statusText) · \(shownName)" }
}
