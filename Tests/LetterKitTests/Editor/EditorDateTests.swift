import Testing

@testable import LetterKit

/// Alt-D (and the palette) put today's date at the cursor: the shell reads
/// the clock when asked, and the date goes through the page's gate like
/// typing, as one undo step.
@Suite("Editor: inserting today's date")
struct EditorDateTests {
    static let day = CalendarDay(year: 2026, month: 11, day: 24)

    /// Presses Alt-D and answers as the shell does.
    static func insertDate(_ editor: inout EditorHarness, key: Key = .alt(.character("d"))) throws {
        let effects = editor.press(key)
        #expect(effects == [.readToday])
        editor.send(.reply(.todayRead(try #require(day))))
    }

    @Test(arguments: [EditorKeymaps.micro, .nano])
    func altDAsksTheClockAndInsertsTheDateAtTheCursor(keymaps: EditorKeymaps) throws {
        var editor = EditorHarness(paper: .letter, text: "Seoul, ", rows: 24, columns: 80, keymaps: keymaps)
        editor.press(.end)
        try Self.insertDate(&editor)
        #expect(editor.textWithCursor == "Seoul, 24 November 2026|")
        #expect(editor.state.isModified)
    }

    @Test(arguments: [
        (LetterDate(language: .korean), "2026년 11월 24일"), (LetterDate(language: .german), "24. November 2026"),
        (LetterDate(language: .korean, format: "%Y.%m.%d (%a)"), "2026.11.24 (화)"),
    ])
    func theLettersLanguageAndFormatAreUsed(letterDate: LetterDate, expected: String) throws {
        var editor = EditorHarness.defaultPaper()
        editor.state.letterDate = letterDate
        try Self.insertDate(&editor)
        #expect(editor.text == expected)
    }

    /// The date replaces a selection, as typing does.
    @Test func theDateReplacesTheSelection() throws {
        var editor = EditorHarness.defaultPaper(text: "Date: DATE")
        editor.press(.end)
        for _ in 0..<4 { editor.press(.shift(.left)) }
        try Self.insertDate(&editor)
        #expect(editor.textWithCursor == "Date: 24 November 2026|")
    }

    /// One undo step takes the whole date away, and not the word typed
    /// before it; redo brings it back whole.
    @Test func theDateIsOneUndoStep() throws {
        var editor = EditorHarness.defaultPaper()
        editor.type("Seoul ")
        try Self.insertDate(&editor)
        editor.type("!")
        editor.press(.control("z"))
        #expect(editor.text == "Seoul 24 November 2026")
        editor.press(.control("z"))
        #expect(editor.textWithCursor == "Seoul |")
        editor.press(.control("y"))
        #expect(editor.textWithCursor == "Seoul 24 November 2026|")
    }

    /// On a full page the date is refused whole with the gate's message,
    /// never cut to what fits; the letter is unchanged.
    @Test(arguments: ["a\nb\n12345678901234567890", "a\nb\n1234567890123", "a\nb\nc d e f g h i j"])
    func aFullPageRefusesTheWholeDate(text: String) throws {
        var editor = try EditorHarness.smallPaper(text: text)
        editor.press(.ctrl(.end))
        let effects = editor.press(.alt(.character("d")))
        #expect(effects == [.readToday])
        let answered = editor.send(.reply(.todayRead(try #require(Self.day))))
        #expect(answered == [.flash])
        #expect(editor.text == text)
        #expect(editor.message?.tone == .error)
        #expect(editor.message?.text.hasPrefix("The page is full") == true)
        #expect(!editor.state.isModified)
    }

    @Test func aReadOnlyLetterRefusesWithoutAskingTheClock() {
        var editor = EditorHarness.defaultPaper(text: "x")
        editor.state.isReadOnly = true
        #expect(editor.press(.alt(.character("d"))) != [.readToday])
        #expect(editor.text == "x")
    }

    @Test func thePaletteListsTheDateAndRunsIt() throws {
        var editor = EditorHarness.defaultPaper()
        editor.press(.function(10))
        editor.type("date")
        let effects = editor.press(.enter)
        #expect(effects == [.readToday])
        editor.send(.reply(.todayRead(try #require(Self.day))))
        #expect(editor.text == "24 November 2026")
    }
}
