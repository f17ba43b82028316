/// The status row's figures of numbers (`Ln 2, Col 14`, `9/18 lines`,
/// `31 words`, `120 chars`) as ASCII bytes, made without `String`
/// formatting: the one place their wording is written, for the row drawn
/// whole (`statusText`) and for a pause that puts a changed digit in place
/// (`FrameRenderer.redrawFiguresInPlace`), which compares numbers first
/// and makes the bytes only of a figure whose numbers moved.
enum StatusFigureText {
    /// Appends what `item` says to `bytes`; false, with nothing appended,
    /// for the items that are no numbers (the paper's name, the style).
    /// In English (no catalog) the bytes are made here, without formatting;
    /// in another language the figure is the catalog's sentence, and is
    /// not ASCII, so the row is drawn whole rather than byte by byte.
    static func append(
        _ item: StatusItem, _ figures: EditorState.StatusFigures, paperLines: Int, to bytes: inout [UInt8]
    ) -> Bool {
        if InterfaceLanguage.catalog != nil {
            guard let words = translated(item, figures, paperLines: paperLines) else { return false }
            bytes += words.utf8
            return true
        }
        switch item {
        case .position:
            bytes += "Ln ".utf8
            appendNumber(figures.line, to: &bytes)
            bytes += ", Col ".utf8
            appendNumber(figures.column, to: &bytes)
        case .lines:
            appendNumber(figures.lines, to: &bytes)
            bytes.append(UInt8(ascii: "/"))
            appendNumber(paperLines, to: &bytes)
            bytes += " lines".utf8
        case .words: appendCounted(figures.words, " word", to: &bytes)
        case .characters: appendCounted(figures.characters, " char", to: &bytes)
        case .paper, .style: return false
        }
        return true
    }

    /// True when what `item` says may differ between `old` and `new`
    /// figures on the same paper: the numbers it shows, or the ink.
    static func differs(_ item: StatusItem, _ old: EditorState.StatusFigures, _ new: EditorState.StatusFigures) -> Bool {
        switch item {
        case .position: old.line != new.line || old.column != new.column
        case .lines: old.lines != new.lines
        case .words: old.words != new.words
        case .characters: old.characters != new.characters
        case .paper: false
        case .style: old.ink != new.ink
        }
    }

    /// What `item` says in the interface's language; nil for the items that
    /// are no numbers.
    private static func translated(_ item: StatusItem, _ figures: EditorState.StatusFigures, paperLines: Int) -> String? {
        switch item {
        case .position: tr("Ln {line}, Col {column}", ["line": figures.line, "column": figures.column])
        case .lines: tr("{lines}/{paper-lines} lines", ["lines": figures.lines, "paper-lines": paperLines])
        case .words: trn("{count} word", "{count} words", count: figures.words)
        case .characters: trn("{count} char", "{count} chars", count: figures.characters)
        case .paper, .style: nil
        }
    }

    /// `3 words`, `1 word`.
    private static func appendCounted(_ count: Int, _ noun: String, to bytes: inout [UInt8]) {
        appendNumber(count, to: &bytes)
        bytes += noun.utf8
        if count != 1 { bytes.append(UInt8(ascii: "s")) }
    }

    /// The decimal digits of `value`, with a minus sign before a negative one.
    static func appendNumber(_ value: Int, to bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = value.magnitude
        var divisor: UInt = 1
        while magnitude / divisor >= 10 { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude / divisor % 10))
            divisor /= 10
        }
    }
}
