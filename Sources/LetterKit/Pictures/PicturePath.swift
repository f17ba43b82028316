/// Paths of pictures as a letter writes them and as the editor keeps them.
///
/// A letter writes a picture's path relative to the letter's folder (so a
/// folder moved or mailed whole keeps working); the editor keeps absolute
/// paths, so the same picture is the same path whatever the letter is saved
/// as. Plain string work on "/"-separated paths: nothing here asks the disk.
public enum PicturePath {
    /// `written` read against `folder`: an absolute path stays as it is, a
    /// relative one is joined to the folder; "." and ".." are resolved by
    /// name. The result is absolute when the folder is, else relative to the
    /// same place the folder is (the working folder). An address
    /// (`PictureTarget`: `https://…`, `//host/…`, `javascript:…`) is kept as
    /// written: it names no file, and so it is written back unchanged.
    public static func resolve(_ written: String, in folder: String) -> String {
        if PictureTarget.isAddress(written) { return written }
        let absolute = written.hasPrefix("/") || (folder.hasPrefix("/") && !written.hasPrefix("/"))
        let joined = written.hasPrefix("/") || folder == "." || folder.isEmpty ? written : folder + "/" + written
        var parts: [Substring] = []
        for part in joined.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".":
                continue
            case "..":
                if let last = parts.last, last != ".." {
                    parts.removeLast()
                } else if !absolute {
                    parts.append(part)
                }
            default:
                parts.append(part)
            }
        }
        let path = parts.joined(separator: "/")
        return absolute ? "/" + path : (path.isEmpty ? "." : path)
    }

    /// `path` as the letter in `folder` writes it: relative to the folder when
    /// it lies inside it (any path, for a letter in the working folder "."),
    /// else as it is.
    public static func written(_ path: String, forLetterIn folder: String) -> String {
        if folder == "." || folder.isEmpty { return path }
        return isInside(path, folder: folder) ? String(path.dropFirst(folder.hasSuffix("/") ? folder.count : folder.count + 1)) : path
    }

    /// The folder a file is in (`Paths.folder(of:)`).
    public static func folder(of path: String) -> String { Paths.folder(of: path) }

    /// The last part of a path (`Paths.name(of:)`).
    public static func fileName(of path: String) -> String { Paths.name(of: path) }

    /// The folder next to the letter at `letterPath` that holds its attached
    /// files: the letter's whole file name and `.files` (`autumn.letter.files`
    /// for `autumn.letter`, `autumn.md.files` for `autumn.md`), so letters that
    /// share a stem never share, and so never trash or rename, one folder.
    public static func filesFolder(forLetterAt letterPath: String) -> String {
        sibling(fileName(of: letterPath) + ".files", of: letterPath)
    }

    /// The folder earlier letters were given: the stem and `.files`
    /// (`autumn.files` for `autumn.letter`, `autumn.md` and `autumn`). A
    /// letter that points into one keeps its paths (they are written in its
    /// text); whether the folder goes with the letter is
    /// `FilesFolderOwnership`'s question, as several letters may share it.
    public static func legacyFilesFolder(forLetterAt letterPath: String) -> String {
        let name = fileName(of: letterPath)
        let stem = name.lastIndex(of: ".").map { $0 == name.startIndex ? name : String(name[..<$0]) } ?? name
        return sibling(stem + ".files", of: letterPath)
    }

    /// `name` in the folder of `path`, written as `path` is (bare, or with its folder).
    private static func sibling(_ name: String, of path: String) -> String {
        let folder = folder(of: path)
        return folder == "." ? name : (folder == "/" ? "" : folder) + "/" + name
    }

    /// True when `path` lies inside `folder`.
    public static func isInside(_ path: String, folder: String) -> Bool {
        if folder == "." || folder.isEmpty { return !path.hasPrefix("/") && !path.hasPrefix("../") }
        return path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
