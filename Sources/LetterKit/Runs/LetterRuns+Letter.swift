/// A letter read from runs onto its paper, and what did not fit.
public struct RunsImport: Sendable {
    /// The letter, within its paper.
    public var page: Page
    /// What was left out because the paper was full; nil when all of it fit.
    public var leftOut: RunsLeftOut?
}

/// The end of a letter that did not fit its paper and was left out, as a
/// paste leaves out what does not fit: how much, and from which line of
/// the runs on.
public struct RunsLeftOut: Hashable, Sendable, CustomStringConvertible {
    /// Characters left out (a line break between lines counts as one, a
    /// picture as one).
    public var characters: Int
    /// The lines they would take on the paper.
    public var lines: Int
    /// The place in the list of the first line with something left out.
    public var fromLine: Int
    /// The paper's lines.
    public var limit: Int

    public var description: String {
        // The characters decide the sentence's form; the lines stand in
        // brackets, a count with its own noun.
        let lineWords = trn("{count} line", "{count} lines", count: lines)
        return trn(
            "{count} character ({lines}) from $[{from}] on did not fit on the paper's {limit} lines and were left out",
            "{count} characters ({lines}) from $[{from}] on did not fit on the paper's {limit} lines and were left out",
            count: characters, ["lines": lineWords, "from": fromLine, "limit": limit])
    }
}

extension LetterRuns {
    /// The letter `lines` hold, on `paper`: each line read and checked
    /// (`line(from:at:)`), then the whole put on an empty page as a paste
    /// is, so the page's one gate decides what fits and the end that does
    /// not is left out and reported, never cut silently.
    ///
    /// An image is a picture block, the letter's only picture yet: it
    /// stands on lines of its own, so text before and after it in the same
    /// line goes on lines of its own too. Its URL or path is kept as
    /// written, relative paths read against `folder` (the letter's) and
    /// confined to it, as a letter's Markdown is read; nothing is fetched,
    /// and an address (`https://…`) is a block that shows why it is not
    /// drawn (`PictureTarget`). Its height is its `height` in writing lines
    /// (`pointsPerLine`), scaled down first when it is wider than the paper;
    /// a picture without a height takes the lines a picture whose file says
    /// nothing takes.
    public static func page(from lines: [[Run]], paper: Paper, folder: String) throws(RunsProblem) -> RunsImport {
        var shelf = PictureShelf()
        var stickers = StickerShelf()
        var read: [[StyledText]] = []
        for (index, runs) in lines.enumerated() {
            let line = try line(from: runs, at: index, stickers: &stickers)
            var paragraphs: [StyledText] = []
            for piece in line.pieces {
                switch piece {
                case .text(var text):
                    text.size = line.size
                    paragraphs.append(text)
                case .image(let image):
                    let source = PictureSource(
                        caption: image.alt ?? "", path: PicturePath.resolve(image.url, in: folder), confinedTo: folder)
                    let lines = source.kind == .attachment ? 1 : pictureLines(of: image, paper: paper)
                    paragraphs.append(StyledText([PictureMark(id: shelf.add(source), lines: lines).character]))
                }
            }
            read.append(paragraphs.isEmpty ? [StyledText(size: line.size)] : paragraphs)
        }
        var page = Page(paper: paper)
        page.document.pictures = shelf
        page.document.stickers = stickers
        // Whole lines that fit at their sizes go on first, their sizes set
        // after (at normal size they fit too: a size only adds rows); the
        // rest is pasted and trimmed as a paste is, unless it starts with a
        // sized line, which is left out whole rather than set at a size it
        // does not have.
        var fitting = 0
        var rows = 0
        for paragraphs in read {
            let lineRows = paragraphs.reduce(0) { $0 + Document(styled: [$1], columns: paper.columns).lineCount }
            if rows + lineRows > paper.lines { break }
            rows += lineRows
            fitting += 1
        }
        let head = joined(read[..<fitting])
        if !head.text.isEmpty { _ = page.perform(.pasteStyled(head.text)) }
        for (index, paragraph) in read[..<fitting].joined().enumerated() where paragraph.size != .normal {
            page.document.setSize(paragraph.size, ofParagraph: index)
        }
        guard fitting < read.count else { return RunsImport(page: page, leftOut: nil) }
        let rest = joined(read[fitting...])
        let restLines = read[fitting...].joined().reduce(0) {
            $0 + Document(styled: [$1], columns: paper.columns).lineCount
        }
        var wholeRestLeftOut = RunsLeftOut(
            characters: rest.text.count, lines: restLines, fromLine: fitting, limit: paper.lines)
        if read[fitting].contains(where: { $0.size != .normal }) {
            return RunsImport(page: page, leftOut: wholeRestLeftOut)
        }
        let joiner = fitting > 0 ? StyledText("\n") : StyledText()
        var pasted = joiner
        pasted.append(rest.text)
        switch page.perform(.pasteStyled(pasted)) {
        case .applied, .unchanged:
            return RunsImport(page: page, leftOut: nil)
        case .trimmed(let report):
            // A line break at the cut only ends the last line that fit.
            var first = report.insertedCharacters - joiner.count
            if first < rest.text.count, first >= 0, rest.text.characters[first] == "\n" { first += 1 }
            first = max(first, 0)
            wholeRestLeftOut.characters = rest.text.count - first
            wholeRestLeftOut.lines = report.leftOutLines
            wholeRestLeftOut.fromLine = fitting + (rest.lineStarts.lastIndex(where: { $0 <= first }) ?? 0)
            return RunsImport(page: page, leftOut: wholeRestLeftOut)
        case .refused:
            // Not even the start fit (a picture taller than what is left).
            return RunsImport(page: page, leftOut: wholeRestLeftOut)
        }
    }

    /// Lines of paragraphs as one text with a line break between
    /// paragraphs, and where each line starts in it.
    private static func joined(_ lines: ArraySlice<[StyledText]>) -> (text: StyledText, lineStarts: [Int]) {
        var whole = StyledText()
        var lineStarts: [Int] = []
        for (number, paragraphs) in lines.enumerated() {
            if number > 0 { whole.append(StyledText("\n")) }
            lineStarts.append(whole.count)
            for (index, paragraph) in paragraphs.enumerated() {
                if index > 0 { whole.append(StyledText("\n")) }
                whole.append(paragraph)
            }
        }
        return (whole, lineStarts)
    }

    /// The writing lines an image takes: its height in lines, at the
    /// paper's width when it is wider; at least 1.
    static func pictureLines(of image: ImageRun, paper: Paper) -> Int {
        guard var height = image.height else { return PictureHeight.unknown(paper: paper) }
        let paperWidth = Double(paper.columns) * pointsPerCell
        if let width = image.width, width > paperWidth { height = height * paperWidth / width }
        let lines = (height / pointsPerLine).rounded()
        return Int(min(max(lines, 1), Double(PictureMark.maximumLines)))
    }
}
