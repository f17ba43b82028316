/// The end of a save: the shell's reply taken in (the letter marked saved,
/// what was not copied or kept said, a quit that waited carried out), and
/// the request a save sends. Kept apart from `apply`, which decides what
/// each command does.
extension EditorState {
    mutating func finishSave(_ result: SaveResult) -> [Effect] {
        switch result {
        case .saved(let savedPath):
            path = savedPath
            isModified = false
            page.sealHistory()
            saveFlow.savedVersion = page.version
            let dropped = loss(savingAt: savedPath)
            if !dropped.isEmpty {
                message = Message(tr("Saved {path} without {what}", ["what": dropped.phrase]), paths: ["path": savedPath], tone: .warning)
            } else {
                message =
                    envelopeProblem.map { Message(tr("Saved {path}; {note}", ["note": $0]), paths: ["path": savedPath], tone: .warning) }
                    ?? Message(tr("Saved {path}"), paths: ["path": savedPath])
            }
            if let note = saveFlow.copyNote {
                message = Message(tr("Saved {path}; {note}", ["note": note]), paths: ["path": savedPath], tone: .warning)
            }
            saveFlow.copyNote = nil
            var effects: [Effect] = []
            if let copy = saveFlow.restoredCopyPath {
                // The recovered text is in the saved letter now: the copy has done
                // its work, and would otherwise be offered again on every start.
                saveFlow.restoredCopyPath = nil
                effects.append(.removeCopy(path: copy))
            }
            if saveFlow.quitAfterSave { effects.append(.quit) }
            return effects
        case .failed(let problem):
            // Nothing may be lost: the letter stays, and another place to save it
            // is asked for at once. A quit that was waiting for the save still
            // waits for this one; Esc cancels both.
            mode = .saveAs(TextField(path ?? suggestedName, rules: .savePath), failure: problem)
            message = nil
            return [.flash]
        case .changedOnDisk(let changedPath):
            mode = .confirmOverwrite(path: changedPath)
            return []
        case .alreadyExists(let existingPath):
            mode = .confirmReplace(path: existingPath)
            return []
        }
    }

    func request(path: String, overwriteChanges: Bool) -> SaveRequest {
        SaveRequest(
            path: path, text: body(forPath: path), paper: page.paper, overwriteChanges: overwriteChanges,
            envelope: envelope)
    }
}
