import LetterKit
import Testing

@testable import letter

/// Which colours each style is drawn in: the paper's own on 256 colours, the
/// editor's where the paper gives none, and the paper's ignored on 8.
@Suite("Stationery: the screen's colours")
struct ScreenColorsTests {
    /// (foreground, background) by style.
    func colors(_ screen: ScreenColors) -> [Style: [Int16]] {
        Dictionary(uniqueKeysWithValues: screen.pairs.map { ($0.0, [$0.1, $0.2]) })
    }

    static let card = PaperColors(
        paper: .palette(224), ink: .rgb(RGB(red: 0x5F, green: 0, blue: 0)), rule: .palette(160), border: .palette(94),
        desk: .palette(236))

    @Test func withoutColoursThePaperIsCreamWithNavyInk() {
        let pairs = colors(ScreenColors(terminalColors: 256, paper: PaperColors()))
        #expect(pairs[.desk] == [-1, -1])
        #expect(pairs[.paper] == [101, 230])
        #expect(pairs[.line] == [18, 230])
        #expect(pairs[.unruledLine] == [18, 230])
        #expect(pairs[.letterhead] == [18, 230])
        #expect(pairs[.picture] == [101, 230])
    }

    @Test func aPapersColoursReplaceThemOn256Colours() {
        let screen = ScreenColors(terminalColors: 256, paper: Self.card)
        let pairs = colors(screen)
        #expect(pairs[.desk] == [-1, 236])
        #expect(pairs[.paper] == [94, 224])
        // The rule is the ruled line's underline; text on it is ink on paper.
        #expect(pairs[.line] == [160, 224])
        #expect(pairs[.unruledLine] == [52, 224])
        #expect(pairs[.letterhead] == [52, 224])
        #expect(pairs[.picture] == [94, 224])
        #expect(screen.ofStyles[.line]?.foreground == 52 && screen.ofStyles[.line]?.background == 224)
        // The bars are the editor's own.
        #expect(pairs[.status] == colors(ScreenColors(terminalColors: 256, paper: PaperColors()))[.status])
    }

    @Test func eightColoursKeepTheBasicPairs() {
        let pairs = colors(ScreenColors(terminalColors: 8, paper: Self.card))
        #expect(pairs[.line] == [4, 7])
        #expect(pairs[.unruledLine] == [4, 7])
        #expect(pairs[.paper] == [0, 7])
        #expect(pairs[.desk] == [-1, -1])
    }

    @Test func withoutColourOnlyTheRuleIsUnderlined() {
        let monochrome = ScreenColors(terminalColors: 0, paper: Self.card).monochrome
        #expect(monochrome[.line].map { $0.0 != 0 } == true)
        #expect(monochrome[.unruledLine]?.0 == 0 && monochrome[.letterhead]?.0 == 0)
        #expect(ScreenColors(terminalColors: 0, paper: Self.card).ofStyles.isEmpty)
    }
}
