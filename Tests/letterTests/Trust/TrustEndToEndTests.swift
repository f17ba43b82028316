import Foundation
import Glibc
import Testing

/// A received letter in the real editor: a picture that is a FIFO never
/// hangs it, a picture outside the letter's folder is never read, and a
/// damaged picture is refused when attached.
@Suite("Trust end to end in tmux")
struct TrustEndToEndTests {
    /// A letter whose picture is a FIFO next to it (no writer: a blocking
    /// open would wait for ever): it opens with the reason in the block,
    /// what is typed is saved at once, and the save says what it could not
    /// copy into trip.files.
    @Test func aFIFOPictureNeverHangsTheSave() throws {
        let folder = try ScratchFolder()
        try writeText(folder.file("trip.letter"), "Dear Min,\n\n![pipe](pipe.png){lines=3}\n")
        #expect(mkfifo(folder.file("pipe.png"), 0o644) == 0)
        let session = try TmuxSession.editor("trip.letter", in: folder)
        try session.waitFor("not a regular file")
        try session.type("Hello ")
        try session.waitFor("Hello Dear Min,")
        try session.press("C-s")
        try session.waitFor("not copied: pipe.png: not a regular file", timeout: 5)
        let rendered = try run([letterBinary, "render", folder.file("trip.letter")])
        #expect(rendered.output.hasPrefix("Hello Dear Min,\n"), "\(rendered.output)")
        #expect(rendered.output.contains("not a regular file"), "\(rendered.output)")
        try session.press("C-q")
        try session.waitFor("[exit 0]")
    }

    /// The same letter, a save, more words, then SIGTERM: the editor is never
    /// stuck in an open, so the emergency copy is written with the words.
    @Test func aFIFOPictureThenSIGTERMLeavesTheEmergencyCopy() throws {
        let folder = try ScratchFolder()
        try writeText(folder.file("trip.letter"), "Dear Min,\n\n![pipe](pipe.png){lines=3}\n")
        #expect(mkfifo(folder.file("pipe.png"), 0o644) == 0)
        let session = try TmuxSession.editor("trip.letter", in: folder)
        try session.press("C-s")
        try session.waitFor("not copied: pipe.png", timeout: 5)
        try session.type("these words survive ")
        try session.waitFor("these words survive")
        let pid = try #require(try session.programPID())
        #expect(kill(pid, SIGTERM) == 0)
        try session.waitFor("[exit \(128 + SIGTERM)]")
        let copy = try #require(folder.read("trip.letter.save"), "no emergency copy")
        #expect(copy.contains("these words survive"), "\(copy)")
    }

    /// `![x](../secret.png)`: the block says the picture is outside the
    /// letter's folder, and a save does not copy it in.
    @Test func aPictureOutsideTheLettersFolderIsShownAsOutside() throws {
        let folder = try ScratchFolder()
        try FileManager.default.createDirectory(atPath: folder.file("letters"), withIntermediateDirectories: false)
        try writeBytes(folder.file("secret.png"), PNGFixture.image(width: 8, height: 8) { _, _ in .red })
        try writeText(folder.file("letters/trip.letter"), "Dear Min,\n\n![x](../secret.png){lines=3}\n")
        let session = try TmuxSession.editor("letters/trip.letter", in: folder)
        try session.waitFor("outside the letter's folder")
        try session.type("Hi ")
        try session.press("C-s")
        try session.waitFor("not copied: secret.png: outside", timeout: 5)
        #expect(!FileManager.default.fileExists(atPath: folder.file("letters/trip.files/secret.png")))
        try session.press("C-q")
        try session.waitFor("[exit 0]")
    }

    /// A PNG with a sound header over broken data is decoded before it is
    /// accepted, and refused with the decoder's reason.
    @Test func attachingADamagedPictureIsRefused() throws {
        let folder = try ScratchFolder()
        try writeBytes(folder.file("bad.png"), PNGFixture.damaged(width: 40, height: 20))
        let session = try TmuxSession.editor("trip.letter", in: folder)
        try session.alt("p")
        try session.waitFor("Attach:")
        try session.type("bad.png")
        try session.press("Enter")
        try session.waitFor("Cannot attach bad.png: damaged")
        try session.press("Escape")
        try session.waitFor("Nothing attached")
    }
}
