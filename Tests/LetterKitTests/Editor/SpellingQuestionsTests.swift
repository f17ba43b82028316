import Testing

@testable import LetterKit

/// Which words spelling asks the shell about after an edit: only those
/// whose verdict the letter does not know, never the word the cursor is
/// still typing (asked once a space follows it or the cursor leaves it),
/// and the marks drawn from the verdicts.
@Suite("Editor: the words spelling asks about")
struct SpellingQuestionsTests {
    /// The words a dictionary would find misspelt.
    static let misspelt: Set<String> = ["recieve", "teh", "wrod", "안녕하새요"]

    /// A letter written as cursor markup, checked once as opened (every
    /// word asked), the cursor then put where the markup says.
    static func editor(_ markup: String) -> EditorHarness {
        let marked = parseMarkup(markup)
        var editor = EditorHarness.defaultPaper(text: marked.text)
        editor.state.spelling.isOn = true
        pause(&editor)
        editor.state.page.select(marked.cursor..<marked.cursor)
        return editor
    }

    /// Pauses (the shell's `.idle`) and answers every check as a dictionary
    /// that knows every word but `misspelt`; returns the words asked.
    @discardableResult
    static func pause(_ editor: inout EditorHarness) -> [String] {
        var asked: [String] = []
        var effects = editor.send(.idle)
        while let requests = effects.lazy.compactMap({ effect -> [SpellingRequest]? in
            if case .checkSpelling(let requests) = effect { requests } else { nil }
        }).first {
            asked += requests.flatMap { $0.words.map(\.text) }
            let found = requests.map { request in
                SpellingFound(paragraphID: request.paragraph.id, words: request.words.filter { misspelt.contains($0.text) })
            }
            effects = editor.send(.reply(.spellingChecked(found)))
        }
        return asked
    }

    /// Types `keys`, `⌫` standing for Backspace.
    static func type(_ keys: String, into editor: inout EditorHarness) {
        for key in keys { editor.press(key == "⌫" ? .backspace : .character(key)) }
    }

    /// The misspelt words marked anywhere in the letter.
    static func marked(_ editor: EditorHarness) -> Set<String> {
        Set(editor.state.misspeltShown.values.flatMap { $0.map(\.text) })
    }

    /// (what is checked, the letter before, the keys typed, the words asked
    /// at the pause after them, the words then marked)
    static let edits: [(String, String, String, [String], Set<String>)] = [
        ("a half-typed word", "Dear Sam, I |", "reci", [], []),
        ("a misspelt word being typed", "Dear Sam, I |", "recieve", [], []),
        ("a word with a space after it", "Dear Sam, I |", "recieve ", ["recieve"], ["recieve"]),
        ("a word the letter has checked", "I saw teh cat.\nAnd |", "teh ", [], ["teh"]),
        ("new words before a word", "one two |three", "four five ", ["four", "five"], []),
        ("a word mended in place", "I recieve|", "⌫⌫⌫⌫⌫eceive", [], []),
        ("the other marks of the paragraph", "I recieve it|", " wrod", [], ["recieve"]),
        ("Hangul", "안녕 |", "친구를 안녕하새요 ", ["친구를", "안녕하새요"], ["안녕하새요"]),
    ]

    @Test(arguments: edits)
    func anEditAsksOnlyTheWordsWhoseVerdictIsUnknown(
        _ name: String, before: String, keys: String, asked: [String], marks: Set<String>
    ) {
        var editor = Self.editor(before)
        Self.type(keys, into: &editor)
        #expect(Self.pause(&editor) == asked, "\(name)")
        #expect(Self.marked(editor) == marks, "\(name)")
        #expect(!editor.state.spellingIsBehind, "\(name)")
    }

    @Test func theWordTypedIsAskedOnceTheCursorLeavesIt() {
        var editor = Self.editor("Dear Sam, a |")
        Self.type("wrod", into: &editor)
        #expect(Self.pause(&editor) == [])
        #expect(Self.marked(editor) == [])
        #expect(!editor.state.spellingIsBehind)
        editor.press(.home)
        #expect(editor.state.spellingIsBehind, "leaving the word is worth a pause")
        #expect(Self.pause(&editor) == ["wrod"])
        #expect(Self.marked(editor) == ["wrod"])
        #expect(editor.send(.idle).isEmpty, "then nothing is left to ask")
    }

    @Test func aWordAddedToTheDictionaryIsNeitherAskedNorMarkedAgain() {
        var editor = Self.editor("a wrod |")
        #expect(Self.marked(editor) == ["wrod"])
        editor.send(.reply(.wordAdded("wrod", failedAt: nil)))
        Self.type("wrod ", into: &editor)
        #expect(Self.pause(&editor) == [])
        #expect(Self.marked(editor) == [])
    }

    @Test func theVerdictsStartAgainWhenFull() {
        var verdicts = SpellingVerdicts()
        for index in 0..<SpellingVerdicts.limit { verdicts.record("w\(index)", spelt: index.isMultiple(of: 2)) }
        #expect(verdicts["w1"] == false)
        verdicts.makeRoom()
        #expect(verdicts.count == 0)
        #expect(verdicts["w0"] == nil)
    }
}
