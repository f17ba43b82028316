@preconcurrency import CNcurses
import LetterKit

/// The one thin layer between frames and the terminal: draws `Frame`s,
/// writing only cells that changed, through `TerminalOutput` (ncurses reads
/// the keys and owns the terminal's modes; it draws only the cleared screen
/// under a frame drawn whole).
///
/// Colours follow what the terminal offers: a 256-colour palette (ink on cream
/// paper, or the paper's own colours), the 8 basic colours, or none at all
/// (monochrome: the rules are underlines, bars are reverse video). `NO_COLOR`
/// in the environment or `color = "never"` in the settings means none.
@MainActor
final class Screen {
    /// What the terminal shows: the last frame drawn whole, with the cells
    /// written since copied in one by one. Not the frames themselves, whose
    /// rows the renderer changes in place: holding one would make it copy
    /// each row it changes (80 cells) on every key.
    private var previous: Frame?
    private let output: TerminalOutput
    /// The pen of each style.
    private var pens = StylePens([:])

    /// Colours the terminal has (0 without colour): the pictures' colour
    /// mode follows it.
    let colorCount: Int
    private var styleColors: [Style: (foreground: Int16, background: Int16)] = [:]
    /// Plain text on a ruled line: the line's colours without its underline.
    private var lineTextPen = Pen.plain
    /// Whether the last frame left the cursor shown.
    private var cursorShown: Bool?
    /// How large and wide lines are written (`large_type`, resolved).
    let largeType: LargeTypeChoice
    /// The sized rows the terminal shows, as they were written: a row is
    /// compared on its size as well as its cells (`Screen+SizedRows`).
    var writtenSizes: [Int: SizedRow] = [:]

    /// A screen for a letter on paper coloured `paperColors` (used on a
    /// 256-colour terminal; nil colours are the editor's own).
    init(colorsAllowed: Bool, paperColors: PaperColors = PaperColors(), largeType: LargeTypeChoice = .spaced) {
        self.largeType = largeType
        let useColors = colorsAllowed && has_colors() && start_color() == OK
        colorCount = useColors ? Int(COLORS) : 0
        let colors = ScreenColors(terminalColors: colorCount, paper: paperColors)
        pens = StylePens(Screen.pens(colors))
        styleColors = colors.ofStyles
        lineTextPen = pens[.unruledLine]
        output = TerminalOutput(colors: colorCount >= 8)
    }

    var size: TerminalSize { TerminalSize(rows: Int(getmaxy(stdscr)), columns: Int(getmaxx(stdscr))) }

    /// Draws `frame`: only the `changes` the renderer reports (every row after
    /// a resize or `invalidate`), and of those only the cells that differ from
    /// the last frame's.
    func draw(_ frame: Frame, changes: [(row: Int, columns: Range<Int>)], scroll: (rows: Range<Int>, by: Int)? = nil) {
        let drawsWhole = previous?.size != frame.size
        if drawsWhole {
            // ncurses clears the terminal (it must: its next key read would
            // otherwise draw its own empty screen over this frame), then
            // every cell is written.
            clear()
            refresh()
            output.forget()
            previous = nil
            // Clearing the screen makes every row single again.
            writtenSizes.removeAll()
        } else if let scroll {
            // A sized row is never scrolled (its attribute would stay put):
            // everything is written again.
            if writtenSizes.isEmpty { self.scroll(scroll.rows, by: scroll.by) } else { previous = nil }
        }
        // No sized row before or now: nothing more than before a key.
        let sizing = largeType != .spaced && !(frame.sizedRows.isEmpty && writtenSizes.isEmpty)
        let whole = sizing ? rowsWrittenWhole(frame, changes: changes) : []
        if previous != nil {
            for change in changes where frame.rows.indices.contains(change.row) {
                let row = change.row
                if sizing, whole.contains(row) { continue }
                let shown = frame.rows[row]
                let drawn = draw(shown, at: row, over: previous?.rows[row], columns: change.columns)
                // In one piece: a cell at a time, each was a checked access
                // to the remembered frame and a copy of the cell.
                previous?.rows[row].replaceSubrange(drawn, with: shown[drawn])
            }
        } else {
            for index in frame.rows.indices where !(sizing && whole.contains(index)) {
                draw(frame.rows[index], at: index, over: nil, columns: 0..<frame.size.columns)
            }
            previous = frame
        }
        if sizing {
            for row in whole.sorted() {
                writeWhole(row, of: frame)
                previous?.rows[row] = frame.rows[row]
            }
        }
        var shown = false
        if let cursor = frame.cursor, (0..<frame.size.rows).contains(cursor.row),
            (0..<frame.size.columns).contains(cursor.column)
        {
            let column = sizing ? shownColumn(cursor.column, row: cursor.row, of: frame) : cursor.column
            // Leaving a row written away from the cursor (the status row's
            // figures after a pause): its place and pen are saved, so the
            // next pause comes back to them in 2 bytes.
            if !sizing, let at = output.cursorRow, at != cursor.row { output.saveCursorAndPen() }
            output.move(row: cursor.row, column: column)
            shown = true
        }
        output.flush()
        if shown != cursorShown || drawsWhole {
            // Through ncurses, which shows the cursor again when it gives
            // the terminal back.
            curs_set(shown ? 1 : 0)
            cursorShown = shown
        }
    }

