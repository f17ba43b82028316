import Foundation
import LetterKit
import Testing

/// The command line in Korean, run as a person runs it: `LANG=ko_KR.UTF-8`
/// gives Korean help, errors and refusals (ArgumentParser's own words too),
/// every line within the terminal's width; `LANGUAGE=en` gives English back.
@Suite("Command line: Korean help, errors and refusals")
struct KoreanCommandLineTests {
    let scratch: ScratchFolder

    init() throws {
        scratch = try ScratchFolder()
    }

    /// The environment of a person whose language is Korean, in a terminal
    /// `columns` wide; `extra` on top.
    func korean(columns: Int = 60, _ extra: [String: String] = [:]) -> [String: String] {
        ["HOME": scratch.path, "PATH": "/usr/bin:/bin", "LANG": "ko_KR.UTF-8", "COLUMNS": String(columns)]
            .merging(extra) { $1 }
    }

    /// Lines wider than `columns` display cells.
    func overWide(_ text: String, columns: Int) -> [String] {
        text.split(separator: "\n").map(String.init).filter { CellWidth.of($0) > columns }
    }

    static let englishHeadings = ["OVERVIEW:", "USAGE:", "ARGUMENTS:", "OPTIONS:", "SUBCOMMANDS:"]

    @Test func theProgramsHelpIsKoreanAndFitsSixtyColumns() throws {
        let result = try run([letterBinary, "--help"], environment: korean())
        #expect(result.status == 0, "\(result.error)")
        let help = result.output
        #expect(help.contains("개요: 넘치지 않는 줄 종이에 편지를 씁니다."), "\(help)")
        #expect(help.contains("사용법: letter"))
        #expect(help.contains("하위 명령:"))
        #expect(help.contains("도움말을 보여 줍니다."))
        // The subcommand marked default keeps its abstract in the column.
        let edit = try #require(help.split(separator: "\n").first { $0.hasPrefix("  edit, open (기본)") })
        let abstract = try #require(edit.firstRange(of: "편지를"))
        #expect(CellWidth.of(String(edit[..<abstract.lowerBound])) == 26, "\(edit)")
        for heading in Self.englishHeadings { #expect(!help.contains(heading), "\(heading) in \(help)") }
        #expect(!help.contains("Show help information."))
        #expect(overWide(help, columns: 60).isEmpty, "\(overWide(help, columns: 60))")
    }

    @Test func aSubcommandsHelpIsKoreanAndFitsSixtyColumns() throws {
        let result = try run([letterBinary, "check", "--help"], environment: korean())
        #expect(result.status == 0, "\(result.error)")
        let help = result.output
        #expect(help.contains("개요: 편지가 편지지에 맞는지 알려 줍니다."), "\(help)")
        #expect(help.contains("인자:"))
        #expect(help.contains("옵션:"))
        #expect(help.contains("  <file>                  편지 파일(-는 표준 입력을"), "\(help)")
        #expect(help.contains("종료 상태: 맞으면 0"))
        for heading in Self.englishHeadings { #expect(!help.contains(heading), "\(heading) in \(help)") }
        #expect(overWide(help, columns: 60).isEmpty, "\(overWide(help, columns: 60))")
        // `letter help check` is the same page.
        let helped = try run([letterBinary, "help", "check"], environment: korean())
        #expect(helped.output == help)
    }

    @Test func languageEnGivesEnglishBack() throws {
        let result = try run([letterBinary, "check", "--help"], environment: korean(["LANGUAGE": "en"]))
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("OVERVIEW: Say whether a letter fits its paper."), "\(result.output)")
        #expect(result.output.contains("USAGE: letter check"))
        #expect(!result.output.contains("개요"))
        let unknown = try run([letterBinary, "check", "a.letter", "--bogus"], environment: korean(["LANGUAGE": "en"]))
        #expect(unknown.error.contains("Error: Unknown option '--bogus'"), "\(unknown.error)")
    }

    @Test func anOverFullLetterIsSaidToBeOverInKorean() throws {
        try "one\ntwo\nthree\nfour\nfive\n".write(toFile: scratch.file("long.txt"), atomically: true, encoding: .utf8)
        let over = try run([letterBinary, "check", scratch.file("long.txt"), "--lines", "2"], environment: korean())
        #expect(over.status == 1, "\(over.error)")
        #expect(over.output == "넘칩니다: 2줄 중 5줄, 3줄 넘침\n", "\(over.output)")
        let fits = try run([letterBinary, "check", scratch.file("long.txt"), "--lines", "9"], environment: korean())
        #expect(fits.status == 0, "\(fits.error)")
        #expect(fits.output == "맞습니다: 9줄 중 5줄\n", "\(fits.output)")
    }

    @Test func anUnknownOptionIsRefusedInKorean() throws {
        let result = try run([letterBinary, "check", "a.letter", "--bogus"], environment: korean())
        #expect(result.status == 64)
        #expect(result.error.contains("오류: 모르는 옵션 '--bogus'입니다"), "\(result.error)")
        #expect(result.error.contains("사용법: letter check"))
        #expect(result.error.contains("더 알아보려면 'letter check --help'를 보세요."))
        #expect(!result.error.contains("Error:") && !result.error.contains("Usage:"), "\(result.error)")
        let missing = try run([letterBinary, "check"], environment: korean())
        #expect(missing.error.contains("오류: 인자 '<file>'이(가) 없습니다"), "\(missing.error)")
        let invalid = try run([letterBinary, "box", "--order", "x"], environment: korean(columns: 200))
        #expect(
            invalid.error.contains(
                "오류: 값 'x'은(는) '--order <order>'에 맞지 않습니다. 'newest', 'name', 'longest' 중 하나를 주세요."),
            "\(invalid.error)")
    }

