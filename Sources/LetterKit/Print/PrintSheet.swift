/// The sheet of one printout: its lines, its rows, and where they fall on
/// the pages. `PrintLayout` asks it for each page's marks (see
/// PrintSheet+Marks.swift).
struct PrintSheet {
    let request: PrintRequest
    let geometry: PrintGeometry
    let colors: PrintColors
    let margin: Int
    /// The writing lines the letter fills, in order.
    let lines: [PrintLine]
    /// Every row of the sheet, top to bottom: the paper's lines, or more
    /// for a letter over its paper.
    let rows: [SheetRow]
    /// The envelope's lines above the sheet on page one.
    let address: [Envelope.AddressLine]

    init(_ request: PrintRequest) {
        self.request = request
        let paper = request.paper
        let range = PaperDefinition.marginRange
        margin = min(max(paper.look.margin, range.lowerBound), range.upperBound)
        geometry = PrintGeometry(page: request.page, columns: paper.columns, margin: margin)
        colors = PrintColors(paper.look.colors)
        lines = PrintSheet.lines(of: request)
        let lineCount = max(paper.lines, lines.count)
        rows = [.topBorder, .topMargin] + (0..<lineCount).map { SheetRow.line($0) } + [.bottomMargin, .bottomBorder]
        address = request.envelope.addressLines
    }

    /// The writing lines of `request`'s paragraphs: text wrapped as the
    /// document wraps it, a picture as its block, an attachment as its card.
    static func lines(of request: PrintRequest) -> [PrintLine] {
        let columns = request.paper.columns
        var lines: [PrintLine] = []
        for text in request.paragraphs {
            if let (mark, source) = request.pictures.picture(in: text) {
                if let kind = source.media {
                    lines += mediaLines(source, kind: kind, lines: mark.lines, request: request)
                } else if source.kind == .picture {
                    lines.append(.pictureStart(source, lines: mark.lines))
                    lines += Array(repeating: PrintLine.pictureRest, count: max(0, mark.lines - 1))
                } else {
                    for row in PictureBox.rows(for: source, look: nil, columns: columns, lines: mark.lines) {
                        lines.append(.text(InkedLine(segments: [InkedSegment(row, .plain)])))
                    }
                }
                continue
            }
            // A sized line is set at its size (`textMarks`), on the lines
            // render gives it; a large line's type covers its second line.
            for line in InkedLines.typeLines(of: text, columns: columns, stickers: request.stickers) {
                lines.append(.text(line))
                lines += Array(repeating: PrintLine.text(InkedLine(segments: [])), count: line.size.rows - 1)
            }
        }
        return lines
    }

    /// Points the address block takes at the top of page one: its lines
    /// and a blank row under them.
    var addressHeight: Double { address.isEmpty ? 0 : Double(address.count + 1) * geometry.row }

    /// Where the sheet's first row on page `number` (from 0) starts.
    func sheetTop(onPage number: Int) -> Double {
        geometry.printMargin + (number == 0 ? addressHeight : 0)
    }

    /// The rows each page holds, up to the page with the letter's last
    /// line (the first line for an empty letter).
    func pageRows() -> [Range<Int>] {
        let lastNeeded = 2 + max(0, lines.count - 1)
        var pages: [Range<Int>] = []
        var start = 0
        while start <= lastNeeded, start < rows.count {
            let capacity = geometry.rowsPerPage(reserved: pages.isEmpty ? addressHeight : 0)
            var end = min(rows.count, start + capacity)
            // A large line's type covers its two rows: one that would begin
            // on a page's last row moves to the next page whole, never cut
            // across the break (the page ends a row short).
            if end < rows.count, end - 1 > start, case .line(let index) = rows[end - 1], startsTallLine(index) {
                end -= 1
            }
            pages.append(start..<end)
            start = end
        }
        return pages
    }

    /// Whether writing line `index` is the first of a line taller than one
    /// row (a large line).
    func startsTallLine(_ index: Int) -> Bool {
        guard lines.indices.contains(index), case .text(let line) = lines[index] else { return false }
        return line.size.rows > 1
    }

    /// The left edge of the sheet and of its writing area.
    var sheetLeft: Double { geometry.printMargin }
    var textLeft: Double { sheetLeft + Double(1 + margin) * geometry.cell }
    var sheetWidth: Double { Double(geometry.sheetCells) * geometry.cell }
    var textWidth: Double { Double(request.paper.columns) * geometry.cell }
}
