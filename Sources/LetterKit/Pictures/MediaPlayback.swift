/// A video or a sound the editor asked an external player to play, as the
/// status row shows it (`▶ 0:12 / 0:42`).
///
/// Representation: the block played (its picture number, so Enter on the
/// same block stops it and on another starts that one), the file, its
/// length when the program knows it, and the clock: the runner's time at
/// the first tick after the player was asked for, and the whole seconds
/// shown since. The editor never asks the player where it is: the elapsed
/// time is the wall clock's, which is what a person watching counts too.
///
/// Limitations: a player paused in its own window (mpv's space bar) goes on
/// counting here.
public struct Playback: Hashable, Sendable {
    /// Counts the players asked for in this run, so an answer about one
    /// that was stopped since is not taken for the one playing now.
    public var serial: Int
    /// The picture number (`PictureMark.id`) of the block played.
    public var pictureID: Int
    public var source: PictureSource
    public var kind: MediaKind
    /// How long it plays, when the program read it from the file.
    public var length: MediaTime?
    /// The runner's clock when it started; nil until the first tick after.
    var startedAt: Duration?
    /// The whole seconds the status row shows.
    public internal(set) var shownSeconds: Int64 = 0

    /// What the status row says: `▶ 0:12 / 0:42`, or `▶ 0:12` while the
    /// length is unknown. The clock stops at the length: a player that
    /// waited (to open its window, or paused in it) has not played past
    /// the end, whatever the wall clock says.
    public var statusText: String {
        guard let length else { return "▶ \(MediaTime(milliseconds: shownSeconds * 1000).text)" }
        let elapsed = MediaTime(milliseconds: min(shownSeconds * 1000, length.milliseconds))
        return "▶ \(elapsed.text) / \(length.text)"
    }
}

/// A `Playback` held by reference, so the editor's state grows by one
/// pointer for it (see `EditorState.playing`); replaced, never changed.
final class PlaybackBox: Sendable {
    let playback: Playback

    init(_ playback: Playback) {
        self.playback = playback
    }
}

/// What the status row shows of a playback, compared frame by frame
/// without copying the file's names: which player, and the second.
struct PlaybackShown: Hashable, Sendable {
    var serial: Int
    var seconds: Int64

    /// What the row shows of `box`; nil when nothing plays. Asked of the
    /// state's stored box, never of a computed property of the state, which
    /// an unoptimized build answers by copying the whole state.
    static func of(_ box: PlaybackBox?) -> PlaybackShown? {
        guard let box else { return nil }
        return PlaybackShown(serial: box.playback.serial, seconds: box.playback.shownSeconds)
    }

    /// Whether `shown` is still what the row shows of `box`: asked on every
    /// frame, so written out rather than through `Optional`'s generic `==`,
    /// which an unoptimized build looks up type metadata for each time.
    static func holds(_ shown: PlaybackShown?, _ box: PlaybackBox?) -> Bool {
        guard let box else {
            if case .some = shown { return false }
            return true
        }
        guard let shown else { return false }
        return shown.serial == box.playback.serial && shown.seconds == box.playback.shownSeconds
    }
}

/// What the shell is asked to play: the file as the program opens a
/// picture's (checked the same way: confined to the letter's folder when
/// the letter wrote the path, a regular file), with a player for its kind.
public struct PlayRequest: Hashable, Sendable {
    public var serial: Int
    public var path: String
    public var confinedTo: String?
    public var kind: MediaKind

    public init(serial: Int, path: String, confinedTo: String?, kind: MediaKind) {
        self.serial = serial
        self.path = path
        self.confinedTo = confinedTo
        self.kind = kind
    }
}

/// Why a video or a sound was not played, as facts: the editor words them.
public enum PlayProblem: Error, Hashable, Sendable {
    /// No player for this kind is installed, and config.toml names none.
    case noPlayer(MediaKind)
    /// The program config.toml's `player` names is not on PATH (or cannot
    /// be run).
    case playerMissing(program: String)
    /// The file cannot be played: missing, outside the letter's folder, not
    /// a regular file (the reason as the system gave it).
    case fileRefused(path: String, reason: String)
    /// The player could not be started (the reason as the system gave it).
    case notStarted(program: String, reason: String)
}
