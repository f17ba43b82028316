import ArgumentParser
import Glibc
import LetterKit

/// `letter import FILE.json -o NAME.letter`: a letter from rich text as
/// data; `letter import MESSAGE.eml -o NAME.letter` and `letter import
/// MAILBOX --all -o FOLDER`: letters from received e-mail (`ImportMessage`);
/// `letter import FILE.odt|FILE.docx -o NAME.letter`: a letter from a word
/// processor's document (`ImportDocument`).
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: tr("Make a letter from rich text as data (runs JSON), from e-mail, or from an ODT or DOCX document."),
        discussion: tr("Reads FILE, a JSON list with one list of runs per line of the letter, as `letter export --to runs` writes it: a run is {\"text\": {\"text\", \"fontSize\", \"textColor\", \"background\", \"textStyle\"}} or {\"image\": {\"url\", \"width\", \"height\"}}. Missing attributes take the defaults (size 14, the paper's ink, no background, regular); keys letter does not know are ignored. Colours (#rrggbb) become the nearest pen of the palette; fontSize must be a positive number (every line is set normal). An image is a picture block on lines of its own, never fetched: its url is kept as the picture's path (an address is shown as a frame that says it is not drawn); its height in points is its lines (14 a line). Text holds no line break or NUL; other control characters are kept, as in any letter.\nThe letter is laid out on --paper (the default paper without it) and recorded with it; what does not fit is left out as a paste leaves it out, and a note says how much and from which line. OUTPUT is a .letter or .md (a plain text file holds no ink) and is not replaced unless --force is given. FILE - reads standard input.\nExit status: 0 when written, 2 for an error: the first bad value named by its JSON path ($[2][0].text.fontSize: expected a number), a file that is not JSON, too large or not a regular file, OUTPUT existing; nothing is written then.")
            + "\n" + tr("A received e-mail message (FILE.eml, or any file that starts with mail headers) becomes a letter: its plain text (or its HTML made plain), its pictures saved in NAME.letter.files/ (a part that is not a picture, or a picture over 50 MB, is left out with a note), its sender, recipient and date in the envelope; control characters are removed. Without --paper it is put on a paper that holds all of it. With --all, FILE is a mailbox (mbox) and OUTPUT a folder: one letter per message, named by its date and subject, never replacing a letter.")
            + "\n" + tr("A word processor's document (FILE.odt or FILE.docx) becomes a letter: its paragraphs and line breaks as lines, bold, italic, underline and colours as ink, its embedded pictures saved in NAME.letter.files/; without --paper it is put on a paper that holds all of it. What a letter cannot hold (tables, footnotes, fields, text boxes, comments) is named in one note; the text of tables and fields is kept. A document is refused, with nothing written, when its archive names a path outside itself, unpacks to more than 50 MB an entry or 100 MB in all or more than 100 to 1, its XML declares a DOCTYPE or entities, or a picture claims more than 10,000 pixels a side or 40 million in all."))

    @Argument(help: ArgumentHelp(tr("The runs JSON file, e-mail message, mailbox or document (.odt, .docx) (- reads standard input)."))) var file: String
    @Option(
        name: [.customShort("o"), .long], parsing: .unconditional,
        help: ArgumentHelp(tr("The letter to write: a .letter or .md file (with --all, a folder).")))
    var output: String
    @Flag(help: ArgumentHelp(tr("Replace OUTPUT if it exists."))) var force = false
    @Flag(help: ArgumentHelp(tr("FILE is a mailbox (mbox): one letter per message, written into the folder OUTPUT.")))
    var all = false
    @OptionGroup var paperOptions: PaperOptions

    func run() {
        if output == "-" { fail(Failure(message: tr("import writes a letter file: give -o NAME.letter"))) }
        guard all || LetterFile.carriesInk(path: output) else {
            fail(Failure(message: tr("{file}: a plain text file holds no ink; give a .letter or .md name", ["file": output])))
        }
        let existing = DiskStamp.of(path: output)
        if existing != nil, !force, !all {
            fail(Failure(message: tr("{file} already exists: give --force to replace it, or another name", ["file": output])))
        }
        let bytes: [UInt8]
        do {
            if file == StandardInput.name {
                bytes = try StandardInput.readAll(limit: MessageReader.sizeLimit)
            } else {
                bytes = try LoadedLetter.readBytes(path: file, limit: MessageReader.sizeLimit)
                if let existing, let input = DiskStamp.of(path: file), existing.device == input.device,
                    existing.inode == input.inode
                {
                    fail(Failure(message: tr("{file} is the file being read; import to another file", ["file": output])))
                }
            }
        } catch .isDirectory(let path) {
            fail(Failure(message: tr("{path}: is a folder, not a file of runs", ["path": path])))
        } catch {
            fail(Failure(message: error.message(path: file)))
        }
        if !all, isDocument(bytes) { importDocument(bytes) }
        if isMessage(bytes) { importMessages(bytes) }
        if bytes.count > LetterText.sizeLimit {
            fail(Failure(message: LetterFileError.tooLarge(bytes: bytes.count, limit: LetterText.sizeLimit).message(path: file)))
        }
        let lines: [[Run]]
        do { lines = try RunsJSON.lines(from: bytes) } catch { fail(Failure(message: "\(file): \(error)")) }
        let paper: Paper
        do { paper = try paperOptions.request.resolve(for: nil, shelf: PaperShelf(folders: .standard())) } catch {
            fail(Failure(message: error.description))
        }
        let folder = PicturePath.folder(of: output)
        let imported: RunsImport
        do { imported = try LetterRuns.page(from: lines, paper: paper, folder: folder) } catch {
            fail(Failure(message: "\(file): \(error)"))
        }
        let document = imported.page.document
        var letter = LetterFile.newLetter(path: output, paper: paper)
        letter.body = LetterFile.body(
            of: document.styledParagraphs, ink: true, pictures: document.pictures, stickers: document.stickers,
            folder: folder)
        do { try SafeSave.save(letter, to: output) } catch {
            fail(Failure(message: error.description))
        }
        if let leftOut = imported.leftOut { StandardError.say(tr("note: {file}: {notice}", ["file": file, "notice": leftOut])) }
    }
}
