@preconcurrency import CNcurses
import Glibc

/// The bytes the screen sends, written by the screen itself from the
/// terminal's terminfo strings, and what they leave on the terminal: where
/// the cursor is and the pen it draws with.
///
/// Why not ncurses' `refresh`: it ends every update by putting the terminal
/// back to plain attributes (its `doupdate` does so, "in case other programs
/// write to the screen"), so every typed character on the paper cost its
/// colours again and their reset: 35 of the 36 bytes a key. Kept here, the
/// pen stays on the paper's ink between keys, and a character typed where
/// the cursor stands is the character's bytes alone. ncurses still reads the
/// keys, sets the terminal's modes and gives it back (`endwin`); it draws
/// only a cleared screen, before a frame drawn whole (`Screen`).
///
/// What is known of the terminal is forgotten (nil) whenever something else
/// wrote to it; the next write then says everything again.
@MainActor
final class TerminalOutput {
    private var bytes: [UInt8] = []
    /// Where the select graphic rendition (`ESC [ … m`) that ends `bytes`
    /// starts, if one does: the next one joins it.
    private var lastRendition: Int?
    /// Where the terminal's cursor stands, when known.
    private var cursor: (row: Int, column: Int)?
    /// The pen the terminal draws with, when known.
    private var pen: Pen?
    /// What the terminal's saved cursor (`sc`) holds, when known: a row and
    /// the pen it was saved with (the column matters only when the same).
    private var saved: (row: Int, column: Int, pen: Pen)?
    private let colors: Bool
    /// `sc` and `rc` when they are the VT100's DECSC and DECRC (`ESC 7`,
    /// `ESC 8`), which keep the pen with the place; empty otherwise (a
    /// terminal whose `sc` keeps the place alone, or has none).
    private let saveCursor: [UInt8], restoreCursor: [UInt8]
    /// The bytes of the cursor's moves.
    private var moves = CursorMoves()
    /// Fixed strings, without padding.
    private let plainText: [UInt8], bold: [UInt8], underline: [UInt8], italic: [UInt8], reverse: [UInt8],
        dim: [UInt8], originalPair: [UInt8], scrollForward: [UInt8], scrollReverse: [UInt8]
    /// Templates, for `tiparm`.
    private let setForeground: UnsafeMutablePointer<CChar>?, setBackground: UnsafeMutablePointer<CChar>?,
        scrollRegion: UnsafeMutablePointer<CChar>?
    /// Strings made from templates, kept: a colour or a place comes back often.
    private var strings: [Int: [UInt8]] = [:]
    /// True when erasing (a scroll's new rows) fills with the pen's background.
    let erasesInBackground: Bool
    /// True when writing the bottom right cell would scroll the screen.
    let bottomRightScrolls: Bool

    init(colors: Bool) {
        self.colors = colors
        plainText = TerminfoString.string("sgr0")
        bold = TerminfoString.string("bold")
        underline = TerminfoString.string("smul")
        italic = TerminfoString.string("sitm")
        reverse = TerminfoString.string("rev")
        dim = TerminfoString.string("dim")
        originalPair = TerminfoString.string("op")
        scrollForward = TerminfoString.string("ind").isEmpty ? [0x0A] : TerminfoString.string("ind")
        scrollReverse = TerminfoString.string("ri")
        let (save, restore) = (TerminfoString.string("sc"), TerminfoString.string("rc"))
        let keepsPen = save == [0x1B, 0x37] && restore == [0x1B, 0x38]
        saveCursor = keepsPen ? save : []
        restoreCursor = keepsPen ? restore : []
        setForeground = TerminfoString.template("setaf")
        setBackground = TerminfoString.template("setab")
        scrollRegion = TerminfoString.template("csr")
        erasesInBackground = tigetflag("bce") == 1
        bottomRightScrolls = tigetflag("am") == 1 && tigetflag("xenl") != 1
    }

    /// True when the terminal can scroll part of the screen.
    var canScrollRegion: Bool { scrollRegion != nil && moves.canMoveAnywhere && !scrollReverse.isEmpty }

