@preconcurrency import CNcurses

/// The bytes that move the terminal's cursor, from the terminal's own `cup`
/// (to a row and column) and `hpa` (to a column of the row it is on).
///
/// When those are the ANSI ones (`ESC [ row ; column H`, `ESC [ column G`,
/// from 1), a move is written digit by digit, put together on the stack:
/// `tiparm` (and its `sprintf`) cost thousands of instructions for each
/// place not seen before, such as the cursor's after every pause, and an
/// array made for each move was two allocations. Other terminals' moves are
/// made by `tiparm` once a place and kept.
@MainActor
struct CursorMoves {
    private let moveTo: UnsafeMutablePointer<CChar>?
    private let toColumn: UnsafeMutablePointer<CChar>?
    private let ansi: Bool
    /// Moves made by `tiparm`, by place: a place comes back often.
    private var made: [Int: [UInt8]] = [:]

    init() {
        moveTo = TerminfoString.template("cup")
        toColumn = TerminfoString.template("hpa")
        ansi =
            TerminfoString.string("cup") == Array("\u{1B}[%i%p1%d;%p2%dH".utf8)
            && TerminfoString.string("hpa") == Array("\u{1B}[%i%p1%dG".utf8)
    }

    /// True when the terminal can move the cursor to any row and column.
    var canMoveAnywhere: Bool { moveTo != nil }

    /// How many bytes the move from `from` (nil: unknown) to (`row`,
    /// `column`) takes, without writing it.
    mutating func length(toRow row: Int, column: Int, from: (row: Int, column: Int)?) -> Int {
        let along = movesAlong(to: row, from: from)
        guard writesANSI(row: row, column: column) else { return madeMove(row: row, column: column, along: along).count }
        // ESC [ (row ;) column H|G
        return 3 + (along ? 0 : Self.decimalDigits(row + 1) + 1) + Self.decimalDigits(column + 1)
    }

    /// Appends to `bytes` the move from `from` (nil: unknown) to (`row`,
    /// `column`): along the row when it stays on it.
    mutating func append(toRow row: Int, column: Int, from: (row: Int, column: Int)?, to bytes: inout [UInt8]) {
        let along = movesAlong(to: row, from: from)
        guard writesANSI(row: row, column: column) else {
            bytes += madeMove(row: row, column: column, along: along)
            return
        }
        // Two numbers of at most 20 digits, a separator and four more bytes.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 48) { sequence in
            sequence[0] = 0x1B
            sequence[1] = 0x5B
            var count = 2
            if !along {
                count = Self.putDecimal(row + 1, into: sequence, at: count)
                sequence[count] = 0x3B
                count += 1
            }
            count = Self.putDecimal(column + 1, into: sequence, at: count)
            sequence[count] = along ? 0x47 : 0x48
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: sequence[..<(count + 1)]))
        }
    }

    /// Whether a move from `from` to `row` goes along the row it is on.
    private func movesAlong(to row: Int, from: (row: Int, column: Int)?) -> Bool {
        from?.row == row && toColumn != nil
    }

    private func writesANSI(row: Int, column: Int) -> Bool { ansi && row >= 0 && column >= 0 }

    /// The move as `tiparm` makes it from the terminal's template, kept.
    private mutating func madeMove(row: Int, column: Int, along: Bool) -> [UInt8] {
        let key = along ? -1 - column : row << 20 | column
        if let known = made[key] { return known }
        let move = along ? TerminfoString.filled(toColumn, column) : TerminfoString.filled(moveTo, row, column)
        made[key] = move
        return move
    }

    /// How many decimal digits `value` (not negative) has.
    private static func decimalDigits(_ value: Int) -> Int {
        var digits = 1
        var rest = value
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        return digits
    }

    /// Puts the decimal digits of `value` (not negative) into `buffer` from
    /// `start`; returns the index after them.
    private static func putDecimal(_ value: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
        let end = start + decimalDigits(value)
        var rest = value
        var index = end
        repeat {
            index -= 1
            buffer[index] = 0x30 + UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        } while rest > 0
        return end
    }
}
