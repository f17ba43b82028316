import Testing

@testable import LetterKit

/// The catalog of papers (presets and the user's, broken files kept) and the
/// settings file.
@Suite("Stationery: the catalog and the settings")
struct PaperCatalogTests {
    typealias Entry = PaperCatalog.Entry

    static let card = try! Paper(name: "card", lines: 8, columns: 36).withLook(PaperLook(margin: 2, border: .rounded))
    static let bigPostcard = try! Paper(name: "postcard", lines: 12, columns: 40)

    static let catalog = PaperCatalog(
        builtIn: PaperCatalog.compiledIn.entries,
        user: [
            Entry(name: "card", paper: card, source: "/papers/card.toml"),
            Entry(name: "postcard", paper: bigPostcard, source: "/papers/postcard.toml"),
            Entry(name: "torn", paper: nil, source: "/papers/torn.toml", error: "/papers/torn.toml:2: lines must be 1–10,000, got 0"),
        ])

    @Test func aUserPaperWithAPresetsNameReplacesIt() throws {
        #expect(try Self.catalog.paper(named: "postcard") == Self.bigPostcard)
        #expect(try Self.catalog.paper(named: "POSTCARD") == Self.bigPostcard)
        #expect(Self.catalog.entry(named: "postcard")?.source == "/papers/postcard.toml")
        #expect(try Self.catalog.paper(named: "letter") == .letter)
        #expect(try Self.catalog.paper(named: "Card") == Self.card)
    }

    @Test func theListingHasEachNameOnceInPlace() {
        #expect(Self.catalog.names == ["postcard", "letter", "long", "manuscript", "card", "torn"])
        #expect(Self.catalog.shown.map(\.source) == [
            "/papers/postcard.toml", "built-in", "built-in", "built-in", "/papers/card.toml", "/papers/torn.toml",
        ])
    }

    @Test func aBrokenFileIsListedWithItsErrorAndIsAnErrorWhenAskedFor() {
        let torn = Self.catalog.shown.last
        #expect(torn?.paper == nil)
        #expect(torn?.error == "/papers/torn.toml:2: lines must be 1–10,000, got 0")
        #expect(throws: PaperFileError(message: "/papers/torn.toml:2: lines must be 1–10,000, got 0")) {
            try Self.catalog.paper(named: "torn")
        }
        // The others are all still there.
        #expect(Self.catalog.shown.filter { $0.paper != nil }.count == 5)
    }

    @Test func anUnknownNameListsTheNamesThereAre() {
        #expect(
            throws: PaperFileError(message: "no paper is called \"a4\"; try: postcard, letter, long, manuscript, card, torn")
        ) { try Self.catalog.paper(named: "a4") }
        #expect(throws: PaperFileError(message: "no paper is called \"a4\"; try: postcard, letter, long, manuscript")) {
            try PaperCatalog.compiledIn.paper(named: "a4")
        }
    }

    @Test func theCompiledInCatalogIsThePresets() {
        #expect(PaperCatalog.compiledIn.entries.map(\.paper) == Paper.presets)
        #expect(PaperCatalog.compiledIn.entries.allSatisfy { $0.source == "built-in" && $0.error == nil })
    }

    // MARK: Settings

    static func settings(_ file: PaperFileFixture) throws(PaperFileError) -> (LetterSettings, [String]) {
        try LetterSettings.read(from: file.table, text: file.text, file: "config.toml")
    }

    @Test func settingsGiveTheDefaultPaperAndColour() throws {
        let (settings, warnings) = try Self.settings(
            PaperFileFixture(top: [("paper", .string("card")), ("color", .string("never"))]))
        #expect(settings == LetterSettings(paper: "card", color: .never))
        #expect(warnings.isEmpty)
        #expect(try Self.settings(PaperFileFixture(top: [("color", .string("AUTO"))])).0.color == .auto)
    }

    @Test func noSettingsAreTheDefaults() throws {
        let (settings, warnings) = try Self.settings(PaperFileFixture(top: []))
        #expect(settings == LetterSettings())
        #expect(settings.paper == nil && settings.color == .auto)
        #expect(warnings.isEmpty)
    }

    static let settingsErrors: [(PaperFileFixture, String)] = [
        (PaperFileFixture(top: [("paper", .integer(3))]), "config.toml:1: paper must be a string, got an integer"),
        (
            PaperFileFixture(top: [("paper", .string("card")), ("color", .string("always"))]),
            "config.toml:2: color must be one of auto, never, got \"always\""
        ),
        (PaperFileFixture(top: [("color", .bool(false))]), "config.toml:1: color must be a string, got a boolean"),
    ]

    @Test(arguments: settingsErrors)
    func everySettingsError(file: PaperFileFixture, message: String) {
        #expect(throws: PaperFileError(message: message)) { try Self.settings(file) }
    }

    @Test func theBoxIsAFolderAsWritten() throws {
        let (settings, warnings) = try Self.settings(PaperFileFixture(top: [("box", .string("~/편지함"))]))
        #expect(settings.box == "~/편지함")
        #expect(warnings.isEmpty)
        #expect(try Self.settings(PaperFileFixture(top: [])).0.box == nil)
        #expect(throws: PaperFileError(message: "config.toml:1: box must name a folder, got an empty string")) {
            try Self.settings(PaperFileFixture(top: [("box", .string(""))]))
        }
        #expect(throws: PaperFileError(message: "config.toml:1: box must be a string, got an integer")) {
            try Self.settings(PaperFileFixture(top: [("box", .integer(1))]))
        }
    }

    /// (written, home, expanded).
    static let homePaths: [(String, String?, String?)] = [
        ("~", "/home/hana", "/home/hana"),
        ("~/Letters", "/home/hana", "/home/hana/Letters"),
        ("~/Letters", "/home/hana/", "/home/hana/Letters"),
        ("~/", "/home/hana", "/home/hana/"),
        ("/srv/letters", nil, "/srv/letters"),
        ("letters", "/home/hana", "letters"),
        ("~sam/Letters", "/home/hana", "~sam/Letters"),
        ("~/Letters", nil, nil),
        ("~/Letters", "", nil),
    ]

    @Test(arguments: homePaths)
    func aLeadingTildeIsTheHomeFolder(written: String, home: String?, expanded: String?) {
        #expect(HomePath.expanded(written, home: home) == expanded)
    }

    @Test func unknownSettingsAreWarnedAbout() throws {
        let file = PaperFileFixture(top: [("paper", .string("card")), ("colour", .string("never"))])
        let (settings, warnings) = try Self.settings(file)
        #expect(settings.color == .auto)
        #expect(warnings == ["config.toml:2: unknown key colour is ignored"])
    }
}
