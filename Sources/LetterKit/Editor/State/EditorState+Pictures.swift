/// Pictures in the editor: the attach prompt, heights, the looks the program
/// draws, and the copies made next to the letter before a save.
extension EditorState {
    /// The attach prompt's label.
    static let attachLabel = msgid("Attach:")


    /// Alt-P: asks for a file's path on the status row.
    mutating func startAttaching() -> [Effect] {
        if isReadOnly { return refuseReadOnly() }
        guard carriesInk else {
            message = Message(tr("Pictures need a .letter or .md file; this one is plain text, so nothing changed"))
            return []
        }
        mode = .attach(TextField(), note: nil)
        return []
    }

    /// A key at the attach prompt: Tab completes, Enter looks at the file,
    /// Esc gives up.
    mutating func pressAttaching(_ key: Key, field: TextField, note: String?) -> [Effect] {
        var field = field
        switch keymaps.attachPrompt.action(for: key) {
        case .accept:
            let path = field.text.trimmingSpaces
            guard !path.isEmpty else { return [] }
            return [.lookAtAttachment(path: path)]
        case .complete:
            return [.completePath(field.text)]
        case .cancel:
            mode = .editing
            message = Message(tr("Nothing attached"))
            return []
        case nil:
            if field.apply(key) { mode = .attach(field, note: nil) }
            return []
        }
    }

    /// The program's completions of what the prompt held when Tab was pressed.
    mutating func completePath(_ text: String, candidates: [String]) {
        var field: TextField
        let opening: Bool
        switch mode {
        case .attach(let shown, _) where shown.text == text: (field, opening) = (shown, false)
        case .openLetter(let shown, _) where shown.text == text: (field, opening) = (shown, true)
        default: return
        }
        func show(_ field: TextField, note: String?) {
            mode = opening ? .openLetter(field, note: note) : .attach(field, note: note)
        }
        guard let first = candidates.first else {
            show(
                field,
                note: text.hasSuffix("/")
                    ? tr("Nothing in {folder} yet", ["folder": TerminalSafe.escaped(text)])
                    : tr("Nothing here starts with “{name}”", ["name": PicturePath.fileName(of: text)]))
            return
        }
        var common = Array(first)
        for candidate in candidates.dropFirst() {
            let other = Array(candidate)
            var length = 0
            while length < min(common.count, other.count), common[length] == other[length] { length += 1 }
            common.removeSubrange(length...)
        }
        if common.count > field.characters.count || candidates.count == 1 {
            field = TextField(String(common))
        }
        let names = candidates.prefix(8).map { PicturePath.fileName(of: $0.hasSuffix("/") ? String($0.dropLast()) : $0) + ($0.hasSuffix("/") ? "/" : "") }
        let more = candidates.count > 8 ? "  " + tr("… {count} more", ["count": candidates.count - 8]) : ""
        show(field, note: candidates.count == 1 ? nil : names.joined(separator: "  ") + more)
    }

    /// The program looked at the file named at the prompt: attach it, or say
    /// why not and keep the prompt so the path can be mended.
    mutating func attachLooked(path: String, facts: PictureFacts) -> [Effect] {
        guard case .attach(let field, _) = mode else { return [] }
        let name = PicturePath.fileName(of: path)
        let lines: Int
        switch facts {
        case .problem(let problem):
            mode = .attach(field, note: tr("Cannot attach {name}: {problem}", ["name": name, "problem": problem.summary]))
            return [.flash]
        case .attachment:
            lines = 1
        case .picture(let width, let height, _):
            lines = PictureHeight.natural(width: width, height: height, paper: page.paper)
        case .media(let media):
            lines = PictureKind(path: path) == .video ? PictureHeight.natural(of: media, paper: page.paper) : 1
        }
        let caption = name.lastIndex(of: ".").map { $0 == name.startIndex ? name : String(name[..<$0]) } ?? name
        let source = PictureSource(caption: caption, path: path)
        mode = .editing
        let effects = performEdit(.attach(source, lines: lines))
        if case .attachment(let bytes) = facts, let mark = page.pictureAtCursor?.mark {
            pictures.looks[mark] = .attachment(bytes: bytes)
        }
        // A sound's card needs nothing more; a video's poster is still to be drawn.
        if case .media(let media) = facts, source.kind == .attachment, let mark = page.pictureAtCursor?.mark {
            pictures.looks[mark] = .media(media, poster: nil)
        }
        if message == nil {
            message = Message(
                source.kind != .attachment
                    ? tr("Attached {name}: {lines} lines (Alt-= and Alt-- change that)", ["name": name, "lines": lines])
                    : tr("Attached {name} as a file", ["name": name]))
        }
        return effects
    }

    /// What the picture rows are drawn from.
    var picturesShown: PicturesShown {
        PicturesShown(shelf: page.document.pictures, looks: pictures.looks, stickerCells: stickerCells)
    }

    /// Looks the program made: kept for drawing.
    mutating func keepLooks(_ looked: [PictureLooked]) {
        for entry in looked {
            if case .moving(let motion) = entry.look {
                keepMotion(motion, for: entry.mark)
            } else {
                forgetMotion(of: entry.mark)
                pictures.looks[entry.mark] = entry.look
            }
            pictures.requested.remove(entry.mark)
        }
    }

