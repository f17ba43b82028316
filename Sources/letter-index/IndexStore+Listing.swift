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
                let rows = try Row.fetchCursor(
                    db, sql: "SELECT path, title, date, modified, lines_used, paper_lines, problem FROM letter")
                while let row = try rows.next() {
                    letters.append(
                        LetterSummary(
                            path: row[0], title: row[1], date: row[2], modified: row[3], size: 0,
                            linesUsed: row[4], paperLines: row[5], paperName: "", opening: "", problem: row[6]))
                }
                return letters
            }
        }
        var output = ""
        for letter in order.sorted(letters, utcOffset: LocalTime.utcOffset) {
            let day = letter.date == nil ? LocalTime(secondsSinceEpoch: letter.modified).dayText : ""
            output += BoxListing.line(for: letter, box: box, modifiedDay: day)
            output += "\n"
        }
        return output
    }

    /// The `--search` lines: the paths, relative to the box, of the letters
    /// holding `text`, best first; a newline in a name escaped, never a
    /// second line.
    func foundPaths(_ text: String) throws(IndexFailure) -> String {
        var output = ""
        for letter in try search(text) {
            output += BoxListing.shownPath(BoxListing.relativePath(of: letter.path, inBox: box))
            output += "\n"
        }
        return output
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
