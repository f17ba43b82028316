/// Everything the editor shows and remembers, as one value.
///
/// `update(_:_:)` is the only way it changes: a pure function from a state and a
/// command to the next state and the effects the shell must perform (save, quit,
/// flash). The Elm / Bubble Tea shape: the whole editor is tested headlessly.
public struct EditorState: Sendable {
    /// The letter, its cursor and its undo history.
    public var page: Page
    /// Where the letter is saved; nil until a new letter is first saved.
    public var path: String?
    /// The name offered when a new letter is saved for the first time.
    public var suggestedName: String
    /// Changed since the last save.
    public var isModified = false
    /// Counts accepted changes to the text, so the shell can tell when to keep a
    /// recovery copy without comparing letters.
    public private(set) var revision = 0
    /// Opened read-only (another `letter` has it open): edits are refused.
    public var isReadOnly = false
    /// The line the status row shows, until the next key.
    public var message: Message?
    public var mode: Mode = .editing
    /// Text copied or cut inside the editor.
    public var clipboard = ""
    /// The terminal's size, as last reported.
    public var terminal = TerminalSize(rows: 24, columns: 80)
    /// The first paper row shown when the paper is taller than the terminal.
    public var scrollTop = 0
    /// Quit once the pending save succeeds.
    var quitAfterSave = false
    /// Questions still to ask after the one on screen.
    var pendingQuestions: [Question] = []
    /// The text as it is on disk, so undoing back to it clears the modified mark.
    var savedText: String

    public init(page: Page, path: String? = nil, suggestedName: String = "letter.letter") {
        self.page = page
        self.path = path
        self.suggestedName = suggestedName
        self.savedText = page.text
        if page.linesOver > 0 {
            message = Message(
                "\(page.linesOver) line\(page.linesOver == 1 ? "" : "s") over the page: trim the letter to fit",
                tone: .warning)
        }
    }

    /// What the editor is doing: writing, or waiting for an answer.
    public enum Mode: Hashable, Sendable {
        case editing
        /// The key list, scrolled down by this many rows.
        case help(scroll: Int)
        /// Unsaved changes and Ctrl-Q: save, discard or cancel?
        case confirmQuit
        /// Asking for a file name; `input` is what has been typed.
        case saveAs(input: String)
        /// The file changed on disk since it was read: overwrite it?
        case confirmOverwrite(path: String)
        /// Save-as named a file that already exists: overwrite it?
        case confirmReplace(path: String)
        /// A question asked when the letter opens (it is locked, a newer copy
        /// exists); the letter waits until it is answered.
        case choose(Question)
    }

    /// A question with lettered answers, asked on the status row.
    public struct Question: Hashable, Sendable {
        public var prompt: String
        public var choices: [Choice]

        public init(prompt: String, choices: [Choice]) {
            self.prompt = prompt
            self.choices = choices
        }
    }

    /// One answer: the key that gives it, how the prompt names it, what it does.
    public struct Choice: Hashable, Sendable {
        public var key: Character
        public var label: String
        public var answer: Answer

        public init(key: Character, label: String, answer: Answer) {
            self.key = key
            self.label = label
            self.answer = answer
        }
    }

    /// What an answer to an opening question does.
    public enum Answer: Hashable, Sendable {
        /// Open without the right to change the letter.
        case readOnly
        /// Open for writing all the same.
        case editAnyway
        case quit
        /// Replace the text with a recovered copy's (kept on disk until saved over).
        case restore(text: String, copyPath: String)
        /// Keep the saved file; the copy stays where it is.
        case openSaved(copyPath: String)
        /// Say where the copy is, and ask again.
        case showWhere(copyPath: String)
        /// Throw the copy away: the one way a copy is ever deleted.
        case discardCopy(copyPath: String)
    }

    /// A status-row message and how loudly to show it.
    public struct Message: Hashable, Sendable {
        public var text: String
        public var tone: Tone

        public enum Tone: Hashable, Sendable { case info, warning, error }

