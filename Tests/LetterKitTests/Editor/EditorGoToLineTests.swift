import Testing

@testable import LetterKit

/// Ctrl-L asks for a line as the status row's "Ln" counts them (lines of the
/// paper, a wrapped paragraph giving several) and perhaps a column as its
/// "Col" counts them, in cells; Enter puts the cursor there, at the edge of
/// the letter when the number passes it, saying so.
@Suite("Editor: go to line")
struct EditorGoToLineTests {
    /// A 20-column paper: "one two three four " fills the first row of the
    /// long paragraph, "five six seven" is its second.
    static func editor(_ text: String) -> EditorHarness {
        var editor = EditorHarness(paper: sheet(10, 20), text: text, rows: 24, columns: 80)
        // Start away from every target, so landing anywhere is a move.
        editor.press(.ctrl(.end))
        return editor
    }

    static let three = "Dear Ann,\nline two\nthe third line"
    static let wrapped = "Hi,\none two three four five six seven\nBye"
    static let korean = "Dear Min-ji,\n가나다라 편지\nend"

    /// (the letter, what is typed, the cursor after, a word of the message
    /// when the cursor could not land where asked)
    static let cases: [(String, String, String, String?)] = [
        (three, "1", "|Dear Ann,\nline two\nthe third line", nil),
        (three, "2", "Dear Ann,\n|line two\nthe third line", nil),
        (three, "3", "Dear Ann,\nline two\n|the third line", nil),
        (three, "3,5", "Dear Ann,\nline two\nthe |third line", nil),
        (three, "1,1", "|Dear Ann,\nline two\nthe third line", nil),
        (three, "2,", "Dear Ann,\n|line two\nthe third line", nil),
        // Past the end: the last line, and the last column of a line.
        (three, "4", "Dear Ann,\nline two\n|the third line", "The letter has 3 lines"),
        (three, "999999999999", "Dear Ann,\nline two\n|the third line", "The letter has 3 lines"),
        (three, "4,3", "Dear Ann,\nline two\nth|e third line", "The letter has 3 lines"),
        (three, "2,10", "Dear Ann,\nline two|\nthe third line", "Line 2 ends at column 9"),
        (three, "1,80", "Dear Ann,|\nline two\nthe third line", "Line 1 ends at column 10"),
        // Before the start.
        (three, "0", "|Dear Ann,\nline two\nthe third line", "Lines count from 1"),
        (three, "0,4", "Dea|r Ann,\nline two\nthe third line", "Lines count from 1"),
        (three, "2,0", "Dear Ann,\n|line two\nthe third line", "Columns count from 1"),
        // A wrapped paragraph is two lines, as "Ln" counts them.
        (wrapped, "2", "Hi,\n|one two three four five six seven\nBye", nil),
        (wrapped, "3", "Hi,\none two three four |five six seven\nBye", nil),
        (wrapped, "3,6", "Hi,\none two three four five |six seven\nBye", nil),
        (wrapped, "4", "Hi,\none two three four five six seven\n|Bye", nil),
        // End on a wrapped row stops before the space it broke at.
        (wrapped, "2,40", "Hi,\none two three four| five six seven\nBye", "Line 2 ends at column 19"),
        // Wide characters: two cells each, as "Col" counts them; a column
        // inside one lands before it.
        (korean, "2,3", "Dear Min-ji,\n가|나다라 편지\nend", nil),
        (korean, "2,4", "Dear Min-ji,\n가|나다라 편지\nend", nil),
        (korean, "2,10", "Dear Min-ji,\n가나다라 |편지\nend", nil),
        (korean, "2,20", "Dear Min-ji,\n가나다라 편지|\nend", "Line 2 ends at column 14"),
    ]

    @Test(arguments: cases)
    func enterPutsTheCursorOnTheLineAndColumn(text: String, typed: String, after: String, warning: String?) {
        var editor = Self.editor(text)
        editor.press(.control("l"))
        editor.type(typed)
        editor.press(.enter)
        #expect(editor.state.mode == .editing)
        #expect(editor.textWithCursor == after)
        if let warning {
            #expect(editor.message?.text.contains(warning) == true, "\(String(describing: editor.message))")
            #expect(editor.message?.tone == .warning)
        } else {
            #expect(editor.message == nil)
        }
    }

    /// Entries with no line in them move nothing and say what is wanted.
    @Test(arguments: ["", ",", ",5", "1,2,3", "2,,"])
    func anEntryWithoutALineMovesNothing(typed: String) {
        var editor = Self.editor(Self.three)
        editor.press(.control("l"))
        editor.type(typed)
        editor.press(.enter)
        #expect(editor.textWithCursor == "Dear Ann,\nline two\nthe third line|")
        #expect(editor.message?.text.contains("Give a line number") == true)
    }

    /// The field takes digits and commas only, and says why it refused.
    @Test(arguments: ["x", "-", " ", "٣", "한", "."])
    func theFieldRefusesAnythingButDigitsAndCommas(typed: String) {
        var editor = Self.editor(Self.three)
        editor.press(.control("l"))
        editor.type("2")
        editor.type(typed)
        #expect(editor.fieldText == "2")
        #expect(editor.screenText.contains("Only digits and commas can be typed here."))
        editor.press(.enter)
        #expect(editor.textWithCursor == "Dear Ann,\n|line two\nthe third line")
    }

    /// A pasted number goes through the same rules.
    @Test func aPasteIsFilteredLikeTyping() {
        var editor = Self.editor(Self.three)
        editor.press(.control("l"))
        editor.send(.edit(.paste("2,5")))
        #expect(editor.fieldText == "2,5")
        editor.press(.enter)
        #expect(editor.textWithCursor == "Dear Ann,\nline| two\nthe third line")
    }

    @Test(arguments: [Key.escape, .control("c"), .control("q"), .control("l")])
    func leavingThePromptMovesNothing(key: Key) {
        var editor = Self.editor(Self.three)
        editor.press(.control("l"))
        #expect(editor.statusRow.contains("Go to line:"))
        editor.type("1")
        editor.press(key)
        #expect(editor.state.mode == .editing)
        #expect(editor.textWithCursor == "Dear Ann,\nline two\nthe third line|")
    }

    /// A line below the screen is scrolled into view.
    @Test func aLineBelowTheScreenComesIntoView() {
        let text = (1...40).map { "row \($0)" }.joined(separator: "\n")
        var editor = EditorHarness.defaultPaper(text: text)
        #expect(!editor.screenText.contains("row 35"))
        editor.press(.control("l"))
        editor.type("35")
        editor.press(.enter)
        #expect(editor.screenText.contains("row 35"))
        #expect(editor.textWithCursor.contains("\n|row 35\n"))
    }

    /// A selection is dropped: the cursor alone goes to the line.
    @Test func goingToALineDropsTheSelection() {
        var editor = Self.editor(Self.three)
        editor.press(.control("a"), .control("l"))
        editor.type("2")
        editor.press(.enter)
        #expect(editor.state.page.selection == nil)
        #expect(editor.textWithCursor == "Dear Ann,\n|line two\nthe third line")
    }
}

extension EditorHarness {
    /// The go-to-line prompt's text, or nil when it is not open.
    fileprivate var fieldText: String? {
        if case .goToLine(let field) = state.mode { return field.text }
        return nil
    }
}
