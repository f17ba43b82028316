/// One drawing function per row kind. Each lays out the fields its kind's
/// shape declares (`BoxRowKind.shape`), so a kind's look changes in its
/// declaration; what a kind draws besides its fields (a thumbnail) is in its
/// own function.
extension BoxState {
    /// Draws `entry` from terminal row `row`; a selected row stands out whole.
    func draw(_ entry: BoxEntry, row: Int, selected: Bool, into frame: inout Frame) {
        switch entry.kind {
        case .letter: drawLetterRow(entry, row: row, selected: selected, into: &frame)
        case .letterWithPicture: drawPictureLetterRow(entry, row: row, selected: selected, into: &frame)
        case .book: drawBookRow(entry, row: row, selected: selected, into: &frame)
        case .folder: drawFolderRow(entry, row: row, selected: selected, into: &frame)
        }
    }

    func drawLetterRow(_ entry: BoxEntry, row: Int, selected: Bool, into frame: inout Frame) {
        drawFields(of: .letter, entry, row: row, from: 0, selected: selected, into: &frame)
    }

    /// The letter's lines, with its first picture drawn small beside them
    /// once the program has drawn it.
    func drawPictureLetterRow(_ entry: BoxEntry, row: Int, selected: Bool, into frame: inout Frame) {
        let shape = BoxRowKind.letterWithPicture.shape
        let markWidth = 2
        drawFields(of: .letterWithPicture, entry, row: row, from: shape.thumbnailColumns + 1, selected: selected, into: &frame)
        guard let picture = entry.letter?.picture else { return }
        let column = markWidth
        switch thumbnails[picture] {
        case .art(let art)?:
            for (offset, glyphs) in art.rows.prefix(shape.lines.count).enumerated() {
                guard frame.rows.indices.contains(row + offset) else { continue }
                var at = column
                for glyph in glyphs.prefix(shape.thumbnailColumns) {
                    at = Frame.put(
                        glyph.symbol, into: &frame.rows[row + offset], column: at, style: .thumbnail,
                        ink: PaperLayout.ink(of: glyph))
                }
            }
        case .problem(let problem)?:
            // Why, in two words, as the editor says it in the block.
            let words = problem.thumbnailWords
            frame.put(words.0, row: row, column: column, style: selected ? .selection : .problem)
            frame.put(words.1, row: row + 1, column: column, style: selected ? .selection : .problem)
        case .attachment?, .media?, .moving?, nil:
            // (A thumbnail is asked still, never `.moving`.)
            // Until it is drawn: a quiet frame where it will be.
            frame.put("┌──────┐", row: row, column: column, style: selected ? .selection : .detail)
            frame.put("└──────┘", row: row + 1, column: column, style: selected ? .selection : .detail)
        }
    }

    func drawBookRow(_ entry: BoxEntry, row: Int, selected: Bool, into frame: inout Frame) {
        drawFields(of: .book, entry, row: row, from: 0, selected: selected, into: &frame)
    }

    func drawFolderRow(_ entry: BoxEntry, row: Int, selected: Bool, into frame: inout Frame) {
        drawFields(of: .folder, entry, row: row, from: 0, selected: selected, into: &frame)
    }

