import Testing

@testable import LetterKit

/// Selecting with the mouse: a press then a drag selects from the press to
/// the pointer (a cell maps to the letter as a click's does); a double click
/// selects the word there, as word motion counts words.
@Suite struct EditorMouseSelectionTests {
    /// The small sheet: writing columns 20–39 on rows 3–5.
    static let text = "Dear Ann,\nHow are you?\n안녕하세요"

    @Test(arguments: [
        (3, 20, 3, 24, "Dear"),  // Latin, forwards
        (3, 28, 3, 25, "Ann"),  // backwards: the press stays an end
        (3, 25, 4, 23, "Ann,\nHow"),  // across a paragraph's end
        (5, 20, 5, 24, "안녕"),  // Korean: 하 starts at column 24
        (5, 20, 5, 25, "안녕"),  // the right half of 하 is 하: the selection stops before it
        (5, 29, 5, 21, "안녕하세"),  // from the right half of 요 back into the right half of 안
        (4, 31, 4, 50, "?"),  // past the end of the line: to its end
        (4, 24, 1, 25, "Ann,\nHow "),  // above the paper: the first line, at the column
    ])
    func dragSelectsFromThePressToThePointer(row: Int, column: Int, toRow: Int, toColumn: Int, selected: String)
        throws
    {
        var editor = try EditorHarness.smallPaper(text: Self.text)
        editor.send(.click(row: row, column: column))
        editor.send(.input(.drag(row: toRow, column: toColumn)))
        #expect(editor.state.page.selectedStyledText?.string == selected)
    }

    @Test func dragBackToThePressSelectsNothingAndKeepsTheCursorThere() throws {
        var editor = try EditorHarness.smallPaper(text: Self.text)
        editor.send(.click(row: 3, column: 25), .input(.drag(row: 3, column: 28)), .input(.drag(row: 3, column: 25)))
        #expect(editor.state.page.selection == nil)
        #expect(editor.textWithCursor.hasPrefix("Dear |Ann,"))
    }

    @Test func clickAfterADragDropsTheSelection() throws {
        var editor = try EditorHarness.smallPaper(text: Self.text)
        editor.send(.click(row: 3, column: 20), .input(.drag(row: 3, column: 24)), .click(row: 4, column: 22))
        #expect(editor.state.page.selection == nil)
        #expect(editor.textWithCursor.contains("Ho|w"))
    }

    /// The default paper: writing columns 8–71 from row 3.
    static let words = "Dear Ann, how's it going?!\n안녕하세요, 친구!\ncafé漢字 and 😀😀 ok\n\nDear Ann, how are you"

    @Test(arguments: [
        (3, 13, "Ann"),  // Latin
        (3, 8, "Dear"),  // the first character of a line
        (3, 16, ","),  // punctuation is a run of its own
        (3, 19, "how's"),  // an apostrophe stays in its word
        (3, 32, "?!"),  // punctuation at the end of a line
        (3, 60, "?!"),  // past the end of the line: the word before
        (4, 13, "안녕하세요"),  // Korean, on the right half of 하
        (4, 20, "친구"),  // the left half of 친
        (4, 18, ","),
        (5, 13, "café漢字"),  // Latin and Han letters are one word, as Ctrl-Right counts
        (5, 22, "😀😀"),  // emoji are a run, as word motion counts symbols
        (5, 16, " "),  // on a space: the run of spaces
        (5, 27, "ok"),  // the last character of the letter's line
    ])
    func doubleClickSelectsTheWordThere(row: Int, column: Int, word: String) {
        var editor = EditorHarness.defaultPaper(text: Self.words)
        editor.send(.input(.doubleClick(row: row, column: column)))
        #expect(editor.state.page.selectedStyledText?.string == word, "row \(row), column \(column)")
    }

    @Test func doubleClickOnAnEmptyLineOnlyPlacesTheCursor() {
        var editor = EditorHarness.defaultPaper(text: Self.words)
        editor.send(.input(.doubleClick(row: 6, column: 20)))
        #expect(editor.state.page.selection == nil)
        #expect(editor.state.page.cursor == Position(paragraph: 3, offset: 0))
    }

    @Test(arguments: [
        (3, 39, "are"),  // past a wrapped row's end: the word before, not the space it broke at
        (3, 36, "are"),  // on that word's last letter
        (4, 21, "you"),
    ])
    func doubleClickAtAWrappedRowsEnd(row: Int, column: Int, word: String) throws {
        var editor = try EditorHarness.smallPaper(text: "Dear Ann, how are you")
        #expect(editor.screen[3].contains("Dear Ann, how are"))
        editor.send(.input(.doubleClick(row: row, column: column)))
        #expect(editor.state.page.selectedStyledText?.string == word)
    }

    @Test func doubleClickWhileTheHelpShowsOnlyClosesIt() throws {
        var editor = try EditorHarness.smallPaper(text: Self.text)
        editor.send(.help, .input(.doubleClick(row: 3, column: 21)))
        #expect(editor.state.mode == .editing)
        #expect(editor.state.page.selection == nil)
    }
}
