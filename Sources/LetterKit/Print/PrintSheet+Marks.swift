/// The marks of the sheet's rows on one page: the paper, its border, the
/// letterhead, the rules, the writing and the pictures; and the page's
/// furniture (the address block, the page number).
extension PrintSheet {
    /// The marks for `rows` of the sheet, the first drawn at `top`.
    func marks(rows range: Range<Int>, top: Double) -> [PrintMark] {
        let row = geometry.row
        let bottom = top + Double(range.count) * row
        var marks: [PrintMark] = [.fill(PrintRect(x: sheetLeft, y: top, width: sheetWidth, height: bottom - top), colors.paper)]
        var texts: [PrintMark] = []
        for (offset, index) in range.enumerated() {
            let rowTop = top + Double(offset) * row
            switch rows[index] {
            case .topMargin:
                texts += letterhead(rowTop: rowTop)
            case .line(let line):
                lineMarks(line, rowTop: rowTop, page: top..<bottom, under: &marks, over: &texts)
            case .topBorder, .bottomMargin, .bottomBorder:
                break
            }
        }
        marks += border(rows: range, top: top, bottom: bottom)
        return marks + texts
    }

    /// Writing line `line`: its fills and rules go `under` everything, its
    /// text and picture `over`.
    private func lineMarks(
        _ line: Int, rowTop: Double, page: Range<Double>, under: inout [PrintMark], over: inout [PrintMark]
    ) {
        let row = geometry.row
        let isOver = line >= request.paper.lines
        let area = PrintRect(x: textLeft, y: rowTop, width: textWidth, height: row)
        if isOver { under.append(.fill(area, colors.overPaper)) }
        let content = line < lines.count ? lines[line] : nil
        switch content {
        case .pictureStart(let source, let count)?:
            let box = PrintRect(x: textLeft, y: rowTop, width: textWidth, height: Double(count) * row)
            over.append(pictureMark(source, box: box, lines: count, page: page))
            return
        case .thumbnail(let poster, let text)?:
            let cell = geometry.cell
            let box = PrintRect(x: textLeft, y: rowTop, width: Double(Self.thumbnailCells - 1) * cell, height: row)
            over.append(pictureMark(poster, box: box, lines: 1, page: page))
            var shifted = text
            shifted.segments.insert(InkedSegment(String(repeating: " ", count: Self.thumbnailCells), .plain), at: 0)
            over += textMarks(shifted, rowTop: rowTop, isOver: isOver, under: &under)
        case .pictureRest?:
            // A block begun on an earlier page shows its part on this one.
            if rowTop == page.lowerBound, let start = pictureStart(before: line) {
                let box = PrintRect(
                    x: textLeft, y: rowTop - Double(line - start.line) * row, width: textWidth,
                    height: Double(start.lines) * row)
                over.append(pictureMark(start.source, box: box, lines: start.lines, page: page))
            }
            return
        case .text(let inked)?:
            over += textMarks(inked, rowTop: rowTop, isOver: isOver, under: &under)
            // No rule through the middle of a large line's type.
            if inked.size.rows > 1, !isOver { return }
        case nil:
            break
        }
        if isOver || request.paper.look.ruling == .underline {
            let y = rowTop + row - 0.5
            under.append(
                .stroke(
                    from: PrintPoint(x: textLeft, y: y), to: PrintPoint(x: textLeft + textWidth, y: y), width: 0.5,
                    color: isOver ? colors.overInk : colors.rule))
        }
    }

