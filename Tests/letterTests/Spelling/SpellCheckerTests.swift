import Glibc
import LetterKit
import LetterSystem
import Testing

@testable import LetterSpelling
@testable import letter

/// The checker the editor will ask between keys: dictionaries loaded when a
/// word needs them, answers remembered by paragraph text, words converted to
/// a dictionary's own encoding.
@Suite("Spelling: the checker and its dictionaries")
struct SpellCheckerTests {
    static func paragraph(_ text: String) -> Paragraph { Document(text, columns: 60).paragraphs[0] }

    /// A folder holding only the installed English dictionary.
    static func englishOnly(_ scratch: FilesScratch) throws -> DictionaryFolders {
        let installed = try #require(DictionaryFolders.standard().files(for: "en_US"), "hunspell-en-us is not installed")
        let folder = try scratch.folder("dictionaries")
        for (source, name) in [(installed.affix, "en_US.aff"), (installed.words, "en_US.dic")] {
            try writeBytes(folder + "/" + name, try #require(readBytes(source)))
        }
        return DictionaryFolders(folders: [folder])
    }

    @Test func aMissingDictionaryIsAProblemOnlyForWordsThatNeedIt() throws {
        let scratch = try FilesScratch()
        defer { withExtendedLifetime(scratch) {} }
        let folders = try Self.englishOnly(scratch)
        let checker = SpellChecker(latinDictionary: "en_US", folders: folders)
        #expect(try checker.misspelt(in: Self.paragraph("teh cat")).map(\.text) == ["teh"])
        #expect(throws: SpellingProblem.missingDictionary(name: "ko_KR")) {
            try checker.misspelt(in: Self.paragraph("the 고양이"))
        }
        let german = SpellChecker(latinDictionary: "de_DE", folders: folders)
        #expect(throws: SpellingProblem.missingDictionary(name: "de_DE")) { try german.misspelt(in: Self.paragraph("Tag")) }
        // Nothing to check needs no dictionary at all.
        #expect(try german.misspelt(in: Self.paragraph("3월 https://example.de 42")).isEmpty)
    }

    @Test func aBareLanguageFindsItsFirstRegion() throws {
        let scratch = try FilesScratch()
        let folders = try Self.englishOnly(scratch)
        #expect(folders.files(for: "en")?.affix.hasSuffix("/en_US.aff") == true)
        #expect(folders.files(for: "en_GB") == nil)
        #expect(folders.files(for: "e") == nil)
    }

    @Test func aParagraphsAnswerIsRememberedByItsText() throws {
        let checker = SpellChecker(latinDictionary: "en_US")
        let first = Self.paragraph("teh wrng words")
        #expect(checker.knownMisspelt(in: first) == nil)
        let found = try checker.misspelt(in: first)
        #expect(found.map(\.text) == ["teh", "wrng"])
        #expect(found.map(\.range) == [0..<3, 4..<8])
        // The same text in another paragraph (another id) is known at once.
        let again = Document("first line\nteh wrng words", columns: 60).paragraphs[1]
        #expect(again.id != first.id)
        #expect(checker.knownMisspelt(in: again) == found)
        // A changed text is not.
        #expect(checker.knownMisspelt(in: Self.paragraph("teh wrng word")) == nil)
    }

    @Test func anAcceptedWordIsNoLongerMisspeltAnywhere() throws {
        let checker = SpellChecker(latinDictionary: "en_US")
        let letter = Self.paragraph("from Minji and 민지야요 and MINJI")
        #expect(try checker.misspelt(in: letter).map(\.text) == ["Minji", "민지야요", "MINJI"])
        checker.accept("Minji")
        checker.accept("민지야요")
        // The remembered answer is dropped; Hunspell allows the capitals of
        // a capitalised word, as it does for its own.
        #expect(checker.knownMisspelt(in: letter) == nil)
        #expect(try checker.misspelt(in: letter).isEmpty)
    }

    @Test func suggestionsComeFromTheWordsDictionary() throws {
        let checker = SpellChecker(latinDictionary: "en_US")
        let words = SpellingWords.split(Array("teh 하굑"))
        #expect(try checker.suggestions(for: words[0]).first == "the")
        #expect(try checker.suggestions(for: words[1]).contains("학교"))
    }

    /// A dictionary in a legacy encoding: words go in and suggestions come
    /// out converted, so a UTF-8 letter is checked as the dictionary means.
    @Test(arguments: [
        ("ISO8859-1", ["café", "naïve", "façade"], "cafe", "café"),
        ("ISO8859-2", ["żółw", "łódź", "źdźbło"], "zółw", "żółw"),
        ("KOI8-R", ["привет", "письмо", "ёлка"], "привт", "привет"),
        ("UTF-8", ["편지", "café", "żółw"], "cafe", "café"),
    ] as [(String, [String], String, String)])
    func aDictionaryInAnotherEncodingIsConvertedBothWays(
        encoding: String, words: [String], misspelt: String, suggestion: String
    ) throws {
        let scratch = try FilesScratch()
        let affix = "SET \(encoding)\nTRY \(words.joined())\n"
        let list = "\(words.count)\n" + words.map { $0 + "\n" }.joined()
        let files = DictionaryFiles(affix: scratch.file("test.aff"), words: scratch.file("test.dic"))
        try writeBytes(files.affix, try #require(Iconv.convert(Array(affix.utf8), from: "UTF-8", to: encoding)))
        try writeBytes(files.words, try #require(Iconv.convert(Array(list.utf8), from: "UTF-8", to: encoding)))
        let dictionary = try #require(HunspellDictionary(name: "test", files: files))
        for word in words { #expect(dictionary.spells(word), "\(word)") }
        #expect(!dictionary.spells(misspelt))
        #expect(dictionary.suggestions(for: misspelt).contains(suggestion))
        // A word the encoding cannot hold is one the dictionary cannot know.
        if encoding != "UTF-8" { #expect(!dictionary.spells("편지")) }
        dictionary.add("flugzeugträger")
        #expect(dictionary.spells("flugzeugträger") == (encoding != "KOI8-R"))
    }

    @Test func theStandardFoldersFollowXDGDataDirs() {
        #expect(
            DictionaryFolders(dataDirectories: "/opt/share:relative:/usr/share").folders == [
                "/opt/share/hunspell", "/usr/share/hunspell", "/usr/share/myspell", "/usr/share/myspell/dicts",
            ])
        #expect(
            DictionaryFolders(dataDirectories: nil).folders == [
                "/usr/local/share/hunspell", "/usr/share/hunspell", "/usr/share/myspell", "/usr/share/myspell/dicts",
            ])
    }
}
