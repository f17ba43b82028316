import LetterKit
import Testing

/// Saving, the "Save as:" prompt, quitting with and without changes, and the
/// help overlay. These use the default paper in an 80×24 terminal, wide enough
/// for the longest status questions.
@Suite struct EditorSaveQuitTests {
    static let path = "/home/ann/letters/ann.letter"

    /// "Dear Ann," on file, with "!" typed at the end: modified.
    private func changedLetter() -> EditorHarness {
        var editor = EditorHarness.defaultPaper(text: "Dear Ann,", path: Self.path)
        editor.press(.ctrl(.end))
        editor.type("!")
        return editor
    }

    @Test func ctrlSSavesToThePathAndSavedClearsTheModifiedMark() throws {
        var editor = changedLetter()
        #expect(editor.titleRow == " ann.letter · letter paper, 18 × 64 · modified                          F1 help")

        let effects = editor.press(.control("s"))
        #expect(effects.count == 1)
        let request = try #require(EditorHarness.saveRequest(in: effects))
        #expect(request.path == Self.path)
        #expect(request.text == "Dear Ann,!")
        #expect(request.paper == .letter)
        #expect(request.overwriteChanges == false)
        // Nothing is saved until the shell says so.
        #expect(editor.state.isModified)

        #expect(editor.send(.saveFinished(.saved(path: Self.path))) == [])
        #expect(editor.state.isModified == false)
        #expect(editor.titleRow == " ann.letter · letter paper, 18 × 64                                     F1 help")
        // The folders' middle gives way so the figures can stay.
        #expect(editor.statusRow == " Saved /home/a…letters/ann.letter  Ln 1, Col 1 · 1/18 lines · 2 words · 9 chars")
        #expect(editor.statusStyle == .status)
        #expect(editor.text == "Dear Ann,!")
    }