    @Test func aCommandsOwnErrorIsKorean() throws {
        try "one\n".write(toFile: scratch.file("a.txt"), atomically: true, encoding: .utf8)
        let result = try run([letterBinary, "check", scratch.file("a.txt"), "--lines", "-5"], environment: korean())
        #expect(result.status == 2)
        #expect(result.error == "letter: 편지지는 1~100000줄이어야 합니다. -5은(는) 안 됩니다\n", "\(result.error)")
        let mistyped = try run([letterBinary, "chek"], environment: korean())
        #expect(mistyped.error.contains("'chek'은(는) 명령이 아닙니다: 'check'을(를) 말씀하셨나요?"), "\(mistyped.error)")
    }

    @Test func aCompletionScriptIsLeftWhole() throws {
        for shell in ["bash", "zsh", "fish"] {
            let script = try run([letterBinary, "--generate-completion-script", shell], environment: korean(columns: 40))
            let english = try run(
                [letterBinary, "--generate-completion-script", shell], environment: korean(columns: 40, ["LANGUAGE": "en"]))
            #expect(script.status == 0, "\(shell): \(script.error)")
            // Korean descriptions, but no line broken to the terminal's width.
            #expect(script.output.split(separator: "\n").count == english.output.split(separator: "\n").count, "\(shell)")
        }
    }

    @Test func thePapersListSaysBuiltInAndDefaultInKorean() throws {
        let result = try run([letterBinary, "papers"], environment: korean())
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("letter      18 × 64     기본 제공 (기본)\n"), "\(result.output)")
        #expect(!result.output.contains("built-in"))
    }

    @Test func aHelperProgramsNoteIsKorean() throws {
        // letter-print says the picture is printed as a frame; letter hands
        // it its language.
        let letter = scratch.file("p.letter")
        try "---\npaper: letter\n---\nHello\n\n![cap](nothere.png){lines=3}\n".write(
            toFile: letter, atomically: true, encoding: .utf8)
        let result = try run([letterBinary, "export", letter, "--to", "pdf", "-o", scratch.file("p.pdf")], environment: korean())
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.hasPrefix("letter: 알림: 그림 "), "\(result.error)")
        #expect(result.error.contains("nothere.png은(는) 틀로 인쇄됩니다: "), "\(result.error)")
    }

    @Test func theTerminalsRefusalsAreKorean() throws {
        let noTerminal = try run([letterBinary, scratch.file("a.letter")], environment: korean(), input: "")
        #expect(noTerminal.status == 2)
        #expect(noTerminal.error.contains("표준 입력이 터미널이 아닙니다"), "\(noTerminal.error)")
        let box = try run([letterBinary, "box", scratch.path], environment: korean(), input: "")
        #expect(box.error.contains("편지함 화면에는 터미널이 필요합니다"), "\(box.error)")
    }
}
