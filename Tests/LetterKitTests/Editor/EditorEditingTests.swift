import LetterKit
import Testing

/// Undo and redo, selection, select-all and the editor's own clipboard, seen
/// through `update` and `render`. Text is written with `|` at the cursor.
@Suite struct EditorEditingTests {
    @Test func undoAndRedoRestoreTextAndCursor() throws {
        var editor = try EditorHarness.smallPaper()
        editor.type("Dear Ann")
        #expect(editor.textWithCursor == "Dear Ann|")

        // Typing undoes a word (with the spaces after it) at a time.
        #expect(editor.press(.control("z")) == [])
        #expect(editor.textWithCursor == "Dear |")
        #expect(editor.cursor == Spot(row: 3, column: 25))
        editor.press(.control("z"))
        #expect(editor.textWithCursor == "|")
        #expect(editor.cursor == Spot(row: 3, column: 20))
        #expect(editor.screen[3] == "                │                          │")

        #expect(editor.press(.control("z")) == [])
        #expect(editor.message == EditorState.Message("Nothing to undo"))
        #expect(editor.statusRow == " Nothing to undo")

        editor.press(.control("y"))
        #expect(editor.textWithCursor == "Dear |")
        #expect(editor.cursor == Spot(row: 3, column: 25))
        editor.press(.control("y"))
        #expect(editor.textWithCursor == "Dear Ann|")
        #expect(editor.cursor == Spot(row: 3, column: 28))
        #expect(editor.screen[3] == "                │   Dear Ann               │")

        #expect(editor.press(.control("y")) == [])
        #expect(editor.message == EditorState.Message("Nothing to redo"))
    }

    @Test func undoAndRedoANewLine() throws {
        var editor = try EditorHarness.smallPaper(text: "Dear Ann,")
        editor.press(.ctrl(.end), .enter)
        editor.type("Hi")
        #expect(editor.textWithCursor == "Dear Ann,\nHi|")

        editor.press(.control("z"))
        #expect(editor.textWithCursor == "Dear Ann,\n|")
        #expect(editor.cursor == Spot(row: 4, column: 20))
        editor.press(.control("z"))
        #expect(editor.textWithCursor == "Dear Ann,|")
        #expect(editor.cursor == Spot(row: 3, column: 29))
        #expect(editor.screen[4] == "                │                          │")

        editor.press(.control("y"), .control("y"))
        #expect(editor.textWithCursor == "Dear Ann,\nHi|")
        #expect(editor.cursor == Spot(row: 4, column: 22))
    }

    @Test func undoAfterDeletingASelectionBringsTheSelectionBack() throws {
        var editor = try EditorHarness.smallPaper(text: "Dear Ann, hello")
        editor.press(.ctrl(.end))
        editor.press(.shift(.left), .shift(.left), .shift(.left), .shift(.left), .shift(.left))
        editor.press(.backspace)
        #expect(editor.textWithCursor == "Dear Ann, |")

        editor.press(.control("z"))
        #expect(editor.textWithCursor == "Dear Ann, |hello")
        #expect(editor.cells(inRow: 3, styled: .selection) == "hello")
        #expect(editor.cursor == Spot(row: 3, column: 30))
    }

    @Test func shiftArrowsSelectAndBackspaceDeletesTheSelection() throws {
        var editor = try EditorHarness.smallPaper(text: "Dear Ann, hello")
        editor.press(.ctrl(.end))
        editor.press(.shift(.left), .shift(.left), .shift(.left), .shift(.left), .shift(.left))
        // "hello" is offsets 10..<15: cells 30–34.
        #expect(editor.cells(inRow: 3, styled: .selection) == "hello")
        #expect(editor.frame.rows[3][29].style == .line)
        #expect(editor.frame.rows[3][35].style == .line)
        #expect(editor.cursor == Spot(row: 3, column: 30))
        #expect(editor.state.page.selectedText == "hello")

        #expect(editor.press(.backspace) == [])
        #expect(editor.textWithCursor == "Dear Ann, |")
        #expect(editor.cells(inRow: 3, styled: .selection) == "")
        #expect(editor.screen[3] == "                │   Dear Ann,              │")
    }

    @Test func shiftDownSelectsAcrossLinesAndDeleteRemovesIt() throws {
        var editor = try EditorHarness.smallPaper(text: "Dear Ann,\nHow are you?")
        editor.press(.shift(.down))
        #expect(editor.state.page.selectedText == "Dear Ann,\n")
        #expect(editor.cells(inRow: 3, styled: .selection) == "Dear Ann,")
        #expect(editor.cursor == Spot(row: 4, column: 20))

        editor.press(.delete)
        #expect(editor.textWithCursor == "|How are you?")
        #expect(editor.screen[3] == "                │   How are you?           │")
    }

