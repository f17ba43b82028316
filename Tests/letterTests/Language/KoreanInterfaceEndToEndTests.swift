import Foundation
import LetterKit
import Testing

/// The whole interface in Korean, in a real terminal of 60 × 20 with
/// `LANG=ko_KR.UTF-8`: the editor, a refusal, F1, the palette, the envelope
/// form and the letterbox each speak Korean (their words as po/ko.po has
/// them), and no row is wider than the terminal or lost its figures.
@Suite("The Korean interface end to end at 60 × 20")
struct KoreanInterfaceEndToEndTests {
    static let columns = 60
    static let rows = 20

    /// The Korean of `english` as po/ko.po has it, up to its first value.
    static func korean(_ english: String) throws -> String {
        let catalog = try POFile(path: Repository.path("po/ko.po"))
        let translation = try #require(catalog.messages.first { $0.id == english }?.translations[0])
        let words = String(translation.prefix { $0 != "{" }).trimmingCharacters(in: .whitespaces)
        try #require(!words.isEmpty, "no Korean for \"\(english)\"")
        return words
    }

    /// Every row of the screen within the terminal's width, in cells, and
    /// the screen exactly as tall as the terminal.
    static func expectFits(_ screen: String, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        for line in lines {
            #expect(
                CellWidth.of(String(line)) <= columns, "\(what): a row of \(CellWidth.of(String(line))) cells: \(line)",
                sourceLocation: sourceLocation)
        }
        #expect(lines.count <= rows + 1, "\(what): \(lines.count) rows", sourceLocation: sourceLocation)
    }

    static func editor(_ arguments: String, folder: ScratchFolder) throws -> TmuxSession {
        try TmuxSession(
            "\(letterBinary) \(arguments)", columns: columns, rows: rows, folder: folder,
            environment: ["LANG": "ko_KR.UTF-8"])
    }

    @Test func theEditorARefusalF1ThePaletteAndTheEnvelopeSpeakKorean() throws {
        let folder = try ScratchFolder()
        let session = try Self.editor("minji.letter --paper postcard", folder: folder)
        let help = try Self.korean("F1 help")
        var screen = try session.waitFor(help)
        #expect(!screen.contains("F1 help"))
        try session.type("안녕하세요, 민지 씨. 잘 지내요?")
        // The status row's figures, in Korean, whole beside the title's words.
        screen = try session.waitFor("19")
        Self.expectFits(screen, "the editor")
        let statusRow = try #require(screen.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
        #expect(statusRow.contains("1/10"), "the line count is in sight: \(statusRow)")
        #expect(statusRow.contains("19"), "the character count is in sight: \(statusRow)")

        // A refusal: Enter at the end of the last line.
        try session.press("C-End")
        for _ in 0..<9 { try session.press("Enter") }
        try session.press("Enter")
        screen = try session.waitFor(try Self.korean("End of the page: line {limit} is the last line."))
        Self.expectFits(screen, "a refusal")

        // F1: the help page.
        try session.press("F1")
        screen = try session.waitFor(try Self.korean("Undo"))
        #expect(!screen.contains("Save the letter"))
        Self.expectFits(screen, "F1")
        let undo = try Self.korean("Undo")
        try session.press("Escape")
        try session.waitFor("the help page closed") { !$0.contains(undo) }

        // The palette: filtered by a Korean name.
        try session.press("F10")
        let printName = try Self.korean("Print the letter (through lp)")
        try session.waitFor(try Self.korean("Commands (type to filter)"))
        try session.type("인쇄")
        screen = try session.waitFor(printName)
        Self.expectFits(screen, "the palette")
        try session.press("Escape")
        try session.waitFor("the palette closed") { !$0.contains(printName) }

        // The envelope form: its labels.
        try session.press("F2")
        screen = try session.waitFor(try Self.korean("To"))
        #expect(screen.contains(try Self.korean("Envelope")))
        #expect(!screen.contains("From:"))
        Self.expectFits(screen, "the envelope form")
    }

    @Test func theLetterboxSpeaksKoreanWithAKoreanDate() throws {
        let folder = try ScratchFolder()
        let letters = folder.file("Letters")
        try FileManager.default.createDirectory(atPath: letters, withIntermediateDirectories: false)
        try "안녕하세요 민지 씨,\n잘 지내요?\n".write(toFile: letters + "/minji.letter", atomically: true, encoding: .utf8)
        let session = try Self.editor("box", folder: folder)
        let screen = try session.waitFor("minji.letter")
        #expect(screen.contains(try Self.korean("Letterbox · {place} · {how}")))
        // The row's date in the short Korean form a 60-column row has room for.
        #expect(screen.range(of: #"\d{4}\. \d{1,2}\. \d{1,2}\."#, options: .regularExpression) != nil, "\(screen)")
        Self.expectFits(screen, "the letterbox")
    }
}
