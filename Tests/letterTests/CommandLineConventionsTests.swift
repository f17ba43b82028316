import Glibc
import LetterKit
import Testing

@testable import letter

/// The command line's conventions: a mistyped command suggests the nearest,
/// `-` is standard input, `export -o` takes its format from the extension,
/// and the help lists the commands in the order a user needs them.
@Suite("Command line: conventions")
struct CommandLineConventionsTests {
    static let letterText = "---\npaper: custom\nlines: 4\ncolumns: 20\n---\nDear Min-ji,\n**오늘은** 좋은 날!\n"

    func letter(in scratch: FilesScratch, _ name: String = "dear.letter") throws -> String {
        let path = scratch.file(name)
        try writeText(path, Self.letterText)
        return path
    }

    // MARK: Mistyped commands

    @Test(arguments: [
        ("chekc", "check"), ("exprot", "export"), ("rendr", "render"), ("papres", "papers"), ("envelop", "envelope"),
        ("bok", "box"), ("eidt", "edit"), ("Check", "check"), ("prnt", "print"), ("nwe", "new"), ("tempaltes", "templates"),
        ("template", "templates"),
    ])
    func aMistypedCommandNamesTheNearest(word: String, command: String) {
        #expect(CommandSuggestion.forMistyped(word, exists: { _ in false })?.command == command)
    }

    /// A word far from every command, a path, a name with an extension, an
    /// option, a command itself, or anything that exists is a letter to open.
    @Test(arguments: [
        "grocery", "min-ji", "boxes", "checklist", "./chekc", "chekc.letter", "notes/chekc", "-", "--help", "check",
        "help", "",
    ])
    func aWordThatIsNoTypoIsLeftToOpen(word: String) {
        #expect(CommandSuggestion.forMistyped(word, exists: { _ in false }) == nil)
    }

    @Test(arguments: ["chekc", "exprot", "bok"])
    func aTypoThatNamesAnExistingFileIsOpened(word: String) {
        #expect(CommandSuggestion.forMistyped(word, exists: { $0 == word }) == nil)
    }

    @Test(arguments: [("ab", "ba", 1), ("chekc", "check", 1), ("", "box", 3), ("render", "render", 0), ("kitten", "sitting", 3)])
    func theEditDistanceCountsASwapAsOne(a: String, b: String, distance: Int) {
        #expect(CommandSuggestion.editDistance(Array(a), Array(b)) == distance)
    }

    /// Every command is offered, and in the order the help lists them.
    @Test func theSuggestedCommandsAreTheParsedOnesInHelpOrder() {
        let parsed = LetterCommand.configuration.subcommands.map { $0._commandName }
        #expect(CommandSuggestion.commands == parsed + ["help"])
    }

