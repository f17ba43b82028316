import Foundation
import Testing

/// A lossy save in the real editor: save-as a plain text file asks first and
/// says what it drops, writes nothing on "n", writes the text with each
/// picture's caption and path on "y", and the quit question afterwards still
/// says what the file lacks.
@Suite("Lossy saves end to end in tmux")
struct EditorLossySaveEndToEndTests {
    /// The crash tests' start: a wide pane that prints the exit status after
    /// the editor.
    let crashes = EditorCrashEndToEndTests()

    /// Save-as x.txt of a letter with ink and a picture asks; "n" writes
    /// nothing; "y" writes the text with the picture's caption and path; and
    /// Ctrl-Q afterwards still says what x.txt does not hold.
    @Test func lossySaveAsAsksFirstAndQuitStillKnows() throws {
        let folder = try ScratchFolder()
        try FileManager.default.createDirectory(atPath: folder.file("trip.files"), withIntermediateDirectories: false)
        try writeBytes(
            folder.file("trip.files/bridge.png"),
            PNGFixture.image(width: 32, height: 16) { x, _ in x < 16 ? .red : .blue })
        try "Dear Sam,\n![bridge](trip.files/bridge.png)\n".write(
            toFile: folder.file("trip.letter"), atomically: true, encoding: .utf8)
        let session = try crashes.start("trip.letter", in: folder)
        try session.press("C-Home")
        try session.press("S-End")
        try session.alt("b")

        try session.alt("o")
        try session.waitFor("Save as:")
        try session.press("C-u")
        try session.type("x.txt")
        try session.press("Enter")
        try session.waitFor("x.txt drops the ink and the picture. Save?")
        try session.type("n")
        try session.waitFor("Not saved: nothing was written")
        #expect(!FileManager.default.fileExists(atPath: folder.file("x.txt")))

        try session.alt("o")
        try session.waitFor("Save as:")
        try session.press("C-u")
        try session.type("x.txt")
        try session.press("Enter")
        try session.waitFor("x.txt drops the ink and the picture. Save?")
        try session.type("y")
        try session.waitFor("without the ink and the picture")
        #expect(folder.read("x.txt") == "Dear Sam,\n[picture: bridge (trip.files/bridge.png)]\n")

        try session.press("C-q")
        try session.waitFor("x.txt lacks the ink and the picture.  y: save them  n: quit")
        try session.type("n")
        try session.waitFor("[exit 0]")
        // Export writes the picture as the saved text does.
        let exported = try runTool([letterBinary, "export", folder.file("trip.letter"), "--to", "txt"])
        #expect(exported.output == "Dear Sam,\n[picture: bridge (trip.files/bridge.png)]\n", "\(exported.output)")
    }
}