    /// True when the cursor is known to stand at (`row`, `column`).
    func cursorIs(row: Int, column: Int) -> Bool {
        guard let cursor else { return false }
        return cursor.row == row && cursor.column == column
    }

    /// The pen the terminal draws with, when known.
    var currentPen: Pen? { pen }

    /// The row the cursor stands on, when known.
    var cursorRow: Int? { cursor?.row }

    /// Forgets the cursor and the pen: something else wrote to the terminal.
    func forget() {
        cursor = nil
        pen = nil
        saved = nil
    }

    /// Saves the cursor's place and pen in the terminal (DECSC, 2 bytes),
    /// where a later `place` can come back to them in 2 bytes instead of
    /// a move and a change of pen (up to 27 on a 256-colour terminal).
    /// Nothing when the terminal has no such save, when the place or the pen
    /// is not known, or when the save already holds this row and pen.
    func saveCursorAndPen() {
        guard !saveCursor.isEmpty, let cursor, let pen else { return }
        if let saved, saved.row == cursor.row, saved.pen == pen { return }
        bytes += saveCursor
        saved = (cursor.row, cursor.column, pen)
    }

    /// Gets to (`row`, `column`) drawing with `wanted`, the shorter way: a
    /// change of pen and a move, or the saved cursor restored (DECRC) when
    /// it holds this row and this pen, then a move along the row.
    func place(row: Int, column: Int, pen wanted: Pen) {
        if let saved, saved.row == row, saved.pen == wanted, pen != wanted {
            let along = saved.column == column ? 0 : moves.length(toRow: row, column: column, from: (saved.row, saved.column))
            let direct = penChange(to: wanted).count + moves.length(toRow: row, column: column, from: cursor)
            if restoreCursor.count + along < direct {
                bytes += restoreCursor
                cursor = (saved.row, saved.column)
                pen = saved.pen
            }
        }
        use(wanted)
        move(row: row, column: column)
    }

    /// Draws with `wanted` from now on: attributes turned off go through a
    /// reset (which also resets the colours), then what is missing is added.
    /// The bytes of each change of pen are made once.
    func use(_ wanted: Pen) {
        if let pen, pen == wanted { return }
        bytes += penChange(to: wanted)
        pen = wanted
    }

    /// The bytes that change the pen in use to `wanted`, made once.
    private func penChange(to wanted: Pen) -> [UInt8] {
        let change = PenChange(from: pen, to: wanted)
        if let known = penChanges[change] { return known }
        let start = bytes.count
        write(wanted)
        let made = Array(bytes[start...])
        bytes.removeSubrange(start...)
        penChanges[change] = made
        return made
    }

    private struct PenChange: Hashable {
        var from: Pen?
        var to: Pen
    }

    private var penChanges: [PenChange: [UInt8]] = [:]

    private func write(_ wanted: Pen) {
        var current = pen ?? Pen(attributes: ~0, foreground: .min, background: .min)
        lastRendition = nil
        if current.attributes & ~wanted.attributes != 0 {
            appendRendition(plainText)
            current = .plain
        }
        let added = wanted.attributes & ~current.attributes
        if added & letter_attr_bold() != 0 { appendRendition(bold) }
        if added & letter_attr_underline() != 0 { appendRendition(underline) }
        if added & letter_attr_italic() != 0 { appendRendition(italic) }
        if added & letter_attr_reverse() != 0 { appendRendition(reverse) }
        if added & letter_attr_dim() != 0 { appendRendition(dim) }
        if colors {
            if (wanted.foreground < 0 && current.foreground != -1) || (wanted.background < 0 && current.background != -1) {
                appendRendition(originalPair)
                current.foreground = -1
                current.background = -1
            }
            if wanted.foreground >= 0, wanted.foreground != current.foreground {
                appendRendition(made(setForeground, Int(wanted.foreground), key: 1 << 40 | Int(wanted.foreground)))
            }
            if wanted.background >= 0, wanted.background != current.background {
                appendRendition(made(setBackground, Int(wanted.background), key: 2 << 40 | Int(wanted.background)))
            }
        }
        lastRendition = nil
    }

