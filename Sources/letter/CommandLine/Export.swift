import ArgumentParser
import Glibc
import LetterKit

/// `--to`: the formats are the core's (`ExportFormat`), so the editor's
/// palette offers the same.
extension ExportFormat: ExpressibleByArgument {}

struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: tr("Write a letter as it stands on its paper, for pasting into mail."),
        discussion: tr("txt: one line per line on the paper, with a hard line break where the paper wraps; spaces hanging at the ends of lines are dropped; no front matter; ink dropped; a picture is written [picture: caption (path)], the path as the letter writes it; a video [video: caption (0:42)] and a sound [sound: caption (0:42)] (the caption, else the file's name; the length only when it can be read). Control characters are written in caret form (^[), never raw.\nmd: the body as Markdown (the ink as pandoc writes it: **bold**, *italic*, [text]{.underline}, [text]{.mark}, [text]{color=red}), each line of the letter a line in pandoc and CommonMark (backslash hard breaks), written the one canonical way; no front matter. A plain .txt has its * _ [ escaped, so it reads back as the same characters. Its control characters are written as they are, except to a terminal, which is shown them in caret form.\nhtml: one standalone UTF-8 page that looks like the sheet (cream paper, navy ink, ruled lines, a CJK monospace font), one block per line with the same line breaks as txt, the ink as <strong>, <em>, <u>, <mark> and coloured spans; nothing loaded from elsewhere. Its language is the front matter's lang: or is guessed from the scripts. Pictures are shown as tall as their lines, copied into PAGE.html.files/ next to the page (with -o; on standard output the page refers to the letter's own files); one that cannot be shown (outside the letter's folder, missing, not a regular file, damaged, too large) is its frame with the reason. A video is a player (<video controls>) with a frame of it as its poster, held in the page; a sound an <audio controls>; their files copied as pictures are; nothing plays by itself.\npdf: the sheet printed line for line as render breaks it, set in Noto Sans Mono CJK (fonts-noto-cjk) at twice the cell, so every character takes its cells; the stationery's colours, border, ruling and letterhead, scaled to the page's width (--page a4 or letter); the ink, pictures at full resolution, the envelope's address block, page numbers past one page; a video its poster with a play mark, its length and its file's name, a sound its card with its name and length. A paper taller than a page runs on with the same ruling, up to the page with the letter's last line. Fonts are embedded; the title is the envelope's recipient or the file name. Binary: give -o FILE.pdf, or -o - for standard output.\nruns: rich text as data, for programs: a JSON list with one list of runs per line of the letter, a run {\"text\": {\"text\", \"fontSize\", \"textColor\", \"background\", \"textStyle\"}} or {\"image\": {\"url\", \"width\", \"height\"}}, each attribute equal to its default (size 14, the paper's ink, no background, regular) left out; colours #rrggbb; a picture block is an image of 7 points a column by 14 a line, its path as the letter writes it, with \"alt\" for its caption. Keys sorted, one line of JSON a line of the letter. `letter import` reads it back.\nLines end with LF. With -o a regular file is saved safely (a new file follows the umask, an existing one keeps its mode); `-o -` is standard output, and a device or FIFO (/dev/stdout, /dev/null) is written in place.\nWithout --to the format is the extension of -o's file (.txt, .md, .html or .htm, .pdf, .json for runs, in any case); FILE - reads the letter from standard input.\nExit status: 0 when written, 1 when writing failed part-way, 2 for an error (nothing is written then).")
            + "\n"
            + tr("odt: an OpenDocument text file for word processors (LibreOffice, Word, pandoc): the envelope's address block, then the letter's lines as the paper breaks them (lines between two empty lines one paragraph, each ended by a line break; the empty lines the space above the next), in the print face at the PDF's size on a page as tall as the letter, so it is one page; the ink as character styles (bold, italic, underline, colours, highlight), large type at twice the size, wide type twice as wide; pictures (PNG, JPEG, GIF and what else the editor draws) and stickers carried in the file at their size, a picture that cannot be carried its frame with the reason, a video or a sound its card; the title the envelope's recipient or the file name. Binary: give -o FILE.odt (the extension chooses it too), or -o - for standard output.")
            + "\n"
            + tr("docx: a Word document (Office Open XML) a word processor shows with the same lines: the envelope's address block first, then the letter's lines, a line break ending each and where the paper wraps (a new paragraph after empty lines); set in Noto Sans Mono CJK at the size the PDF prints (--page a4 or letter); the ink as character styles with their colours, large type twice the size, wide type twice as wide; pictures and stickers embedded at their size; the title is the envelope's recipient or the file name. Binary: give -o FILE.docx (-o NAME.docx alone chooses it), or -o - for standard output."))

    @Argument(help: ArgumentHelp(tr("The letter file (- reads standard input)."))) var file: String
    @Option(help: ArgumentHelp(tr("The format to write: txt, md, html, pdf, odt, docx or runs (without it, the extension of -o's file).")))
    var to: ExportFormat?
    @Option(
        name: [.customShort("o"), .long], parsing: .unconditional,
        help: ArgumentHelp(tr("Write to this file instead of standard output (- is standard output).")))
    var output: String?
    @Option(help: ArgumentHelp(tr("The printed page's size, for pdf: a4 or letter."))) var page: PrintPageSize = .a4
    @OptionGroup var paperOptions: PaperOptions

    func run() throws {
        let to: ExportFormat
        do { to = try ExportFormat.chosen(to: self.to, output: output) } catch { fail(error) }
        let shelf = PaperShelf(folders: .standard())
        let letter = loadLetter(file, shelf: shelf, readsStandardInput: true)
        let paper = resolvePaper(for: letter, options: paperOptions, shelf: shelf)
        if to == .pdf, output == nil, isatty(STDOUT_FILENO) == 1 {
            fail(Failure(message: tr("a PDF is not for the terminal: give -o FILE.pdf (or -o - for standard output)")))
        }
        if to == .odt, output == nil, isatty(STDOUT_FILENO) == 1 {
            fail(Failure(message: tr("an ODT file is not for the terminal: give -o FILE.odt (or -o - for standard output)")))
        }
        if to == .docx, output == nil, isatty(STDOUT_FILENO) == 1 {
            fail(Failure(message: tr("a DOCX document is not for the terminal: give -o FILE.docx (or -o - for standard output)")))
        }
        let source = letter.exportSource(on: paper, for: to)
        let toTerminal = (output == nil || output == "-") && isatty(STDOUT_FILENO) == 1
        let made: (bytes: [UInt8], notes: [String])
        do {
            made = try LetterExport.bytes(
                of: source, as: to, output: output, printPage: page, toTerminal: toTerminal)
        } catch {
            fail(Failure(message: error.description))
        }
        for note in made.notes { StandardError.say(tr("note: {notice}", ["notice": note])) }
        export(bytes: made.bytes, of: letter, page: source.page, paper: paper)
    }

    /// Writes `bytes` where `-o` says, never over the letter itself, and
    /// notes a letter over its paper.
    private func export(bytes: [UInt8], of letter: LoadedLetter, page: Page, paper: Paper) {
        let destination = output.map(OutputDestination.of) ?? .standardOutput
        if output != nil, let stamp = letter.stamp, let existing = destination.stamp,
            existing.device == stamp.device, existing.inode == stamp.inode
        {
            fail(Failure(message: tr("{file} is the letter itself; export to another file", ["file": output ?? file])))
        }
        do { try destination.write(bytes) } catch {
            fail(Failure(message: error.description, status: error.status))
        }
        noteLibraryMessages()
        if page.lineCount > paper.lines {
            StandardError.say(
                trn(
                    "note: {file} is {count} line over the page", "note: {file} is {count} lines over the page",
                    count: page.lineCount - paper.lines, ["file": file]))
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

    /// The last component of `path`: what a page is titled.
    static func fileName(_ path: String) -> String { Paths.name(of: path) }
}

extension Export {
    /// The sources of the pictures `page` shows, in order.
    static func pictureSources(of page: Page) -> [PictureSource] {
        page.document.pictureMarks.compactMap { page.document.pictures[$0.id] }
    }
}
