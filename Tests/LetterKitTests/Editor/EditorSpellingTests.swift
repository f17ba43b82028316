import Testing

@testable import LetterKit

/// Spelling on the page: the shell's answers become marks drawn in their
/// own style, a changed paragraph loses its marks until it is checked
/// again, and F7's list replaces (one undo step), adds or ignores a word.
@Suite("Editor: spelling marks and F7")
struct EditorSpellingTests {
    /// The default paper, spelling on.
    static func editor(_ text: String, spelling: Bool = true) -> EditorHarness {
        var editor = EditorHarness.defaultPaper(text: text)
        editor.state.spelling.isOn = spelling
        return editor
    }

    /// Answers `effects`' checks as a shell with a dictionary that knows
    /// every word but `misspelt` would, batch after batch; returns how many
    /// batches there were.
    @discardableResult
    static func answer(_ effects: [Effect], in editor: inout EditorHarness, misspelt: Set<String>) -> Int {
        var pending = effects
        var batches = 0
        while case .checkSpelling(let requests)? = pending.first(where: { if case .checkSpelling = $0 { true } else { false } }) {
            batches += 1
            #expect(requests.count <= SpellingMarks.batchSize)
            let found = requests.map { request in
                SpellingFound(
                    paragraphID: request.paragraph.id,
                    words: SpellingWords.split(request.paragraph.characters).filter { misspelt.contains($0.text) })
            }
            pending = editor.send(.reply(.spellingChecked(found)))
        }
        return batches
    }

    /// Pauses (the shell's `.idle`) and answers every check that follows.
    @discardableResult
    static func check(_ editor: inout EditorHarness, misspelt: Set<String>) -> Int {
        answer(editor.send(.idle), in: &editor, misspelt: misspelt)
    }

    /// (the letter, the misspelt words, what row 3 draws marked)
    static let marked: [(String, Set<String>, String)] = [
        ("I recieve it", ["recieve"], "recieve"),
        ("Teh cat and teh dog", ["Teh", "teh"], "Tehteh"),
        // Hangul: wide characters, two cells each, marked whole.
        ("안녕하새요 친구", ["안녕하새요"], "안녕하새요"),
        ("Dear 안녕하새요 frend", ["안녕하새요", "frend"], "안녕하새요frend"),
        // A word with a digit is never a word to check.
        ("MP3 is fine", [], ""),
    ]

    @Test(arguments: marked)
    func aCheckedParagraphDrawsItsMisspeltWordsMarked(text: String, misspelt: Set<String>, shown: String) {
        var editor = Self.editor(text)
        #expect(editor.cells(inRow: 3, styled: .misspelt) == "", "nothing is marked before a check")
        Self.check(&editor, misspelt: misspelt)
        #expect(editor.cells(inRow: 3, styled: .misspelt) == shown)
        // The marks are drawn only: the letter's text is as it was.
        #expect(editor.text == text)
    }

    @Test func aWideMisspeltWordTakesItsCellsInTheMarkStyle() {
        var editor = Self.editor("좋은 안녕하새요")
        Self.check(&editor, misspelt: ["안녕하새요"])
        let row = editor.frame.rows[3]
        // "좋은 " is five cells from column 8; the word's five syllables take
        // ten cells, each syllable's first cell drawn marked.
        let markedColumns = row.indices.filter { row[$0].style == .misspelt }
        #expect(markedColumns.first == 13)
        #expect(markedColumns.count >= 5)
        #expect(markedColumns.allSatisfy { (13..<23).contains($0) })
    }

    @Test func aChangedParagraphLosesItsMarksUntilCheckedAgainAndTheOthersKeepTheirs() {
        var editor = Self.editor("Teh first\nand teh second")
        Self.check(&editor, misspelt: ["Teh", "teh"])
        #expect(editor.cells(inRow: 3, styled: .misspelt) == "Teh")
        #expect(editor.cells(inRow: 4, styled: .misspelt) == "teh")
        editor.press(.end)
        editor.type("!")
        #expect(editor.cells(inRow: 3, styled: .misspelt) == "", "an edited paragraph's marks drop at once")
        #expect(editor.cells(inRow: 4, styled: .misspelt) == "teh")
        #expect(editor.state.spellingIsBehind)
        let batches = Self.check(&editor, misspelt: ["Teh", "teh"])
        #expect(batches == 1, "only the changed paragraph is asked about")
        #expect(editor.cells(inRow: 3, styled: .misspelt) == "Teh")
        #expect(!editor.state.spellingIsBehind)
    }

    @Test func spellingOffAsksForNothingAndMarksNothing() {
        var editor = Self.editor("I recieve it", spelling: false)
        #expect(editor.send(.idle).isEmpty)
        #expect(!EditorProgram.wantsIdle(editor.state) || editor.state.figuresAreBehind)
        editor.press(.function(7))
        #expect(editor.message?.text.contains("Spelling is off") == true)
    }