        public init(_ text: String, tone: Tone = .info) {
            self.text = text
            self.tone = tone
        }
    }
}

/// A terminal's size in cells.
public struct TerminalSize: Hashable, Sendable {
    public var rows: Int
    public var columns: Int

    public init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
    }
}

/// What the shell must do after an update.
public enum Effect: Hashable, Sendable {
    /// Write the letter; answer with `.saveFinished`.
    case save(SaveRequest)
    case quit
    /// Flash the screen: an edit was refused.
    case flash
    /// Delete a recovered copy the user chose to throw away.
    case removeCopy(path: String)
}

/// A save for the shell to perform.
public struct SaveRequest: Hashable, Sendable {
    public var path: String
    /// The letter's body: paragraphs joined by "\n".
    public var text: String
    public var paper: Paper
    /// Write even though the file changed on disk since it was read.
    public var overwriteChanges: Bool
}

/// The editor's one transition: the next state and what to do about it.
public func update(_ state: EditorState, _ command: Command) -> (EditorState, [Effect]) {
    var next = state
    let effects = next.apply(command)
    next.keepCursorVisible()
    return (next, effects)
}

extension EditorState {
    mutating func apply(_ command: Command) -> [Effect] {
        switch command {
        case .resize(let rows, let columns):
            terminal = TerminalSize(rows: rows, columns: columns)
            return []
        case .saveFinished(let result):
            return finishSave(result)
        case .key(let key):
            return press(key)
        default:
            break
        }
        switch mode {
        case .editing:
            message = nil
            return perform(command)
        case .help:
            mode = .editing
            return []
        case .confirmQuit, .saveAs, .confirmOverwrite, .confirmReplace, .choose:
            // Clicks and pastes do not answer a question.
            return []
        }
    }

    /// Asks `questions` in turn before the letter can be edited.
    public mutating func ask(_ questions: [Question]) {
        pendingQuestions += questions
        if mode == .editing, !pendingQuestions.isEmpty { mode = .choose(pendingQuestions.removeFirst()) }
    }

    private mutating func answer(_ answer: Answer) -> [Effect] {
        mode = pendingQuestions.isEmpty ? .editing : .choose(pendingQuestions.removeFirst())
        switch answer {
        case .readOnly:
            isReadOnly = true
            message = Message("Opened read-only: edits and saving are off", tone: .warning)
        case .editAnyway:
            message = Message("Editing a letter that is open elsewhere: the last save wins", tone: .warning)
        case .quit:
            return [.quit]
        case .restore(let text, let copyPath):
            page = Page(paper: page.paper, text: text)
            isModified = true
            revision += 1
            message = Message("Restored the copy from \(copyPath) (kept there); Ctrl-S saves it", tone: .warning)
        case .openSaved(let copyPath):
            message = Message("Opened the saved letter; the copy is kept at \(copyPath)")
        case .discardCopy(let copyPath):
            message = Message("Deleted the copy \(copyPath)")
            return [.removeCopy(path: copyPath)]
        case .showWhere:
            break
        }
        return []
    }

