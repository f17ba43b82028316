import ArgumentParser
import LetterKit

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: tr("Say whether a letter fits its paper."),
        discussion: tr("Prints one line: `fits: 12 of 18 lines` or `over: 21 of 18 lines, 3 too many`. Only the characters drawn are counted: the Markdown marks of a .letter or .md body (**bold**, [text]{color=red}) take no room; a picture takes its lines (![caption](path){lines=N}, or its natural height). A file that mixes line endings gets a note on standard error, and so does each sticker whose file is missing beside the letter (but for a shipped one, drawn without its file), and each video or sound whose file cannot be read (missing, damaged, outside the letter's folder).\nExit status: 0 when it fits, 1 when it does not or the answer cannot be written, 2 for an error."))

    @Argument(help: ArgumentHelp(tr("The letter file (- reads standard input)."))) var file: String
    @OptionGroup var paperOptions: PaperOptions

    func run() throws {
        let shelf = PaperShelf(folders: .standard())
        let letter = loadLetter(file, shelf: shelf, readsStandardInput: true)
        let paper = resolvePaper(for: letter, options: paperOptions, shelf: shelf)
        if let notice = letter.file.mixedLineEndingsNotice(subject: file) {
            StandardError.say(tr("note: {notice}", ["notice": notice]))
        }
        let page = letter.page(on: paper)
        // A note, as a missing picture is no finding of check's: the status
        // says only whether the letter fits.
        for (sticker, reason) in StickerFiles.unreadable(
            on: page.document.stickers, in: PicturePath.folder(of: letter.path))
        {
            StandardError.say(
                tr(
                    "note: {file}: sticker {sticker} has no file at {path}: {reason}",
                    ["file": file, "sticker": StickerText.readable(sticker), "path": sticker.path, "reason": reason]))
        }
        for (source, problem) in MediaCheck.unreadable(in: page.document) {
            let values: KeyValuePairs<String, any CustomStringConvertible> = [
                "file": file, "name": TerminalSafe.escaped(source.fileName), "reason": problem.summary,
            ]
            StandardError.say(
                source.media == .video
                    ? tr("note: {file}: video {name} cannot be read: {reason}", values)
                    : tr("note: {file}: sound {name} cannot be read: {reason}", values))
        }
        let lineCount = page.lineCount
        noteLibraryMessages()
        if lineCount <= paper.lines {
            emit(tr("fits: {used} of {lines} lines", ["used": lineCount, "lines": paper.lines]) + "\n")
        } else {
            let over = lineCount - paper.lines
            emit(
                tr("over: {used} of {lines} lines, {over} too many", ["used": lineCount, "lines": paper.lines, "over": over])
                    + "\n")
            throw ExitCode(1)
        }
    }
}

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: tr("Print a letter exactly as it is wrapped on its paper."),
        discussion: tr("One output line per line on the paper, no decoration; a .letter or .md body shows the characters drawn, without its Markdown marks; a picture is a frame of its lines with its caption, an attachment a one-line card, a sound its card with its name and length (0:42), a video its frame with its caption, a play mark and its length (one line: a card); no length when it cannot be read. Control characters are shown in caret form (^[), never sent raw. A picture that cannot be shown says why in its frame: missing, not a regular file, unreadable, damaged, too large, or outside the letter's folder (a letter names only files in its own folder; no other is read). With --color the ink is written as ANSI SGR: bold 1, italic 3, underline 4, colour and highlight as 24-bit 38;2;R;G;B and 48;2;R;G;B; every line ends reset, and removing the escape sequences gives the plain output.\nExit status: 0 when printed, 1 when the output cannot be written, 2 for an error."))

    @Argument(help: ArgumentHelp(tr("The letter file (- reads standard input)."))) var file: String
    @Flag(help: ArgumentHelp(tr("Show the ink (bold, italic, underline, colour, highlight) with ANSI escape sequences.")))
    var color = false
    @OptionGroup var paperOptions: PaperOptions

    func run() throws {
        let shelf = PaperShelf(folders: .standard())
        let letter = loadLetter(file, shelf: shelf, readsStandardInput: true)
        let paper = resolvePaper(for: letter, options: paperOptions, shelf: shelf)
        emit(Render.text(of: letter.page(on: paper), color: color, media: MediaReaders.standard))
        noteLibraryMessages()
    }

    /// What render prints of `page`: a line a line, each ended by "\n";
    /// with `color` the ink as ANSI SGR. A video's or a sound's length is
    /// what `media` reads of it.
    static func text(of page: Page, color: Bool, media: any MediaReading) -> String {
        let paper = page.paper
        let paragraphs = page.document.styledParagraphs
        let pictures = page.document.pictures
        // Each block says what is wrong with its file, as the editor's does.
        let problems = PagePictures.make(Export.pictureSources(of: page), nextTo: nil).problems
        let inked = {
            InkedLines.lines(
                of: paragraphs, columns: paper.columns, pictures: pictures, problems: problems,
                stickers: page.document.stickers, mediaFacts: { problems[$0.path] == nil ? media.facts(of: $0) : nil })
        }
        let lines =
            color
            ? ANSIText.lines(inked())
            : pictures.isEmpty ? page.document.shownLines : inked().map(\.text)
        var output = ""
        for line in lines {
            output += line
            output += "\n"
        }
        return output
    }
}
