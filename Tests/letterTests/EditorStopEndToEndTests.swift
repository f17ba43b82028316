import Foundation
import LetterKit
import Testing

/// Stops, end to end: the real editor is sent SIGHUP or SIGTERM in tmux with
/// unsaved work of every kind (words, ink, a picture, the envelope, a value
/// still being typed in the envelope's form), while idle and while its main
/// loop is stuck, and must leave `NAME.save` holding the whole letter, which
/// the next start restores.
@Suite("Editor stops end to end in tmux")
struct EditorStopEndToEndTests {
    /// The crash tests' start: a wide pane that prints the exit status and the
    /// terminal's modes after the editor.
    let crashes = EditorCrashEndToEndTests()

    func stop(_ session: TmuxSession, with signal: Int32) throws {
        let pid = try #require(try session.programPID())
        #expect(kill(pid, signal) == 0)
    }

    /// The `.save`'s front matter and body as `letter envelope` and the file
    /// itself show them.
    func copyText(_ folder: ScratchFolder, _ name: String) -> String {
        folder.read(name) ?? ""
    }

    @Test(arguments: [SIGHUP, SIGTERM], [true, false])
    func envelopeEditThenStopKeepsTheEdit(signal: Int32, closeTheForm: Bool) throws {
        let folder = try ScratchFolder()
        try "---\npaper: letter\n---\nDear Min-ji,\n".write(
            toFile: folder.file("min.letter"), atomically: true, encoding: .utf8)
        let session = try crashes.start("min.letter", in: folder)
        try session.press("F2")
        try session.waitFor("Envelope · To")
        try session.type("Min-ji Kim")
        try session.waitFor("Min-ji Kim")
        if closeTheForm {
            try session.press("Escape")
            try session.waitFor("to Min-ji Kim")
        }
        try stop(session, with: signal)
        let screen = try session.waitFor("[exit \(128 + signal)]", timeout: 8)
        #expect(screen.contains("unsaved changes are in \(folder.path)/min.letter.save"), "\(screen)")
        try crashes.expectTerminalRestored(session, screen)
        let copy = copyText(folder, "min.letter.save")
        #expect(copy.contains("\nto: Min-ji Kim\n"), "the copy lost the envelope:\n\(copy)")
        #expect(copy.contains("Dear Min-ji,"))
        #expect(folder.read("min.letter") == "---\npaper: letter\n---\nDear Min-ji,\n")
    }

    /// A picture that is a FIFO: opening it for reading would wait for a
    /// writer for ever. Typing and a stop leave the words; so does a save
    /// (which never opens the FIFO: it saves and says the picture was not
    /// copied), more words, and a stop.
    @Test(arguments: [false, true])
    func fifoPictureTypingAndSIGTERMLeavesTheWords(saveFirst: Bool) throws {
        let folder = try ScratchFolder()
        #expect(mkfifo(folder.file("photo.png"), 0o644) == 0)
        try "Dear Sam,\n![photo](photo.png)\n".write(
            toFile: folder.file("trip.letter"), atomically: true, encoding: .utf8)
        let session = try crashes.start("trip.letter", in: folder)
        try session.press("C-Home", "End")
        try session.type(" these words must survive.")
        try session.waitFor("these words must survive.")
        if saveFirst {
            try session.press("C-s")
            try session.waitFor("not copied")
            try session.type(" And these.")
            try session.waitFor("And these.")
        }
        try stop(session, with: SIGTERM)
        let screen = try session.waitFor("[exit \(128 + SIGTERM)]", timeout: 6)
        #expect(screen.contains("unsaved changes are in \(folder.path)/trip.letter.save"), "\(screen)")
        try crashes.expectTerminalRestored(session, screen)
        let words = "Dear Sam, these words must survive." + (saveFirst ? " And these." : "")
        #expect(copyText(folder, "trip.letter.save").contains(words))
        if saveFirst { #expect(folder.read("trip.letter")?.contains("Dear Sam, these words must survive.") == true) }
        #expect(!FileManager.default.fileExists(atPath: folder.file(".trip.letter.lock")), "the lock was left behind")
    }

    /// The main loop stuck for good outside an update (as in an `open` that
    /// never returns): the watcher writes the copy from the state, the form's
    /// value still being typed included, gives the terminal back and ends.
    @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
    func stuckLoopStillKeepsEverythingOnAStop(signal: Int32) throws {
        let folder = try ScratchFolder()
        try "Dear Sam,\n".write(toFile: folder.file("sam.letter"), atomically: true, encoding: .utf8)
        let session = try crashes.start("sam.letter", in: folder, trap: "hang")
        try crashes.writeUnsavedWords(session)
        try session.press("F2")
        try session.waitFor("Envelope · To")
        try session.type("Sam Lee")
        try session.waitFor("Sam Lee")
        try session.press("F12")
        try stop(session, with: signal)
        let screen = try session.waitFor("[exit \(128 + signal)]", timeout: 8)
        #expect(
            screen.contains(
                "letter: stopped by signal \(signal) while busy; unsaved changes are in \(folder.path)/sam.letter.save"),
            "\(screen)")
        try crashes.expectTerminalRestored(session, screen)
        let copy = copyText(folder, "sam.letter.save")
        #expect(copy.contains("Dear Sam, this must survive."), "\(copy)")
        #expect(copy.contains("\nto: Sam Lee\n"), "\(copy)")
        #expect(!FileManager.default.fileExists(atPath: folder.file(".sam.letter.lock")), "the lock was left behind")
    }