    /// A key press: its meaning depends on the mode.
    mutating func press(_ key: Key) -> [Effect] {
        switch mode {
        case .editing:
            message = nil
            return perform(Keymap.command(for: key))
        case .help(let scroll):
            switch key {
            case .down, .pageDown:
                mode = .help(scroll: min(scroll + (key == .down ? 1 : 10), helpScrollLimit(rows: terminal.rows)))
            case .up, .pageUp: mode = .help(scroll: max(0, scroll - (key == .up ? 1 : 10)))
            default: mode = .editing
            }
            return []
        case .confirmQuit:
            switch key {
            case .character("y"), .character("Y"), .character("s"), .character("S"):
                mode = .editing
                quitAfterSave = true
                return perform(.save)
            case .character("n"), .character("N"), .character("d"), .character("D"):
                return [.quit]
            case .escape, .character("c"), .character("C"), .control("q"), .control("c"):
                mode = .editing
                message = Message("Quit cancelled")
                return []
            default:
                return []
            }
        case .saveAs(let input):
            switch key {
            case .enter:
                let name = input.trimmingSpaces
                guard !name.isEmpty else { return [] }
                mode = .editing
                // A name without an extension becomes a `.letter`, which keeps its paper.
                return [.save(request(path: LetterFile.pathForNewLetter(named: name), overwriteChanges: false))]
            case .escape, .control("c"), .control("q"):
                mode = .editing
                quitAfterSave = false
                message = Message("Not saved")
                return []
            case .backspace:
                mode = .saveAs(input: String(input.dropLast()))
                return []
            case .control("w"), .control("u"):
                mode = .saveAs(input: "")
                return []
            case .character(let character):
                mode = .saveAs(input: input + String(character))
                return []
            default:
                return []
            }
        case .choose(let question):
            guard case .character(let typed) = key,
                let choice = question.choices.first(where: { $0.key.lowercased() == typed.lowercased() })
            else { return [] }
            if case .showWhere(let copyPath) = choice.answer {
                message = Message("The copy is at \(copyPath)")
                return []
            }
            return answer(choice.answer)
        case .confirmOverwrite(let path), .confirmReplace(let path):
            switch key {
            case .character("y"), .character("Y"):
                mode = .editing
                return [.save(request(path: path, overwriteChanges: true))]
            default:
                mode = .editing
                quitAfterSave = false
                message = Message("Not saved: the file on disk was left as it is", tone: .warning)
                return []
            }
        }
    }

    private mutating func perform(_ command: Command) -> [Effect] {
        let layout = PaperLayout(paper: page.paper, lineCount: page.lineCount, terminal: terminal)
        if layout.fit == .tooSmall {
            switch command {
            case .save, .quit, .help, .key, .resize, .saveFinished:
                break
            default:
                message = Message(layout.tooSmallMessage, tone: .warning)
                return []
            }
        }
        switch command {
        case .edit(let edit):
            return performEdit(edit)
        case .move(let motion, let selecting):
            page.move(motion, selecting: selecting)
        case .pageUp(let selecting):
            page.move(.pageUp(rows: max(1, layout.visibleLines - 1)), selecting: selecting)
        case .pageDown(let selecting):
            page.move(.pageDown(rows: max(1, layout.visibleLines - 1)), selecting: selecting)
        case .selectAll:
            page.selectAll()
        case .indent:
            let column = page.point(of: page.cursor).column
            return performEdit(.insert(String(repeating: " ", count: 4 - column % 4)))
        case .copy:
            guard let text = page.selectedText else {
                message = Message("Nothing selected to copy (Shift-arrows select)")
                return []
            }
            clipboard = text
            message = Message("Copied \(text.count) character\(text.count == 1 ? "" : "s")")
        case .cut:
            guard let text = page.selectedText else {
                message = Message("Nothing selected to cut (Shift-arrows select)")
                return []
            }
            let effects = performEdit(.deleteBackward)
            if message == nil {
                clipboard = text
                message = Message("Cut \(text.count) character\(text.count == 1 ? "" : "s")")
            }
            return effects
        case .pasteClipboard:
            guard !clipboard.isEmpty else {
                message = Message("Nothing to paste yet: copy (Ctrl-C) or cut (Ctrl-X) first")
                return []
            }
            return performEdit(.paste(clipboard))
        case .save:
            if isReadOnly {
                message = Message("Read-only: this letter is open in another window, so it is not saved here", tone: .warning)
                return [.flash]
            }
            guard let path else {
                mode = .saveAs(input: suggestedName)
                return []
            }
            return [.save(request(path: path, overwriteChanges: false))]
        case .quit:
            if !isModified { return [.quit] }
            mode = .confirmQuit
        case .help:
            mode = .help(scroll: 0)
        case .cancel:
            page.clearSelection()
        case .click(let row, let column):
            if let point = layout.paperPoint(row: row, column: column, scrollTop: scrollTop) {
                page.place(at: point)
            }
        case .scroll(let rows):
            scroll(by: rows, layout: layout)
        case .key(let key):
            if case .function = key { message = Message("\(key.name) does nothing here; F1 shows the keys") }
            if case .unknown(let sequence) = key { message = Message("Ignored an unknown key sequence: \(sequence)") }
        case .resize, .saveFinished:
            break
        }
        return []
    }

