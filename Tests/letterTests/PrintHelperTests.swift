import Glibc
import LetterSystem
import Testing

@testable import letter

/// The PDF is drawn by `letter-print` beside the program. Where it is
/// missing, every way to a PDF says so in one line with status 2 and
/// writes nothing; and the pipes to a helper carry any size both ways.
@Suite("Print: the helper that draws the PDF")
struct PrintHelperTests {
    let scratch: FilesScratch
    /// A folder holding the `letter` program alone (a hard link, else a copy)
    /// and its papers, but no helper beside it.
    let alone: String

    init() throws {
        scratch = try FilesScratch()
        alone = try scratch.folder("alone")
        let program = alone + "/letter"
        if link(letterBinary, program) != 0 {
            let copied = try runTool(["cp", letterBinary, program])
            guard copied.status == 0 else { throw FilesTestError("cp \(letterBinary): \(copied.output)") }
        }
        let resources = FilePath.join(FilePath.folder(of: letterBinary), "letter_letter.resources")
        _ = symlink(resources, alone + "/letter_letter.resources")
    }

    /// Runs the lone program with `arguments`, PATH first through `bin`.
    func alone(_ arguments: [String], bin: String? = nil) throws -> (status: Int32, output: String, error: String) {
        var environment: [String: String] = ["LANG": "C.UTF-8", "PATH": (bin.map { $0 + ":" } ?? "") + "/usr/bin:/bin"]
        environment["HOME"] = scratch.file("home")
        environment["XDG_CONFIG_HOME"] = scratch.file("home/.config")
        environment["SWIFT_BACKTRACE"] = "enable=no"
        return try run([alone + "/letter"] + arguments, environment: environment)
    }

    /// The one line a missing helper gives.
    func expectOneClearLine(_ result: (status: Int32, output: String, error: String), _ what: String) {
        #expect(result.status == 2, "\(what): \(result.error)")
        let lines = result.error.split(separator: "\n")
        #expect(lines.count == 1, "\(what): \(result.error)")
        #expect(result.error.hasPrefix("letter: the PDF could not be made: letter-print is not installed"), "\(what): \(result.error)")
        #expect(result.error.contains(alone), "\(what): \(result.error)")
        #expect(result.output.isEmpty, "\(what)")
    }

    @Test(arguments: [["-o", "out.pdf"], ["-o", "-"]])
    func exportWithoutTheHelperSaysSoAndWritesNothing(output: [String]) throws {
        let letter = scratch.file("hi.letter")
        try writeText(letter, "---\npaper: letter\n---\nHi\n")
        let target = output[1] == "-" ? "-" : scratch.file(output[1])
        let result = try alone(["export", letter, "--to", "pdf", "-o", target])
        expectOneClearLine(result, "export -o \(output[1])")
        #expect(access(scratch.file("out.pdf"), F_OK) != 0)
        #expect(readBytes(letter) == Array("---\npaper: letter\n---\nHi\n".utf8), "the letter is untouched")
    }

    @Test func aBookWithoutTheHelperSaysSoAndWritesNothing() throws {
        let book = try scratch.folder("book")
        try writeText(book + "/one.letter", "---\npaper: letter\n---\nOne\n")
        try writeText(book + "/book.toml", "title = \"T\"\nletters = [\"one.letter\"]\n")
        let result = try alone(["book", book, "--to", "pdf", "-o", scratch.file("book.pdf")])
        expectOneClearLine(result, "book")
        #expect(access(scratch.file("book.pdf"), F_OK) != 0)
    }

    @Test func printWithoutTheHelperSaysSoAndSendsNothing() throws {
        let letter = scratch.file("hi.letter")
        try writeText(letter, "---\npaper: letter\n---\nHi\n")
        let bin = try scratch.folder("bin")
        let received = scratch.file("received")
        try writeText(bin + "/lp", "#!/bin/sh\ncat > \(received)\n", mode: 0o755)
        let result = try alone(["print", letter], bin: bin)
        expectOneClearLine(result, "print")
        #expect(access(received, F_OK) != 0, "lp was run")
    }

    /// More than a pipe holds, both ways at once: `cat` answers while it is
    /// still being fed, which blocks for ever unless both are moved together.
    @Test func aRunCarriesMoreThanAPipeHoldsBothWays() throws {
        let cat = try HelperProgram.named("cat", folder: "/bin")
        let input = (0..<(3 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        let run = try cat.run(input: input)
        #expect(run.status == 0)
        #expect(run.output == input)
        #expect(run.error.isEmpty)
    }

    @Test func aRunSaysHowTheHelperEndedAndWhatItSaid() throws {
        let shell = try HelperProgram.named("sh", folder: "/bin")
        let run = try shell.run(input: [], arguments: ["-c", "echo 'no face\u{1B}[2J' >&2; echo more >&2; exit 2"])
        #expect(run.status == 2)
        #expect(run.reason == "no face^[[2J")
        #expect(run.lines.count == 2)
        let killed = try shell.run(input: [], arguments: ["-c", "kill -9 $$"])
        #expect(killed.status == 128 + SIGKILL)
    }

    /// A coprocess answers frame by frame on its socket, keeps its order,
    /// and carries empty frames; one that ends is the end of its frames, and
    /// one that answers what is not a frame is found out. (`cat` answers
    /// while it reads, so a frame here stays under what a socket holds; a
    /// helper reads its whole request before it answers.)
    @Test func aCoprocessAnswersFrameByFrameUntilItEnds() throws {
        let echo = try HelperProgram.named("cat", folder: "/bin").start()
        var answers = FrameReader(descriptor: echo.socket)
        for size in [5, 0, 30_000, 1] {
            let request = (0..<size).map { UInt8(truncatingIfNeeded: $0 &+ size) }
            try HelperFrame.write(request, to: echo.socket)
            #expect(answers.next(timeout: 10_000) == .frame(request), "\(size) bytes")
        }
        close(echo.socket)
        #expect(HelperProcess.wait(echo.pid) == 0)
        let dying = try HelperProgram.named("sh", folder: "/bin").start(arguments: ["-c", "head -c 17 >/dev/null; exit 3"])
        try HelperFrame.write(Array("a long request".utf8), to: dying.socket)
        var silence = FrameReader(descriptor: dying.socket)
        #expect(silence.next(timeout: 10_000) == .closed)
        #expect(HelperProcess.wait(dying.pid) == 3)
        close(dying.socket)
        let garbling = try HelperProgram.named("sh", folder: "/bin").start(arguments: ["-c", "echo not-a-frame; cat >/dev/null"])
        try HelperFrame.write([1, 2], to: garbling.socket)
        var garbled = FrameReader(descriptor: garbling.socket)
        let read = garbled.next(timeout: 10_000)
        if case .broken = read {} else { Issue.record("not refused: \(read)") }
        close(garbling.socket)
        #expect(HelperProcess.wait(garbling.pid) == 0)
    }

    @Test func aMissingHelperIsFoundMissing() throws {
        #expect(throws: HelperFailure(program: "letter-nothing", reason: .missing(folder: alone, SystemError(ENOENT)))) {
            try HelperProgram.named("letter-nothing", folder: alone)
        }
        let missing = HelperFailure(program: "letter-print", reason: .missing(folder: alone, SystemError(ENOENT)))
        #expect(missing.description.hasPrefix("letter-print is not installed beside letter (in \(alone)"))
    }
}
