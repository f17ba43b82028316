/// One row of the letterbox's list: a letter, a folder of letters, or a book.
///
/// Representation: the facts the program found, as plain values. A letter is
/// its `LetterSummary` (a broken one carries its `problem`); a folder or a
/// book is a `FolderEntry`. Paths are absolute, as the program opens them.
public enum BoxEntry: Hashable, Sendable {
    case letter(LetterSummary)
    case folder(FolderEntry)

    /// The file or folder the row stands for, absolute.
    public var path: String {
        switch self {
        case .letter(let summary): summary.path
        case .folder(let folder): folder.path
        }
    }

    /// The last part of `path`: the name a rename changes.
    public var name: String { BoxPath.name(of: path) }

    /// The letter, when the row is one.
    public var letter: LetterSummary? {
        if case .letter(let summary) = self { return summary }
        return nil
    }

    /// The kind of row that draws this entry.
    public var kind: BoxRowKind {
        switch self {
        case .letter(let summary): summary.picture == nil || summary.problem != nil ? .letter : .letterWithPicture
        case .folder(let folder): folder.book == nil ? .folder : .book
        }
    }
}

/// A folder inside the box, as its row shows it: its name and how many
/// letters it holds; a folder with a `book.toml` is a book, with the title
/// and the number of letters the book binds.
public struct FolderEntry: Hashable, Sendable {
    /// The folder, absolute.
    public var path: String
    /// Letters in the folder and its subfolders.
    public var letterCount: Int
    /// What the folder's `book.toml` says, when it has one.
    public var book: BookFacts?

    public init(path: String, letterCount: Int, book: BookFacts? = nil) {
        self.path = path
        self.letterCount = letterCount
        self.book = book
    }
}

/// A book's `book.toml` as its row needs it: the title and how many letters
/// it binds. `problem` says why the file could not be read (the row then
/// shows the folder's name and the reason).
public struct BookFacts: Hashable, Sendable {
    public var title: String
    public var letterCount: Int
    public var problem: String?

    public init(title: String, letterCount: Int, problem: String? = nil) {
        self.title = title
        self.letterCount = letterCount
        self.problem = problem
    }
}

/// What one folder of the box holds, as the program found it: answers
/// `BoxEffect.list`.
///
/// Representation: the folder (relative to the box, "" for the box itself)
/// and the order asked for, so an answer to an older question is recognised
/// and dropped; its subfolders (and books), by name; its letters, in that
/// order (a book's in the book's own order).
public struct FolderListing: Hashable, Sendable {
    public var folder: String
    public var order: BoxOrder
    public var folders: [FolderEntry]
    public var letters: [LetterSummary]

    public init(folder: String, order: BoxOrder, folders: [FolderEntry], letters: [LetterSummary]) {
        self.folder = folder
        self.order = order
        self.folders = folders
        self.letters = letters
    }

    /// The rows, folders and books first, as a file manager lists them.
    var entries: [BoxEntry] { folders.map(BoxEntry.folder) + letters.map(BoxEntry.letter) }
}

/// Paths inside the box, as plain strings: no file system is asked.
public enum BoxPath {
    /// The last name of `path` (`Paths.name(of:)`).
    public static func name(of path: String) -> String { Paths.name(of: path) }

    /// `path` without its last name (`Paths.folder(of:)`).
    public static func folder(of path: String) -> String { Paths.folder(of: path) }

    /// `name` inside `folder` (`Paths.joined`).
    public static func joined(_ folder: String, _ name: String) -> String { Paths.joined(folder, name) }

    /// `path` relative to `folder` when it lies inside it, else nil.
    public static func relative(_ path: String, to folder: String) -> String? {
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        guard path.hasPrefix(base) else { return path == folder ? "" : nil }
        return String(path.dropFirst(base.count))
    }

    /// The folder above a box-relative folder ("" above "trip"; "a" above "a/b").
    public static func parent(ofRelative folder: String) -> String {
        guard let slash = folder.lastIndex(of: "/") else { return "" }
        return String(folder[..<slash])
    }
}
