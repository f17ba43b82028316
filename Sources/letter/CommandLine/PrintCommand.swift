import ArgumentParser
import Glibc
import LetterKit

extension PrintPageSize: ExpressibleByArgument {}

extension ParsableCommand {
    /// The PDF of `letter` on `paper` for `page`-sized sheets, its notes
    /// said on standard error; or fails with status 2 and the reason (a
    /// missing face names its package), writing nothing.
    func printPDF(_ letter: LoadedLetter, paper: Paper, page: PrintPageSize) -> [UInt8] {
        do {
            let printed = try LetterExport.pdf(of: letter.exportSource(on: paper, for: .pdf), printPage: page)
            for note in printed.notes { StandardError.say(tr("note: {notice}", ["notice": note])) }
            return printed.bytes
        } catch {
            fail(Failure(message: error.description))
        }
    }
}

/// `letter print FILE`: the PDF export, sent to the printer.
struct PrintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "print",
        abstract: tr("Print a letter: its PDF (as export --to pdf makes it) sent to lp."),
        discussion: tr("Needs CUPS's lp (Debian: cups-client) and a printer it knows; without lp, says so and prints nothing (export --to pdf -o FILE.pdf writes the PDF to print elsewhere). lp's own words are passed on.\nExit status: 0 when lp took the job, 1 when lp refused it, 2 for an error."))

    @Argument(help: ArgumentHelp(tr("The letter file."))) var file: String
    @Option(help: ArgumentHelp(tr("The printed page's size: a4 or letter."))) var page: PrintPageSize = .a4
    @Option(name: [.customShort("d"), .long], help: ArgumentHelp(tr("The printer (lp -d); lp's default when not given.")))
    var printer: String?
    @OptionGroup var paperOptions: PaperOptions

    func run() throws {
        guard let lp = LinePrinter.find() else {
            fail(
                Failure(
                    message: tr(
                        "printing needs CUPS, and its lp command is not installed here (sudo apt-get install cups-client); `letter export {file} --to pdf -o FILE.pdf` writes the PDF to print elsewhere",
                        ["file": file])))
        }
        let shelf = PaperShelf(folders: .standard())
        let letter = loadLetter(file, shelf: shelf)
        let paper = resolvePaper(for: letter, options: paperOptions, shelf: shelf)
        let bytes = printPDF(letter, paper: paper, page: page)
        noteLibraryMessages()
        var arguments = ["-t", Export.fileName(file)]
        if let printer { arguments += ["-d", printer] }
        switch LinePrinter.send(bytes, lp: lp, arguments: arguments) {
        case .taken: return
        case .refused: throw ExitCode(1)
        case .failed(let reason): fail(Failure(message: tr("lp could not be run: {reason}", ["reason": reason])))
        }
    }
}
