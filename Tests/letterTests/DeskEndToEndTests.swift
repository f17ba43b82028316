import Foundation
import Testing

/// Several letters open in the real editor, in tmux: switching with both key
/// pairs, a paste across letters trimmed by the target's gate, undo in each,
/// quitting with several modified, a stop with three modified, side by side,
/// and the open prompt.
@Suite("Several letters end to end in tmux")
struct DeskEndToEndTests {
    /// The crash tests' start: a pane that prints the exit status after the
    /// editor, 200 columns wide unless asked.
    let crashes = EditorCrashEndToEndTests()

    /// Three letters in `folder`: a.letter and b.letter with a line each,
    /// full.letter on a 4-line paper with three lines written.
    func threeLetters() throws -> ScratchFolder {
        let folder = try ScratchFolder()
        try "Dear Ann,\n".write(toFile: folder.file("a.letter"), atomically: true, encoding: .utf8)
        try "Dear Bob,\n".write(toFile: folder.file("b.letter"), atomically: true, encoding: .utf8)
        try "---\npaper: custom\nlines: 4\ncolumns: 30\n---\none\ntwo\nthree\n".write(
            toFile: folder.file("full.letter"), atomically: true, encoding: .utf8)
        return folder
    }

    func start(_ arguments: String, in folder: ScratchFolder, columns: Int = 120) throws -> TmuxSession {
        let session = try TmuxSession(
            "\(letterBinary) \(arguments)", columns: columns, rows: 30, folder: folder,
            environment: ["XDG_STATE_HOME": folder.file("state")])
        try session.waitFor("F1 help")
        return session
    }

    @Test func switchPasteAcrossAndUndoInEach() throws {
        let folder = try threeLetters()
        let session = try start("a.letter b.letter full.letter", in: folder)
        try session.waitFor(" 1 of 3 · a.letter")
        // micro's pair, round the ends, then nano's.
        try session.alt(".")
        try session.waitFor(" 2 of 3 · b.letter")
        try session.alt(".")
        try session.waitFor(" 3 of 3 · full.letter")
        try session.alt(".")
        try session.waitFor(" 1 of 3 · a.letter")
        try session.alt(",")
        try session.waitFor(" 3 of 3 · full.letter")
        try session.alt("<")
        try session.waitFor(" 2 of 3 · b.letter")
        try session.alt(">")
        try session.waitFor(" 3 of 3 · full.letter")

        // In a.letter: type a long line, select it all and cut it.
        try session.alt(">")
        try session.waitFor(" 1 of 3 · a.letter")
        try session.press("C-End")
        try session.type(" words that will not all fit on the card")
        try session.waitFor("not all fit")
        try session.press("C-a")
        try session.press("C-x")
        try session.waitFor("modified") { !$0.contains("Dear Ann") }
        // Pasted at the end of the fuller letter: trimmed, and said.
        try session.alt("<")
        try session.waitFor(" 3 of 3 · full.letter")
        try session.press("C-End")
        try session.press("Enter")
        try session.press("C-v")
        try session.waitFor("did not fit on the page")
        // Undo in each, independently: the paste in full.letter…
        try session.press("C-z")
        try session.waitFor("paste undone") { screen in
            !screen.contains("Dear Ann") && screen.contains("three")
        }
        // …and the cut in a.letter, whose text comes back.
        try session.alt(".")
        try session.waitFor(" 1 of 3 · a.letter")
        try session.press("C-z")
        try session.waitFor("Dear Ann, words that will not all fit")
        try session.alt(",")
        try session.waitFor(" 3 of 3 · full.letter")
        let card = try session.screen()
        #expect(!card.contains("Dear Ann"))
    }

    @Test func quitAsksAboutEachModifiedLetter() throws {
        let folder = try threeLetters()
        let session = try start("a.letter b.letter full.letter", in: folder)
        try session.press("C-End")
        try session.type(" one")
        try session.alt(".")
        try session.waitFor(" 2 of 3 · b.letter")
        try session.press("C-End")
        try session.type(" two")
        try session.waitFor("Dear Bob, two")
        try session.press("C-q")
        try session.waitFor("2 letters have unsaved changes. Quit how?")
        // One by one: each letter's own question, in turn.
        try session.press("Down")
        try session.press("Down")
        try session.press("Enter")
        try session.waitFor("Save changes before quitting?")
        try session.waitFor(" 1 of 3 · a.letter")
        try session.type("y")
        try session.waitFor(" 1 of 2 · b.letter")
        try session.waitFor("Save changes before quitting?")
        try session.type("n")
        try session.waitFor("[exit 0]")
        #expect(folder.read("a.letter")?.contains("Dear Ann, one") == true)
        #expect(folder.read("b.letter") == "Dear Bob,\n")
    }

    @Test func quitCanSaveThemAll() throws {
        let folder = try threeLetters()
        let session = try start("a.letter b.letter", in: folder)
        try session.press("C-End")
        try session.type(" one")
        try session.alt(".")
        try session.press("C-End")
        try session.type(" two")
        try session.waitFor("Dear Bob, two")
        try session.press("C-q")
        try session.waitFor("Save them all, then quit")
        try session.press("Down")
        try session.press("Enter")
        try session.waitFor("[exit 0]")
        #expect(folder.read("a.letter")?.contains("Dear Ann, one") == true)
        #expect(folder.read("b.letter")?.contains("Dear Bob, two") == true)
    }

