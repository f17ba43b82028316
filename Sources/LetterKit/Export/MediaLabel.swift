/// How a letter's video or sound is written as text by the exports that
/// cannot play it: the render's card and block, `export --to txt`'s line,
/// the printed card and the caption under a printed poster.
///
/// One place for the words, so the render, the txt, the PDF and the HTML
/// page's fallback say the same: `♪ name · 0:42` for a sound, `▶` and the
/// length for a video, and never a length the container did not give. The
/// caption and the file's name are the letter's data: a render goes
/// straight to a terminal, so they are escaped (`TerminalSafe`) here.
public enum MediaLabel {
    /// What the text shows for `source`: its caption, else its file's name.
    static func title(of source: PictureSource) -> String {
        source.caption.isEmpty ? source.fileName : source.caption
    }

    /// `[video: caption (0:42)]`, `[sound: caption (0:42)]`; without the
    /// length when `facts` do not give one. What `export --to txt` writes.
    public static func plainLine(for source: PictureSource, kind: MediaKind, facts: MediaFacts?) -> String {
        let word = kind == .video ? "video" : "sound"
        let length = facts?.lengthText.map { " (\($0))" } ?? ""
        return "[\(word): \(title(of: source))\(length)]"
    }

    /// The symbol a kind is known by: ▶ for a video, ♪ for a sound.
    public static func symbol(of kind: MediaKind) -> String { kind == .video ? "▶" : "♪" }

    /// A one-line card, `columns` cells at most: `♪ name · 0:42` for a
    /// sound (the file's name), `▶ caption · 0:42` for a video.
    public static func card(for source: PictureSource, kind: MediaKind, facts: MediaFacts?, columns: Int) -> String {
        let name = kind == .sound ? source.fileName : title(of: source)
        var text = "\(symbol(of: kind)) \(TerminalSafe.escaped(name))"
        if let length = facts?.lengthText { text += " · \(length)" }
        return CellCut.fitted(text, to: max(0, columns))
    }

    /// The play note under a video's caption: `▶ 0:42`, or `▶` alone.
    public static func playNote(_ facts: MediaFacts?) -> String {
        facts?.lengthText.map { "▶ \($0)" } ?? "▶"
    }

    /// The caption line printed under a video's poster: `▶ 0:42 · name`
    /// (the file's name; `▶ name` without a length), `columns` cells at most.
    public static func posterLine(for source: PictureSource, facts: MediaFacts?, columns: Int) -> String {
        let length = facts?.lengthText.map { "\($0) · " } ?? ""
        return CellCut.fitted("▶ \(length)\(TerminalSafe.escaped(source.fileName))", to: max(0, columns))
    }

    /// The rows a block of `lines` lines shows for `source` as text: a
    /// sound's card (one line); a video's frame with its caption and, on the
    /// row under it, ▶ and the length, or on one line its card. A file
    /// that cannot be read is not shown here: it is the placeholder with
    /// its reason every block of a file is (`PictureBox`).
    public static func rows(for source: PictureSource, kind: MediaKind, facts: MediaFacts?, columns: Int, lines: Int)
        -> [String]
    {
        if kind == .video && lines <= 1 {
            // A one-line video's block on the page: its card, filling the line.
            let card = card(for: source, kind: kind, facts: facts, columns: columns)
            return [card + String(repeating: " ", count: max(0, columns - CellWidth.of(card)))]
        }
        if kind == .sound || lines <= 1 {
            return [card(for: source, kind: kind, facts: facts, columns: columns)]
                + Array(repeating: String(repeating: " ", count: max(0, columns)), count: max(0, lines - 1))
        }
        return PictureBox.rows(caption: title(of: source), note: playNote(facts), columns: columns, lines: lines)
    }
}
