import Glibc
import LetterKit

/// Renames a letter in the box, and the files folders that are its alone
/// (`FilesFolders`: its own `NAME.ext.files/`, an old `NAME.files/` only
/// when no other letter shares it), so the pictures it shows stay beside
/// it; the letter's picture blocks are rewritten to the folders' new names
/// (`FilesFolderRename`, through the picture syntax) with a safe save. A
/// shared folder stays where it is, and the letter's paths into it still
/// resolve, as the letter stays in the same folder.
///
/// Nothing is replaced: a name taken by any file (listed or not) is refused.
///
/// Limitations: between the check and the rename another program could take
/// the name (a moment's race, as with `mv -n`).
@MainActor
enum LetterRenamer {
    static func rename(from old: String, to new: String) -> (outcome: BoxOutcome, files: FilesFolderReport) {
        if case .success = System.linkStatus(new) { return (.taken, FilesFolderReport()) }
        let decision = FilesFolders.decision(forLetterAt: old)
        let folder = FilePath.folder(of: old)
        let moves = FilesFolderRename.moves(
            of: decision.taken, renaming: FilePath.name(of: old), to: FilePath.name(of: new)
        ).map {
            FilesFolderRename.Move(from: FilePath.join(folder, $0.from), to: FilePath.join(folder, $0.to))
        }
        for move in moves {
            if case .success = System.linkStatus(move.to) {
                return (
                    .failed(.alreadyThere(name: FilePath.name(of: move.to))),
                    FilesFolderReport()
                )
            }
        }
        guard System.rename(old, new) == 0 else {
            return (.failed(.refused(SystemError.current.problem)), FilesFolderReport())
        }
        var report = FilesFolderReport(shared: decision.shared)
        for move in moves {
            guard System.rename(move.from, move.to) == 0 else {
                let problem = SystemError.current.problem
                return (
                    .failed(.filesFolderNotRenamed(name: FilePath.name(of: move.from), problem)),
                    report
                )
            }
            report.moved.append(
                FilesFolderRename.Move(from: FilePath.name(of: move.from), to: FilePath.name(of: move.to)))
        }
        // The letter's pictures point into the folders by their names.
        guard !moves.isEmpty, LetterFile.carriesInk(path: new), let text = FilesFolders.text(of: new),
            let rewritten = FilesFolderRename.text(text, in: folder, moving: moves)
        else { return (.done, report) }
        do { try SafeSave.write(Array(rewritten.utf8), to: new) } catch {
            return (
                .failed(.picturesNotRenamed(error.problem)), report
            )
        }
        return (.done, report)
    }
}
