import Glibc
import LetterKit
import Testing

@testable import letter

/// `letter templates` and the refusals of `letter new`: what is listed, what
/// is broken, and names that would leave the templates folder. Each test has
/// its own XDG_CONFIG_HOME; the editor itself is tried in
/// `TemplatesEndToEndTests`.
@Suite("Stationery: templates on the command line")
struct TemplatesCommandTests {
    static let thanks = "---\npaper: postcard\nto: Min-ji\n---\nDear Min-ji,\n\nThank you for the tea.\n"
    static let yearly = "---\nto: Grandma\ndate: 2019-12-24\n---\n\n\n   Dear Grandma,\nAnother year.\n"

    func letter(_ arguments: [String], in scratch: PaperScratch) throws -> (status: Int32, output: String, error: String) {
        try run([letterBinary] + arguments, environment: scratch.environment, input: "")
    }

    func templates(_ scratch: PaperScratch) throws -> String {
        try scratch.scratch.folder("letter/templates")
    }

    /// Each template with its paper (the recorded one, else the default) and
    /// first line; a broken file says why on its own line; what is not a
    /// `NAME.letter` in plain sight is not a template.
    @Test func templatesListsEachWithItsPaperAndTheBrokenOnes() throws {
        let scratch = try PaperScratch()
        let folder = try templates(scratch)
        try writeText(folder + "/thanks.letter", Self.thanks)
        try writeText(folder + "/yearly.letter", Self.yearly)
        try writeText(folder + "/empty.letter", "")
        try writeBytes(folder + "/torn.letter", [0x44, 0x65, 0x61, 0x72, 0xFF, 0x0A])
        _ = try scratch.scratch.folder("letter/templates/box.letter")
        #expect(mkfifo(folder + "/pipe.letter", 0o644) == 0)
        try writeText(folder + "/.hidden.letter", "secret\n")
        try writeText(folder + "/notes.txt", "not a template\n")
        try writeText(folder + "/.letter", "no name\n")
        let result = try letter(["templates"], in: scratch)
        #expect(result.status == 0)
        #expect(result.error == "")
        #expect(result.output == """
            box     broken: \(folder)/box.letter: is a folder, not a letter
            empty   letter
            pipe    broken: \(folder)/pipe.letter: cannot read: not a regular file: it is a pipe (FIFO)
            thanks  postcard  Dear Min-ji,
            torn    broken: \(folder)/torn.letter: not UTF-8 text (invalid byte at offset 4); letters are UTF-8
            yearly  letter    Dear Grandma,

            """)
    }

    /// The default paper a template without one is listed on is config.toml's.
    @Test func aTemplateWithoutAPaperIsListedOnTheDefaultOne() throws {
        let scratch = try PaperScratch()
        try scratch.settings("paper = \"long\"\n")
        try writeText(try templates(scratch) + "/yearly.letter", Self.yearly)
        #expect(try letter(["templates"], in: scratch).output == "yearly  long  Dear Grandma,\n")
    }

    /// No folder, or an empty one: where to put a template, status 0.
    @Test(arguments: [false, true])
    func noTemplatesSaysWhereToKeepOne(folderExists: Bool) throws {
        let scratch = try PaperScratch()
        if folderExists { _ = try templates(scratch) }
        let result = try letter(["templates"], in: scratch)
        #expect(result.status == 0)
        #expect(result.output == "No templates yet: keep a letter as \(scratch.scratch.file("letter/templates"))/NAME.letter, then start from it with: letter new NAME\n")
    }

    /// A control character in a body reaches the terminal as a caret; a file
    /// whose name holds one cannot be asked for, so it is not listed.
    @Test func aNameWithAnEscapeIsNotListedRaw() throws {
        let scratch = try PaperScratch()
        let folder = try templates(scratch)
        try writeText(folder + "/bad\u{1B}[2J.letter", "Hello\n")
        try writeText(folder + "/odd.letter", "Dear \u{1B}]0;x\u{7} all\n")
        let result = try letter(["templates"], in: scratch)
        #expect(result.status == 0)
        #expect(result.output == "odd  letter  Dear ^[]0;x^G all\n", "\(result.output)")
    }

    /// A name that would leave the folder, hide, or carry a control
    /// character is refused before anything is opened: one line, status 2.
    @Test(arguments: ["../outside", "/etc/passwd", "a/b", "..", ".hidden", "esc\u{1B}[2J", ""])
    func newRefusesANameThatIsNoFileNameInTheFolder(name: String) throws {
        let scratch = try PaperScratch()
        let folder = try templates(scratch)
        try writeText(folder + "/.hidden.letter", Self.thanks)
        try writeText(scratch.scratch.file("letter/outside.letter"), Self.thanks)
        let result = try letter(["new", name], in: scratch)
        #expect(result.status == 2, "\(name): \(result.error)")
        #expect(result.error.hasPrefix("letter: "))
        #expect(result.error.split(separator: "\n").count == 1, "\(result.error)")
        #expect(!result.error.contains("\u{1B}"))
        #expect(!result.error.contains("terminal"), "the editor did not start: \(result.error)")
    }

    /// A link out of the folder is followed nowhere.
    @Test func newRefusesALinkThatLeavesTheFolder() throws {
        let scratch = try PaperScratch()
        let folder = try templates(scratch)
        try writeText(scratch.scratch.file("secret.letter"), Self.thanks)
        #expect(symlink(scratch.scratch.file("secret.letter"), folder + "/link.letter") == 0)
        let result = try letter(["new", "link"], in: scratch)
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("letter: \(folder)/link.letter: cannot read"), "\(result.error)")
    }

    /// A missing template names those there are; a broken one names its file
    /// and why, as a broken paper does; neither starts the editor.
    @Test func newOnAMissingOrBrokenTemplateIsOneLineAndStatusTwo() throws {
        let scratch = try PaperScratch()
        let folder = try templates(scratch)
        try writeText(folder + "/thanks.letter", Self.thanks)
        try writeText(folder + "/yearly.letter", Self.yearly)
        try writeBytes(folder + "/torn.letter", [0x44, 0x00, 0x0A])
        try writeText(folder + "/bent.letter", "---\npaper: bent\n---\nHello\n")
        try scratch.paper("bent.toml", "name = \"bent\"\nlines = 0\ncolumns = 40\n")

        let missing = try letter(["new", "thank"], in: scratch)
        #expect(missing.status == 2)
        #expect(missing.error == "letter: no template called thank (\(folder)/thank.letter); there are: bent, thanks, torn, yearly\n")
        let torn = try letter(["new", "torn"], in: scratch)
        #expect(torn.status == 2)
        #expect(torn.error == "letter: \(folder)/torn.letter: binary data (a NUL byte at offset 1), not a letter\n")
        let bent = try letter(["new", "bent"], in: scratch)
        #expect(bent.status == 2)
        #expect(bent.error == "letter: \(scratch.papers)/bent.toml:2: lines must be 1–10,000, got 0\n")
    }

    /// FILE is a new letter: one already there is never started over.
    @Test func newRefusesAFileThatExists() throws {
        let scratch = try PaperScratch()
        try writeText(try templates(scratch) + "/thanks.letter", Self.thanks)
        let existing = scratch.scratch.file("mine.letter")
        try writeText(existing, "My own letter\n")
        let result = try letter(["new", "thanks", existing], in: scratch)
        #expect(result.status == 2)
        #expect(result.error.contains("already exists"), "\(result.error)")
        #expect(readBytes(existing).map { String(decoding: $0, as: UTF8.self) } == "My own letter\n")
    }
}
