@preconcurrency import CNcurses
import LetterKit

/// The one thin layer over ncurses: draws `Frame`s, writing only rows that changed.
///
/// Colours follow what the terminal offers: a 256-colour palette (ink on cream
/// paper), the 8 basic colours, or none at all (monochrome: the rules are
/// underlines, bars are reverse video). `NO_COLOR` in the environment means none.
@MainActor
final class Screen {
    private var previous: Frame?
    private var attributes: [Style: (attr_t, Int16)] = [:]

    init(colorsAllowed: Bool) {
        let useColors = colorsAllowed && has_colors() && start_color() == OK
        attributes = Screen.palette(colors: useColors ? Int(COLORS) : 0)
    }

    var size: TerminalSize { TerminalSize(rows: Int(getmaxy(stdscr)), columns: Int(getmaxx(stdscr))) }

    /// Draws `frame`: rows equal to the last frame's are not touched.
    func draw(_ frame: Frame) {
        if let previous, previous.size != frame.size { clear() }
        let old = previous?.size == frame.size ? previous : nil
        for (index, row) in frame.rows.enumerated() where old?.rows[index] != row {
            draw(row, at: index)
        }
        if let cursor = frame.cursor {
            curs_set(1)
            move(Int32(cursor.row), Int32(cursor.column))
        } else {
            curs_set(0)
        }
        refresh()
        previous = frame
    }

    /// Forget what is on screen, so the next frame is drawn whole.
    func invalidate() {
        previous = nil
    }

    private func draw(_ row: [Cell], at y: Int) {
        move(Int32(y), 0)
        var run: [wchar_t] = []
        var runStyle: Style?
        func flush() {
            guard let style = runStyle, !run.isEmpty else { return }
            let (attribute, pair) = attributes[style] ?? (0, 0)
            attr_set(attribute, pair, nil)
            run.append(0)
            addwstr(run)
            run.removeAll(keepingCapacity: true)
        }
        for cell in row where !cell.text.isEmpty {
            if cell.style != runStyle {
                flush()
                runStyle = cell.style
            }
            for scalar in cell.text.unicodeScalars { run.append(wchar_t(bitPattern: scalar.value)) }
        }
        flush()
        attr_set(0, 0, nil)
    }

    /// Attributes and colour pairs per style for a terminal with `colors` colours.
    private static func palette(colors: Int) -> [Style: (attr_t, Int16)] {
        let underline = letter_attr_underline()
        let reverse = letter_attr_reverse()
        let bold = letter_attr_bold()
        guard colors >= 8 else {
            return [
                .desk: (0, 0), .paper: (0, 0), .line: (underline, 0), .overLine: (underline | bold, 0),
                .selection: (reverse, 0), .title: (reverse, 0), .status: (reverse, 0),
                .statusWarning: (reverse | bold, 0), .statusError: (reverse | bold, 0), .help: (reverse, 0),
            ]
        }
        use_default_colors()
        let rich = colors >= 256
        // (foreground, background) per style; -1 is the terminal's default.
        let pairs: [(Style, Int16, Int16, attr_t)] = [
            (.desk, -1, -1, 0),
            (.paper, rich ? 101 : Int16(COLOR_BLACK), rich ? 230 : Int16(COLOR_WHITE), 0),
            (.line, rich ? 18 : Int16(COLOR_BLUE), rich ? 230 : Int16(COLOR_WHITE), underline),
            (.overLine, rich ? 124 : Int16(COLOR_RED), rich ? 224 : Int16(COLOR_WHITE), underline),
            (.selection, rich ? 230 : Int16(COLOR_WHITE), rich ? 25 : Int16(COLOR_BLUE), 0),
            (.title, rich ? 230 : Int16(COLOR_WHITE), rich ? 24 : Int16(COLOR_BLUE), bold),
            (.status, rich ? 230 : Int16(COLOR_WHITE), rich ? 24 : Int16(COLOR_BLUE), 0),
            (.statusWarning, Int16(COLOR_BLACK), rich ? 214 : Int16(COLOR_YELLOW), 0),
            (.statusError, rich ? 231 : Int16(COLOR_WHITE), rich ? 124 : Int16(COLOR_RED), bold),
            (.help, Int16(COLOR_BLACK), rich ? 254 : Int16(COLOR_WHITE), 0),
        ]
        var result: [Style: (attr_t, Int16)] = [:]
        for (index, (style, foreground, background, attribute)) in pairs.enumerated() {
            let pair = Int16(index + 1)
            init_pair(pair, foreground, background)
            result[style] = (attribute, pair)
        }
        return result
    }
}
