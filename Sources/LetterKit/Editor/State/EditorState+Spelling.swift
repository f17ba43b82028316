/// Spelling on the page: which words are marked, the checking the shell
/// does between keys, and F7's list of suggestions.
///
/// The marks are data held by paragraph identity (`Paragraph.id`, new
/// whenever a paragraph changes), so an edited paragraph loses its marks
/// by itself, with nothing done on the keystroke path, until the shell
/// checks its new text. Checking is asked for only when input pauses
/// (`.idle`) and goes on in batches, each batch's reply asking for the
/// next, so a long letter is checked while no key waits.
///
/// Which words are asked: a paragraph without marks is split into its
/// words, and only those whose verdict the letter does not know yet
/// (`SpellingVerdicts`) go to the shell; the others are marked from the
/// verdicts. The word the cursor is typing is neither asked nor marked
/// (a half-typed word is not a misspelling): it is checked once the cursor
/// leaves it or a space follows it.
///
/// Limitations: a paragraph's marks are dropped whole when it changes,
/// so its other misspelt words blink off until the recheck (marked from
/// the verdicts, with no dictionary asked); "Ignore" lasts for this
/// session.
struct SpellingMarks: Sendable {
    /// Marking is on (`spell` in config.toml).
    var isOn = false
    /// The misspelt words of each paragraph checked, by paragraph identity.
    var words: [UInt64: [SpellingWord]] = [:]
    /// Words the person chose to ignore in this letter.
    var ignored: Set<String> = []
    /// The page version a pass over the letter last finished at: nothing
    /// is left to check while the page is still at it.
    var settledVersion: UInt64?
    /// The page version the running pass started at, and where it is.
    var passVersion: UInt64?
    var scanFrom = 0
    /// A batch was asked for and not answered yet.
    var inFlight = false
    /// Each word's verdict, as far as the shell has given them.
    var verdicts = SpellingVerdicts()
    /// The paragraphs of the batch in flight, by paragraph identity.
    var pending: [UInt64: PendingSpelling] = [:]
    /// The word left unmarked because the cursor was typing it.
    var typing: TypingWord?

    /// Paragraphs checked in one batch: small, so a key pressed meanwhile
    /// waits for a few paragraphs' lookups at most.
    static let batchSize = 8
}

/// One paragraph to check, as it is now, and the words of it to ask a
/// dictionary about: those whose verdict the letter does not know (none
/// when it knows them all; every word when made from the paragraph alone).
public struct SpellingRequest: Hashable, Sendable {
    public var paragraph: Paragraph
    public var words: [SpellingWord]

    public init(paragraph: Paragraph) {
        self.init(paragraph: paragraph, words: paragraph.spellingWords)
    }

    public init(paragraph: Paragraph, words: [SpellingWord]) {
        self.paragraph = paragraph
        self.words = words
    }
}

/// One paragraph's misspelt words among those asked, as the shell found
/// them (words it found but was not asked about are not taken).
public struct SpellingFound: Hashable, Sendable {
    public var paragraphID: UInt64
    public var words: [SpellingWord]
    public init(paragraphID: UInt64, words: [SpellingWord]) {
        self.paragraphID = paragraphID
        self.words = words
    }
}

/// The word F7 stopped at: its paragraph (by place and identity, so a
/// reply about a paragraph changed meanwhile is dropped) and the word.
public struct SpellingTarget: Hashable, Sendable {
    public var paragraph: Int
    public var paragraphID: UInt64
    public var word: SpellingWord
}

/// What the person can do with a misspelt word from F7's list.
public enum SpellingFix: Hashable, Sendable {
    case replace(String)
    case addToDictionary
    case ignore
}

/// F7's list over the letter: the word and its choices.
public struct SpellingChoice: Hashable, Sendable {
    public var target: SpellingTarget
    public var palette: Palette<SpellingFix>
}

extension EditorState {
    /// The shell could not check (no dictionary): marking stops, and says why.
    mutating func stopSpelling(_ problem: SpellingProblem) {
        spelling.isOn = false
        spelling.inFlight = false
        spelling.words = [:]
        spelling.pending = [:]
        spelling.typing = nil
        message = Message(tr("Spelling is not marked: {problem}", ["problem": problem.message]), tone: .warning)
    }

