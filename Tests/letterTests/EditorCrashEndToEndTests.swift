import Foundation
import Testing

/// Crashes, end to end: the real editor traps (`LETTER_TEST_TRAP`, F12) or is
/// sent a fault signal in tmux, and must leave the unsaved letter in
/// `NAME.save`, no lock, a terminal back in its shell modes and one line on
/// standard error, and must die of the signal.
///
/// What is observed, and how: the pane keeps running a shell after the editor,
/// which prints the exit status (`[exit N]`, 128+N for a signal) and then the
/// terminal's `icanon`/`echo` modes as `stty` sees them (`-icanon -echo` if the
/// editor left it raw); tmux reports whether the alternate screen is still on;
/// the files are read from disk.
@Suite("Editor crashes end to end in tmux")
struct EditorCrashEndToEndTests {
    /// `SWIFT_BACKTRACE=enable=no` as the harness notes suggest, or unset: then
    /// the Swift runtime installs its backtracer, which our handler must beat.
    static let backtracerSettings: [String?] = [nil, "enable=no"]

    /// tmux's own terminal type (the pane's default) and the one many people
    /// run inside tmux: the restoring sequences come from each one's terminfo.
    static let terminals = ["tmux-256color", "xterm-256color"]

    func start(
        _ arguments: String, in folder: ScratchFolder, trap: String? = nil, backtrace: String? = "enable=no",
        terminal: String = "tmux-256color"
    ) throws -> TmuxSession {
        var environment = ["XDG_STATE_HOME": folder.file("state")]
        if let trap { environment["LETTER_TEST_TRAP"] = trap }
        if let backtrace { environment["SWIFT_BACKTRACE"] = backtrace }
        // Wide, so the line naming the copy's path is not wrapped.
        let command = "TERM=\(terminal) \(letterBinary) \(arguments); status=$?; "
            + "echo \"modes: $(stty -a | tr ' ;' '\\n\\n' | grep -E '^-?(icanon|echo)$' | tr '\\n' ' ')\"; "
            + "(exit $status)"
        let session = try TmuxSession(command, columns: 200, rows: 24, folder: folder, environment: environment)
        try session.waitFor("F1 help")
        return session
    }

    /// Types a line into a letter that starts as "Dear Sam,\n".
    func writeUnsavedWords(_ session: TmuxSession) throws {
        try session.press("C-End")
        try session.type(" this must survive.")
        try session.waitFor("this must survive.")
    }

    /// The terminal was given back: cooked modes, main screen.
    func expectTerminalRestored(_ session: TmuxSession, _ screen: String) throws {
        #expect(screen.contains("modes: icanon echo"), "the terminal was left raw:\n\(screen)")
        #expect(try session.format("#{alternate_on}") == "0", "still on the alternate screen")
    }

    @Test(arguments: backtracerSettings, terminals)
    func trapKeepsTheLetterRestoresTheTerminalAndDiesOfSIGILL(backtrace: String?, terminal: String) throws {
        let folder = try ScratchFolder()
        try "Dear Sam,\n".write(toFile: folder.file("sam.letter"), atomically: true, encoding: .utf8)
        let session = try start("sam.letter", in: folder, trap: "1", backtrace: backtrace, terminal: terminal)
        try writeUnsavedWords(session)
        #expect(FileManager.default.fileExists(atPath: folder.file(".sam.letter.lock")))

        try session.press("F12")
        let screen = try session.waitFor("[exit \(128 + SIGILL)]", timeout: 10)
        #expect(screen.contains("letter: crashed (SIGILL); unsaved changes are in \(folder.path)/sam.letter.save"))
        try expectTerminalRestored(session, screen)
        #expect(folder.read("sam.letter.save")?.hasSuffix("Dear Sam, this must survive.\n") == true)
        #expect(folder.read("sam.letter") == "Dear Sam,\n")
        #expect(!FileManager.default.fileExists(atPath: folder.file(".sam.letter.lock")), "the lock was left behind")

        // The next start offers the copy, and does not think the letter is open.
        let again = try start("sam.letter", in: folder)
        let offer = try again.waitFor("An emergency copy of sam.letter")
        #expect(!offer.contains("has sam.letter open"))
    }

    /// A trap while the state is held for a change (inside `update`) must
    /// still leave the letter: the handler reads the state as it stands.
    @Test func trapInsideAnUpdateKeepsTheLetter() throws {
        let folder = try ScratchFolder()
        try "Dear Sam,\n".write(toFile: folder.file("sam.letter"), atomically: true, encoding: .utf8)
        let session = try start("sam.letter", in: folder, trap: "update")
        try writeUnsavedWords(session)
        try session.press("F12")
        let screen = try session.waitFor("[exit \(128 + SIGILL)]", timeout: 10)
        #expect(screen.contains("letter: crashed (SIGILL); unsaved changes are in \(folder.path)/sam.letter.save"))
        try expectTerminalRestored(session, screen)
        #expect(folder.read("sam.letter.save")?.hasSuffix("Dear Sam, this must survive.\n") == true)
    }

    @Test func stackOverflowIsHandledOnTheHandlersOwnStack() throws {
        let folder = try ScratchFolder()
        try "Dear Sam,\n".write(toFile: folder.file("sam.letter"), atomically: true, encoding: .utf8)
        let session = try start("sam.letter", in: folder, trap: "overflow")
        try writeUnsavedWords(session)
        try session.press("F12")
        let screen = try session.waitFor("[exit \(128 + SIGSEGV)]", timeout: 15)
        #expect(screen.contains("letter: crashed (SIGSEGV); unsaved changes are in \(folder.path)/sam.letter.save"))
        try expectTerminalRestored(session, screen)
        #expect(folder.read("sam.letter.save")?.hasSuffix("Dear Sam, this must survive.\n") == true)
        #expect(!FileManager.default.fileExists(atPath: folder.file(".sam.letter.lock")))
    }

