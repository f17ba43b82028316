import LetterKit
import Testing

@testable import letter

/// ArgumentParser's words found in its messages and replaced by their
/// translations, values kept; the lines wrapped by display width.
@Suite("Command line: ArgumentParser's words translated")
struct ArgumentParserWordsTests {
    /// A catalog of a few of the phrases, in Korean.
    struct Catalog: MessageCatalog {
        let language = "ko"
        let messages = [
            "Error: {message}": "오류: {message}",
            "Usage: {usage}": "사용법: {usage}",
            "USAGE: {usage}": "사용법: {usage}",
            "OPTIONS:": "옵션:",
            "Unknown option '{option}'. Did you mean '{suggestion}'?": "모르는 옵션 '{option}'입니다. '{suggestion}'을(를) 말씀하셨나요?",
            "Unknown option '{option}'": "모르는 옵션 '{option}'입니다",
            "{count} unexpected arguments: '{arguments}'": "뜻밖의 인자 {count}개: '{arguments}'",
            "See '{command}' for more information.": "더 알아보려면 '{command}'를 보세요.",
            "(default: {value})": "(기본값: {value})",
            "Show help information.": "도움말을 보여 줍니다.",
        ]
        func translation(of message: String) -> String? { messages[message] }
        func translation(of singular: String, plural: String, count: Int) -> String? { nil }
    }

    func inKorean<T>(_ body: () throws -> T) rethrows -> T {
        try InterfaceLanguage.$override.withValue(Catalog()) { try body() }
    }

    @Test func anErrorAndItsUsageAreTranslatedWithTheirValues() {
        let english = """
            Error: Unknown option '--bogus'. Did you mean '--paper'?
            Usage: letter check <file> [--paper <paper>]
              See 'letter check --help' for more information.
            """
        let korean = inKorean { ArgumentParserWords.translated(english, width: 80) }
        #expect(
            korean == """
                오류: 모르는 옵션 '--bogus'입니다. '--paper'을(를) 말씀하셨나요?
                사용법: letter check <file> [--paper <paper>]
                  더 알아보려면 'letter check --help'를 보세요.
                """)
    }

    @Test func aPhraseStartingWithAValueKeepsIt() {
        let line = inKorean { ArgumentParserWords.translatedLine("Error: 2 unexpected arguments: 'a', 'b'") }
        #expect(line == "오류: 뜻밖의 인자 2개: 'a', 'b'")
    }

    @Test func aHeadingIsTranslatedOnlyAsAWholeLine() {
        inKorean {
            #expect(ArgumentParserWords.translatedLine("OPTIONS:") == "옵션:")
            #expect(ArgumentParserWords.translatedLine("  OPTIONS: as text") == "  OPTIONS: as text")
        }
    }

    @Test func anOptionsRowWrapsUnderItsHelpByDisplayWidth() {
        let row = "  --order <order>         " + String(repeating: "편지함 순서 ", count: 8) + "(default: newest)"
        let wrapped = inKorean { ArgumentParserWords.translated(row, width: 60) }
        let lines = wrapped.split(separator: "\n").map(String.init)
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { CellWidth.of($0) <= 60 }, "\(lines)")
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix(String(repeating: " ", count: 26)) }, "\(lines)")
        #expect(wrapped.contains("(기본값: newest)"))
        #expect(lines[0].hasPrefix("  --order <order>         편지함"))
    }

    @Test func withoutACatalogTheTextIsUntouched() {
        let english = "Error: Unknown option '--bogus'\n  -h, --help   Show help information.\n" + String(repeating: "x ", count: 80)
        #expect(ArgumentParserWords.translated(english, width: 20) == english)
    }

    @Test func aHelpDumpIsLeftAsJSON() {
        let dump = "{\"command\": {\"abstract\": \"Show help information.\"}}"
        #expect(inKorean { ArgumentParserWords.translated(dump, width: 20) } == dump)
    }
}
