import Glibc
import LetterKit
import Testing

@testable import letter

/// A user's configuration folder for one test: `letter/papers/*.toml` and
/// `letter/config.toml` under a scratch `XDG_CONFIG_HOME`.
final class PaperScratch {
    let scratch: FilesScratch
    var configHome: String { scratch.path }
    var papers: String { scratch.file("letter/papers") }

    init() throws {
        scratch = try FilesScratch()
        try scratch.folder("letter")
        try scratch.folder("letter/papers")
    }

    /// Writes `papers/NAME` and returns its path.
    @discardableResult
    func paper(_ name: String, _ text: String) throws -> String {
        let path = FilePath.join(papers, name)
        try writeText(path, text)
        return path
    }

    func settings(_ text: String) throws {
        try writeText(scratch.file("letter/config.toml"), text)
    }

    var folders: StationeryFolders {
        StationeryFolders(shipped: StationeryFolders.shippedPapers(), config: scratch.file("letter"))
    }

    /// The environment the program sees: this folder as its configuration.
    var environment: [String: String] {
        ["XDG_CONFIG_HOME": configHome, "HOME": configHome, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
    }

    static let card = """
        name = "card"
        lines = 8
        columns = 36
        margin = 2
        border = "rounded"
        letterhead = "— from Hana —"

        [colors]
        paper = 224
        ink = 52
        rule = 160
        border = 94
        desk = 236

        """
}

/// The shelf reads what a question needs: one file for one name, every file
/// for the listing; user papers replace presets; broken files stay listed.
@Suite("Stationery: the shelf of papers")
struct PaperShelfTests {
    /// The warnings a shelf said.
    final class Warnings {
        var said: [String] = []
    }

    @Test func aNameReadsOnlyItsOwnFile() throws {
        let scratch = try PaperScratch()
        try scratch.paper("card.toml", PaperScratch.card)
        try scratch.paper("other.toml", "name = \"other\"\nlines = 5\ncolumns = 20\nmood = 1\n")
        let warnings = Warnings()
        let shelf = PaperShelf(folders: scratch.folders) { warnings.said.append($0) }
        let card = try shelf.paper(named: "Card")
        #expect(card.name == "card" && card.lines == 8 && card.look.border == .rounded)
        #expect(card.look.colors.desk == .palette(236))
        // other.toml was listed, not read: its warning was never said.
        #expect(warnings.said.isEmpty)
        #expect(try shelf.paper(named: "letter") == .letter)
        #expect(warnings.said.isEmpty)
        // The listing reads it, once.
        #expect(shelf.catalog.names == ["postcard", "letter", "long", "manuscript", "card", "other"])
        _ = shelf.catalog
        #expect(warnings.said == ["\(scratch.papers)/other.toml:4: unknown key mood is ignored"])
    }

    @Test func aUserPaperReplacesThePresetOfItsName() throws {
        let scratch = try PaperScratch()
        try scratch.paper("postcard.toml", "name = \"postcard\"\nlines = 12\ncolumns = 40\n")
        let shelf = PaperShelf(folders: scratch.folders)
        #expect(try shelf.paper(named: "postcard").lines == 12)
        let shown = shelf.catalog.shown
        #expect(shown.map(\.name) == ["postcard", "letter", "long", "manuscript"])
        #expect(shown[0].source == "\(scratch.papers)/postcard.toml")
        #expect(shown[1].source == "built-in")
    }

