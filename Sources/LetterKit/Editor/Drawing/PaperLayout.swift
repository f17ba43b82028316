/// Where the paper sits in a terminal of a given size.
///
/// The paper never re-wraps when the terminal changes: the view adapts. With room
/// to spare the sheet is drawn whole and centred, with a border and margins. A
/// terminal narrower than the frame drops the border; one narrower than the
/// writing line itself cannot show the paper, and says so. A terminal shorter
/// than the sheet shows a window onto it that follows the cursor.
///
/// Representation: "paper rows" number the rows of the whole sheet from its top
/// edge (border, top margin, writing lines, bottom margin, border when framed;
/// just the writing lines otherwise). `scrollTop` is the first paper row shown.
/// The side margins are the paper's own (`look.margin`), so how wide a frame
/// is, and whether it fits, depends on the paper as well as the terminal.
public struct PaperLayout: Hashable, Sendable {
    public enum Fit: Hashable, Sendable {
        /// Border, margins and every column shown.
        case framed
        /// Only the writing area fits across.
        case bare
        /// The paper cannot be shown at all.
        case tooSmall
    }

    public let paper: Paper
    public let terminal: TerminalSize
    public let fit: Fit
    /// Writing lines drawn: the paper's, or more for an over-full letter.
    public let lineCount: Int
    /// Terminal column of the first writing cell.
    public let textColumn: Int
    /// Terminal rows available to the paper (between title and status rows).
    public let viewRows: Int
    /// Terminal row where paper row 0 is drawn when the sheet fits whole.
    public let topRow: Int
    /// Cells between the border and the writing area, left and right: the
    /// paper's margin, held to `PaperDefinition.marginRange` so a look made in
    /// code cannot ask for a sheet no terminal holds.
    public let margin: Int
    /// Title row, status row.
    static let chromeRows = 2

    public init(paper: Paper, lineCount: Int, terminal: TerminalSize) {
        // A `.resize` may carry any numbers; a negative side is no room at all.
        let terminal = TerminalSize(rows: max(0, terminal.rows), columns: max(0, terminal.columns))
        self.paper = paper
        self.terminal = terminal
        self.lineCount = max(paper.lines, lineCount)
        self.viewRows = max(0, terminal.rows - PaperLayout.chromeRows)
        margin = PaperLayout.margin(of: paper)
        let framedWidth = PaperLayout.framedWidth(of: paper)
        if PaperLayout.isTooSmall(paper: paper, terminal: terminal) {
            fit = .tooSmall
            textColumn = 0
        } else if terminal.columns >= framedWidth {
            fit = .framed
            textColumn = (terminal.columns - framedWidth) / 2 + 1 + margin
        } else {
            fit = .bare
            textColumn = (terminal.columns - paper.columns) / 2
        }
        let total = fit == .framed ? self.lineCount + 4 : self.lineCount
        topRow = 1 + max(0, (viewRows - total) / 2)
    }

    /// The paper's margin, held to `PaperDefinition.marginRange`.
    static func margin(of paper: Paper) -> Int {
        let range = PaperDefinition.marginRange
        return min(max(paper.look.margin, range.lowerBound), range.upperBound)
    }

    /// Columns the sheet of `paper` takes whole: border, margins, writing area.
    public static func framedWidth(of paper: Paper) -> Int {
        paper.columns + 2 * margin(of: paper) + 2
    }

    /// True when a terminal of `terminal`'s size cannot show `paper` at all
    /// (`Fit.tooSmall`).
    public static func isTooSmall(paper: Paper, terminal: TerminalSize) -> Bool {
        terminal.rows < PaperLayout.chromeRows + 1 || terminal.columns < paper.columns
    }

    /// Terminal columns the sheet spans: border, margins and writing area
    /// when framed, the writing area alone otherwise.
    public var sheetColumns: Range<Int> {
        let width = fit == .framed ? paper.columns + 2 * margin + 2 : paper.columns
        let left = fit == .framed ? textColumn - margin - 1 : textColumn
        return left..<(left + width)
    }

    /// Rows of the whole sheet.
    public var totalRows: Int { fit == .framed ? lineCount + 4 : lineCount }

    /// The paper row of the first writing line.
    public var firstLineRow: Int { fit == .framed ? 2 : 0 }

    /// The paper row where writing line `line` (from 0) is drawn.
    public func paperRow(ofLine line: Int) -> Int { firstLineRow + line }

    /// Writing lines visible at once.
    public var visibleLines: Int { min(lineCount, viewRows) }

    /// The writing lines shown when the view starts at `scrollTop`.
    public func visibleLineRange(scrollTop: Int) -> Range<Int> {
        let first = max(0, scrollTop - firstLineRow)
        let last = min(lineCount, scrollTop + viewRows - firstLineRow)
        return first..<max(first, last)
    }

    /// The terminal row of paper row `row`, if it is on screen.
    public func terminalRow(ofPaperRow row: Int, scrollTop: Int) -> Int? {
        let onScreen = topRow + row - (totalRows > viewRows ? scrollTop : 0)
        return onScreen >= 1 && onScreen < 1 + viewRows ? onScreen : nil
    }

    /// What paper row a terminal row shows, if any: the inverse of
    /// `terminalRow(ofPaperRow:scrollTop:)`.
    public func paperRow(ofTerminalRow row: Int, scrollTop: Int) -> Int? {
        guard row >= 1, row < 1 + viewRows else { return nil }
        let paperRow = row - topRow + (totalRows > viewRows ? scrollTop : 0)
        return paperRow >= 0 && paperRow < totalRows ? paperRow : nil
    }

    /// The place on the paper under a terminal cell, for a click.
    public func paperPoint(row: Int, column: Int, scrollTop: Int) -> VisualPoint? {
        guard fit != .tooSmall else { return nil }
        let paperRow = row - topRow + (totalRows > viewRows ? scrollTop : 0)
        let line = min(max(paperRow - firstLineRow, 0), lineCount - 1)
        return VisualPoint(row: line, column: max(0, column - textColumn))
    }

    /// What the screen says when the paper cannot be shown, naming the save
    /// and quit keys of `keymaps`.
    public func tooSmallMessage(_ keymaps: EditorKeymaps) -> String {
        tr(
            "Terminal too small for this paper: it needs {columns} columns and 3 rows, has {width}×{height}. {save} saves, {quit} quits.",
            [
                "columns": paper.columns, "width": terminal.columns, "height": terminal.rows,
                "save": keymaps.keyName(.save), "quit": keymaps.keyName(.quit),
            ])
    }
}