    /// Stuck inside an update, the state cannot be read safely: the copy is
    /// the last recovery copy (written two seconds after the last change), and
    /// the line says so.
    @Test func stuckInsideAnUpdateLeavesTheLastRecoveryCopy() throws {
        let folder = try ScratchFolder()
        try "Dear Sam,\n".write(toFile: folder.file("sam.letter"), atomically: true, encoding: .utf8)
        let session = try crashes.start("sam.letter", in: folder, trap: "hang-update")
        try crashes.writeUnsavedWords(session)
        // The recovery copy is kept once typing has rested for two seconds.
        let state = folder.file("state/letter")
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline, (try? FileManager.default.contentsOfDirectory(atPath: state))?.isEmpty ?? true {
            Thread.sleep(forTimeInterval: 0.1)
        }
        try session.press("F12")
        try stop(session, with: SIGTERM)
        let screen = try session.waitFor("[exit \(128 + SIGTERM)]", timeout: 10)
        #expect(screen.contains("kept up to its last recovery copy are in \(folder.path)/sam.letter.save"), "\(screen)")
        try crashes.expectTerminalRestored(session, screen)
        #expect(copyText(folder, "sam.letter.save").contains("Dear Sam, this must survive."))
    }

    /// Ink, a picture and an envelope edit, then SIGTERM: the copy holds all
    /// three, and restoring it at the next start gives them all back (saved,
    /// the letter has them).
    @Test func inkPictureAndEnvelopeSurviveSIGTERMAndRestore() throws {
        let folder = try ScratchFolder()
        try "Dear Sam,\n".write(toFile: folder.file("trip.letter"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: folder.file("trip.files"), withIntermediateDirectories: false)
        try writeBytes(
            folder.file("trip.files/bridge.png"),
            PNGFixture.image(width: 32, height: 16) { x, _ in x < 16 ? .red : .blue })
        let session = try crashes.start("trip.letter", in: folder)
        try session.press("C-a")
        try session.alt("b")
        try session.press("C-End")
        try session.press("Enter")
        try session.alt("p")
        try session.waitFor(" Attach:")
        try session.type("trip.files/bridge.png")
        try session.press("Enter")
        try session.waitFor("Attached bridge.png")
        try session.press("F2")
        try session.waitFor("Envelope · To")
        try session.type("Sam Lee")
        try session.press("Escape")
        try session.waitFor("to Sam Lee")
        try stop(session, with: SIGTERM)
        try session.waitFor("[exit \(128 + SIGTERM)]", timeout: 8)
        let copy = copyText(folder, "trip.letter.save")
        #expect(copy.contains("\nto: Sam Lee\n"), "\(copy)")
        #expect(copy.contains("**Dear Sam,**"), "\(copy)")
        // Attached by a typed path, the picture is kept by its absolute path
        // until a save copies it into trip.files.
        #expect(copy.contains("![bridge](\(folder.path)/trip.files/bridge.png)"), "\(copy)")

        let again = try crashes.start("trip.letter", in: folder)
        try again.waitFor("An emergency copy of trip.letter")
        try again.press("Up")
        try again.press("Enter")
        try again.waitFor("Restored the copy")
        try again.waitFor("to Sam Lee")
        try again.press("C-s")
        try again.waitFor("Saved")
        let saved = folder.read("trip.letter") ?? ""
        #expect(saved.contains("\nto: Sam Lee\n"), "\(saved)")
        #expect(saved.contains("**Dear Sam,**"), "\(saved)")
        #expect(
            saved.contains("![bridge](trip.files/bridge.png)")
                || saved.contains("![bridge](trip.letter.files/bridge.png)")
                || saved.contains("![bridge](\(folder.path)/trip.files/bridge.png)"), "\(saved)")
    }
}
