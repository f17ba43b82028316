import LetterKit
import LetterSystem
import Testing

@testable import LetterSpelling

/// `letter-spell`'s side: the questions answered from Hunspell's
/// dictionaries, each loaded when a word first needs it.
@Suite("Spelling: the helper's dictionaries")
struct SpellingServiceTests {
    @Test func wordsAreJudgedInTheirScriptsDictionaryInOrder() {
        let service = SpellingService()
        #expect(service.answer(.open(latinDictionary: "en_US", folders: DictionaryFolders.standard().folders, personal: [])) == .done)
        #expect(service.answer(.spells(.latin, words: ["the", "teh", "letter"])) == .verdicts([true, false, true]))
        #expect(service.answer(.spells(.hangul, words: ["학교", "하굑"])) == .verdicts([true, false]))
        #expect(service.answer(.spells(.latin, words: [])) == .verdicts([]))
        guard case .suggestions(let offered) = service.answer(.suggest(.latin, word: "teh")) else {
            Issue.record("no suggestions")
            return
        }
        #expect(offered.first == "the")
    }

    @Test func thePersonsWordsAreAddedToEveryDictionaryLoadedBeforeOrAfter() {
        let service = SpellingService()
        _ = service.answer(.open(latinDictionary: "en_US", folders: DictionaryFolders.standard().folders, personal: ["Minji"]))
        #expect(service.answer(.spells(.latin, words: ["Minji", "MINJI", "Jiwoo"])) == .verdicts([true, true, false]))
        #expect(service.answer(.accept("Jiwoo")) == .done)
        #expect(service.answer(.spells(.latin, words: ["Jiwoo", "JIWOO"])) == .verdicts([true, true]))
    }

    @Test func aMissingDictionaryIsAProblemAnswerForTheQuestionThatNeedsIt() {
        let service = SpellingService()
        _ = service.answer(.open(latinDictionary: "de_DE", folders: ["/nonexistent"], personal: []))
        #expect(service.answer(.spells(.latin, words: ["Tag"])) == .problem(.missingDictionary(name: "de_DE")))
        #expect(service.answer(.suggest(.hangul, word: "하굑")) == .problem(.missingDictionary(name: "ko_KR")))
        // Nothing was loaded, so nothing is broken: an accepted word is kept.
        #expect(service.answer(.accept("Tag")) == .done)
    }
}
