/// The letterbox's prompts: search as you type, rename, delete, marks and
/// binding a book, and the program's answers to what they asked.
extension BoxState {
    // MARK: Search

    /// A key while searching: arrows move through the results, Enter opens
    /// one, Esc leaves; everything else edits the text, and each change asks
    /// for results.
    mutating func pressSearching(_ key: Key, field: TextField) -> [BoxEffect] {
        switch keymaps.search.action(for: key) {
        case .leave:
            mode = .browsing
            show(listing?.entries ?? [], keeping: selectedEntry?.path)
            return []
        case .open: return open()
        case .up: select(selected - 1)
        case .down: select(selected + 1)
        case .pageUp: select(rowsOnePageAway(forward: false))
        case .pageDown: select(rowsOnePageAway(forward: true))
        case .quit: return [.quit]
        case .help: mode = .help(scroll: 0)
        case nil:
            var field = field
            let before = field.text
            guard field.apply(key) else { return [] }
            mode = .searching(field)
            if field.text != before { return searched(field.text) }
        }
        return []
    }

    /// The search text changed: the results of the new text are asked for;
    /// with no text the folder's rows come back.
    mutating func searched(_ text: String) -> [BoxEffect] {
        selected = 0
        top = 0
        guard !text.isEmpty else {
            show(listing?.entries ?? [], keeping: nil)
            return []
        }
        return [.search(text)]
    }

    /// Text pasted into the field of the prompt on screen.
    mutating func pasteIntoField(_ text: String) -> [BoxEffect] {
        switch mode {
        case .searching(var field):
            field.paste(text)
            mode = .searching(field)
            return searched(field.text)
        case .renaming(var field, let path):
            field.paste(text)
            mode = .renaming(field, path: path)
        case .namingBook(var field, let letters):
            field.paste(text)
            mode = .namingBook(field, letters: letters)
        case .palette(var palette):
            palette.paste(text)
            mode = .palette(palette)
        default:
            break
        }
        return []
    }

    // MARK: Rename

    /// `r`: the selected letter's name in a field, to edit.
    mutating func startRenaming() {
        guard let letter = selectedEntry?.letter else {
            message = StatusMessage(selectedEntry == nil ? tr("Nothing here to rename") : tr("Only letters are renamed here"))
            return
        }
        mode = .renaming(TextField(BoxPath.name(of: letter.path), rules: .fileName), path: letter.path)
    }

    mutating func pressRenaming(_ key: Key, field: TextField, path: String) -> [BoxEffect] {
        switch keymaps.rename.action(for: key) {
        case .cancel:
            mode = .browsing
            message = StatusMessage(tr("Not renamed"))
            return []
        case .accept:
            let typed = field.text.trimmingSpaces
            var name = typed
            if !typed.isEmpty {
                switch RenameName.resolve(typed, renaming: BoxPath.name(of: path)) {
                case .name(let whole):
                    name = whole
                case .changesKind(let old, let new):
                    message = StatusMessage(
                        tr(
                            "A rename keeps a .{old} a .{old}: to make it .{new}, save it as that in the editor",
                            ["old": old, "new": new]),
                        tone: .error)
                    return []
                }
            }
            if name == BoxPath.name(of: path) {
                mode = .browsing
                message = StatusMessage(tr("Not renamed: the name is the same"))
                return []
            }
            if let refusal = refusal(ofName: name, in: BoxPath.folder(of: path)) {
                message = StatusMessage(refusal, tone: .error)
                return []
            }
            mode = .browsing
            return [.rename(from: path, to: BoxPath.joined(BoxPath.folder(of: path), name))]
        case .complete, nil:
            var field = field
            if field.apply(key) {
                message = nil
                mode = .renaming(field, path: path)
            }
            return []
        }
    }

    /// Why `name` cannot be a new file or folder in `folder`, or nil: it must
    /// have a character, no "/", not start with "." (the box would hide it),
    /// and not be the name of a row listed there.
    func refusal(ofName name: String, in folder: String) -> String? {
        if name.isEmpty { return tr("A name needs at least one character") }
        if name.contains("/") { return tr("A name cannot hold “/”: it separates folders") }
        if name.hasPrefix(".") { return tr("A name cannot start with “.”: the box hides such files") }
        let taken = (listing?.entries ?? []).contains { BoxPath.folder(of: $0.path) == folder && $0.name == name }
        if taken { return tr("“{name}” is taken: choose another name", ["name": name]) }
        return nil
    }

    mutating func renamed(from: String, to: String, _ outcome: BoxOutcome, files: FilesFolderReport) -> [BoxEffect] {
        switch outcome {
        case .done:
            message = StatusMessage(
                tr(
                    "Renamed {from} to {to}{moved}{shared}",
                    ["from": shownName(of: from), "to": shownName(of: to), "moved": files.renamedClause,
                     "shared": files.sharedClause]))
            marked = marked.map { $0 == from ? to : $0 }
            pendingSelection = to
            return refreshEffects()
        case .taken:
            message = StatusMessage(
                tr("Not renamed: “{name}” is taken: choose another name", ["name": shownName(of: to)]), tone: .error)
        case .failed(let reason):
            message = StatusMessage(tr("Not renamed: {reason}", ["reason": reason]), tone: .error)
        }
        return []
    }

