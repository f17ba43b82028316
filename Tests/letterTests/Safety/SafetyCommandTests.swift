import Glibc
import LetterKit
import Testing

@testable import letter

/// Hostile data through every command that prints: escape sequences, C1
/// controls, DEL, BEL and line breaks in file names, captions, envelope
/// fields, paper names and book titles. Nothing from the data reaches
/// standard output or standard error raw; the program's own colour codes do.
@Suite("Safety: no control character from data reaches the terminal")
struct SafetyCommandTests {
    /// Each kind of sequence a letter could carry: clear the screen, CSI in
    /// its 8-bit form, OSC 52 (the clipboard), a title ended by BEL, DEL.
    static let hostile = "\u{1B}[2J\u{9B}31m\u{1B}]52;c;aGk=\u{07}\u{7F}"
    /// In a name, also a carriage return that would overwrite the line (in a
    /// letter's text it ends a paragraph).
    static let hostileName = hostile + "\r"

    let scratch: FilesScratch
    let folder: String
    let letter: String

    init() throws {
        scratch = try FilesScratch()
        folder = try scratch.folder("in" + Self.hostileName + "box")
        _ = try scratch.folder("home")
        letter = folder + "/min" + Self.hostileName + ".letter"
        let caption = "cap" + Self.hostile + "tion"
        try writeText(
            letter,
            """
            ---
            paper: letter
            to: "Min\(Self.hostile)ji"
            from: "Hana\u{9D}0;x\u{9C}"
            ---
            Dear \(Self.hostile) Min-ji,

            ![\(caption)](<pic\(Self.hostile).png>){lines=3}

            ![\(caption)](<doc\(Self.hostile).pdf>)

            """)
    }

