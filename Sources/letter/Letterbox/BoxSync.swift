import Glibc
import LetterKit
import LetterSystem

/// `letter box sync`: the letterbox kept in a git repository and brought
/// together with a remote one, so the same letters are on every machine.
///
/// Representation: the box is the repository's work tree (`.git` made on
/// first use, with the branch `main`); the remote is the repository's
/// `origin`, remembered there. A sync commits every change in the box,
/// fetches, merges and pushes. Nothing of the program's own lives in the
/// box (the index is in the cache folder), so there is nothing to ignore.
///
/// A file both machines changed loses neither version: ours keeps its name
/// and theirs is put beside it as `NAME (HOST).EXT` (`SyncCopyName`), HOST
/// being the machine that made their last commit, which every sync records
/// as a `Host:` trailer (`other` when their commit has none). A file one side
/// removed and the other changed is kept, changed.
///
/// What fails changes nothing the person sees: the remote is asked first
/// (`git ls-remote`), before the box is made a repository; a failed fetch
/// changes nothing; a merge that cannot be finished is aborted; a refused
/// push puts the box back at its own commit.
struct BoxSync {
    let box: String
    var git: GitProgram
    let host: String

    /// What a sync did: the remote, and each pair of versions kept.
    struct Outcome: Equatable {
        var remote: String
        var copies: [(letter: String, copy: String)]

        static func == (lhs: Outcome, rhs: Outcome) -> Bool {
            lhs.remote == rhs.remote && lhs.copies.map { [$0.letter, $0.copy] } == rhs.copies.map { [$0.letter, $0.copy] }
        }

        /// What a person is told: the remote, then each pair kept, a line each.
        var lines: [String] {
            [tr("Synced the letterbox with {remote}", ["remote": remote])]
                + copies.map { tr("Both versions kept: {letter} and {copy}", ["letter": $0.letter, "copy": $0.copy]) }
        }
    }

    /// The branch every box's repository uses, so two boxes made on two
    /// machines with different git defaults still meet.
    static let branch = "main"

    init(box: String, git: String, host: String = BoxSync.hostName()) {
        self.box = box
        self.git = GitProgram(executable: git, folder: box)
        self.host = SyncCopyName.plainHost(host)
    }

    /// Syncs with `given`, else the remembered remote.
    mutating func sync(remote given: String?) throws(BoxSyncError) -> Outcome {
        let isRepository = access(box + "/.git", F_OK) == 0
        let recorded = isRepository ? try optional(["remote", "get-url", "origin"]) : nil
        guard let written = given ?? recorded else { throw .noRemote }
        guard !written.hasPrefix("-"), !written.contains(where: { $0.isNewline }) else { throw .badRemote(written) }
        let remote = Self.located(written)
        // Asked first, so an unreachable remote leaves the box as it was.
        let reachable = try call(["ls-remote", "--heads", remote])
        guard reachable.succeeded else { throw .unreachable(remote: remote, reason: reachable.reason) }
        if !isRepository { try step(["init", "-q", "--initial-branch=\(Self.branch)"]) }
        if recorded == nil {
            try step(["remote", "add", "origin", remote])
        } else if recorded != remote {
            try step(["remote", "set-url", "origin", remote])
        }
        git.settings = try Self.identity(of: git, host: host)
        try step(["add", "-A"])
        if try !call(["status", "--porcelain"]).output.isEmpty {
            try step(["commit", "-q", "-m", "Letters saved on \(host)\n\nHost: \(host)"])
        }
        let branch = try optional(["symbolic-ref", "--short", "HEAD"]) ?? Self.branch
        let fetched = try call(["fetch", "-q", "origin"])
        guard fetched.succeeded else { throw .unreachable(remote: remote, reason: fetched.reason) }
        let ours = try optional(["rev-parse", "-q", "--verify", "HEAD"])
        var copies: [(letter: String, copy: String)] = []
        let theirs = "refs/remotes/origin/\(branch)"
        if try optional(["rev-parse", "-q", "--verify", theirs]) != nil {
            copies = try merge(theirs, remote: remote)
        }
        guard try optional(["rev-parse", "-q", "--verify", "HEAD"]) != nil else {
            return Outcome(remote: remote, copies: [])  // an empty box and an empty remote
        }
        let pushed = try call(["push", "-q", "-u", "origin", "HEAD:refs/heads/\(branch)"])
        guard pushed.succeeded else {
            if let ours { _ = try call(["reset", "-q", "--hard", ours]) }
            throw .pushRefused(remote: remote, reason: pushed.reason)
        }
        return Outcome(remote: remote, copies: copies)
    }

