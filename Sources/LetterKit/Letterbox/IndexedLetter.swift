/// One letter as the letterbox's index keeps it: the summary its row shows,
/// and the visible text that search looks through.
///
/// Representation: the summary, and the characters drawn on the page
/// (paragraphs joined by "\n", ink marks and pictures left out). Made by a
/// pure function of the parsed file, its paper and what `stat` said, so the
/// same file always gives the same row wherever it is read.
///
/// Limitations: a picture whose height the file does not write counts the
/// lines the program's look at its header gave (`pictures`); a picture that
/// changed on disk without its letter changing keeps its old count until the
/// letter is read again.
public struct IndexedLetter: Hashable, Sendable, Codable {
    public var summary: LetterSummary
    /// Every character drawn, paragraphs joined by "\n".
    public var text: String

    public init(summary: LetterSummary, text: String) {
        self.summary = summary
        self.text = text
    }

    /// The most cells a title takes; a longer first line is cut with "…".
    public static let titleCells = 80
    /// The most characters of text an opening holds.
    public static let openingCharacters = 200

    /// The letter `file` read from `path` (absolute, so its pictures' paths
    /// are too), laid out on `paper` as the editor and `letter check` lay it
    /// out: ink read in a `.letter` or `.md`, each picture its lines.
    public init(
        file: LetterFile, paper: Paper, path: String, modified: Int64, size: Int64,
        pictures: PictureReading
    ) {
        let page = Page(paper: paper, body: file.body, ink: LetterFile.carriesInk(path: path), pictures: pictures)
        let document = page.document
        var text = ""
        var title: String?
        var picture: String?
        for paragraph in document.paragraphs {
            if let mark = paragraph.pictureMark {
                if picture == nil, let source = document.pictures[mark.id], source.kind == .picture {
                    picture = source.path
                }
                continue
            }
            if !text.isEmpty { text += "\n" }
            text.append(contentsOf: paragraph.characters)
            if title == nil, paragraph.characters.contains(where: { !$0.isWhitespace }) {
                let shown = BoxListing.shown(String(paragraph.characters)).trimmingSpaces
                title = CellCut.fitted(shown, to: Self.titleCells, trimmingSpaces: true)
            }
        }
        let envelope = file.envelope
        summary = LetterSummary(
            path: path, title: title ?? PicturePath.fileName(of: path), recipient: envelope[.to],
            date: envelope[.date], modified: modified, size: size, linesUsed: page.lineCount,
            paperLines: paper.lines, paperName: paper.name, opening: IndexedLetter.opening(of: text),
            picture: picture)
        self.text = text
    }

    /// A file that could not be read as a letter: listed under its name with
    /// `problem` saying why, no text to search.
    public init(unreadable path: String, problem: String, modified: Int64, size: Int64) {
        summary = LetterSummary(
            path: path, title: PicturePath.fileName(of: path), modified: modified, size: size, linesUsed: 0,
            paperLines: 0, paperName: "", opening: "", problem: problem)
        text = ""
    }

    /// The start of `text` as one line: its first `openingCharacters`
    /// characters, each run of spaces and line breaks one space, controls in
    /// the form the screen shows them.
    public static func opening(of text: String) -> String {
        var opening = ""
        var count = 0
        var pendingSpace = false
        for character in text {
            if character.isWhitespace {
                pendingSpace = !opening.isEmpty
                continue
            }
            if pendingSpace {
                if count + 1 >= openingCharacters { break }
                opening.append(" ")
                count += 1
                pendingSpace = false
            }
            opening += Glyph.shown(character)
            count += 1
            if count >= openingCharacters { break }
        }
        return opening
    }
}
