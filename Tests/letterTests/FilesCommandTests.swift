import Glibc
import LetterKit
import LetterSystem
import Testing

@testable import letter

@Suite("Files: loading and the check, render and export commands")
struct FilesCommandTests {
    // MARK: Loading

    @Test func loadingKeepsWhatSavingNeeds() throws {
        let scratch = try FilesScratch()
        let path = scratch.file("mom.letter")
        let bytes = Array("\u{FEFF}---\r\npaper: postcard\r\nto: Mum\r\n---\r\nDear Mum,\r\nHi.\r\n".utf8)
        try writeBytes(path, bytes)
        var letter = try LoadedLetter.load(path: path)
        #expect(letter.paper == .postcard)
        #expect(letter.paperProblem == nil)
        #expect(letter.body == "Dear Mum,\nHi.")
        #expect(letter.stamp == DiskStamp.of(path: path))
        #expect(letter.file.lineEnding == .crlf)

        // Saved unchanged: the same bytes.
        try SafeSave.save(letter.file, to: path)
        #expect(readBytes(path) == bytes)

        // Edited: the BOM, CRLF and unknown keys stay.
        letter.body = "Dear Mum,\nBye."
        try SafeSave.save(letter.file, to: path)
        #expect(readBytes(path) == Array("\u{FEFF}---\r\npaper: postcard\r\nto: Mum\r\n---\r\nDear Mum,\r\nBye.\r\n".utf8))
    }

    @Test func aPaperThatCannotBeUsedIsReportedNotFatal() throws {
        let scratch = try FilesScratch()
        let path = scratch.file("a4.letter")
        try writeText(path, "---\npaper: a4\n---\nHi\n")
        let letter = try LoadedLetter.load(path: path)
        #expect(letter.paper == nil)
        #expect(letter.paperProblem == .unknownPaper("a4", known: Paper.presets.map(\.name)))
        #expect(letter.body == "Hi")
    }

