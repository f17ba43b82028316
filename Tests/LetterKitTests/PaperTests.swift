import Testing

@testable import LetterKit

@Suite("Paper")
struct PaperTests {
    @Test func sizesOutsideTheRangeAreRefused() {
        #expect(throws: PaperError.linesOutOfRange(0)) { try Paper(lines: 0, columns: 40) }
        #expect(throws: PaperError.linesOutOfRange(100_001)) { try Paper(lines: 100_001, columns: 40) }
        // One column could not hold a wide character.
        #expect(throws: PaperError.columnsOutOfRange(1)) { try Paper(lines: 10, columns: 1) }
        #expect(throws: PaperError.columnsOutOfRange(501)) { try Paper(lines: 10, columns: 501) }
        #expect(throws: Never.self) { try Paper(lines: 1, columns: 2) }
    }

    @Test func presetsByName() {
        #expect(Paper.preset(named: "Postcard") == .postcard)
        #expect(Paper.preset(named: "MANUSCRIPT")?.lines == 10_000)
        #expect(Paper.preset(named: "napkin") == nil)
        #expect(Paper.default == .letter)
        #expect(Paper.letter.lines == 18 && Paper.letter.columns == 64)
    }

    @Test func resizingNamesTheSheetCustom() throws {
        #expect(try Paper.letter.resized() == .letter)
        #expect(try Paper.letter.resized(lines: 18) == .letter)
        let taller = try Paper.letter.resized(lines: 20)
        #expect(taller.name == "custom" && taller.lines == 20 && taller.columns == 64)
        #expect(throws: PaperError.columnsOutOfRange(0)) { try Paper.letter.resized(columns: 0) }
    }
}
