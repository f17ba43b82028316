extension EditorState {
    /// A key press: its meaning depends on the mode. While writing it goes
    /// through the keymap; in a prompt or a question it answers that.
    mutating func press(_ key: Key) -> [Effect] {
        switch mode {
        case .editing:
            message = nil
            guard let command = Keymap.command(for: key) else { return pressUnbound(key) }
            return perform(command)
        case .help(let scroll):
            switch key {
            case .down, .pageDown:
                mode = .help(scroll: min(scroll + (key == .down ? 1 : 10), helpScrollLimit(rows: terminal.rows)))
            case .up, .pageUp: mode = .help(scroll: max(0, scroll - (key == .up ? 1 : 10)))
            default: mode = .editing
            }
            return []
        case .confirmQuit:
            return answerQuit(key)
        case .saveAs(var field, let failure):
            switch key {
            case .enter:
                let name = field.text.trimmingSpaces
                guard !name.isEmpty else { return [] }
                mode = .editing
                // A name without an extension becomes a `.letter`, which keeps its paper.
                return saveEffects(path: LetterFile.pathForNewLetter(named: name), overwriteChanges: false)
            case .escape, .control("c"), .control("q"):
                mode = .editing
                quitAfterSave = false
                message = failure == nil
                    ? Message("Not saved")
                    : Message("Not saved. The letter is safe here: Ctrl-S or Ctrl-O to try again", tone: .warning)
                return []
            default:
                if field.apply(key) { mode = .saveAs(field, failure: failure) }
                return []
            }
        case .find(var field):
            switch key {
            case .enter:
                mode = .editing
                guard !field.isEmpty else {
                    message = Message("Nothing to find")
                    return []
                }
                find(field.text)
            case .escape, .control("c"), .control("q"), .control("f"):
                mode = .editing
            default:
                if field.apply(key) { mode = .find(field) }
            }
            return []
        case .attach(let field, let note):
            return pressAttaching(key, field: field, note: note)
        case .envelope(let form):
            return pressInEnvelope(key, form: form)
        case .choose(let question, let selected):
            return choose(key, in: question, selected: selected)
        case .confirmLoss(let path, let overwriteChanges, let loss):
            return answerLoss(key, path: path, overwriteChanges: overwriteChanges, loss: loss)
        case .confirmOverwrite(let path), .confirmReplace(let path):
            switch key {
            case .character("y"), .character("Y"):
                mode = .editing
                return saveEffects(path: path, overwriteChanges: true)
            default:
                mode = .editing
                quitAfterSave = false
                // A loss agreed to for a save that did not happen is not agreed.
                if acceptedLoss?.path == path { acceptedLoss = nil }
                message = Message("Not saved: the file on disk was left as it is", tone: .warning)
                return []
            }
        }
    }

    private mutating func answerQuit(_ key: Key) -> [Effect] {
        switch key {
        case .character("y"), .character("Y"), .character("s"), .character("S"):
            mode = .editing
            quitAfterSave = true
            if let path, unkeptOnQuit != nil {
                // Saving the same file again would drop the same things: a
                // .letter keeps them all, and the changes with them.
                mode = .saveAs(TextField(offering: EditorState.letterPath(for: path), rules: .savePath), failure: nil)
                return []
            }
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
        switch key {
        case .up, .shift(.up):
            mode = .choose(question, selected: (selected + count - 1) % count)
        case .down, .tab, .shift(.down):
            mode = .choose(question, selected: (selected + 1) % count)
        case .home, .pageUp:
            mode = .choose(question, selected: 0)
        case .end, .pageDown:
            mode = .choose(question, selected: count - 1)
        case .enter:
            return answer(question.choices[min(max(0, selected), count - 1)].answer, to: question)
        case .escape, .control("q"), .control("c"):
            return answer(question.choices[question.safeChoice].answer, to: question)
        default:
            message = Message("Choose an answer with Up and Down, then Enter (Esc: \(question.choices[question.safeChoice].label.lowercasedFirst))")
        }
        return []
    }

    private mutating func answer(_ answer: Answer, to question: Question) -> [Effect] {
        message = nil
        switch answer {
        case .showWhere(let copyPath):
            message = Message("The copy is at \(path: copyPath)")
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
            message = Message("Opened read-only: edits and saving are off", tone: .warning)
        case .editAnyway:
            message = Message("Editing a letter that is open elsewhere: the last save wins", tone: .warning)
        case .quit:
            return [.quit]
        case .restore(let text, let restoredEnvelope, let copyPath):
            page = Page(paper: page.paper, body: text, ink: carriesInk, pictures: pictureReading)
            // Only a file with front matter keeps an envelope (a copy of a
            // .txt has none to give).
            if path.map(LetterFile.usesFrontMatter(path:)) ?? true { envelope = restoredEnvelope }
            isModified = true
            // The saved file's text is in no version of this new history.
            savedVersion = .max
            revision += 1
            restoredCopyPath = copyPath
            notePicturesToLook()
            message = Message("Restored the copy from \(path: copyPath) (kept until you save); Ctrl-S saves it", tone: .warning)
        case .openSaved(let copyPath):
            message = Message("Opened the saved letter; the copy is kept at \(path: copyPath)")
        case .confirmDiscard(let copyPath):
            message = Message("Deleted the copy \(path: copyPath)")
            return [.removeCopy(path: copyPath)]
        case .showWhere, .discardCopy, .back:
            break
        }
        return []
    }
}

extension String {
    /// The sentence with its first letter in upper case, to start a line with
    /// a reason written to follow a colon.
    var uppercasedFirst: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }

    /// The sentence with its first letter in lower case, to quote a label
    /// inside another sentence.
    var lowercasedFirst: String {
        guard let first else { return self }
        return first.lowercased() + dropFirst()
    }
}
