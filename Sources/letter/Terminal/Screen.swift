@preconcurrency import CNcurses
import LetterKit

/// The one thin layer over ncurses: draws `Frame`s, writing only cells that changed.
///
/// Colours follow what the terminal offers: a 256-colour palette (ink on cream
/// paper, or the paper's own colours), the 8 basic colours, or none at all
/// (monochrome: the rules are underlines, bars are reverse video). `NO_COLOR`
/// in the environment or `color = "never"` in the settings means none.
@MainActor
final class Screen {
    private var previous: Frame?
    /// The style the window's attributes are set to while a row is drawn.
    private var drawnStyle: Style?
    /// The scalars of the `cchar_t` being built, kept to spare an allocation per cell.
    private var glyph: [wchar_t] = []
    private var attributes: [Style: (attr_t, Int16)] = [:]

    /// Colours the terminal has (0 without colour): the pictures' colour
    /// mode follows it.
    let colorCount: Int
    private var styleColors: [Style: (foreground: Int16, background: Int16)] = [:]
    /// Colour pairs made for ink, by foreground and background.
    private var inkPairs: [Int: Int16] = [:]
    /// Plain text on a ruled line: the line's colours without its underline.
    private var lineTextAttributes: (attr_t, Int16) = (0, 0)
    /// True while the window's attributes are `lineTextAttributes`.
    private var drawingLineText = false

    /// A screen for a letter on paper coloured `paperColors` (used on a
    /// 256-colour terminal; nil colours are the editor's own).
    init(colorsAllowed: Bool, paperColors: PaperColors = PaperColors()) {
        let useColors = colorsAllowed && has_colors() && start_color() == OK
        colorCount = useColors ? Int(COLORS) : 0
        let colors = ScreenColors(terminalColors: colorCount, paper: paperColors)
        attributes = Screen.palette(colors)
        styleColors = colors.ofStyles
        lineTextAttributes = attributes[.unruledLine] ?? (0, 0)
    }

    var size: TerminalSize { TerminalSize(rows: Int(getmaxy(stdscr)), columns: Int(getmaxx(stdscr))) }

    /// Draws `frame`: only the `changes` the renderer reports (every row after
    /// a resize or `invalidate`), and of those only the cells that differ from
    /// the last frame's.
    func draw(_ frame: Frame, changes: [(row: Int, columns: Range<Int>)], scroll: (rows: Range<Int>, by: Int)? = nil) {
        if let previous, previous.size != frame.size { clear() }
        if let scroll, previous?.size == frame.size { self.scroll(scroll.rows, by: scroll.by) }
        let old = previous?.size == frame.size ? previous : nil
        if let old {
            for change in changes where frame.rows.indices.contains(change.row) {
                draw(frame.rows[change.row], at: change.row, over: old.rows[change.row], columns: change.columns)
            }
        } else {
            for index in frame.rows.indices {
                draw(frame.rows[index], at: index, over: nil, columns: 0..<frame.size.columns)
            }
        }
        if let cursor = frame.cursor, (0..<frame.size.rows).contains(cursor.row),
            (0..<frame.size.columns).contains(cursor.column)
        {
            curs_set(1)
            move(Int32(cursor.row), Int32(cursor.column))
        } else {
            curs_set(0)
        }
        refresh()
        previous = frame
    }

    /// Scrolls the terminal rows `rows` up by `distance` (down when negative),
    /// as the renderer scrolled its frame: the terminal moves the text itself,
    /// and only the rows uncovered are written. What is remembered of the
    /// screen moves the same way; uncovered rows are blank.
    private func scroll(_ rows: Range<Int>, by distance: Int) {
        guard var old = previous, !rows.isEmpty, rows.upperBound <= old.rows.count else { return }
        wsetscrreg(stdscr, Int32(rows.lowerBound), Int32(rows.upperBound - 1))
        scrollok(stdscr, true)
        wscrl(stdscr, Int32(distance))
        scrollok(stdscr, false)
        wsetscrreg(stdscr, 0, Int32(old.size.rows - 1))
        let blank = [Cell](repeating: Cell(" ", .desk), count: old.size.columns)
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

    /// Draws the cells of `row` that differ from `old` (all of them without it).
    ///
    /// Each character goes to its own column as one complete cell: ncurses, given
    /// a run of text, hangs a zero-width scalar after a wide character on the
    /// wide character's second half, where it is lost (NFD Hangul showed only its
    /// first jamo, か + U+3099 lost its mark, a ZWSP shifted later edits).
    private func draw(_ row: [Cell], at y: Int, over old: [Cell]?, columns: Range<Int>) {
        // Start at the first cell of the character the range starts in.
        var column = min(max(0, columns.lowerBound), row.count)
        while column > 0, column < row.count, row[column].text.isEmpty { column -= 1 }
        let limit = min(row.count, max(column, columns.upperBound))
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
            if changed, !row[column].text.isEmpty { put(row[column], y: y, x: column) }
            column = end
        }
        drawnStyle = nil
        drawingLineText = false
        attr_set(0, 0, nil)
    }