    /// The stretches of `line` as type, their highlights `under` them.
    ///
    /// A sized line's characters each take `widthFactor` cells: a large
    /// line is set at twice the type size over its two writing lines (its
    /// baseline twice as low), a wide one at the type size stretched twice
    /// across (`PrintText.stretch`) on its one line. A sticker is its
    /// picture in its cells (`PrintSticker`), sized with its line.
    private func textMarks(_ line: InkedLine, rowTop: Double, isOver: Bool, under: inout [PrintMark]) -> [PrintMark] {
        let factor = Double(line.size.widthFactor)
        let rows = Double(line.size.rows)
        var marks: [PrintMark] = []
        var column = 0
        for segment in line.segments {
            let cells = segment.cells
            let box = PrintRect(
                x: textLeft + Double(column) * factor * geometry.cell, y: rowTop,
                width: Double(cells) * factor * geometry.cell, height: rows * geometry.row)
            if let highlight = segment.ink.highlight { under.append(.fill(box, highlight.rgb)) }
            let color = isOver ? colors.overInk : segment.ink.color?.rgb ?? colors.ink
            column += cells
            if let sticker = segment.sticker {
                marks.append(
                    .sticker(
                        PrintSticker(
                            name: sticker.name, path: request.stickerPath(sticker), confinedTo: request.folder,
                            box: box, stretch: factor / rows, color: color)))
                continue
            }
            marks.append(
                .text(
                    PrintText(
                        text: segment.text, box: box, cells: cells, baseline: rows * geometry.baseline,
                        size: rows * geometry.fontSize, bold: segment.ink.bold, italic: segment.ink.italic,
                        underline: segment.ink.underline, color: color, role: .line, stretch: factor / rows)))
        }
        return marks
    }

    /// A picture's block, clipped to the page's part of the sheet.
    private func pictureMark(_ source: PictureSource, box: PrintRect, lines count: Int, page: Range<Double>)
        -> PrintMark
    {
        let top = max(box.y, page.lowerBound)
        let bottom = min(box.maxY, page.upperBound)
        let clip = PrintRect(x: box.x, y: top, width: box.width, height: max(0, bottom - top))
        return .picture(
            PrintPicture(
                source: source, box: box, clip: clip, lines: count, columns: request.paper.columns,
                baseline: geometry.baseline, size: geometry.fontSize, color: colors.ink))
    }

    /// The picture whose block line `line` is part of.
    private func pictureStart(before line: Int) -> (line: Int, source: PictureSource, lines: Int)? {
        var index = min(line, lines.count - 1)
        while index >= 0 {
            if case .pictureStart(let source, let count) = lines[index] { return (index, source, count) }
            index -= 1
        }
        return nil
    }

    /// The letterhead centred over the writing area in the top margin row.
    private func letterhead(rowTop: Double) -> [PrintMark] {
        guard let letterhead = request.paper.look.letterhead, !letterhead.isEmpty else { return [] }
        let shown = CellCut.fitted(letterhead, to: request.paper.columns)
        let cells = CellWidth.of(shown)
        let column = max(0, (request.paper.columns - cells) / 2)
        let box = PrintRect(
            x: textLeft + Double(column) * geometry.cell, y: rowTop, width: Double(cells) * geometry.cell,
            height: geometry.row)
        return [
            .text(
                PrintText(
                    text: shown, box: box, cells: cells, baseline: geometry.baseline, size: geometry.fontSize,
                    color: colors.ink, role: .letterhead))
        ]
    }

    /// The envelope's address block at the top of page one, in line with
    /// the writing, the recipient in bold.
    func addressMarks() -> [PrintMark] {
        address.enumerated().map { index, line in
            let shown = CellCut.fitted(line.text.map(Glyph.shown).joined(), to: request.paper.columns)
            let cells = CellWidth.of(shown)
            let box = PrintRect(
                x: textLeft, y: geometry.printMargin + Double(index) * geometry.row,
                width: Double(cells) * geometry.cell, height: geometry.row)
            return .text(
                PrintText(
                    text: shown, box: box, cells: cells, baseline: geometry.baseline, size: geometry.fontSize,
                    bold: line.field == .to, color: colors.ink, role: .envelope))
        }
    }

    /// "2 / 5", centred under the sheet in the page's foot.
    func pageNumber(_ number: Int, of count: Int) -> PrintMark {
        let text = "\(number) / \(count)"
        let cells = text.count
        let width = Double(cells) * geometry.cell
        let box = PrintRect(
            x: sheetLeft + (sheetWidth - width) / 2, y: geometry.pageHeight - geometry.printMargin - geometry.row,
            width: width, height: geometry.row)
        return .text(
            PrintText(
                text: text, box: box, cells: cells, baseline: geometry.baseline, size: geometry.fontSize,
                color: colors.border, role: .pageNumber))
    }
}
