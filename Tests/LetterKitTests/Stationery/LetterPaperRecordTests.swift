import Testing

@testable import LetterKit

/// A letter keeps its paper's size: a `.letter` on a paper of the user's own
/// records its name, lines and columns, and reads back through the catalog.
@Suite("Stationery: the paper a letter records")
struct LetterPaperRecordTests {
    static let card = try! Paper(name: "card", lines: 8, columns: 36)
        .withLook(PaperLook(margin: 2, border: .rounded, letterhead: "— Hana —"))
    static let catalog = PaperCatalog(
        builtIn: PaperCatalog.compiledIn.entries,
        user: [
            .init(name: "card", paper: card, source: "/papers/card.toml"),
            .init(name: "torn", paper: nil, source: "/papers/torn.toml", error: "/papers/torn.toml:2: lines must be 1–10,000, got 0"),
        ])

    func letter(_ frontMatter: String) throws -> LetterFile {
        try LetterFile(bytes: Array("---\n\(frontMatter)---\nHi\n".utf8), format: .letter)
    }

    @Test func aUserPaperRecordsItsNameAndSize() throws {
        var file = LetterFile(body: "Hi", format: .letter)
        file.setPaper(Self.card)
        #expect(file.text == "---\npaper: card\nlines: 8\ncolumns: 36\n---\nHi\n")
        let reread = try LetterFile(bytes: file.bytes, format: .letter)
        #expect(reread.recordedPaperName == "card")
        #expect(try reread.recordedPaper(in: Self.catalog) == RecordedPaper(paper: Self.card))
    }

    @Test func aPresetAsBuiltRecordsItsNameAlone() throws {
        var file = LetterFile(body: "Hi", format: .letter)
        file.setPaper(.postcard)
        #expect(file.text == "---\npaper: postcard\n---\nHi\n")
        // A user's postcard of another size is not the preset: its size goes with it.
        file.setPaper(try Paper(name: "postcard", lines: 12, columns: 40))
        #expect(file.text == "---\npaper: postcard\nlines: 12\ncolumns: 40\n---\nHi\n")
    }

    @Test func aPaperThisMachineLacksOpensAtItsSizeWithTheStandardLook() throws {
        let file = try letter("paper: card\nlines: 8\ncolumns: 36\n")
        let recorded = try #require(try file.recordedPaper(in: .compiledIn))
        #expect(recorded.lookIsDefault)
        #expect(recorded.paper == (try Paper(name: "card", lines: 8, columns: 36)))
        #expect(recorded.paper.look == .standard)
        // Saved again, it still says which paper it was written on.
        var saved = file
        saved.setPaper(recorded.paper)
        #expect(saved.text == file.text)
    }

    @Test func aRecordedSizeWinsOverTheCatalogsButKeepsItsLook() throws {
        let same = try #require(try letter("paper: card\nlines: 8\ncolumns: 36\n").recordedPaper(in: Self.catalog))
        #expect(same.paper == Self.card && !same.lookIsDefault)
        // The card's file has changed since: the letter keeps the size it was written at.
        let older = try #require(try letter("paper: CARD\nlines: 6\ncolumns: 36\n").recordedPaper(in: Self.catalog))
        #expect(older.paper.lines == 6 && older.paper.columns == 36)
        #expect(older.paper.look == Self.card.look)
    }

    @Test func customStillWorks() throws {
        let recorded = try letter("paper: custom\nlines: 3\ncolumns: 20\n").recordedPaper(in: Self.catalog)
        #expect(recorded == RecordedPaper(paper: try Paper(lines: 3, columns: 20)))
        #expect(try letter("paper: letter\n").recordedPaper(in: Self.catalog) == RecordedPaper(paper: .letter))
    }

    @Test func whatCannotBeReadIsExplained() throws {
        // A name nobody has, without a size to fall back on.
        #expect(throws: FrontMatterError.unknownPaper("a4", known: Self.catalog.names)) {
            try letter("paper: a4\nlines: 30\n").recordedPaper(in: Self.catalog)
        }
        #expect(throws: FrontMatterError.brokenPaper("/papers/torn.toml:2: lines must be 1–10,000, got 0")) {
            try letter("paper: torn\nlines: 8\ncolumns: 36\n").recordedPaper(in: Self.catalog)
        }
        #expect(throws: FrontMatterError.badPaper(PaperError.linesOutOfRange(0).description)) {
            try letter("paper: a4\nlines: 0\ncolumns: 36\n").recordedPaper(in: Self.catalog)
        }
        #expect(
            FrontMatterError.unknownPaper("a4", known: ["letter", "card"]).description
                == "the front matter names paper \"a4\", which does not exist; try: letter, card")
    }

    @Test func theNoticeSaysTheLookIsTheDefault() {
        let message = EditorState.message(for: .paperLookUnknown(name: "card"))
        #expect(message.text == "No paper file for \"card\" here: its size is kept, with the standard look")
        #expect(message.tone == .info)
    }
}