    /// F7: the next misspelt word after the cursor (wrapping to the top),
    /// selected, and its suggestions asked for.
    mutating func goToNextMisspelt() -> [Effect] {
        guard spelling.isOn else {
            message = Message(tr("Spelling is off (spell = false in config.toml)"))
            return []
        }
        let paragraphs = page.document.paragraphs
        let start = page.cursor
        for step in 0...paragraphs.count {
            let index = (start.paragraph + step) % paragraphs.count
            let paragraph = paragraphs[index]
            guard let words = spelling.words[paragraph.id] else { continue }
            let candidates = words.filter { word in
                if spelling.ignored.contains(word.text) { return false }
                if step == 0 { return word.range.lowerBound >= start.offset }
                if step == paragraphs.count { return word.range.lowerBound < start.offset }
                return true
            }
            guard let word = candidates.first else { continue }
            page.select(
                Position(paragraph: index, offset: word.range.lowerBound)..<Position(
                    paragraph: index, offset: word.range.upperBound))
            return [.suggestSpelling(SpellingTarget(paragraph: index, paragraphID: paragraph.id, word: word))]
        }
        let checking = spelling.settledVersion != page.version
        message = Message(checking ? tr("No misspelt words found yet (still checking)") : tr("No misspelt words"))
        return []
    }

    /// The shell's answer to `.suggestSpelling`: the list, unless the word
    /// changed meanwhile.
    mutating func chooseSpelling(for target: SpellingTarget, suggestions: [String]) {
        guard page.document.paragraphs.indices.contains(target.paragraph),
            page.document.paragraphs[target.paragraph].id == target.paragraphID
        else { return }
        var entries = suggestions.prefix(9).map { Palette.Entry(name: $0, keys: "", action: SpellingFix.replace($0)) }
        entries.append(Palette.Entry(name: tr("Add to dictionary"), keys: "", action: .addToDictionary))
        entries.append(Palette.Entry(name: tr("Ignore in this letter"), keys: "", action: .ignore))
        let title =
            suggestions.isEmpty
            ? tr("“{word}”: no suggestions", ["word": target.word.text]) : tr("“{word}”: replace with", ["word": target.word.text])
        mode = .chooseSpelling(SpellingChoice(target: target, palette: Palette(title: title, entries: entries)))
    }

    mutating func pressChoosingSpelling(_ key: Key, choice: SpellingChoice) -> [Effect] {
        var choice = choice
        switch choice.palette.press(key, keys: keymaps.palette) {
        case .stay:
            mode = .chooseSpelling(choice)
            return []
        case .close:
            mode = .editing
            return []
        case .run(let fix):
            mode = .editing
            return apply(fix, to: choice.target)
        }
    }

    private mutating func apply(_ fix: SpellingFix, to target: SpellingTarget) -> [Effect] {
        switch fix {
        case .replace(let text):
            if isReadOnly { return refuseReadOnly() }
            let range = target.word.range
            let span = Position(paragraph: target.paragraph, offset: range.lowerBound)..<Position(
                paragraph: target.paragraph, offset: range.upperBound)
            switch page.replaceWord(span, with: text) {
            case .applied:
                revision += 1
                isModified = true
                message = nil
                return []
            case .refused:
                message = Message(tr("“{word}” does not fit on the page", ["word": text]), tone: .warning)
                return [.flash]
            case .trimmed, .unchanged:
                return []
            }
        case .addToDictionary:
            return [.addToDictionary(target.word.text)]
        case .ignore:
            spelling.ignored.insert(target.word.text)
            unmark(target.word.text)
            message = Message(tr("Ignoring “{word}” in this letter", ["word": target.word.text]))
            return []
        }
    }

    /// The shell's answer to `.addToDictionary`: the word is unmarked
    /// everywhere, or why it could not be kept.
    mutating func addedWord(_ word: String, failedAt path: String?) {
        if let path {
            message = Message(tr("“{word}” could not be added to {path}", ["word": word]), paths: ["path": path], tone: .error)
            return
        }
        spelling.verdicts.record(word, spelt: true)
        unmark(word)
        message = Message(tr("Added “{word}” to your dictionary", ["word": word]))
    }

    private mutating func unmark(_ word: String) {
        for (id, words) in spelling.words where words.contains(where: { $0.text == word }) {
            spelling.words[id] = words.filter { $0.text != word }
        }
    }
}

extension Page {
    /// Replaces a misspelt word with `text` in the first letter's ink, as
    /// one undo step through the gate.
    mutating func replaceWord(_ range: Range<Position>, with text: String) -> EditOutcome {
        let edit = Edit(start: range.lowerBound, end: range.upperBound, text: text, ink: document.ink(at: range.lowerBound))
        return submit(proposal(for: edit), kind: .other, typed: "")
    }
}
