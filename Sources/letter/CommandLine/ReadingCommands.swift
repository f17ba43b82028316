import ArgumentParser
import LetterKit

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Say whether a letter fits its paper.",
        discussion: """
            Prints one line: `fits: 12 of 18 lines` or `over: 21 of 18 lines, 3 too many`. \
            A file that mixes line endings gets a note on standard error.
            Exit status: 0 when it fits, 1 when it does not or the answer cannot be \
            written, 2 for an error.
            """)

    @Argument(help: "The letter file.") var file: String
    @OptionGroup var paperOptions: PaperOptions

    func run() throws {
        let letter = loadLetter(file)
        let paper = resolvePaper(for: letter, options: paperOptions)
        if let notice = letter.file.mixedLineEndingsNotice(subject: file) {
            StandardError.write("letter: note: \(notice)\n")
        }
        let document = Document(letter.body, columns: paper.columns)
        if document.lineCount <= paper.lines {
            emit("fits: \(document.lineCount) of \(paper.lines) lines\n")
        } else {
            let over = document.lineCount - paper.lines
            emit("over: \(document.lineCount) of \(paper.lines) lines, \(over) too many\n")
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
            Exit status: 0 when printed, 1 when the output cannot be written, 2 for an error.
            """)

    @Argument(help: "The letter file.") var file: String
    @OptionGroup var paperOptions: PaperOptions

    func run() throws {
        let letter = loadLetter(file)
        let paper = resolvePaper(for: letter, options: paperOptions)
        var output = ""
        for line in Document(letter.body, columns: paper.columns).shownLines {
            output += line
            output += "\n"
        }
        emit(output)
    }
}

struct Papers: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the paper presets.")

    func run() {
        var output = ""
        for paper in Paper.presets {
            let mark = paper == .default ? " (default)" : ""
            let name = paper.name + String(repeating: " ", count: max(1, 12 - paper.name.count))
            output += "\(name)\(paper.lines) lines × \(paper.columns) columns\(mark)\n"
        }
        emit(output)
    }
}
