import Testing

@testable import LetterKit

/// Which dictionary a letter's Latin words take, and which package brings a
/// dictionary that is missing.
@Suite("Spelling: languages and dictionaries")
struct SpellingLanguageTests {
    @Test(arguments: [
        ("en", "en_US"), ("EN-gb", "en_GB"), ("en_GB.UTF-8", "en_GB"), ("de_DE", "de_DE"),
        ("de-AT", "de_AT"), ("fr", "fr"), ("pt-BR", "pt_BR"), ("sr-Latn-RS", "sr_RS"),
        ("ko", "ko_KR"), ("ko_KR.UTF-8", "ko_KR"), ("es-419", "es"),
    ] as [(String, String)])
    func aTagOrLocaleNamesADictionary(written: String, name: String) {
        #expect(SpellingLanguage.dictionaryName(written) == name)
    }

    @Test(arguments: ["C", "C.UTF-8", "POSIX", "english", "", "en-", "x-private"])
    func whatNamesNoLanguageNamesNoDictionary(written: String) {
        #expect(SpellingLanguage.dictionaryName(written) == nil)
    }

    @Test(arguments: [
        // The first source that names a Latin-written language wins.
        ("de", "en-GB", "fr_FR.UTF-8", "de"),
        (nil, "en-GB", "fr_FR.UTF-8", "en_GB"),
        (nil, nil, "fr_FR.UTF-8", "fr_FR"),
        (nil, nil, nil, "en_US"),
        // A source naming nothing is passed over.
        (nil, "english", "C.UTF-8", "en_US"),
        (nil, nil, "POSIX", "en_US"),
        // A language of another script cannot spell Latin words: passed over.
        (nil, "ko", "ko_KR.UTF-8", "en_US"),
        (nil, "ko", "de_DE.UTF-8", "de_DE"),
        ("ja", "ru", "el_GR.UTF-8", "en_US"),
        (nil, "zh-Hant-TW", "en_GB.UTF-8", "en_GB"),
    ] as [(String?, String?, String?, String)])
    func latinWordsTakeTheLettersLanguage(override: String?, declared: String?, locale: String?, name: String) {
        #expect(SpellingLanguage.latinDictionary(override: override, declared: declared, locale: locale) == name)
    }

    @Test(arguments: [
        ("ko_KR", "hunspell-ko"), ("ko", "hunspell-ko"), ("en_US", "hunspell-en-us"),
        ("en_GB", "hunspell-en-gb"), ("de_DE", "hunspell-de-de"), ("de_AT", "hunspell-de-at"), ("de", "hunspell-de-de"),
        ("pt_BR", "hunspell-pt-br"), ("fr", "hunspell-fr"), ("fr_CA", "hunspell-fr"), ("es_MX", "hunspell-es"),
        ("ru_RU", "hunspell-ru"),
    ] as [(String, String)])
    func aMissingDictionaryNamesItsPackage(name: String, package: String) {
        #expect(SpellingLanguage.package(forDictionary: name) == package)
        let message = SpellingProblem.missingDictionary(name: name).message
        #expect(message.contains("install the package \(package)"))
        #expect(!message.contains("\n"))
    }
}

/// The person's own words: one a line, read forgivingly, added one at a time.
@Suite("Spelling: the personal word list")
struct PersonalWordsTests {
    @Test(arguments: [
        ("Kubernetes\nMinji\n", ["Kubernetes", "Minji"]),
        ("  spaced \t\n\n\nblank\n", ["spaced", "blank"]),
        ("crlf\r\nlines\r\n", ["crlf", "lines"]),
        ("twice\ntwice\nonce", ["twice", "once"]),
        ("", []),
        ("민지\n카페라떼\n", ["민지", "카페라떼"]),
    ] as [(String, [String])])
    func aListIsReadOneWordALine(text: String, words: [String]) {
        #expect(PersonalWords(text: text).words == words)
    }

    @Test func anAddedWordIsWrittenOnItsOwnLineOnce() {
        var list = PersonalWords(text: "first")
        let addedNew = list.add(" second ")
        let addedAgain = list.add("first")
        #expect(addedNew)
        #expect(!addedAgain)
        #expect(list.text == "first\nsecond\n")
        #expect(PersonalWords(text: list.text) == list)
    }

    @Test(arguments: [
        ("", PersonalWords.Refusal.empty), ("   ", .empty), ("two words", .notOneWord), ("line\nbreak", .notOneWord),
        ("tab\tinside", .notOneWord),
    ] as [(String, PersonalWords.Refusal)])
    func whatIsNotOneWordIsRefused(word: String, refusal: PersonalWords.Refusal) {
        #expect(throws: refusal) { try PersonalWords.checked(word) }
        var list = PersonalWords()
        let added = list.add(word)
        #expect(!added)
        #expect(list.words.isEmpty)
    }
}
