import LetterKit

/// The editor's spelling work, done where the core asks for it: paragraphs
/// checked between keys (`Runner.whenIdle`), suggestions for F7's list,
/// words added to the person's list.
///
/// Nothing is loaded until the first check, which the core asks for only
/// once input pauses after the first paint: the person's list is read then,
/// and each dictionary the first time a word needs it (Korean's takes
/// about 0.6 s, spent in that idle turn, not before the letter shows).
///
/// Limitation: a missing dictionary stops marking for the whole letter
/// (the core says which package to install), even where the letter's other
/// script has its dictionary.
final class SpellingWorker {
    private let latinDictionary: String
    private var made: SpellChecker?

    init(latinDictionary: String) {
        self.latinDictionary = latinDictionary
    }

    /// The checker, made (and the person's list read) the first time.
    private var checker: SpellChecker {
        if let made { return made }
        let checker = SpellChecker(latinDictionary: latinDictionary, personal: Self.personalWords())
        made = checker
        return checker
    }

    /// The answer to `.checkSpelling`: of each paragraph, the misspelt words
    /// among those asked (the core knows the others' verdicts). A request
    /// that asks no word is answered without the checker, whose dictionaries
    /// are then not loaded for it.
    func check(_ requests: [SpellingRequest]) -> EditorReply {
        var found: [SpellingFound] = []
        do throws(SpellingProblem) {
            for request in requests {
                let misspelt = request.words.isEmpty ? [] : try checker.misspelt(among: request.words)
                found.append(SpellingFound(paragraphID: request.paragraph.id, words: misspelt))
            }
        } catch {
            return .spellingUnavailable(error)
        }
        return .spellingChecked(found)
    }

    /// The answer to `.suggestSpelling`: none when the dictionary cannot say.
    func suggest(_ target: SpellingTarget) -> EditorReply {
        let suggestions = (try? checker.suggestions(for: target.word)) ?? []
        return .spellingSuggested(target, suggestions)
    }

    /// The answer to `.addToDictionary`: the word kept in the person's list
    /// on disk (read by every letter after), and accepted from now on.
    func add(_ word: String) -> EditorReply {
        guard let path = PersonalWordsFile.path() else {
            return .wordAdded(word, failedAt: tr("$XDG_DATA_HOME/letter/words (no HOME)"))
        }
        do { try PersonalWordsFile.add(word, to: path) } catch { return .wordAdded(word, failedAt: path) }
        checker.accept(word)
        return .wordAdded(word, failedAt: nil)
    }

    /// The person's list; an unreadable one is left out (the editor's
    /// screen is not the place for a warning on standard error).
    private static func personalWords() -> PersonalWords {
        guard let path = PersonalWordsFile.path() else { return PersonalWords() }
        return (try? PersonalWordsFile.read(path)) ?? PersonalWords()
    }
}