    private mutating func performEdit(_ edit: EditCommand) -> [Effect] {
        if isReadOnly {
            message = Message("Read-only: another letter window has this file open", tone: .warning)
            return [.flash]
        }
        switch page.perform(edit) {
        case .applied:
            revision += 1
            switch edit {
            case .undo, .redo:
                // Back at the saved text, there is nothing to save: quitting
                // need not ask. Compared only here, not on every keystroke.
                isModified = page.text != savedText
            default:
                isModified = true
            }
            return []
        case .unchanged:
            switch edit {
            case .undo: message = Message("Nothing to undo")
            case .redo: message = Message("Nothing to redo")
            default: break
            }
            return []
        case .refused(let refusal):
            message = Message(refusal.description, tone: .error)
            return [.flash]
        case .trimmed(let report):
            isModified = true
            revision += 1
            let lines = report.leftOutLines == 1 ? "1 line" : "\(report.leftOutLines) lines"
            message = Message(
                "Pasted \(report.insertedCharacters) characters; \(report.leftOutCharacters) (\(lines)) did not fit on the page",
                tone: .warning)
            return [.flash]
        }
    }

    private mutating func finishSave(_ result: SaveResult) -> [Effect] {
        switch result {
        case .saved(let savedPath):
            path = savedPath
            isModified = false
            savedText = page.text
            message = Message("Saved \(savedPath)")
            if quitAfterSave { return [.quit] }
            return []
        case .failed(let reason):
            quitAfterSave = false
            mode = .editing
            message = Message("Not saved: \(reason). The letter is safe here; Ctrl-S to try again.", tone: .error)
            return [.flash]
        case .changedOnDisk(let changedPath):
            mode = .confirmOverwrite(path: changedPath)
            return []
        case .alreadyExists(let existingPath):
            mode = .confirmReplace(path: existingPath)
            return []
        }
    }

    private func request(path: String, overwriteChanges: Bool) -> SaveRequest {
        SaveRequest(path: path, text: page.text, paper: page.paper, overwriteChanges: overwriteChanges)
    }

    /// The wheel moves the view; the cursor follows only if it would leave it.
    private mutating func scroll(by rows: Int, layout: PaperLayout) {
        let maximum = max(0, layout.totalRows - layout.viewRows)
        scrollTop = min(max(0, scrollTop + rows), maximum)
        let visible = layout.visibleLineRange(scrollTop: scrollTop)
        let line = page.point(of: page.cursor).row
        if !visible.contains(line), !visible.isEmpty {
            let target = line < visible.lowerBound ? visible.lowerBound : visible.upperBound - 1
            page.move(target > line ? .pageDown(rows: target - line) : .pageUp(rows: line - target))
        }
    }

    /// Scrolls just enough that the cursor's row is on screen.
    mutating func keepCursorVisible() {
        let layout = PaperLayout(paper: page.paper, lineCount: page.lineCount, terminal: terminal)
        let maximum = max(0, layout.totalRows - layout.viewRows)
        guard maximum > 0 else {
            scrollTop = 0
            return
        }
        let row = layout.paperRow(ofLine: page.point(of: page.cursor).row)
        if row < scrollTop { scrollTop = row }
        if row >= scrollTop + layout.viewRows { scrollTop = row - layout.viewRows + 1 }
        // Show the paper's top edge when the cursor is on the first line, and its
        // bottom edge on the last.
        if row <= layout.firstLineRow { scrollTop = 0 }
        if row >= layout.paperRow(ofLine: layout.lineCount - 1) { scrollTop = maximum }
        scrollTop = min(max(0, scrollTop), maximum)
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
