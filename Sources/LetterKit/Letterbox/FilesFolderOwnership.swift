/// Which `.files` folders beside a letter belong to it alone, and so go with
/// it when it is trashed or renamed.
///
/// A letter's own folder is named for its whole file name
/// (`autumn.letter.files`): it goes with the letter unless another letter
/// beside it shows a picture from it (a letter written by hand may). Earlier letters were given the stem's folder
/// (`autumn.files`), which `autumn.letter`, `autumn.md` and `autumn.txt`
/// would all share; such a folder goes with the letter only when the letter
/// points into it, no other letter beside it does, and no other letter
/// beside it has that stem. Otherwise it stays where it is (a letter's paths
/// into it are written in its text and still resolve), and the decision says
/// who shares it.
///
/// Representation: names within the letter's folder (`autumn.files`), the
/// letter's folder as an absolute path (so an absolute picture path is
/// recognised), and a way to read a letter's text by name, asked only when
/// a shared folder is in question (nil for one that cannot be read, which
/// counts as pointing nowhere).
///
/// Limitations: only letters in the same folder are asked; a letter in
/// another folder that points into `../autumn.files/` is not seen.
public enum FilesFolderOwnership {
    /// A folder that stays behind, and the letters beside it that share it.
    public struct Shared: Hashable, Sendable {
        /// The folder's name (`autumn.files`).
        public var folder: String
        /// The other letters that point into it or have its stem, by name.
        public var sharedWith: [String]

        public init(folder: String, sharedWith: [String]) {
            self.folder = folder
            self.sharedWith = sharedWith
        }
    }

    /// What goes with a letter and what stays.
    public struct Decision: Hashable, Sendable {
        /// The folders that go with the letter, by name, its own first.
        public var taken: [String]
        /// Folders the letter points into that stay, because they are shared.
        public var shared: [Shared]

        public init(taken: [String] = [], shared: [Shared] = []) {
            self.taken = taken
            self.shared = shared
        }
    }

    /// The decision for the letter named `letter`, in the absolute folder
    /// `folder` whose subfolders are `folders` and whose other letters are
    /// `neighbours`; `text` reads a letter's text by name.
    public static func decide(
        letter: String, in folder: String, folders: Set<String>, neighbours: [String], text: (String) -> String?
    ) -> Decision {
        var decision = Decision()
        let own = PicturePath.filesFolder(forLetterAt: letter)
        if folders.contains(own) {
            // Named for this letter, but another may still show a picture from it.
            let ownPath = BoxPath.joined(folder, own)
            let sharers = neighbours.filter { name in
                name != letter && LetterFile.carriesInk(path: name)
                    && points(name, text(name), into: ownPath, from: folder)
            }.sorted()
            if sharers.isEmpty {
                decision.taken.append(own)
            } else {
                decision.shared.append(Shared(folder: own, sharedWith: sharers))
            }
        }
        let legacy = PicturePath.legacyFilesFolder(forLetterAt: letter)
        guard legacy != own, folders.contains(legacy) else { return decision }
        let legacyPath = BoxPath.joined(folder, legacy)
        guard points(letter, text(letter), into: legacyPath, from: folder) else { return decision }
        let sharers = neighbours.filter { name in
            name != letter
                && (PicturePath.legacyFilesFolder(forLetterAt: name) == legacy
                    || (LetterFile.carriesInk(path: name) && points(name, text(name), into: legacyPath, from: folder)))
        }.sorted()
        if sharers.isEmpty {
            decision.taken.append(legacy)
        } else {
            decision.shared.append(Shared(folder: legacy, sharedWith: sharers))
        }
        return decision
    }

    /// True when the letter `name` with `text` in `folder` shows a picture
    /// or attachment inside `filesFolder` (absolute), however its path is
    /// written. A plain-text letter shows none.
    public static func points(_ name: String, _ text: String?, into filesFolder: String, from folder: String) -> Bool {
        guard let text, LetterFile.carriesInk(path: name) else { return false }
        return FilesFolderRename.picturePaths(in: text).contains { written in
            PicturePath.isInside(PicturePath.resolve(written, in: folder), folder: filesFolder)
        }
    }
}
