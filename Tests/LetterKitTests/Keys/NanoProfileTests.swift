import Testing

@testable import LetterKit

/// `keys = "nano"`: nano's keys do nano's things where the editor has them.
@Suite struct NanoProfileTests {
    static func nano(_ text: String, path: String? = "/home/ann/ann.letter") -> EditorHarness {
        EditorHarness.defaultPaper(text: text, path: path, keymaps: .nano)
    }

    @Test(arguments: [
        (Key.control("o"), Command.save), (.control("x"), .quit), (.control("w"), .find), (.control("k"), .cutLine),
        (.control("u"), .pasteClipboard), (.control("_"), .goToLine), (.control("c"), .position),
        (.alt(.character("u")), .edit(.undo)), (.alt(.character("e")), .edit(.redo)), (.control("g"), .help),
        (.control("a"), .move(.lineStart, selecting: false)), (.control("e"), .move(.lineEnd, selecting: false)),
        (.alt(.character("w")), .findNext), (.control("s"), .save), (.function(1), .help),
    ])
    func theNanoProfileBindsNanosKeys(_ key: Key, _ command: Command) {
        #expect(EditorKeymaps.nano.command(for: key) == command, "\(key.name)")
    }

    /// The ink and picture commands keep keys of their own in nano's
    /// profile, none of them a key nano gives another command.
    @Test func inkAndPicturesMoveToKeysNanoLeavesFree() {
        let editing = EditorKeymaps.nano.editing
        let moved: [Command] = [
            .ink(.bold), .ink(.italic), .ink(.underline), .ink(.highlight), .ink(.color), .ink(.plain), .attach,
            .resizePicture(by: 1), .resizePicture(by: -1), .envelope,
        ]
        for command in moved { #expect(editing.keys(for: command).count == 1, "\(command)") }
        #expect(editing.keys(for: .ink(.underline)) == [.alt(.character("l"))])
        let page = EditorKeymaps.nano.helpLines.joined(separator: "\n")
        #expect(page.contains("Alt-B, Alt-I, Alt-L"))
        #expect(page.contains("Alt-P"))
    }

    @Test func ctrlKCutsTheLineAndCtrlUPastesItBack() {
        var editor = Self.nano("Dear Ann,\nline two\nline three")
        editor.press(.down, .right)
        editor.press(.control("k"))
        #expect(editor.text == "Dear Ann,\nline three")
        #expect(editor.state.clipboard.string == "line two\n")
        editor.press(.control("u"))
        #expect(editor.text == "Dear Ann,\nline two\nline three")
        editor.press(.alt(.character("u")), .alt(.character("u")))
        #expect(editor.text == "Dear Ann,\nline two\nline three")
        editor.press(.alt(.character("e")))
        #expect(editor.text == "Dear Ann,\nline three")
    }

    /// One undo brings back a line cut.
    @Test func aLineCutIsOneUndoStep() {
        var editor = Self.nano("one two three\nfour")
        editor.press(.control("k"))
        #expect(editor.text == "four")
        editor.press(.alt(.character("u")))
        #expect(editor.text == "one two three\nfour")
    }

    @Test func ctrlKCutsTheSelectionWhenThereIsOne() {
        var editor = Self.nano("Dear Ann,\nline two")
        editor.press(.shift(.right), .shift(.right), .shift(.right), .shift(.right))
        editor.press(.control("k"))
        #expect(editor.text == " Ann,\nline two")
        #expect(editor.state.clipboard.string == "Dear")
    }

    /// The last line has no break after it: its text goes, the line stays;
    /// an empty last line has nothing to cut.
    @Test func ctrlKOnTheLastLineCutsItsText() {
        var editor = Self.nano("Dear Ann,\nlast")
        editor.press(.down)
        editor.press(.control("k"))
        #expect(editor.text == "Dear Ann,\n")
        editor.press(.control("k"))
        #expect(editor.text == "Dear Ann,\n")
        #expect(editor.statusRow.contains("Nothing to cut"))
    }

    @Test func ctrlCSaysWhereTheCursorIs() {
        var editor = Self.nano("Dear Ann,\nline two")
        editor.press(.down, .right, .right)
        editor.press(.control("c"))
        #expect(editor.statusRow.contains("line 2/2 (100%), column 3/9 (33%), character 12/18 (66%)"))
        var empty = Self.nano("")
        empty.press(.control("c"))
        #expect(empty.statusRow.contains("line 1/1 (100%), column 1/1 (100%), character 0/0 (100%)"))
    }

    @Test func ctrlXAsksOverUnsavedChangesAndCtrlOAsksANewLetterForAName() {
        var editor = Self.nano("Dear Ann,")
        editor.type("!")
        editor.press(.control("x"))
        #expect(editor.state.mode == .confirmQuit)
        var new = Self.nano("Dear Ann,", path: nil)
        new.press(.control("o"))
        guard case .saveAs = new.state.mode else {
            Issue.record("^O on a letter with no name asks for one")
            return
        }
    }

    @Test func ctrlUnderscoreGoesToALineAndCtrlWFinds() {
        var editor = Self.nano("Dear Ann,\nline two\nline three")
        editor.press(.control("_"))
        editor.type("3")
        editor.press(.enter)
        #expect(editor.state.page.cursor.paragraph == 2)
        editor.press(.control("w"))
        editor.type("two")
        editor.press(.enter)
        #expect(editor.state.page.cursor == Position(paragraph: 1, offset: 8))
    }

    /// The pages and hints name every row of nano's keymaps, as the micro
    /// walk checks for the default.
    @Test func everyNanoRowIsNamedOnItsHelpPage() {
        let keymaps = EditorKeymaps.nano
        let page = keymaps.helpLines.joined(separator: "\n")
        #expect(ModeKeysWalkTests.missing(keymaps.editing, in: page, withHelp: true) == [])
        #expect(ModeKeysWalkTests.missing(keymaps.findPrompt, in: page) == [])
        #expect(ModeKeysWalkTests.missing(keymaps.goToLinePrompt, in: page) == [])
        #expect(ModeKeysWalkTests.missing(keymaps.saveAsPrompt, in: page) == [])
        #expect(page.contains("Finding (Ctrl-W)"))
        #expect(page.contains("Going to a line (Ctrl-_)"))
    }
}