    @Test(arguments: [("chekc", "check"), ("exprot", "export"), ("papres", "papers")])
    func theBinarySaysDidYouMeanAndExitsTwo(word: String, command: String) throws {
        let scratch = try FilesScratch()
        let result = try run([letterBinary, word], environment: ["HOME": scratch.path, "PATH": "/usr/bin:/bin"], input: "")
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.error.contains("did you mean '\(command)'?"), "\(result.error)")
        #expect(result.error.split(separator: "\n").count == 1, "\(result.error)")
    }

    /// `letter chekc` in a folder that holds a file called chekc opens it:
    /// the editor starts (and, with no terminal, says so).
    @Test(arguments: ["chekc", "exprot"])
    func theBinaryOpensATypoThatIsAnExistingFile(word: String) throws {
        let scratch = try FilesScratch()
        try writeText(scratch.file(word), "Dear Min-ji,\n")
        let result = try run(
            ["/bin/sh", "-c", "cd \"$1\" && exec \"$2\" \"$3\"", "sh", scratch.path, letterBinary, word],
            environment: ["HOME": scratch.path, "PATH": "/usr/bin:/bin"], input: "")
        #expect(!result.error.contains("did you mean"), "\(result.error)")
        #expect(result.error.contains("terminal"), "\(result.error)")
    }

    // MARK: Standard input

    @Test(arguments: [
        (["check", "-"], "fits: 2 of 4 lines\n"),
        (["render", "-"], "Dear Min-ji,\n오늘은 좋은 날!\n"),
        (["export", "-", "--to", "txt"], "Dear Min-ji,\n오늘은 좋은 날!\n"),
        (["export", "-", "--to", "md"], nil),
    ])
    func dashReadsTheLetterFromStandardInput(arguments: [String], expected: String?) throws {
        let scratch = try FilesScratch()
        let path = try letter(in: scratch)
        let fromFile = try run([letterBinary] + arguments.map { $0 == "-" ? path : $0 })
        let fromInput = try run([letterBinary] + arguments, input: Self.letterText)
        #expect(fromInput.status == 0, "\(fromInput.error)")
        if let expected { #expect(fromInput.output == expected) }
        #expect(fromFile.status == 0 && !fromFile.output.isEmpty)
        #expect(fromInput.output == fromFile.output)
    }

    @Test func dashFromStandardInputThatIsNotTextIsRefused() throws {
        let result = try run([letterBinary, "check", "-"], input: "Dear\u{0}\u{1}\u{2}")
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("letter: -: "), "\(result.error)")
    }

    // MARK: The format from -o's extension

    @Test(arguments: [("card.txt", "txt"), ("card.md", "md"), ("card.html", "html"), ("card.HTM", "html"), ("Card.Md", "md")])
    func theExtensionOfOutputChoosesTheFormat(name: String, format: String) throws {
        let scratch = try FilesScratch()
        let path = try letter(in: scratch)
        let chosen = try run([letterBinary, "export", path, "-o", scratch.file(name)])
        #expect(chosen.status == 0, "\(chosen.error)")
        let said = try run([letterBinary, "export", path, "--to", format])
        #expect(readBytes(scratch.file(name)) == Array(said.output.utf8))
    }

    @Test(arguments: ["card.pdf", "CARD.PDF"])
    func aPDFExtensionWritesAPDF(name: String) throws {
        let scratch = try FilesScratch()
        let result = try run([letterBinary, "export", try letter(in: scratch), "-o", scratch.file(name)])
        #expect(result.status == 0, "\(result.error)")
        #expect(readBytes(scratch.file(name)).map { Array($0.prefix(5)) } == Array("%PDF-".utf8))
    }

    @Test func toBeatsTheExtension() throws {
        let scratch = try FilesScratch()
        let path = try letter(in: scratch)
        let result = try run([letterBinary, "export", path, "--to", "txt", "-o", scratch.file("card.html")])
        #expect(result.status == 0, "\(result.error)")
        #expect(readBytes(scratch.file("card.html")) == Array("Dear Min-ji,\n오늘은 좋은 날!\n".utf8))
    }

    /// No format anywhere is an error that says what to give; nothing is written.
    @Test(arguments: [
        (["-o", "card.rtf"], ".rtf is not a format"), (["-o", "card.jpeg"], ".jpeg is not a format"),
        (["-o", "card"], "has no extension"), (["-o", ".pdf"], "has no extension"), (["-o", "-"], "give --to"),
        ([], "give --to"),
    ])
    func noFormatIsAClearError(options: [String], words: String) throws {
        let scratch = try FilesScratch()
        let path = try letter(in: scratch)
        let options = options.map { $0.hasPrefix("-") ? $0 : scratch.file($0) }
        let result = try run([letterBinary, "export", path] + options)
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.error.contains(words), "\(result.error)")
        if let name = options.last, name != "-" { #expect(readBytes(name) == nil) }
    }

    // MARK: Help

    @Test func helpListsTheCommandsInTheOrderAUserNeedsThem() throws {
        let result = try run([letterBinary, "--help"])
        let listed = result.output.split(separator: "\n").compactMap { line -> String? in
            let words = line.split(separator: " ")
            // A command with an alias is listed "edit, open".
            guard line.hasPrefix("  "), let first = words.first.map({ String($0.filter { $0 != "," }) }),
                CommandSuggestion.commands.contains(first)
            else { return nil }
            return first
        }
        #expect(
            Array(listed.prefix(13)) == [
                "edit", "new", "box", "export", "print", "send", "check", "spell", "render", "envelope", "papers", "templates", "keys",
            ])
    }
}
