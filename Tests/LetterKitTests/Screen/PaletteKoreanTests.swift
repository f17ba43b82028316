import Testing

@testable import LetterKit

/// A palette made from a keymap in Korean: the names shown are the
/// catalog's, and the filter finds a command by its Korean name or by its
/// English one; a name given as data (a word, a title) is shown and matched
/// as it is.
@Suite("The command palette in Korean")
struct PaletteKoreanTests {
    static let keymap = Keymap<BoxAction>([
        KeyRow(keys: [.character("r")], action: .rename, help: msgid("Rename the letter")),
        KeyRow(keys: [.character("q")], action: .quit, help: msgid("Quit")),
        KeyRow(keys: [.character("d")], action: .delete, help: msgid("Move the letter to the trash")),
    ])

    static func typed(_ text: String, in palette: Palette<BoxAction>) -> [BoxAction] {
        var palette = palette
        for character in text { _ = palette.press(.character(character), keys: PaletteKeys.keys(closingWith: [])) }
        return palette.matches.map { palette.entries[$0].action }
    }

    @Test func namesAreKoreanAndBothLanguagesFind() {
        InterfaceLanguage.$override.withValue(KoreanCatalog.shared) {
            let palette = Palette(title: tr("Commands (type to filter)"), entries: Palette.entries(from: Self.keymap))
            #expect(palette.entries.map(\.name) == ["편지 이름 바꾸기", "끝내기", "편지를 휴지통으로 옮기기"])
            #expect(Self.typed("이름", in: palette) == [.rename])
            #expect(Self.typed("휴지통", in: palette) == [.delete])
            #expect(Self.typed("quit", in: palette) == [.quit])
            #expect(Self.typed("letter", in: palette) == [.rename, .delete])
            #expect(Self.typed("없는", in: palette).isEmpty)
            var frame = Frame(size: TerminalSize(rows: 20, columns: 60))
            palette.draw(into: &frame)
            #expect(frame.lines.contains { $0.contains("명령 (입력해서 거르기)") })
            for line in frame.lines { #expect(CellWidth.of(line) <= 60) }
        }
    }

    @Test func aNameGivenAsDataIsNotTranslated() {
        InterfaceLanguage.$override.withValue(KoreanCatalog.shared) {
            let entry = Palette<BoxAction>.Entry(name: "Quit", keys: "", action: .quit)
            #expect(entry.name == "Quit")
        }
    }

    @Test func theTitleRowHintIsKoreanAndMeasuredInCells() {
        InterfaceLanguage.$override.withValue(KoreanCatalog.shared) {
            var frame = Frame(size: TerminalSize(rows: 3, columns: 60))
            frame.drawTitleRow(" 편지함 · ~/Letters · 최신순")
            #expect(frame.lines[0].hasSuffix("F1 도움말"), "\(frame.lines[0])")
            #expect(CellWidth.of(frame.lines[0]) <= 60)
        }
    }
}
