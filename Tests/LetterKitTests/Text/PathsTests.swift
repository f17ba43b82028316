import Testing

@testable import LetterKit

/// One rule for taking a path apart, POSIX `basename` and `dirname`'s, and
/// every helper that names a file's name or folder follows it.
@Suite("Paths: name and folder")
struct PathsTests {
    @Test(arguments: [
        // Plain paths.
        ("/box/autumn.letter", "autumn.letter", "/box"),
        ("autumn.letter", "autumn.letter", "."),
        ("a/b/c", "c", "a/b"),
        ("/a", "a", "/"),
        // Slashes at the end name nothing of their own.
        ("/box/trip/", "trip", "/box"),
        ("a/b//", "b", "a"),
        ("trip/", "trip", "."),
        // The root, however many slashes.
        ("/", "/", "/"),
        ("//", "/", "/"),
        ("///a", "a", "/"),
        // A run of slashes is one.
        ("a//b", "b", "a"),
        ("/box//2023///autumn.letter", "autumn.letter", "/box//2023"),
        // Nothing.
        ("", "", "."),
        // "." and ".." are names like any other.
        (".", ".", "."),
        ("..", "..", "."),
        ("a/..", "..", "a"),
        ("/a/./", ".", "/a"),
        // A name with a dot first, or no extension.
        ("/home/ann/.plan", ".plan", "/home/ann"),
    ] as [(String, String, String)])
    func aPathIsTakenApart(path: String, name: String, folder: String) {
        #expect(Paths.name(of: path) == name)
        #expect(Paths.folder(of: path) == folder)
        // The letterbox's and the pictures' names for the same question agree.
        #expect(BoxPath.name(of: path) == name)
        #expect(BoxPath.folder(of: path) == folder)
        #expect(PicturePath.fileName(of: path) == name)
        #expect(PicturePath.folder(of: path) == folder)
    }

    @Test(arguments: ["/box/autumn.letter", "a/b", "/a", "x"])
    func theFolderAndTheNameMakeThePathAgain(path: String) {
        let folder = Paths.folder(of: path)
        let rebuilt = folder == "." && !path.hasPrefix("./") ? Paths.name(of: path)
            : (folder == "/" ? "" : folder) + "/" + Paths.name(of: path)
        #expect(rebuilt == path)
    }

    @Test(arguments: [
        // One slash between, never two.
        ("/box", "autumn.letter", "/box/autumn.letter"),
        ("/box/", "autumn.letter", "/box/autumn.letter"),
        ("/", "box", "/box"),
        ("trip", "a.letter", "trip/a.letter"),
        // An absolute name stands for itself.
        ("/box", "/elsewhere/a.letter", "/elsewhere/a.letter"),
        // An empty name is the folder itself; an empty folder is the current one.
        ("/box", "", "/box"),
        ("", "a.letter", "a.letter"),
        ("", "", ""),
    ] as [(String, String, String)])
    func aNameIsJoinedToItsFolder(folder: String, name: String, joined: String) {
        #expect(Paths.joined(folder, name) == joined)
        // The letterbox's name for the same question agrees.
        #expect(BoxPath.joined(folder, name) == joined)
    }
}
