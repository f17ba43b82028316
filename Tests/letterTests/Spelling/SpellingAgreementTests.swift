import Glibc
import LetterKit
import Testing

@testable import letter

/// `letter spell` and the `hunspell` command agree: the words the program
/// reports are the ones `hunspell -l` reports, with the same dictionaries,
/// for an English, a Korean and a mixed letter.
@Suite("Spelling: agreement with the hunspell command")
struct SpellingAgreementTests {
    static let english = """
        Dear Ann,

        Thank you for the lettr and the photographs of your gardn.
        I don't think I’ve seen such rosses before; they’re lovly’s.
        The neighbours' cat and the childrens' kites were there, as usual.
        See you in Septembr, yours, Sam
        """

    static let korean = """
        민지에게,

        오늘 학교에서 사과를 먹었어요. 날씨가 조아요.
        하굑 앞에서 만나요. 편지를 쓰는 일은 즐거워요.
        우리는 도서관에서 책을 읽었습니다. 그리고 집으로 도라갔어요.
        """

    static let mixed = """
        Dear 민지, I wrote this in Swift로 on my 맥북.
        The wheather is 조아요 today; see https://exmaple.org or mail sam@exmaple.org.
        We met at 3pm in the 도서관 and talked about Kubernetes and 코딩.
        """

    /// The words `letter spell` reports, without their places or suggestions.
    static func reported(_ body: String, setting: SpellCommandTests.Setting) throws -> Set<String> {
        let path = try setting.letter("agree.letter", body + "\n")
        let result = try setting.spell([path])
        #expect(result.status == 0 || result.status == 1, "\(result.error)")
        return Set(
            result.output.split(separator: "\n").map { line in
                let afterPlace = line.split(separator: " ", maxSplits: 2)
                return String(afterPlace[1])
            })
    }

    /// What `hunspell -l -d dictionary` lists for `text`.
    static func hunspellList(_ text: String, dictionary: String) throws -> Set<String> {
        let hunspell = try #require(toolPath("hunspell"))
        let result = try run(
            [hunspell, "-l", "-d", dictionary], environment: ["LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"], input: text)
        #expect(result.status == 0, "\(result.error)")
        return Set(result.output.split(separator: "\n").map(String.init))
    }

    /// The letter's words as `letter spell` splits them, one a line per dictionary.
    static func words(of body: String) -> (latin: String, hangul: String) {
        let words = Document(body, columns: 80).paragraphs.flatMap(\.spellingWords)
        let latin = words.filter { $0.script == .latin }.map { $0.text + "\n" }.joined()
        let hangul = words.filter { $0.script == .hangul }.map { $0.text + "\n" }.joined()
        return (latin, hangul)
    }

    static let hasHunspell = toolPath("hunspell") != nil

    @Test(
        .enabled(if: hasHunspell, "the hunspell command is not installed (Debian's hunspell): nothing to agree with"),
        arguments: [("english", english), ("korean", korean), ("mixed", mixed)])
    func theProgramReportsTheWordsHunspellReports(name: String, body: String) throws {
        let setting = try SpellCommandTests.Setting()
        let reported = try Self.reported(body, setting: setting)
        let words = Self.words(of: body)
        let expected = try Self.hunspellList(words.latin, dictionary: "en_US")
            .union(Self.hunspellList(words.hangul, dictionary: "ko_KR"))
        #expect(!reported.isEmpty, "the \(name) letter is meant to have misspelt words")
        #expect(reported == expected, "\(name)")
    }

    /// For prose in one language, the tools' own tokenizers agree too: the
    /// whole text given to `hunspell -l` gives the same words.
    @Test(
        .enabled(if: hasHunspell, "the hunspell command is not installed (Debian's hunspell): nothing to agree with"),
        arguments: [("english", english, "en_US"), ("korean", korean, "ko_KR")])
    func theWholeTextGivesTheSameWordsAsHunspellsOwnSplitting(name: String, body: String, dictionary: String) throws {
        let setting = try SpellCommandTests.Setting()
        #expect(try Self.reported(body, setting: setting) == Self.hunspellList(body, dictionary: dictionary), "\(name)")
    }
}
