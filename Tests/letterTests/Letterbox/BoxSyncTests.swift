import Glibc
import LetterKit
import Testing

@testable import letter

/// `letter box sync` through the real binary and the real git: two boxes
/// (two HOMEs), as on two machines, and a bare repository between them.
@Suite("Letterbox: sync through git")
struct BoxSyncTests {
    /// Two boxes and an empty bare repository in the first one's scratch.
    struct Machines {
        let one: BoxFixture
        let two: BoxFixture
        let remote: String

        init() throws {
            one = try BoxFixture()
            two = try BoxFixture()
            remote = one.home + "/../letters.git"
            let made = try run(["/usr/bin/git", "init", "-q", "--bare", remote], environment: one.environment)
            guard made.status == 0 else { throw FilesTestError("git init --bare: \(made.error)") }
        }

        /// `letter box sync ARGUMENTS --box BOX` on `fixture`, as a person
        /// with a name for git but no git config of their own.
        func sync(_ fixture: BoxFixture, _ arguments: [String] = []) throws -> (status: Int32, output: String, error: String) {
            let person = [
                "GIT_AUTHOR_NAME": "Min-ji", "GIT_AUTHOR_EMAIL": "minji@example.org",
                "GIT_COMMITTER_NAME": "Min-ji", "GIT_COMMITTER_EMAIL": "minji@example.org",
            ]
            return try run(
                [letterBinary, "box", "sync"] + arguments + ["--box", fixture.box],
                environment: fixture.environment.merging(person) { $1 })
        }
    }

    static var host: String { SyncCopyName.plainHost(BoxSync.hostName()) }

    @Test func aLetterWrittenInOneBoxAppearsInTheOtherWithItsFiles() throws {
        let machines = try Machines()
        try machines.one.write("autumn.letter", "Dear Min-ji,\n![a](autumn.letter.files/a.png){lines=2}\n")
        try machines.one.write("autumn.letter.files/a.png", bytes: [0x89, 0x50, 0x4E, 0x47])
        let first = try machines.sync(machines.one, [machines.remote])
        #expect(first.status == 0, "\(first.error)")
        #expect(first.output.hasPrefix("Synced the letterbox with "))
        #expect(first.error == "")
        try machines.two.write("2024/kyoto.txt", "こんにちは\n")
        let second = try machines.sync(machines.two, [machines.remote])
        #expect(second.status == 0, "\(second.error)")
        #expect(readText(machines.two.path("autumn.letter")) == "Dear Min-ji,\n![a](autumn.letter.files/a.png){lines=2}\n")
        #expect(readBytes(machines.two.path("autumn.letter.files/a.png")) == [0x89, 0x50, 0x4E, 0x47])
        // The remote is remembered: the first box syncs again without it.
        let again = try machines.sync(machines.one)
        #expect(again.status == 0, "\(again.error)")
        #expect(readText(machines.one.path("2024/kyoto.txt")) == "こんにちは\n")
    }

    @Test func theSameLetterEditedInBothBoxesKeepsBothVersions() throws {
        let machines = try Machines()
        try machines.one.write("autumn.letter", "Dear Min-ji,\n")
        #expect(try machines.sync(machines.one, [machines.remote]).status == 0)
        #expect(try machines.sync(machines.two, [machines.remote]).status == 0)
        try machines.one.write("autumn.letter", "Dear Min-ji,\nFrom the laptop.\n")
        try machines.two.write("autumn.letter", "Dear Min-ji,\nFrom the desktop.\n")
        #expect(try machines.sync(machines.one).status == 0)
        let both = try machines.sync(machines.two)
        let copy = "autumn (\(Self.host)).letter"
        #expect(both.status == 0, "\(both.error)")
        #expect(both.output.contains("Both versions kept: autumn.letter and \(copy)\n"))
        #expect(readText(machines.two.path("autumn.letter")) == "Dear Min-ji,\nFrom the desktop.\n")
        #expect(readText(machines.two.path(copy)) == "Dear Min-ji,\nFrom the laptop.\n")
        // The pair travels back: the first box has both too.
        #expect(try machines.sync(machines.one).status == 0)
        #expect(readText(machines.one.path("autumn.letter")) == "Dear Min-ji,\nFrom the desktop.\n")
        #expect(readText(machines.one.path(copy)) == "Dear Min-ji,\nFrom the laptop.\n")
    }

    @Test func aRemoteThatDoesNotExistIsOneMessageAndTheBoxIsUnchanged() throws {
        let machines = try Machines()
        try machines.one.write("autumn.letter", "Dear Min-ji,\n")
        let missing = machines.one.home + "/nowhere.git"
        let result = try machines.sync(machines.one, [missing])
        #expect(result.status == 2)
        #expect(result.output == "")
        #expect(result.error.hasPrefix("letter: cannot reach \(missing): "))
        #expect(result.error.hasSuffix("; nothing was changed\n"))
        #expect(result.error.split(separator: "\n").count == 1)
        #expect(access(machines.one.path(".git"), F_OK) != 0)
        #expect(readText(machines.one.path("autumn.letter")) == "Dear Min-ji,\n")
    }

