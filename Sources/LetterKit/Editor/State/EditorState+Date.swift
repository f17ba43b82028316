extension EditorState {
    /// The shell's answer to `.readToday`: the date goes in at the cursor as
    /// typed text does, through the gate (refused whole when the page has no
    /// room, never cut), and is one undo step.
    mutating func insertDate(_ day: CalendarDay) -> [Effect] {
        guard case .editing = mode else { return [] }
        return performEdit(.insert(letterDate.text(for: day)))
    }
}
