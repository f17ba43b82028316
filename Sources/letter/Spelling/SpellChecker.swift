import LetterKit
import LetterSystem

/// Checks paragraphs' words against Hunspell's dictionaries and remembers
/// the answers, for `letter spell` and for marking words on the page.
///
/// Each word is checked in its script's dictionary (`SpellingWords`,
/// `SpellingLanguage`): Hangul in Korean, Latin in `latinDictionary`. The
/// dictionaries live in `letter-spell` (`SpellingHelper`), started the first
/// time a word has to be looked up, which loads each dictionary the first
/// time a word needs it: a letter with no Hangul never loads the Korean
/// one, a missing dictionary is a problem only for a letter that needs it,
/// and the program never links Hunspell.
///
/// Two memories make a second look cheap, and keep the helper's questions
/// few: a paragraph's misspelt words by its text (a `Dictionary` keyed by the
/// characters: hashed, and compared on a hash collision, so two texts never
/// share an answer), so an unchanged paragraph is never checked again and an
/// edited one is checked whole; and each distinct word's verdict, since a
/// letter repeats its words. A paragraph's new words go to the helper in one
/// question a script. Nothing here is on the keystroke path: the editor
/// calls `misspelt(among:)` between
/// keys with only the words whose verdict its letter does not know yet.
///
/// Limitations: not thread-safe (one helper, one question at a time); the
/// paragraph memory is dropped whole when it passes `paragraphLimit`.
final class SpellChecker {
    /// The dictionary of Latin words (`en_US`).
    let latinDictionary: String
    private let folders: DictionaryFolders
    private var personal: PersonalWords
    /// The person's words, for a lookup before the dictionary's: Hunspell's
    /// Korean dictionary converts what it is asked into jamo (its `ICONV`)
    /// but stores an added word as given, so an added Hangul word would
    /// never match there.
    private var personalSet: Set<String>
    private let helper: SpellingHelper
    private var verdicts: [SpellingScript: [String: Bool]] = [:]
    private var paragraphs: [[Character]: [SpellingWord]] = [:]
    /// Paragraph texts remembered before the memory starts again.
    let paragraphLimit = 20_000

    init(
        latinDictionary: String, folders: DictionaryFolders = .standard(), personal: PersonalWords = PersonalWords(),
        helper: SpellingHelper = SpellingHelper()
    ) {
        self.latinDictionary = latinDictionary
        self.folders = folders
        self.personal = personal
        self.personalSet = Set(personal.words)
        self.helper = helper
    }

    /// The dictionary name for `script`.
    func dictionaryName(for script: SpellingScript) -> String {
        script == .hangul ? SpellingLanguage.korean : latinDictionary
    }

    /// The misspelt words of `paragraph`, checked now unless its text was
    /// checked before.
    func misspelt(in paragraph: Paragraph) throws(SpellingProblem) -> [SpellingWord] {
        if let known = paragraphs[paragraph.characters] { return known }
        let found = try misspelt(among: paragraph.spellingWords)
        if paragraphs.count >= paragraphLimit { paragraphs.removeAll(keepingCapacity: true) }
        paragraphs[paragraph.characters] = found
        return found
    }

    /// The misspelt words among `words`, each looked up unless its verdict
    /// is remembered.
    func misspelt(among words: [SpellingWord]) throws(SpellingProblem) -> [SpellingWord] {
        try lookUp(words)
        return words.filter { !personalSet.contains($0.text) && verdicts[$0.script]?[$0.text] == false }
    }

    /// What is known of `paragraph` without checking anything: nil when its
    /// text has not been checked yet.
    func knownMisspelt(in paragraph: Paragraph) -> [SpellingWord]? {
        paragraphs[paragraph.characters]
    }

    /// Whether `word`'s dictionary (or the person's list) accepts it.
    func spells(_ word: SpellingWord) throws(SpellingProblem) -> Bool {
        try lookUp([word])
        return personalSet.contains(word.text) || verdicts[word.script]?[word.text] != false
    }

    /// Hunspell's suggestions for `word`, best first.
    func suggestions(for word: SpellingWord) throws(SpellingProblem) -> [String] {
        switch try helper.ask(.suggest(word.script, word: word.text), opening: opening) {
        case .suggestions(let suggestions): return suggestions
        case .problem(let problem): throw problem
        case .done, .verdicts: return []
        }
    }

    /// Accepts `word` in every script from now on (the person added it to
    /// their list). The memories that could say otherwise are dropped.
    func accept(_ word: String) {
        guard personal.add(word), let added = personal.words.last else { return }
        personalSet.insert(added)
        // A helper not started yet is told in its `open`; a failed one has
        // nothing to be told.
        _ = try? helper.askIfRunning(.accept(added))
        verdicts.removeAll()
        paragraphs.removeAll()
    }

    /// The helper's first question: the dictionaries and the person's words.
    private var opening: SpellingQuestion {
        .open(latinDictionary: latinDictionary, folders: folders.folders, personal: personal.words)
    }

    /// Asks the helper about the words of `words` with no verdict yet, one
    /// question a script, in the order the scripts first appear (so the
    /// first word without a dictionary is the one whose problem is said).
    private func lookUp(_ words: [SpellingWord]) throws(SpellingProblem) {
        var scripts: [SpellingScript] = []
        var asked: [SpellingScript: [String]] = [:]
        var seen: Set<SpellingWord.Key> = []
        for word in words where !personalSet.contains(word.text) && verdicts[word.script]?[word.text] == nil {
            guard seen.insert(word.key).inserted else { continue }
            if asked[word.script] == nil { scripts.append(word.script) }
            asked[word.script, default: []].append(word.text)
        }
        for script in scripts {
            let texts = asked[script] ?? []
            switch try helper.ask(.spells(script, words: texts), opening: opening) {
            case .verdicts(let answers) where answers.count == texts.count:
                for (text, verdict) in zip(texts, answers) { verdicts[script, default: [:]][text] = verdict }
            case .problem(let problem):
                throw problem
            default:
                throw .helperFailed(reason: HelperFailure(program: SpellingHelper.name, reason: .garbled).description)
            }
        }
    }
}
