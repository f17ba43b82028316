/// A book's cover and contents as printed pages: type set in cells of the
/// print face, like the letters' sheets, so the program draws them with
/// the same type setter.
///
/// Representation: each page's marks from the page's top-left corner. The
/// type is `size` points with cells half that wide (the print face sets
/// Latin half an em and Hangul, Kana and Han a whole em), a row 1.6 times
/// the size, inside the print margin every page keeps.
///
/// Limitations: a title longer than the cover's lines is cut with "…" on
/// the last; a contents entry longer than its line likewise.
struct BookFrontPages {
    let width: Double
    let height: Double
    let margin = PrintGeometry.standardPrintMargin
    let ink = RGB(xterm256: 18)
    let quiet = RGB(xterm256: 101)

    /// The contents' type: 12 points, so about 87 cells across an A4 page.
    static let contentsSize = 12.0
    static let headingSize = 20.0
    static let titleSize = 28.0
    static let authorSize = 16.0
    /// The most lines a cover gives its title.
    static let titleLines = 4

    init(page: PrintPageSize) {
        (width, height) = page.points
    }

    /// Cells of `size`-point type across the page between the margins.
    func cells(size: Double) -> Int { max(1, Int(((width - 2 * margin) / (size / 2)).rounded(.down))) }

    /// One stretch of type at `column` of a `size`-point grid, its row's top at `top`.
    func text(
        _ text: String, column: Int, top: Double, size: Double, bold: Bool = false, color: RGB,
        role: PrintText.Role
    ) -> PrintMark {
        let cell = size / 2
        let cells = CellWidth.of(text)
        let row = 1.6 * size
        return .text(
            PrintText(
                text: text,
                box: PrintRect(x: margin + Double(column) * cell, y: top, width: Double(cells) * cell, height: row),
                cells: cells, baseline: row * 0.72, size: size, bold: bold, color: color, role: role))
    }

    /// `text` centred on a `size`-point grid.
    func centred(_ text: String, top: Double, size: Double, bold: Bool = false, color: RGB, role: PrintText.Role)
        -> PrintMark
    {
        let column = max(0, (cells(size: size) - CellWidth.of(text)) / 2)
        return self.text(text, column: column, top: top, size: size, bold: bold, color: color, role: role)
    }

    // MARK: The cover

    /// The cover: the title (wrapped, centred, bold), the author under it,
    /// and the cover picture as large as fits below them; without a picture
    /// the title stands a third of the way down.
    func cover(title: String, author: String?, picture: String?) -> PrintedPage {
        var page = PrintedPage(width: width, height: height)
        let titleRow = 1.6 * Self.titleSize
        let authorRow = 1.6 * Self.authorSize
        let lines = titleLines(title)
        let block = Double(lines.count) * titleRow + (author == nil ? 0 : authorRow * 1.5)
        var top = picture == nil ? max(margin, height / 3 - block / 2) : margin + titleRow
        for line in lines {
            page.marks.append(centred(line, top: top, size: Self.titleSize, bold: true, color: ink, role: .cover))
            top += titleRow
        }
        if let author {
            top += authorRow / 2
            let shown = CellCut.fitted(author.map(Glyph.shown).joined(), to: cells(size: Self.authorSize))
            page.marks.append(centred(shown, top: top, size: Self.authorSize, color: ink, role: .cover))
            top += authorRow
        }
        if let picture {
            top += titleRow
            let row = 1.6 * Self.contentsSize
            let rows = max(1, Int(((height - margin - top) / row).rounded(.down)))
            let box = PrintRect(x: margin, y: top, width: width - 2 * margin, height: Double(rows) * row)
            page.marks.append(
                .picture(
                    PrintPicture(
                        source: PictureSource(caption: title, path: picture), box: box, clip: box, lines: rows,
                        columns: cells(size: Self.contentsSize), baseline: row * 0.72, size: Self.contentsSize,
                        color: ink)))
        }
        return page
    }