    @Test func aLongLetterIsCheckedInSmallBatchesAndThenRests() {
        let text = (1...5_000).map { "line \($0) with a wrod" }.joined(separator: "\n")
        var editor = EditorHarness(paper: .manuscript, text: text, rows: 24, columns: 80)
        editor.state.spelling.isOn = true
        let batches = Self.check(&editor, misspelt: ["wrod"])
        #expect(batches == 5_000 / SpellingMarks.batchSize)
        #expect(editor.state.spelling.words.count == 5_000)
        #expect(!editor.state.spellingIsBehind)
        #expect(editor.send(.idle).isEmpty, "a letter checked through asks nothing more")
    }

    /// F7 over a checked letter: the word selected and its suggestions asked for.
    static func stopAtNext(_ editor: inout EditorHarness) -> SpellingTarget? {
        for effect in editor.press(.function(7)) {
            if case .suggestSpelling(let target) = effect { return target }
        }
        return nil
    }

    @Test func f7GoesToTheNextMisspeltWordAndWraps() {
        var editor = Self.editor("one wrod\ntwo\nthree teh wrod")
        Self.check(&editor, misspelt: ["wrod", "teh"])
        #expect(Self.stopAtNext(&editor)?.word.description == "wrod@4")
        #expect(editor.state.page.selectedText == "wrod")
        #expect(Self.stopAtNext(&editor).map { "\($0.paragraph):\($0.word)" } == "2:teh@6")
        #expect(Self.stopAtNext(&editor).map { "\($0.paragraph):\($0.word)" } == "2:wrod@10")
        // Past the last, back to the first.
        #expect(Self.stopAtNext(&editor).map { "\($0.paragraph):\($0.word)" } == "0:wrod@4")
    }

    @Test func f7WithNoMisspeltWordSaysSo() {
        var editor = Self.editor("all fine here")
        Self.check(&editor, misspelt: [])
        #expect(editor.press(.function(7)).isEmpty)
        #expect(editor.message?.text == "No misspelt words")
    }

    @Test func choosingASuggestionReplacesTheWordAsOneUndoStep() {
        var editor = Self.editor("Dear Ann, I recieve it")
        Self.check(&editor, misspelt: ["recieve"])
        guard let target = Self.stopAtNext(&editor) else {
            Issue.record("F7 did not stop")
            return
        }
        editor.send(.reply(.spellingSuggested(target, ["receive", "relieve"])))
        guard case .chooseSpelling(let choice) = editor.state.mode else {
            Issue.record("no list: \(editor.state.mode)")
            return
        }
        #expect(choice.palette.entries.map(\.name) == ["receive", "relieve", "Add to dictionary", "Ignore in this letter"])
        #expect(editor.screen.contains { $0.contains("relieve") })
        editor.press(.enter)
        #expect(editor.state.mode == .editing)
        #expect(editor.text == "Dear Ann, I receive it")
        #expect(editor.state.isModified)
        editor.press(.control("z"))
        #expect(editor.text == "Dear Ann, I recieve it", "one undo brings the word back")
    }

    @Test func ignoringAWordUnmarksItEverywhereInThisLetter() {
        var editor = Self.editor("wrod one\nwrod two teh")
        Self.check(&editor, misspelt: ["wrod", "teh"])
        guard let target = Self.stopAtNext(&editor) else {
            Issue.record("F7 did not stop")
            return
        }
        editor.send(.reply(.spellingSuggested(target, ["word"])))
        editor.type("ignore")
        #expect(editor.press(.enter).isEmpty)
        #expect(editor.cells(inRow: 3, styled: .misspelt) == "")
        #expect(editor.cells(inRow: 4, styled: .misspelt) == "teh")
        // Checked again after an edit, it stays unmarked.
        editor.press(.end)
        editor.type(" wrod")
        Self.check(&editor, misspelt: ["wrod", "teh"])
        #expect(editor.cells(inRow: 3, styled: .misspelt) == "")
    }

    @Test func addingAWordAsksTheShellAndUnmarksItOnceKept() {
        var editor = Self.editor("wrod one\nwrod two")
        Self.check(&editor, misspelt: ["wrod"])
        guard let target = Self.stopAtNext(&editor) else {
            Issue.record("F7 did not stop")
            return
        }
        editor.send(.reply(.spellingSuggested(target, [])))
        editor.type("add")
        #expect(editor.press(.enter) == [.addToDictionary("wrod")])
        #expect(editor.cells(inRow: 4, styled: .misspelt) == "wrod", "marked until the shell kept it")
        editor.send(.reply(.wordAdded("wrod", failedAt: nil)))
        #expect(editor.cells(inRow: 3, styled: .misspelt) == "")
        #expect(editor.cells(inRow: 4, styled: .misspelt) == "")
        #expect(editor.message?.text.contains("Added") == true)
    }

    @Test func aMissingDictionaryStopsMarkingAndNamesThePackage() {
        var editor = Self.editor("I recieve it")
        let effects = editor.send(.idle)
        #expect(effects.contains { if case .checkSpelling = $0 { true } else { false } })
        editor.send(.reply(.spellingUnavailable(.missingDictionary(name: "en_US"))))
        #expect(editor.message?.text.contains("hunspell-en-us") == true)
        #expect(editor.send(.idle).isEmpty)
    }
}