    /// Lays out the fields `kind` declares, a line per terminal row: the
    /// left ones in order (the one that does not fit cut with "…", the rest
    /// left out), the right ones against the edge when they fit beside them.
    /// `indent` is the room kept after the mark (for a thumbnail).
    private func drawFields(
        of kind: BoxRowKind, _ entry: BoxEntry, row: Int, from indent: Int, selected: Bool, into frame: inout Frame
    ) {
        let width = frame.size.columns
        for (offset, line) in kind.shape.lines.enumerated() {
            let y = row + offset
            if selected { frame.fill(row: y, from: 0, count: width, style: .selection) }
            // Names, titles and openings are data: escaped as on the command
            // line (`TerminalSafe`), so no override turns a row around.
            let right = line.right.compactMap { field in text(of: field, entry).map { (TerminalSafe.escaped($0), field) } }
            let rightText = right.map(\.0).joined(separator: "  ")
            let rightWidth = CellWidth.of(rightText)
            var end = width - 1
            if rightWidth > 0, width - rightWidth - 2 >= 24 {
                end = width - 1 - rightWidth - 2
                let style = selected ? Style.selection : self.style(of: right[0].1, entry)
                frame.put(rightText, row: y, column: width - 1 - rightWidth, style: style)
            }
            var column = 0
            for field in line.left {
                guard let shown = text(of: field, entry).map(TerminalSafe.escaped) else { continue }
                if field == .gap || field == .mark {
                    frame.put(shown, row: y, column: column, style: selected ? .selection : style(of: field, entry))
                    // The first text of every line starts after the thumbnail.
                    column += 2 + indent
                    continue
                }
                let room = end - column
                guard room > 1 else { break }
                let style = selected ? Style.selection : self.style(of: field, entry)
                if CellWidth.of(shown) <= room {
                    column = frame.put(shown, row: y, column: column, style: style) + 2
                } else {
                    frame.put(CellCut.fitted(shown, to: room), row: y, column: column, style: style)
                    break
                }
            }
        }
    }

    /// What `field` shows for `entry`; nil when it has nothing to show.
    func text(of field: BoxField, _ entry: BoxEntry) -> String? {
        switch (field, entry) {
        case (.mark, .letter(let letter)):
            return marked.contains(letter.path) ? "✓ " : letter.problem != nil ? "! " : "  "
        case (.mark, _), (.gap, _): return "  "
        case (.title, .letter(let letter)): return RawPath.displayed(letter.title)
        case (.recipient, .letter(let letter)): return letter.recipient.map { tr("to {recipient}", ["recipient": $0]) }
        case (.syncPair, .letter(let letter)): return pairs[letter.path]?.label
        case (.date, .letter(let letter)):
            guard letter.problem == nil else { return nil }
            // Below 80 columns a Korean date takes its short form: the
            // opening beside it keeps its room.
            return ShownDate.text(letter.shownDay(utcOffset: utcOffset), short: terminal.columns < 80)
        case (.lines, .letter(let letter)):
            return letter.problem == nil ? "\(letter.linesUsed)/\(letter.paperLines)" : nil
        case (.opening, .letter(let letter)):
            if let problem = letter.problem { return problem }
            // The opening starts with the title, already on the line above.
            guard letter.opening.hasPrefix(letter.title) else { return letter.opening }
            return String(letter.opening.dropFirst(letter.title.count)).trimmingSpaces
        case (.bookTitle, .folder(let folder)):
            guard let book = folder.book else { return nil }
            if let problem = book.problem {
                return tr("{name} · book: {problem}", ["name": RawPath.displayed(entry.name), "problem": problem])
            }
            return tr("{title} · book", ["title": book.title.isEmpty ? RawPath.displayed(entry.name) : book.title])
        case (.folderName, .folder): return RawPath.displayed(entry.name) + "/"
        case (.fileName, .letter(let letter)):
            let name = RawPath.displayed(entry.name)
            return letter.title == entry.name ? nil : CellCut.middle(name, to: BoxField.fileNameCells)
        case (.letterCount, .folder(let folder)):
            let count = folder.book.map(\.letterCount) ?? folder.letterCount
            return trn("{count} letter", "{count} letters", count: count)
        default: return nil
        }
    }

    /// How `field` is drawn on a row that is not selected.
    func style(of field: BoxField, _ entry: BoxEntry) -> Style {
        let broken = entry.letter?.problem != nil || {
            if case .folder(let folder) = entry { return folder.book?.problem != nil }
            return false
        }()
        switch field {
        case .mark:
            if let letter = entry.letter, marked.contains(letter.path) { return .marked }
            return broken ? .problem : .desk
        case .opening: return broken ? .problem : .detail
        case .bookTitle: return broken ? .problem : .desk
        case .date, .lines, .recipient, .letterCount, .fileName, .syncPair: return .detail
        case .gap, .title, .folderName: return .desk
        }
    }
}