    /// Scrolls the terminal rows `rows` up by `distance` (down when negative),
    /// as the renderer scrolled its frame: the terminal moves the text itself,
    /// and only the rows uncovered are written. What is remembered of the
    /// screen moves the same way: uncovered rows are blank desk when the
    /// terminal erases them so, and unknown (written whole) otherwise.
    private func scroll(_ rows: Range<Int>, by distance: Int) {
        guard var old = previous, !rows.isEmpty, rows.upperBound <= old.rows.count else { return }
        // Changed alone, not beside a second holder.
        previous = nil
        // No frame holds a NUL (characters are shown as glyphs): a cell of
        // one differs from every cell.
        let unknown = [Cell](repeating: Cell("\u{0}", .desk), count: old.size.columns)
        guard output.canScrollRegion else {
            for row in rows { old.rows[row] = unknown }
            previous = old
            return
        }
        let desk = pens[.desk]
        // Erased rows take the pen's background (or the terminal's own).
        let blankIsDesk = output.erasesInBackground || (desk.background < 0 && desk.attributes == 0)
        output.use(blankIsDesk ? desk : .plain)
        output.scroll(rows, by: distance, height: old.size.rows)
        let blank = blankIsDesk ? [Cell](repeating: Cell(" ", .desk), count: old.size.columns) : unknown
        let moved = old.rows
        for row in rows {
            let source = row + distance
            old.rows[row] = rows.contains(source) ? moved[source] : blank
        }
        previous = old
    }

    /// Forget what is on screen, so the next frame is drawn whole.
    func invalidate() {
        previous = nil
    }

    /// Writes `cell` where the cursor is, in its pen, inside a row written
    /// whole (`writeWhole`); the cursor is then unknown.
    func write(_ cell: Cell) {
        guard !cell.text.isEmpty else { return }
        output.use(pen(of: cell))
        output.write(cell.text, advance: nil)
    }

    /// Writes a control sequence in the pen of `cell` (kitty's sized text
    /// takes the pen in use).
    func control(_ text: String, pen cell: Cell? = nil) {
        if let cell { output.use(pen(of: cell)) }
        output.control(text)
    }

    /// Moves the cursor to the start of `row`.
    func moveToStart(of row: Int) { output.move(row: row, column: 0) }

    /// Draws `cells` at `row` whole, as any row is drawn.
    func drawPlain(_ cells: [Cell], at row: Int) {
        output.cursorIsUnknown()
        draw(cells, at: row, over: nil, columns: 0..<cells.count)
    }

    /// Draws the cells of `row` that differ from `old` (all of them without it).
    ///
    /// Each character goes to its own column as one complete cell, with its
    /// zero-width scalars after it, so the terminal joins them as it shows
    /// them (NFD Hangul, か + U+3099, a ZWSP after a wide character).
    /// Returns the columns it looked at, whole characters.
    @discardableResult
    private func draw(_ row: [Cell], at y: Int, over old: [Cell]?, columns: Range<Int>) -> Range<Int> {
        // Start at the first cell of the character the range starts in.
        var column = min(max(0, columns.lowerBound), row.count)
        while column > 0, column < row.count, row[column].text.isEmpty { column -= 1 }
        let first = column
        let limit = min(row.count, max(column, columns.upperBound))
        // A terminal that scrolls when its bottom right cell is written keeps that cell blank.
        let lastCell = output.bottomRightScrolls && y == Int(getmaxy(stdscr)) - 1 ? row.count : Int.max
        // The column after the last cell written on this row.
        var writtenEnd: Int?
        while column < limit {
            // A character and its continuation cells are drawn, or kept, together.
            var end = column + 1
            while end < row.count, row[end].text.isEmpty { end += 1 }
            // A plain loop, not a closure: a closure here would be checked for
            // the main actor on every cell.
            var changed = old == nil
            if let old {
                var index = column
                while !changed, index < end {
                    changed = index >= old.count || old[index] != row[index]
                    index += 1
                }
            }
            if changed, !row[column].text.isEmpty, end < lastCell {
                if let gap = writtenEnd, column > gap, column - gap <= Self.longestRewrittenGap {
                    rewriteGap(row, y: y, from: gap, to: column)
                }
                put(row[column], y: y, x: column, width: end - column, rowWidth: row.count)
                writtenEnd = end
            }
            column = end
        }
        return first..<max(first, column)
    }

