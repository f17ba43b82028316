@testable import LetterKit

/// Reading a printout back the way a reader of the paper would: which text
/// stands on which row of which page, in which cells.
enum PrintReading {
    /// One row of writing as printed: its page, its top, and its text with
    /// every stretch put at its cell (gaps as spaces).
    struct PrintedRow: Equatable {
        var page: Int
        var top: Double
        var text: String
    }

    /// The rows of `.line` text on every page, top to bottom. A stretch's
    /// column is its distance from `textLeft` in cells of `cell` points.
    static func rows(of printout: Printout, textLeft: Double, cell: Double) -> [PrintedRow] {
        var rows: [PrintedRow] = []
        for (number, page) in printout.pages.enumerated() {
            var byTop: [Double: [(column: Int, text: String)]] = [:]
            for text in texts(.line, on: page) {
                let column = Int(((text.box.x - textLeft) / cell).rounded())
                byTop[text.box.y, default: []].append((column, text.text))
            }
            for top in byTop.keys.sorted() {
                var line = ""
                var width = 0
                for stretch in (byTop[top] ?? []).sorted(by: { $0.column < $1.column }) {
                    line += String(repeating: " ", count: max(0, stretch.column - width))
                    line += stretch.text
                    width = stretch.column + CellWidth.of(stretch.text)
                }
                rows.append(PrintedRow(page: number, top: top, text: line))
            }
        }
        return rows
    }

    /// The text marks of a role on a page.
    static func texts(_ role: PrintText.Role, on page: PrintedPage) -> [PrintText] {
        page.marks.compactMap { mark in
            guard case .text(let text) = mark, text.role == role else { return nil }
            return text
        }
    }

    /// The picture marks on a page.
    static func pictures(on page: PrintedPage) -> [PrintPicture] {
        page.marks.compactMap { mark in
            guard case .picture(let picture) = mark else { return nil }
            return picture
        }
    }

    /// The strokes on a page.
    static func strokes(on page: PrintedPage) -> [(from: PrintPoint, to: PrintPoint, color: RGB)] {
        page.marks.compactMap { mark in
            guard case .stroke(let from, let to, _, let color) = mark else { return nil }
            return (from, to, color)
        }
    }

    /// A letter's page and printout on `paper`, from a Markdown body.
    static func printout(
        _ body: String, paper: Paper, envelope: Envelope = Envelope(), page: PrintPageSize = .a4,
        pictures: PictureReading = PictureReading(folder: "/letters")
    ) -> (page: Page, printout: Printout) {
        let letter = Page(paper: paper, body: body, ink: true, pictures: pictures)
        let request = PrintRequest(
            paragraphs: letter.document.styledParagraphs, paper: paper, pictures: letter.document.pictures,
            stickers: letter.document.stickers, folder: pictures.folder, envelope: envelope, fileName: "test.letter",
            page: page)
        return (letter, PrintLayout.printout(request))
    }

    /// Where the writing area starts on `paper` printed on `page`: the print
    /// margin, then the border cell and the paper's margin cells.
    static func textLeft(_ paper: Paper, page: PrintPageSize = .a4) -> (left: Double, cell: Double, row: Double) {
        let geometry = PrintGeometry(page: page, columns: paper.columns, margin: paper.look.margin)
        return (geometry.printMargin + Double(1 + paper.look.margin) * geometry.cell, geometry.cell, geometry.row)
    }
}
