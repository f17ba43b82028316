/// The envelope's form drawn over the paper: a box with a row per field
/// (label, value), the field being edited highlighted with how much of its
/// limit it uses, and under any field in error (or that refused a key) why.
func drawEnvelope(_ form: EnvelopeForm, keys: Keymap<EnvelopeAction>, into frame: inout Frame) {
    // The labels in the interface's language, measured in cells (a Korean
    // syllable takes two).
    let labels = EnvelopeField.allCases.map { tr($0.label) + ":" }
    let labelWidth = (labels.map { CellWidth.of($0) }.max() ?? 0) + 1
    let width = min(frame.size.columns - 2, 66)
    var rows: [(text: String, style: Style, field: Int?)] = [(tr("Envelope"), .help, nil), ("", .help, nil)]
    for index in EnvelopeField.allCases.indices {
        rows.append(("", index == form.selected ? .selection : .help, index))
        if let message = form.fields[index].message {
            rows.append(("  ↳ " + message, .statusError, nil))
        }
    }
    rows.append(("", .help, nil))
    // The form's keys, from its keymap, on as many lines as the box needs.
    for line in keys.hintLines(width: width - 4) { rows.append((line, .help, nil)) }
    let height = min(frame.size.rows - 2, rows.count + 2)
    guard width > labelWidth + 8, height > 2 else { return }
    let left = (frame.size.columns - width) / 2
    let top = max(1, (frame.size.rows - height) / 2)
    for offset in 0..<height { frame.fill(row: top + offset, from: left, count: width, style: .help) }
    frame.cursor = nil
    for (offset, row) in rows.prefix(height - 2).enumerated() {
        let y = top + 1 + offset
        frame.fill(row: y, from: left + 1, count: width - 2, style: row.style)
        guard let index = row.field else {
            frame.put(StatusMessage(row.text).fitted(to: width - 4), row: y, column: left + 2, style: row.style)
            continue
        }
        let field = form.fields[index]
        let label = labels[index]
        frame.put(label, row: y, column: left + 2, style: row.style)
        let usage = index == form.selected ? field.usage.map { " \($0)" } ?? "" : ""
        let valueColumn = left + 2 + labelWidth
        let valueWidth = max(1, left + width - 2 - valueColumn - usage.count)
        let window = field.window(width: valueWidth)
        frame.put(window.shown, row: y, column: valueColumn, style: row.style)
        if !usage.isEmpty { frame.put(usage, row: y, column: left + width - 2 - usage.count, style: row.style) }
        if index == form.selected { frame.cursor = (y, valueColumn + window.cursorColumn) }
    }
}
