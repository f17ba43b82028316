import Testing

@testable import LetterKit

/// The status row's right part is the paper's status items, in its order,
/// joined with " · "; the standard list says what the row always said.
///
/// The letter is "Dear Ann,\nHow are you?" on a 3 × 20 paper called "card":
/// with the cursor at its start that is Ln 1, Col 1, 2/3 lines, 5 words and
/// 9 + 1 + 12 = 22 characters.
@Suite("Stationery: status items")
struct StationeryStatusTests {
    static let text = "Dear Ann,\nHow are you?"

    static func editor(_ status: [StatusItem], text: String = text, columns: Int = 60) throws -> EditorHarness {
        let paper = try Paper(name: "card", lines: 3, columns: 20).withLook(PaperLook(status: status))
        return EditorHarness(paper: paper, text: text, rows: 10, columns: columns)
    }

    /// The right part as drawn: the status row without the spaces before it.
    static func right(_ editor: EditorHarness) -> String { String(editor.statusRow.drop { $0 == " " }) }

    @Test(arguments: [
        ([StatusItem.paper, .position], "card · Ln 1, Col 1"),
        ([.words, .lines], "5 words · 2/3 lines"),
        ([.lines, .words], "2/3 lines · 5 words"),
        ([.characters], "22 chars"),
        ([.position, .lines, .words, .characters, .paper], "Ln 1, Col 1 · 2/3 lines · 5 words · 22 chars · card"),
    ])
    func itemsInTheirOrder(status: [StatusItem], shown: String) throws {
        let editor = try Self.editor(status)
        #expect(Self.right(editor) == shown)
        // Flush right, with one space after, as the row always was.
        #expect(editor.frame.rows[9][58].text == String(shown.last ?? " "))
    }

    @Test func theStandardListSaysWhatTheRowAlwaysSaid() throws {
        let editor = try Self.editor(StatusItem.standard)
        let shown = "Ln 1, Col 1 · 2/3 lines · 5 words · 22 chars"
        #expect(editor.statusRow == String(repeating: " ", count: 15) + shown)
        // Below the title (which names the paper), a preset's screen.
        let preset = EditorHarness(paper: sheet(3, 20), text: Self.text, rows: 10, columns: 60)
        #expect(editor.frame.rows.dropFirst() == preset.frame.rows.dropFirst())
    }

    @Test func noItemsLeaveTheRowEmpty() throws {
        let editor = try Self.editor([])
        #expect(editor.statusRow == "")
        #expect(editor.frame.rows[9].allSatisfy { $0 == Cell(" ", .status) })
    }

    @Test func countsOfOneAreSingular() throws {
        #expect(Self.right(try Self.editor([.words, .characters], text: "A")) == "1 word · 1 char")
        #expect(Self.right(try Self.editor([.words, .characters], text: "")) == "0 words · 0 chars")
    }

    /// The style item shows the ink at the cursor, and nothing (not even its
    /// separator) for plain ink.
    @Test func styleShowsOnlyWhenTheInkIsNotPlain() throws {
        var editor = try Self.editor([.position, .style, .paper], columns: 100)
        #expect(Self.right(editor) == "Ln 1, Col 1 · card")
        editor.press(.alt(.character("b")))
        editor.pause()
        #expect(editor.statusRow.hasSuffix("  Ln 1, Col 1 · bold · card"))
        #expect(try Self.editor([.style]).statusRow == "")
    }
}