    /// The program with a scratch home: no one's own papers or box.
    func letterCommand(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        var environment: [String: String] = ["LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]
        environment["HOME"] = scratch.file("home")
        environment["XDG_CONFIG_HOME"] = scratch.file("home/.config")
        environment["XDG_CACHE_HOME"] = scratch.file("home/.cache")
        environment["SWIFT_BACKTRACE"] = "enable=no"
        return try run([letterBinary] + arguments, environment: environment)
    }

    /// The scalars a terminal would act on: C0 but line feed and tab, DEL, C1.
    static func rawControls(_ text: String) -> [UInt32] {
        text.unicodeScalars.map(\.value).filter {
            ($0 < 0x20 && $0 != 0x0A && $0 != 0x09) || (0x7F...0x9F).contains($0)
        }
    }

    func expectClean(_ arguments: [String], status: Int32? = nil, sourceLocation: SourceLocation = #_sourceLocation)
        throws -> (output: String, error: String)
    {
        let result = try letterCommand(arguments)
        if let status { #expect(result.status == status, "\(arguments): \(result.error)", sourceLocation: sourceLocation) }
        #expect(Self.rawControls(result.output) == [], "stdout of \(arguments)", sourceLocation: sourceLocation)
        #expect(Self.rawControls(result.error) == [], "stderr of \(arguments)", sourceLocation: sourceLocation)
        return (result.output, result.error)
    }

    @Test func envelopeShowsTheFieldsEscaped() throws {
        let (output, _) = try expectClean(["envelope", letter], status: 0)
        #expect(output.contains("To:       Min^[[2J~[31m^[]52;c;aGk=^G^?ji\n"))
        #expect(output.contains("From:     Hana~]0;x~\\\n"))
    }

    @Test func renderShowsTextCaptionsAndAttachmentNamesEscaped() throws {
        let (output, error) = try expectClean(["render", letter], status: 0)
        #expect(output.contains("Dear ^[[2J~[31m^[]52;c;aGk=^G^? Min-ji,"))
        #expect(output.contains("cap^[[2J"))
        #expect(output.contains("📎 doc^[[2J~[31m"))
        #expect(error == "")
    }

    @Test func renderInColourKeepsItsOwnCodesOnly() throws {
        let inked = scratch.file("inked.letter")
        try writeText(inked, "---\npaper: letter\n---\n**bold \u{1B}[5m** and [red]{color=red}\u{9B}\n")
        let result = try letterCommand(["render", "--color", inked])
        #expect(result.status == 0)
        #expect(result.output.contains("\u{1B}[0;1mbold ^[[5m\u{1B}[0m"), "\(result.output.debugDescription)")
        // Without the program's own SGR sequences, nothing raw is left.
        let plain = result.output.replacing(/\x1B\[[0-9;]*m/, with: "")
        #expect(Self.rawControls(plain) == [])
        _ = try expectClean(["render", "--color", letter], status: 0)
    }

    @Test func checkAndExportNameTheFileEscapedInTheirErrors() throws {
        let missing = folder + "/gone" + Self.hostileName + ".letter"
        for command in [["check", missing], ["render", missing], ["export", missing, "--to", "txt"]] {
            let (_, error) = try expectClean(command, status: 2)
            #expect(error.contains("gone^[[2J~[31m^[]52;c;aGk=^G^?^M.letter"))
        }
    }

    @Test func aPaperNameInTheFrontMatterIsEscapedInTheError() throws {
        let onPaper = scratch.file("paper.letter")
        try writeText(onPaper, "---\npaper: \"p\(Self.hostile)\"\n---\nHi\n")
        for command in ["check", "render", "export"] {
            let arguments = command == "export" ? [command, onPaper, "--to", "html"] : [command, onPaper]
            let (_, error) = try expectClean(arguments, status: 2)
            #expect(error.contains("\"p^[[2J~[31m"), "\(error)")
        }
    }

    @Test(arguments: ["txt", "html"])
    func everyTextExportIsCleanOnStandardOutput(format: String) throws {
        _ = try expectClean(["export", letter, "--to", format], status: 0)
    }

    @Test func thePDFsNotesAreClean() throws {
        let pdf = scratch.file("min.pdf")
        let (_, error) = try expectClean(["export", letter, "--to", "pdf", "-o", pdf], status: 0)
        #expect(error.contains("pic^[[2J"), "the missing picture is named: \(error)")
    }

    @Test func theMarkdownExportKeepsTheLettersBytesForAFile() throws {
        let result = try letterCommand(["export", letter, "--to", "md"])
        #expect(result.status == 0)
        #expect(result.output.contains("Dear \u{1B}"), "a pipe gets the letter's own text")
    }

    @Test func papersListAndShowAreClean() throws {
        let papers = scratch.file("home/.config/letter/papers")
        _ = try runTool(["mkdir", "-p", papers])
        try writeText(papers + "/own\(Self.hostileName).toml", "lines = 5\ncolumns = 20\nname = \"x\u{1B}[2J\"\n")
        try writeText(papers + "/broken.toml", "lines = \"\u{1B}[2J\"\n")
        let (listing, _) = try expectClean(["papers"], status: 0)
        #expect(listing.contains("own^[[2J"))
        _ = try expectClean(["papers", "--show", "broken"], status: 2)
    }

    @Test func boxListAndSearchKeepOneLetterALine() throws {
        try writeText(folder + "/two\nlines\u{1B}[2J.txt", "Dear Sam \u{1B}]0;x\u{07}\n")
        let (listing, _) = try expectClean(["box", "--list", folder], status: 0)
        let rows = listing.split(separator: "\n")
        #expect(rows.count == 2, "\(listing)")
        #expect(rows.allSatisfy { $0.split(separator: "\t", omittingEmptySubsequences: false).count == 4 })
        #expect(listing.contains("two^Jlines^[[2J.txt\t"))
        let (found, _) = try expectClean(["box", "--search", "Sam", folder], status: 0)
        #expect(found == "two^Jlines^[[2J.txt\n")
    }

    @Test func anArgumentIsEscapedInTheUsageErrorQuotingIt() throws {
        let (_, unknown) = try expectClean(["render", "--bold" + Self.hostileName, letter], status: 64)
        #expect(unknown.contains("Unknown option '--bold^[[2J~[31m"), "\(unknown)")
        let (_, invalid) = try expectClean(["export", letter, "--to", "t" + Self.hostileName], status: 64)
        #expect(invalid.contains("The value 't^[[2J~[31m"), "\(invalid)")
        let (help, _) = try expectClean(["render", "--help"], status: 0)
        #expect(help.contains("USAGE: letter render"))
    }

    @Test func aBookWithAHostileTitleIsCleanInEveryFormat() throws {
        // A book binds only the files in its own folder.
        let book = scratch.path
        try writeText(scratch.file("plain.letter"), "---\npaper: letter\nlang: pt_BR\n---\nOlá\n")
        try writeText(
            book + "/book.toml",
            "title = \"T\\u001B[2J\\u009B31m\"\nletters = [\"plain.letter\", \"gone\\u001B[2J.letter\"]\n")
        for format in ["html", "pdf", "epub"] {
            let (_, error) = try expectClean(
                ["book", book, "--to", format, "-o", scratch.file("out.\(format)")], status: 2)
            #expect(error.contains("gone^[[2J"), "\(format): \(error)")
        }
        try writeText(
            book + "/book.toml", "title = \"T\\u001B[2J\\u009B31m\"\nletters = [\"plain.letter\"]\n")
        for format in ["html", "pdf", "epub"] {
            _ = try expectClean(["book", book, "--to", format, "-o", scratch.file("out.\(format)")], status: 0)
        }
    }
}
