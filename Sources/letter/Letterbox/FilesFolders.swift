import Glibc
// `stat`'s fields: where Foundation (the resources' accessor, ZIPFoundation) is in
// the same compile, the struct is CoreFoundation's, and its fields need that import.
import CoreFoundation
import LetterKit

/// The files folders beside a letter on disk, and which of them go with it
/// when it is trashed or renamed: the facts read here, the decision is
/// `FilesFolderOwnership`'s.
enum FilesFolders {
    /// What goes with the letter at `path` (absolute) and what stays.
    static func decision(forLetterAt path: String) -> FilesFolderOwnership.Decision {
        let folder = FilePath.folder(of: path)
        let name = FilePath.name(of: path)
        let names = System.names(in: folder) ?? []
        var folders: Set<String> = []
        var neighbours: [String] = []
        let stem = FilePath.name(of: PicturePath.legacyFilesFolder(forLetterAt: name)).dropLast(".files".count)
        for other in names where other != name {
            guard case .success(let status) = System.status(FilePath.join(folder, other)) else { continue }
            switch status.st_mode & S_IFMT {
            case S_IFDIR where other.hasSuffix(".files"):
                folders.insert(other)
            case S_IFREG where BookLetters.isLetterName(other) || other == stem:
                // A bare `autumn` beside `autumn.letter` is the stem's owner too.
                neighbours.append(other)
            default:
                continue
            }
        }
        return FilesFolderOwnership.decide(letter: name, in: folder, folders: folders, neighbours: neighbours) {
            text(of: FilePath.join(folder, $0))
        }
    }

    /// A letter's text, or nil when it cannot be read as one.
    static func text(of path: String) -> String? {
        guard let bytes = try? System.readSmall(path, limit: LetterText.sizeLimit) else { return nil }
        return String(validating: bytes, as: UTF8.self)
    }
}
