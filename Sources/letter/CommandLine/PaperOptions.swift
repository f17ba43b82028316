import ArgumentParser
import LetterKit

/// The paper options every command shares.
///
/// Taken as text and checked here rather than by the argument parser, so that
/// a wrong value gets one line saying what is wrong (`a paper needs 1 to
/// 100000 lines, not -5`) and status 2, instead of the whole usage. Values are
/// parsed unconditionally: `--lines -5` is a negative number, not an option.
struct PaperOptions: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(tr("The paper: a name (see `letter papers`) or a paper file (a path with a / or ending in .toml).")))
    var paper: String?

    @Option(parsing: .unconditional, help: ArgumentHelp(tr("Writing lines on the paper, overriding the preset.")))
    var lines: String?

    @Option(parsing: .unconditional, help: ArgumentHelp(tr("Columns (display cells) per line, overriding the preset.")))
    var columns: String?

    /// The values given, as a plain value the editor can also be started
    /// with without parsing (see `LetterCommand.main`).
    var request: PaperRequest { PaperRequest(paper: paper, lines: lines, columns: columns) }

    /// See `PaperRequest.nameWholePaper`.
    var nameWholePaper: Bool { request.nameWholePaper }
}

/// What the paper options ask for, as typed: a paper's name or file, and
/// sizes overriding it; nil for what is not given.
struct PaperRequest: Hashable {
    var paper: String?
    var lines: String?
    var columns: String?

    /// The paper these options name (found on `shelf`, or read from the file
    /// `--paper` gives), starting from `base` when they name none; or the
    /// first thing wrong with them. `--lines` and `--columns` resize it and
    /// keep its look. `base` is asked only when needed: the default paper may
    /// be a file to read.
    func resolve(shelf: PaperShelf, base: () throws(PaperFileError) -> Paper) throws(PaperOptionError) -> Paper {
        var paper: Paper
        do {
            if let name = self.paper {
                paper = PaperRequest.isPath(name) ? try shelf.paper(atPath: name) : try shelf.paper(named: name)
            } else {
                paper = try base()
            }
        } catch {
            throw .file(error)
        }
        let lineCount = try PaperRequest.number(lines, option: "lines", range: Paper.lineRange)
        let columnCount = try PaperRequest.number(columns, option: "columns", range: Paper.columnRange)
        do { return try paper.resized(lines: lineCount, columns: columnCount) } catch { throw .paper(error) }
    }

    /// The paper to lay `letter` out on (nil: a new letter): the one it
    /// records, else the default paper, with these options on top. The one
    /// place a letter's paper is resolved, for the editor and every command.
    func resolve(for letter: LoadedLetter?, shelf: PaperShelf) throws(PaperOptionError) -> Paper {
        try resolve(shelf: shelf) { () throws(PaperFileError) -> Paper in
            if let paper = letter?.paper { return paper }
            return try shelf.defaultPaper()
        }
    }

    /// Whether the options say the whole paper, so a letter's recorded paper
    /// is not needed: a paper, or both sizes.
    var nameWholePaper: Bool {
        paper != nil || (lines != nil && columns != nil)
    }

    /// Whether `--paper` gives a file rather than a name: a path with a slash,
    /// or a name ending in `.toml` (a paper in the working folder).
    static func isPath(_ text: String) -> Bool {
        text.contains("/") || text.lowercased().hasSuffix(".toml")
    }

    /// `text` as a whole number within `range`. A number too large for `Int`
    /// is out of range like any other, and is quoted as it was typed.
    private static func number(_ text: String?, option: String, range: ClosedRange<Int>) throws(PaperOptionError)
        -> Int?
    {
        guard let text else { return nil }
        if let value = Int(text), range.contains(value) { return value }
        let digits = text.drop { $0 == "-" || $0 == "+" }
        guard text.count - digits.count <= 1, !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw .notANumber(option: option, value: text)
        }
        throw .outOfRange(option: option, value: text, range: range)
    }
}

/// Why the paper options cannot be used.
enum PaperOptionError: Error, Equatable, CustomStringConvertible {
    /// The size is not a paper.
    case paper(PaperError)
    /// No paper has the name, or its file cannot be used; the message names
    /// the file and line where there is one.
    case file(PaperFileError)
    case notANumber(option: String, value: String)
    case outOfRange(option: String, value: String, range: ClosedRange<Int>)

    var description: String {
        switch self {
        case .paper(let error): error.description
        case .file(let error): error.message
        case .notANumber(let option, let value):
            tr("--{option} needs a whole number, not \"{value}\"", ["option": option, "value": value])
        case .outOfRange(let option, let value, let range):
            option == "lines"
                ? tr(
                    "a paper needs {low} to {high} lines, not {value}",
                    ["low": range.lowerBound, "high": range.upperBound, "value": value])
                : tr(
                    "a paper needs {low} to {high} columns, not {value}",
                    ["low": range.lowerBound, "high": range.upperBound, "value": value])
        }
    }
}
