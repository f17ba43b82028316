import ArgumentParser
import LetterKit

/// `letter`: write a letter on ruled paper, or check and render one.
@main
struct LetterCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "letter",
        abstract: "Write a letter on a sheet of ruled paper that never overflows.",
        subcommands: [Edit.self, Check.self, Render.self, Papers.self],
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
        let letter: LoadedLetter
        do { letter = try LoadedLetter.load(path: file) } catch { fail(Failure(message: error.description)) }
        let paper = try paperOptions.resolve(base: letter.paper ?? .default)
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
        let letter: LoadedLetter
        do { letter = try LoadedLetter.load(path: file) } catch { fail(Failure(message: error.description)) }
        let paper = try paperOptions.resolve(base: letter.paper ?? .default)
        var output = ""
        for line in Document(letter.body, columns: paper.columns).shownLines {
            output += line
            output += "\n"
        }
        StandardOutput.write(output)
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