    /// The title's lines on the cover, broken as a letter's lines are.
    func titleLines(_ title: String) -> [String] {
        let columns = cells(size: Self.titleSize)
        let shown = title.map(Glyph.shown).joined()
        var lines = InkedLines.lines(of: [StyledText(shown)], columns: columns).map(\.trimmedText)
        if lines.count > Self.titleLines {
            let rest = lines[(Self.titleLines - 1)...].joined(separator: " ")
            lines = Array(lines.prefix(Self.titleLines - 1)) + [CellCut.fitted(rest, to: columns)]
        }
        return lines
    }

    // MARK: The contents

    /// Points above the first entry on the first contents page: the heading
    /// and a blank row.
    var headingRoom: Double { 1.6 * Self.headingSize * 2 }

    /// Entries a contents page holds (the first has the heading too), above
    /// the foot where the page number goes.
    func entriesPerPage(first: Bool) -> Int {
        let row = 1.6 * Self.contentsSize
        let room = height - 2 * margin - (first ? headingRoom : 0) - row
        return max(1, Int((room / row).rounded(.down)))
    }

    /// How many pages `count` entries take.
    func contentsPageCount(entries count: Int) -> Int {
        let first = entriesPerPage(first: true)
        guard count > first else { return 1 }
        let rest = entriesPerPage(first: false)
        return 1 + (count - first + rest - 1) / rest
    }

    /// The contents pages: "Contents", then a line per letter: its number,
    /// its title, dots, and the page it starts on.
    func contents(titles: [String], startPages: [Int]) -> [PrintedPage] {
        let row = 1.6 * Self.contentsSize
        let columns = cells(size: Self.contentsSize)
        let numberCells = String(titles.count).count + 1
        let pageCells = String(startPages.max() ?? 1).count
        var pages: [PrintedPage] = []
        var index = 0
        repeat {
            var page = PrintedPage(width: width, height: height)
            var top = margin
            if pages.isEmpty {
                page.marks.append(
                    text(
                        "Contents", column: 0, top: top, size: Self.headingSize, bold: true, color: ink, role: .contents
                    ))
                top += headingRoom
            }
            for _ in 0..<entriesPerPage(first: pages.isEmpty) where index < titles.count {
                page.marks += entry(
                    number: index + 1, title: titles[index], page: startPages[index], top: top, columns: columns,
                    numberCells: numberCells, pageCells: pageCells)
                top += row
                index += 1
            }
            pages.append(page)
        } while index < titles.count
        return pages
    }

    /// "  3. Min-ji · 2024-10-03 ........ 12": the number right-aligned in
    /// its cells, the title cut to its room, leaders, the page right-aligned.
    func entry(number: Int, title: String, page: Int, top: Double, columns: Int, numberCells: Int, pageCells: Int)
        -> [PrintMark]
    {
        let label = "\(number)."
        let titleColumn = numberCells + 1
        let pageText = String(page)
        let room = max(1, columns - titleColumn - pageCells - 4)
        let shown = CellCut.fitted(title, to: room)
        let titleEnd = titleColumn + CellWidth.of(shown)
        let pageColumn = columns - pageText.count
        let leaders = max(0, pageColumn - titleEnd - 2)
        var marks = [
            text(
                label, column: numberCells - label.count, top: top, size: Self.contentsSize, color: quiet,
                role: .contents),
            text(shown, column: titleColumn, top: top, size: Self.contentsSize, color: ink, role: .contents),
        ]
        if leaders > 0 {
            marks.append(
                text(
                    String(repeating: ".", count: leaders), column: titleEnd + 1, top: top, size: Self.contentsSize,
                    color: quiet, role: .contents))
        }
        marks.append(text(pageText, column: pageColumn, top: top, size: Self.contentsSize, color: ink, role: .contents))
        return marks
    }

    /// A front page's number, centred in the foot.
    func footNumber(_ number: Int) -> PrintMark {
        let row = 1.6 * Self.contentsSize
        return centred(
            String(number), top: height - margin - row, size: Self.contentsSize, color: quiet, role: .pageNumber)
    }
}
