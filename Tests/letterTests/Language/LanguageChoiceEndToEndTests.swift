import Foundation
import LetterKit
import Testing

/// The program speaks the language the environment names, as gettext
/// chooses it (`LANGUAGE`, then `LC_ALL`, `LC_MESSAGES`, `LANG`), whether or
/// not the system has that locale installed, and English otherwise.
///
/// The choice is made once at start and `setlocale` is process-wide, so it
/// is watched in the real program: the editor in tmux on a one-line page of
/// ten columns, where the eleventh character is refused and the status row
/// says why, in Korean or in English.
@Suite("Language choice end to end")
struct LanguageChoiceEndToEndTests {
    /// The refusal the eleventh character meets.
    static let english = "The page is full: that would wrap past line {limit}."

    /// Its Korean as po/ko.po has it, up to its first value (the row may be
    /// cut at its end, never at its start).
    static func korean() throws -> String {
        let catalog = try POFile(path: Repository.path("po/ko.po"))
        let translation = try #require(catalog.messages.first { $0.id == english }?.translations[0])
        try #require(!translation.isEmpty)
        return String(translation.prefix { $0 != "{" })
    }

    enum Language: String { case korean, english }

    /// The language the editor's refusal comes out in, started with the
    /// environment's language variables exactly `variables` (others unset).
    static func refusalLanguage(_ variables: [String: String], folder: ScratchFolder) throws -> Language {
        let assignments = variables.sorted { $0.key < $1.key }.map { "\($0.key)='\($0.value)'" }.joined(separator: " ")
        let session = try TmuxSession(
            "env -u LANG -u LANGUAGE -u LC_ALL -u LC_MESSAGES -u LC_CTYPE \(assignments) \(letterBinary) full.letter --lines 1 --columns 10",
            columns: 80, rows: 24, folder: folder)
        // The hints name F1 in every language: the editor is up.
        try session.waitFor("F1")
        try session.type("abcdefghij")
        try session.waitFor("abcdefghij")
        try session.type("x")
        let korean = try korean()
        let english = String(english.prefix { $0 != "{" })
        let screen = try session.waitFor("the refusal") { $0.contains(korean) || $0.contains(english) }
        #expect(!screen.contains("abcdefghijx"), "the eleventh character was not refused")
        return screen.contains(korean) ? .korean : .english
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var variables: [String: String]
        var expected: Language
        var testDescription: String {
            variables.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ") + " → \(expected)"
        }
    }

    /// ko_KR.UTF-8 is not installed here (no locale-gen): `setlocale` fails,
    /// and the start falls back to C.UTF-8 with the named language in
    /// `LANGUAGE`, so gettext still speaks it.
    static let cases: [Case] = [
        Case(variables: ["LANG": "ko_KR.UTF-8"], expected: .korean),
        Case(variables: ["LC_MESSAGES": "ko_KR.UTF-8", "LANG": "C.UTF-8"], expected: .korean),
        Case(variables: ["LANG": "ko_KR.UTF-8", "LANGUAGE": "en"], expected: .english),
        Case(variables: ["LANG": "ko_KR.UTF-8", "LC_ALL": "C"], expected: .english),
        // LANGUAGE is not read under the plain C locale; it is under C.UTF-8.
        Case(variables: ["LANGUAGE": "ko", "LC_ALL": "C"], expected: .english),
        Case(variables: ["LANGUAGE": "ko", "LANG": "C.UTF-8"], expected: .korean),
        // LANGUAGE is a list: the first language with a catalog speaks.
        Case(variables: ["LANGUAGE": "fr:ko", "LANG": "C.UTF-8"], expected: .korean),
        Case(variables: ["LANG": "C.UTF-8"], expected: .english),
        Case(variables: [:], expected: .english),
    ]

    @Test(arguments: cases)
    func theEnvironmentChoosesTheLanguage(_ choice: Case) throws {
        let folder = try ScratchFolder()
        #expect(try Self.refusalLanguage(choice.variables, folder: folder) == choice.expected)
    }

    /// With ko_KR.UTF-8 installed (compiled by localedef into a folder that
    /// LOCPATH names), `setlocale` succeeds and gettext reads the language
    /// from the locale itself: Korean, and English again under LANGUAGE=en.
    @Test func anInstalledKoreanLocaleSpeaksKorean() throws {
        let folder = try ScratchFolder()
        let locales = folder.file("locales")
        try FileManager.default.createDirectory(atPath: locales, withIntermediateDirectories: false)
        let compiled = try runTool(["localedef", "-i", "ko_KR", "-f", "UTF-8", locales + "/ko_KR.UTF-8"])
        try #require(compiled.status == 0, "localedef (the locales package) failed: \(compiled.output)")
        // The locale is really there: `locale` sets it without a complaint.
        let check = try run(
            [toolPath("locale") ?? "/usr/bin/locale", "charmap"],
            environment: ["PATH": "/usr/bin:/bin", "LOCPATH": locales, "LANG": "ko_KR.UTF-8"])
        #expect(check.output == "UTF-8\n")
        #expect(check.error == "", "the compiled locale is not found: \(check.error)")

        #expect(try Self.refusalLanguage(["LOCPATH": locales, "LANG": "ko_KR.UTF-8"], folder: folder) == .korean)
        // A folder of its own: the first editor's lock may outlive its kill.
        let second = try ScratchFolder()
        #expect(
            try Self.refusalLanguage(["LOCPATH": locales, "LANG": "ko_KR.UTF-8", "LANGUAGE": "en"], folder: second)
                == .english)
    }
}
