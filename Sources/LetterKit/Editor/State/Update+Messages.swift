/// How each kind of message reaches the editor: the `update` overloads, and
/// the routing of input, requests and replies to their handlers.
/// The editor's one transition: applies `command`, a request of the
/// person's, to `state` in place and returns what the shell must do about
/// it. In place, so a keystroke never copies the letter or its history.
public func update(_ state: inout EditorState, _ command: Command) -> [Effect] {
    state.handle(.intent(command))
}

/// The same transition for what the terminal gave (a key, a paste, the
/// size, a pause, the time).
public func update(_ state: inout EditorState, _ input: ScreenInput) -> [Effect] {
    state.handle(.input(input))
}

/// The same transition for the shell's answers.
public func update(_ state: inout EditorState, _ reply: EditorReply) -> [Effect] {
    state.handle(.reply(reply))
}

/// The same transition as a value: the next state and the effects. For tests
/// and anything that wants to keep the state before.
public func update(_ state: EditorState, _ command: Command) -> (EditorState, [Effect]) {
    EditorState.next(state, .intent(command))
}

public func update(_ state: EditorState, _ input: ScreenInput) -> (EditorState, [Effect]) {
    EditorState.next(state, .input(input))
}

public func update(_ state: EditorState, _ reply: EditorReply) -> (EditorState, [Effect]) {
    EditorState.next(state, .reply(reply))
}

extension EditorState {
    /// Any message, each kind to its own handler; then the cursor is kept in
    /// view and the pictures newly on the page are asked for.
    public mutating func handle(_ msg: EditorMsg) -> [Effect] {
        var effects: [Effect]
        switch msg {
        case .input(.tick(let now)):
            // The time moves nothing on screen but a picture's frame and the
            // player's clock on the status row: nothing else to bring up to
            // date. With nothing playing, the recovery timer alone.
            animatePictures(at: now)
            return playing == nil ? tick(now) : timePassed(now)
        case .input(let input):
            if input != .idle { noteInputForPictures() }
            effects = take(input)
        case .intent(let command):
            noteInputForPictures()
            effects = apply(command)
        case .reply(let reply): effects = receive(reply)
        }
        keepCursorVisible()
        let requests = takePictureRequests()
        if !requests.isEmpty { effects.append(.lookAtPictures(requests)) }
        if !stickerDrawing.toDraw.isEmpty { effects.append(.drawStickers(takeStickerRequests())) }
        return effects
    }

    /// The time is `now`: the recovery copy's timer and the player's clock.
    mutating func timePassed(_ now: Duration) -> [Effect] {
        let effects = tick(now)
        guard playing != nil else { return effects }
        return effects + tickPlayback(now)
    }

    static func next(_ state: EditorState, _ msg: EditorMsg) -> (EditorState, [Effect]) {
        var next = state
        let effects = next.handle(msg)
        return (next, effects)
    }

    /// What the terminal gave. A key means what the mode says (`press`); a
    /// paste is the paste request; a click or the wheel acts on the letter
    /// only while writing, and closes the help.
    mutating func take(_ input: ScreenInput) -> [Effect] {
        switch input {
        case .resize(let size):
            terminal = size
            return []
        case .key(let key):
            return press(key)
        case .tick(let now):
            animatePictures(at: now)
            return timePassed(now)
        case .idle:
            shownFigures = StatusFigures(page)
            return spellingIsBehind ? nextSpellingBatch() : []
        case .paste(let text):
            return apply(.edit(.paste(text)))
        case .click, .drag, .doubleClick, .scroll:
            switch mode {
            case .editing:
                message = nil
                return point(input)
            case .help:
                mode = .editing
                return []
            default:
                // A click does not answer a question nor fill a field.
                return []
            }
        }
    }

