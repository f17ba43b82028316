import Foundation
import Testing

/// The editor and the disk, end to end: signals leave an emergency copy that the
/// next start offers back, locks warn, hostile files are refused or shown safely.
@Suite("Editor and files end to end in tmux")
struct EditorFilesEndToEndTests {
    func start(_ arguments: String, in folder: ScratchFolder, rows: Int = 24) throws -> TmuxSession {
        let session = try TmuxSession(
            "\(letterBinary) \(arguments)", columns: 80, rows: rows, folder: folder,
            environment: ["XDG_STATE_HOME": folder.file("state")])
        try session.waitFor("F1 help")
        return session
    }

    /// Sends `signal` to the editor in `session` and waits for it to exit.
    func kill(_ session: TmuxSession, with signal: Int32) throws {
        let pid = try #require(try session.programPID())
        #expect(Foundation.kill(pid, signal) == 0)
        try session.waitFor("[exit \(128 + signal)]")
    }

    @Test(arguments: [SIGHUP, SIGTERM])
    func signalLeavesAnEmergencyCopyThatIsOfferedBack(signal: Int32) throws {
        let folder = try ScratchFolder()
        try "Dear Sam,\n".write(toFile: folder.file("sam.letter"), atomically: true, encoding: .utf8)
        let session = try start("sam.letter", in: folder)
        try session.press("C-End")
        try session.type(" this must survive.")
        try session.waitFor("this must survive.")
        try kill(session, with: signal)
        let copy = try #require(folder.read("sam.letter.save"), "no emergency copy was written")
        #expect(copy.hasSuffix("Dear Sam, this must survive.\n"))
        #expect(folder.read("sam.letter")?.hasSuffix("Dear Sam,\n") == true)
        var status = stat()
        #expect(stat(folder.file("sam.letter.save"), &status) == 0 && status.st_mode & 0o777 == 0o600)

        let again = try start("sam.letter", in: folder)
        try again.waitFor("An emergency copy of sam.letter")
        // The list starts on the safe answer (open the saved letter); one down is
        // "show where", two up from there "restore".
        try again.press("Down", "Enter")
        try again.waitFor("sam.letter.save")
        try again.press("Up", "Up", "Enter")
        try again.waitFor("Dear Sam, this must survive.")
        try again.press("C-s")
        try again.waitFor("Saved")
        #expect(folder.read("sam.letter")?.hasSuffix("Dear Sam, this must survive.\n") == true)
        // Saved, the restored text is safe in the letter: the copy it came from
        // has done its work and is not offered again.
        #expect(folder.read("sam.letter.save") == nil)
        try again.press("C-q")
        try again.waitFor("[exit 0]")
        let third = try start("sam.letter", in: folder)
        #expect(!(try third.screen()).contains("copy"))
    }

    @Test func openingTheSavedLetterKeepsTheCopy() throws {
        let folder = try ScratchFolder()
        let session = try start("keep.letter", in: folder)
        try session.type("unsaved words")
        try session.waitFor("unsaved words")
        try kill(session, with: SIGTERM)
        #expect(folder.read("keep.letter.save") != nil)
        let again = try start("keep.letter", in: folder)
        try again.waitFor("An emergency copy")
        try again.press("Enter")
        let screen = try again.waitFor("copy is kept")
        #expect(!screen.contains("unsaved words"))
        #expect(folder.read("keep.letter.save")?.contains("unsaved words") == true)
    }

    @Test func aCopyIsDeletedOnlyWhenTheUserSaysSo() throws {
        let folder = try ScratchFolder()
        let session = try start("gone.letter", in: folder)
        try session.type("not wanted")
        try session.waitFor("not wanted")
        try kill(session, with: SIGHUP)
        #expect(folder.read("gone.letter.save") != nil)
        let again = try start("gone.letter", in: folder)
        try again.waitFor("Delete the copy")
        try again.press("End", "Enter")
        // Deleting asks once more; keeping the copy is the answer it starts on.
        try again.waitFor("for good?")
        #expect(folder.read("gone.letter.save") != nil)
        try again.press("Down", "Enter")
        try again.waitFor("Deleted the copy")
        #expect(folder.read("gone.letter.save") == nil)
        try again.press("C-q")
        try again.waitFor("[exit 0]")
        // Nothing is offered any more.
        let third = try start("gone.letter", in: folder)
        let screen = try third.screen()
        #expect(!screen.contains("copy"))
    }

