/// Facts the shell reports for the person to hear about, as data: LetterKit
/// words every sentence, so each is tested without a terminal.
public enum Notice: Hashable, Sendable {
    /// The paper the letter records cannot be used (`reason`); `using` is the
    /// paper's name it opened on instead.
    case paperUnreadable(reason: FrontMatterError, using: String)
    /// The letter's paper (`name`) is on no shelf here: it opened at the size
    /// the letter records, with the standard look.
    case paperLookUnknown(name: String)
    /// The file mixes line endings; saving writes them all as `chosen`.
    case mixedLineEndings(found: [LineEnding], chosen: LineEnding)
    /// A copy the person chose to delete could not be deleted.
    case copyNotRemoved(path: String, reason: FileProblem)
    /// The letter was saved in a letterbox kept in git, but the commit of
    /// it failed (`reason`, git's own line): the save stands.
    case notCommitted(reason: String)
}

extension Notice {
    /// A failure the person must see even over another message.
    var isProblem: Bool {
        switch self {
        case .copyNotRemoved, .notCommitted: return true
        default: return false
        }
    }
}

extension EditorState {
    /// The status-row message for a notice.
    static func message(for notice: Notice) -> Message {
        switch notice {
        case .paperUnreadable(let reason, let paper):
            Message(tr("The letter's paper could not be read ({reason}); using {paper}", ["reason": reason, "paper": paper]), tone: .warning)
        case .paperLookUnknown(let name):
            Message(tr("No paper file for \"{name}\" here: its size is kept, with the standard look", ["name": name]), tone: .info)
        case .mixedLineEndings(let found, let chosen):
            Message(LineEnding.mixedNotice(found: found, chosen: chosen, subject: "This file"), tone: .warning)
        case .copyNotRemoved(let path, let reason):
            Message(tr("Could not delete {path}: {reason}", ["reason": reason]), paths: ["path": path], tone: .error)
        case .notCommitted(let reason):
            Message(tr("Saved, but not committed to the letterbox's git: {reason}", ["reason": TerminalSafe.escaped(reason)]), tone: .warning)
        }
    }
}

extension EditorState.Question {
    /// Another editor has the letter open: read-only (safe), edit anyway, or quit.
    /// `pid` is nil when the lock belongs to another user.
    public static func openElsewhere(name: String, pid: Int32?) -> Self {
        let prompt =
            pid.map {
                tr(
                    "Another letter window (pid {pid}) has {name} open. Changes made in two places overwrite each other.",
                    ["pid": $0, "name": name])
            }
            ?? tr("Another user's letter window has {name} open. Changes made in two places overwrite each other.", ["name": name])
        return Self(
            prompt: prompt,
            choices: [
                .init(label: tr("Open it read-only"), answer: .readOnly),
                .init(label: tr("Edit it anyway"), answer: .editAnyway),
                .init(label: tr("Quit"), answer: .quit),
            ],
            safeChoice: 0)
    }

    /// How a recovered copy came to be.
    public enum CopyKind: Hashable, Sendable {
        /// Written when the editor was stopped or crashed (`NAME.save`).
        case emergency
        /// Kept in the recovery folder while the editor ran.
        case recovery
    }

    /// A copy newer than the saved letter (or of a letter never saved, when
    /// `letterName` is nil) was found: restore, open the saved letter (safe),
    /// show where, delete. Restoring takes the copy's `envelope` too.
    public static func recoveredCopy(
        kind: CopyKind, letterName: String?, text: String, envelope: Envelope = Envelope(), copyPath: String
    ) -> Self {
        return Self(
            prompt: recoveredPrompt(kind: kind, letterName: letterName, characters: text.count),
            choices: [
                .init(label: tr("Restore the copy"), answer: .restore(text: text, envelope: envelope, copyPath: copyPath)),
                .init(
                    label: letterName == nil ? tr("Start a new letter (keep the copy)") : tr("Open the saved letter (keep the copy)"),
                    answer: .openSaved(copyPath: copyPath)),
                .init(label: tr("Show where the copy is"), answer: .showWhere(copyPath: copyPath)),
                .init(label: tr("Delete the copy"), answer: .discardCopy(copyPath: copyPath)),
            ],
            safeChoice: 1)
    }
}

extension EditorState.Question {
    /// What the recovered-copy question says: which copy, of which letter,
    /// how long. One whole sentence each, so a translation orders its parts.
    static func recoveredPrompt(kind: CopyKind, letterName: String?, characters: Int) -> String {
        switch (kind, letterName) {
        case (.emergency, let name?):
            trn(
                "An emergency copy of {name}, newer than the saved letter, was kept when the editor last stopped ({count} character).",
                "An emergency copy of {name}, newer than the saved letter, was kept when the editor last stopped ({count} characters).",
                count: characters, ["name": name])
        case (.recovery, let name?):
            trn(
                "A recovery copy of {name}, newer than the saved letter, was kept when the editor last stopped ({count} character).",
                "A recovery copy of {name}, newer than the saved letter, was kept when the editor last stopped ({count} characters).",
                count: characters, ["name": name])
        case (.emergency, nil):
            trn(
                "An emergency copy of an unsaved new letter was kept when the editor last stopped ({count} character).",
                "An emergency copy of an unsaved new letter was kept when the editor last stopped ({count} characters).",
                count: characters)
        case (.recovery, nil):
            trn(
                "A recovery copy of an unsaved new letter was kept when the editor last stopped ({count} character).",
                "A recovery copy of an unsaved new letter was kept when the editor last stopped ({count} characters).",
                count: characters)
        }
    }
}