    @Test func brokenFilesAreListedAndRefusedWhenAskedFor() throws {
        let scratch = try PaperScratch()
        try scratch.paper("card.toml", PaperScratch.card)
        try scratch.paper("zero.toml", "name = \"zero\"\nlines = 0\ncolumns = 40\n")
        try scratch.paper("syntax.toml", "name = \"syntax\"\nlines =\n")
        try scratch.paper("named.toml", "name = \"other\"\nlines = 5\ncolumns = 20\n")
        try scratch.scratch.folder("letter/papers/folder.toml")
        try scratch.paper(".hidden.toml", "broken")
        try scratch.paper("notes.txt", "not a paper")
        let shelf = PaperShelf(folders: scratch.folders)
        let errors = Dictionary(uniqueKeysWithValues: shelf.catalog.shown.map { ($0.name, $0.error) })
        let papers = scratch.papers
        #expect(errors == [
            "postcard": nil, "letter": nil, "long": nil, "manuscript": nil, "card": nil,
            "zero": "\(papers)/zero.toml:2: lines must be 1–10,000, got 0",
            "syntax": "\(papers)/syntax.toml:2: Error while parsing key-value pair: expected value, saw '\\n'",
            "named": "\(papers)/named.toml:1: name \"other\" must be the file's name, \"named\"",
            "folder": "\(papers)/folder.toml: is a folder, not a TOML file",
        ])
        #expect(throws: PaperFileError(message: "\(papers)/zero.toml:2: lines must be 1–10,000, got 0")) {
            try shelf.paper(named: "zero")
        }
        #expect(try shelf.paper(named: "card").lines == 8)
    }

    @Test func anUnknownNameListsEveryNameThereIs() throws {
        let scratch = try PaperScratch()
        try scratch.paper("card.toml", PaperScratch.card)
        let shelf = PaperShelf(folders: scratch.folders)
        #expect(throws: PaperFileError(message: "no paper is called \"a4\"; try: postcard, letter, long, manuscript, card")) {
            try shelf.paper(named: "a4")
        }
    }

    @Test func aPaperFileByItsPathNeedNotBeNamedAfterIt() throws {
        let scratch = try PaperScratch()
        let path = scratch.scratch.file("mine.toml")
        try writeText(path, PaperScratch.card)
        let shelf = PaperShelf(folders: scratch.folders)
        #expect(try shelf.paper(atPath: path).name == "card")
        #expect(throws: PaperFileError(message: "\(scratch.scratch.file("none.toml")): no such file")) {
            try shelf.paper(atPath: scratch.scratch.file("none.toml"))
        }
        let big = scratch.scratch.file("big.toml")
        try writeBytes(big, [UInt8](repeating: 0x23, count: PaperFile.sizeLimit + 1))
        #expect(throws: PaperFileError(message: "\(big): too large for a paper file (65537 bytes; the limit is 65536)")) {
            try shelf.paper(atPath: big)
        }
        let binary = scratch.scratch.file("binary.toml")
        try writeBytes(binary, [0x61, 0xFF])
        #expect(throws: PaperFileError(message: "\(binary): not UTF-8 text (invalid byte at offset 1); TOML is UTF-8")) {
            try shelf.paper(atPath: binary)
        }
    }

    // MARK: Settings

    @Test func theSettingsPickTheDefaultPaper() throws {
        let scratch = try PaperScratch()
        try scratch.paper("card.toml", PaperScratch.card)
        #expect(try PaperShelf(folders: scratch.folders).defaultPaper() == .letter)
        try scratch.settings("paper = \"CARD\"\ncolor = \"never\"\n")
        let shelf = PaperShelf(folders: scratch.folders)
        #expect(try shelf.settings() == LetterSettings(paper: "CARD", color: .never))
        #expect(try shelf.defaultPaper().name == "card")
    }

    @Test func aDefaultNobodyHasIsPlacedInTheSettings() throws {
        let scratch = try PaperScratch()
        try scratch.settings("# mine\npaper = \"a4\"\n")
        let settings = scratch.scratch.file("letter/config.toml")
        #expect(throws: PaperFileError(message: "\(settings):2: no paper is called \"a4\"; try: postcard, letter, long, manuscript")) {
            try PaperShelf(folders: scratch.folders).defaultPaper()
        }
        try scratch.paper("a4.toml", "name = \"a4\"\nlines = 0\ncolumns = 40\n")
        #expect(throws: PaperFileError(message: "\(scratch.papers)/a4.toml:2: lines must be 1–10,000, got 0")) {
            try PaperShelf(folders: scratch.folders).defaultPaper()
        }
    }

    @Test func brokenSettingsAreAnError() throws {
        let scratch = try PaperScratch()
        try scratch.settings("color = \"sometimes\"\nshade = 1\n")
        let settings = scratch.scratch.file("letter/config.toml")
        #expect(throws: PaperFileError(message: "\(settings):1: color must be one of auto, never, got \"sometimes\"")) {
            try PaperShelf(folders: scratch.folders).settings()
        }
        try scratch.settings("color = \n")
        #expect(throws: PaperFileError(message: "\(settings):1: Error while parsing key-value pair: expected value, saw '\\n'")) {
            try PaperShelf(folders: scratch.folders).settings()
        }
    }

    @Test func colourIsOffForNoColorOrNever() {
        #expect(Edit.colorsAllowed(settings: LetterSettings(), noColor: nil))
        #expect(Edit.colorsAllowed(settings: LetterSettings(), noColor: ""))
        #expect(!Edit.colorsAllowed(settings: LetterSettings(), noColor: "1"))
        #expect(!Edit.colorsAllowed(settings: LetterSettings(color: .never), noColor: nil))
        #expect(!Edit.colorsAllowed(settings: LetterSettings(color: .auto), noColor: "yes"))
    }

    @Test func theConfigurationFolderFollowsXDG() {
        #expect(StationeryFolders.configFolder(environment: ["XDG_CONFIG_HOME": "/x", "HOME": "/h"]) == "/x/letter")
        // A relative XDG_CONFIG_HOME is ignored, as the spec says.
        #expect(StationeryFolders.configFolder(environment: ["XDG_CONFIG_HOME": "x", "HOME": "/h"]) == "/h/.config/letter")
        #expect(StationeryFolders.configFolder(environment: ["HOME": "/h"]) == "/h/.config/letter")
        let folders = StationeryFolders(shipped: nil, config: "/h/.config/letter")
        #expect(folders.userPapers == "/h/.config/letter/papers")
        #expect(folders.settingsFile == "/h/.config/letter/config.toml")
    }
}