    @Test func unnamedLetterIsSavedAndOfferedToo() throws {
        let folder = try ScratchFolder()
        let session = try start("", in: folder)
        try session.type("a letter with no name yet")
        try session.waitFor("a letter with no name yet")
        let pid = try #require(try session.programPID())
        try kill(session, with: SIGTERM)
        let copy = try #require(folder.read("letter.\(pid).save"), "no letter.PID.save in the folder")
        #expect(copy.contains("a letter with no name yet"))

        let again = try start("", in: folder)
        try again.waitFor("An emergency copy of an unsaved new letter")
        try again.press("Up", "Enter")
        try again.waitFor("a letter with no name yet")
        // Saved under a name, the copy is not offered to the next new letter.
        try again.press("C-s")
        try again.waitFor("Save as:")
        try again.press("C-u")
        try again.type("named.letter")
        try again.press("Enter")
        try again.waitFor("Saved")
        #expect(folder.read("letter.\(pid).save") == nil)
        try again.press("C-q")
        try again.waitFor("[exit 0]")
        let third = try start("", in: folder)
        #expect(!(try third.screen()).contains("copy"))
    }

    @Test func typingAtTheRecoveryQuestionAnswersNothing() throws {
        let folder = try ScratchFolder()
        let session = try start("mom.letter", in: folder)
        try session.type("the words to keep")
        try session.waitFor("the words to keep")
        try kill(session, with: SIGTERM)
        let again = try start("mom.letter", in: folder)
        try again.waitFor("An emergency copy")
        // A user who starts writing before reading the box: no letter answers it.
        try again.type("Dear Mom, dreaming of you.")
        try again.waitFor("Choose an answer with Up and Down")
        #expect(folder.read("mom.letter.save")?.contains("the words to keep") == true)
        // Esc takes the safe answer: the saved letter opens, the copy stays.
        try again.press("Escape")
        try again.waitFor("the copy is kept")
        #expect(folder.read("mom.letter.save")?.contains("the words to keep") == true)
        #expect(!(try again.screen()).contains("Dear Mom"))
    }

    @Test func recoveryCopyIsKeptWhileWritingAndRemovedOnSave() throws {
        let folder = try ScratchFolder()
        let session = try start("draft.letter", in: folder)
        try session.type("kept a few seconds after the last change")
        let stateFolder = folder.file("state/letter")
        let deadline = Date().addingTimeInterval(10)
        var copies: [String] = []
        while Date() < deadline {
            copies = (try? FileManager.default.contentsOfDirectory(atPath: stateFolder))?.filter { $0.hasSuffix(".recovery") } ?? []
            if !copies.isEmpty { break }
            Thread.sleep(forTimeInterval: 0.2)
        }
        #expect(copies.count == 1, "no recovery copy appeared in \(stateFolder)")
        var status = stat()
        #expect(stat(stateFolder, &status) == 0 && status.st_mode & 0o777 == 0o700)
        try session.press("C-s")
        try session.waitFor("Saved")
        let left = (try? FileManager.default.contentsOfDirectory(atPath: stateFolder))?.filter { $0.hasSuffix(".recovery") } ?? []
        #expect(left.isEmpty)
    }

    @Test func aFailedSaveKeepsTheLetterAndNeverQuits() throws {
        let folder = try ScratchFolder()
        try "Dear Jo,\n".write(toFile: folder.file("jo.letter"), atomically: true, encoding: .utf8)
        let session = try start("jo.letter", in: folder)
        try session.press("C-End")
        try session.type(" one more line")
        try session.waitFor("one more line")
        // Root ignores permissions; an immutable folder stops even root.
        let chattr = try #require(["/usr/bin/chattr", "/bin/chattr"].first { FileManager.default.isExecutableFile(atPath: $0) })
        #expect(try run([chattr, "+i", folder.path]).status == 0)
        defer { _ = try? run([chattr, "-i", folder.path]) }
        try session.press("C-s")
        // The failed save offers another name at once, saying why it failed.
        let failed = try session.waitFor("Save as:")
        #expect(failed.contains("Operation not permitted"))
        try session.press("Escape")
        try session.waitFor("Alt-O to try again")
        try session.press("C-q")
        try session.waitFor("Save changes before quitting?")
        try session.type("y")
        let screen = try session.waitFor("Save as:")
        #expect(screen.contains("modified"))
        #expect(!screen.contains("[exit"))
        #expect(folder.read("jo.letter") == "Dear Jo,\n")
        // Saved elsewhere, the quit that was waiting goes ahead.
        let elsewhere = try ScratchFolder()
        try session.press("C-u")
        try session.type(elsewhere.file("jo.letter"))
        try session.press("Enter")
        try session.waitFor("[exit 0]")
        #expect(elsewhere.read("jo.letter")?.hasSuffix("---\nDear Jo, one more line\n") == true)
        #expect(folder.read("jo.letter") == "Dear Jo,\n")
    }

