import Glibc
import LetterKit
import LetterSystem

/// Every save in a synced letterbox is a commit: once `letter box sync` has
/// made the box a git repository, a letter saved (renamed, trashed) there is
/// committed at once, so the next sync carries each version, not only the
/// last, and `git log` is the box's history.
///
/// Why only the saved paths are staged: anything else in the box (a file a
/// person is still writing with another program) is left to the next sync.
/// Pathspecs are literal (`--literal-pathspecs`), so a letter named
/// `a*.letter` stages itself alone.
///
/// Limitations: run in the foreground of whoever asks (the editor asks
/// between keys, after the save is on disk); a failing git is the caller's
/// message and never undoes the save.
struct BoxCommit {
    /// The box, absolute, links resolved.
    let box: String
    private var git: GitProgram
    let host: String
    /// Whether the identity was asked of git (once a committer).
    private var signed = false

    /// The committer for `box` (absolute, links resolved) when it is a git
    /// repository and `git` was found; nil otherwise, so a box that is not
    /// synced costs one `access` a save.
    init?(box: String, git: String?, host: String = BoxSync.hostName()) {
        guard let git, access(box + "/.git", F_OK) == 0 else { return nil }
        self.box = box
        self.git = GitProgram(executable: git, folder: box)
        self.host = SyncCopyName.plainHost(host)
    }

    /// `path` relative to the box, its folder's links resolved; nil when it
    /// is not inside the box (or is the box's `.git`).
    func relative(_ path: String) -> String? {
        let absolute = FilePath.absolute(path)
        guard case .success(let folder) = FilePath.real(FilePath.folder(of: absolute)) else { return nil }
        let real = FilePath.join(folder, FilePath.name(of: absolute))
        let inside = BoxListing.relativePath(of: real, inBox: box)
        guard inside != real, !inside.isEmpty, inside != ".git", !inside.hasPrefix(".git/") else { return nil }
        return inside
    }

    /// Commits what changed at `paths` (any path; those outside the box are
    /// left out, and missing ones stage their removal when git knew them),
    /// with `summary` and a `Host:` trailer as a sync writes. False when
    /// there was nothing to commit.
    @discardableResult
    mutating func commit(_ paths: [String], summary: String) throws(BoxSyncError) -> Bool {
        let inside = paths.compactMap(relative)
        guard !inside.isEmpty else { return false }
        // A pathspec that matches nothing (a new name never saved, a files
        // folder that was never there) would fail `git add` as a whole: the
        // paths git knows or could add are asked first.
        let known = try call(["ls-files", "-z", "--cached", "--others", "--exclude-standard", "--"] + inside)
        guard known.succeeded else { throw .step(step: "ls-files", box: box, reason: known.reason) }
        let listed = known.output.split(separator: "\0").map(String.init)
        guard !listed.isEmpty else { return false }
        if !signed {
            git.settings = try BoxSync.identity(of: git, host: host)
            signed = true
        }
        try step(["add", "-A", "--"] + listed)
        // 1 when something is staged.
        guard try call(["diff", "--cached", "--quiet"]).status == 1 else { return false }
        try step(["commit", "-q", "-m", "\(summary)\n\nHost: \(host)"])
        return true
    }

    private func call(_ arguments: [String]) throws(BoxSyncError) -> GitProgram.Run {
        guard let run = git.run(["--literal-pathspecs"] + arguments) else { throw .noGit(git.executable) }
        return run
    }

    private func step(_ arguments: [String]) throws(BoxSyncError) {
        let run = try call(arguments)
        guard run.succeeded else { throw .step(step: arguments.first ?? "", box: box, reason: run.reason) }
    }
}
