import Glibc
import LetterKit
import LetterSystem
import Testing

@testable import letter

/// `letter export --to runs` and `letter import`: the JSON a letter is
/// written as, read back as the same letter, and every awkward input
/// refused on one line naming where, with nothing written.
@Suite("Runs: export --to runs and import")
struct RunsCommandTests {
    static let front = "---\npaper: custom\nlines: 6\ncolumns: 20\n---\n"
    static let body = """
        **Dear** *Min-ji*,
        [오늘은]{.underline} [좋은 날]{.mark}!

        [Red]{color=red} & [black]{color=black} <b>
        ![the bridge](bridge.png){lines=2}
        """
    static let json = """
        [
        [{"text":{"text":"Dear","textStyle":["bold"]}},{"text":{"text":" "}},{"text":{"text":"Min-ji","textStyle":["italic"]}},{"text":{"text":","}}],
        [{"text":{"text":"오늘은","textStyle":["underline"]}},{"text":{"text":" "}},{"text":{"background":"#ffff00","text":"좋은 날"}},{"text":{"text":"!"}}],
        [],
        [{"text":{"text":"Red","textColor":"#ff0000"}},{"text":{"text":" & "}},{"text":{"text":"black","textColor":"#000000"}},{"text":{"text":" <b>"}}],
        [{"image":{"alt":"the bridge","height":28,"url":"bridge.png","width":140}}]
        ]

        """

    func write(_ scratch: FilesScratch, _ name: String, _ text: String) throws -> String {
        let path = scratch.file(name)
        try writeText(path, text)
        return path
    }

    // MARK: Awkward input, one line each

    @Test(arguments: [
        ("{}", "$: expected an array"),
        ("[1]", "$[0]: expected an array"),
        ("[[1]]", "$[0][0]: expected an object"),
        ("[[{}]]", "$[0][0]: expected \"text\" or \"image\""),
        ("[[{\"text\": \"hello\"}]]", "$[0][0].text: expected an object"),
        ("[[{\"text\": {}}]]", "$[0][0].text.text: missing"),
        ("[[{\"text\": {\"text\": null}}]]", "$[0][0].text.text: expected a string, not null"),
        ("[[{\"text\": {\"text\": 5}}]]", "$[0][0].text.text: expected a string"),
        ("[[], [], [{\"text\": {\"text\": \"a\"}}, {\"text\": {\"text\": \"b\", \"fontSize\": \"big\"}}]]", "$[2][1].text.fontSize: expected a number"),
        ("[[{\"text\": {\"text\": \"a\", \"fontSize\": 0}}]]", "$[0][0].text.fontSize: expected a positive number"),
        ("[[{\"text\": {\"text\": \"a\", \"textStyle\": \"bold\"}}]]", "$[0][0].text.textStyle: expected an array"),
        ("[[{\"text\": {\"text\": \"a\", \"textStyle\": [\"bold\", 3]}}]]", "$[0][0].text.textStyle[1]: expected a string"),
        ("[[{\"text\": {\"text\": \"a\", \"textColor\": \"navy\"}}]]", "$[0][0].text.textColor: expected a colour as \"#rrggbb\""),
        ("[[{\"image\": {\"width\": 3}}]]", "$[0][0].image.url: missing"),
        ("[[{\"image\": {\"url\": \"a.png\", \"height\": -3}}]]", "$[0][0].image.height: expected a positive number"),
        ("[[{\"text\": {\"text\": \"line\\nbreak\"}}]]", "$[0][0].text.text: holds a line break (U+000A); each line of the letter is a list of its own"),
        ("[[{\"text\": {\"text\": \"nul\\u0000\"}}]]", "$[0][0].text.text: holds NUL (U+0000), which a letter cannot hold"),
        ("", "$: empty: expected a list of lines of runs"),
        (" \n\t", "$: empty: expected a list of lines of runs"),
    ])
    func anAwkwardInputIsOneLineNamingWhere(json: String, message: String) {
        #expect(problem(json) == message)
    }

    /// Not JSON at all: the decoder's reason, on one line.
    @Test(arguments: ["[[", "[[{\"text\": {\"text\": \"a\"}}]] x", "{\"a\": }", "'single'", "[[{\"text\": {\"text\": \"\\ud800\"}}]]"])
    func textThatIsNotJSONIsSaidSo(json: String) throws {
        let message = try #require(problem(json))
        #expect(message.hasPrefix("$: not valid JSON"), "\(message)")
        #expect(!message.contains("\n"))
    }