    // MARK: Delete

    /// `d`: asks before the selected letter goes to the trash.
    mutating func startDeleting() {
        guard let letter = selectedEntry?.letter else {
            message = StatusMessage(
                selectedEntry == nil ? tr("Nothing here to delete") : tr("Only letters are moved to the trash here"))
            return
        }
        mode = .confirmingDelete(path: letter.path)
    }

    mutating func answerDelete(_ key: Key, path: String) -> [BoxEffect] {
        mode = .browsing
        guard keymaps.delete.action(for: key) == .yes else {
            message = StatusMessage(tr("Nothing deleted"))
            return []
        }
        return [.trash(path: path)]
    }

    mutating func trashed(path: String, _ outcome: BoxOutcome, files: FilesFolderReport) -> [BoxEffect] {
        switch outcome {
        case .done, .taken:
            message = StatusMessage(
                tr(
                    "Moved {name}{moved} to the trash{shared}",
                    ["name": shownName(of: path), "moved": files.trashedClause, "shared": files.sharedClause]))
            marked.removeAll { $0 == path }
            if let index = entries.firstIndex(where: { $0.path == path }) {
                entries.remove(at: index)
                select(index)
            }
            return refreshEffects()
        case .failed(let reason):
            message = StatusMessage(tr("Not moved to the trash: {reason}", ["reason": reason]), tone: .error)
            return []
        }
    }

    // MARK: Marks and books

    /// Space: marks the selected letter, or unmarks it; then the next row.
    /// A letter that cannot be read is not marked: marks gather a book, and
    /// such a letter could not go in one.
    mutating func toggleMark() {
        guard let letter = selectedEntry?.letter else {
            message = StatusMessage(tr("Only letters can be marked"))
            return
        }
        if let index = marked.firstIndex(of: letter.path) {
            marked.remove(at: index)
        } else if let refusal = unbindable([letter.path]) {
            message = refusal
            return
        } else {
            marked.append(letter.path)
        }
        message = StatusMessage(tr("{count} marked · b binds them into a book · Esc clears", ["count": marked.count]))
        select(selected + 1)
    }

    /// `b`: asks a title for a book of the marked letters, or of the selected one.
    mutating func startBinding() {
        let letters = marked.isEmpty ? selectedEntry?.letter.map { [$0.path] } ?? [] : marked
        guard !letters.isEmpty else {
            message = StatusMessage(tr("Mark letters with Space (or select one) to bind a book"))
            return
        }
        if let refusal = unbindable(letters) {
            message = refusal
            return
        }
        mode = .namingBook(TextField(rules: .fileName), letters: letters)
    }

    /// Why `letters` cannot be bound: the first of them the list shows as
    /// unreadable (a "!" row), named with what is wrong with it; a book of
    /// it could be neither read nor published. Nil when all can be bound.
    func unbindable(_ letters: [String]) -> StatusMessage? {
        for path in letters {
            guard let letter = entries.lazy.compactMap(\.letter).first(where: { $0.path == path }),
                let problem = letter.problem
            else { continue }
            // The name as its row shows it (cut in the middle past 24 cells) leads;
            // a long reason is what is cut, at its end.
            let name = CellCut.middle(shownName(of: path), to: BoxField.fileNameCells)
            return StatusMessage(
                tr("{name} cannot go in a book: it cannot be read ({problem})", ["name": name, "problem": problem]),
                tone: .error)
        }
        return nil
    }

    mutating func pressNamingBook(_ key: Key, field: TextField, letters: [String]) -> [BoxEffect] {
        switch keymaps.bookTitle.action(for: key) {
        case .cancel:
            mode = .browsing
            message = StatusMessage(tr("No book bound"))
            return []
        case .accept:
            let title = field.text.trimmingSpaces
            // A book's folder goes in the box itself, whichever folder is shown.
            if let refusal = refusal(ofName: title, in: box) {
                message = StatusMessage(refusal, tone: .error)
                return []
            }
            mode = .browsing
            return [.bind(BookBinding(folder: BoxPath.joined(box, title), title: title, letters: letters))]
        case .complete, nil:
            var field = field
            if field.apply(key) {
                message = nil
                mode = .namingBook(field, letters: letters)
            }
            return []
        }
    }

    mutating func bound(_ binding: BookBinding, _ outcome: BoxOutcome) -> [BoxEffect] {
        switch outcome {
        case .done:
            let count = binding.letters.count
            message = StatusMessage(
                trn("Bound {count} letter into “{title}”", "Bound {count} letters into “{title}”", count: count,
                    ["title": binding.title]))
            marked.removeAll()
            return refreshEffects()
        case .taken:
            message = StatusMessage(
                tr("No book bound: “{title}” is taken: choose another title", ["title": binding.title]), tone: .error)
        case .failed(let reason):
            message = StatusMessage(tr("No book bound: {reason}", ["reason": reason]), tone: .error)
        }
        return []
    }
}

extension BoxState {
    /// The last name of `path` as the screen shows it: bytes that are not
    /// UTF-8 and control characters escaped (`RawPath.displayed`).
    func shownName(of path: String) -> String {
        RawPath.displayed(BoxPath.name(of: path))
    }
}