    /// The trap is SIGILL; the handler then faults with SIGSEGV while writing the
    /// copy. Dying of SIGSEGV at once shows the second fault was not handled
    /// again (a loop) or waited out (the watchdog would end it with SIGILL).
    @Test func faultInsideTheHandlerEndsTheProcessAtOnce() throws {
        let folder = try ScratchFolder()
        try "Dear Sam,\n".write(toFile: folder.file("sam.letter"), atomically: true, encoding: .utf8)
        let session = try start("sam.letter", in: folder, trap: "rescue")
        try writeUnsavedWords(session)
        try session.press("F12")
        let screen = try session.waitFor("[exit", timeout: 10)
        #expect(screen.contains("[exit \(128 + SIGSEGV)]"), "expected death by the second fault:\n\(screen)")
        // The terminal and the lock come before the copy, so they were done.
        try expectTerminalRestored(session, screen)
        #expect(!FileManager.default.fileExists(atPath: folder.file(".sam.letter.lock")))
        #expect(folder.read("sam.letter.save") == nil)
    }

    @Test(arguments: [SIGSEGV, SIGABRT, SIGBUS, SIGFPE, SIGTRAP])
    func faultSignalFromOutsideKeepsTheLetter(signal: Int32) throws {
        let folder = try ScratchFolder()
        try "Dear Sam,\n".write(toFile: folder.file("sam.letter"), atomically: true, encoding: .utf8)
        let session = try start("sam.letter", in: folder, backtrace: nil, terminal: "xterm-256color")
        try writeUnsavedWords(session)
        let pid = try #require(try session.programPID())
        #expect(kill(pid, signal) == 0)
        let screen = try session.waitFor("[exit \(128 + signal)]", timeout: 10)
        #expect(screen.contains("letter: crashed (SIG"))
        #expect(screen.contains("unsaved changes are in \(folder.path)/sam.letter.save"))
        try expectTerminalRestored(session, screen)
        #expect(folder.read("sam.letter.save")?.hasSuffix("Dear Sam, this must survive.\n") == true)
        #expect(!FileManager.default.fileExists(atPath: folder.file(".sam.letter.lock")))
    }

    @Test func unnamedLetterGoesToLetterPIDSave() throws {
        let folder = try ScratchFolder()
        let session = try start("", in: folder, trap: "1")
        try session.type("a letter with no name yet")
        try session.waitFor("a letter with no name yet")
        let pid = try #require(try session.programPID())
        try session.press("F12")
        let screen = try session.waitFor("[exit \(128 + SIGILL)]")
        #expect(screen.contains("unsaved changes are in \(folder.path)/letter.\(pid).save"))
        #expect(folder.read("letter.\(pid).save")?.contains("a letter with no name yet") == true)
    }

    @Test func crashWithNothingUnsavedWritesNoCopy() throws {
        let folder = try ScratchFolder()
        try "Dear Sam,\n".write(toFile: folder.file("sam.letter"), atomically: true, encoding: .utf8)
        let session = try start("sam.letter", in: folder, trap: "1")
        try session.press("F12")
        let screen = try session.waitFor("[exit \(128 + SIGILL)]")
        #expect(screen.contains("letter: crashed (SIGILL); nothing was unsaved"))
        try expectTerminalRestored(session, screen)
        #expect(folderNamesInScratch(folder).filter { $0.hasPrefix("sam.letter.save") || $0.hasSuffix(".lock") }.isEmpty)
    }

    /// The handler removes the lock only while it holds our pid: one broken as
    /// stale and taken by someone else (here pid 1) stays.
    @Test func aLockSomeoneElseTookIsLeftAlone() throws {
        let folder = try ScratchFolder()
        try "Dear Sam,\n".write(toFile: folder.file("sam.letter"), atomically: true, encoding: .utf8)
        let session = try start("sam.letter", in: folder, trap: "1")
        try writeUnsavedWords(session)
        try "1\n".write(toFile: folder.file(".sam.letter.lock"), atomically: false, encoding: .utf8)
        try session.press("F12")
        try session.waitFor("[exit \(128 + SIGILL)]")
        #expect(folder.read(".sam.letter.lock") == "1\n")
        #expect(folder.read("sam.letter.save") != nil)
    }

    /// Without `LETTER_TEST_TRAP`, F12 is an unbound key like any other.
    @Test func f12WithoutTheTestVariableDoesNothing() throws {
        let folder = try ScratchFolder()
        let session = try start("note.letter", in: folder)
        try session.type("still here")
        try session.press("F12")
        try session.type(" and well")
        try session.waitFor("still here and well")
        try session.press("C-s")
        try session.waitFor("Saved")
        try session.press("C-q")
        let screen = try session.waitFor("[exit 0]")
        #expect(!screen.contains("crashed"))
        #expect(folder.read("note.letter")?.hasSuffix("still here and well\n") == true)
    }

    private func folderNamesInScratch(_ folder: ScratchFolder) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    }
}

extension TmuxSession {
    /// A tmux format for the pane, e.g. `#{alternate_on}`.
    func format(_ format: String) throws -> String {
        try run([tmux, "-L", socket, "display", "-p", "-t", "0", format]).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
