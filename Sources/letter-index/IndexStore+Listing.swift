import GRDB
import LetterKit
import LetterSystem

/// What `letter box --list` and `--search` print, made here whole so the
/// program passes the text on without decoding a row, and what the box
/// screen needs to count the letters under its folders.
extension IndexStore {
    /// The `--list` lines in `order`, a letter a line (`BoxListing.line`),
    /// the file's day in the local time zone where the envelope has no date.
    ///
    /// Only the columns a line shows or the order needs are read: the
    /// opening, recipient, paper and picture of 10,000 letters are most of
    /// the table's bytes and none of the listing.
    func listing(order: BoxOrder) throws(IndexFailure) -> String {
        let letters = try repairing {
            try database.read { db in
                var letters: [LetterSummary] = []
                try db.eachRawRow("SELECT path, title, date, modified, lines_used, paper_lines, problem FROM letter") {
                    row in
                    letters.append(
                        LetterSummary(
                            path: row.text(0), title: row.text(1), date: row.optionalText(2), modified: row.int64(3),
                            size: 0, linesUsed: row.int(4), paperLines: row.int(5), paperName: "", opening: "",
                            problem: row.optionalText(6)))
                }
                return letters
            }
        }
        var output = ""
        var days = LocalDays()
        // Each letter and the other machine's version a sync kept beside it.
        let pairs = SyncPair.pairs(among: letters.map(\.path))
        for letter in order.sorted(letters, utcOffset: LocalTime.utcOffset) {
            let day = letter.date == nil ? days.text(secondsSinceEpoch: letter.modified) : ""
            output += BoxListing.line(for: letter, box: box, modifiedDay: day, pair: pairs[letter.path])
            output += "\n"
        }
        return output
    }

    /// The `--search` lines: the paths, relative to the box, of the letters
    /// holding `text`, best first; a newline in a name escaped, never a
    /// second line.
    ///
    /// Written from SQLite's bytes: a path of printable ASCII (nearly every
    /// one) is copied as it is, with no string made of it; any other goes
    /// through `BoxListing.shownPath` as before.
    func foundPaths(_ text: String) throws(IndexFailure) -> String {
        guard let query = searchQuery(text, columns: "l.path") else { return "" }
        let prefix = Array((box.hasSuffix("/") ? box : box + "/").utf8)
        let bytes = try repairing {
            try database.read { db in
                var output: [UInt8] = []
                try db.eachRawRow(query.sql, arguments: query.arguments) { row in
                    row.withBytes(0) { path in
                        let relative = path.starts(with: prefix) ? path[prefix.count...] : path[...]
                        if relative.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
                            output.append(contentsOf: relative)
                        } else {
                            let whole = String(decoding: path, as: UTF8.self)
                            output.append(
                                contentsOf: BoxListing.shownPath(BoxListing.relativePath(of: whole, inBox: box)).utf8)
                        }
                        output.append(UInt8(ascii: "\n"))
                    }
                }
                return output
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// How many letters each folder holds directly, by folder relative to
    /// the box ("" for its top): the box screen adds them up for a folder's
    /// count instead of fetching every letter.
    func folderCounts() throws(IndexFailure) -> [String: Int] {
        try repairing {
            try database.read { db in
                var counts: [String: Int] = [:]
                let rows = try Row.fetchCursor(db, sql: "SELECT folder, count(*) FROM letter GROUP BY folder")
                while let row = try rows.next() { counts[row[0]] = row[1] }
                return counts
            }
        }
    }
}

/// `LocalTime(secondsSinceEpoch:).dayText`, kept by quarter hour: the files
/// of a box were mostly changed on a few days, and every time zone's offset
/// and change since 1972 falls on a quarter hour, so one quarter hour is one
/// day. Limitation: a zone's offset of odd minutes (local mean time, before
/// 1972) may give a file changed in that quarter hour the neighbouring day.
struct LocalDays {
    private var known: [Int64: String] = [:]

    mutating func text(secondsSinceEpoch seconds: Int64) -> String {
        let quarter = seconds >= 0 ? seconds / 900 : (seconds + 1) / 900 - 1
        if let day = known[quarter] { return day }
        let day = LocalTime(secondsSinceEpoch: seconds).dayText
        known[quarter] = day
        return day
    }
}