    /// A remote synced with before and deleted since: one message, and the
    /// letters written meanwhile are all still there, the remote still
    /// remembered for when it is back.
    @Test func aDeletedRemoteIsOneMessageAndLosesNothing() throws {
        let machines = try Machines()
        try machines.one.write("autumn.letter", "Dear Min-ji,\n")
        #expect(try machines.sync(machines.one, [machines.remote]).status == 0)
        let removed = try run(["/bin/rm", "-rf", machines.remote])
        #expect(removed.status == 0)
        try machines.one.write("autumn.letter", "Dear Min-ji,\nWritten after.\n")
        try machines.one.write("winter.letter", "Dear Sam,\n")
        let result = try machines.sync(machines.one)
        #expect(result.status == 2)
        #expect(result.output == "")
        #expect(result.error.hasPrefix("letter: cannot reach "))
        #expect(result.error.split(separator: "\n").count == 1)
        #expect(readText(machines.one.path("autumn.letter")) == "Dear Min-ji,\nWritten after.\n")
        #expect(readText(machines.one.path("winter.letter")) == "Dear Sam,\n")
        let remembered = try run(["/usr/bin/git", "-C", machines.one.box, "remote", "get-url", "origin"])
        #expect(remembered.output.hasSuffix("letters.git\n"))
    }

    /// A remote that refuses the push (a hook says no): one message, and
    /// the box keeps its own letters, not the other box's merged in.
    @Test func aRefusedPushIsOneMessageAndTheBoxIsAsItWas() throws {
        let machines = try Machines()
        try machines.one.write("autumn.letter", "Dear Min-ji,\n")
        #expect(try machines.sync(machines.one, [machines.remote]).status == 0)
        let hook = machines.remote + "/hooks/pre-receive"
        try writeText(hook, "#!/bin/sh\nexit 1\n", mode: 0o755)
        try machines.two.write("kyoto.txt", "こんにちは\n")
        let refused = try machines.sync(machines.two, [machines.remote])
        #expect(refused.status == 2)
        #expect(refused.error.contains(" refused the letters: "))
        #expect(refused.error.hasSuffix("; the box is as it was before the sync\n"))
        #expect(access(machines.two.path("autumn.letter"), F_OK) != 0)
        #expect(readText(machines.two.path("kyoto.txt")) == "こんにちは\n")
        // Once the remote takes it, the same sync goes through.
        #expect(unlink(hook) == 0)
        #expect(try machines.sync(machines.two).status == 0)
        #expect(readText(machines.two.path("autumn.letter")) == "Dear Min-ji,\n")
    }

    /// The box's commits, newest first: their subjects and `Host:` lines.
    static func log(_ fixture: BoxFixture) throws -> String {
        try run(["/usr/bin/git", "-C", fixture.box, "log", "--format=%s|%(trailers:key=Host,valueonly,separator=)"],
            environment: fixture.environment).output
    }

