/// What a person does with the mouse, read from its reports: a click, a
/// drag, a double click, the wheel.
///
/// A press is a click (the cursor goes there); motion with the left button
/// held is a drag (the selection grows from the press to the pointer); a
/// second press on the same cell within `doubleClickWindow` is a double
/// click (a word is selected). A release ends a drag where the button came
/// up; after a press that did not move it says nothing, so a click's
/// release never undoes what the press (or a double click) chose. The time
/// comes from the caller, as `EscapeAsAlt`'s does, so the decision is pure.
///
/// Representation: the last press (its cell and time) and whether the left
/// button is down and has moved since.
public struct MouseGestures: Hashable, Sendable {
    /// How soon a second press must follow the first to make a double click
    /// (GTK's and most desktops' default).
    public static let doubleClickWindow: Duration = .milliseconds(400)

    private var lastPress: Press?
    private var isDown = false
    private var hasMoved = false

    private struct Press: Hashable, Sendable {
        var row: Int
        var column: Int
        var at: Duration
    }

    public init() {}

    /// The input a report makes at `now`, or nil when it makes none.
    public mutating func take(_ report: MouseReport, at now: Duration) -> ScreenInput? {
        switch report.kind {
        case .wheelUp: return .scroll(rows: -3)
        case .wheelDown: return .scroll(rows: 3)
        case .other: return nil
        case .leftPress:
            isDown = true
            hasMoved = false
            if let last = lastPress, last.row == report.row, last.column == report.column,
                now - last.at <= MouseGestures.doubleClickWindow
            {
                // A third press starts afresh rather than making another double click.
                lastPress = nil
                return .doubleClick(row: report.row, column: report.column)
            }
            lastPress = Press(row: report.row, column: report.column, at: now)
            return .click(row: report.row, column: report.column)
        case .leftDrag:
            guard isDown else { return nil }
            hasMoved = true
            lastPress = nil
            return .drag(row: report.row, column: report.column)
        case .leftRelease:
            defer {
                isDown = false
                hasMoved = false
            }
            guard isDown, hasMoved else { return nil }
            return .drag(row: report.row, column: report.column)
        }
    }
}