    /// The mouse while writing: a click places the cursor, a drag selects
    /// from there to the pointer, a double click selects the word there, the
    /// wheel moves the view. A cell maps to the letter as for a click (the
    /// right half of a wide character is that character).
    private mutating func point(_ input: ScreenInput) -> [Effect] {
        let layout = PaperLayout(paper: page.paper, lineCount: page.lineCount, terminal: terminal)
        if layout.fit == .tooSmall {
            message = Message(layout.tooSmallMessage(keymaps), tone: .warning)
            return []
        }
        switch input {
        case .click(let row, let column):
            if let point = layout.paperPoint(row: row, column: column, scrollTop: scrollTop) {
                page.place(at: point)
            }
        case .drag(let row, let column):
            if let point = layout.paperPoint(row: row, column: column, scrollTop: scrollTop) {
                page.place(at: point, selecting: true)
            }
        case .doubleClick(let row, let column):
            if let point = layout.paperPoint(row: row, column: column, scrollTop: scrollTop) {
                page.selectWord(at: point)
            }
        case .scroll(let rows):
            scroll(by: rows, layout: layout)
        default:
            break
        }
        return []
    }

    /// The shell's answers.
    mutating func receive(_ reply: EditorReply) -> [Effect] {
        switch reply {
        case .saveFinished(let result):
            // What was saved needs no recovery copy.
            if case .saved = result { recovery.copiedRevision = revision }
            return finishSave(result)
        case .notify(let notice):
            // A message already showing (an over-full letter) is not replaced.
            if message == nil || notice.isProblem { message = EditorState.message(for: notice) }
            return []
        case .ask(let questions):
            ask(questions)
            return []
        case .finishOpening(let body, let ink):
            // Only a letter nobody has touched yet: the shell sends this before
            // it reads the first key.
            guard revision == 0 else { return [] }
            page = Page(paper: page.paper, body: body, ink: ink, pictures: pictureReading)
            saveFlow.savedVersion = page.version
            if message == nil { message = Self.overThePageWarning(page) }
            notePicturesToLook()
            noteStickersToDraw()
            // The status figures catch up at the next pause, as after any key.
            return []
        case .pathCompleted(let text, let candidates):
            completePath(text, candidates: candidates)
            return []
        case .attachmentLooked(let path, let facts):
            return attachLooked(path: path, facts: facts)
        case .picturesLooked(let looked):
            keepLooks(looked)
            return []
        case .attachmentsCopied(let result):
            return attachmentsCopied(result)
        case .exportFinished(let result):
            finishExport(result)
            return []
        case .printFinished(let result):
            finishPrint(result)
            return []
        case .mailPrepared(let result):
            mailPrepared(result)
            return []
        case .mailSent(let result):
            mailSent(result)
            return []
        case .boxClosed(let problem):
            boxClosed(problem)
            return []
        case .papersListed(let papers):
            choosePaper(from: papers)
            return []
        case .templatesListed(let templates, let folder):
            chooseTemplate(from: templates, folder: folder)
            return []
        case .stickersListed(let own, let skipped):
            chooseSticker(from: own, skipped: skipped)
            return []
        case .stickersWritten(let result):
            return stickersWritten(result)
        case .stickersDrawn(let drawn):
            stickersDrawn(drawn)
            return []
        case .templateClosed(let problem):
            if let problem { message = Message(tr("No letter was started: {problem}", ["problem": problem]), tone: .error) }
            return []
        case .todayRead(let day):
            return insertDate(day)
        case .todayReadForEnvelope(let day, let thenSave):
            return dateEnvelope(day, thenSave: thenSave)
        case .spellingChecked(let found):
            return takeSpelling(found)
        case .spellingUnavailable(let problem):
            stopSpelling(problem)
            return []
        case .spellingSuggested(let target, let suggestions):
            chooseSpelling(for: target, suggestions: suggestions)
            return []
        case .wordAdded(let word, let path):
            addedWord(word, failedAt: path)
            return []
        case .playFailed(let serial, let problem):
            playFailed(serial: serial, problem)
            return []
        case .playerEnded(let serial, let status):
            playerEnded(serial: serial, status: status)
            return []
        }
    }
}