    @Test func failedSaveKeepsTheLetterModifiedAndSaysWhy() throws {
        var editor = changedLetter()
        editor.press(.control("s"))
        #expect(editor.send(.saveFinished(.failed(.notAFile(path: "/mnt")))) == [.flash])
        #expect(editor.state.isModified)
        #expect(editor.titleRow.contains("· modified"))
        // Another place to save is asked for at once, the reason in sight.
        #expect(editor.state.mode == .saveAs(TextField(Self.path, rules: .savePath), failure: .notAFile(path: "/mnt")))
        #expect(editor.statusRow == " Save as: \(Self.path)")
        #expect(editor.screen[22] == " Not saved: cannot save /mnt: it is not a regular file.")
        #expect(editor.statusStyle == .statusError)
        #expect(editor.text == "Dear Ann,!")
        // Esc leaves the letter as it is, saying how to try again.
        editor.press(.escape)
        #expect(editor.state.mode == .editing)
        #expect(
            editor.message
                == EditorState.Message("Not saved. The letter is safe here: Ctrl-S or Alt-O to try again", tone: .warning))
        #expect(editor.text == "Dear Ann,!")
    }

    @Test func failedSaveOffersAnotherNameThatWorks() throws {
        var editor = changedLetter()
        editor.press(.control("s"))
        editor.send(.saveFinished(.failed(.cannotCreate(folder: "/home/ann/letters", .readOnlyFileSystem))))
        // The pre-filled name is edited like any field: Ctrl-W takes the file
        // name back to the folder's slash.
        editor.press(.control("w"))
        #expect(editor.state.mode == .saveAs(TextField("/home/ann/letters/", rules: .savePath), failure: .cannotCreate(folder: "/home/ann/letters", .readOnlyFileSystem)))
        editor.type("elsewhere.letter")
        let request = try #require(EditorHarness.saveRequest(in: editor.press(.enter)))
        #expect(request.path == "/home/ann/letters/elsewhere.letter")
        #expect(request.text == "Dear Ann,!")
        editor.send(.saveFinished(.saved(path: request.path)))
        #expect(editor.state.path == "/home/ann/letters/elsewhere.letter")
        #expect(!editor.state.isModified)
    }

    @Test func altOSavesUnderANameAskedFor() throws {
        var editor = changedLetter()
        #expect(editor.press(.alt(.character("o"))) == [])
        #expect(editor.state.mode == .saveAs(TextField(Self.path, rules: .savePath), failure: nil))
        #expect(editor.statusRow.hasPrefix(" Save as: \(Self.path)"))
        editor.press(.home)
        editor.type("copy-of-")
        let request = try #require(EditorHarness.saveRequest(in: editor.press(.enter)))
        #expect(request.path == "copy-of-" + Self.path)
        #expect(request.overwriteChanges == false)
    }

    @Test func failedSaveWhileQuittingNeverQuits() throws {
        var editor = changedLetter()
        editor.press(.control("q"))
        let effects = editor.press(.character("y"))
        #expect(EditorHarness.saveRequest(in: effects) != nil)
        #expect(!effects.contains(.quit))
        #expect(editor.send(.saveFinished(.failed(.cannotReplace(path: Self.path, .permissionDenied)))) == [.flash])
        // The save failed, so another name is asked for; the quit waits for it.
        #expect(editor.state.mode == .saveAs(TextField(Self.path, rules: .savePath), failure: .cannotReplace(path: Self.path, .permissionDenied)))
        #expect(editor.text == "Dear Ann,!")
        #expect(!editor.log.contains { $0.effects.contains(.quit) })
        // Esc gives up the quit with the save: a later save that works does not quit.
        editor.press(.escape)
        editor.press(.control("s"))
        #expect(editor.send(.saveFinished(.saved(path: Self.path))) == [])
        #expect(!editor.log.contains { $0.effects.contains(.quit) })
    }

    @Test func failedSaveWhileQuittingQuitsOnceSavedElsewhere() throws {
        var editor = changedLetter()
        editor.press(.control("q"))
        editor.press(.character("y"))
        editor.send(.saveFinished(.failed(.cannotCreate(folder: "/home/ann/letters", .readOnlyFileSystem))))
        editor.press(.control("u"))
        editor.type("/tmp/ann.letter")
        let request = try #require(EditorHarness.saveRequest(in: editor.press(.enter)))
        #expect(request.path == "/tmp/ann.letter")
        #expect(editor.send(.saveFinished(.saved(path: "/tmp/ann.letter"))) == [.quit])
    }

    @Test func saveOnANewLetterAsksForAName() throws {
        var editor = EditorHarness.defaultPaper()
        editor.type("Hi")
        #expect(editor.press(.control("s")) == [])
        #expect(editor.state.mode == .saveAs(TextField("letter.letter", rules: .savePath), failure: nil))
        // The prompt takes the whole row: no counters beside it.
        #expect(editor.statusRow == " Save as: letter.letter")
        #expect(editor.statusStyle == .statusWarning)
        // The cursor waits after the name: 1 + "Save as: " (9) + 13 = column 23.
        #expect(editor.cursor == Spot(row: 23, column: 23))

        editor.press(.control("u"))
        #expect(editor.statusRow == " Save as:")
        #expect(editor.cursor == Spot(row: 23, column: 10))
        // An empty name is not accepted.
        #expect(editor.press(.enter) == [])
        #expect(editor.state.mode == .saveAs(TextField("", rules: .savePath), failure: nil))

        editor.type("ann.letterx")
        editor.press(.backspace)
        #expect(editor.cursor == Spot(row: 23, column: 20))
        // Keys typed into the prompt do not reach the letter.
        #expect(editor.text == "Hi")

        let effects = editor.press(.enter)
        let request = try #require(EditorHarness.saveRequest(in: effects))
        #expect(request.path == "ann.letter")
        #expect(request.text == "Hi")
        #expect(editor.state.mode == .editing)

        editor.send(.saveFinished(.saved(path: "ann.letter")))
        #expect(editor.state.path == "ann.letter")
        #expect(editor.titleRow.hasPrefix(" ann.letter · letter paper, 18 × 64  "))
        // The next Ctrl-S saves straight away.
        let again = try #require(EditorHarness.saveRequest(in: editor.press(.control("s"))))
        #expect(again.path == "ann.letter")
    }

    @Test func escapeCancelsSaveAs() {
        var editor = EditorHarness.defaultPaper()
        editor.type("Hi")
        editor.press(.control("s"))
        #expect(editor.press(.escape) == [])
        #expect(editor.state.mode == .editing)
        #expect(editor.state.path == nil)
        #expect(editor.message == EditorState.Message("Not saved"))
        #expect(editor.statusRow.hasPrefix(" Not saved  "))
        #expect(editor.cursor == Spot(row: 3, column: 10))
        editor.type("!")
        #expect(editor.text == "Hi!")
    }

    @Test func quitWithoutChangesQuitsAtOnce() {
        var editor = EditorHarness.defaultPaper(text: "Dear Ann,", path: Self.path)
        #expect(editor.press(.control("q")) == [.quit])
    }

    @Test func quitWithChangesAsksFirst() {
        var editor = changedLetter()
        #expect(editor.press(.control("q")) == [])
        #expect(editor.state.mode == .confirmQuit)
        #expect(editor.statusRow == " Save changes before quitting?  y: save  n: discard  Esc: cancel")
        #expect(editor.statusStyle == .statusWarning)
        // The cursor stays on the letter while the question is asked.
        #expect(editor.cursor == Spot(row: 3, column: 18))

        // Other keys do not answer.
        #expect(editor.press(.character("x")) == [])
        #expect(editor.state.mode == .confirmQuit)
        #expect(editor.text == "Dear Ann,!")

        // Pastes and clicks do not answer either.
        #expect(editor.send(.edit(.paste("zzz")), .click(row: 3, column: 8)) == [])
        #expect(editor.state.mode == .confirmQuit)
        #expect(editor.textWithCursor == "Dear Ann,!|")

        // Esc cancels.
        #expect(editor.press(.escape) == [])
        #expect(editor.state.mode == .editing)
        #expect(editor.statusRow.hasPrefix(" Quit cancelled  "))

        // n discards and quits.
        editor.press(.control("q"))
        #expect(editor.press(.character("n")) == [.quit])
    }

    @Test func yesSavesThenQuitsOnlyOnceSaved() throws {
        var editor = changedLetter()
        editor.press(.control("q"))
        let effects = editor.press(.character("y"))
        #expect(effects.count == 1)
        let request = try #require(EditorHarness.saveRequest(in: effects))
        #expect(request.path == Self.path)
        #expect(request.text == "Dear Ann,!")

        #expect(editor.send(.saveFinished(.saved(path: Self.path))) == [.quit])
        #expect(editor.state.isModified == false)
    }

    @Test func yesOnANewLetterAsksForANameThenQuits() throws {
        var editor = EditorHarness.defaultPaper()
        editor.type("Hi")
        editor.press(.control("q"))
        #expect(editor.press(.character("y")) == [])
        #expect(editor.state.mode == .saveAs(TextField("letter.letter", rules: .savePath), failure: nil))
        let request = try #require(EditorHarness.saveRequest(in: editor.press(.enter)))
        #expect(request.path == "letter.letter")
        #expect(editor.send(.saveFinished(.saved(path: "letter.letter"))) == [.quit])
    }

    @Test func fileChangedOnDiskAsksBeforeOverwriting() throws {
        var editor = changedLetter()
        editor.press(.control("s"))
        #expect(editor.send(.saveFinished(.changedOnDisk(path: Self.path))) == [])
        #expect(editor.state.mode == .confirmOverwrite(path: Self.path))
        #expect(
            editor.statusRow == " …/ann.letter changed on disk since it was opened. Overwrite it? y: yes  n: no")
        #expect(editor.statusStyle == .statusWarning)

        let request = try #require(EditorHarness.saveRequest(in: editor.press(.character("y"))))
        #expect(request.overwriteChanges)
        #expect(request.text == "Dear Ann,!")

        // Saying no leaves the file alone and the letter modified.
        editor.press(.control("s"))
        editor.send(.saveFinished(.changedOnDisk(path: Self.path)))
        #expect(editor.press(.character("n")) == [])
        #expect(editor.state.mode == .editing)
        #expect(
            editor.message == EditorState.Message("Not saved: the file on disk was left as it is", tone: .warning))
        #expect(editor.state.isModified)
    }

    @Test func quitThroughAnOverwriteQuestion() throws {
        var editor = changedLetter()
        editor.press(.control("q"))
        editor.press(.character("y"))
        editor.send(.saveFinished(.changedOnDisk(path: Self.path)))
        let request = try #require(EditorHarness.saveRequest(in: editor.press(.character("y"))))
        #expect(request.overwriteChanges)
        #expect(editor.send(.saveFinished(.saved(path: Self.path))) == [.quit])
    }

    @Test func helpOverlayIsGeneratedFromTheKeymap() {
        var editor = EditorHarness.defaultPaper(text: "Dear Ann,")
        #expect(editor.press(.function(1)) == [])
        #expect(editor.state.mode == .help(scroll: 0))

        // The key column is as wide as "Ctrl-W, Alt-Backspace" (21) plus 2; the
        // widest line, Ctrl-Q's, is 23 + 46 = 69, so the overlay is 73 wide from
        // column (80 − 73) / 2 = 3 and 22 high from row 1. Text starts at column 5,
        // row 2.
        #expect(editor.screen[2] == "     Keys")
        #expect(editor.screen[3] == "")
        #expect(editor.screen[4] == "     Ctrl-S                 Save the letter")
        #expect(editor.screen[5] == "     Alt-O                  Save under another name (asks for it)")
        #expect(editor.screen[6] == "     Ctrl-Q                 Quit (asks first if there are unsaved changes)")
        #expect(editor.screen[7] == "     Ctrl-O                 Open another letter beside (asks for it)")
        // Related keys share a row: the letters open, the arrows, Home/End, and so on.
        #expect(editor.screen[8] == "     Alt-,/. Alt-</>        The previous, the next letter open")
        #expect(editor.screen[9] == "     Alt-V                  Two letters side by side, or one again")
        #expect(editor.screen[10] == "     F1, Ctrl-G             Show or hide this help")
        #expect(editor.screen[11] == "     F10, Ctrl-E            Every command by name: export, print, the box")
        #expect(editor.screen[18] == "     Ctrl-F                 Find text (any script; case is ignored)")
        #expect(editor.screen[19] == "     Ctrl-R                 Find and replace (asks for both)")
        #expect(editor.screen[20] == "     Ctrl-L                 Go to a line, or line,column (asks for it)")
        #expect(editor.screen[21] == "     Alt-B, Alt-I, Alt-U    Bold, italic, underline (selection or typing)")
        #expect(editor.frame.rows[4][2].style == .desk)
        #expect(editor.frame.rows[4][3].style == .help)
        #expect(editor.frame.rows[4][75].style == .help)
        #expect(editor.statusRow == " Keys: Up/Down, PgUp/PgDn scroll, any other key closes")
        #expect(editor.cursor == nil)

        // Every binding is listed, scrolling down for the rest.
        var shown = editor.screenText
        // A screen at every step, so no row between two screens is missed.
        editor.press(.pageDown)
        shown += editor.screenText
        for _ in 0..<14 {
            editor.press(.down)
            shown += editor.screenText
        }
        for binding in EditorKeys.editing.rows {
            #expect(shown.contains(binding.help), "missing: \(binding.help)")
            #expect(shown.contains(binding.keyNames))
        }
        #expect(editor.screen[17] == "     Ctrl-W, Alt-Backspace  Delete the word before the cursor")
        #expect(editor.screen[19] == "     Esc                    Close help or a question; drop the selection")
        // Then every field of the envelope, named from the field list.
        #expect(editor.screen[21] == "     The envelope (F2): To, From, Address, Postcode, Phone, E-mail, Date")
        for field in EnvelopeField.allCases {
            #expect(editor.screen[21].contains(field.label), "missing: \(field.label)")
        }
    }

    @Test func anyKeyClosesTheHelp() {
        var editor = EditorHarness.defaultPaper(text: "Dear Ann,")
        editor.press(.control("g"))
        #expect(editor.state.mode == .help(scroll: 0))
        #expect(editor.press(.character("x")) == [])
        #expect(editor.state.mode == .editing)
        #expect(editor.text == "Dear Ann,")
        #expect(editor.screen[3] == "    │   Dear Ann,                                                          │")
        #expect(editor.cursor == Spot(row: 3, column: 8))

        editor.press(.function(1))
        editor.press(.function(1))
        #expect(editor.state.mode == .editing)
        editor.press(.function(1))
        editor.press(.escape)
        #expect(editor.state.mode == .editing)
        #expect(editor.text == "Dear Ann,")
    }

    @Test func helpScrollsBackUpAtOnceFromTheBottom() {
        var editor = EditorHarness.defaultPaper()
        editor.press(.function(1))
        // The title, a blank and the help lines in 20 rows: at most
        // `bottom` rows down. Enough PgDn go past it.
        let lines = ["Keys", ""] + EditorKeys.helpLines
        let bottom = lines.count - 20
        for _ in 0...(bottom / 10 + 1) { editor.press(.pageDown) }
        #expect(editor.screen[2] == "     " + lines[bottom])
        #expect(editor.screen[21] == "     " + lines[lines.count - 1])
        // One Up shows one line more at the top.
        editor.press(.up)
        #expect(editor.screen[2] == "     " + lines[bottom - 1])
    }
}
