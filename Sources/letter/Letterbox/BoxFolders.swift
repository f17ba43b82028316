import Glibc
// `stat`'s fields: where Foundation (the resources' accessor, ZIPFoundation) is in
// the same compile, the struct is CoreFoundation's, and its fields need that import.
import CoreFoundation
import LetterKit

/// One folder of the box as its rows: the folders and books in it, read from
/// the disk (a folder holds no letter of its own in the index until a letter
/// is written there, and a book just bound holds only its `book.toml`), and
/// its letters from the index; a book's letters are the ones it binds, in
/// its order.
@MainActor
enum BoxFolders {
    static let letterExtensions: Set<String> = ["letter", "md", "txt"]

    /// The rows of `folder` (relative to `box`) in `order`.
    static func listing(box: String, folder: String, order: BoxOrder, catalog: any BoxCatalog) throws -> FolderListing {
        let absolute = folder.isEmpty ? box : FilePath.join(box, folder)
        let names = (System.names(in: absolute) ?? []).filter { !$0.hasPrefix(".") }
        let folderNames = names.filter { name in
            guard case .success(let status) = System.linkStatus(FilePath.join(absolute, name)),
                status.st_mode & S_IFMT == S_IFDIR
            else { return false }
            return !isFilesFolder(name, among: Set(names))
        }.sorted { $0.lowercased() < $1.lowercased() }
        // Counts by folder, not every letter: a box of 10,000 letters opens
        // on its top folder without fetching them.
        let counts = folderNames.isEmpty ? [:] : try catalog.lettersDirectlyInEachFolder()
        var folders: [FolderEntry] = []
        for name in folderNames {
            let path = FilePath.join(absolute, name)
            let count = counts.reduce(0) { $0 + ($1.key == path || $1.key.hasPrefix(path + "/") ? $1.value : 0) }
            let inside = counts[path] ?? 0
            folders.append(FolderEntry(path: path, letterCount: count, book: BookFiles.facts(folder: path, lettersInFolder: inside)))
        }
        // Books before plain folders, each by name.
        folders.sort { ($0.book == nil ? 1 : 0) < ($1.book == nil ? 1 : 0) }
        var letters = try catalog.letters(directlyIn: folder, order: order)
        if let bound = BookFiles.letters(ofBookIn: absolute) {
            let everyLetter = try catalog.allLetters(order: order)
            let known = Dictionary(everyLetter.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
            letters = bound.map { path in
                known[path] ?? LetterSummary(
                    path: path, title: FilePath.name(of: path), modified: 0, size: 0, linesUsed: 0, paperLines: 0,
                    paperName: "", opening: "", problem: tr("not in the box (the book names it, the file is not there)"))
            }
        }
        return FolderListing(folder: folder, order: order, folders: folders, letters: letters)
    }

    /// True when `folder` holds a `book.toml`.
    static func isBook(_ folder: String) -> Bool {
        if case .success = System.status(FilePath.join(folder, BookFiles.fileName)) { return true }
        return false
    }

    /// True when `name` is a letter's files folder: the letter it is named
    /// for is beside it (`autumn.letter.files`, `PicturePath.filesFolder`),
    /// or a letter of its stem is (`autumn.files`, the older name).
    static func isFilesFolder(_ name: String, among names: Set<String>) -> Bool {
        guard name.hasSuffix(".files") else { return false }
        let stem = String(name.dropLast(".files".count))
        if names.contains(stem) { return true }
        return letterExtensions.contains { names.contains(stem + "." + $0) }
    }
}
