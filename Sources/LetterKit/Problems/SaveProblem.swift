/// Why a save failed, as the shell found it. Every case but
/// `folderNotSynced` means the file on disk is exactly as it was before; the
/// editor keeps the letter and its changes.
public enum SaveProblem: Hashable, Sendable, CustomStringConvertible {
    /// The path could not be followed to a file (a loop of links, a folder
    /// that cannot be searched, a name on the way that is not a folder).
    case cannotFollow(path: String, FileProblem)
    /// The target exists but is a folder, a device or a pipe.
    case notAFile(path: String)
    /// The folder does not take new files: read-only, immutable, no
    /// permission, full, or missing.
    case cannotCreate(folder: String, FileProblem)
    /// Writing the new bytes failed part-way (disk full, quota, I/O error).
    case writeFailed(path: String, FileProblem)
    /// The new bytes could not be made durable.
    case syncFailed(path: String, FileProblem)
    /// The new file could not replace the old (an immutable target, a folder
    /// that changed under us).
    case cannotReplace(path: String, FileProblem)
    /// The new file is in place but the folder could not be synced, so the
    /// rename may not survive a crash. Saving again is safe.
    case folderNotSynced(folder: String, FileProblem)
    /// The files the letter attaches could not be copied beside it, so the
    /// letter was not saved.
    case attachmentsNotCopied(AttachmentCopyProblem)

    /// One whole sentence a case, so a language orders its parts as it
    /// needs ("the file on disk is unchanged" included, not appended).
    public var description: String {
        switch self {
        case .cannotFollow(let path, let problem):
            tr("cannot save {path}: cannot follow the path: {problem}", ["path": path, "problem": problem])
        case .notAFile(let path):
            tr("cannot save {path}: it is not a regular file", ["path": path])
        case .cannotCreate(let folder, let problem):
            tr(
                "cannot save: cannot create a file in {folder}: {problem}{hint}; the file on disk is unchanged",
                ["folder": folder, "problem": problem, "hint": problem.writingHint])
        case .writeFailed(let path, let problem):
            tr(
                "cannot save {path}: writing failed: {problem}{hint}; the file on disk is unchanged",
                ["path": path, "problem": problem, "hint": problem.writingHint])
        case .syncFailed(let path, let problem):
            tr(
                "cannot save {path}: the disk did not confirm the write: {problem}; the file on disk is unchanged",
                ["path": path, "problem": problem])
        case .cannotReplace(let path, let problem):
            tr(
                "cannot save {path}: cannot replace the file: {problem}{hint}; the file on disk is unchanged",
                ["path": path, "problem": problem, "hint": problem.writingHint])
        case .folderNotSynced(let folder, let problem):
            tr("saved, but {folder} could not be synced ({problem}); save again to be sure", ["folder": folder, "problem": problem])
        case .attachmentsNotCopied(let problem):
            tr("the attached files could not be copied: {problem}", ["problem": problem])
        }
    }
}

/// Why the files a letter attaches could not be copied next to it. Whatever
/// the case, no copy the request made is left behind, and the letter is not
/// saved.
public enum AttachmentCopyProblem: Error, Hashable, Sendable, CustomStringConvertible {
    case cannotMakeFolder(folder: String, FileProblem)
    /// Something that is not a folder has the attachments' folder's name.
    case folderIsNotAFolder(folder: String)
    /// The original cannot be opened or read.
    case cannotRead(path: String, FileProblem)
    /// Writing the copy failed.
    case cannotCopy(path: String, folder: String, FileProblem)
    /// The copies could not be made durable.
    case cannotSync(folder: String, FileProblem)
    /// `name`, `name-2`, … are all taken in the folder.
    case noFreeName(name: String, folder: String)

    public var description: String {
        switch self {
        case .cannotMakeFolder(let folder, let problem):
            tr("cannot make the folder {folder}: {problem}", ["folder": folder, "problem": problem])
        case .folderIsNotAFolder(let folder):
            tr("{folder} is in the way of the attachments' folder: it is not a folder", ["folder": folder])
        case .cannotRead(let path, let problem):
            tr("cannot read {path}: {problem}", ["path": path, "problem": problem])
        case .cannotCopy(let path, let folder, let problem):
            tr("cannot copy {path} into {folder}: {problem}", ["path": path, "folder": folder, "problem": problem])
        case .cannotSync(let folder, let problem):
            tr("the copies in {folder} could not be synced: {problem}", ["folder": folder, "problem": problem])
        case .noFreeName(let name, let folder):
            tr("cannot copy {name} into {folder}: every numbered name is taken", ["name": name, "folder": folder])
        }
    }
}
