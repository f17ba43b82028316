/// A picture block drawn as text: a frame of its lines with the caption
/// inside, and a note under it (why the picture is not shown, or that it is
/// on its way). What `letter render` prints for a picture, and what the
/// screen shows until (or instead of) the picture itself. An attachment is a
/// one-line card.
///
/// The caption, the file's name and the note are the letter's data, printed
/// by `letter render` straight to a terminal: they are escaped
/// (`TerminalSafe`) before they are measured and placed, so a caption
/// holding ESC shows `^[` and takes its two cells.
public enum PictureBox {
    /// The block's rows, `lines` of them, each exactly `columns` cells wide.
    public static func rows(caption: String, note: String?, columns: Int, lines: Int) -> [String] {
        let caption = TerminalSafe.escaped(caption)
        let note = note.map(TerminalSafe.escaped)
        let width = max(0, columns)
        let count = max(1, lines)
        guard width >= 4 else { return Array(repeating: String(repeating: " ", count: width), count: count) }
        if count == 1 { return [centered("[\(caption)]", in: width, fill: " ")] }
        var rows: [String] = []
        for row in 0..<count {
            let edge = row == 0 ? ("┌", "┐") : row == count - 1 ? ("└", "┘") : ("│", "│")
            let fill: Character = row == 0 || row == count - 1 ? "─" : " "
            rows.append(edge.0 + String(repeating: fill, count: width - 2) + edge.1)
        }
        // The caption on the middle row (the top edge of a two-line block),
        // the note on the row under it.
        let captionRow = middleRow(lines: count)
        rows[captionRow] = framed(" \(caption) ", row: rows[captionRow], width: width)
        if let note, !note.isEmpty {
            let noteRow = captionRow + 1
            rows[noteRow] = framed(" \(note) ", row: rows[noteRow], width: width)
        }
        return rows
    }

    /// An attachment's card: a clip, the file's name and, when known, its
    /// size; a sound's: a musical note, the file's name and, when known, its
    /// length (with a `note` on why it cannot be read, the clip's card).
    public static func card(
        for source: PictureSource, bytes: Int64?, note: String? = nil, length: MediaFacts? = nil, columns: Int
    ) -> String {
        // A sound whose file cannot be read is a file like any other: its
        // card says why, as every attachment's does.
        if source.media == .sound && note == nil {
            return MediaLabel.card(for: source, kind: .sound, facts: length, columns: columns)
        }
        var text = "📎 \(TerminalSafe.escaped(source.fileName))"
        if let bytes { text += " · \(ByteCount(bytes))" }
        if let note { text += " · \(TerminalSafe.escaped(note))" }
        return CellCut.fitted(text, to: max(0, columns))
    }

    /// `text` in the middle of `row`'s inner cells, keeping its edges.
    private static func framed(_ text: String, row: String, width: Int) -> String {
        let characters = Array(row)
        let inner = max(0, width - 2)
        let shown = CellCut.fitted(text, to: inner)
        let shownWidth = CellWidth.of(shown)
        let left = (inner - shownWidth) / 2
        let fill = String(characters[1])
        return String(characters[0]) + String(repeating: fill, count: left) + shown
            + String(repeating: fill, count: inner - left - shownWidth) + String(characters[characters.count - 1])
    }

    private static func centered(_ text: String, in width: Int, fill: Character) -> String {
        let shown = CellCut.fitted(text, to: width)
        let left = (width - CellWidth.of(shown)) / 2
        return String(repeating: fill, count: left) + shown
            + String(repeating: fill, count: width - left - CellWidth.of(shown))
    }

    /// What the block for `source` shows as text, without the picture itself:
    /// the frame and caption, or an attachment's card.
    public static func rows(for source: PictureSource, look: PictureLook?, columns: Int, lines: Int) -> [String] {
        let caption = source.caption.isEmpty ? source.fileName : source.caption
        switch (source.kind, look) {
        case (.attachment, .media(let facts, _)?):
            return [card(for: source, bytes: facts.bytes, length: facts, columns: columns)]
        case (.attachment, .attachment(let bytes)?):
            return [card(for: source, bytes: bytes, columns: columns)]
        case (.attachment, .problem(let problem)?):
            return [card(for: source, bytes: nil, note: problem.summary, columns: columns)]
        case (.attachment, _):
            return [card(for: source, bytes: nil, columns: columns)]
        case (.picture, .problem(let problem)?):
            return rows(caption: caption, note: problem.summary, columns: columns, lines: lines)
        case (.picture, _):
            return rows(caption: caption, note: nil, columns: columns, lines: lines)
        case (.video, .problem(let problem)?):
            return rows(caption: caption, note: problem.summary, columns: columns, lines: lines)
        case (.video, _):
            // Before the poster comes, or when there is none: the caption, ▶
            // and the length, as the render shows it.
            return MediaLabel.rows(for: source, kind: .video, facts: look?.mediaFacts, columns: columns, lines: lines)
        }
    }

    /// What is laid over the middle row of a video's poster: ▶ and the
    /// length when it is known.
    public static func playLabel(_ facts: MediaFacts?) -> String {
        " \(MediaLabel.playNote(facts)) "
    }

    /// The row of a `lines`-line block that a caption or ▶ is put on: the
    /// middle one (the top edge of a two-line block).
    public static func middleRow(lines: Int) -> Int {
        lines == 2 ? 0 : (max(1, lines) - 1) / 2
    }
}
