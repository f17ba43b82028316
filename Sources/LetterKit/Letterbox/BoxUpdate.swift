extension BoxState {
    /// A key: each mode looks it up in its own keymap (`BoxKeys`).
    mutating func press(_ key: Key) -> [BoxEffect] {
        switch mode {
        case .browsing:
            guard let command = keymaps.browsing.action(for: key) else {
                if case .character = key { message = StatusMessage(tr("F1 lists the keys")) }
                return []
            }
            message = nil
            return perform(command)
        case .help(let scroll):
            mode = keymaps.helpOverlay.scroll(scroll, after: key, rows: terminal.rows).map { .help(scroll: $0) } ?? .browsing
            return []
        case .searching(let field):
            return pressSearching(key, field: field)
        case .renaming(let field, let path):
            return pressRenaming(key, field: field, path: path)
        case .confirmingDelete(let path):
            return answerDelete(key, path: path)
        case .namingBook(let field, let letters):
            return pressNamingBook(key, field: field, letters: letters)
        case .palette(var palette):
            switch palette.press(key, keys: keymaps.palette) {
            case .stay:
                mode = .palette(palette)
                return []
            case .close:
                mode = .browsing
                return []
            case .run(let action):
                mode = .browsing
                message = nil
                return perform(action)
            }
        }
    }

    /// A command while browsing.
    mutating func perform(_ command: BoxAction) -> [BoxEffect] {
        switch command {
        case .up: select(selected - 1)
        case .down: select(selected + 1)
        case .pageUp: select(rowsOnePageAway(forward: false))
        case .pageDown: select(rowsOnePageAway(forward: true))
        case .first: select(0)
        case .last: select(entries.count - 1)
        case .open: return open()
        case .goUp: return goUp()
        case .newLetter: return [.newLetter(folder: folderPath)]
        case .search: mode = .searching(TextField())
        case .cycleOrder:
            order = order.next
            message = StatusMessage(tr("Listed {order}", ["order": order.title]))
            if let entry = selectedEntry { pendingSelection = entry.path }
            return [.list(folder: folder, order: order)]
        case .rename: startRenaming()
        case .delete: startDeleting()
        case .mark: toggleMark()
        case .bind: startBinding()
        case .help: mode = .help(scroll: 0)
        case .quit: return [.quit]
        case .sync:
            message = StatusMessage(tr("Syncing the letterbox with its git remote…"))
            return [.sync]
        case .palette: mode = .palette(Palette(title: tr("Commands (type to filter)"), entries: keymaps.paletteEntries))
        case .cancel:
            if !marked.isEmpty {
                marked.removeAll()
                message = StatusMessage(tr("Marks cleared"))
            }
        }
        return []
    }

    // MARK: Moving

    /// Selects row `index`, held to the rows there are.
    mutating func select(_ index: Int) {
        selected = max(0, min(index, entries.count - 1))
    }

    /// The row a screenful away from the selected one: as many rows as fill
    /// the list's height, at least one.
    func rowsOnePageAway(forward: Bool) -> Int {
        var index = selected
        var used = 0
        while true {
            let next = forward ? index + 1 : index - 1
            guard entries.indices.contains(next) else { return next < 0 ? 0 : entries.count - 1 }
            used += entries[next].kind.height
            if used > listRows, index != selected { return index }
            index = next
        }
    }

    /// Keeps `selected` on a row and `top` where the selected row is seen whole.
    mutating func keepSelectionInView() {
        selected = entries.isEmpty ? 0 : max(0, min(selected, entries.count - 1))
        top = max(0, min(top, selected))
        var height = entries.isEmpty ? 0 : entries[top...selected].reduce(0) { $0 + $1.kind.height }
        while top < selected, height > listRows {
            height -= entries[top].kind.height
            top += 1
        }
    }

    /// Enter: a letter opens in the editor; a folder or book is gone into.
    mutating func open() -> [BoxEffect] {
        guard let entry = selectedEntry else {
            message = StatusMessage(tr("Nothing here to open: n writes a new letter"))
            return []
        }
        switch entry {
        case .letter(let summary):
            pendingSelection = summary.path
            return [.open(path: summary.path)]
        case .folder(let folder):
            guard let relative = BoxPath.relative(folder.path, to: box) else { return [] }
            return show(folder: relative, selecting: nil)
        }
    }

    /// Backspace: the folder above, with the folder left selected.
    mutating func goUp() -> [BoxEffect] {
        guard !folder.isEmpty else {
            message = StatusMessage(tr("This is the top of the letterbox"))
            return []
        }
        return show(folder: BoxPath.parent(ofRelative: folder), selecting: folderPath)
    }

    /// Shows another folder: its rows come with the listing.
    mutating func show(folder relative: String, selecting path: String?) -> [BoxEffect] {
        folder = relative
        listing = nil
        entries = []
        selected = 0
        top = 0
        pendingSelection = path
        return [.list(folder: folder, order: order)]
    }

    // MARK: Answers

    /// A listing: shown if it is of the folder and order asked last.
    mutating func receive(_ answer: FolderListing) {
        guard answer.folder == folder, answer.order == order else { return }
        let keep = pendingSelection ?? selectedEntry?.path
        pendingSelection = nil
        listing = answer
        guard query.map(\.isEmpty) ?? true else { return }
        show(answer.entries, keeping: keep)
    }

    /// Search results: shown if they answer what the field holds now.
    mutating func receive(_ results: [LetterSummary], for answered: String) {
        guard let query, query == answered, !query.isEmpty else { return }
        show(results.map(BoxEntry.letter), keeping: pendingSelection ?? selectedEntry?.path)
        pendingSelection = nil
    }

    /// New rows, the row holding `path` selected (else the same place).
    mutating func show(_ rows: [BoxEntry], keeping path: String?) {
        entries = rows
        if let path, let index = rows.firstIndex(where: { $0.path == path }) { selected = index }
    }

    /// What brings the rows up to date after a change: the search again, or the folder.
    func refreshEffects() -> [BoxEffect] {
        if let query, !query.isEmpty { return [.search(query)] }
        return [.list(folder: folder, order: order)]
    }

    // MARK: Thumbnails

    /// The thumbnails of the letters now on screen, never asked for, once.
    mutating func takeThumbnailRequests() -> [ThumbnailRequest] {
        guard !isTooSmall, !entries.isEmpty else { return [] }
        var requests: [ThumbnailRequest] = []
        var used = 0
        for entry in entries[top...] {
            if used >= listRows { break }
            used += entry.kind.height
            let shape = entry.kind.shape
            guard shape.thumbnailColumns > 0, let picture = entry.letter?.picture, thumbnails[picture] == nil,
                requestedThumbnails.insert(picture).inserted
            else { continue }
            guard let letter = entry.letter else { continue }
            requests.append(
                ThumbnailRequest(
                    path: picture, confinedTo: PicturePath.folder(of: letter.path), columns: shape.thumbnailColumns,
                    rows: shape.lines.count))
        }
        return requests
    }
}

extension BoxOrder {
    /// How the title row says the order, in the interface's language.
    public var title: String {
        switch self {
        case .newest: tr("newest first")
        case .name: tr("by name")
        case .longest: tr("longest first")
        }
    }
}
