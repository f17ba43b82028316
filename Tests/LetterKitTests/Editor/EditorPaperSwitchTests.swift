import Testing

@testable import LetterKit

/// Switching paper from the palette: the shell lists the papers, the
/// chooser filters them like the palette, and the switch passes the gate:
/// a paper the letter does not fit on is refused and the letter stays.
@Suite("Editor: switching paper")
struct EditorPaperSwitchTests {
    /// Twelve short lines: they fit on letter paper (18 lines), not on a
    /// postcard (10).
    static let twelveLines = (1...12).map { "line \($0)" }.joined(separator: "\n")

    static func chooser(text: String, path: String? = "/home/ann/ann.letter") -> EditorHarness {
        var editor = EditorHarness(paper: .letter, text: text, path: path, rows: 24, columns: 80)
        editor.press(.function(10))
        editor.type("paper")
        #expect(editor.press(.enter) == [.listPapers])
        editor.send(.reply(.papersListed(Paper.presets)))
        return editor
    }

    @Test func theChooserListsThePaperInUseFirst() {
        let editor = Self.chooser(text: "Dear Ann,")
        guard case .choosePaper(let palette) = editor.state.mode else {
            Issue.record("no chooser: \(editor.state.mode)")
            return
        }
        #expect(palette.entries.map(\.action) == [.letter, .postcard, .long, .manuscript])
        #expect(palette.entries.first?.name == "letter (in use)")
        #expect(editor.screen.contains { $0.contains("postcard") && $0.contains("10 × 40") })
    }

    /// (the letter, the paper typed, switched or not, a word of the message)
    static let switching: [(String, String, Paper, String)] = [
        ("Dear Ann,", "postcard", .postcard, "Now on postcard paper"),
        ("Dear Ann,", "long", .long, "Now on long paper"),
        (twelveLines, "long", .long, "Now on long paper"),
        // Twelve lines do not fit on ten.
        (twelveLines, "postcard", .letter, "would take 12 lines"),
        // A line of 50 cells wraps to two on 40 columns: 10 such lines are 20.
        (Array(repeating: String(repeating: "a ", count: 25), count: 10).joined(separator: "\n"), "postcard", .letter,
         "would take 20 lines"),
        ("Dear Ann,", "letter", .letter, "on letter paper already"),
    ]

    @Test(arguments: switching)
    func aSwitchPassesTheGate(text: String, typed: String, paper: Paper, message: String) {
        var editor = Self.chooser(text: text)
        editor.type(typed)
        let effects = editor.press(.enter)
        #expect(editor.state.mode == .editing)
        #expect(editor.state.page.paper == paper)
        #expect(editor.state.page.text == text)
        #expect(editor.message?.text.contains(message) == true, "\(String(describing: editor.message))")
        #expect(effects.contains(.usePaper(paper)) == (paper != .letter))
        #expect(editor.state.isModified == (paper != .letter))
        #expect(editor.state.page.lineCount <= editor.state.page.paper.lines)
    }

    /// The switch is saved: the save asks for the new paper.
    @Test func aSaveAfterASwitchRecordsTheNewPaper() throws {
        var editor = Self.chooser(text: "Dear Ann,")
        editor.type("postcard")
        editor.press(.enter)
        let request = try #require(EditorHarness.saveRequest(in: editor.press(.control("s"))))
        #expect(request.paper == .postcard)
    }

    @Test func theCursorStaysWhereItWas() {
        var editor = EditorHarness(paper: .letter, text: "Dear Ann,\nline two", rows: 24, columns: 80)
        editor.press(.down, .right, .right)
        editor.press(.function(10))
        editor.type("paper")
        editor.press(.enter)
        editor.send(.reply(.papersListed(Paper.presets)))
        editor.type("long")
        editor.press(.enter)
        #expect(editor.textWithCursor == "Dear Ann,\nli|ne two")
    }

    @Test func escapeLeavesThePaperAsItWas() {
        var editor = Self.chooser(text: "Dear Ann,")
        editor.type("post")
        #expect(editor.press(.escape).isEmpty)
        #expect(editor.state.mode == .editing)
        #expect(editor.state.page.paper == .letter)
    }

    @Test func aReadOnlyLetterKeepsItsPaper() {
        var editor = EditorHarness(paper: .letter, text: "Dear Ann,", rows: 24, columns: 80)
        editor.state.isReadOnly = true
        editor.press(.function(10))
        editor.type("paper")
        #expect(editor.press(.enter).contains(.listPapers) == false)
        #expect(editor.state.page.paper == .letter)
    }
}
