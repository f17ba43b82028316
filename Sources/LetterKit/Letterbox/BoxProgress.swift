/// The screen while the box's index catches up with its files on opening:
/// how many letters have been read, as words and as a bar.
///
/// Drawn only when the catching up takes long (the program decides when);
/// a pure function of the counts and the size, so it is tested as text.
public func renderProgress(boxName: String, done: Int, total: Int, _ size: TerminalSize) -> Frame {
    var frame = Frame(size: size)
    guard size.rows > 0, size.columns > 0 else { return frame }
    frame.fill(row: 0, from: 0, count: size.columns, style: .title)
    frame.put(" " + tr("Letterbox · {place}", ["place": boxName]), row: 0, column: 0, style: .title)
    let total = max(0, total)
    let done = max(0, min(done, total))
    let words = tr("Reading letters: {done} of {total}", ["done": done, "total": total])
    let row = max(1, size.rows / 2 - 1)
    frame.put(words, row: row, column: max(0, (size.columns - CellWidth.of(words)) / 2), style: .desk)
    let width = max(0, min(60, size.columns - 4))
    guard width > 0, row + 1 < size.rows else { return frame }
    let filled = total == 0 ? width : done * width / total
    let left = (size.columns - width) / 2
    frame.put(String(repeating: "█", count: filled), row: row + 1, column: left, style: .marked)
    frame.put(String(repeating: "░", count: width - filled), row: row + 1, column: left + filled, style: .detail)
    return frame
}