    /// Notes every picture on the page that has no look and was not asked
    /// for: `update` then asks the program for them. A walk over the
    /// paragraphs' first measures, after edits that can bring a picture
    /// (attach, height, undo, redo, paste) and on opening, never on typing.
    mutating func notePicturesToLook() {
        guard !page.document.pictures.isEmpty else { return }
        for mark in page.document.pictureMarks where pictures.looks[mark] == nil && !pictures.requested.contains(mark) {
            pictures.toLook.insert(mark)
        }
    }

    /// The requests for the pictures noted, once.
    mutating func takePictureRequests() -> [PictureRequest] {
        guard !pictures.toLook.isEmpty else { return [] }
        let marks = page.document.pictureMarks.filter { pictures.toLook.contains($0) }
        pictures.toLook.removeAll()
        var requests: [PictureRequest] = []
        var seen = Set<PictureMark>()
        for mark in marks where seen.insert(mark).inserted {
            guard let source = page.document.pictures[mark.id] else { continue }
            pictures.requested.insert(mark)
            requests.append(
                PictureRequest(mark: mark, source: source, columns: page.paper.columns, moving: pictures.motion.allowed))
        }
        return requests
    }

    // MARK: Saving with attachments

    /// What saving at `path` takes: first copying attached files that are not
    /// yet in the letter's files folder, then the save itself. A file in the
    /// older folder of the same stem (`autumn.files` for `autumn.letter`)
    /// stays where it is: the letter's path to it is written in its text and
    /// still resolves, and moving it could take it from another letter that
    /// shares the folder.
    /// A save that would drop what the file's kind cannot hold asks first.
    mutating func saveEffects(path: String, overwriteChanges: Bool) -> [Effect] {
        if let loss = lossToAskAbout(savingAt: path) {
            mode = .confirmLoss(path: path, overwriteChanges: overwriteChanges, loss: loss)
            return []
        }
        saveFlow.copyNote = nil
        let writes = stickerWrites(savingAt: path)
        guard writes.isEmpty else {
            saveFlow.pendingStickerSave = (path, overwriteChanges)
            return [.writeStickers(folder: PicturePath.folder(of: path), files: writes)]
        }
        return saveEffectsAfterStickers(path: path, overwriteChanges: overwriteChanges)
    }

    /// The rest of a save once the stickers' files are written: the attached
    /// files copied, then the letter.
    mutating func saveEffectsAfterStickers(path: String, overwriteChanges: Bool) -> [Effect] {
        let folder = PicturePath.filesFolder(forLetterAt: path)
        let legacy = PicturePath.legacyFilesFolder(forLetterAt: path)
        var files: [PictureCopy] = []
        if LetterFile.carriesInk(path: path), !page.document.pictures.isEmpty {
            var seen = Set<String>()
            for mark in page.document.pictureMarks {
                // An address (`PictureTarget`) is no file to copy: it stays as written.
                guard let source = page.document.pictures[mark.id], !PicturePath.isInside(source.path, folder: folder),
                    !PicturePath.isInside(source.path, folder: legacy), !PictureTarget.isAddress(source.path),
                    seen.insert(source.path).inserted
                else { continue }
                files.append(PictureCopy(id: mark.id, path: source.path, confinedTo: source.confinedTo))
            }
        }
        guard files.isEmpty else {
            saveFlow.pendingSave = (path, overwriteChanges)
            return [.copyAttachments(AttachmentCopies(folder: folder, files: files))]
        }
        return [.save(request(path: path, overwriteChanges: overwriteChanges))]
    }

    /// The copies are made: the letter refers to them, and the save goes on.
    mutating func attachmentsCopied(_ result: AttachmentCopyResult) -> [Effect] {
        guard let (path, overwriteChanges) = saveFlow.pendingSave else { return [] }
        saveFlow.pendingSave = nil
        switch result {
        case .failed(let problem):
            return finishSave(.failed(.attachmentsNotCopied(problem)))
        case .copied(let copies, let notCopied):
            let letterFolder = PicturePath.folder(of: path)
            for copy in copies {
                guard let old = page.document.pictures[copy.id]?.path else { continue }
                for (id, source) in page.document.pictures.sources.enumerated() where source.path == old {
                    page.movePicture(id, to: copy.path, letterFolder: letterFolder)
                }
            }
            saveFlow.copyNote = Self.notCopiedNote(notCopied)
            // An attachment's card names its file, which may now be numbered.
            pictures.version += 1
            // The save follows at once: asking for copies again could loop if
            // the program named a copy this side does not see inside the folder.
            return [.save(request(path: path, overwriteChanges: overwriteChanges))]
        }
    }

    /// What a save says of the files it could not copy: the first by name
    /// and reason, and how many more. Nil when every file was copied.
    static func notCopiedNote(_ notCopied: [PictureNotCopied]) -> String? {
        guard let first = notCopied.first else { return nil }
        let note = tr("not copied: {name}: {reason}", ["name": PicturePath.fileName(of: first.path), "reason": first.reason])
        return andMore(note, notCopied.count - 1)
    }

    /// `note` and how many more there are like it ("… (and 2 more)"), or
    /// `note` alone when there are no more.
    static func andMore(_ note: String, _ more: Int) -> String {
        guard more > 0 else { return note }
        return trn("{note} (and {count} more)", "{note} (and {count} more)", count: more, ["note": note])
    }
}
