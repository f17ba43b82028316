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
        let lineWords = lines == 1 ? "1 line" : "\(lines) lines"
        let characterWords = characters == 1 ? "1 character" : "\(characters) characters"
        return "\(characterWords) (\(lineWords)) from $[\(fromLine)] on did not fit on the paper's \(limit) lines and were left out"
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
        var whole = StyledText()
        var lineStarts: [Int] = []
        for (index, runs) in lines.enumerated() {
            let line = try line(from: runs, at: index)
            if index > 0 { whole.append(StyledText("\n")) }
            lineStarts.append(whole.count)
            for (number, piece) in line.pieces.enumerated() {
                if number > 0 { whole.append(StyledText("\n")) }
                switch piece {
                case .text(let text):
                    whole.append(text)
                case .image(let image):
                    let source = PictureSource(
                        caption: image.alt ?? "", path: PicturePath.resolve(image.url, in: folder), confinedTo: folder)
                    let lines = source.kind == .attachment ? 1 : pictureLines(of: image, paper: paper)
                    whole.append(StyledText([PictureMark(id: shelf.add(source), lines: lines).character]))
                }
            }
        }
        var page = Page(paper: paper)
        page.document.pictures = shelf
        let leftOut: RunsLeftOut?
        switch page.perform(.pasteStyled(whole)) {
        case .applied, .unchanged:
            leftOut = nil
        case .trimmed(let report):
            // A line break at the cut only ends the last line that fit.
            var first = report.insertedCharacters
            if first < whole.count, whole.characters[first] == "\n" { first += 1 }
            leftOut = RunsLeftOut(
                characters: whole.count - first, lines: report.leftOutLines,
                fromLine: lineStarts.lastIndex(where: { $0 <= first }) ?? 0, limit: paper.lines)
        case .refused:
            // Not even the start fit (a picture taller than the paper).
            var paragraphs: [StyledText] = []
            var start = 0
            for (offset, character) in whole.characters.enumerated() where character == "\n" {
                paragraphs.append(whole.slice(start..<offset))
                start = offset + 1
            }
            paragraphs.append(whole.slice(start..<whole.count))
            let lines = Document(styled: paragraphs, columns: paper.columns).lineCount
            leftOut = RunsLeftOut(characters: whole.count, lines: lines, fromLine: 0, limit: paper.lines)
        }
        return RunsImport(page: page, leftOut: leftOut)
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