    /// Merges `theirs`; a file both sides changed is kept twice. Aborted,
    /// and thrown, when the merge cannot be finished.
    private func merge(_ theirs: String, remote: String) throws(BoxSyncError) -> [(letter: String, copy: String)] {
        let message = "Letters from \(remote) merged on \(host)\n\nHost: \(host)"
        let merged = try call(["merge", "-q", "--no-edit", "--allow-unrelated-histories", "-m", message, theirs])
        if merged.succeeded { return [] }
        let conflicted = try call(["diff", "--name-only", "--diff-filter=U", "-z"]).output.split(separator: "\0").map(String.init)
        guard !conflicted.isEmpty else {
            _ = try call(["merge", "--abort"])
            throw .mergeFailed(remote: remote, reason: merged.reason)
        }
        do throws(BoxSyncError) {
            let otherHost = try call(["log", "-1", "--format=%(trailers:key=Host,valueonly)", "MERGE_HEAD"])
                .output.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
            var copies: [(letter: String, copy: String)] = []
            for path in conflicted {
                let stages = Set(
                    try call(["ls-files", "-u", "-z", "--", path]).output.split(separator: "\0")
                        .compactMap { $0.split(separator: "\t").first?.split(separator: " ").last })
                if stages.contains("2") && stages.contains("3") {
                    let copy = SyncCopyName.copy(of: path, host: otherHost) { access(box + "/" + $0, F_OK) == 0 }
                    let written = try call(["checkout-index", "--stage=3", "--temp", "--", path])
                    guard written.succeeded, let temporary = written.output.split(separator: "\t").first,
                        rename(box + "/" + temporary, box + "/" + copy) == 0
                    else { throw BoxSyncError.mergeFailed(remote: remote, reason: written.reason) }
                    try step(["checkout", "--ours", "--", path])
                    try step(["add", "--", path, copy])
                    copies.append((path, copy))
                } else {
                    // Removed on one side, changed on the other: the changed one stays.
                    try step(["checkout", stages.contains("2") ? "--ours" : "--theirs", "--", path])
                    try step(["add", "--", path])
                }
            }
            try step(["commit", "-q", "--no-edit"])
            return copies
        } catch {
            _ = try? call(["merge", "--abort"])
            throw error
        }
    }

    /// The `-c` settings git's commits need: `git`'s own when a name is
    /// set anywhere, else the box's machine signs them (`USER@host`).
    static func identity(of git: GitProgram, host: String) throws(BoxSyncError) -> [String] {
        guard let asked = git.run(["var", "GIT_COMMITTER_IDENT"]) else { throw .noGit(git.executable) }
        if asked.succeeded { return git.settings }
        let user = getenv("USER").map { String(cString: $0) } ?? "letter"
        return ["user.name=\(user)", "user.email=\(user)@\(host)"]
    }

    /// A remote written as a path relative to the working folder, made
    /// absolute (git runs in the box); URLs and `host:path` stay as written.
    static func located(_ remote: String) -> String {
        remote.hasPrefix("/") || remote.contains(":") ? remote : FilePath.absolute(remote)
    }

    /// This machine's name, for the commits' `Host:` trailer.
    static func hostName() -> String {
        var bytes = [CChar](repeating: 0, count: 256)
        guard gethostname(&bytes, bytes.count - 1) == 0 else { return "other" }
        return String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private func call(_ arguments: [String]) throws(BoxSyncError) -> GitProgram.Run {
        guard let run = git.run(arguments) else { throw .noGit(git.executable) }
        return run
    }

    /// A call that must succeed.
    private func step(_ arguments: [String]) throws(BoxSyncError) {
        let run = try call(arguments)
        guard run.succeeded else { throw .step(step: arguments.first ?? "", box: box, reason: run.reason) }
    }

    /// A call's first line of output when it succeeds, else nil.
    private func optional(_ arguments: [String]) throws(BoxSyncError) -> String? {
        let run = try call(arguments)
        guard run.succeeded, let line = run.output.split(whereSeparator: \.isNewline).first, !line.isEmpty else { return nil }
        return String(line)
    }
}

/// Why a sync stopped.
enum BoxSyncError: Error, Hashable, CustomStringConvertible {
    case noGit(String)
    case noRemote
    case badRemote(String)
    case unreachable(remote: String, reason: String)
    case step(step: String, box: String, reason: String)
    case mergeFailed(remote: String, reason: String)
    case pushRefused(remote: String, reason: String)

    var description: String {
        switch self {
        case .noGit(let path): tr("cannot run {program}: syncing needs git", ["program": path])
        case .noRemote: tr("no remote to sync with: give one, as in letter box sync REMOTE")
        case .badRemote(let remote): tr("{remote}: not a remote", ["remote": remote])
        case .unreachable(let remote, let reason):
            tr("cannot reach {remote}: {reason}; nothing was changed", ["remote": remote, "reason": reason])
        case .step(let step, let box, let reason):
            tr("git {step} failed in {box}: {reason}", ["step": step, "box": box, "reason": reason])
        case .mergeFailed(let remote, let reason):
            tr("cannot merge the letters from {remote}: {reason}; nothing was changed", ["remote": remote, "reason": reason])
        case .pushRefused(let remote, let reason):
            tr("{remote} refused the letters: {reason}; the box is as it was before the sync", ["remote": remote, "reason": reason])
        }
    }
}
