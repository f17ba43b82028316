import Glibc
import LetterKit
import Testing

@testable import letter

/// Where the commands write, and what they say when they cannot: a full disk
/// is status 1 and a message, `-o -` is standard output, a device is written
/// in place; a bad paper option is one line and status 2.
@Suite("Files: command output and options")
struct FilesOutputTests {
    /// Runs `letter ARGUMENTS` through the shell with standard output sent to
    /// `redirect` (a shell redirection such as `> /dev/full`).
    func runRedirected(_ arguments: [String], _ redirect: String) throws -> (status: Int32, output: String, error: String) {
        let quoted = ([letterBinary] + arguments).map { "'\($0)'" }.joined(separator: " ")
        return try run(["/bin/sh", "-c", "\(quoted) \(redirect)"])
    }

    func letter(in scratch: FilesScratch) throws -> String {
        let path = scratch.file("mom.letter")
        try writeText(path, "---\npaper: postcard\n---\nDear Mum,\nLove\n")
        return path
    }

    // MARK: Failed writes

    @Test(arguments: [["check"], ["render"], ["export", "--to", "txt"], ["papers"]])
    func aFullStandardOutputIsStatus1AndAMessage(command: [String]) throws {
        let scratch = try FilesScratch()
        let path = try letter(in: scratch)
        let arguments = command == ["papers"] ? command : [command[0], path] + command.dropFirst()
        let result = try runRedirected(arguments, "> /dev/full")
        #expect(result.status == 1, "\(command): \(result.error)")
        #expect(result.error == "letter: cannot write to standard output: No space left on device\n")
        // The same command with somewhere to write succeeds.
        #expect(try runRedirected(arguments, "> /dev/null").status == 0)
    }

    @Test func aClosedStandardOutputIsStatus1() throws {
        let scratch = try FilesScratch()
        let result = try runRedirected(["render", try letter(in: scratch)], ">&-")
        #expect(result.status == 1)
        #expect(result.error.hasPrefix("letter: cannot write to standard output: "))
    }

    @Test func exportToAFullDeviceIsStatus1AndNamesIt() throws {
        let scratch = try FilesScratch()
        let result = try run([letterBinary, "export", try letter(in: scratch), "--to", "txt", "-o", "/dev/full"])
        #expect(result.status == 1)
        #expect(result.error == "letter: cannot write to /dev/full: No space left on device\n")
        #expect(isCharacterDevice("/dev/full"))
    }

    // MARK: Where -o writes

    @Test func dashIsStandardOutputAndMakesNoFile() throws {
        let scratch = try FilesScratch()
        let path = try letter(in: scratch)
        let before = folderNames(scratch.path)
        let result = try runRedirected(["export", path, "--to", "txt", "-o", "-"], "")
        #expect(result.status == 0)
        #expect(result.output == "Dear Mum,\nLove\n")
        #expect(folderNames(scratch.path) == before)
        #expect(access(scratch.file("-"), F_OK) != 0)
    }