    @Test func hostileFilesAreRefusedWithTheReason() throws {
        let scratch = try FilesScratch()
        try writeBytes(scratch.file("bad"), [0x61, 0xFF])
        try writeBytes(scratch.file("nul"), [0x61, 0x00, 0x62])
        try writeBytes(scratch.file("big"), [UInt8](repeating: 0x61, count: 5 << 20))
        #expect(throws: LetterFileError.invalidUTF8(offset: 1)) { try LoadedLetter.load(path: scratch.file("bad")) }
        #expect(throws: LetterFileError.binary(offset: 1)) { try LoadedLetter.load(path: scratch.file("nul")) }
        #expect(throws: LetterFileError.tooLarge(bytes: 5 << 20, limit: LetterText.sizeLimit)) {
            try LoadedLetter.load(path: scratch.file("big"))
        }
        #expect(throws: LetterFileError.notFound(path: scratch.file("none"))) {
            try LoadedLetter.load(path: scratch.file("none"))
        }
        #expect(throws: LetterFileError.isDirectory(path: scratch.path)) { try LoadedLetter.load(path: scratch.path) }
    }

    // MARK: Commands on hostile and ordinary files

    /// The files of the acceptance list, and what `check` says about each.
    static let cases: [(name: String, bytes: [UInt8], status: Int32, says: String)] = [
        ("invalid.txt", [0x44, 0x65, 0x61, 0x72, 0xC3, 0x28], 2, "not UTF-8 text"),
        ("binary.txt", [0x44, 0x00, 0x01, 0x02], 2, "binary data"),
        ("escapes.txt", Array("Hi \u{1B}[2J\u{1B}]0;title\u{7} there\n".utf8), 0, "fits: 1 of 18 lines"),
        ("huge.txt", [UInt8](repeating: 0x61, count: 5 << 20), 2, "too large for a letter"),
        ("empty.txt", [], 0, "fits: 1 of 18 lines"),
        (
            "over.letter", Array(("---\npaper: postcard\n---\n" + String(repeating: "line\n", count: 13)).utf8), 1,
            "over: 13 of 10 lines, 3 too many"
        ),
    ]

    @Test func checkRenderAndExportGiveAClearResultAndChangeNothing() throws {
        let scratch = try FilesScratch()
        for (name, bytes, _, _) in Self.cases { try writeBytes(scratch.file(name), bytes) }
        let stamps = Self.cases.map { DiskStamp.of(path: scratch.file($0.name)) }
        let names = folderNames(scratch.path)

        for (name, _, status, says) in Self.cases {
            let path = scratch.file(name)
            let check = try runTool([letterBinary, "check", path])
            #expect(check.status == status, "check \(name): \(check.output)")
            #expect(check.output.contains(says), "check \(name): \(check.output)")
            if status == 2 { #expect(check.output.hasPrefix("letter: \(path): "), "names the file: \(check.output)") }

            let render = try runTool([letterBinary, "render", path])
            #expect(render.status == (status == 2 ? 2 : 0), "render \(name): \(render.output)")
            // Escape sequences are shown in caret form, never sent raw.
            #expect(!render.output.contains("\u{1B}"), "render \(name) let an escape through")

            let export = try runTool([letterBinary, "export", path, "--to", "txt", "-o", scratch.file("out.txt")])
            #expect(export.status == (status == 2 ? 2 : 0), "export \(name): \(export.output)")
            #expect(!export.output.contains("\u{1B}"))
            if status == 2 {
                #expect(access(scratch.file("out.txt"), F_OK) != 0, "a refused export wrote a file")
            } else {
                #expect(permissions(scratch.file("out.txt")) == System.newFileMode)
                #expect(unlink(scratch.file("out.txt")) == 0)
            }
        }
        #expect(Self.cases.map { DiskStamp.of(path: scratch.file($0.name)) } == stamps)
        #expect(folderNames(scratch.path) == names)
        for (name, bytes, _, _) in Self.cases { #expect(readBytes(scratch.file(name)) == bytes, "\(name) changed") }
    }

    @Test func checkAndRenderUseThePaperTheLetterRecords() throws {
        let scratch = try FilesScratch()
        let path = scratch.file("card.letter")
        try writeText(path, "---\npaper: custom\nlines: 2\ncolumns: 10\n---\nabc defgh ijklmn\n")
        #expect(try runTool([letterBinary, "check", path]).output == "fits: 2 of 2 lines\n")
        #expect(try runTool([letterBinary, "render", path]).output == "abc defgh \nijklmn\n")
        // Options still override the recorded paper.
        #expect(try runTool([letterBinary, "check", path, "--columns", "40"]).output == "fits: 1 of 2 lines\n")
        #expect(try runTool([letterBinary, "check", path, "--paper", "long"]).output == "fits: 1 of 60 lines\n")

        try writeText(path, "---\npaper: a4\n---\nHi\n")
        let bad = try runTool([letterBinary, "check", path])
        #expect(bad.status == 2)
        #expect(bad.output.contains("names paper \"a4\", which does not exist"))
        #expect(try runTool([letterBinary, "check", path, "--paper", "letter"]).status == 0)
    }

    // MARK: Export

    @Test func exportWritesTheLinesAsTheyStandOnThePaper() throws {
        let scratch = try FilesScratch()
        let path = scratch.file("mom.letter")
        try writeText(path, "---\npaper: custom\nlines: 6\ncolumns: 12\nto: Mum\n---\r\nDear Mum, how are   you?\r\n\r\n안녕하세요 여러분\r\n")
        let result = try runTool([letterBinary, "export", path, "--to", "txt"])
        #expect(result.status == 0)
        #expect(result.output == "Dear Mum,\nhow are\nyou?\n\n안녕하세요\n여러분\n")

        // To a file: saved safely, as the umask says, and the same text.
        let out = scratch.file("mom.txt")
        #expect(try runTool([letterBinary, "export", path, "--to", "txt", "-o", out]).status == 0)
        #expect(readBytes(out).map { String(decoding: $0, as: UTF8.self) } == result.output)
        #expect(permissions(out) == System.newFileMode)
    }

    @Test func exportWillNotOverwriteTheLetterItself() throws {
        let scratch = try FilesScratch()
        let path = scratch.file("mom.letter")
        try writeText(path, "---\npaper: letter\n---\nHi\n")
        #expect(symlink(path, scratch.file("link")) == 0)
        let result = try runTool([letterBinary, "export", path, "--to", "txt", "-o", scratch.file("link")])
        #expect(result.status == 2)
        #expect(result.output.contains("is the letter itself"))
        #expect(readBytes(path) == Array("---\npaper: letter\n---\nHi\n".utf8))
    }

    @Test func exportSaysWhenTheLetterIsOverItsPage() throws {
        let scratch = try FilesScratch()
        let path = scratch.file("long.letter")
        try writeText(path, "---\npaper: postcard\n---\n" + String(repeating: "x\n", count: 12))
        let result = try runTool([letterBinary, "export", path, "--to", "txt"])
        #expect(result.status == 0)
        #expect(result.output.contains("2 lines over the page"))
    }

    @Test(.enabled(if: toolPath("setpriv") != nil, "setpriv is not installed: cannot run as another user"))
    func exportIntoAFolderTheUserMayNotWriteFailsWithStatus2() throws {
        let scratch = try FilesScratch()
        #expect(chmod(scratch.path, 0o755) == 0)  // mkdtemp made it 0700
        let letter = scratch.file("mom.letter")
        try writeText(letter, "---\npaper: letter\n---\nHi\n", mode: 0o644)
        let closed = try scratch.folder("closed", mode: 0o755)  // root's; nobody may not write
        // The binary must be reachable by nobody: copy it next to the letter.
        let binary = scratch.file("letter-binary")
        try writeBytes(binary, readBytes(letterBinary) ?? [], mode: 0o755)

        var result = (status: Int32(0), output: "")
        // ETXTBSY: another test's spawn may briefly hold a copy of the descriptor
        // that wrote the binary. Try again rather than fail on that.
        for _ in 0..<5 {
            result = try runTool([
                "setpriv", "--reuid=65534", "--regid=65534", "--clear-groups",
                binary, "export", letter, "--to", "txt", "-o", closed + "/mom.txt",
            ])
            if !result.output.contains("Text file busy") { break }
            usleep(200_000)
        }
        #expect(result.status == 2, "\(result.output)")
        #expect(result.output.contains("Permission denied"), "\(result.output)")
        #expect(folderNames(closed).isEmpty)
    }
}

@Suite("Files: commands on far file times, plain files with dashes, mixed endings")
struct FilesCommandShapeTests {
    /// check, render and export (to standard output and to a file) on `path`
    /// all succeed and say what the text holds.
    func expectCommandsSucceed(on path: String, lines: Int, output: String) throws {
        let check = try runTool([letterBinary, "check", path])
        #expect(check.status == 0, "check: \(check.output)")
        #expect(check.output == "fits: \(lines) of 18 lines\n")
        let render = try runTool([letterBinary, "render", path])
        #expect(render.status == 0, "render: \(render.output)")
        #expect(render.output == output)
        let export = try runTool([letterBinary, "export", path, "--to", "txt"])
        #expect(export.status == 0, "export: \(export.output)")
        #expect(export.output == output)
        let out = path + ".out"
        let toFile = try runTool([letterBinary, "export", path, "--to", "txt", "-o", out])
        #expect(toFile.status == 0, "export -o: \(toFile.output)")
        #expect(readBytes(out) == Array(output.utf8))
        unlink(out)
    }

    @Test(arguments: ["2300-01-01", "@99999999999", "@-1000000000000", "1600-01-01"])
    func commandsWorkOnAFileTouchedFarFromNow(date: String) throws {
        let scratch = try FilesScratch()
        let path = scratch.file("far.txt")
        try writeText(path, "Dear Sam,\nLove\n")
        #expect(try runTool(["touch", "-d", date, path]).status == 0)
        try expectCommandsSucceed(on: path, lines: 2, output: "Dear Sam,\nLove\n")
    }

    /// ext4 keeps times between 1901 and 2446; tmpfs keeps any 64-bit second.
    @Test(
        .enabled(if: toolPath("mount") != nil, "mount is not installed: cannot make a tmpfs"),
        arguments: ["@9223372036854775807", "@-9223372036854775808", "@67768036191676799", "@-67768040609740800"])
    func commandsWorkAtTheEndsOfSixtyFourBitTime(date: String) throws {
        let scratch = try FilesScratch()
        let disk = try scratch.mountTinyFilesystem("disk", size: "64k")
        let path = disk + "/edge.letter"
        try writeText(path, "---\npaper: letter\n---\nHi\n")
        #expect(try runTool(["touch", "-d", date, path]).status == 0)
        var status = stat()
        #expect(stat(path, &status) == 0)
        #expect(status.st_mtim.tv_sec > 15_032_385_535 || status.st_mtim.tv_sec < -2_147_483_648, "not far: \(status.st_mtim.tv_sec)")
        try expectCommandsSucceed(on: path, lines: 1, output: "Hi\n")
    }

    @Test(arguments: ["notes.txt", "post.md", "NOTES", "x.letter.txt"])
    func aPlainFileStartingWithADashBlockIsAllText(name: String) throws {
        let scratch = try FilesScratch()
        let path = scratch.file(name)
        let text = "---\ntitle: x\n---\nHello\n"
        try writeText(path, text)
        try expectCommandsSucceed(on: path, lines: 4, output: text)
        #expect(readBytes(path) == Array(text.utf8))
    }

    @Test func aLetterStartingWithADashBlockHasFrontMatter() throws {
        let scratch = try FilesScratch()
        let path = scratch.file("MOM.Letter")
        try writeText(path, "---\ntitle: x\n---\nHello\n")
        try expectCommandsSucceed(on: path, lines: 1, output: "Hello\n")
    }

    @Test func aFileWithoutAFinalNewlineCountsItsTrailingEmptyLines() throws {
        let scratch = try FilesScratch()
        let path = scratch.file("n.txt")
        // As the editor saves "Dear Sam,\nLove" with two empty lines added.
        try writeText(path, "Dear Sam,\nLove")
        var file = try LoadedLetter.load(path: path).file
        file.body += "\n\n"
        try SafeSave.save(file, to: path)
        let check = try runTool([letterBinary, "check", path])
        #expect(check.output == "fits: 4 of 18 lines\n")
        #expect(try LoadedLetter.load(path: path).body == "Dear Sam,\nLove\n\n")
    }

    @Test func checkNotesMixedLineEndingsOnStandardError() throws {
        let scratch = try FilesScratch()
        let path = scratch.file("mixed.txt")
        try writeText(path, "a\r\nb\nc\n")
        let result = try run([letterBinary, "check", path])
        #expect(result.status == 0)
        #expect(result.output == "fits: 3 of 18 lines\n")
        #expect(result.error == "letter: note: \(path) mixes line endings (LF and CRLF); saving writes them all as LF\n")
        try writeText(path, "a\nb\nc\n")
        #expect(try run([letterBinary, "check", path]).error == "")
    }
}
