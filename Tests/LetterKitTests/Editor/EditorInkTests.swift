import LetterKit
import Testing

/// Styled ink in the editor: the keys style a selection or what is typed next,
/// typing continues the style before the cursor, changes are undo steps, copy
/// and paste keep styles, and the saved body is Markdown.
@Suite("Editor: styled ink")
struct EditorInkTests {
    static let path = "/tmp/ink.letter"

    static func markdown(_ editor: EditorHarness) -> String { editor.state.body(forPath: Self.path) }

    @Test func altBThenTypingWritesBold() {
        var editor = EditorHarness.defaultPaper(path: Self.path)
        editor.type("Dear ")
        editor.press(.alt(.character("b")))
        #expect(editor.message?.text == "Typing in bold")
        editor.type("Min-ji")
        editor.press(.alt(.character("b")))
        editor.type(",")
        #expect(Self.markdown(editor) == "Dear **Min-ji**,")
        // Markup is never counted: 12 characters on the page.
        #expect(editor.state.page.document.characterCount == 12)
    }

    @Test func typingContinuesTheStyleBeforeTheCursor() {
        var editor = EditorHarness.defaultPaper(text: "", path: Self.path)
        editor.press(.alt(.character("i")))
        editor.type("so")
        editor.press(.left)
        // The cursor moved: typing continues the italic before it.
        editor.type("o")
        #expect(Self.markdown(editor) == "*soo*")
        editor.press(.end, .alt(.character("n")))
        editor.type("!")
        #expect(Self.markdown(editor) == "*soo*!")
    }

    @Test func aSelectionIsStyledAndUndoGivesItBack() {
        var editor = EditorHarness.defaultPaper(text: "Dear Min-ji, hello", path: Self.path)
        editor.press(.right, .right, .right, .right, .right)
        for _ in 0..<6 { editor.press(.shift(.right)) }
        editor.press(.alt(.character("i")))
        #expect(Self.markdown(editor) == "Dear *Min-ji*, hello")
        #expect(editor.state.page.selectedText == "Min-ji")
        #expect(editor.state.isModified)
        editor.press(.alt(.character("u")))
        #expect(Self.markdown(editor) == "Dear [*Min-ji*]{.underline}, hello")
        // Toggling again takes the mark off the selection it is all over.
        editor.press(.alt(.character("i")))
        #expect(Self.markdown(editor) == "Dear [Min-ji]{.underline}, hello")
        editor.press(.control("z"))
        #expect(Self.markdown(editor) == "Dear [*Min-ji*]{.underline}, hello")
        editor.press(.control("z"), .control("z"))
        #expect(Self.markdown(editor) == "Dear Min-ji, hello")
        #expect(!editor.state.isModified)
        editor.press(.control("y"))
        #expect(Self.markdown(editor) == "Dear *Min-ji*, hello")
    }

    @Test func highlightAndColourCycle() {
        var editor = EditorHarness.defaultPaper(text: "word", path: Self.path)
        editor.press(.control("a"))
        var highlights: [String] = []
        for _ in 0..<4 {
            editor.press(.alt(.character("h")))
            highlights.append(Self.markdown(editor))
        }
        #expect(highlights == ["[word]{.mark}", "[word]{background=green}", "[word]{background=pink}", "word"])
        editor.press(.alt(.character("k")), .alt(.character("k")), .alt(.character("k")))
        #expect(Self.markdown(editor) == "[word]{color=red}")
        editor.press(.alt(.character("n")))
        #expect(Self.markdown(editor) == "word")
    }

