/// A letter as a list of runs, one list per line (paragraph): what `letter
/// export --to runs` writes and `letter import` reads.
///
/// Each line is made by one function (`runs(ofLine:…)`) and read by one
/// (`line(from:at:)`), so what a line may come to hold (a size, a picture
/// inside it) is added in those two places.
///
/// Pictures are measured in points, as the runs' sizes are: a writing line
/// is as tall as normal type (`pointsPerLine`, 14) and a cell half as wide
/// (`pointsPerCell`, 7), the proportions the page draws pictures in (a cell
/// twice as tall as wide). So a picture block of N lines on a paper of C
/// columns is written `width` 7·C, `height` 14·N, and read back as N lines.
public enum LetterRuns {
    /// Points a writing line is tall.
    public static let pointsPerLine: Double = TypeSize.normalFontSize
    /// Points a cell is wide.
    public static let pointsPerCell: Double = TypeSize.normalFontSize / 2

    /// The runs of every line of `document`; picture paths are written
    /// relative to `folder` (the letter's), as its Markdown writes them.
    public static func runs(of document: Document, folder: String) -> [[Run]] {
        document.paragraphs.map {
            runs(
                ofLine: $0.styledText, pictures: document.pictures, folder: folder, columns: document.columns,
                stickers: document.stickers)
        }
    }

    /// Points a sticker is wide and tall: two cells, one line.
    public static let stickerPoints: Double = 2 * pointsPerCell

    /// The runs of one line: a picture block as its image; text as one run
    /// per stretch of one ink, each with only what differs from the
    /// defaults, a sticker in it as an image the size of two cells
    /// (`stickerPoints`) with its name as `alt`; an empty line as no runs.
    public static func runs(
        ofLine line: StyledText, pictures: PictureShelf, folder: String, columns: Int,
        stickers: StickerShelf = StickerShelf()
    ) -> [Run] {
        if let (mark, source) = pictures.picture(in: line) {
            let image = ImageRun(
                url: PicturePath.written(source.path, forLetterIn: folder),
                width: Double(columns) * pointsPerCell, height: Double(mark.lines) * pointsPerLine,
                alt: source.caption.isEmpty ? nil : source.caption)
            return [Run(image: image)]
        }
        var runs: [Run] = []
        var offset = 0
        func addText(_ range: Range<Int>, _ ink: Ink) {
            guard !range.isEmpty else { return }
            runs.append(Run(text: textRun(String(line.characters[range]), ink: ink, size: line.size)))
        }
        func add(_ range: Range<Int>, _ ink: Ink) {
            guard !stickers.isEmpty else { return addText(range, ink) }
            var start = range.lowerBound
            for offset in range {
                guard let sticker = stickers.sticker(for: line.characters[offset]) else { continue }
                addText(start..<offset, ink)
                runs.append(
                    Run(image: ImageRun(url: sticker.path, width: stickerPoints, height: stickerPoints, alt: sticker.name)))
                start = offset + 1
            }
            addText(start..<range.upperBound, ink)
        }
        for run in line.runs {
            add(offset..<run.range.lowerBound, .plain)
            add(run.range, run.ink)
            offset = run.range.upperBound
        }
        add(offset..<line.count, .plain)
        // A line without text (empty, or only stickers) keeps its size in
        // one empty run, the only place a run can say it.
        if line.size != .normal, !runs.contains(where: { $0.text != nil }) {
            runs.append(Run(text: textRun("", ink: .plain, size: line.size)))
        }
        return runs
    }

    /// `text` in `ink`, every attribute equal to its default left out: the
    /// paper's own ink (nil colour), no highlight, regular. A named colour
    /// is written as its RGB, black as `#000000`: the paper's ink is not
    /// black on every paper, so black is a colour of its own.
    static func textRun(_ text: String, ink: Ink, size: TypeSize = .normal) -> TextRun {
        var styles: [String] = []
        if ink.bold { styles.append(RunStyle.bold.rawValue) }
        if ink.italic { styles.append(RunStyle.italic.rawValue) }
        if ink.underline { styles.append(RunStyle.underline.rawValue) }
        return TextRun(
            text: text, fontSize: size.fontSize, textColor: ink.color?.rgb.hex, background: ink.highlight?.rgb.hex,
            textStyle: styles.isEmpty ? nil : styles)
    }
}