    /// Appends `piece`; two renditions in a row become one (`ESC [ 1 m` and
    /// `ESC [ 38;5;18 m` are `ESC [ 1;38;5;18 m`), which every terminal that
    /// takes the first two reads the same.
    private func appendRendition(_ piece: [UInt8]) {
        guard let escape = piece.lastIndex(of: 0x1B), Self.isRendition(piece[escape...]) else {
            bytes += piece
            lastRendition = nil
            return
        }
        if escape == 0, let start = lastRendition {
            // `ESC [ m` is `ESC [ 0 m`.
            let parameters = piece.count == 3 ? [0x30] : Array(piece[2..<(piece.count - 1)])
            if bytes.count - start == 3 { bytes.insert(0x30, at: bytes.count - 1) }
            bytes.removeLast()
            bytes.append(0x3B)
            bytes += parameters
            bytes.append(0x6D)
            return
        }
        lastRendition = bytes.count + escape
        bytes += piece
    }

    /// `ESC [`, digits and semicolons, `m`.
    private static func isRendition(_ piece: ArraySlice<UInt8>) -> Bool {
        guard piece.count >= 3, piece[piece.startIndex + 1] == 0x5B, piece.last == 0x6D else { return false }
        return piece.dropFirst(2).dropLast().allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x3B }
    }

    /// Moves the cursor to (`row`, `column`), unless it is there.
    func move(row: Int, column: Int) {
        if let cursor, cursor.row == row, cursor.column == column { return }
        moves.append(toRow: row, column: column, from: cursor, to: &bytes)
        cursor = (row, column)
    }

    /// Writes `text` where the cursor is; the terminal moves it `advance`
    /// cells on (nil: the cursor is then unknown).
    func write(_ text: String, advance: Int?) {
        bytes += text.utf8
        if let advance, let at = cursor {
            cursor = (at.row, at.column + advance)
        } else {
            cursor = nil
        }
    }

    /// Writes a control sequence (a line attribute, a text size) the
    /// screen made itself; where the cursor then stands is not known.
    func control(_ text: String) {
        bytes += text.utf8
        cursor = nil
    }

    /// The cursor after a write that reached the last column: terminals
    /// differ in where it then stands.
    func cursorIsUnknown() { cursor = nil }

    /// Scrolls rows `rows` (of a screen `height` rows tall) up by `distance`
    /// (down when negative) with the terminal's scroll region; the rows it
    /// uncovers are erased in the pen's background or the terminal's own.
    func scroll(_ rows: Range<Int>, by distance: Int, height: Int) {
        append(scrollRegion, rows.lowerBound, rows.upperBound - 1, key: nil)
        cursor = nil
        if distance > 0 {
            move(row: rows.upperBound - 1, column: 0)
            for _ in 0..<distance { bytes += scrollForward }
        } else {
            move(row: rows.lowerBound, column: 0)
            for _ in 0..<(-distance) { bytes += scrollReverse }
        }
        append(scrollRegion, 0, height - 1, key: nil)
        // Setting the region moves the cursor on some terminals.
        cursor = nil
    }

    /// Sends what was written.
    func flush() {
        var start = 0
        while start < bytes.count {
            let written = bytes[start...].withUnsafeBytes { Glibc.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                break
            }
            start += written
        }
        bytes.removeAll(keepingCapacity: true)
    }

    // MARK: terminfo

    private func append(_ template: UnsafeMutablePointer<CChar>?, _ a: Int, _ b: Int? = nil, key: Int?) {
        bytes += made(template, a, b, key: key)
    }

    /// The string `template` makes of `a` (and `b`), kept under `key`.
    private func made(_ template: UnsafeMutablePointer<CChar>?, _ a: Int, _ b: Int? = nil, key: Int?) -> [UInt8] {
        if let key, let known = strings[key] { return known }
        let string = TerminfoString.filled(template, a, b)
        if let key { strings[key] = string }
        return string
    }
}