    @Test func devStdoutIsWrittenThroughTheDescriptorAndStaysADevice() throws {
        let scratch = try FilesScratch()
        let path = try letter(in: scratch)
        let result = try run([letterBinary, "export", path, "--to", "txt", "-o", "/dev/stdout"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == "Dear Mum,\nLove\n")
        #expect(isSymbolicLink("/dev/stdout"))

        // Standard output on a file opened for appending: appended to, not replaced.
        let out = scratch.file("out.txt")
        try writeText(out, "before\n")
        let appended = try runRedirected(["export", path, "--to", "txt", "-o", "/dev/stdout"], ">> '\(out)'")
        #expect(appended.status == 0, "\(appended.error)")
        #expect(readBytes(out) == Array("before\nDear Mum,\nLove\n".utf8))
    }

    @Test func devNullAndAFifoAreWrittenInPlace() throws {
        let scratch = try FilesScratch()
        let path = try letter(in: scratch)
        #expect(try run([letterBinary, "export", path, "--to", "txt", "-o", "/dev/null"]).status == 0)
        #expect(isCharacterDevice("/dev/null"))

        let fifo = scratch.file("pipe")
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = try startProcess(["sh", "-c", "cat '\(fifo)' > '\(scratch.file("read.txt"))'"])
        let result = try run([letterBinary, "export", path, "--to", "txt", "-o", fifo])
        if result.status == 0 {
            var status: Int32 = 0
            waitpid(reader, &status, 0)
        } else {
            stopProcess(reader)  // it would wait for a writer for ever
        }
        #expect(result.status == 0, "\(result.error)")
        #expect(readBytes(scratch.file("read.txt")) == Array("Dear Mum,\nLove\n".utf8))
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
    }

    @Test func destinationsAreChosenByWhatThePathNames() throws {
        let scratch = try FilesScratch()
        #expect(OutputDestination.of("-") == .standardOutput)
        #expect(OutputDestination.of("/dev/stdout") == .standardOutput)
        #expect(OutputDestination.of("/dev/fd/1") == .standardOutput)
        #expect(OutputDestination.of("/proc/self/fd/2") == .descriptor(2, name: "/proc/self/fd/2"))
        #expect(OutputDestination.of("/dev/null") == .special(path: "/dev/null"))
        #expect(OutputDestination.of(scratch.file("new.txt")) == .file(path: scratch.file("new.txt")))
        try writeText(scratch.file("old.txt"), "x")
        #expect(OutputDestination.of(scratch.file("old.txt")) == .file(path: scratch.file("old.txt")))
        // A file named "-" elsewhere is still a file.
        #expect(OutputDestination.of("./-") == .file(path: "./-"))
    }

    // MARK: Paper options

    static let badOptions: [([String], String)] = [
        (["--lines", "-5"], "a paper needs 1 to 100000 lines, not -5"),
        (["--lines", "0"], "a paper needs 1 to 100000 lines, not 0"),
        (["--lines", "100001"], "a paper needs 1 to 100000 lines, not 100001"),
        (["--lines", "99999999999999999999"], "a paper needs 1 to 100000 lines, not 99999999999999999999"),
        (["--lines=-1"], "a paper needs 1 to 100000 lines, not -1"),
        (["--columns", "1"], "a paper needs 2 to 500 columns, not 1"),
        (["--columns", "-80"], "a paper needs 2 to 500 columns, not -80"),
        (["--lines", "ten"], "--lines needs a whole number, not \"ten\""),
        (["--paper", "nosuch"], "no paper is called \"nosuch\"; try: postcard, letter, long, manuscript"),
        (["--paper", "-"], "no paper is called \"-\"; try: postcard, letter, long, manuscript"),
    ]

    @Test(arguments: badOptions)
    func aBadPaperIsOneLineAndStatus2ForEveryCommand(options: [String], message: String) throws {
        let scratch = try FilesScratch()
        let path = try letter(in: scratch)
        let commands: [[String]] = [
            ["check", path], ["render", path], ["export", path, "--to", "txt"], ["edit", path], [path], [],
        ]
        for command in commands {
            let result = try run([letterBinary] + command + options, input: "")
            #expect(result.status == 2, "\(command + options): \(result.error)")
            #expect(result.error == "letter: \(message)\n", "\(command + options)")
            #expect(result.output == "")
        }
        #expect(folderNames(scratch.path) == ["mom.letter"])
    }

    @Test func goodPaperOptionsStillWorkIncludingSigns() throws {
        let scratch = try FilesScratch()
        let path = try letter(in: scratch)
        #expect(try run([letterBinary, "check", path, "--lines", "+3"]).output == "fits: 2 of 3 lines\n")
        #expect(try run([letterBinary, "check", path, "--paper", "LONG"]).output == "fits: 2 of 60 lines\n")
        #expect(try run([letterBinary, "render", path, "--columns", "5"]).output == "Dear \nMum,\nLove\n")
    }
}

func isCharacterDevice(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFCHR
}
