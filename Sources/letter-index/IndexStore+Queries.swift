import GRDB
import LetterKit
import LetterSystem

/// What the list and search ask the index: rows as `LetterSummary` values,
/// sorted by LetterKit (`BoxOrder.sorted`) or ranked by SQLite.
extension IndexStore {
    /// Every letter in the box, in `order`.
    func letters(order: BoxOrder) throws(IndexFailure) -> [LetterSummary] {
        order.sorted(
            try summaries(sql: "SELECT \(Self.summaryColumns) FROM letter", arguments: []), utcOffset: LocalTime.utcOffset)
    }

    /// The letters directly in `folder` (relative to the box: "" for its
    /// top, `2023/autumn` deeper down), in `order`.
    func letters(inFolder folder: String, order: BoxOrder) throws(IndexFailure) -> [LetterSummary] {
        order.sorted(
            try summaries(sql: "SELECT \(Self.summaryColumns) FROM letter WHERE folder = ?", arguments: [folder]),
            utcOffset: LocalTime.utcOffset)
    }

    /// The letters whose title, recipient or text holds `text`, best first.
    ///
    /// Three characters or more go through the trigram index, ranked by
    /// bm25 with the title weighing most, and letters whose title holds the
    /// text before all others; one or two characters are a `LIKE` scan, title
    /// matches first, then the newest. Ties go by path. The text table holds
    /// folded text (`BoxSearch.indexed`) and `BoxSearch` folds the search the
    /// same way, so case and Unicode forms (NFD or NFC, ﬁ or fi) never matter.
    func search(_ text: String) throws(IndexFailure) -> [LetterSummary] {
        guard let query = searchQuery(text, columns: Self.joinedSummaryColumns) else { return [] }
        return try summaries(sql: query.sql, arguments: query.arguments)
    }

    /// The query of `search` giving `columns` of each letter found; nil
    /// when the text has nothing to look for.
    ///
    /// Whether a title holds the text is asked of the trigram index too (the
    /// same letters a `LIKE` over the title finds, the text being three
    /// characters or more): a `LIKE` read each letter's whole row of text,
    /// its body too, and was a third of a search.
    func searchQuery(_ text: String, columns: String) -> (sql: String, arguments: StatementArguments)? {
        switch BoxSearch(text) {
        case .nothing:
            return nil
        case .match(let expression):
            return (
                """
                SELECT \(columns) FROM letter_text t JOIN letter l ON l.id = t.rowid
                WHERE letter_text MATCH ?1
                ORDER BY (t.rowid IN (SELECT rowid FROM letter_text WHERE letter_text MATCH ?2)) DESC,
                    bm25(letter_text, 10.0, 5.0, 1.0), l.path
                """,
                [expression, "title : " + expression]
            )
        case .like(let pattern):
            return (
                """
                SELECT \(columns) FROM letter_text t JOIN letter l ON l.id = t.rowid
                WHERE t.title LIKE ?1 ESCAPE '\\' OR t.recipient LIKE ?1 ESCAPE '\\' OR t.body LIKE ?1 ESCAPE '\\'
                ORDER BY (t.title LIKE ?1 ESCAPE '\\') DESC, l.modified DESC, l.path
                """,
                [pattern]
            )
        }
    }

    /// How many letters the index holds.
    func count() throws(IndexFailure) -> Int {
        try repairing { try database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM letter") ?? 0 } }
    }

    // MARK: Rows

    private static let summaryColumns =
        "path, title, recipient, date, modified, size, lines_used, paper_lines, paper_name, opening, picture, problem"
    /// The same columns of `letter` as `l` in a join.
    private static let joinedSummaryColumns =
        "l.path, l.title, l.recipient, l.date, l.modified, l.size, l.lines_used, l.paper_lines, l.paper_name, "
        + "l.opening, l.picture, l.problem"

    private func summaries(sql: String, arguments: StatementArguments) throws(IndexFailure) -> [LetterSummary] {
        try repairing {
            try database.read { db in
                var summaries: [LetterSummary] = []
                let rows = try Row.fetchCursor(db, sql: sql, arguments: arguments)
                while let row = try rows.next() {
                    summaries.append(
                        LetterSummary(
                            path: row[0], title: row[1], recipient: row[2], date: row[3], modified: row[4],
                            size: row[5], linesUsed: row[6], paperLines: row[7], paperName: row[8], opening: row[9],
                            picture: row[10], problem: row[11]))
                }
                return summaries
            }
        }
    }
}
