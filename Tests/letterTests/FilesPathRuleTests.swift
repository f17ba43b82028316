import LetterKit
import LetterSystem
import Testing

@testable import letter

/// The shell's path arithmetic is the core's: a trailing slash is read the
/// same way on both sides.
@Suite("Files: the shell's paths follow the core's rule")
struct FilesPathRuleTests {
    @Test(arguments: ["/box/trip/", "a//b", "/", "", ".", "..", "//x", "a/b/c"])
    func theShellTakesAPathApartAsTheCoreDoes(path: String) {
        #expect(FilePath.name(of: path) == Paths.name(of: path))
        #expect(FilePath.folder(of: path) == Paths.folder(of: path))
        #expect(Export.fileName(path) == Paths.name(of: path))
    }

    @Test(arguments: [("/box", "a"), ("/box/", "a"), ("/box", ""), ("", "a"), ("/box", "/abs/a"), ("/", "a")])
    func theShellJoinsAPathAsTheCoreDoes(folder: String, name: String) {
        #expect(FilePath.join(folder, name) == Paths.joined(folder, name))
    }
}
