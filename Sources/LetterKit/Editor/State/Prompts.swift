extension EditorState {
    /// A key press: its meaning depends on the mode, and each mode looks it
    /// up in its own keymap. While writing it goes through the writing
    /// keymap; in a prompt, a key no row binds edits the field.
    mutating func press(_ key: Key) -> [Effect] {
        switch mode {
        case .editing:
            message = nil
            guard let command = keymaps.command(for: key) else { return pressUnbound(key) }
            return perform(command)
        case .help(let scroll):
            mode = keymaps.helpOverlay.scroll(scroll, after: key, rows: terminal.rows).map { .help(scroll: $0) } ?? .editing
            return []
        case .confirmQuit:
            return answerQuit(key)
        case .saveAs(var field, let failure):
            switch keymaps.saveAsPrompt.action(for: key) {
            case .accept:
                let name = field.text.trimmingSpaces
                guard !name.isEmpty else { return [] }
                mode = .editing
                // A name without an extension becomes a `.letter`, which keeps its paper.
                return saveEffects(path: LetterFile.pathForNewLetter(named: name), overwriteChanges: false)
            case .cancel:
                mode = .editing
                saveFlow.quitAfterSave = false
                message = failure == nil
                    ? Message(tr("Not saved"))
                    : Message(
                        tr(
                            "Not saved. The letter is safe here: {save} or {save-as} to try again",
                            ["save": keymaps.keyName(.save), "save-as": keymaps.keyName(.saveAs)]),
                        tone: .warning)
                return []
            case .complete, nil:
                if field.apply(key) { mode = .saveAs(field, failure: failure) }
                return []
            }
        case .find(var field):
            switch keymaps.findPrompt.action(for: key) {
            case .accept:
                mode = .editing
                guard !field.isEmpty else {
                    message = Message(tr("Nothing to find"))
                    return []
                }
                find(field.text)
            case .cancel:
                mode = .editing
            case .complete, nil:
                if field.apply(key) { mode = .find(field) }
            }
            return []
        case .goToLine(let field):
            return pressGoingToLine(key, field: field)
        case .replace(let step):
            return pressReplacing(key, step: step)
        case .attach(let field, let note):
            return pressAttaching(key, field: field, note: note)
        case .envelope(let form):
            return pressInEnvelope(key, form: form)
        case .choose(let question, let selected):
            return choose(key, in: question, selected: selected)
        case .palette(let palette):
            return pressInPalette(key, palette: palette)
        case .exportAs(let format, let field):
            return pressExporting(key, format: format, field: field)
        case .confirmExport(let request):
            return answerExportQuestion(key, request: request)
        case .choosePaper(let palette):
            return pressChoosingPaper(key, palette: palette)
        case .chooseTemplate(let palette):
            return pressChoosingTemplate(key, palette: palette)
        case .chooseSpelling(let choice):
            return pressChoosingSpelling(key, choice: choice)
        case .chooseSticker(let palette):
            return pressChoosingSticker(key, palette: palette)
        case .openLetter(let field, let note):
            return pressOpening(key, field: field, note: note)
        case .chooseLetter(let palette):
            return pressChoosingLetter(key, palette: palette)
        case .confirmLoss(let path, let overwriteChanges, let loss):
            return answerLoss(key, path: path, overwriteChanges: overwriteChanges, loss: loss)
        case .confirmOverwrite(let path), .confirmReplace(let path):
            switch keymaps.saveQuestion.action(for: key) {
            case .yes:
                mode = .editing
                return saveEffects(path: path, overwriteChanges: true)
            case .no:
                mode = .editing
                saveFlow.quitAfterSave = false
                // A loss agreed to for a save that did not happen is not agreed.
                if saveFlow.acceptedLoss?.path == path { saveFlow.acceptedLoss = nil }
                message = Message(tr("Not saved: the file on disk was left as it is"), tone: .warning)
                return []
            case nil:
                return []
            }
        }
    }

    /// The keys of the quit question asked now.
    var quitKeys: Keymap<QuitAnswer> {
        saveFlow.unkeptOnQuit == nil ? keymaps.quitQuestion : keymaps.quitKeepingQuestion
    }

    private mutating func answerQuit(_ key: Key) -> [Effect] {
        answerQuit(with: quitKeys.action(for: key))
    }

    mutating func answerQuit(with answer: QuitAnswer?) -> [Effect] {
        switch answer {
        case .save:
            mode = .editing
            saveFlow.quitAfterSave = true
            if let path, saveFlow.unkeptOnQuit != nil {
                // Saving the same file again would drop the same things: a
                // .letter keeps them all, and the changes with them.
                mode = .saveAs(TextField(offering: EditorState.letterPath(for: path), rules: .savePath), failure: nil)
                return []
            }
            return perform(.save)
        case .discard:
            return [.quit]
        case .cancel:
            mode = .editing
            message = Message(tr("Quit cancelled"))
            return []
        case nil:
            return []
        }
    }

    // MARK: Opening questions

    /// Asks `questions` in turn before the letter can be edited.
    mutating func ask(_ questions: [Question]) {
        pendingQuestions += questions
        if mode == .editing { askNext() }
    }

    private mutating func askNext() {
        guard !pendingQuestions.isEmpty else {
            mode = .editing
            return
        }
        let question = pendingQuestions.removeFirst()
        mode = .choose(question, selected: question.safeChoice)
    }

    /// Up and Down (or Tab) move through the answers, Enter takes one, Esc and
    /// Ctrl-Q take the safe one. Other keys answer nothing.
    private mutating func choose(_ key: Key, in question: Question, selected: Int) -> [Effect] {
        let count = question.choices.count
        guard count > 0 else {
            askNext()
            return []
        }
        switch keymaps.choosing.action(for: key) {
        case .previous:
            mode = .choose(question, selected: (selected + count - 1) % count)
        case .next:
            mode = .choose(question, selected: (selected + 1) % count)
        case .first:
            mode = .choose(question, selected: 0)
        case .last:
            mode = .choose(question, selected: count - 1)
        case .take:
            return answer(question.choices[min(max(0, selected), count - 1)].answer, to: question)
        case .safe:
            return answer(question.choices[question.safeChoice].answer, to: question)
        case nil:
            message = Message(
                tr(
                    "Choose an answer with Up and Down, then Enter (Esc: {safe})",
                    ["safe": question.choices[question.safeChoice].label.lowercasedFirst]))
        }
        return []
    }

    private mutating func answer(_ answer: Answer, to question: Question) -> [Effect] {
        message = nil
        switch answer {
        case .showWhere(let copyPath):
            message = Message(tr("The copy is at {path}"), paths: ["path": copyPath])
            return []
        case .discardCopy(let copyPath):
            let confirmation = EditorState.confirmDiscarding(copyPath, from: question)
            mode = .choose(confirmation, selected: confirmation.safeChoice)
            return []
        case .back(let earlier):
            mode = .choose(earlier, selected: earlier.safeChoice)
            return []
        default:
            break
        }
        askNext()
        switch answer {
        case .readOnly:
            isReadOnly = true
            message = Message(tr("Opened read-only: edits and saving are off"), tone: .warning)
        case .editAnyway:
            message = Message(tr("Editing a letter that is open elsewhere: the last save wins"), tone: .warning)
        case .quit:
            return [.quit]
        case .restore(let text, let restoredEnvelope, let copyPath):
            page = Page(paper: page.paper, body: text, ink: carriesInk, pictures: pictureReading)
            // Only a file with front matter keeps an envelope (a copy of a
            // .txt has none to give).
            if path.map(LetterFile.usesFrontMatter(path:)) ?? true { envelope = restoredEnvelope }
            isModified = true
            // The saved file's text is in no version of this new history.
            saveFlow.savedVersion = .max
            revision += 1
            saveFlow.restoredCopyPath = copyPath
            notePicturesToLook()
            message = Message(
                tr("Restored the copy from {path} (kept until you save); {save} saves it", ["save": keymaps.keyName(.save)]),
                paths: ["path": copyPath], tone: .warning)
        case .openSaved(let copyPath):
            message = Message(tr("Opened the saved letter; the copy is kept at {path}"), paths: ["path": copyPath])
        case .confirmDiscard(let copyPath):
            message = Message(tr("Deleted the copy {path}"), paths: ["path": copyPath])
            return [.removeCopy(path: copyPath)]
        case .send:
            message = Message(tr("Sending…"))
            return [.sendMail]
        case .keepUnsent:
            message = Message(tr("Not sent"))
        case .stay:
            message = Message(tr("Quit cancelled"))
        case .saveAllAndQuit:
            return [.desk(.saveAllAndQuit)]
        case .quitOneByOne:
            return [.desk(.quitOneByOne)]
        case .showWhere, .discardCopy, .back:
            break
        }
        return []
    }
}
