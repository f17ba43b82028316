/// Every sticker of the letter drawn in colour, wherever it comes from.
///
/// When a letter is opened each distinct sticker on its shelf is noted once:
/// a shipped one (by name) takes the built-in cells at once, and every one
/// the shell has no bytes of is asked for (`.drawStickers`), so its own PNG
/// beside the letter is drawn as it looks; a sticker put in from the picker
/// comes with its cells. The cells are kept by shelf number for the rest of
/// the session: drawing a line copies them, and no key asks for anything.
///
/// A sticker that cannot be drawn keeps its placeholder (`StickerMark.placeholder`)
/// and the status row says so once, the first reason and how many more; a
/// shipped one whose file is missing keeps its built-in cells and says nothing.
struct StickerDrawing: Sendable {
    /// The shelf entries already noted: the shelf only grows.
    var noted = 0
    /// Requests made since the last message, for `handle` to hand the shell.
    var toDraw: [StickerRequest] = []
    /// Counts changes to the cells that lines already drawn may show, so a
    /// renderer draws the paper's rows again when one came.
    var version = 0
    /// The stickers that could not be drawn, and the line said about them.
    var notDrawn = 0
    var firstProblem: String?
    var said: StatusMessage?
}

extension EditorState {
    /// Counts changes to the stickers' cells (`StickerDrawing.version`).
    var stickerCellsVersion: Int { stickerDrawing.version }

    /// Notes the stickers put on the shelf since the last call: built-in
    /// cells for a shipped name at once, and a request for each whose file
    /// this session did not bring. A walk over the new shelf entries only,
    /// made on opening and after a sticker is put in, never on typing.
    mutating func noteStickersToDraw() {
        let shelf = page.document.stickers.stickers
        guard shelf.count > stickerDrawing.noted else { return }
        let folder = path.map(PicturePath.folder(of:)) ?? "."
        for id in stickerDrawing.noted..<shelf.count where stickerFiles[id] == nil {
            let sticker = shelf[id]
            if stickerCells[id] == nil, let shipped = ShippedStickers.cells(named: sticker.name) {
                stickerCells[id] = shipped
                stickerDrawing.version += 1
            }
            stickerDrawing.toDraw.append(StickerRequest(id: id, sticker: sticker, folder: folder))
        }
        stickerDrawing.noted = shelf.count
    }

    /// The requests noted, once.
    mutating func takeStickerRequests() -> [StickerRequest] {
        defer { stickerDrawing.toDraw.removeAll() }
        return stickerDrawing.toDraw
    }

    /// The shell drew stickers: each one's cells are kept; one that cannot
    /// be drawn keeps its placeholder (or a shipped name its built-in
    /// cells) and is counted on the one status line about them.
    mutating func stickersDrawn(_ drawn: [StickerDrawn]) {
        for entry in drawn where page.document.stickers[entry.id] == entry.sticker {
            switch entry.look {
            case .cells(let cells):
                guard stickerCells[entry.id] != cells else { continue }
                stickerCells[entry.id] = cells
                stickerDrawing.version += 1
            case .problem(let reason):
                guard ShippedStickers.cells(named: entry.sticker.name) == nil else { continue }
                stickerDrawing.notDrawn += 1
                let first =
                    stickerDrawing.firstProblem
                    ?? tr(
                        "Sticker {sticker} not drawn: {name}: {reason}",
                        [
                            "sticker": StickerText.readable(entry.sticker), "name": StickerNames.shown(entry.sticker.path),
                            "reason": TerminalSafe.escaped(reason),
                        ])
                stickerDrawing.firstProblem = first
                let count = stickerDrawing.notDrawn
                let said = Message(EditorState.andMore(first, count - 1), tone: .warning)
                // One line about them all, never over another message.
                if message == nil || message == stickerDrawing.said {
                    message = said
                    stickerDrawing.said = said
                }
            }
        }
    }
}