    @Test func unknownKeysAreIgnoredAndMissingAttributesAreDefaults() throws {
        let json = "[[{\"text\": {\"text\": \"hi\", \"fontFamily\": \"Serif\", \"link\": {\"x\": 1}}, \"id\": 7}], [{\"video\": {}, \"text\": {\"text\": \"!\"}}]]"
        let lines = try RunsJSON.lines(from: Array(json.utf8))
        #expect(lines == [[Run(text: TextRun(text: "hi"))], [Run(text: TextRun(text: "!"))]])
    }

    func problem(_ json: String) -> String? {
        do {
            let lines = try RunsJSON.lines(from: Array(json.utf8))
            _ = try LetterRuns.page(from: lines, paper: Paper.letter, folder: ".")
            return nil
        } catch {
            return error.description
        }
    }

    // MARK: The command line

    @Test func exportWritesOneLineOfJSONALineOfTheLetterSortedAndStable() throws {
        let scratch = try FilesScratch()
        let letter = try write(scratch, "dear.letter", Self.front + Self.body + "\n")
        let export = try run([letterBinary, "export", letter, "--to", "runs"])
        #expect(export.status == 0)
        #expect(export.output == Self.json)
        #expect(export.error == "")
        // -o FILE.json chooses runs by the extension.
        let output = scratch.file("dear.json")
        #expect(try run([letterBinary, "export", letter, "-o", output]).status == 0)
        #expect(readBytes(output).map { String(decoding: $0, as: UTF8.self) } == Self.json)
    }

