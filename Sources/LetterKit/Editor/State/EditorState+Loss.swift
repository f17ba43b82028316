/// Saves that would drop what the letter holds: asked about before writing,
/// and remembered when quitting.
extension EditorState {
    /// What saving at `path` would leave out of what the editor holds. A walk
    /// over the paragraphs, made when saving or quitting, never per key.
    public func loss(savingAt path: String) -> SaveLoss {
        var hasInk = false
        var pictures = 0
        var attachments = 0
        if !LetterFile.carriesInk(path: path) {
            for index in page.document.paragraphs.indices {
                if let (_, source) = page.document.picture(at: index) {
                    if source.kind == .picture { pictures += 1 } else { attachments += 1 }
                } else if !page.document.paragraphs[index].runs.isEmpty {
                    hasInk = true
                }
            }
        }
        return LetterFile.loss(
            savingAt: path, ink: hasInk, pictures: pictures, attachments: attachments,
            envelope: !heldEnvelope.isEmpty)
    }

    /// What the letter's own file does not hold of what the editor shows
    /// (after a save the person agreed would drop it), or nil.
    var unkeptInFile: SaveLoss? {
        guard let path else { return nil }
        let loss = loss(savingAt: path)
        return loss.isEmpty ? nil : loss
    }

    /// What a save at `path` must ask about first: what it would drop that
    /// the person has not already agreed to drop there; nil when nothing.
    func lossToAskAbout(savingAt path: String) -> SaveLoss? {
        let loss = loss(savingAt: path)
        guard !loss.isEmpty else { return nil }
        if let accepted = saveFlow.acceptedLoss, accepted.path == path, loss.isCovered(by: accepted.loss) { return nil }
        return loss
    }

    /// The answer to "x.txt drops …; save?": `y` saves, `n` or Esc writes
    /// nothing; other keys leave the question up.
    mutating func answerLoss(_ key: Key, path: String, overwriteChanges: Bool, loss: SaveLoss) -> [Effect] {
        switch keymaps.saveQuestion.action(for: key) {
        case .yes:
            mode = .editing
            saveFlow.acceptedLoss = (path, loss)
            return saveEffects(path: path, overwriteChanges: overwriteChanges)
        case .no:
            mode = .editing
            saveFlow.quitAfterSave = false
            message = Message(tr("Not saved: nothing was written"))
            return []
        case nil:
            return []
        }
    }

    /// The question asked before a save that drops something; short enough
    /// for an 80-column status row with the usual names.
    func lossQuestion(path: String, loss: SaveLoss) -> String {
        tr(
            "{name} drops {what}. Save?  {keys}",
            ["name": PicturePath.fileName(of: path), "what": loss.phrase, "keys": keymaps.saveQuestion.hint()])
    }

    /// The quit question: unsaved changes, or what the file does not hold
    /// (then "y" offers a .letter, which holds it all, changes included).
    var quitQuestion: String {
        guard let unkept = saveFlow.unkeptOnQuit else {
            return tr("Save changes before quitting?  {keys}", ["keys": keymaps.quitQuestion.hint()])
        }
        let keys = keymaps.quitKeepingQuestion.hint()
        guard let path else { return tr("The file lacks {what}.  {keys}", ["what": unkept.phrase, "keys": keys]) }
        return tr("{name} lacks {what}.  {keys}", ["name": PicturePath.fileName(of: path), "what": unkept.phrase, "keys": keys])
    }

    /// `path` with its extension made `.letter`, offered when the person chose
    /// to keep what a plain file dropped.
    static func letterPath(for path: String) -> String {
        let name = PicturePath.fileName(of: path)
        let stem = name.lastIndex(of: ".").map { $0 == name.startIndex ? name : String(name[..<$0]) } ?? name
        let folder = PicturePath.folder(of: path)
        let letterName = stem + "." + LetterFile.fileExtension
        return folder == "." ? letterName : (folder == "/" ? "/" : folder + "/") + letterName
    }
}
