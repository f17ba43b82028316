extension EditorState {
    /// True when the status row's figures lag behind the letter (the shell
    /// then sends `.idle` once input pauses).
    public var figuresAreBehind: Bool { shownFigures != StatusFigures(page) }

    /// Where the cursor is and how much the letter holds.
    public struct StatusFigures: Hashable, Sendable {
        /// The cursor's visual line and column, from 1.
        public var line: Int
        public var column: Int
        public var lines: Int
        public var words: Int
        public var characters: Int
        /// The ink at the cursor (what typing gives, or the selection's).
        public var ink: Ink

        init(_ page: Page) {
            ink = page.inkAtCursor
            let point = page.point(of: page.cursor)
            line = point.row + 1
            column = min(point.column, page.paper.columns) + 1
            lines = page.lineCount
            words = page.document.wordCount
            characters = page.document.characterCount
        }
    }
}