    @Test func aStopKeepsEveryModifiedLetter() throws {
        let folder = try threeLetters()
        let session = try crashes.start("a.letter b.letter full.letter", in: folder)
        for (index, word) in ["first", "second", "third"].enumerated() {
            if index > 0 { try session.alt(".") }
            try session.waitFor(" \(index + 1) of 3 · ")
            try session.press("C-End")
            try session.type(" \(word)")
            try session.waitFor(" \(word)")
        }
        let pid = try #require(try session.programPID())
        #expect(kill(pid, SIGTERM) == 0)
        let screen = try session.waitFor("[exit \(128 + SIGTERM)]")
        for name in ["a.letter", "b.letter", "full.letter"] {
            #expect(screen.contains("unsaved changes are in \(folder.path)/\(name).save"), "\(screen)")
        }
        #expect(folder.read("a.letter.save")?.contains("Dear Ann, first") == true)
        #expect(folder.read("b.letter.save")?.contains("Dear Bob, second") == true)
        #expect(folder.read("full.letter.save")?.contains("three third") == true)
    }

    @Test func sideBySideAt170AndARefusalAt100() throws {
        let folder = try threeLetters()
        let wide = try start("a.letter b.letter", in: folder, columns: 170)
        try wide.alt(".")
        try wide.waitFor(" 2 of 2 · b.letter")
        try wide.alt("v")
        let screen = try wide.waitFor("both sheets") { $0.contains("Dear Ann,") && $0.contains("Dear Bob,") }
        let row = try #require(screen.split(separator: "\n").first { $0.contains("Dear Ann,") })
        #expect(row.contains("Dear Bob,"))
        #expect(screen.split(separator: "\n").first?.contains("│ 2 of 2 · b.letter") == true)
        // Typing goes to the answer, on the right.
        try wide.type("Hi ")
        try wide.waitFor("Hi Dear Bob,")

        // In a folder of its own: the letters above are locked by the wide editor.
        let narrowFolder = try threeLetters()
        let narrow = try start("a.letter b.letter", in: narrowFolder, columns: 100)
        try narrow.alt("v")
        try narrow.waitFor("Side by side needs a terminal 145 columns wide; this one has 100")
    }

    @Test func theOpenPromptCompletesAndTheSameFileSwitches() throws {
        let folder = try threeLetters()
        let session = try start("a.letter", in: folder)
        try session.press("C-o")
        try session.waitFor("Open:")
        try session.type("b.l")
        try session.press("Tab")
        try session.waitFor("Open: b.letter")
        try session.press("Enter")
        try session.waitFor(" 2 of 2 · b.letter")
        try session.press("C-o")
        try session.waitFor("Open:")
        try session.type("./a.letter")
        try session.press("Enter")
        try session.waitFor("Already open: switched to it")
        try session.waitFor(" 1 of 2 · a.letter")
        // The palette lists the letters, with their state.
        try session.press("F10")
        try session.type("switch letter")
        try session.press("Enter")
        try session.waitFor("2. b.letter")
        try session.press("Down")
        try session.press("Enter")
        try session.waitFor(" 2 of 2 · b.letter")
        // A file that cannot be read is said, and nothing else changes.
        try session.press("C-o")
        try session.waitFor("Open:")
        try session.type("folder")
        try FileManager.default.createDirectory(atPath: folder.file("folder"), withIntermediateDirectories: false)
        try session.press("Enter")
        try session.waitFor("Could not open")
        try session.waitFor(" 2 of 2 · b.letter")
    }

    /// Opened from the editor, the letterbox's Enter opens the letter chosen
    /// beside the one being written, which keeps its unsaved text.
    @Test func theBoxsEnterOpensBesideTheLetterOpen() throws {
        let fixture = try BoxFixture()
        try fixture.write("spring.letter", "Dear Sam,\nThe cherry trees are out.\n", modified: 1_700_100_000)
        try fixture.nameTheBoxInTheConfiguration()
        let environment = fixture.editorEnvironment
        let letter = fixture.draft
        let session = try TmuxSession("\(letterBinary) '\(letter)'", columns: 100, environment: environment)
        try session.waitFor("F1 help")
        try session.type("A reply, not saved yet")
        try session.press("F10")
        try session.waitFor("Commands")
        try session.type("letterbox")
        try session.press("Enter")
        try session.waitFor("Letterbox · ")
        try session.waitFor("Dear Sam,")
        try session.press("Enter")
        let opened = try session.waitFor(" 2 of 2 · spring.letter")
        #expect(opened.contains("The cherry trees are out."))
        #expect(!opened.contains("Letterbox · "))
        try session.alt(",")
        try session.waitFor(" 1 of 2 · draft.letter")
        try session.waitFor("A reply, not saved yet")
    }

    /// A crash with several letters open removes every letter's lock, not
    /// only the last one taken.
    @Test func aCrashRemovesTheLockOfEveryLetterOpen() throws {
        let folder = try threeLetters()
        let session = try crashes.start("a.letter b.letter full.letter", in: folder, trap: "1")
        for name in ["a.letter", "b.letter", "full.letter"] {
            #expect(FileManager.default.fileExists(atPath: folder.file(".\(name).lock")), "\(name)")
        }
        try session.press("F12")
        _ = try session.waitFor("[exit \(128 + SIGILL)]")
        for name in ["a.letter", "b.letter", "full.letter"] {
            #expect(!FileManager.default.fileExists(atPath: folder.file(".\(name).lock")), "\(name)")
        }
    }
}
