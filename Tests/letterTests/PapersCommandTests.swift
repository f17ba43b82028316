import Glibc
import LetterKit
import Testing

@testable import letter

/// The stationery through the program: `letter papers`, `--paper NAME` and
/// `--paper PATH.toml` on check and render, config.toml's default, and broken
/// files as one line and status 2. Each test has its own XDG_CONFIG_HOME.
@Suite("Stationery: papers on the command line")
struct PapersCommandTests {
    func letter(_ arguments: [String], in scratch: PaperScratch) throws -> (status: Int32, output: String, error: String) {
        try run([letterBinary] + arguments, environment: scratch.environment)
    }

    @Test func papersListsTheUserPapersAndTheBrokenOnes() throws {
        let scratch = try PaperScratch()
        try scratch.paper("card.toml", PaperScratch.card)
        try scratch.paper("postcard.toml", "name = \"postcard\"\nlines = 12\ncolumns = 40\n")
        try scratch.paper("torn.toml", "name = \"torn\"\nlines = 0\ncolumns = 40\n")
        let papers = scratch.papers
        let result = try letter(["papers"], in: scratch)
        #expect(result.status == 0)
        #expect(result.error == "")
        #expect(result.output == """
            postcard    12 × 40     \(papers)/postcard.toml
            letter      18 × 64     built-in (default)
            long        60 × 72     built-in
            manuscript  10000 × 72  built-in
            card        8 × 36      \(papers)/card.toml
            torn        broken: \(papers)/torn.toml:2: lines must be 1–10,000, got 0

            """)
    }

    @Test func papersShowsAPapersFile() throws {
        let scratch = try PaperScratch()
        try scratch.paper("card.toml", PaperScratch.card)
        let card = try letter(["papers", "--show", "CARD"], in: scratch)
        #expect(card.status == 0)
        #expect(card.output == PaperScratch.card)
        let preset = try letter(["papers", "--show", "postcard"], in: scratch)
        #expect(preset.status == 0)
        let shipped = try #require(StationeryFolders.shippedPapers())
        #expect(preset.output == readBytes(shipped + "/postcard.toml").map { String(decoding: $0, as: UTF8.self) })
        #expect(preset.output.contains("name = \"postcard\""))

        let missing = try letter(["papers", "--show", "a4"], in: scratch)
        #expect(missing.status == 2)
        #expect(missing.error == "letter: no paper is called \"a4\"; try: postcard, letter, long, manuscript, card\n")

        // A broken file is shown as written, then its error: status 2.
        try scratch.paper("torn.toml", "name = \"torn\"\nlines = 0\ncolumns = 40\n")
        let torn = try letter(["papers", "--show", "torn"], in: scratch)
        #expect(torn.status == 2)
        #expect(torn.output == "name = \"torn\"\nlines = 0\ncolumns = 40\n")
        #expect(torn.error == "letter: \(scratch.papers)/torn.toml:2: lines must be 1–10,000, got 0\n")
    }

    @Test func checkAndRenderOnAUserPaperByNameOrFile() throws {
        let scratch = try PaperScratch()
        try scratch.paper("card.toml", PaperScratch.card)
        let note = scratch.scratch.file("note.txt")
        try writeText(note, "Dear Sam, this is a short note on a card.\n")
        for paper in ["card", "Card", scratch.papers + "/card.toml"] {
            let check = try letter(["check", note, "--paper", paper], in: scratch)
            #expect(check.status == 0 && check.output == "fits: 2 of 8 lines\n", "\(paper): \(check.error)")
            let render = try letter(["render", note, "--paper", paper], in: scratch)
            #expect(render.output == "Dear Sam, this is a short note on a \ncard.\n", "\(paper)")
        }
        // A file in the working folder, named otherwise: ./x.toml.
        try writeText(scratch.scratch.file("x.toml"), "name = \"slip\"\nlines = 1\ncolumns = 20\n")
        let slip = try run(
            ["/bin/sh", "-c", "cd '\(scratch.scratch.path)' && '\(letterBinary)' check note.txt --paper ./x.toml"],
            environment: scratch.environment)
        #expect(slip.status == 1)
        #expect(slip.output == "over: 3 of 1 lines, 2 too many\n")
        // --lines and --columns still resize it.
        #expect(try letter(["check", note, "--paper", "card", "--lines", "1"], in: scratch).output == "over: 2 of 1 lines, 1 too many\n")
    }

    @Test func theSettingsPaperIsTheDefault() throws {
        let scratch = try PaperScratch()
        try scratch.paper("card.toml", PaperScratch.card)
        try scratch.settings("paper = \"card\"\n")
        let note = scratch.scratch.file("note.txt")
        try writeText(note, "Dear Sam, this is a short note on a card.\n")
        #expect(try letter(["check", note], in: scratch).output == "fits: 2 of 8 lines\n")
        // The command line beats the settings; a letter's own paper does too.
        #expect(try letter(["check", note, "--paper", "letter"], in: scratch).output == "fits: 1 of 18 lines\n")
        let long = scratch.scratch.file("long.letter")
        try writeText(long, "---\npaper: long\n---\nHi\n")
        #expect(try letter(["check", long], in: scratch).output == "fits: 1 of 60 lines\n")
        let listing = try letter(["papers"], in: scratch).output
        #expect(listing.contains("card        8 × 36      \(scratch.papers)/card.toml (default)\n"))
        #expect(!listing.contains("built-in (default)"))
    }

    @Test func unknownKeysAreWarnedOnStandardError() throws {
        let scratch = try PaperScratch()
        try scratch.paper("card.toml", PaperScratch.card + "shade = 3\n")
        try scratch.settings("colour = \"never\"\n")
        let note = scratch.scratch.file("note.txt")
        try writeText(note, "Hi\n")
        let result = try letter(["check", note, "--paper", "card"], in: scratch)
        #expect(result.status == 0)
        #expect(result.output == "fits: 1 of 8 lines\n")
        #expect(result.error == "letter: warning: \(scratch.papers)/card.toml:14: unknown key colors.shade is ignored\n")
        let plain = try letter(["check", note], in: scratch)
        #expect(plain.error == "letter: warning: \(scratch.configHome)/letter/config.toml:1: unknown key colour is ignored\n")
    }

    /// (files to write, arguments, the one line of error): every way a paper
    /// can be wrong, for check, render and the editor alike.
    static let brokenCases: [(papers: [String: String], settings: String?, arguments: [String], error: String)] = [
        (["torn.toml": "name = \"torn\"\nlines = 0\ncolumns = 40\n"], nil, ["--paper", "torn"], "PAPERS/torn.toml:2: lines must be 1–10,000, got 0"),
        (
            ["torn.toml": "name = \"torn\"\nlines = \n"], nil, ["--paper", "torn"],
            "PAPERS/torn.toml:2: Error while parsing key-value pair: expected value, saw '\\n'"
        ),
        (
            ["torn.toml": "name = \"torn\"\nlines = \"8\"\ncolumns = 40\n"], nil, ["--paper", "torn"],
            "PAPERS/torn.toml:2: lines must be a whole number, got a string"
        ),
        ([:], nil, ["--paper", "a4"], "no paper is called \"a4\"; try: postcard, letter, long, manuscript"),
        ([:], nil, ["--paper", "PAPERS/none.toml"], "PAPERS/none.toml: no such file"),
        ([:], "paper = \"a4\"\n", [], "CONFIG/config.toml:1: no paper is called \"a4\"; try: postcard, letter, long, manuscript"),
        (
            ["letter.toml": "name = \"letter\"\ncolumns = 40\n"], nil, [],
            "PAPERS/letter.toml: lines is missing: a paper needs lines (1–10,000)"
        ),
    ]

    @Test(arguments: brokenCases)
    func aBrokenPaperIsOneLineAndStatus2(papers: [String: String], settings: String?, arguments: [String], error: String)
        throws
    {
        let scratch = try PaperScratch()
        for (name, text) in papers { try scratch.paper(name, text) }
        if let settings { try scratch.settings(settings) }
        let note = scratch.scratch.file("note.txt")
        try writeText(note, "Hi\n")
        func placed(_ text: String) -> String {
            text.replacing("PAPERS", with: scratch.papers).replacing("CONFIG", with: scratch.configHome + "/letter")
        }
        let arguments = arguments.map(placed)
        for command in [["check", note], ["render", note], ["edit", scratch.scratch.file("new.letter")]] {
            let result = try run([letterBinary] + command + arguments, environment: scratch.environment, input: "")
            #expect(result.status == 2, "\(command + arguments): \(result.error)")
            #expect(result.error == "letter: \(placed(error))\n", "\(command + arguments)")
            #expect(result.output == "")
        }
        #expect(access(scratch.scratch.file("new.letter"), F_OK) != 0)
    }

    @Test func aLetterOnABrokenPaperIsAnErrorUnlessTheOptionsSayThePaper() throws {
        let scratch = try PaperScratch()
        try scratch.paper("torn.toml", "name = \"torn\"\nlines = 0\ncolumns = 40\n")
        let path = scratch.scratch.file("torn.letter")
        try writeText(path, "---\npaper: torn\nlines: 8\ncolumns: 40\n---\nHi\n")
        let message = "letter: \(scratch.papers)/torn.toml:2: lines must be 1–10,000, got 0\n"
        for command in [["check", path], ["render", path], [path]] {
            let result = try run([letterBinary] + command, environment: scratch.environment, input: "")
            #expect(result.status == 2 && result.error == message, "\(command): \(result.error)")
        }
        #expect(try letter(["check", path, "--paper", "letter"], in: scratch).output == "fits: 1 of 18 lines\n")
    }

    @Test func aLetterOnAPaperThisMachineLacksKeepsItsSize() throws {
        let scratch = try PaperScratch()
        let path = scratch.scratch.file("card.letter")
        try writeText(path, "---\npaper: card\nlines: 2\ncolumns: 12\n---\nabc defgh ijklmn\n")
        #expect(try letter(["check", path], in: scratch).output == "fits: 2 of 2 lines\n")
        #expect(try letter(["render", path], in: scratch).output == "abc defgh \nijklmn\n")
        try writeText(path, "---\npaper: card\n---\nHi\n")
        let unknown = try letter(["check", path], in: scratch)
        #expect(unknown.status == 2)
        #expect(unknown.error.contains("names paper \"card\", which does not exist; try: postcard, letter, long, manuscript"))
    }
}