    /// Puts one cell's text at (`y`, `x`) with `setcchar` and `mvwadd_wch`.
    ///
    /// A cell holds one spacing scalar and the zero-width scalars after it (a
    /// combining mark, a ZWJ, a direction mark), or several such groups for a
    /// sequence ncurses draws as several characters (an emoji ZWJ sequence, a
    /// flag); each group is one `cchar_t`. A `cchar_t` holds `CCHARW_MAX` scalars:
    /// zero-width scalars beyond that, and any before the first spacing scalar,
    /// are dropped rather than drawn somewhere else.
    private func put(_ cell: Cell, y: Int, x: Int) {
        if cell.ink.isPlain, cell.style == .line, cell.text != " " {
            // Plain text on a ruled line: the line's colours without the rule.
            if drawnStyle != nil || !drawingLineText {
                attr_set(lineTextAttributes.0, lineTextAttributes.1, nil)
                drawnStyle = nil
                drawingLineText = true
            }
        } else if !cell.ink.isPlain {
            // Ink: its own attributes and colours; the ruled line is drawn under
            // the blank cells of a line, so an underlined word stands out from it.
            let (attribute, pair) = inkAttributes(cell)
            attr_set(attribute, pair, nil)
            drawnStyle = nil
            drawingLineText = false
        } else if cell.style != drawnStyle {
            // The window's attributes colour the text, as `addwstr` did.
            let (attribute, pair) = attributes[cell.style] ?? (0, 0)
            attr_set(attribute, pair, nil)
            drawnStyle = cell.style
            drawingLineText = false
        }
        var column = x
        var width = 0
        func flush() {
            guard !glyph.isEmpty else { return }
            glyph.append(0)
            var character = cchar_t()
            if setcchar(&character, glyph, 0, 0, nil) == OK {
                mvwadd_wch(stdscr, Int32(y), Int32(column), &character)
            }
            column += width
            glyph.removeAll(keepingCapacity: true)
        }
        for scalar in cell.text.unicodeScalars {
            let value = wchar_t(bitPattern: scalar.value)
            let cells = Int(wcwidth(value))
            if cells > 0 {
                flush()
                glyph.append(value)
                width = cells
            } else if cells == 0, !glyph.isEmpty, glyph.count < Int(CCHARW_MAX) {
                glyph.append(value)
            }
        }
        flush()
    }

    /// The attributes and colour pair for a cell with ink (or text on a ruled
    /// line): the style's, with the rule's underline only where the ink is
    /// underlined, marks as attributes, and the ink's colour and highlight as
    /// the nearest the terminal has (a pair made once per combination).
    private func inkAttributes(_ cell: Cell) -> (attr_t, Int16) {
        // Text on a ruled line is ink on paper: the line's own pair is the rule's.
        let base = cell.style == .line ? lineTextAttributes : attributes[cell.style] ?? (0, 0)
        var attribute = base.0
        if cell.style == .line || cell.style == .overLine { attribute &= ~letter_attr_underline() }
        let ink = cell.ink
        if ink.underline || (cell.style == .overLine) { attribute |= letter_attr_underline() }
        if ink.bold { attribute |= letter_attr_bold() }
        if ink.italic { attribute |= letter_attr_italic() }
        guard colorCount >= 8, cell.style != .selection, ink.color != nil || ink.highlight != nil,
            let colors = styleColors[cell.style]
        else {
            if colorCount < 8, ink.highlight != nil { attribute |= letter_attr_reverse() }
            return (attribute, base.1)
        }
        func index(_ rgb: RGB) -> Int16 { Int16(colorCount >= 256 ? rgb.nearestXterm256 : rgb.nearestBasic8) }
        let foreground = ink.color.map { index($0.rgb) } ?? colors.foreground
        let background = ink.highlight.map { index($0.rgb) } ?? colors.background
        let key = (Int(foreground) + 1) * 1_000 + Int(background) + 1
        if let pair = inkPairs[key] { return (attribute, pair) }
        let made = alloc_pair(Int32(foreground), Int32(background))
        let pair = made > 0 && made <= Int32(Int16.max) ? Int16(made) : base.1
        inkPairs[key] = pair
        return (attribute, pair)
    }

    /// Attributes and colour pairs per style: a pair made for each style's
    /// colours, once, at the start.
    private static func palette(_ colors: ScreenColors) -> [Style: (attr_t, Int16)] {
        guard colors.terminalColors >= 8 else { return colors.monochrome }
        use_default_colors()
        var result: [Style: (attr_t, Int16)] = [:]
        for (index, (style, foreground, background, attribute)) in colors.pairs.enumerated() {
            let pair = Int16(index + 1)
            init_pair(pair, foreground, background)
            result[style] = (attribute, pair)
        }
        return result
    }
}
