import Foundation
import Testing

/// Playing a letter's video or sound, end to end in tmux, with a stand-in
/// player (config.toml's `player`): a script that writes down its pid and
/// arguments and then sleeps 5 s (30 where a test waits for the player to be
/// stopped, so its own end is never taken for that), so a test can tell
/// whether it was started more than once, whether it still runs, and
/// whether it is gone.
@Suite("Playing a video or a sound end to end in tmux")
struct EditorPlayingEndToEndTests {
    let crashes = EditorCrashEndToEndTests()

    /// The folder with a letter holding `clip.mp4` (a name is enough: the
    /// program judges the kind by it) under "Dear Sam,", the stand-in and
    /// the settings that name it.
    static func folder(player script: String = "exec sleep 5", media: String = "clip.mp4") throws -> ScratchFolder {
        let folder = try ScratchFolder()
        try "not really a video\n".write(toFile: folder.file(media), atomically: true, encoding: .utf8)
        try "Dear Sam,\n![clip](\(media))\n".write(toFile: folder.file("trip.letter"), atomically: true, encoding: .utf8)
        let standIn = folder.file("stand-in.sh")
        try "echo \"$$ $*\" >> '\(folder.file("played"))'\n\(script)\n".write(
            toFile: standIn, atomically: true, encoding: .utf8)
        let config = folder.file(".config/letter")
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        // Run by /bin/sh, not executed itself: a file this process has just
        // written may still be open for writing in a child another test
        // spawned meanwhile, and exec would fail with ETXTBSY.
        try "player = \"/bin/sh \(standIn) --from-letter\"\n".write(
            toFile: config + "/config.toml", atomically: true, encoding: .utf8)
        return folder
    }

    /// Each start of the stand-in: its pid and its arguments.
    static func plays(in folder: ScratchFolder) -> [(pid: pid_t, arguments: String)] {
        (folder.read("played") ?? "").split(separator: "\n").compactMap { line in
            let parts = line.split(separator: " ", maxSplits: 1)
            guard let pid = parts.first.flatMap({ pid_t($0) }) else { return nil }
            return (pid, parts.count > 1 ? String(parts[1]) : "")
        }
    }

    /// Waits for the first start of the stand-in.
    static func firstPlay(in folder: ScratchFolder, _ session: TmuxSession) throws -> (pid: pid_t, arguments: String) {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if let play = plays(in: folder).first { return play }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw TimedOut(description: "the player was never started; the screen was:\n\((try? session.screen()) ?? "")")
    }

    /// Whether `pid` is a process that has not ended (a zombie has).
    static func isRunning(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let end = stat.range(of: ") ", options: .backwards)
        else { return false }
        return stat[end.upperBound...].first != "Z"
    }

    /// Waits up to `timeout` for `pid` to have ended; `reaped`: and to be
    /// reaped, no zombie left (asked only while the editor, its parent,
    /// runs: an orphan is for init to reap).
    static func isGone(_ pid: pid_t, reaped: Bool = false, within timeout: Double = 3) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if reaped ? !FileManager.default.fileExists(atPath: "/proc/\(pid)") : !isRunning(pid) { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }

    /// Opens the letter, puts the cursor on the block and presses Enter.
    func startPlaying(in folder: ScratchFolder, environment: [String: String] = [:]) throws -> TmuxSession {
        let session = try TmuxSession("\(letterBinary) trip.letter", folder: folder, environment: environment)
        try session.waitFor("F1 help")
        try session.press("Down")
        try session.press("Enter")
        return session
    }

    @Test func enterPlaysOnceAndTwentyKeysLeaveTheSamePlayerPlaying() throws {
        let folder = try Self.folder()
        let session = try startPlaying(in: folder)
        let play = try Self.firstPlay(in: folder, session)
        try session.press("Up")
        try session.press("End")
        try session.type("abcdefghijklmnopqrst")
        // Within the stand-in's 5 s: the keys typed, the clock still going.
        let screen = try session.waitFor("twenty keys and the clock") {
            $0.contains("Dear Sam,abcdefghijklmnopqrst") && $0.contains("▶ 0:0")
        }
        #expect(Self.plays(in: folder).count == 1, "started again: \(Self.plays(in: folder))")
        #expect(Self.isRunning(play.pid), "the player is gone:\n\(screen)")
        #expect(screen.contains("▶ 0:0") && screen.contains("clip.mp4"))
        // The file's absolute path, links resolved, after the configured words.
        let real = try #require(realpath(folder.file("clip.mp4"), nil))
        defer { free(real) }
        #expect(play.arguments == "--from-letter \(String(cString: real))")

        try session.press("C-q")
        try session.waitFor("Save changes")
        try session.type("n")
        try session.waitFor("[exit 0]")
        #expect(Self.isGone(play.pid), "the player outlived the editor")
    }

