import GRDB

@testable import letter

extension LetterIndex {
    /// The index's database file, opened in the test's own process: the
    /// index itself is kept by `letter-index`, so a test that reaches into
    /// the file (to make it look older or damaged) opens it here.
    var database: DatabaseQueue {
        get throws {
            guard let databasePath else { throw FilesTestError("the index is kept in memory") }
            return try DatabaseQueue(path: databasePath)
        }
    }
}
