import Glibc
import LetterKit
import LetterSystem

/// The external player of the editor's videos and sounds: one at a time,
/// started in the background on Enter and stopped on Esc, on Enter again,
/// on another block's Enter and when the editor ends.
///
/// Started through `HelperProgram.startDetached`: /dev/null for its
/// standard streams, a session of its own with no controlling terminal,
/// signals at their defaults, no descriptor of ours. Its pid is its
/// process group's, so stopping it reaches whatever it started too:
/// SIGTERM to the group, SIGKILL after `stopGrace` if it is still there.
/// It is reaped without waiting while it plays (`check`, once a second),
/// so one that ended is never left a zombie.
///
/// The path it is given is checked as a picture's is (a regular file,
/// inside the letter's folder when the letter wrote it) and passed
/// absolute with its links resolved: a file named `-x.mp4` is never an
/// option to the player.
///
/// Limitations: the file is checked, then opened by the player: a file
/// swapped between the two (on this machine, within a moment) is played.
@MainActor
final class MediaPlayer {
    /// config.toml's `player`, as words; nil for the default players.
    var configured: [String]?
    /// Where players are looked for: PATH as it was when the editor started.
    var searchPath: String? = getenv("PATH").map { String(cString: $0) }
    /// The player playing, and the editor's number for it.
    private var running: (pid: pid_t, serial: Int)?
    /// How long a player has to end after SIGTERM before SIGKILL.
    static let stopGrace = Duration.milliseconds(500)

    /// Stops any player and starts one on `request`'s file; nil when it
    /// started, else the reply that says why not.
    func play(_ request: PlayRequest) -> EditorReply? {
        stop()
        let file: String
        do throws(FileRefusal) { file = try Self.checked(request) } catch {
            return .playFailed(serial: request.serial, .fileRefused(path: request.path, reason: error.description))
        }
        let found = PlayerCommand.resolve(configured: configured, kind: request.kind) { [searchPath] program in
            let home = getenv("HOME").map { String(cString: $0) }
            return ProgramSearch.find(HomePath.expanded(program, home: home) ?? program, path: searchPath)
        }
        let words: [String]
        switch found {
        case .success(let resolved): words = resolved
        case .failure(let problem): return .playFailed(serial: request.serial, problem)
        }
        guard let program = words.first else { return .playFailed(serial: request.serial, .noPlayer(request.kind)) }
        do throws(HelperFailure) {
            let pid = try HelperProgram.at(program).startDetached(arguments: Array(words.dropFirst()) + [file])
            running = (pid, request.serial)
            PlayerGuard.add(pid)
            return nil
        } catch {
            let reason: String
            switch error.reason {
            case .notStarted(let system), .missing(_, let system): reason = system.description
            default: reason = error.description
            }
            return .playFailed(serial: request.serial, .notStarted(program: FilePath.name(of: program), reason: reason))
        }
    }

    /// Whether the player ended by itself: reaps it if so (never waiting)
    /// and returns the reply that says so; nil while it plays.
    func check() -> EditorReply? {
        guard let running else { return nil }
        var status: Int32 = 0
        let reaped = waitpid(running.pid, &status, WNOHANG)
        guard reaped == running.pid || (reaped < 0 && errno == ECHILD) else { return nil }
        self.running = nil
        PlayerGuard.remove(running.pid)
        let ended = reaped < 0 ? 0 : (status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f))
        return .playerEnded(serial: running.serial, status: ended)
    }

    /// Stops the player, if one is playing, and reaps it.
    func stop() {
        guard let running else { return }
        self.running = nil
        Self.end(group: running.pid, grace: Self.stopGrace)
        PlayerGuard.remove(running.pid)
    }

    /// SIGTERM to the group led by `pid`, up to `grace` for its leader to
    /// end, then SIGKILL to whatever is left of the group, and the leader
    /// reaped last: until it is, its pid (the group's number) is given to
    /// no other process, so neither signal can reach a stranger.
    nonisolated static func end(group pid: pid_t, grace: Duration) {
        kill(-pid, SIGTERM)
        let steps = max(1, Int(grace / .milliseconds(20)))
        for _ in 0..<steps {
            if hasEnded(pid) { break }
            usleep(20_000)
        }
        kill(-pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }

    /// Whether child `pid` has ended, without reaping it (`WNOWAIT`).
    /// Async-signal-safe (`waitid`).
    nonisolated static func hasEnded(_ pid: pid_t) -> Bool {
        var info = siginfo_t()
        let result = waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT)
        // With WNOHANG, si_signo stays 0 while the child runs; no such child
        // (reaped already) has ended too.
        return result < 0 ? errno != EINTR : info.si_signo == SIGCHLD
    }

    /// The file to give the player: absolute, links resolved, a regular
    /// file, inside `confinedTo` when the letter wrote the path.
    static func checked(_ request: PlayRequest) throws(FileRefusal) -> String {
        let absolute = request.path.hasPrefix("/") ? request.path : FilePath.join(TypedPath.workingFolder(), request.path)
        let file = try System.openRegularFile(absolute, confinedTo: request.confinedTo)
        file.close()
        switch FilePath.real(absolute) {
        case .success(let resolved): return resolved
        case .failure(let error): throw .unreadable(error)
        }
    }
}
