extension DeskState {
    /// The desk's one transition, in place.
    public mutating func handle(_ message: DeskMsg) -> [DeskEffect] {
        switch message {
        case .input(.resize(let size)):
            terminal = size
            return resizeShown()
        case .input(.tick(let now)):
            // Every letter's timers run, so a letter left mid-sentence for
            // another still gets its recovery copy.
            var effects: [DeskEffect] = []
            for index in letters.indices { effects += send(.input(.tick(now)), to: index) }
            return effects
        case .input(.idle):
            var effects: [DeskEffect] = []
            for (index, _) in shown where EditorProgram.wantsIdle(letters[index].state) {
                effects += send(.input(.idle), to: index)
            }
            return effects
        case .input(.click(let row, let column)):
            return point(at: column) { .click(row: row, column: $0) }
        case .input(.drag(let row, let column)):
            return point(at: column) { .drag(row: row, column: $0) }
        case .input(.doubleClick(let row, let column)):
            return point(at: column) { .doubleClick(row: row, column: $0) }
        case .input(let input):
            let effects = send(.input(input), to: active)
            // Quitting one letter after another: a letter the person left
            // at its text without closing was kept (the question
            // cancelled, a save's name not given), and the quit ends there.
            if quitting != nil, current.mode == .editing, !current.closesAfterSave { quitting = nil }
            return effects
        case .reply(let id, let reply):
            guard let index = index(of: id) else { return [] }
            return send(.reply(reply), to: index)
        case .opened(let id, let state, let show):
            letters.append(DeskLetter(id: id, state: state))
            renumber()
            return show ? activate(letters.count - 1) : []
        case .notOpened(let path, let reason):
            letters[active].state.message = EditorState.Message(
                tr("Could not open {path}: {reason}", ["reason": reason]), paths: ["path": path], tone: .error)
            return []
        case .alreadyOpen(let id):
            guard let index = index(of: id) else { return [] }
            let effects = activate(index)
            letters[active].state.message = EditorState.Message(tr("Already open: switched to it"))
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
        settle(letters[index].state.handle(message), of: index)
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
            letters[active].state.chooseLetter(from: letters.indices.map(listing(of:)))
            return []
        case .switchTo(let id):
            guard let index = index(of: id) else { return [] }
            return activate(index)
        case .sideBySide:
            return toggleSideBySide()
        case .quitAll:
            let asking = letters.filter(\.state.asksBeforeClosing)
            if asking.isEmpty { return closeAll() }
            if asking.count == 1 { return quitEach(.oneByOne) }
            letters[active].state.askQuittingSeveral(asking.count)
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
        guard letters.count > 1 else {
            letters[active].state.message = EditorState.Message(
                tr("Only this letter is open: {open} opens another", ["open": current.keymaps.keyName(.openLetter)]))
            return []
        }
        return activate((active + delta + letters.count) % letters.count)
    }

    /// Writes in the letter at `index` from now on. The clipboard goes with
    /// the person: text cut in one letter pastes in the next, through that
    /// letter's gate.
    mutating func activate(_ index: Int) -> [DeskEffect] {
        guard index != active else { return resizeShown() }
        let clipboard = letters[active].state.clipboard
        previous = currentID
        // Side by side, moving to the letter beside keeps the pair on screen.
        if partner == letters[index].id { partner = currentID }
        active = index
        letters[active].state.receiveClipboard(clipboard)
        return resizeShown() + [.letter(currentID, .usePaper(current.page.paper))]
    }

    /// Alt-V: the letter written before this one beside it (the letter
    /// being answered beside the answer), when the terminal holds both
    /// sheets whole; or one letter again.
    private mutating func toggleSideBySide() -> [DeskEffect] {
        if partner != nil {
            partner = nil
            letters[active].state.message = EditorState.Message(tr("One letter on the screen again"))
            return resizeShown()
        }
        guard letters.count > 1 else {
            letters[active].state.message = EditorState.Message(
                tr("Side by side needs a second letter: {open} opens one", ["open": current.keymaps.keyName(.openLetter)]))
            return []
        }
        let other = previous.flatMap(index(of:)) ?? (active == 0 ? 1 : active - 1)
        let needed = Self.sideBySideWidth(current.page.paper, letters[other].state.page.paper)
        guard terminal.columns >= needed else {
            letters[active].state.message = EditorState.Message(
                tr(
                    "Side by side needs a terminal {needed} columns wide; this one has {columns}",
                    ["needed": needed, "columns": terminal.columns]), tone: .warning)
            return []
        }
        partner = letters[other].id
        return resizeShown()
    }

    /// Tells each letter on screen the size it is drawn at. A terminal
    /// made too narrow for two sheets shows one again.
    mutating func resizeShown() -> [DeskEffect] {
        if let partner, let other = index(of: partner),
            terminal.columns < Self.sideBySideWidth(current.page.paper, letters[other].state.page.paper)
        {
            self.partner = nil
        }
        var effects: [DeskEffect] = []
        for (index, columns) in shown {
            let size = size(for: columns)
            if letters[index].state.terminal != size { effects += send(.input(.resize(size)), to: index) }
        }
        return effects
    }

    /// Tells every letter its place ("2 of 3"); none when it is alone.
    mutating func renumber() {
        let count = letters.count
        for index in letters.indices {
            letters[index].state.place(count > 1 ? DeskPlace(number: index + 1, count: count) : nil)
        }
    }

    /// One letter as "Switch letter" lists it.
    func listing(of index: Int) -> DeskListing {
        let state = letters[index].state
        let name = state.path.map { TerminalSafe.escaped(RawPath.displayed(Paths.name(of: $0))) } ?? tr("New letter")
        var marks = [
            tr("{used} of {lines} lines", ["used": state.page.lineCount, "lines": state.page.paper.lines])
        ]
        if state.hasUnsavedWork { marks.insert(tr("modified"), at: 0) }
        if index == active { marks.append(tr("writing")) }
        var detail = ""
        for mark in marks { detail += detail.isEmpty ? mark : " · " + mark }
        return DeskListing(id: letters[index].id, name: "\(index + 1). " + name, state: detail)
    }

    // MARK: Closing

    /// The letter with `id` is closed. The last one ends the editor, and
    /// stays in the desk (nothing is drawn after the end).
    mutating func close(_ id: Int) -> [DeskEffect] {
        guard let index = index(of: id) else { return [] }
        guard letters.count > 1 else { return [.close(id), .quit] }
        letters.remove(at: index)
        if partner == id { partner = nil }
        if previous == id { previous = nil }
        if index < active || active == letters.count { active -= 1 }
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
        guard let index = letters.firstIndex(where: \.state.asksBeforeClosing) else { return closeAll() }
        var effects = activate(index)
        let asked = way == .savingAll ? letters[active].state.saveThenClose() : letters[active].state.askToClose()
        effects += settle(asked, of: active)
        return effects
    }

    /// What the letter at `index` returned: its requests of the desk are
    /// done here, a close closes it, the rest go to the shell.
    private mutating func settle(_ effects: [Effect], of index: Int) -> [DeskEffect] {
        let id = letters[index].id
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
        return letters.map { .close($0.id) } + [.quit]
    }
}
