import ArgumentParser
import LetterKit

/// `letter`: write a letter on ruled paper, or check and render one.
@main
struct LetterCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "letter",
        abstract: "Write a letter on a sheet of ruled paper that never overflows.",
        subcommands: [Edit.self, Check.self, Render.self, Export.self, Papers.self],
        defaultSubcommand: Edit.self
    )
}

/// The paper options every command shares.
struct PaperOptions: ParsableArguments {
    @Option(help: "The paper: a preset name (see `letter papers`).")
    var paper: String?

    @Option(help: "Writing lines on the paper, overriding the preset.")
    var lines: Int?

    @Option(help: "Columns (display cells) per line, overriding the preset.")
    var columns: Int?

    /// The paper these options name, starting from `base` when no preset is given.
    func resolve(base: Paper = .default) throws -> Paper {
        var paper = base
        if let name = self.paper {
            guard let preset = Paper.preset(named: name) else {
                throw ValidationError(PaperError.unknownPreset(name).description)
            }
            paper = preset
        }
        do {
            return try paper.resized(lines: lines, columns: columns)
        } catch {
            throw ValidationError(error.description)
        }
    }
}

extension ParsableCommand {
    /// Loads `file` as a letter, or fails with exit status 2 and the reason.
    func loadLetter(_ file: String) -> LoadedLetter {
        do { return try LoadedLetter.load(path: file) } catch { fail(Failure(message: error.message(path: file))) }
    }

    /// The paper to lay `letter` out on: the one its front matter records, with
    /// the options on top. A recorded paper that cannot be used is an error
    /// (status 2) unless the options name the whole paper themselves: checking
    /// against some other paper would give a wrong answer.
    func resolvePaper(for letter: LoadedLetter, options: PaperOptions) throws -> Paper {
        if let problem = letter.paperProblem, options.paper == nil, options.lines == nil || options.columns == nil {
            fail(Failure(message: "\(letter.path): \(problem.description) (or give --paper)"))
        }
        return try options.resolve(base: letter.paper ?? .default)
    }
}

/// A command-line failure that exits with a status of 2 or more and says why on
/// standard error.
struct Failure: Error, CustomStringConvertible {
    var message: String
    var status: Int32 = 2
    var description: String { message }
}

extension ParsableCommand {
    /// Prints `failure` as `letter: …` on standard error and exits with its status.
    func fail(_ failure: Failure) -> Never {
        StandardError.write("letter: \(failure.message)\n")
        Self.exit(withError: ExitCode(failure.status))
    }
}

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Say whether a letter fits its paper.",
        discussion: """
            Prints one line: `fits: 12 of 18 lines` or `over: 21 of 18 lines, 3 too many`.
            Exit status: 0 when it fits, 1 when it does not, 2 for an error.
            """)

    @Argument(help: "The letter file.") var file: String
    @OptionGroup var paperOptions: PaperOptions

    func run() throws {
        let letter = loadLetter(file)
        let paper = try resolvePaper(for: letter, options: paperOptions)
        let document = Document(letter.body, columns: paper.columns)
        if document.lineCount <= paper.lines {
            print("fits: \(document.lineCount) of \(paper.lines) lines")
        } else {
            let over = document.lineCount - paper.lines
            print("over: \(document.lineCount) of \(paper.lines) lines, \(over) too many")
            throw ExitCode(1)
        }
    }
}

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print a letter exactly as it is wrapped on its paper.",
        discussion: """
            One output line per line on the paper, no decoration. Control characters \
            are shown in caret form (^[), never sent raw.
            """)

    @Argument(help: "The letter file.") var file: String
    @OptionGroup var paperOptions: PaperOptions

    func run() throws {
        let letter = loadLetter(file)
        let paper = try resolvePaper(for: letter, options: paperOptions)
        var output = ""
        for line in Document(letter.body, columns: paper.columns).shownLines {
            output += line
            output += "\n"
        }
        StandardOutput.write(output)
    }
}

/// Formats `letter export` writes.
enum ExportFormat: String, ExpressibleByArgument, CaseIterable {
    /// Plain text, one line per line on the paper.
    case txt
}

struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a letter as it stands on its paper, for pasting into mail.",
        discussion: """
            One line per line on the paper, with a hard line break where the paper \
            wraps; spaces hanging at the ends of lines are dropped; no front matter. \
            Control characters are written in caret form (^[), never raw. Lines end \
            with LF. With -o the file is saved safely (a new file is 0600).
            Exit status: 0 when written, 2 for an error (nothing is written then).
            """)

    @Argument(help: "The letter file.") var file: String
    @Option(help: "The format to write: txt.") var to: ExportFormat
    @Option(name: [.customShort("o"), .long], help: "Write to this file instead of standard output.")
    var output: String?
    @OptionGroup var paperOptions: PaperOptions

    func run() throws {
        let letter = loadLetter(file)
        let paper = try resolvePaper(for: letter, options: paperOptions)
        let document = Document(letter.body, columns: paper.columns)
        let text = Export.plainText(document)
        if let output {
            if let stamp = letter.stamp, let existing = DiskStamp.of(path: output),
                existing.device == stamp.device, existing.inode == stamp.inode
            {
                fail(Failure(message: "\(output) is the letter itself; export to another file"))
            }
            do { try SafeSave.write(Array(text.utf8), to: output) } catch { fail(Failure(message: error.description)) }
        } else {
            StandardOutput.write(text)
        }
        if document.lineCount > paper.lines {
            let over = document.lineCount - paper.lines
            StandardError.write("letter: note: \(file) is \(over) line\(over == 1 ? "" : "s") over the page\n")
        }
    }

    /// The document's visual lines, hanging spaces trimmed, each ended by "\n".
    static func plainText(_ document: Document) -> String {
        var text = ""
        for var line in document.shownLines {
            while let last = line.last, last == " " || last == "\u{3000}" { line.removeLast() }
            text += line
            text += "\n"
        }
        return text
    }
}

struct Papers: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the paper presets.")

    func run() {
        for paper in Paper.presets {
            let mark = paper == .default ? " (default)" : ""
            let name = paper.name + String(repeating: " ", count: max(1, 12 - paper.name.count))
            print("\(name)\(paper.lines) lines × \(paper.columns) columns\(mark)")
        }
    }
}
