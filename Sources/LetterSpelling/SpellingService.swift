import LetterKit
import LetterSystem

/// The dictionaries of `letter-spell`, answering the program's
/// `SpellingQuestion`s: each script's dictionary (Hangul in Korean, Latin in
/// the letter's language) loaded the first time a word needs it, with the
/// person's words added, so a letter with no Hangul never loads the Korean
/// one and a missing dictionary is a problem only for a letter that needs it.
///
/// The memories of what was checked are the program's (`SpellChecker` in
/// `letter`); this side is the lookups alone.
///
/// Limitations: not thread-safe (Hunspell's handles are not); questions
/// before `open` are answered with the default dictionaries (`en_US`, the
/// standard folders, no personal words).
public final class SpellingService {
    private var latinDictionary = SpellingLanguage.fallback
    private var folders = DictionaryFolders.standard()
    private var personal: [String] = []
    private var loaded: [SpellingScript: HunspellDictionary] = [:]

    public init() {}

    /// The answer to `question`.
    public func answer(_ question: SpellingQuestion) -> SpellingAnswer {
        do throws(SpellingProblem) {
            switch question {
            case .open(let latin, let folders, let personal):
                latinDictionary = latin
                self.folders = DictionaryFolders(folders: folders)
                self.personal = personal
                loaded = [:]
                return .done
            case .spells(let script, let words):
                let dictionary = try dictionary(for: script)
                return .verdicts(words.map { dictionary.spells($0) })
            case .suggest(let script, let word):
                return .suggestions(try dictionary(for: script).suggestions(for: word))
            case .accept(let word):
                personal.append(word)
                for dictionary in loaded.values { dictionary.add(word) }
                return .done
            }
        } catch {
            return .problem(error)
        }
    }

    /// The loaded dictionary for `script`, loading it (with the person's
    /// words added) the first time.
    private func dictionary(for script: SpellingScript) throws(SpellingProblem) -> HunspellDictionary {
        if let dictionary = loaded[script] { return dictionary }
        let name = script == .hangul ? SpellingLanguage.korean : latinDictionary
        guard let files = folders.files(for: name) else { throw .missingDictionary(name: name) }
        guard let dictionary = HunspellDictionary(name: name, files: files) else {
            throw .unreadableDictionary(name: name, path: files.affix)
        }
        for word in personal { dictionary.add(word) }
        loaded[script] = dictionary
        return dictionary
    }
}
