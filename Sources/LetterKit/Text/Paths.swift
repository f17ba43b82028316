/// Path arithmetic on "/"-separated strings, the one way the program takes a
/// path apart: nothing here asks the disk.
///
/// The rule is POSIX `basename` and `dirname`'s: slashes at the end name
/// nothing of their own (`a/b/` is `b` in `a`), a run of slashes is one
/// (`a//b` is `b` in `a`), and the root is its own name and folder. `.` and
/// `..` are names like any other: resolving them is `PicturePath.resolve`'s
/// or the system's work. An empty path has no name, and is in ".".
public enum Paths {
    /// The last name of `path`: "autumn.letter" of "/box/autumn.letter" and
    /// of "/box/autumn.letter/"; "/" of "/" and "//"; "" of "".
    public static func name(of path: String) -> String {
        let kept = withoutTrailingSlashes(path)
        if kept.isEmpty { return path.isEmpty ? "" : "/" }
        guard let slash = kept.lastIndex(of: "/") else { return String(kept) }
        return String(kept[kept.index(after: slash)...])
    }

    /// `path` without its last name: "/box" of "/box/autumn.letter"; "/" of
    /// "/a" and of "/"; "." of a bare name and of "".
    public static func folder(of path: String) -> String {
        let kept = withoutTrailingSlashes(path)
        if kept.isEmpty { return path.isEmpty ? "." : "/" }
        guard let slash = kept.lastIndex(of: "/") else { return "." }
        let folder = withoutTrailingSlashes(kept[..<slash])
        return folder.isEmpty ? "/" : String(folder)
    }

    /// `name` inside `folder`, with one slash between them: an absolute
    /// `name` stands for itself, an empty `name` is the folder itself, and
    /// an empty `folder` (the current one) leaves `name` as it is.
    public static func joined(_ folder: String, _ name: String) -> String {
        if name.hasPrefix("/") || folder.isEmpty { return name }
        if name.isEmpty { return folder }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    private static func withoutTrailingSlashes(_ path: some StringProtocol) -> Substring {
        var end = path.endIndex
        while end > path.startIndex, path[path.index(before: end)] == "/" { end = path.index(before: end) }
        return Substring(path[..<end])
    }
}
