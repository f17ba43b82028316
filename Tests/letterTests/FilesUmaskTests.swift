import Foundation
import Testing

@testable import LetterSystem
@testable import letter

/// New files follow the user's umask as every editor's do (`0666 & ~umask`);
/// an existing file keeps its mode; recovery copies stay private. Each run of
/// the program is started under the umask being tried.
@Suite("Files: the umask", .serialized)
struct FilesUmaskTests {
    static let umasks: [(umask: mode_t, file: mode_t, folder: mode_t)] = [
        (0o022, 0o644, 0o755), (0o077, 0o600, 0o700), (0o002, 0o664, 0o775), (0o027, 0o640, 0o750),
    ]

    /// `letter ARGUMENTS` run under `umask`.
    private func letter(umask: mode_t, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let mask = String(umask, radix: 8)
        return try runTool(["/bin/sh", "-c", "umask \(mask) && exec \"$0\" \"$@\"", letterBinary] + arguments)
    }

    /// A letter with a picture, and a book of it.
    private func letterWithPicture(in scratch: FilesScratch) throws -> (letter: String, book: String) {
        try scratch.folder("pics")
        try writeBytes(scratch.file("pics/sun.png"), PNGFixture.image(width: 20, height: 10) { _, _ in RGBA.red })
        #expect(chmod(scratch.file("pics/sun.png"), 0o755) == 0)  // copies do not take the original's mode
        let letter = scratch.file("min.letter")
        try writeText(letter, "---\npaper: letter\nto: Min-ji\n---\nDear Min-ji,\n![Sun](pics/sun.png){lines=3}\n")
        try writeText(scratch.file("book.toml"), "title = \"Letters\"\nletters = [\"min.letter\"]\n")
        return (letter, scratch.path)
    }

    @Test(arguments: umasks)
    func exportsBooksAndCopiedPicturesFollowTheUmask(umask: mode_t, file: mode_t, folder: mode_t) throws {
        let scratch = try FilesScratch()
        let (path, book) = try letterWithPicture(in: scratch)
        let out = try scratch.folder("out", mode: 0o777)
        for format in ["txt", "md", "html", "pdf"] {
            let target = "\(out)/page.\(format)"
            let result = try letter(umask: umask, ["export", path, "--to", format, "-o", target])
            #expect(result.status == 0, "\(format): \(result.output)")
            #expect(permissions(target) == file, "export --to \(format)")
        }
        #expect(permissions("\(out)/page.html.files") == folder, "the pictures' folder")
        #expect(permissions("\(out)/page.html.files/sun.png") == file, "a copied picture")
        for format in ["epub", "html", "pdf"] {
            let target = "\(out)/book.\(format)"
            let result = try letter(umask: umask, ["book", book, "--to", format, "-o", target])
            #expect(result.status == 0, "book \(format): \(result.output)")
            #expect(permissions(target) == file, "book --to \(format)")
        }
        #expect(permissions("\(out)/book.html.files/sun.png") == file, "a book's copied picture")
    }

    /// Whatever the umask, a file that is there keeps its own mode.
    @Test(arguments: umasks)
    func anExistingFileKeepsItsMode(umask: mode_t, file: mode_t, folder: mode_t) throws {
        let scratch = try FilesScratch()
        let (path, _) = try letterWithPicture(in: scratch)
        let target = scratch.file("kept.txt")
        try writeText(target, "old\n")
        #expect(chmod(target, 0o604) == 0)
        #expect(chmod(path, 0o640) == 0)
        #expect(try letter(umask: umask, ["export", path, "--to", "txt", "-o", target]).status == 0)
        #expect(permissions(target) == 0o604)
        #expect(try letter(umask: umask, ["envelope", path, "--set", "from=Hana"]).status == 0)
        #expect(permissions(path) == 0o640)
        #expect(readBytes(target) != Array("old\n".utf8))
    }

    /// A new letter saved in the editor follows the umask; its recovery copy
    /// made while it was written is private all the same.
    @Test(arguments: [umasks[0], umasks[1]])
    func aNewLetterFollowsTheUmaskAndItsRecoveryCopyStaysPrivate(umask: mode_t, file: mode_t, folder: mode_t)
        throws
    {
        let scratch = try ScratchFolder()
        let state = scratch.file("state")
        let session = try TmuxSession(
            "umask \(String(umask, radix: 8)) && \(letterBinary) new.letter", folder: scratch,
            environment: ["XDG_STATE_HOME": state])
        try session.waitFor("F1 help")
        try session.type("Dear Min-ji")
        let copies = try waitForRecoveryCopies(in: state + "/letter")
        for copy in copies { #expect(permissions(state + "/letter/" + copy) == 0o600, "recovery copy \(copy)") }
        try session.press("C-s")
        try session.waitFor("Saved")
        #expect(permissions(scratch.file("new.letter")) == file)
    }

    /// The mode the program computes is the kernel's own for a new file.
    @Test func newFileModeIsWhatTheKernelGivesOpen() throws {
        let scratch = try FilesScratch()
        let probe = scratch.file("probe")
        let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL, 0o666)
        #expect(descriptor >= 0)
        close(descriptor)
        #expect(permissions(probe) == System.newFileMode)
    }

    private func waitForRecoveryCopies(in folder: String) throws -> [String] {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            let copies = (try? FileManager.default.contentsOfDirectory(atPath: folder))?.filter {
                $0.hasSuffix(".recovery")
            } ?? []
            if !copies.isEmpty { return copies }
            Thread.sleep(forTimeInterval: 0.2)
        }
        throw FilesTestError("no recovery copy appeared in \(folder)")
    }
}
