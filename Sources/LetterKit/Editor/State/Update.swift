extension EditorState {
    /// A request of the person's: while writing it is done; the help closes
    /// on it; a field takes a paste; a question waits for its answer.
    mutating func apply(_ command: Command) -> [Effect] {
        switch mode {
        case .editing:
            message = nil
            return perform(command)
        case .help:
            mode = .editing
            return []
        default:
            // A name pasted into a prompt goes into its field; pastes do not
            // answer a question, and nothing else is done in a prompt.
            guard case .edit(.paste(let text)) = command, mode.paste(text) else { return [] }
            if case .envelope = mode { revision += 1 }
            return []
        }
    }

    /// A key no binding names, while writing: a function key or an unknown
    /// sequence is said on the status row; anything else does nothing.
    mutating func pressUnbound(_ key: Key) -> [Effect] {
        if case .function = key { message = Message(tr("{key} does nothing here; F1 shows the keys", ["key": key.name])) }
        if case .unknown(let sequence) = key { message = Message(tr("Ignored an unknown key sequence: {sequence}", ["sequence": sequence])) }
        return []
    }

    mutating func perform(_ command: Command) -> [Effect] {
        // Asked without making a layout, which copies the paper: the
        // layout is made only for the commands that need its size.
        if PaperLayout.isTooSmall(paper: page.paper, terminal: terminal) {
            switch command {
            case .save, .saveAs, .quit, .help, .palette, .export, .print, .sendByMail, .openBox, .switchPaper, .openLetter,
                .nextLetter, .previousLetter, .switchLetter, .sideBySide, .closeLetter:
                break
            default:
                message = Message(viewLayout.tooSmallMessage(keymaps), tone: .warning)
                return []
            }
        }
        switch command {
        case .edit(.newline):
            // Enter on a video or a sound plays it; anywhere else it breaks the line.
            return pressEnterOnMedia() ?? performEdit(.newline)
        case .edit(let edit):
            return performEdit(edit)
        case .move(let motion, let selecting):
            page.move(motion, selecting: selecting)
        case .pageUp(let selecting):
            page.move(.pageUp(rows: max(1, viewLayout.visibleLines - 1)), selecting: selecting)
        case .pageDown(let selecting):
            page.move(.pageDown(rows: max(1, viewLayout.visibleLines - 1)), selecting: selecting)
        case .selectAll:
            page.selectAll()
        case .indent:
            // Over a selection the spaces replace it, so the tab stop is counted
            // from where the selection starts.
            let column = page.point(of: page.selection?.lowerBound ?? page.cursor).column
            return performEdit(.insert(String(repeating: " ", count: 4 - column % 4)))
        case .copy:
            guard let text = page.selectedStyledText else {
                message = Message(tr("Nothing selected to copy (Shift-arrows select)"))
                return []
            }
            return keepCopied(text, said: trn("Copied {count} character", "Copied {count} characters", count: text.count))
        case .cut:
            guard let text = page.selectedStyledText else {
                message = Message(tr("Nothing selected to cut (Shift-arrows select)"))
                return []
            }
            let effects = performEdit(.deleteBackward)
            guard message == nil else { return effects }
            return effects + keepCopied(text, said: trn("Cut {count} character", "Cut {count} characters", count: text.count))
        case .cutLine:
            return cutLine()
        case .position:
            sayPosition()
        case .pasteClipboard:
            guard !clipboard.isEmpty else {
                // nano's profile cuts with the cut-line key alone.
                let cut = keymaps.editing.keys(for: .cut).isEmpty ? Command.cutLine : .cut
                message = Message(
                    tr(
                        "Nothing to paste yet: copy ({copy}) or cut ({cut}) first",
                        ["copy": keymaps.keyName(.copy), "cut": keymaps.keyName(cut)]))
                return []
            }
            // Copied inside the editor, the text keeps its ink, unless this file
            // cannot keep any.
            return performEdit(carriesInk ? .pasteStyled(clipboard) : .paste(clipboard.string))
        case .save:
            if isReadOnly { return refuseReadOnly() }
            guard let path else {
                mode = .saveAs(TextField(offering: suggestedName, rules: .savePath), failure: nil)
                return []
            }
            return saveEffects(path: path, overwriteChanges: false)
        case .saveAs:
            if isReadOnly { return refuseReadOnly() }
            mode = .saveAs(TextField(path ?? suggestedName, rules: .savePath), failure: nil)
        case .find:
            // The last text offered selected: typing replaces it, a move edits it.
            mode = .find(TextField(offering: lastSearch))
        case .findNext:
            guard !lastSearch.isEmpty else {
                mode = .find(TextField())
                return []
            }
            find(lastSearch)
        case .goToLine:
            mode = .goToLine(TextField(rules: .lineNumber))
        case .replace:
            return startReplacing()
        case .quit:
            return quitOrAskDesk()
        case .openLetter, .nextLetter, .previousLetter, .switchLetter, .sideBySide, .closeLetter:
            return performDeskCommand(command)
        case .help:
            mode = .help(scroll: 0)
        case .cancel:
            page.clearSelection()
            return stopPlaying()
        case .ink(let key):
            return pressInk(key)
        case .attach:
            return startAttaching()
        case .signature:
            return insertSignature()
        case .envelope:
            return openEnvelope()
        case .resizePicture(let delta):
            return performEdit(.resizePicture(by: delta))
        case .typeSize(let size):
            guard carriesSizes else {
                message = Message(tr("Type sizes need a .letter file (# and ## in its Markdown), so nothing changed"))
                return []
            }
            return performEdit(.setSize(size))
        case .palette:
            openPalette()
        case .export(let format):
            startExporting(format)
        case .print:
            message = Message(tr("Printing…"))
            return [.print]
        case .sendByMail:
            return startSending()
        case .openBox:
            return [.openBox]
        case .switchPaper:
            if isReadOnly { return refuseReadOnly() }
            return [.listPapers]
        case .newFromTemplate:
            return [.listTemplates]
        case .stickers:
            if isReadOnly { return refuseReadOnly() }
            return [.listStickers]
        case .togglePictureMotion:
            togglePictureMotion()
            return []
        case .insertDate:
            if isReadOnly { return refuseReadOnly() }
            return [.readToday]
        case .nextMisspelt:
            return goToNextMisspelt()
        case .playMedia:
            return playAtCursor()
        }
        return []
    }

    mutating func performEdit(_ edit: EditCommand) -> [Effect] {
        if isReadOnly { return refuseReadOnly() }
        switch page.perform(edit) {
        case .applied:
            revision += 1
            switch edit {
            case .attach, .resizePicture, .undo, .redo, .pasteStyled: notePicturesToLook()
            default: break
            }
            switch edit {
            case .undo, .redo:
                // Back at the saved text, there is nothing to save: quitting
                // need not ask. Compared only here, not on every keystroke.
                isModified = page.version != saveFlow.savedVersion
            default:
                isModified = true
            }
            return []
        case .unchanged:
            switch edit {
            case .undo: message = Message(tr("Nothing to undo"))
            case .redo: message = Message(tr("Nothing to redo"))
            default: break
            }
            return []
        case .refused(let refusal):
            message = Message(refusal.description, tone: .error)
            return [.flash]
        case .trimmed(let report):
            isModified = true
            revision += 1
            message = Message(
                trn(
                    "Pasted {pasted} characters; {left} ({count} line) did not fit on the page",
                    "Pasted {pasted} characters; {left} ({count} lines) did not fit on the page", count: report.leftOutLines,
                    ["pasted": report.insertedCharacters, "left": report.leftOutCharacters]),
                tone: .warning)
            return [.flash]
        }
    }

    /// Moves to the next place `needle` occurs after the cursor, wrapping to the
    /// top, and selects it so it stands out (typing then replaces it, as in most
    /// editors).
    mutating func find(_ needle: String) {
        lastSearch = needle
        guard let found = page.document.find(needle, from: page.cursor) else {
            message = Message(tr("“{text}” is not in the letter", ["text": needle]), tone: .warning)
            return
        }
        page.select(found.range)
        message = Message(
            found.wrapped
                ? tr("Found “{text}” (from the top again)", ["text": needle])
                : tr("Found “{text}”", ["text": needle]))
    }
}

extension String {
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text = text.dropFirst() }
        while text.last?.isWhitespace == true { text = text.dropLast() }
        return String(text)
    }
}
