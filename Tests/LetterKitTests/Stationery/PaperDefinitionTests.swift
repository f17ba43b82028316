import Testing

@testable import LetterKit

/// The paper reader, key by key: what each value gives, every range edge, and
/// every error word for word, placed at the file's line.
@Suite("Stationery: the paper reader")
struct PaperDefinitionTests {
    typealias Fixture = PaperFileFixture

    @Test func theKeysAPaperNeedsGiveTheStandardLook() throws {
        let (paper, warnings) = try Fixture.card.read()
        #expect(paper == (try Paper(name: "card", lines: 8, columns: 36)))
        #expect(paper.look == .standard)
        #expect(warnings.isEmpty)
    }

    @Test func everyKey() throws {
        let file = Fixture.card
            .with("margin", .integer(2)).with("border", .string("rounded")).with("ruling", .string("none"))
            .with("letterhead", .string("— from Hana —"))
            .with("status", .array([.string("position"), .string("lines"), .string("paper")]))
            .color("paper", .string("#fdf6e3")).color("ink", .string("navy")).color("rule", .integer(250))
            .color("border", .string("Gray")).color("desk", .integer(0))
        let (paper, warnings) = try file.read()
        let look = PaperLook(
            margin: 2, border: .rounded, ruling: .none, letterhead: "— from Hana —",
            colors: PaperColors(
                paper: .rgb(RGB(red: 0xFD, green: 0xF6, blue: 0xE3)), ink: .palette(18), rule: .palette(250),
                border: .palette(8), desk: .palette(0)),
            status: [.position, .lines, .paper])
        #expect(paper.look == look)
        #expect(paper.name == "card" && paper.lines == 8 && paper.columns == 36)
        #expect(warnings.isEmpty)
    }

    @Test(arguments: BorderStyle.allCases)
    func everyBorder(border: BorderStyle) throws {
        #expect(try Fixture.card.with("border", .string(border.rawValue.uppercased())).read().paper.look.border == border)
    }

    @Test(arguments: StatusItem.allCases)
    func everyStatusItem(item: StatusItem) throws {
        let file = Fixture.card.with("status", .array([.string(item.rawValue)]))
        #expect(try file.read().paper.look.status == [item])
    }

    @Test func anEmptyStatusShowsNothingAndRulingUnderlineIsTheDefault() throws {
        #expect(try Fixture.card.with("status", .array([])).read().paper.look.status == [])
        #expect(try Fixture.card.with("ruling", .string("underline")).read().paper.look.ruling == .underline)
        #expect(try Fixture.card.with("ruling", .string("none")).read().paper.look.ruling == Ruling.none)
    }

    /// (key, value, the error or nil when it reads): every edge of every range.
    static let rangeEdges: [(String, Int, String?)] = [
        ("lines", 0, "card.toml:2: lines must be 1–10,000, got 0"),
        ("lines", 1, nil),
        ("lines", 10_000, nil),
        ("lines", 10_001, "card.toml:2: lines must be 1–10,000, got 10001"),
        ("lines", -1, "card.toml:2: lines must be 1–10,000, got -1"),
        ("columns", 9, "card.toml:3: columns must be 10–400, got 9"),
        ("columns", 10, nil),
        ("columns", 400, nil),
        ("columns", 401, "card.toml:3: columns must be 10–400, got 401"),
        ("margin", -1, "card.toml:4: margin must be 0–8, got -1"),
        ("margin", 0, nil),
        ("margin", 8, nil),
        ("margin", 9, "card.toml:4: margin must be 0–8, got 9"),
    ]

    @Test(arguments: rangeEdges)
    func rangeEdge(key: String, value: Int, error: String?) throws {
        let file = Fixture.card.with(key, .integer(value))
        #expect(file.error() == error)
        if error == nil {
            let paper = try file.read().paper
            let read = key == "lines" ? paper.lines : key == "columns" ? paper.columns : paper.look.margin
            #expect(read == value)
        }
    }

