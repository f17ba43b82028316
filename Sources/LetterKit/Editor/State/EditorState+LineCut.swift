/// nano's ^K and ^C: cut the line, say where the cursor is.
extension EditorState {
    /// Cuts the selection, or else the line the cursor is on as it was
    /// written (a wrapped paragraph whole, as nano cuts a soft-wrapped line)
    /// with its line break, so a paste puts it back as a line. One undo step:
    /// it is one cut.
    mutating func cutLine() -> [Effect] {
        if page.selection == nil {
            let paragraph = page.cursor.paragraph
            let document = page.document
            let start = Position(paragraph: paragraph, offset: 0)
            let end =
                paragraph + 1 < document.paragraphs.count
                ? Position(paragraph: paragraph + 1, offset: 0) : document.end
            guard start < end else {
                message = Message(tr("Nothing to cut: the line is empty"))
                return []
            }
            page.select(start..<end)
        }
        return perform(.cut)
    }

    /// nano's cursor position report: line, column and character, each of
    /// its whole, on the status row.
    mutating func sayPosition() {
        let figures = StatusFigures(page)
        // Characters before the cursor, a line break counting one, as the
        // status row's count counts them. Asked for, not per key: the walk
        // over the paragraphs before is paid only here.
        let paragraphs = page.document.paragraphs
        let cursor = page.cursor
        let before = paragraphs[..<cursor.paragraph].reduce(cursor.paragraph) { $0 + $1.characters.count } + cursor.offset
        func share(_ part: Int, _ whole: Int) -> String {
            "\(part)/\(whole) (\(whole == 0 ? 100 : part * 100 / whole)%)"
        }
        let lineEnd = page.position(at: VisualPoint(row: figures.line - 1, column: .max))
        let lineLength = page.point(of: lineEnd).column + 1
        message = Message(
            tr(
                "line {line}, column {column}, character {character}",
                [
                    "line": share(figures.line, figures.lines), "column": share(figures.column, lineLength),
                    "character": share(before, figures.characters),
                ]))
    }
}