    @Test func controlOSavesACopyUnderAnotherName() throws {
        let folder = try ScratchFolder()
        try "Dear Jo,\n".write(toFile: folder.file("jo.txt"), atomically: true, encoding: .utf8)
        let session = try start("jo.txt", in: folder)
        try session.press("C-End")
        try session.type(" again")
        try session.alt("o")
        try session.waitFor("Save as: jo.txt")
        try session.press("Home")
        try session.type("copy-of-")
        try session.press("Enter")
        try session.waitFor("Saved copy-of-jo.txt")
        #expect(folder.read("copy-of-jo.txt") == "Dear Jo, again\n")
        #expect(folder.read("jo.txt") == "Dear Jo,\n")
        #expect((try session.screen()).contains("copy-of-jo.txt"))
    }

    @Test func aFileChangedOnDiskIsNotOverwrittenWithoutAsking() throws {
        let folder = try ScratchFolder()
        try "Dear Lee,\n".write(toFile: folder.file("lee.txt"), atomically: true, encoding: .utf8)
        let session = try start("lee.txt", in: folder)
        try session.press("C-End")
        try session.type(" from the editor")
        try session.waitFor("from the editor")
        try "Dear Lee, written elsewhere\n".write(toFile: folder.file("lee.txt"), atomically: true, encoding: .utf8)
        try session.press("C-s")
        try session.waitFor("changed on disk")
        try session.type("n")
        try session.waitFor("left as it is")
        #expect(folder.read("lee.txt") == "Dear Lee, written elsewhere\n")
        try session.press("C-s")
        try session.waitFor("changed on disk")
        try session.type("y")
        try session.waitFor("Saved")
        // A plain .txt stays plain: no front matter is added.
        #expect(folder.read("lee.txt") == "Dear Lee, from the editor\n")
    }