    @Test func importThenExportGivesTheSameRunsAndTheSameLines() throws {
        let scratch = try FilesScratch()
        let json = try write(scratch, "dear.json", Self.json)
        let letter = scratch.file("dear.letter")
        let imported = try run([letterBinary, "import", json, "-o", letter, "--paper", "postcard"])
        #expect(imported.status == 0, "\(imported.error)")
        #expect(imported.error == "")
        let text = try #require(readBytes(letter).map { String(decoding: $0, as: UTF8.self) })
        #expect(text.hasPrefix("---\npaper: postcard\n"))
        #expect(text.contains("**Dear** *Min-ji*,"))
        #expect(text.contains("![the bridge](bridge.png){lines=2}\n"))
        // Exported again at the paper's width: the same runs, but the picture's width.
        let again = try run([letterBinary, "export", letter, "--to", "runs", "--columns", "20"])
        #expect(again.output == Self.json)
        let original = try write(scratch, "original.letter", Self.front + Self.body + "\n")
        #expect(
            try run([letterBinary, "render", letter, "--columns", "20"]).output
                == (try run([letterBinary, "render", original])).output)
    }

    /// A sized line and a sticker are written in the file's own forms, never
    /// as the marks the editor keeps them as.
    @Test func importWritesASizedLineAndAStickerInTheFilesForms() throws {
        let scratch = try FilesScratch()
        let runs = """
            [[{"text":{"fontSize":28,"text":"Dear 민지"}}],
            [{"text":{"text":"I made a "}},{"image":{"alt":"cake","height":14,"url":"stickers/cake.png","width":14}}]]
            """
        let json = try write(scratch, "sized.json", runs)
        let letter = scratch.file("sized.letter")
        #expect(try run([letterBinary, "import", json, "-o", letter]).status == 0)
        let text = try #require(readBytes(letter).map { String(decoding: $0, as: UTF8.self) })
        #expect(text.hasSuffix("# Dear 민지\nI made a ![cake](stickers/cake.png){.sticker}\n"), "\(text)")
        #expect(!text.unicodeScalars.contains { (0xFDD0...0xFDEF).contains($0.value) })
    }

    @Test func aBadValueIsOneLineStatusTwoAndNothingWritten() throws {
        let scratch = try FilesScratch()
        let json = try write(scratch, "runs.json", "[[], [], [{\"text\": {\"text\": \"a\", \"fontSize\": \"big\"}}]]")
        let letter = scratch.file("out.letter")
        let result = try run([letterBinary, "import", json, "-o", letter])
        #expect(result.status == 2)
        #expect(result.error == "letter: \(json): $[2][0].text.fontSize: expected a number\n")
        #expect(result.output == "")
        #expect(readBytes(letter) == nil)
    }

    @Test func anExistingOutputIsKeptUnlessForced() throws {
        let scratch = try FilesScratch()
        let json = try write(scratch, "runs.json", "[[{\"text\": {\"text\": \"new\"}}]]")
        let letter = try write(scratch, "kept.letter", "old\n")
        let refused = try run([letterBinary, "import", json, "-o", letter])
        #expect(refused.status == 2)
        #expect(refused.error == "letter: \(letter) already exists: give --force to replace it, or another name\n")
        #expect(readBytes(letter) == Array("old\n".utf8))
        let forced = try run([letterBinary, "import", json, "-o", letter, "--force", "--paper", "postcard"])
        #expect(forced.status == 0)
        #expect(try run([letterBinary, "render", letter]).output == "new\n")
        // Never over the file being read.
        let itself = try run([letterBinary, "import", json, "-o", scratch.file("runs.json"), "--force"])
        #expect(itself.status == 2)
    }

    @Test(arguments: [("out.txt", "a plain text file holds no ink"), ("-", "import writes a letter file")])
    func anOutputThatCannotHoldInkIsRefused(name: String, message: String) throws {
        let scratch = try FilesScratch()
        let json = try write(scratch, "runs.json", "[[{\"text\": {\"text\": \"x\"}}]]")
        let output = name == "-" ? name : scratch.file(name)
        let result = try run([letterBinary, "import", json, "-o", output])
        #expect(result.status == 2)
        #expect(result.error.contains(message), "\(result.error)")
        #expect(result.output == "")
        #expect(readBytes(scratch.file(name)) == nil)
    }

    @Test(arguments: ["folder", "fifo", "empty", "huge", "missing"])
    func anInputThatIsNoRunsFileIsRefusedAtOnce(kind: String) throws {
        let scratch = try FilesScratch()
        let input: String
        switch kind {
        case "folder", "fifo": input = try NonRegularFixture.make(kind, in: scratch, name: "runs.json")
        case "empty": input = try write(scratch, "runs.json", "")
        case "huge": input = try write(scratch, "runs.json", "[" + String(repeating: "[],", count: LetterText.sizeLimit / 3) + "[]]")
        default: input = scratch.file("runs.json")
        }
        let letter = scratch.file("out.letter")
        let result = try run([letterBinary, "import", input, "-o", letter])
        #expect(result.status == 2)
        let expected = [
            "folder": "is a folder", "fifo": "a pipe (FIFO)", "empty": "$: empty", "huge": "too large", "missing": "no such file",
        ]
        #expect(result.error.contains(expected[kind] ?? "?"), "\(result.error)")
        #expect(result.error.hasPrefix("letter: ") && result.error.filter { $0 == "\n" }.count == 1, "\(result.error)")
        #expect(readBytes(letter) == nil)
    }

    @Test func whatDoesNotFitThePaperIsLeftOutWithANote() throws {
        let scratch = try FilesScratch()
        let json = try write(scratch, "runs.json", "[[{\"text\": {\"text\": \"one\"}}], [{\"text\": {\"text\": \"two\"}}], [{\"text\": {\"text\": \"three\"}}]]")
        let letter = scratch.file("out.letter")
        let result = try run([letterBinary, "import", json, "-o", letter, "--lines", "2", "--columns", "20"])
        #expect(result.status == 0)
        #expect(result.error == "letter: note: \(json): 5 characters (1 line) from $[2] on did not fit on the paper's 2 lines and were left out\n")
        #expect(try run([letterBinary, "render", letter]).output == "one\ntwo\n")
    }

    @Test func standardInputIsReadAndControlCharactersNeverReachTheTerminal() throws {
        let scratch = try FilesScratch()
        let letter = scratch.file("out.letter")
        let result = try run(
            [letterBinary, "import", "-", "-o", letter], input: "[[{\"text\": {\"text\": \"bell\\u0007 esc\\u001b[31m\"}}]]")
        #expect(result.status == 0)
        #expect(try run([letterBinary, "render", letter]).output == "bell^G esc^[[31m\n")
        // Exported again, the JSON escapes them.
        #expect(try run([letterBinary, "export", letter, "--to", "runs"]).output == "[\n[{\"text\":{\"text\":\"bell\\u0007 esc\\u001b[31m\"}}]\n]\n")
    }
}
