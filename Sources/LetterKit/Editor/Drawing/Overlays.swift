/// An opening question as a box in the middle of the screen: the prompt wrapped
/// to the box, then one line per answer, the chosen one highlighted.
func drawQuestion(
    _ question: EditorState.Question, selected: Int, keys: Keymap<ChoiceAction>, into frame: inout Frame
) {
    // The box is at most the terminal less a margin and its own padding, so the
    // prompt wraps to that rather than being cut at the box's edge.
    let width = max(2, min(frame.size.columns - 6, 60))
    var lines = wrap(question.prompt, columns: width).map { $0.trimmingSpaces }
    lines.append("")
    let first = lines.count
    lines += question.choices.enumerated().map { index, choice in
        (index == selected ? " ▸ " : "   ") + choice.label
    }
    lines.append("")
    let safe = question.choices.isEmpty ? tr("close") : question.choices[question.safeChoice].label.lowercasedFirst
    lines += choosingHint(keys, safe: safe, width: width)
    drawBox(lines, scroll: 0, highlighted: first + selected, into: &frame)
}

/// The keys of an opening question, from their keymap, on lines `width`
/// cells wide: the moves, then each row taking the safe answer on a line of
/// its own, saying which answer that is.
func choosingHint(_ keys: Keymap<ChoiceAction>, safe: String, width: Int) -> [String] {
    let rows = keys.rows
    let moves = rows.filter { $0.entries.first?.action != .safe }.map(\.hintText)
    let safeRows = rows.filter { $0.entries.first?.action == .safe }.map { $0.keyNames + ": " + ($0.hint.map { tr($0) } ?? safe) }
    return packed(moves, width: width, separator: " · ") + safeRows.flatMap { packed([$0], width: width, separator: "") }
}