    @Test func savingThroughASymbolicLinkWritesItsTarget() throws {
        let folder = try ScratchFolder()
        try "Dear Kim,\n".write(toFile: folder.file("real.txt"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder.file("link.txt"), withDestinationPath: "real.txt")
        let session = try start("link.txt", in: folder)
        try session.press("C-End")
        try session.type(" again")
        try session.press("C-s")
        try session.waitFor("Saved")
        #expect(folder.read("real.txt") == "Dear Kim, again\n")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: folder.file("link.txt"))) == "real.txt")
    }

    @Test func aSecondWindowIsWarnedAndCanOpenReadOnly() throws {
        let folder = try ScratchFolder()
        try "Shared letter\n".write(toFile: folder.file("shared.letter"), atomically: true, encoding: .utf8)
        let first = try start("shared.letter", in: folder)
        try first.waitFor("Shared letter")
        let second = try start("shared.letter", in: folder)
        try second.waitFor("has shared.letter open")
        try second.press("Enter")
        try second.waitFor("read-only")
        try second.type("x")
        try second.press("C-s")
        try second.waitFor("Read-only")
        #expect(folder.read("shared.letter") == "Shared letter\n")
    }

    @Test func letterOverItsPaperOpensWithABannerAndCanBeTrimmed() throws {
        let folder = try ScratchFolder()
        let text = (1...5).map { "line \($0)" }.joined(separator: "\n") + "\n"
        try text.write(toFile: folder.file("over.txt"), atomically: true, encoding: .utf8)
        let session = try start("over.txt --lines 2 --columns 20", in: folder, rows: 24)
        try session.waitFor("3 lines over the page")
        try session.press("C-End", "BSpace", "BSpace", "BSpace", "BSpace", "BSpace", "BSpace", "BSpace")
        try session.waitFor("2 lines over") { $0.contains("2 lines over") || $0.contains("over the page") && $0.contains("4/2") }
        try session.press("C-s")
        try session.waitFor("Saved")
        #expect(folder.read("over.txt") == "line 1\nline 2\nline 3\nline 4\n")
    }

    @Test func escapeSequencesInALetterAreShownNotObeyed() throws {
        let folder = try ScratchFolder()
        try "before\u{1B}[2Jafter\n".write(toFile: folder.file("esc.txt"), atomically: true, encoding: .utf8)
        let session = try start("esc.txt", in: folder)
        let screen = try session.waitFor("before^[[2Jafter")
        #expect(screen.contains("F1 help"))
        #expect(folder.read("esc.txt") == "before\u{1B}[2Jafter\n")
    }

    @Test(arguments: [
        ("bad.txt", [0x61, 0xFF, 0x62, 0x0A] as [UInt8], "not UTF-8"),
        ("nul.txt", [0x61, 0x00, 0x62, 0x0A], "binary data"),
    ])
    func hostileFilesAreRefusedWithoutTheEditor(name: String, bytes: [UInt8], message: String) throws {
        let folder = try ScratchFolder()
        try Data(bytes).write(to: URL(fileURLWithPath: folder.file(name)))
        let session = try TmuxSession("\(letterBinary) \(name)", folder: folder)
        let screen = try session.waitFor("[exit 2]")
        #expect(screen.contains(message))
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.file(name))) == Data(bytes))
    }

    @Test func anEmptyFileOpensAndIsLeftAsItWas() throws {
        let folder = try ScratchFolder()
        #expect(FileManager.default.createFile(atPath: folder.file("empty.txt"), contents: Data()))
        let session = try start("empty.txt", in: folder)
        try session.waitFor("1/18 lines")
        try session.press("C-q")
        try session.waitFor("[exit 0]")
        #expect(folder.read("empty.txt") == "")
    }

    @Test func aHugeFileIsRefusedClearly() throws {
        let folder = try ScratchFolder()
        let big = String(repeating: "A long line of a very long manuscript.\n", count: 5 * 1024 * 1024 / 39)
        try big.write(toFile: folder.file("big.txt"), atomically: true, encoding: .utf8)
        let session = try TmuxSession("\(letterBinary) big.txt", folder: folder)
        let screen = try session.waitFor("[exit 2]")
        #expect(screen.contains("too large"))
    }

    /// Waits until the state folder holds a recovery copy (written two seconds
    /// after the last change).
    func waitForRecoveryCopy(in folder: ScratchFolder) throws {
        let stateFolder = folder.file("state/letter")
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            let copies = (try? FileManager.default.contentsOfDirectory(atPath: stateFolder))?.filter { $0.hasSuffix(".recovery") } ?? []
            if !copies.isEmpty { return }
            Thread.sleep(forTimeInterval: 0.2)
        }
        Issue.record("no recovery copy appeared in \(stateFolder)")
    }

    @Test func aRunningEditorsRecoveryCopyIsNotOfferedToASecondOne() throws {
        let folder = try ScratchFolder()
        let first = try start("live.letter", in: folder)
        try first.type("work in progress")
        try waitForRecoveryCopy(in: folder)
        let second = try start("live.letter", in: folder)
        try second.waitFor("has live.letter open")
        try second.press("Enter")
        try second.waitFor("read-only")
        #expect(!(try second.screen()).contains("recovery copy"))

        // A new letter's copy, likewise, while its editor runs.
        let unnamedFolder = try ScratchFolder()
        let writer = try start("", in: unnamedFolder)
        try writer.type("an unnamed draft")
        try waitForRecoveryCopy(in: unnamedFolder)
        let other = try start("", in: unnamedFolder)
        Thread.sleep(forTimeInterval: 0.3)
        #expect(!(try other.screen()).contains("copy"))
        // Once the first editor is gone without saving, its copy is a leftover.
        let pid = try #require(try writer.programPID())
        Foundation.kill(pid, SIGKILL)
        try writer.waitFor("[exit 137]")
        let third = try start("", in: unnamedFolder)
        try third.waitFor("A recovery copy of an unsaved new letter")
    }

    // MARK: Far file times, plain names, trailing empty lines, mixed endings

    @Test func ctrlSAfterAnotherProgramTouchedTheFileFarInTheFutureAsks() throws {
        let folder = try ScratchFolder()
        try "Dear Lee,\n".write(toFile: folder.file("lee.txt"), atomically: true, encoding: .utf8)
        let session = try start("lee.txt", in: folder)
        try session.press("C-End")
        try session.type(" again")
        try session.waitFor("Dear Lee, again")
        // Another program stamps the file after 2262, where nanoseconds overflow 64 bits.
        #expect(try runTool(["touch", "-d", "2300-01-01", folder.file("lee.txt")]).status == 0)
        try session.press("C-s")
        let screen = try session.waitFor("changed on disk")
        #expect(!screen.contains("[exit"))
        try session.type("y")
        try session.waitFor("Saved")
        #expect(folder.read("lee.txt") == "Dear Lee, again\n")
    }

    @Test func aFileStampedFarInTheFutureOpensAndSaves() throws {
        let folder = try ScratchFolder()
        try "Dear Lee,\n".write(toFile: folder.file("far.txt"), atomically: true, encoding: .utf8)
        #expect(try runTool(["touch", "-d", "2300-01-01", folder.file("far.txt")]).status == 0)
        let session = try start("far.txt", in: folder)
        try session.press("C-End")
        try session.type(" again")
        try session.press("C-s")
        try session.waitFor("Saved")
        #expect(folder.read("far.txt") == "Dear Lee, again\n")
    }

    /// A `.md` holds Markdown whose hard breaks keep each line (`MarkdownBody`).
    @Test(arguments: [("note.txt", "Dear Sam,\nLove\n"), ("note.md", "Dear Sam,\\\nLove\n")])
    func aNewLetterSavedAsAPlainNameIsTheTypedTextWithoutFrontMatter(name: String, saved: String) throws {
        let folder = try ScratchFolder()
        let session = try start("", in: folder)
        try session.type("Dear Sam,")
        try session.press("Enter")
        try session.type("Love")
        try session.press("C-s")
        try session.waitFor("Letters/letter-")
        try session.press("C-u")
        try session.type(name)
        try session.press("Enter")
        try session.waitFor("Saved")
        #expect(folder.read(name) == saved)
    }

    @Test func aMarkdownFileStartingWithADashBlockShowsAndKeepsIt() throws {
        let folder = try ScratchFolder()
        try "---\ntitle: x\n---\nHello\n".write(toFile: folder.file("post.md"), atomically: true, encoding: .utf8)
        let session = try start("post.md", in: folder)
        let screen = try session.waitFor("title: x")
        #expect(screen.contains("4/18 lines"))
        try session.press("C-End")
        try session.type(" there")
        try session.press("C-s")
        try session.waitFor("Saved")
        #expect(folder.read("post.md") == "---\ntitle: x\n---\nHello there\n")
    }

    @Test func emptyLinesAddedToAFileWithoutAFinalNewlineAreStillThereAfterSaving() throws {
        let folder = try ScratchFolder()
        try "Dear Sam,\nLove".write(toFile: folder.file("n.txt"), atomically: true, encoding: .utf8)
        let session = try start("n.txt", in: folder)
        try session.waitFor("2/18 lines")
        try session.press("C-End", "Enter", "Enter")
        try session.waitFor("4/18 lines")
        try session.press("C-s")
        try session.waitFor("Saved")
        try session.press("C-q")
        try session.waitFor("[exit 0]")
        #expect(try run([letterBinary, "check", folder.file("n.txt")]).output == "fits: 4 of 18 lines\n")
        let again = try start("n.txt", in: folder)
        try again.waitFor("4/18 lines")
    }

    @Test(arguments: [
        ("a\r\nb\nc\n", "This file mixes line endings (LF and CRLF); saving writes them all as LF"),
        ("a\r\nb\r\nc\n", "This file mixes line endings (LF and CRLF); saving writes them all as CRLF"),
    ])
    func openingAFileWithMixedLineEndingsSaysSo(text: String, notice: String) throws {
        let folder = try ScratchFolder()
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder.file("mixed.txt")))
        let session = try start("mixed.txt", in: folder)
        try session.waitFor(notice)
        // A file with one kind says nothing of the sort.
        try Data("a\nb\n".utf8).write(to: URL(fileURLWithPath: folder.file("plain.txt")))
        let plain = try start("plain.txt", in: folder)
        #expect(!(try plain.screen()).contains("mixes line endings"))
    }

    /// A 5,000-line letter opens in parts: the first screen at once, the rest
    /// before any key is read. All of it is there to move to, and saving writes
    /// it whole.
    @Test func aLongLetterOpensWholeAndSavesWhole() throws {
        let folder = try ScratchFolder()
        let lines = (1...5_000).map { "line \($0) of a long letter 안녕" }
        try ("---\npaper: manuscript\n---\n" + lines.joined(separator: "\n") + "\n").write(
            toFile: folder.file("long.letter"), atomically: true, encoding: .utf8)
        let session = try start("long.letter", in: folder)
        try session.waitFor("line 1 of a long letter")
        try session.waitFor("5000/10000 lines")
        try session.press("C-End")
        try session.waitFor("line 5000 of a long letter")
        try session.type("!")
        try session.press("C-s")
        try session.waitFor("Saved")
        #expect(
            folder.read("long.letter")
                == "---\npaper: manuscript\nformat: 2\n---\n" + lines.joined(separator: "\\\n") + "!\n")
    }
}
