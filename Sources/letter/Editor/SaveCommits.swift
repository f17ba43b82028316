import Glibc
import LetterKit
import LetterSystem

/// The editor's saves in a synced letterbox, committed while no key waits
/// (`BoxCommit`): a save is on disk and said before git is asked anything,
/// and typing never waits on a commit.
///
/// Representation: the box (as the settings or the letterbox that opened
/// the editor name it), the committer once the box is found to be a
/// repository, and the paths saved since the last commit. Whatever is
/// still waiting when the editor quits is committed then (`commitPending`).
@MainActor
final class SaveCommits {
    private let box: String?
    private var committer: BoxCommit?
    /// Looked for once, at the first save into a repository box.
    private lazy var git = ProgramSearch.find("git")
    private var pending: [String] = []

    init(box: String?) {
        self.box = box
    }

    /// Notes the letter saved at `path`; true when it is in a repository
    /// box, to be committed. A save outside the box, or in a box sync never
    /// made a repository, costs an `access` and a `realpath`, nothing more.
    func saved(_ path: String) -> Bool {
        if committer == nil {
            guard let box, case .success(let real) = FilePath.real(box), access(real + "/.git", F_OK) == 0 else {
                return false
            }
            committer = BoxCommit(box: real, git: git)
        }
        guard let committer, committer.relative(path) != nil else { return false }
        let absolute = FilePath.absolute(path)
        if !pending.contains(absolute) { pending.append(absolute) }
        return true
    }

    /// Commits every letter saved since the last commit; git's reason when
    /// that failed (the letters stay saved, and are committed by the next
    /// save or sync).
    func commitPending() -> String? {
        guard var committer, !pending.isEmpty else { return nil }
        let paths = pending
        pending = []
        // A letter's files folder (its pictures copied in) goes with it.
        let names = paths.map { FilePath.name(of: $0) }.joined(separator: ", ")
        defer { self.committer = committer }
        do {
            try committer.commit(paths + paths.map { $0 + ".files" }, summary: "Saved \(names)")
            return nil
        } catch {
            return error.description
        }
    }
}