    /// Both versions kept are marked as a pair in `letter box --list`, and
    /// the index shows what a sync brought in without `--refresh`.
    @Test func theListShowsWhatASyncBroughtAndMarksThePair() throws {
        let machines = try Machines()
        try machines.one.write("autumn.letter", "Dear Min-ji,\n")
        #expect(try machines.sync(machines.one, [machines.remote]).status == 0)
        // The second box's index is made before the sync brings anything.
        #expect(try machines.two.letter(["box", "--list", machines.two.box]).output == "")
        #expect(try machines.sync(machines.two, [machines.remote]).status == 0)
        let brought = try machines.two.letter(["box", "--list", machines.two.box]).output
        #expect(brought.hasPrefix("autumn.letter\t") && brought.hasSuffix("\tDear Min-ji,\n"), "\(brought)")
        try machines.one.write("autumn.letter", "Dear Min-ji, from the laptop\n")
        try machines.two.write("autumn.letter", "Dear Min-ji, from the desktop\n")
        #expect(try machines.sync(machines.one).status == 0)
        #expect(try machines.sync(machines.two).status == 0)
        let listed = try machines.two.letter(["box", "--list", "--order", "name", machines.two.box])
        let lines = listed.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(listed.output)")
        let copy = "autumn (\(Self.host)).letter"
        #expect(lines.first { $0.hasPrefix("autumn.letter\t") }?.hasSuffix(
            "\tDear Min-ji, from the desktop\thas another version from \(Self.host)") == true, "\(lines)")
        #expect(lines.first { $0.hasPrefix(copy + "\t") }?.hasSuffix(
            "\tDear Min-ji, from the laptop\tother version from \(Self.host)") == true, "\(lines)")
    }

    /// A box kept in git commits each save the editor makes in it, between
    /// keys; with `sync = "on-quit"` the editor syncs once it has quit and
    /// says so on the shell's screen, its status still 0.
    @Test func aSaveInASyncedBoxIsACommitAndQuittingSyncs() throws {
        let machines = try Machines()
        try machines.one.write("autumn.letter", "Dear Min-ji,\n")
        #expect(try machines.sync(machines.one, [machines.remote]).status == 0)
        let settings = machines.one.config + "/letter"
        try XDGFolder.makeFolders(settings, mode: 0o755)
        try writeText(settings + "/config.toml", "box = \"\(machines.one.box)\"\nsync = \"on-quit\"\n")
        let session = try TmuxSession(
            "\(letterBinary) '\(machines.one.path("autumn.letter"))'",
            environment: machines.one.environment.merging(["XDG_STATE_HOME": machines.one.home + "/.state"]) { $1 })
        try session.waitFor("autumn.letter")
        try session.press("End")
        try session.type(" See you soon.")
        try session.press("C-s")
        try session.waitFor("Saved")
        // Committed while no key waits, before the editor quits.
        var log = ""
        for _ in 0..<100 where !log.hasPrefix("Saved autumn.letter|") {
            usleep(50_000)
            log = try Self.log(machines.one)
        }
        #expect(log.hasPrefix("Saved autumn.letter|\(Self.host)\n"), "\(log)")
        try session.press("C-q")
        let shell = try session.waitFor("[exit 0]", timeout: 20)
        #expect(shell.contains("Synced the letterbox with \(machines.remote)"), "\(shell)")
        // The other box has the saved letter from the remote.
        #expect(try machines.sync(machines.two, [machines.remote]).status == 0)
        #expect(readText(machines.two.path("autumn.letter"))?.contains("Dear Min-ji, See you soon.\n") == true)
    }

    /// `g` on the letterbox screen syncs, says so on the status row, and
    /// lists what the sync brought.
    @Test func gOnTheScreenSyncsAndListsWhatCame() throws {
        let machines = try Machines()
        try machines.two.write("spring.letter", "Dear Sam,\n")
        #expect(try machines.sync(machines.two, [machines.remote]).status == 0)
        try machines.one.write("autumn.letter", "Dear Min-ji,\n")
        #expect(try machines.sync(machines.one, [machines.remote]).status == 0)
        let environment = machines.two.environment.merging([
            "XDG_STATE_HOME": machines.two.home + "/.state", "GIT_AUTHOR_NAME": "Min-ji",
            "GIT_AUTHOR_EMAIL": "minji@example.org", "GIT_COMMITTER_NAME": "Min-ji",
            "GIT_COMMITTER_EMAIL": "minji@example.org",
        ]) { $1 }
        let session = try TmuxSession("\(letterBinary) box '\(machines.two.box)'", environment: environment)
        try session.waitFor("1 letter")
        try session.type("g")
        let synced = try session.waitFor("the sync's line and the letter it brought", timeout: 20) {
            $0.contains("Synced the letterbox with \(machines.remote)") && $0.contains("Dear Min-ji,")
        }
        #expect(synced.contains("Dear Sam,"))
        try session.type("q")
        try session.waitFor("[exit 0]")
    }

    /// Renaming and trashing through the code the letterbox uses commit too;
    /// a path outside the box, or one git never knew, is left out.
    @Test func aRenameOrATrashingInASyncedBoxIsACommit() throws {
        let machines = try Machines()
        try machines.one.write("autumn.letter", "Dear Min-ji,\n")
        try machines.one.write("autumn.letter.files/a.png", bytes: [0x89, 0x50])
        #expect(try machines.sync(machines.one, [machines.remote]).status == 0)
        #expect(BoxCommit(box: machines.two.box, git: "/usr/bin/git") == nil)
        var commit = try #require(BoxCommit(box: machines.one.box, git: "/usr/bin/git", host: "desk"))
        #expect(rename(machines.one.path("autumn.letter"), machines.one.path("fall.letter")) == 0)
        #expect(rename(machines.one.path("autumn.letter.files"), machines.one.path("fall.letter.files")) == 0)
        let paths = ["autumn.letter", "fall.letter", "autumn.letter.files", "fall.letter.files", "never.letter"]
        #expect(try commit.commit(paths.map(machines.one.path) + ["/etc/passwd"], summary: "Renamed autumn.letter to fall.letter"))
        #expect(try Self.log(machines.one).hasPrefix("Renamed autumn.letter to fall.letter|desk\n"))
        let tracked = try run(["/usr/bin/git", "-C", machines.one.box, "ls-files"], environment: machines.one.environment)
        #expect(tracked.output == "fall.letter\nfall.letter.files/a.png\n")
        // Nothing changed: no commit.
        #expect(try !commit.commit([machines.one.path("fall.letter")], summary: "Saved fall.letter"))
    }

    @Test func withoutARemoteItSaysHowToGiveOne() throws {
        let machines = try Machines()
        let result = try machines.sync(machines.one)
        #expect(result.status == 2)
        #expect(result.error == "letter: no remote to sync with: give one, as in letter box sync REMOTE\n")
    }
}

/// The text of the file at `path`, if it can be read as UTF-8.
private func readText(_ path: String) -> String? {
    readBytes(path).map { String(decoding: $0, as: UTF8.self) }
}