    /// Away from the terminal: a session of its own, /dev/null for its
    /// streams, none of the editor's descriptors.
    @Test func thePlayerHasNothingOfTheTerminal() throws {
        let folder = try Self.folder(player: "exec sleep 30")
        let session = try startPlaying(in: folder)
        let play = try Self.firstPlay(in: folder, session)
        try session.waitFor("▶ 0:0")
        #expect(getsid(play.pid) == play.pid)
        for stream in 0...2 {
            let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(play.pid)/fd/\(stream)")
            #expect(target == "/dev/null", "descriptor \(stream) is \(target ?? "closed")")
        }
        let descriptors = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(play.pid)/fd")
        #expect(Set(descriptors) == ["0", "1", "2"])
        try session.press("C-q")
        try session.waitFor("[exit 0]")
        #expect(Self.isGone(play.pid), "the player outlived the editor")
    }

    @Test func escStopsIt() throws {
        let folder = try Self.folder()
        let session = try startPlaying(in: folder)
        let play = try Self.firstPlay(in: folder, session)
        try session.waitFor("▶ 0:0")
        try session.press("Escape")
        try session.waitFor("Stopped clip.mp4")
        #expect(Self.isGone(play.pid, reaped: true))
        #expect(Self.plays(in: folder).count == 1)
    }

    @Test func enterAgainStopsItAndOnceMorePlaysItAgain() throws {
        let folder = try Self.folder()
        let session = try startPlaying(in: folder)
        let first = try Self.firstPlay(in: folder, session)
        try session.waitFor("▶ 0:0")
        try session.press("Enter")
        try session.waitFor("Stopped clip.mp4")
        #expect(Self.isGone(first.pid, reaped: true))
        try session.press("Enter")
        try session.waitFor("▶ 0:0")
        #expect(Self.plays(in: folder).count == 2)
    }

    /// A player that ends by itself is reaped (no zombie is left) and the
    /// status row says so.
    @Test func aPlayerThatEndsByItselfIsSaidAndReaped() throws {
        let folder = try Self.folder(player: "exit 0")
        let session = try startPlaying(in: folder)
        let play = try Self.firstPlay(in: folder, session)
        try session.waitFor("clip.mp4 played to its end")
        #expect(Self.isGone(play.pid, reaped: true), "the ended player was left a zombie")
    }

    /// A sound with the default players and none installed: PATH is an
    /// empty folder, and config.toml names no player.
    @Test func noPlayerInstalledIsOneStatusLine() throws {
        let folder = try Self.folder(media: "song.ogg")
        try FileManager.default.removeItem(atPath: folder.file(".config/letter/config.toml"))
        let empty = folder.file("empty")
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let session = try startPlaying(in: folder, environment: ["PATH": empty])
        try session.waitFor("No player for sounds is installed")
        #expect(Self.plays(in: folder).isEmpty)
    }

    /// The editor ended by a signal, by a crash, and by a signal while its
    /// loop is stuck (the stop watcher's way out) takes the player with it.
    @Test(arguments: [(nil, SIGTERM), ("1", nil), ("hang", SIGTERM)] as [(String?, Int32?)])
    func theEditorEndingAnyWayStopsThePlayer(trap: String?, signal: Int32?) throws {
        let folder = try Self.folder(player: "exec sleep 30")
        let session = try crashes.start("trip.letter", in: folder, trap: trap)
        try session.press("Down")
        try session.press("Enter")
        let play = try Self.firstPlay(in: folder, session)
        try session.waitFor("▶ 0:0")
        if trap != nil { try session.press("F12") }
        if let signal {
            let editor = try #require(try session.programPID())
            #expect(kill(editor, signal) == 0)
        }
        try session.waitFor("[exit ")
        #expect(Self.isGone(play.pid), "the player outlived the editor")
    }
}
