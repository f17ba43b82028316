/// Alt-S: the sticker picker, and the stickers' files written beside the
/// letter when it is saved.
///
/// A sticker put in from the picker is `stickers/NAME.png` in the letter's
/// text at once; its file is written beside the letter by the save (the
/// shell never overwrites a different file of that name: it picks
/// `NAME-2.png` and says so, and the letter's text follows).
extension EditorState {
    /// The shell's answer to `.listStickers`: the picker, with the shipped
    /// stickers first and then the person's own.
    mutating func chooseSticker(from own: [StickerChoice], skipped: Int) {
        let choices = ShippedStickers.names.compactMap { name in
            ShippedStickers.png(named: name).map {
                StickerChoice(name: name, png: $0, isOwn: false, cells: ShippedStickers.cells(named: name))
            }
        } + own
        let entries = choices.map { choice in
            Palette.Entry(
                name: StickerMark.placeholder + " " + StickerNames.shown(choice.name), keys: choice.isOwn ? tr("yours") : "",
                action: choice)
        }
        mode = .chooseSticker(Palette(title: tr("Stickers (type to filter, Enter puts one in)"), entries: entries))
        if skipped > 0 {
            message = Message(
                trn(
                    "{count} file in the stickers folder left out (not a small PNG)",
                    "{count} files in the stickers folder left out (not a small PNG)", count: skipped),
                tone: .warning)
        }
    }

    mutating func pressChoosingSticker(_ key: Key, palette: Palette<StickerChoice>) -> [Effect] {
        var palette = palette
        switch palette.press(key, keys: keymaps.palette) {
        case .stay:
            mode = .chooseSticker(palette)
            return []
        case .close:
            mode = .editing
            return []
        case .run(let choice):
            mode = .editing
            return stick(choice)
        }
    }

    /// Puts `choice` in at the cursor, through the gate like a typed wide
    /// character, under a path no other sticker of this letter takes.
    mutating func stick(_ choice: StickerChoice) -> [Effect] {
        let shelf = page.document.stickers
        var number = 1
        var sticker = Sticker(name: choice.name, path: Sticker.path(forName: choice.name))
        // Another picture already under that path in this letter: the next name.
        while let id = shelf.stickers.firstIndex(where: { $0.path == sticker.path }),
            stickerFiles[id] != choice.png || shelf.stickers[id].name != choice.name
        {
            number += 1
            sticker.path = Sticker.path(forName: choice.name, number: number)
        }
        let id = shelf.id(for: sticker)
        let effects = performEdit(.stick(sticker))
        if page.document.stickers[id] == sticker {
            stickerFiles[id] = choice.png
            if let cells = choice.cells ?? (choice.isOwn ? nil : ShippedStickers.cells(named: choice.name)) {
                stickerCells[id] = cells
            }
        }
        noteStickersToDraw()
        return effects
    }

    /// The stickers of the letter whose files this session has, to write
    /// beside the letter saved at `path`; none for a file without ink.
    func stickerWrites(savingAt path: String) -> [StickerWrite] {
        guard !stickerFiles.isEmpty, LetterFile.carriesInk(path: path) else { return [] }
        var used = Set<Int>()
        for paragraph in page.document.paragraphs {
            for character in paragraph.characters where StickerMark.startsMark(character) {
                if let mark = StickerMark(character) { used.insert(mark.id) }
            }
        }
        return stickerFiles.keys.sorted().compactMap { id in
            guard used.contains(id), let sticker = page.document.stickers[id], let png = stickerFiles[id] else {
                return nil
            }
            return StickerWrite(id: id, path: sticker.path, png: png)
        }
    }

    /// The shell wrote the stickers' files: the letter names each where it
    /// was written, and the save goes on.
    mutating func stickersWritten(_ result: StickerWriteResult) -> [Effect] {
        guard let (path, overwriteChanges) = saveFlow.pendingStickerSave else { return [] }
        saveFlow.pendingStickerSave = nil
        for (id, written) in result.written where page.document.stickers[id]?.path != written {
            page.moveSticker(id, to: written)
        }
        if let first = result.notWritten.first {
            let note = tr(
                "sticker not written: {name}: {problem}", ["name": StickerNames.shown(first.path), "problem": first.problem])
            saveFlow.copyNote = EditorState.andMore(note, result.notWritten.count - 1)
        }
        return saveEffectsAfterStickers(path: path, overwriteChanges: overwriteChanges)
    }
}

/// One sticker the picker offers: its name and its PNG file's bytes.
public struct StickerChoice: Hashable, Sendable {
    public var name: String
    public var png: [UInt8]
    /// From the person's stickers folder, not shipped.
    public var isOwn: Bool
    /// Its two cells as the picker and the page draw it; nil while they are
    /// not known (the placeholder stands in).
    public var cells: [StickerCell]?

    public init(name: String, png: [UInt8], isOwn: Bool, cells: [StickerCell]? = nil) {
        self.name = name
        self.png = png
        self.isOwn = isOwn
        self.cells = cells
    }
}

/// A sticker's file to write beside the letter: its number, the path the
/// letter gives it (relative to the letter's folder) and the bytes.
public struct StickerWrite: Hashable, Sendable {
    public var id: Int
    public var path: String
    public var png: [UInt8]

    public init(id: Int, path: String, png: [UInt8]) {
        self.id = id
        self.path = path
        self.png = png
    }
}

/// What writing the stickers' files did: where each one is now (its path,
/// or another name when a different file held that one), and those that
/// could not be written, with the system's reason as a fact.
public struct StickerWriteResult: Hashable, Sendable {
    public var written: [Int: String]
    public var notWritten: [StickerNotWritten]

    public init(written: [Int: String], notWritten: [StickerNotWritten] = []) {
        self.written = written
        self.notWritten = notWritten
    }
}

/// A sticker's file that could not be written beside the letter.
public struct StickerNotWritten: Hashable, Sendable {
    public var path: String
    public var problem: FileProblem

    public init(path: String, problem: FileProblem) {
        self.path = path
        self.problem = problem
    }
}
