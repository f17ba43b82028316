extension DeskState {
    /// The desk's one transition, in place.
    public mutating func handle(_ message: DeskMsg) -> [DeskEffect] {
        switch message {
        case .input(.resize(let size)):
            terminal = size
            return resizeShown()
        case .input(.tick(let now)):
            // The letters on screen only: a letter left for another had its
            // recovery copy made as it was left (`activate`), and nothing
            // changes in it until it is written in again. Ticking every
            // letter was measured to cost each key a fifth more with three open.
            var effects = settle(current.handle(.input(.tick(now))), of: active)
            if let beside = besideIndex { effects += send(.input(.tick(now)), to: beside) }
            return effects
        case .input(.idle):
            // The shell asked `wantsIdle` before sending this; a letter whose
            // figures and marks are current takes the pause as nothing, so
            // neither is asked again here (the figures cost a pause a tenth).
            var effects = settle(current.handle(.input(.idle)), of: active)
            if let beside = besideIndex { effects += send(.input(.idle), to: beside) }
            return effects
        case .input(.click(let row, let column)):
            return point(at: column) { .click(row: row, column: $0) }
        case .input(.drag(let row, let column)):
            return point(at: column) { .drag(row: row, column: $0) }
        case .input(.doubleClick(let row, let column)):
            return point(at: column) { .doubleClick(row: row, column: $0) }
        case .input(let input):
            let effects = settle(current.handle(.input(input)), of: active)
            // Quitting one letter after another: a letter the person left
            // at its text without closing was kept (the question
            // cancelled, a save's name not given), and the quit ends there.
            if quitting != nil, current.mode == .editing, !current.closesAfterSave { quitting = nil }
            return effects
        case .reply(let id, let reply):
            guard let index = index(of: id) else { return [] }
            return send(.reply(reply), to: index)
        case .opened(let id, let state, let show):
            ids.append(id)
            others.append(state)
            renumber()
            return show ? activate(count - 1) : []
        case .notOpened(let path, let reason):
            current.message = EditorState.Message(
                tr("Could not open {path}: {reason}", ["reason": reason]), paths: ["path": path], tone: .error)
            return []
        case .alreadyOpen(let id):
            guard let index = index(of: id) else { return [] }
            let effects = activate(index)
            current.message = EditorState.Message(tr("Already open: switched to it"))
            return effects
        }
    }

    /// A click, a drag or a double click at `column`: side by side, a click
    /// on the other letter writes in it from then on.
    private mutating func point(at column: Int, _ input: (Int) -> ScreenInput) -> [DeskEffect] {
        let halves = shown
        guard halves.count > 1 else { return send(.input(input(column)), to: active) }
        guard let half = halves.first(where: { $0.columns.contains(column) }) else { return [] }
        var effects = activate(half.index)
        effects += send(.input(input(column - half.columns.lowerBound)), to: half.index)
        return effects
    }

    /// Sends `message` to the letter at `index`; its requests of the desk
    /// are done here, a close closes it, the rest go to the shell.
    mutating func send(_ message: EditorMsg, to index: Int) -> [DeskEffect] {
        if index == active { return settle(current.handle(message), of: index) }
        return settle(change(index) { $0.handle(message) } ?? [], of: index)
    }

    /// Does what a letter asked of the desk.
    mutating func perform(_ request: DeskRequest) -> [DeskEffect] {
        switch request {
        case .open(let path):
            return [.open(path: path)]
        case .next:
            return step(by: 1)
        case .previous:
            return step(by: -1)
        case .list:
            let listings = ids.indices.map(listing(of:))
            current.chooseLetter(from: listings)
            return []
        case .switchTo(let id):
            guard let index = index(of: id) else { return [] }
            return activate(index)
        case .sideBySide:
            return toggleSideBySide()
        case .quitAll:
            let asking = ids.indices.filter { state(at: $0).asksBeforeClosing }
            if asking.isEmpty { return closeAll() }
            if asking.count == 1 { return quitEach(.oneByOne) }
            current.askQuittingSeveral(asking.count)
            return []
        case .saveAllAndQuit:
            return quitEach(.savingAll)
        case .quitOneByOne:
            return quitEach(.oneByOne)
        }
    }

    /// Alt-. and Alt-, (and nano's Alt-> and Alt-<): the next or previous
    /// letter, round the ends.
    private mutating func step(by delta: Int) -> [DeskEffect] {
        guard count > 1 else {
            current.message = EditorState.Message(
                tr("Only this letter is open: {open} opens another", ["open": current.keymaps.keyName(.openLetter)]))
            return []
        }
        return activate((active + delta + count) % count)
    }

    /// Writes in the letter at `index` from now on. The clipboard goes with
    /// the person: text cut in one letter pastes in the next, through that
    /// letter's gate.
    mutating func activate(_ index: Int) -> [DeskEffect] {
        guard index != active, var incoming = others[index].take() else { return resizeShown() }
        // Left mid-sentence, the letter's recovery copy is made now: it is
        // not ticked again until it is written in.
        var effects = settle(current.copyForRecoveryNow(), of: active)
        previous = currentID
        // Side by side, moving to the letter beside keeps the pair on screen.
        if partner == ids[index] { partner = currentID }
        incoming.receiveClipboard(current.clipboard)
        swap(&current, &incoming)
        others[active] = incoming
        active = index
        effects += resizeShown()
        effects.append(.letter(currentID, .usePaper(current.page.paper)))
        return effects
    }

    /// Alt-V: the letter written before this one beside it (the letter
    /// being answered beside the answer), when the terminal holds both
    /// sheets whole; or one letter again.
    private mutating func toggleSideBySide() -> [DeskEffect] {
        if partner != nil {
            partner = nil
            current.message = EditorState.Message(tr("One letter on the screen again"))
            return resizeShown()
        }
        guard count > 1 else {
            current.message = EditorState.Message(
                tr("Side by side needs a second letter: {open} opens one", ["open": current.keymaps.keyName(.openLetter)]))
            return []
        }
        let other = previous.flatMap(index(of:)) ?? (active == 0 ? 1 : active - 1)
        let needed = Self.sideBySideWidth(current.page.paper, state(at: other).page.paper)
        guard terminal.columns >= needed else {
            current.message = EditorState.Message(
                tr(
                    "Side by side needs a terminal {needed} columns wide; this one has {columns}",
                    ["needed": needed, "columns": terminal.columns]), tone: .warning)
            return []
        }
        partner = ids[other]
        return resizeShown()
    }

    /// Tells each letter on screen the size it is drawn at. A terminal
    /// made too narrow for two sheets shows one again.
    mutating func resizeShown() -> [DeskEffect] {
        if let partner, let other = index(of: partner),
            terminal.columns < Self.sideBySideWidth(current.page.paper, state(at: other).page.paper)
        {
            self.partner = nil
        }
        var effects: [DeskEffect] = []
        for (index, columns) in shown {
            let size = size(for: columns)
            if change(index, { $0.terminal }) != size { effects += send(.input(.resize(size)), to: index) }
        }
        return effects
    }

    /// Tells every letter its place ("2 of 3"); none when it is alone.
    mutating func renumber() {
        let count = count
        for index in ids.indices {
            change(index) { $0.place(count > 1 ? DeskPlace(number: index + 1, count: count) : nil) }
        }
    }

    /// One letter as "Switch letter" lists it.
    func listing(of index: Int) -> DeskListing {
        let letter = state(at: index)
        let name = letter.path.map { TerminalSafe.escaped(RawPath.displayed(Paths.name(of: $0))) } ?? tr("New letter")
        var marks = [
            tr("{used} of {lines} lines", ["used": letter.page.lineCount, "lines": letter.page.paper.lines])
        ]
        if letter.hasUnsavedWork { marks.insert(tr("modified"), at: 0) }
        if index == active { marks.append(tr("writing")) }
        var detail = ""
        for mark in marks { detail += detail.isEmpty ? mark : " · " + mark }
        return DeskListing(id: ids[index], name: "\(index + 1). " + name, state: detail)
    }

    // MARK: Closing

    /// The letter with `id` is closed. The last one ends the editor, and
    /// stays in the desk (nothing is drawn after the end).
    mutating func close(_ id: Int) -> [DeskEffect] {
        guard let index = index(of: id) else { return [] }
        guard count > 1 else { return [.close(id), .quit] }
        ids.remove(at: index)
        others.remove(at: index)
        if partner == id { partner = nil }
        if previous == id { previous = nil }
        if index == active {
            // The next letter (or the last) is written in now.
            active = min(index, count - 1)
            if let next = others[active].take() { current = next }
        } else if index < active {
            active -= 1
        }
        if partner == currentID { partner = nil }
        renumber()
        var effects: [DeskEffect] = [.close(id)]
        effects += resizeShown()
        effects.append(.letter(currentID, .usePaper(current.page.paper)))
        if quitting != nil { effects += quitNext() }
        return effects
    }

    /// Quits every letter, asking about each with unsaved changes in turn
    /// (`oneByOne`) or saving each (`savingAll`).
    private mutating func quitEach(_ way: Quitting) -> [DeskEffect] {
        quitting = way
        return quitNext()
    }

    /// The next letter to ask about or save, or the end when none is left.
    private mutating func quitNext() -> [DeskEffect] {
        guard let way = quitting else { return [] }
        guard let index = ids.indices.first(where: { state(at: $0).asksBeforeClosing }) else { return closeAll() }
        var effects = activate(index)
        let asked = way == .savingAll ? current.saveThenClose() : current.askToClose()
        effects += settle(asked, of: active)
        return effects
    }

    /// What the letter at `index` returned: its requests of the desk are
    /// done here, a close closes it, the rest go to the shell.
    private mutating func settle(_ effects: [Effect], of index: Int) -> [DeskEffect] {
        let id = ids[index]
        var out: [DeskEffect] = []
        var closes = false
        for effect in effects {
            switch effect {
            case .desk(let request): out += perform(request)
            case .quit: closes = true
            default: out.append(.letter(id, effect))
            }
        }
        return closes ? out + close(id) : out
    }

    /// Every letter closes and the editor ends.
    private mutating func closeAll() -> [DeskEffect] {
        quitting = nil
        return ids.map { .close($0) } + [.quit]
    }
}