    /// (the file, its error): every message the reader words.
    static let errors: [(Fixture, String)] = [
        (Fixture.card.without("name"), "card.toml: name is missing: a paper needs a name"),
        (Fixture.card.with("name", .string("  ")), "card.toml:1: name must not be empty"),
        (Fixture.card.with("name", .integer(3)), "card.toml:1: name must be a string, got an integer"),
        (Fixture.card.without("lines"), "card.toml: lines is missing: a paper needs lines (1–10,000)"),
        (Fixture.card.without("columns"), "card.toml: columns is missing: a paper needs columns (10–400)"),
        (Fixture.card.with("lines", .string("8")), "card.toml:2: lines must be a whole number, got a string"),
        (Fixture.card.with("lines", .float(8)), "card.toml:2: lines must be a whole number, got a float"),
        (Fixture.card.with("columns", .bool(true)), "card.toml:3: columns must be a whole number, got a boolean"),
        (Fixture.card.with("margin", .array([])), "card.toml:4: margin must be a whole number, got an array"),
        (
            Fixture.card.with("border", .string("wavy")),
            "card.toml:4: border must be one of single, double, rounded, none, got \"wavy\""
        ),
        (Fixture.card.with("border", .integer(1)), "card.toml:4: border must be a string, got an integer"),
        (Fixture.card.with("ruling", .string("dotted")), "card.toml:4: ruling must be one of underline, none, got \"dotted\""),
        (Fixture.card.with("letterhead", .table([:])), "card.toml:4: letterhead must be a string, got a table"),
        (Fixture.card.with("letterhead", .other("a date")), "card.toml:4: letterhead must be a string, got a date"),
        (Fixture.card.with("status", .string("lines")), "card.toml:4: status must be a list of items, got a string"),
        (
            Fixture.card.with("status", .array([.string("lines"), .string("mood")])),
            "card.toml:4: status items must be among position, lines, words, characters, paper, style, got \"mood\""
        ),
        (
            Fixture.card.with("status", .array([.integer(1)])),
            "card.toml:4: status items must be among position, lines, words, characters, paper, style, got an integer"
        ),
        (Fixture.card.with("colors", .integer(3)), "card.toml:4: colors must be a table, got an integer"),
        (Fixture.card.color("paper", .integer(256)), "card.toml:6: colors.paper must be 0–255, a name or #RRGGBB, got 256"),
        (Fixture.card.color("ink", .integer(-1)), "card.toml:6: colors.ink must be 0–255, a name or #RRGGBB, got -1"),
        (
            Fixture.card.color("rule", .string("mauve")),
            "card.toml:6: colors.rule must be 0–255, a name or #RRGGBB, got \"mauve\""
        ),
        (
            Fixture.card.color("border", .string("#12345")),
            "card.toml:6: colors.border must be 0–255, a name or #RRGGBB, got \"#12345\""
        ),
        (
            Fixture.card.color("desk", .string("#12345g")),
            "card.toml:6: colors.desk must be 0–255, a name or #RRGGBB, got \"#12345g\""
        ),
        (
            Fixture.card.color("paper", .bool(true)),
            "card.toml:6: colors.paper must be 0–255, a name or #RRGGBB, got a boolean"
        ),
        (
            Fixture.card.color("paper", .float(1.5)),
            "card.toml:6: colors.paper must be 0–255, a name or #RRGGBB, got a float"
        ),
    ]

    @Test(arguments: errors)
    func everyErrorMessage(file: Fixture, message: String) {
        #expect(file.error() == message)
    }

    /// A colour is a palette name (any case), an entry 0–255 or an exact colour.
    static let colors: [(TOMLValue, PaperColor)] = [
        (.string("navy"), .palette(18)),
        (.string("NAVY"), .palette(18)),
        (.string("cream"), .palette(230)),
        (.string("bright-white"), .palette(15)),
        (.string("grey"), .palette(8)),
        (.integer(0), .palette(0)),
        (.integer(255), .palette(255)),
        (.string("#FDF6E3"), .rgb(RGB(red: 0xFD, green: 0xF6, blue: 0xE3))),
        (.string("#000000"), .rgb(RGB(red: 0, green: 0, blue: 0))),
    ]

    @Test(arguments: colors)
    func aColourByNameNumberOrHex(value: TOMLValue, color: PaperColor) throws {
        #expect(try Fixture.card.color("ink", value).read().paper.look.colors.ink == color)
    }

    @Test func exactColoursAreDrawnAsThePalettesNearest() {
        #expect(PaperColor.palette(42).paletteIndex == 42)
        #expect(PaperColor.rgb(RGB(red: 0xFF, green: 0xFF, blue: 0xD7)).paletteIndex == 230)
        #expect(PaperColor.rgb(RGB(red: 0, green: 0, blue: 0x87)).paletteIndex == 18)
    }

    @Test func unknownKeysAreWarnedAboutWithTheirLinesAndIgnored() throws {
        let file = Fixture.card.with("shade", .integer(3)).color("ink", .string("navy")).color("glow", .integer(1))
        let (paper, warnings) = try file.read()
        #expect(paper.look.colors.ink == .palette(18))
        #expect(warnings == [
            "card.toml:4: unknown key shade is ignored", "card.toml:8: unknown key colors.glow is ignored",
        ])
    }

    @Test func anErrorWithoutAPlainLineNamesTheFileAlone() {
        // The colours as an inline table: the key is on no line of its own.
        let file = Fixture.card.with("colors", .table(["ink": .string("mauve")]))
        #expect(file.error() == "card.toml: colors.ink must be 0–255, a name or #RRGGBB, got \"mauve\"")
    }

    @Test func aPaperWrittenOutHasEveryKeyInTheFormatsOrder() throws {
        let look = PaperLook(
            margin: 1, border: .double, ruling: .none, letterhead: "Say \"hi\"\\",
            colors: PaperColors(paper: .palette(230), ink: .rgb(RGB(red: 1, green: 2, blue: 3)), desk: .palette(8)),
            status: [.words])
        let paper = try Paper(name: "note", lines: 5, columns: 20).withLook(look)
        #expect(PaperDefinition.toml(of: paper) == """
            name = "note"
            lines = 5
            columns = 20
            margin = 1
            border = "double"
            ruling = "none"
            letterhead = "Say \\"hi\\"\\\\"
            status = ["words"]

            [colors]
            paper = "cream"
            ink = "#010203"
            desk = "bright-black"

            """)
        #expect(PaperDefinition.toml(of: .letter).hasSuffix("status = [\"style\", \"position\", \"lines\", \"words\", \"characters\"]\n"))
    }
}