    @Test func copyAndPasteInsideTheEditorKeepInkAndATerminalPasteIsLiteral() {
        var editor = EditorHarness.defaultPaper(text: "", path: Self.path)
        editor.press(.alt(.character("b")))
        editor.type("Hi")
        editor.press(.control("a"), .control("c"), .ctrl(.end))
        editor.type(" ")
        // The space typed after bold is bold too: typing continues the style.
        editor.press(.control("v"))
        #expect(Self.markdown(editor) == "**Hi Hi**")
        // A paste from the terminal is plain text: its markup stays literal.
        editor.send(.edit(.paste(" **x**")))
        #expect(editor.text == "Hi Hi **x**")
        #expect(Self.markdown(editor) == "**Hi Hi** \\*\\*x\\*\\*")
    }

    @Test func aPlainFileSaysStylesNeedALetter() {
        var editor = EditorHarness.defaultPaper(text: "note", path: "/tmp/note.txt")
        editor.press(.control("a"))
        #expect(editor.press(.alt(.character("b"))) == [])
        #expect(editor.message?.text == "Styles need a .letter or .md file; this one is plain text, so nothing changed")
        #expect(editor.state.body(forPath: "/tmp/note.txt") == "note")
        #expect(!editor.state.isModified)
    }

    @Test func theSaveRequestCarriesMarkdownAndEscapes() throws {
        var editor = EditorHarness.defaultPaper(text: "2*3 and snake_case", path: Self.path)
        editor.type("x")
        let request = try #require(EditorHarness.saveRequest(in: editor.press(.control("s"))))
        #expect(request.text == "x2\\*3 and snake\\_case")
    }

    @Test func theStatusRowNamesTheInkAtTheCursor() {
        var editor = EditorHarness.defaultPaper(text: "", path: Self.path)
        editor.press(.alt(.character("b")), .alt(.character("k")), .alt(.character("k")), .alt(.character("k")))
        editor.type("a")
        editor.pause()
        #expect(editor.statusRow.contains("bold · red ink · Ln 1, Col 2"))
    }

    @Test func inkIsDrawnInTheCells() {
        var editor = EditorHarness.defaultPaper(text: "", path: Self.path)
        editor.type("a")
        editor.press(.alt(.character("u")))
        editor.type("b")
        // Row 3 is the first line; the text starts at column 8.
        #expect(editor.frame.rows[3][8].ink == .plain)
        #expect(editor.frame.rows[3][9].ink == Ink(underline: true))
    }
}

/// A Markdown file written elsewhere changes only where it is edited: markup
/// letter reads as text (a link, inline code, HTML) is written back as it was
/// in every paragraph left alone.
@Suite("Editor: Markdown written elsewhere")
struct MarkdownSourcesTests {
    static let body = "see [the site](https://x.org) and **bold**\nuse `code` and <b>html</b>\nplain line\n2*3 stays"

    @Test func aFileSavedUntouchedIsWrittenAsItWasRead() {
        let page = Page(paper: .letter, body: Self.body, ink: true)
        var editor = EditorHarness.defaultPaper(path: "/tmp/a.md")
        editor.send(.finishOpening(body: Self.body, ink: true))
        #expect(editor.state.body(forPath: "/tmp/a.md") == Self.body)
        #expect(LetterFile.body(of: page.document.styledParagraphs, ink: true, keeping: page.markdownSources) == Self.body)
    }

    @Test func onlyTheEditedParagraphIsWrittenCanonically() {
        var editor = EditorHarness.defaultPaper(path: "/tmp/a.md")
        editor.send(.finishOpening(body: Self.body, ink: true))
        // Edit the second paragraph: its backticks and angle bracket are text
        // to letter, so they are written escaped; the others stay as they were.
        editor.press(.down, .end)
        editor.type("!")
        #expect(
            editor.state.body(forPath: "/tmp/a.md")
                == "see [the site](https://x.org) and **bold**\nuse \\`code\\` and \\<b>html\\</b>!\nplain line\n2*3 stays")
    }

    @Test func aCanonicalFileKeepsNoSources() {
        let body = "Dear **Min-ji**,\n[hello]{.underline} 2\\*3"
        #expect(MarkdownSources.of(body: body).isEmpty)
    }
}
