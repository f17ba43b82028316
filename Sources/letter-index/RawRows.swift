import GRDB
import GRDBSQLite

/// Rows read with SQLite's own calls, for the queries that read every
/// letter (the `--list` lines, the stamps a refresh compares): GRDB's
/// `Row` decodes each column through its generic conversions, which took
/// more time than SQLite itself over 10,000 rows.
struct RawRow {
    let handle: SQLiteStatement

    /// The column's text; "" for NULL.
    func text(_ column: Int32) -> String { optionalText(column) ?? "" }

    /// The column's text; nil for NULL.
    func optionalText(_ column: Int32) -> String? {
        guard sqlite3_column_type(handle, column) != SQLITE_NULL, let bytes = sqlite3_column_text(handle, column)
        else { return nil }
        let count = Int(sqlite3_column_bytes(handle, column))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    /// The column's bytes (none for NULL), valid only inside `body`.
    func withBytes<Value>(_ column: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> Value) -> Value {
        guard let bytes = sqlite3_column_text(handle, column) else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
        return body(UnsafeBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(handle, column))))
    }

    func int64(_ column: Int32) -> Int64 { sqlite3_column_int64(handle, column) }

    func int(_ column: Int32) -> Int { Int(sqlite3_column_int64(handle, column)) }
}

extension Database {
    /// Runs `sql` with `arguments` and gives `body` each row; SQLite's
    /// errors as GRDB's `DatabaseError`, so damage is still found and mended.
    func eachRawRow(
        _ sql: String, arguments: StatementArguments = StatementArguments(), _ body: (RawRow) throws -> Void
    ) throws {
        let statement = try makeStatement(sql: sql)
        try statement.setArguments(arguments)
        let handle = statement.sqliteStatement
        defer { sqlite3_reset(handle) }
        while true {
            let code = sqlite3_step(handle)
            if code == SQLITE_DONE { return }
            guard code == SQLITE_ROW else {
                throw DatabaseError(
                    resultCode: ResultCode(rawValue: code),
                    message: sqliteConnection.map { String(cString: sqlite3_errmsg($0)) }, sql: sql)
            }
            try body(RawRow(handle: handle))
        }
    }
}