    @Test func escapeDropsTheSelection() throws {
        var editor = try EditorHarness.smallPaper(text: "Dear Ann,")
        editor.press(.ctrl(.end), .shift(.left), .shift(.left))
        #expect(editor.state.page.selectedText == "n,")
        editor.press(.escape)
        #expect(editor.state.page.selection == nil)
        #expect(editor.cells(inRow: 3, styled: .selection) == "")
        // Backspace now deletes one character before the cursor.
        editor.press(.backspace)
        #expect(editor.textWithCursor == "Dear A|n,")
    }

    @Test func selectAllThenTypingReplacesEverything() throws {
        var editor = try EditorHarness.smallPaper(text: "Dear Ann,\nHow are you?")
        editor.press(.control("a"))
        #expect(editor.state.page.selectedText == "Dear Ann,\nHow are you?")
        #expect(editor.cells(inRow: 3, styled: .selection) == "Dear Ann,")
        #expect(editor.cells(inRow: 4, styled: .selection) == "How are you?")
        #expect(editor.cursor == Spot(row: 4, column: 32))

        editor.type("X")
        #expect(editor.textWithCursor == "X|")
        #expect(editor.screen[3] == "                │   X                      │")
        #expect(editor.screen[4] == "                │                          │")

        // One undo brings the whole letter and its selection back.
        editor.press(.control("z"))
        #expect(editor.textWithCursor == "Dear Ann,\nHow are you?|")
        #expect(editor.state.page.selectedText == "Dear Ann,\nHow are you?")
    }

    @Test func copyCutAndPasteWithinTheEditor() throws {
        var editor = try EditorHarness.smallPaper(text: "Dear Ann,")
        editor.press(.control("v"))
        #expect(editor.message?.text == "Nothing to paste yet: copy (Ctrl-C) or cut (Ctrl-X) first")
        editor.press(.control("c"))
        #expect(editor.message?.text == "Nothing selected to copy (Shift-arrows select)")
        editor.press(.control("x"))
        #expect(editor.message?.text == "Nothing selected to cut (Shift-arrows select)")
        #expect(editor.text == "Dear Ann,")

        // Select "Ann" and copy it.
        editor.press(.ctrl(.end), .left, .ctrlShift(.left))
        #expect(editor.textWithCursor == "Dear |Ann,")
        #expect(editor.cells(inRow: 3, styled: .selection) == "Ann")
        #expect(editor.press(.control("c")) == [])
        #expect(editor.statusRow == " Copied 3 characters")
        #expect(editor.state.clipboard.string == "Ann")
        #expect(editor.text == "Dear Ann,")

        editor.press(.ctrl(.end))
        editor.type(" ")
        editor.press(.control("v"))
        #expect(editor.textWithCursor == "Dear Ann, Ann|")

        // Cut it again.
        editor.press(.ctrlShift(.left))
        #expect(editor.press(.control("x")) == [])
        #expect(editor.textWithCursor == "Dear Ann, |")
        #expect(editor.statusRow == " Cut 3 characters")
        #expect(editor.screen[3] == "                │   Dear Ann,              │")

        // And paste it at the start.
        editor.press(.ctrl(.home), .control("v"))
        #expect(editor.textWithCursor == "Ann|Dear Ann, ")
        #expect(editor.cursor == Spot(row: 3, column: 23))
    }

    @Test func tabIndentsToTheNextStopAndCtrlWDeletesAWord() throws {
        var editor = try EditorHarness.smallPaper()
        editor.press(.tab)
        #expect(editor.textWithCursor == "    |")
        editor.type("ab")
        editor.press(.tab)
        #expect(editor.textWithCursor == "    ab  |")
        #expect(editor.cursor == Spot(row: 3, column: 28))
        editor.type("Ann")
        editor.press(.control("w"))
        #expect(editor.textWithCursor == "    ab  |")
    }

    /// Tab over a selection replaces it with spaces to the next stop counted from
    /// where the selection starts (here column 2, so two spaces), not from the
    /// cursor at its end.
    @Test func tabOverASelectionCountsFromItsStart() {
        var editor = EditorHarness.defaultPaper(text: "abcdefg")
        editor.press(.right, .right)
        editor.press(.shift(.right), .shift(.right), .shift(.right))
        editor.press(.tab)
        #expect(editor.textWithCursor == "ab  |fg")
        // Selected backwards, the same.
        var backwards = EditorHarness.defaultPaper(text: "abcdefg")
        backwards.press(.end, .shift(.left), .shift(.left), .shift(.left), .shift(.left), .shift(.left))
        backwards.press(.tab)
        #expect(backwards.textWithCursor == "ab  |")
    }
}
