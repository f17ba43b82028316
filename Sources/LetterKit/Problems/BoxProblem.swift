/// Why a file operation the letterbox asked for (a rename, the trash, a
/// book) did not happen, or happened only in part, as the shell found it.
public enum BoxProblem: Hashable, Sendable, CustomStringConvertible {
    /// The system refused the operation itself.
    case refused(FileProblem)
    /// A files folder the letter takes along would land on a name already
    /// there (`name`, as found on disk): nothing was renamed.
    case alreadyThere(name: String)
    /// The letter is renamed; its files folder `name` is not.
    case filesFolderNotRenamed(name: String, FileProblem)
    /// The letter and its folders are renamed; the letter's picture blocks
    /// could not be rewritten to the folders' new names.
    case picturesNotRenamed(SaveProblem)
    /// A file the operation writes (a book's `book.toml`) was not saved.
    case notWritten(SaveProblem)
    /// Moving to the trash failed.
    case trash(TrashProblem)

    public var description: String {
        switch self {
        case .refused(let problem): problem.description
        case .alreadyThere(let name): tr("{name} is already there", ["name": RawPath.displayed(name)])
        case .filesFolderNotRenamed(let name, let problem):
            tr("the letter is renamed, but {name} is not: {problem}", ["name": name, "problem": problem])
        case .picturesNotRenamed(let problem):
            tr("renamed, but its pictures still name the old folders: {problem}", ["problem": problem])
        case .notWritten(let problem): problem.description
        case .trash(let problem): problem.description
        }
    }
}

/// Why a letter could not be moved to the trash; nothing was lost either way.
public indirect enum TrashProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// Neither XDG_DATA_HOME nor a home folder says where the trash is.
    case noHome
    case notFound(path: String)
    case cannotMakeFolder(path: String, FileProblem)
    case cannotWriteInfo(path: String, FileProblem)
    /// The letter is on another file system than the home trash.
    case otherFileSystem(path: String, trash: String)
    case cannotMove(path: String, FileProblem)
    /// Every name for the letter in the trash's `files` folder is taken.
    case noFreeName(path: String, folder: String)
    /// The letter went to the trash, its attached files' folder did not.
    case attachmentsLeft(letter: String, folder: String, TrashProblem)

    public var description: String {
        switch self {
        case .noHome:
            tr("no home folder to find the trash in (set HOME or XDG_DATA_HOME)")
        case .notFound(let path):
            tr("{path}: no such file", ["path": path])
        case .cannotMakeFolder(let path, let problem):
            tr("cannot make the trash folder {path}: {problem}", ["path": path, "problem": problem])
        case .cannotWriteInfo(let path, let problem):
            tr("cannot write the trash entry {path}: {problem}; the letter was not moved", ["path": path, "problem": problem])
        case .otherFileSystem(let path, let trash):
            tr(
                "{path} is on another disk than the trash ({trash}); it was not moved — delete it there by hand",
                ["path": path, "trash": trash])
        case .cannotMove(let path, let problem):
            tr("cannot move {path} to the trash: {problem}; it was not moved", ["path": path, "problem": problem])
        case .noFreeName(let path, let folder):
            tr(
                "cannot move {path} to the trash: every name for it in {folder} is taken; it was not moved",
                ["path": path, "folder": folder])
        case .attachmentsLeft(let letter, let folder, let problem):
            tr(
                "{letter} is in the trash, but its attached files {folder} are not: {problem}",
                ["letter": letter, "folder": folder, "problem": problem])
        }
    }
}
