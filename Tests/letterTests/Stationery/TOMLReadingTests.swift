import LetterKit
import Testing

@testable import letter

/// The program's half of reading a paper: TOMLKit's values as LetterKit's,
/// syntax errors at their line, and the presets as shipped files.
@Suite("Stationery: reading TOML and the shipped presets")
struct TOMLReadingTests {
    func read(_ text: String) throws(PaperFileError) -> [String: LetterKit.TOMLValue] {
        try TOMLReading.table(fromText: text, file: "papers/card.toml")
    }

    func error(_ text: String) -> String? {
        do {
            _ = try read(text)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func everyKindOfValue() throws {
        let table = try read(
            """
            name = "card"
            lines = 0x10
            ratio = 1.5
            shown = true
            status = ["lines", 2]
            day = 1979-05-27
            at = 07:32:00
            stamp = 1979-05-27T07:32:00Z
            [colors]
            ink = "navy"
            """)
        #expect(table == [
            "name": .string("card"), "lines": .integer(16), "ratio": .float(1.5), "shown": .bool(true),
            "status": .array([.string("lines"), .integer(2)]), "day": .other("a date"), "at": .other("a time"),
            "stamp": .other("a date and time"), "colors": .table(["ink": .string("navy")]),
        ])
    }

    /// (text, error): TOMLKit's own words, placed at the line it names.
    static let syntaxErrors: [(String, String)] = [
        ("name = \"card\"\nlines = \n", "papers/card.toml:2: Error while parsing key-value pair: expected value, saw '\\n'"),
        (
            "name = \"card\"\nlines = 8\nlines = 9\n",
            "papers/card.toml:3: Error while parsing key-value pair: cannot redefine existing integer 'lines'"
        ),
        ("[colors\n", "papers/card.toml:1: Error while parsing table header: expected ']', saw '\\n'"),
        (
            "\n\nlines = 99999999999999999999\n",
            "papers/card.toml:3: Error while parsing decimal integer: '99999999999999999999' is not representable in 64 bits"
        ),
        ("name = 'x'\n\n\nfoo bar\n", "papers/card.toml:4: Error while parsing key-value pair: expected '=', saw 'b'"),
        ("a = 1\nb = \"\\q\"\n", "papers/card.toml:2: Error while parsing string: unknown escape sequence '\\q'"),
        ("name = \"a\u{0}b\"\n", "papers/card.toml:1: a NUL byte; a TOML file is text"),
    ]

    @Test(arguments: syntaxErrors)
    func aSyntaxErrorIsPlacedAtItsLine(text: String, message: String) {
        #expect(error(text) == message)
    }

    @Test func aSyntaxErrorInAPaperFileIsItsEntrysError() throws {
        let entry = PaperFile.entry(at: "papers/card.toml", name: "card", text: "name = \"card\"\nlines = \n")
        #expect(entry.paper == nil)
        #expect(entry.name == "card")
        #expect(entry.error == "papers/card.toml:2: Error while parsing key-value pair: expected value, saw '\\n'")
    }

    @Test func aPaperWrittenOutReadsBackAsTheSamePaper() throws {
        let look = PaperLook(
            margin: 0, border: .none, ruling: .none, letterhead: "“Dear” \\ \"you\"\t✉",
            colors: PaperColors(
                paper: .rgb(RGB(red: 0xFD, green: 0xF6, blue: 0xE3)), ink: .palette(18), rule: .palette(8),
                border: .palette(101), desk: .palette(0)),
            status: [.paper, .style, .characters])
        for paper in Paper.presets + [try Paper(name: "Hana's card", lines: 8, columns: 36).withLook(look)] {
            let text = PaperDefinition.toml(of: paper)
            let (read, warnings) = try PaperFile.paper(fromText: text, file: "x.toml")
            #expect(read == paper)
            #expect(warnings.isEmpty)
        }
    }

    // MARK: The presets shipped as files

    @Test func thePresetsAreShippedBesideTheProgram() throws {
        let folder = try #require(StationeryFolders.shippedPapers())
        #expect(folder.hasSuffix("/letter_letter.resources/Papers"))
        let names = (System.names(in: folder) ?? []).sorted()
        #expect(names == ["letter.toml", "long.toml", "manuscript.toml", "postcard.toml"])
    }

    @Test(arguments: Paper.presets)
    func eachShippedFileReadsToItsPreset(preset: Paper) throws {
        let folder = try #require(StationeryFolders.shippedPapers())
        let path = FilePath.join(folder, "\(preset.name).toml")
        let (paper, warnings) = try PaperFile.paper(fromText: try PaperFile.text(at: path), file: path)
        #expect(paper == preset)
        #expect(paper.look == .standard)
        #expect(warnings.isEmpty)
        let entry = PaperFile.entry(at: path, name: preset.name)
        #expect(entry.paper == preset && entry.error == nil)
    }

    @Test func withoutTheShippedFilesThePresetsAreCompiledIn() {
        #expect(StationeryFolders.shippedPapers(executable: "/nowhere/letter") == nil)
        #expect(StationeryFolders.shippedPapers(executable: nil) == nil)
        let shelf = PaperShelf(folders: StationeryFolders(shipped: nil, config: nil))
        #expect(shelf.catalog == PaperCatalog.compiledIn)
        #expect(shelf.text(of: PaperCatalog.compiledIn.entries[0]) == PaperDefinition.toml(of: .postcard))
    }
}