    /// Unchanged cells between two changed ones that are cheaper written
    /// again than jumped over (a move to a column is 4 or 5 bytes).
    private static let longestRewrittenGap = 3

    /// Writes the unchanged cells `gap..<end` of `row` again, where the
    /// cursor stands after the last cell written, if each is one ASCII
    /// character in the pen in use (the status row's figures, shifted by one
    /// column, differ every few cells).
    private func rewriteGap(_ row: [Cell], y: Int, from gap: Int, to end: Int) {
        guard output.cursorIs(row: y, column: gap), let pen = output.currentPen else { return }
        for index in gap..<end {
            let text = row[index].text.utf8
            guard text.count == 1, let byte = text.first, byte >= 0x20, byte < 0x7F, index + 1 < row.count,
                !row[index + 1].text.isEmpty, self.pen(of: row[index]) == pen
            else { return }
        }
        for index in gap..<end { output.write(row[index].text, advance: 1) }
    }

    /// Puts one cell's text at (`y`, `x`): its spacing scalars and the
    /// zero-width scalars after each (a combining mark, a ZWJ, a direction
    /// mark); zero-width scalars before the first spacing one, and scalars
    /// the C library gives no width, are dropped rather than drawn somewhere
    /// else. The cursor is known after it when the terminal moves it by the
    /// cells the frame gives the character, short of the last column.
    private func put(_ cell: Cell, y: Int, x: Int, width: Int, rowWidth: Int) {
        output.place(row: y, column: x, pen: pen(of: cell))
        let utf8 = cell.text.utf8
        if utf8.count == 1, let byte = utf8.first, byte >= 0x20, byte < 0x7F {
            output.write(cell.text, advance: 1)
        } else {
            var shown = String.UnicodeScalarView()
            var advance = 0
            for scalar in cell.text.unicodeScalars {
                let cells = Int(wcwidth(wchar_t(bitPattern: scalar.value)))
                if cells > 0 {
                    shown.append(scalar)
                    advance += cells
                } else if cells == 0, !shown.isEmpty {
                    shown.append(scalar)
                }
            }
            output.write(String(shown), advance: advance == width ? advance : nil)
        }
        if x + width >= rowWidth { output.cursorIsUnknown() }
    }

    /// The pen of a cell: its style's; for plain text on a ruled line, the
    /// line's colours without the rule; with ink, the ink's.
    func pen(of cell: Cell) -> Pen {
        if cell.ink.isPlain {
            if cell.style == .line, cell.text != " " { return lineTextPen }
            return pens[cell.style]
        }
        return inkPen(cell)
    }

    /// The pen of a cell with ink: the style's, with the rule's underline
    /// only where the ink is underlined, marks as attributes, and the ink's
    /// colour and highlight as the nearest the terminal has.
    private func inkPen(_ cell: Cell) -> Pen {
        // Text on a ruled line is ink on paper: the line's own pen is the rule's.
        let base = cell.style == .line ? lineTextPen : pens[cell.style]
        var pen = base
        if cell.style == .line || cell.style == .overLine { pen.attributes &= ~letter_attr_underline() }
        let ink = cell.ink
        if ink.underline || (cell.style == .overLine) { pen.attributes |= letter_attr_underline() }
        if ink.bold { pen.attributes |= letter_attr_bold() }
        if ink.italic { pen.attributes |= letter_attr_italic() }
        guard colorCount >= 8, cell.style != .selection, ink.color != nil || ink.highlight != nil,
            let colors = styleColors[cell.style]
        else {
            if colorCount < 8, ink.highlight != nil { pen.attributes |= letter_attr_reverse() }
            return pen
        }
        func index(_ rgb: RGB) -> Int16 { Int16(colorCount >= 256 ? rgb.nearestXterm256 : rgb.nearestBasic8) }
        pen.foreground = ink.color.map { index($0.rgb) } ?? colors.foreground
        pen.background = ink.highlight.map { index($0.rgb) } ?? colors.background
        return pen
    }

    /// The pen of each style, decided once, at the start.
    private static func pens(_ colors: ScreenColors) -> [Style: Pen] {
        guard colors.terminalColors >= 8 else {
            return colors.monochrome.mapValues { Pen(attributes: $0.0, foreground: -1, background: -1) }
        }
        use_default_colors()
        var result: [Style: Pen] = [:]
        for (style, foreground, background, attribute) in colors.pairs {
            result[style] = Pen(attributes: attribute, foreground: foreground, background: background)
        }
        return result
    }
}
