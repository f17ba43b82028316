/// How each kind of message reaches the letterbox: the `update` overloads,
/// and the routing of input, requests and replies to their handlers.
/// The letterbox's one transition: applies `command`, a request of the
/// person's, to `state` in place and returns what the program must do about
/// it. After every message the selection is kept on a row and in view, and
/// the thumbnails of the rows now on screen that were never asked for are
/// asked for.
public func update(_ state: inout BoxState, _ command: BoxAction) -> [BoxEffect] {
    state.handle(.intent(command))
}

/// The same transition for what the terminal gave.
public func update(_ state: inout BoxState, _ input: ScreenInput) -> [BoxEffect] {
    state.handle(.input(input))
}

/// The same transition for the program's answers.
public func update(_ state: inout BoxState, _ reply: BoxReply) -> [BoxEffect] {
    state.handle(.reply(reply))
}

/// The same transitions as values, for tests.
public func update(_ state: BoxState, _ command: BoxAction) -> (BoxState, [BoxEffect]) {
    BoxState.next(state, .intent(command))
}

public func update(_ state: BoxState, _ input: ScreenInput) -> (BoxState, [BoxEffect]) {
    BoxState.next(state, .input(input))
}

public func update(_ state: BoxState, _ reply: BoxReply) -> (BoxState, [BoxEffect]) {
    BoxState.next(state, .reply(reply))
}

extension BoxState {
    /// What the program does first: list the box.
    public var openingEffects: [BoxEffect] { [.list(folder: folder, order: order)] }

    /// Any message, each kind to its own handler.
    public mutating func handle(_ msg: BoxMsg) -> [BoxEffect] {
        var effects: [BoxEffect]
        switch msg {
        case .input(let input): effects = take(input)
        case .intent(let command):
            message = nil
            effects = perform(command)
        case .reply(let reply): effects = receive(reply)
        }
        keepSelectionInView()
        let requests = takeThumbnailRequests()
        if !requests.isEmpty { effects.append(.drawThumbnails(requests)) }
        return effects
    }

    static func next(_ state: BoxState, _ msg: BoxMsg) -> (BoxState, [BoxEffect]) {
        var next = state
        let effects = next.handle(msg)
        return (next, effects)
    }

    /// What the terminal gave: a key means what the mode says (`press`).
    mutating func take(_ input: ScreenInput) -> [BoxEffect] {
        switch input {
        case .resize(let size):
            terminal = size
            return []
        case .key(let key):
            return press(key)
        case .paste(let text):
            return pasteIntoField(text)
        case .scroll(let rows):
            // As that many Up or Down keys' moves, whatever the mode.
            guard rows != 0 else { return [] }
            message = nil
            for _ in 0..<min(abs(rows), 10) { select(selected + (rows < 0 ? -1 : 1)) }
            return []
        case .click, .drag, .doubleClick, .idle, .tick:
            return []
        }
    }

    /// The program's answers.
    mutating func receive(_ reply: BoxReply) -> [BoxEffect] {
        switch reply {
        case .listed(let listing):
            receive(listing)
            return []
        case .found(let query, let results):
            receive(results, for: query)
            return []
        case .editorClosed(let path):
            if let path { pendingSelection = path }
            return refreshEffects()
        case .notOpened(let path, let reason):
            message = StatusMessage(
                tr("Could not open {name}: {reason}", ["name": BoxPath.name(of: path), "reason": reason]), tone: .error)
            return []
        case .renamed(let from, let to, let outcome, let files):
            return renamed(from: from, to: to, outcome, files: files)
        case .trashed(let path, let outcome, let files):
            return trashed(path: path, outcome, files: files)
        case .bound(let binding, let outcome):
            return bound(binding, outcome)
        case .thumbnailDrawn(let path, let look):
            thumbnails[path] = look
            requestedThumbnails.remove(path)
            return []
        case .synced(.done(let remote, let pairs)):
            // The remote and git's reason are data: no control reaches the terminal.
            let remote = TerminalSafe.escaped(remote)
            message = StatusMessage(
                pairs == 0
                    ? tr("Synced the letterbox with {remote}", ["remote": remote])
                    : trn(
                        "Synced the letterbox with {remote}; {count} letter kept in both versions",
                        "Synced the letterbox with {remote}; {count} letters kept in both versions", count: pairs,
                        ["remote": remote]))
            // What the sync brought is listed (the index was brought up to date first).
            if let entry = selectedEntry { pendingSelection = entry.path }
            return refreshEffects()
        case .synced(.failed(let reason)):
            message = StatusMessage(TerminalSafe.escaped(reason), tone: .error)
            return []
        case .caughtUp(let counts):
            // Listed again only when the walk changed a row; the selection
            // stays on its letter (`receive(_:)` keeps it).
            return counts.changedAnything ? refreshEffects() : []
        }
    }
}
