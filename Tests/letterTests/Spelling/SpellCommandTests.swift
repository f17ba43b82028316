import Glibc
import LetterKit
import Testing

@testable import letter

/// `letter spell`: each misspelt word where `render` shows it, with
/// suggestions, and the exit status a script can act on.
@Suite("Spelling: letter spell")
struct SpellCommandTests {
    /// A scratch folder for the letters and an empty word list, and the
    /// environment to run the program in: an English locale and that list.
    final class Setting {
        let scratch: FilesScratch
        let environment: [String: String]

        init(lang: String = "C.UTF-8") throws {
            scratch = try FilesScratch()
            environment = [
                "PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": lang, "HOME": scratch.path,
                "XDG_DATA_HOME": scratch.file("data"),
            ]
        }

        func letter(_ name: String, _ text: String) throws -> String {
            let path = scratch.file(name)
            try writeText(path, text)
            return path
        }

        func spell(_ arguments: [String], input: String? = nil) throws -> (status: Int32, output: String, error: String) {
            try run([letterBinary, "spell"] + arguments, environment: environment, input: input)
        }
    }

    static let narrow = "---\npaper: custom\nlines: 10\ncolumns: 20\n---\n"

    @Test func eachMisspeltWordIsPlacedOnItsWrittenLineInCells() throws {
        let setting = try Setting()
        let path = try setting.letter(
            "narrow.letter", Self.narrow + "안녕 teh world\nA long line that wraps the wrng way\n")
        let result = try setting.spell([path])
        #expect(result.status == 1)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        // 안녕 is four cells and a space: teh starts in the sixth. The second
        // paragraph wraps after "that ", so wrng is on the third line.
        #expect(lines.first?.hasPrefix("1:6: teh \u{2192} the") == true)
        #expect(lines.last?.hasPrefix("3:11: wrng \u{2192} ") == true)
        let render = try run([letterBinary, "render", path], environment: setting.environment)
        #expect(render.output.split(separator: "\n")[2].hasPrefix("wraps the wrng way"))
    }

    @Test func aLetterSpeltRightExitsZeroAndSaysNothing() throws {
        let setting = try Setting()
        let path = try setting.letter("fine.letter", "Dear Ann,\n\n**Thank** you for the [red]{color=red} roses.\n오늘 학교에서 사과를 먹었어요.\n")
        let result = try setting.spell([path])
        #expect(result.status == 0)
        #expect(result.output.isEmpty)
        #expect(result.error.isEmpty)
    }

    @Test func frontMatterAndPicturesAreNotChecked() throws {
        let setting = try Setting()
        let path = try setting.letter(
            "framed.letter", "---\nlang: en\nto: Grandma Kiim Mnji\n---\nDear Ann,\n![A gardn](gardn.png){lines=2}\nteh end\n")
        let result = try setting.spell([path])
        #expect(result.status == 1)
        #expect(result.output.split(separator: "\n").map { String($0.prefix(while: { $0 != " " })) } == ["4:1:"])
        #expect(result.output.contains("teh"))
    }

    @Test func aWordWithNoSuggestionsStandsAlone() throws {
        let setting = try Setting()
        let result = try setting.spell(["-"], input: "xqzjkwvb and 뷁뷁뷁\n")
        #expect(result.status == 1)
        #expect(result.output == "1:1: xqzjkwvb\n1:14: 뷁뷁뷁\n")
    }

    @Test func standardInputIsReadAsALetter() throws {
        let setting = try Setting()
        let result = try setting.spell(["-"], input: "A smal note\n")
        #expect(result.status == 1)
        #expect(result.output.hasPrefix("1:3: smal \u{2192} "))
    }

    @Test func theLettersLanguageAndLangChooseTheLatinDictionary() throws {
        let setting = try Setting()
        // No German dictionary is installed: naming German must ask for it.
        let german = try setting.letter("german.letter", "---\nlang: de-DE\n---\nGuten Tag\n")
        let fromFile = try setting.spell([german])
        #expect(fromFile.status == 2)
        #expect(fromFile.error == "letter: no de_DE dictionary to check spelling with: install the package hunspell-de-de (apt-get install hunspell-de-de)\n")
        // --lang outweighs the front matter.
        let overridden = try setting.spell([german, "--lang", "en_US"])
        #expect(overridden.status == 1)
        #expect(overridden.output.contains("Guten"))
        let plain = try setting.letter("plain.letter", "Hello there\n")
        #expect(try setting.spell([plain, "--lang", "fr"]).error.contains("hunspell-fr"))
        #expect(try setting.spell([plain, "--lang", "pt_BR"]).error.contains("hunspell-pt-br"))
        let wrong = try setting.spell([plain, "--lang", "english"])
        #expect(wrong.status == 2)
        #expect(wrong.error.contains("not a language"))
    }

    @Test func theLocaleChoosesWhenTheLetterSaysNothing() throws {
        let setting = try Setting(lang: "de_DE.UTF-8")
        let plain = try setting.letter("plain.letter", "Hello there\n")
        #expect(try setting.spell([plain]).error.contains("hunspell-de-de"))
        // A Korean locale cannot spell Latin words: English does.
        let korean = try Setting(lang: "ko_KR.UTF-8")
        let path = try korean.letter("plain.letter", "Hello there\n")
        #expect(try korean.spell([path]).status == 0)
    }

    @Test func aWordInThePersonalListIsAcceptedInEveryLetter() throws {
        let setting = try Setting()
        let path = try setting.letter("names.letter", "Dear Minji, from Kubernets and 카페라떼\n")
        let before = try setting.spell([path])
        #expect(before.output.contains("Minji"))
        #expect(before.output.contains("Kubernets"))
        let list = try #require(PersonalWordsFile.path(environment: setting.environment))
        #expect(list == setting.scratch.file("data/letter/words"))
        try PersonalWordsFile.add("Minji", to: list)
        try PersonalWordsFile.add("Kubernets", to: list)
        try PersonalWordsFile.add("카페라떼", to: list)
        #expect(readBytes(list).map { String(decoding: $0, as: UTF8.self) } == "Minji\nKubernets\n카페라떼\n")
        let after = try setting.spell([path])
        #expect(after.status == 0, "\(after.output)")
        #expect(after.output.isEmpty)
    }

    @Test func aMistypedSpellIsNamed() throws {
        let setting = try Setting()
        let result = try run([letterBinary, "spel"], environment: setting.environment)
        #expect(result.status == 2)
        #expect(result.error.contains("did you mean 'spell'?"))
    }
}
