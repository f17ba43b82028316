import LetterKit

/// Checks paragraphs' words against Hunspell's dictionaries and remembers
/// the answers, for `letter spell` now and for marking words on the page
/// later.
///
/// Each word is checked in its script's dictionary (`SpellingWords`,
/// `SpellingLanguage`): Hangul in Korean, Latin in `latinDictionary`. A
/// dictionary is loaded the first time a word needs it, so a letter with no
/// Hangul never loads the Korean one, and a missing dictionary is a problem
/// only for a letter that needs it.
///
/// Two memories make a second look cheap: a paragraph's misspelt words by
/// its text (a `Dictionary` keyed by the characters: hashed, and compared
/// on a hash collision, so two texts never share an answer), so an
/// unchanged paragraph is never checked again by `letter spell`; and each
/// distinct word's verdict, since a letter repeats its words. Nothing here
/// is on the keystroke path: the editor calls `misspelt(among:)` between
/// keys with only the words whose verdict its letter does not know yet.
///
/// Limitations: not thread-safe (Hunspell's handles are not); the
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
    private var loaded: [SpellingScript: HunspellDictionary] = [:]
    private var verdicts: [SpellingScript: [String: Bool]] = [:]
    private var paragraphs: [[Character]: [SpellingWord]] = [:]
    /// Paragraph texts remembered before the memory starts again.
    let paragraphLimit = 20_000

    init(latinDictionary: String, folders: DictionaryFolders = .standard(), personal: PersonalWords = PersonalWords()) {
        self.latinDictionary = latinDictionary
        self.folders = folders
        self.personal = personal
        self.personalSet = Set(personal.words)
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

    /// The misspelt words among `words`, each checked unless its verdict is
    /// remembered.
    func misspelt(among words: [SpellingWord]) throws(SpellingProblem) -> [SpellingWord] {
        var found: [SpellingWord] = []
        for word in words where try !spells(word) { found.append(word) }
        return found
    }

    /// What is known of `paragraph` without checking anything: nil when its
    /// text has not been checked yet.
    func knownMisspelt(in paragraph: Paragraph) -> [SpellingWord]? {
        paragraphs[paragraph.characters]
    }

    /// Whether `word`'s dictionary (or the person's list) accepts it.
    func spells(_ word: SpellingWord) throws(SpellingProblem) -> Bool {
        if let verdict = verdicts[word.script]?[word.text] { return verdict }
        if personalSet.contains(word.text) { return true }
        let verdict = try dictionary(for: word.script).spells(word.text)
        verdicts[word.script, default: [:]][word.text] = verdict
        return verdict
    }

    /// Hunspell's suggestions for `word`, best first.
    func suggestions(for word: SpellingWord) throws(SpellingProblem) -> [String] {
        try dictionary(for: word.script).suggestions(for: word.text)
    }

    /// Accepts `word` in every script from now on (the person added it to
    /// their list). The memories that could say otherwise are dropped.
    func accept(_ word: String) {
        guard personal.add(word), let added = personal.words.last else { return }
        personalSet.insert(added)
        for dictionary in loaded.values { dictionary.add(added) }
        verdicts.removeAll()
        paragraphs.removeAll()
    }

    /// The loaded dictionary for `script`, loading it (with the person's
    /// words added) the first time.
    private func dictionary(for script: SpellingScript) throws(SpellingProblem) -> HunspellDictionary {
        if let dictionary = loaded[script] { return dictionary }
        let name = dictionaryName(for: script)
        guard let files = folders.files(for: name) else { throw .missingDictionary(name: name) }
        guard let dictionary = HunspellDictionary(name: name, files: files) else {
            throw .unreadableDictionary(name: name, path: files.affix)
        }
        for word in personal.words { dictionary.add(word) }
        loaded[script] = dictionary
        return dictionary
    }
}
