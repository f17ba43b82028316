import Glibc
import LetterKit

/// Renames a letter in the box, and its `NAME.files/` folder with it, so the
/// pictures it shows stay beside it; the letter's picture blocks are
/// rewritten to the folder's new name (`FilesFolderRename`) with a safe save.
///
/// Nothing is replaced: a name taken by any file (listed or not) is refused.
///
/// Limitations: between the check and the rename another program could take
/// the name (a moment's race, as with `mv -n`).
@MainActor
enum LetterRenamer {
    static func rename(from old: String, to new: String) -> BoxOutcome {
        if case .success = System.linkStatus(new) { return .taken }
        let oldFiles = PicturePath.filesFolder(forLetterAt: old)
        let newFiles = PicturePath.filesFolder(forLetterAt: new)
        var movesFiles = false
        if case .success(let status) = System.linkStatus(oldFiles), status.st_mode & S_IFMT == S_IFDIR {
            if case .success = System.linkStatus(newFiles) { return .taken }
            movesFiles = true
        }
        guard Glibc.rename(old, new) == 0 else { return .failed(reason: String(cString: strerror(errno))) }
        guard movesFiles else { return .done }
        guard Glibc.rename(oldFiles, newFiles) == 0 else {
            let reason = String(cString: strerror(errno))
            return .failed(reason: "the letter is renamed, but its files folder is not: \(reason)")
        }
        // The letter's pictures point into the folder by its name.
        guard LetterFile.carriesInk(path: new), let bytes = try? System.readSmall(new, limit: LetterText.sizeLimit),
            let text = String(validating: bytes, as: UTF8.self),
            let rewritten = FilesFolderRename.text(
                text, movingFrom: FilePath.name(of: oldFiles), to: FilePath.name(of: newFiles))
        else { return .done }
        do { try SafeSave.write(Array(rewritten.utf8), to: new) } catch {
            return .failed(reason: "renamed, but its pictures still name \(FilePath.name(of: oldFiles)): \(error.description)")
        }
        return .done
    }
}
